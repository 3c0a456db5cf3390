/**
 * Where a visit came from (issue 67 item 1, decision 0149): the campaign parameters of its landing address first, then
 * the click id an ad platform added, then the host of the page that linked to it. Pure, so the beacon's route, the
 * tests and a later report read one rule. A click id's value identifies one click of one person: only its kind is
 * kept, never the value; a referrer is kept as its host, never its path or query.
 */

export const VISIT_CHANNELS = ["paid", "search", "social", "email", "referral", "direct"] as const;
export type VisitChannel = (typeof VISIT_CHANNELS)[number];

/** The click ids the store recognises, in the order they are looked for: an ad's own id wins over Meta's `fbclid`. */
export const CLICK_ID_KINDS = ["gclid", "gbraid", "wbraid", "msclkid", "ttclid", "fbclid"] as const;
export type ClickIdKind = (typeof CLICK_ID_KINDS)[number];

export const DEVICE_CLASSES = ["phone", "tablet", "desktop"] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

export interface VisitSource {
  channel: VisitChannel;
  source: string | null;
  medium: string | null;
  campaign: string | null;
  content: string | null;
  term: string | null;
  clickIdKind: ClickIdKind | null;
  referrerHost: string | null;
}

/** A campaign value longer than this is cut: tags are a few words, and a longer one is noise or an attack. */
export const CAMPAIGN_VALUE_MAX_LENGTH = 100;
/** The longest host name DNS allows. */
const HOST_MAX_LENGTH = 253;

const CLICK_ID_SOURCES: Record<ClickIdKind, Pick<VisitSource, "channel" | "source" | "medium">> = {
  gclid: { channel: "paid", source: "google", medium: "cpc" },
  gbraid: { channel: "paid", source: "google", medium: "cpc" },
  wbraid: { channel: "paid", source: "google", medium: "cpc" },
  msclkid: { channel: "paid", source: "bing", medium: "cpc" },
  ttclid: { channel: "paid", source: "tiktok", medium: "cpc" },
  // Meta adds fbclid to organic links too, so alone it says "from Facebook", not "from an ad".
  fbclid: { channel: "social", source: "facebook", medium: "social" },
};

/**
 * Referrer hosts by channel, looked for in this order (webmail before search: mail.google. is not a search). An entry
 * ending in "." matches at a label boundary whatever the country ending (google.ro, www.google.com); any other matches
 * the whole host or its subdomains (t.co, x.com), so t.com is not t.co. facebook. covers l. and lm.facebook.com.
 */
const REFERRER_CHANNELS: ReadonlyArray<readonly [VisitChannel, string, readonly string[]]> = [
  ["email", "email", ["mail.google.", "outlook.", "mail.yahoo.", "poczta."]],
  ["search", "organic", ["google.", "bing.", "duckduckgo.", "yahoo.", "yandex.", "ecosia.", "search.brave."]],
  [
    "social",
    "social",
    ["facebook.", "instagram.", "t.co", "twitter.", "x.com", "linkedin.", "pinterest.", "tiktok.", "youtube.", "reddit."],
  ],
];

function hostMatches(host: string, pattern: string): boolean {
  if (pattern.endsWith(".")) return `.${host}`.includes(`.${pattern}`);
  return host === pattern || host.endsWith(`.${pattern}`);
}

// eslint-disable-next-line no-control-regex -- control characters are what it removes
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;

/** A campaign value as kept: without control characters, trimmed, lower case, cut by characters (never mid-pair); null when empty. */
export function cleanCampaignValue(value: string | null | undefined): string | null {
  if (value == null) return null;
  const clean = value.replace(CONTROL_CHARACTERS, "").trim().toLowerCase();
  if (clean === "") return null;
  return Array.from(clean).slice(0, CAMPAIGN_VALUE_MAX_LENGTH).join("");
}

/** The referrer's host name, lower case and without "www.", or null when it is not an http(s) address. */
export function referrerHostOf(referrer: string | null | undefined): string | null {
  if (!referrer) return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, "");
  return host === "" || host.length > HOST_MAX_LENGTH ? null : host;
}

/** A campaign's medium as a channel: what analytics tools read the same words as. */
export function channelOfMedium(medium: string | null): VisitChannel | null {
  if (medium === null) return null;
  if (/^(cpc|ppc|display|cpm)$/.test(medium) || medium.startsWith("paid")) return "paid";
  if (medium === "email" || medium === "newsletter") return "email";
  if (medium === "social" || medium.startsWith("social-")) return "social";
  if (medium === "organic") return "search";
  return "referral";
}

/**
 * Where a visit came from. `search` is the landing address's query (with or without its "?"), `referrer` the page
 * that linked to it (`document.referrer`), `ownHost` the store's host: a link from the store's own pages is direct.
 */
export function classifyVisit({ search, referrer, ownHost }: { search: string; referrer: string | null; ownHost: string }): VisitSource {
  const query = new URLSearchParams(search);
  const clickIdKind = CLICK_ID_KINDS.find((kind) => query.has(kind)) ?? null;
  const clicked = clickIdKind === null ? null : CLICK_ID_SOURCES[clickIdKind];
  const host = referrerHostOf(referrer);
  const ownHostName = referrerHostOf(`https://${ownHost}`);
  const referrerHost = host === ownHostName ? null : host;
  const campaign = {
    source: cleanCampaignValue(query.get("utm_source")),
    medium: cleanCampaignValue(query.get("utm_medium")),
    campaign: cleanCampaignValue(query.get("utm_campaign")),
    content: cleanCampaignValue(query.get("utm_content")),
    term: cleanCampaignValue(query.get("utm_term")),
  };
  const found = { clickIdKind, referrerHost };

  if (campaign.source !== null || campaign.medium !== null || campaign.campaign !== null) {
    const channel = channelOfMedium(campaign.medium) ?? clicked?.channel ?? "referral";
    return { channel, ...campaign, ...found };
  }
  const none = { campaign: null, content: null, term: null };
  if (clicked) return { ...clicked, ...none, ...found };
  if (referrerHost === null) return { channel: "direct", source: null, medium: null, ...none, ...found };
  const [channel, medium] = REFERRER_CHANNELS.find(([, , patterns]) => patterns.some((pattern) => hostMatches(referrerHost, pattern))) ?? [
    "referral",
    "referral",
  ];
  return { channel, source: referrerHost, medium, ...none, ...found };
}

/**
 * A browser's class from its User-Agent: iPads and tablets first (an iPad says "Mobile" too), then phones ("Mobi"),
 * then an Android without "Mobile", which Android's own rule makes a tablet; anything else is a desktop.
 */
export function deviceClassOf(userAgent: string | null | undefined): DeviceClass {
  const agent = userAgent ?? "";
  if (/iPad|Tablet/i.test(agent)) return "tablet";
  if (/Mobi/.test(agent)) return "phone";
  if (/Android/.test(agent)) return "tablet";
  return "desktop";
}

/** The path of a landing address, without its query or fragment (which may carry a click id or a token). */
export function landingPathOf(landing: string): string {
  return landing.split(/[?#]/, 1)[0]!;
}

/** A visit is credited to the last non-direct click at most this long before (the industry's default window). */
export const ATTRIBUTION_WINDOW_DAYS = 30;

/**
 * A visitor's first touch, and the last touch that was not direct within the window before `now` (null when there
 * is none: the visit counts as direct). Touches after `now` are ignored, so a report of the past reads what it knew.
 */
export function attributeTouches<Touch extends { occurredAt: Date; channel: VisitChannel }>(
  touches: readonly Touch[],
  now: Date,
): { first: Touch | null; last: Touch | null } {
  const windowStart = now.getTime() - ATTRIBUTION_WINDOW_DAYS * 86_400_000;
  const known = [...touches].filter((touch) => touch.occurredAt.getTime() <= now.getTime());
  known.sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
  const last = known.findLast((touch) => touch.channel !== "direct" && touch.occurredAt.getTime() >= windowStart) ?? null;
  return { first: known[0] ?? null, last };
}

/** The cookie that carries a consenting visitor's random id (HttpOnly: only the server reads it). */
export const VISITOR_COOKIE = "elara_visitor";
/** The API's routes alone receive it: page requests never carry it, so no page cache or CDN sees it. */
export const VISITOR_COOKIE_PATH = "/api";
/**
 * Thirteen months, the longest the French and Romanian authorities accept for an audience-measurement cookie: the
 * cookie's life, and how long a visitor's touches are kept (the sweep deletes older ones).
 */
export const VISITOR_RETENTION_DAYS = 395;
export const VISITOR_COOKIE_MAX_AGE_SECONDS = VISITOR_RETENTION_DAYS * 86_400;
/** 128 random bits in base64url. */
const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/;

export function isVisitorId(value: unknown): value is string {
  return typeof value === "string" && VISITOR_ID.test(value);
}

/**
 * What a request knows of its visit: the `elara_visitor` cookie's id, the browser's cookie choice's id, and the class
 * of device it came from (its User-Agent's, which every request carries; nothing is read from the device for it).
 */
export interface VisitContext {
  visitorId: string | null;
  consentId: string | null;
  deviceClass: DeviceClass | null;
}

/** A request that brought none of it (a script, a browser that never chose). */
export const NO_VISIT: VisitContext = { visitorId: null, consentId: null, deviceClass: null };

/** What a credit keeps of one touch: its source, its device class and its time (null for "direct" by default). */
export interface CreditedTouch {
  channel: VisitChannel;
  source: string | null;
  medium: string | null;
  campaign: string | null;
  clickIdKind: ClickIdKind | null;
  deviceClass: DeviceClass | null;
  touchedAt: Date | null;
}

/**
 * The touches an order or a sign-up at `now` is credited to: the visitor's first, and their last non-direct one within
 * the attribution window, else "direct" (a campaign older than the window no longer counts). Null: no touch at all.
 */
export function creditedTouches(
  touches: readonly (Omit<CreditedTouch, "touchedAt"> & { occurredAt: Date })[],
  now: Date,
): { first: CreditedTouch; last: CreditedTouch } | null {
  const { first, last } = attributeTouches(touches, now);
  if (!first) return null;
  const credited = ({ occurredAt, ...touch }: Omit<CreditedTouch, "touchedAt"> & { occurredAt: Date }): CreditedTouch => ({
    ...touch,
    touchedAt: occurredAt,
  });
  const direct: CreditedTouch = {
    channel: "direct",
    source: null,
    medium: null,
    campaign: null,
    clickIdKind: null,
    deviceClass: null,
    touchedAt: null,
  };
  return { first: credited(first), last: last ? credited(last) : direct };
}

/** The storefront's funnel steps a browser session reports once each, after the visit itself. */
export const FUNNEL_STEPS = ["product_view", "add_to_cart", "checkout_started"] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/** A subject's credit as a page shows it (times as ISO strings): both touches null when unattributed. */
export interface CreditView {
  statisticsAllowed: boolean;
  marketingAllowed: boolean;
  deviceClass: DeviceClass | null;
  first: (Omit<CreditedTouch, "touchedAt"> & { touchedAt: string | null }) | null;
  last: (Omit<CreditedTouch, "touchedAt"> & { touchedAt: string | null }) | null;
}

/** What is credited to a visit's source. */
export const ATTRIBUTION_SUBJECTS = ["order", "signup", "subscription"] as const;
export type AttributionSubject = (typeof ATTRIBUTION_SUBJECTS)[number];

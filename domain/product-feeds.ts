/**
 * The product feeds' rules (issue 67 item 4, decision 0147): the channels, their campaign tags, the published field
 * limits and formats every feed item keeps, and the GTIN check digit the product editor verifies. Pure, so the catalogue
 * that writes the feeds, the editor that takes a GTIN and the tests that read the feeds share one rule.
 */
import type { Language } from "./locale.ts";

export const FEED_CHANNELS = ["google", "meta", "compari"] as const;
export type FeedChannel = (typeof FEED_CHANNELS)[number];

/** What each feed's links carry, so the store's attribution counts its visits as that channel's (issue 67 item 1). */
export const FEED_CAMPAIGN: Record<FeedChannel, { utmSource: string; utmMedium: string }> = {
  google: { utmSource: "google", utmMedium: "shopping" },
  meta: { utmSource: "meta", utmMedium: "catalogue" },
  compari: { utmSource: "compari", utmMedium: "comparison" },
};

/** Each feed's file name; the Romanian feed is at `/feeds/<file>`, the English one at `/feeds/en/<file>`. */
export const FEED_FILES: Record<FeedChannel, string> = { google: "google.xml", meta: "meta.csv", compari: "compari.xml" };

export function feedPath(channel: FeedChannel, language: Language): string {
  return language === "ro" ? `/feeds/${FEED_FILES[channel]}` : `/feeds/${language}/${FEED_FILES[channel]}`;
}

/**
 * Google's product data specification (support.google.com/merchants/answer/7052112): the longest id, title and
 * description it takes. Meta's catalogue takes the same id and a shorter title (200) but no longer description (9999),
 * so one item within Google's limits is within Meta's too.
 */
export const FEED_LIMITS = { id: 50, title: 150, description: 5000 } as const;

/** How much of a too-long id a feed keeps before the "-" and the hash of the whole: 41 + 1 + 8 = FEED_LIMITS.id. */
const FEED_ID_KEPT = FEED_LIMITS.id - 9;

/**
 * A SKU or handle as a feed's id: as it is within Google's 50 characters, else its first 41, "-" and 8 hex digits of a
 * hash of the whole, so two long SKUs sharing a beginning stay two items. The hash is FNV-1a (32 bits, as many as 8
 * hex digits of a SHA-256 would keep): domain/ runs in the browser too and takes no Node module, and nothing here
 * is secret. An id once sent is the channel's key for the item's history, so the rule must not change.
 */
export function feedId(text: string): string {
  return text.length <= FEED_LIMITS.id ? text : `${text.slice(0, FEED_ID_KEPT)}-${fnv1a32Hex(text)}`;
}

function fnv1a32Hex(text: string): string {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, "0");
}

/** Google's `availability` values the store can say: it takes no pre-orders or back-orders. */
export const FEED_AVAILABILITY = ["in_stock", "out_of_stock"] as const;
export type FeedAvailability = (typeof FEED_AVAILABILITY)[number];

/**
 * Google's product taxonomy: Health & Beauty > Health Care > Fitness & Nutrition > Vitamins & Supplements. Every
 * product the store sells as a food supplement is in it.
 */
export const SUPPLEMENTS_GOOGLE_CATEGORY = "525";

/** A feed's price: "189.00 RON", two decimals and the ISO currency, as Google and Meta both read it. */
export function feedPrice(amountMinor: number, currencyCode: string): string {
  return `${(amountMinor / 100).toFixed(2)} ${currencyCode}`;
}

export const FEED_PRICE_PATTERN = /^\d+\.\d{2} [A-Z]{3}$/;

/** The GTIN lengths GS1 defines: GTIN-8 (EAN-8), GTIN-12 (UPC-A), GTIN-13 (EAN-13) and GTIN-14. */
const GTIN_LENGTHS = new Set([8, 12, 13, 14]);

/**
 * Whether `text` is a GTIN with a right check digit (GS1's mod-10: from the right, the digits before the check digit
 * weigh 3, 1, 3, 1…). Spaces and hyphens are not part of a GTIN: the editor strips them first (`normalizedGtin`).
 */
export function isValidGtin(text: string): boolean {
  if (!/^\d+$/.test(text) || !GTIN_LENGTHS.has(text.length)) return false;
  const digits = [...text].map(Number);
  const check = digits.pop()!;
  const sum = digits.reverse().reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

/** What the owner typed, without the spaces and hyphens a printed barcode number often has; "" stays empty. */
export function normalizedGtin(typed: string): string {
  return typed.replace(/[\s-]/g, "");
}

/** The owner's optional feed secret: long enough for a random token, short enough for a URL. */
export const FEED_TOKEN_MAX_LENGTH = 128;

/** A secret anyone can paste in a URL: letters, digits, "-" and "_", at least 16 so it cannot be guessed by trying. */
export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

export interface FeedUrl {
  channel: FeedChannel;
  language: Language;
  url: string;
}

/** Each feed's address as the owner pastes it into the channel, with the secret when they set one. */
export function feedUrls(baseUrl: string, token: string): FeedUrl[] {
  return FEED_CHANNELS.flatMap((channel) =>
    (["ro", "en"] as const).map((language) => {
      const url = new URL(feedPath(channel, language), baseUrl);
      if (token !== "") url.searchParams.set("token", token);
      return { channel, language, url: url.href };
    }),
  );
}

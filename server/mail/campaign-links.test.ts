/**
 * Every email the store writes, as the outbox stores it: each link of a customer's email to a page of the store, in
 * the HTML and in the plain text alike, carries the email's campaign tags, and the plain text the same links as the
 * HTML; the flows' own links (the click redirect, which tags the page it opens), the ways out of the emails and a
 * staff email's admin links stay as written. The samples are keyed by MAIL_KINDS: a new kind of email is read here too.
 */
import { describe, expect, it } from "vitest";
import { MAIL_SAMPLES } from "#tests/server/mail-kit.ts";
import { emailCampaignOf, withCampaignLinks } from "./campaign-links.ts";
import { audienceOf } from "./layout.ts";
import { MAIL_KINDS, type MailBranding } from "./mail-types.ts";

const STORE = "https://shop.example";
const branding: MailBranding = { brandName: "Elara", baseUrl: STORE, supportEmail: "suport@example.ro" };

const unescapeHtml = (html: string) => html.replace(/&#(\d+);/g, (_reference, code: string) => String.fromCharCode(Number(code)));
/** Every address a plain text spells out. */
const addressesIn = (text: string) => text.split(/\s+/).filter((word) => /^https?:\/\//.test(word));
/** Every address an HTML part links to or spells out (for clients that hide buttons). */
const htmlAddressesIn = (html: string) => [
  ...[...html.matchAll(/href="([^"]*)"/g)].map(([, href]) => unescapeHtml(href!)),
  ...addressesIn(unescapeHtml(html.replace(/<[^>]*>/g, " "))),
];

const isStoreLink = (link: string) => link.startsWith(`${STORE}/`) || link === STORE;
/** A flow's click redirect (its page is tagged when it opens), and the pages that unsubscribe. */
const isUntaggedLink = (link: string) => [`${STORE}/email/`, `${STORE}/newsletter/unsubscribe?`].some((start) => link.startsWith(start));

const rendered = MAIL_KINDS.flatMap((kind) =>
  (["ro", "en"] as const).flatMap((language) => MAIL_SAMPLES[kind](branding, language).map((message) => withCampaignLinks(message, STORE))),
);

describe("the links of every email the store writes", () => {
  it.each(
    rendered
      .filter((message) => audienceOf(message.kind) === "customer")
      .map((message) => [message.kind, message.language, message] as const),
  )("%s in %s tags every link to the store's pages, in its HTML and its plain text", (kind, _language, message) => {
    const links = [...htmlAddressesIn(message.html), ...addressesIn(message.text)];
    expect(
      links.filter((link) => link.startsWith("/")),
      "a relative link works in no mail client",
    ).toEqual([]);
    const pages = links.filter((link) => isStoreLink(link) && !isUntaggedLink(link));
    for (const page of pages) {
      const query = new URL(page).searchParams;
      expect([query.get("utm_source"), query.get("utm_medium"), query.get("utm_campaign")], page).toEqual([
        "elara",
        "email",
        emailCampaignOf(kind),
      ]);
    }
    expect(new Set(addressesIn(message.text).filter(isStoreLink)), "the plain text carries the HTML's links").toEqual(
      new Set(htmlAddressesIn(message.html).filter(isStoreLink)),
    );
  });

  it("links every customer's email to the store, so the check above reads something", () => {
    for (const kind of MAIL_KINDS.filter((each) => audienceOf(each) === "customer")) {
      const links = rendered
        .filter((message) => message.kind === kind)
        .flatMap((message) => [...htmlAddressesIn(message.html), ...addressesIn(message.text)]);
      expect(links.some(isStoreLink), kind).toBe(true);
    }
  });

  it("leaves a staff email's admin links as written", () => {
    const staff = rendered.filter((message) => audienceOf(message.kind) === "staff");
    expect(new Set(staff.map((message) => message.kind)).size).toBeGreaterThan(1);
    for (const message of staff) expect(`${message.html}${message.text}`, message.kind).not.toContain("utm_");
  });

  it("names the campaign after the flow for a flow's email, after the kind otherwise", () => {
    expect(
      ["welcome_series", "abandoned_checkout", "refill_reminder", "review_request", "order_shipped"].map((kind) =>
        emailCampaignOf(kind as never),
      ),
    ).toEqual(["welcome", "abandoned_checkout", "refill_reminder", "review_request", "order_shipped"]);
  });
});

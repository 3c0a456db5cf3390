/**
 * Orders, newsletter sign-ups and subscriptions credited to the visit's source (issue 67 item 1, decision 0151), in
 * process against a test database (PGlite, and PostgreSQL with TEST_DATABASE_URL): first touch and last non-direct
 * touch within 30 days under a choice that allows statistics, "unattributed" otherwise, the choice's categories kept
 * beside them; a withdrawal of statistics forgets the visitor; a refused order leaves no credit.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { VISITOR_COOKIE } from "#domain/visit-source";
import {
  attributions,
  cookieConsents,
  discountCodes,
  newsletterSubscribers,
  orders,
  rateLimitCounters,
  subscriptions,
  visitCounts,
  visitorTouches,
} from "#server/db/schema";
import { requestApp } from "#tests/server/app-request.ts";
import { ORDER_TABLES, ordersAppEachTest, orderBody, seededStoreForFile } from "#tests/server/orders-kit.ts";
import { COOKIE_CONSENT_PATH } from "./cookie-consent.ts";
import { CREATE_ORDER_PATH } from "./create-order.ts";
import { NEWSLETTER_SIGNUP_PATH } from "./newsletter.ts";
import { VISITS_PATH } from "./visits.ts";

const { database, variants } = seededStoreForFile({ single: "PAP-1", monthly: "PAP-SUB-M" });
const { clock, kit } = ordersAppEachTest(database, "2026-11-30T09:00:00.000Z", [
  ...ORDER_TABLES,
  attributions,
  visitCounts,
  visitorTouches,
  cookieConsents,
  newsletterSubscribers,
  discountCodes,
  rateLimitCounters,
]);

const PHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1";
const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const CONSENT_ID = "0f8e2c1a-3b4d-4e5f-8a6b-7c8d9e0f1a2b";
const DAY = 86_400_000;
const FROM_AD = "/produse/papillex?utm_source=facebook&utm_medium=paid&utm_campaign=spring&fbclid=IwAR0abc";

/** Records the browser's choice as the banner does; answers the response (it may expire the visitor cookie). */
const choose = (choice: { statistics: boolean; marketing: boolean }, cookie?: string) =>
  requestApp(kit.app, "POST", COOKIE_CONSENT_PATH, {
    body: { consentId: CONSENT_ID, ...choice, textVersion: kit.platform.consent.textVersion("ro"), language: "ro" },
    headers: cookie ? { Cookie: `${VISITOR_COOKIE}=${cookie}` } : {},
  });

/** One visit's beacon, as a phone sends it; answers the visitor id its cookie carries (or the one sent). */
async function visit(landing: string, referrer: string | null, cookie?: string): Promise<string | undefined> {
  const answer = await requestApp(kit.app, "POST", VISITS_PATH, {
    body: { landing, referrer, consentId: CONSENT_ID },
    headers: { "User-Agent": PHONE, ...(cookie ? { Cookie: `${VISITOR_COOKIE}=${cookie}` } : {}) },
  });
  expect(answer.status).toBe(204);
  return new RegExp(`${VISITOR_COOKIE}=([^;]+)`).exec(answer.headers.get("Set-Cookie") ?? "")?.[1] ?? cookie;
}

function checkout(body: Record<string, unknown>, { cookie, language = "ro" }: { cookie?: string; language?: string } = {}) {
  return requestApp<{ orderId?: string; fields?: Record<string, string> }>(kit.app, "POST", CREATE_ORDER_PATH, {
    body,
    language,
    headers: { "User-Agent": DESKTOP, ...(cookie ? { Cookie: `${VISITOR_COOKIE}=${cookie}` } : {}) },
  });
}

/** The order's row id from its answer's global id (gid://shopify/Order/7). */
const rowIdOf = (answer: { json: { orderId?: string } }) => Number(answer.json.orderId!.split("/").pop());

const creditOf = async (kind: "order" | "signup" | "subscription", id: number) =>
  (
    await database.db
      .select()
      .from(attributions)
      .where(and(eq(attributions.subjectKind, kind), eq(attributions.subjectId, id)))
  )[0];

const touch = (credit: Awaited<ReturnType<typeof creditOf>>, which: "first" | "last") =>
  credit && {
    channel: credit[`${which}Channel`],
    source: credit[`${which}Source`],
    medium: credit[`${which}Medium`],
    campaign: credit[`${which}Campaign`],
    clickIdKind: credit[`${which}ClickIdKind`],
  };

const SPRING = { channel: "paid", source: "facebook", medium: "paid", campaign: "spring", clickIdKind: "fbclid" };
const DIRECT = { channel: "direct", source: null, medium: null, campaign: null, clickIdKind: null };

describe("an order's credit", () => {
  it("goes to the campaign a consenting shopper came from, when they come back directly a day later to order", async () => {
    await choose({ statistics: true, marketing: true });
    const visitor = await visit(FROM_AD, "https://l.facebook.com/");
    clock.advance(DAY);
    await visit("/", null, visitor);
    const placed = await checkout(orderBody([{ variantId: variants.single, quantity: 1 }], { consentId: CONSENT_ID }), { cookie: visitor });
    expect(placed.status).toBe(201);
    const credit = await creditOf("order", rowIdOf(placed));
    expect(touch(credit, "first")).toEqual(SPRING);
    expect(touch(credit, "last")).toEqual(SPRING);
    expect(credit).toMatchObject({ statisticsAllowed: true, marketingAllowed: true, deviceClass: "desktop", firstDeviceClass: "phone" });
    // As the admin's order page reads it.
    expect((await kit.platform.marketing.attribution.creditOf("order", rowIdOf(placed)))?.last).toEqual({
      ...SPRING,
      deviceClass: "phone",
      touchedAt: "2026-11-30T09:00:00.000Z",
    });
  });

  it("falls back to direct for the last touch once the campaign is older than 30 days, keeping it as the first", async () => {
    await choose({ statistics: true, marketing: false });
    const visitor = await visit(FROM_AD, null);
    clock.advance(31 * DAY);
    await visit("/", null, visitor);
    const placed = await checkout(orderBody([{ variantId: variants.single, quantity: 1 }], { consentId: CONSENT_ID }), { cookie: visitor });
    const credit = await creditOf("order", rowIdOf(placed));
    expect([touch(credit, "first"), touch(credit, "last")]).toEqual([SPRING, DIRECT]);
    expect(credit?.marketingAllowed).toBe(false);
  });

  it("is unattributed without a choice allowing statistics, even with a visitor cookie, and keeps what was allowed", async () => {
    await choose({ statistics: true, marketing: true });
    const visitor = await visit(FROM_AD, null);
    const noChoice = await checkout(orderBody([{ variantId: variants.single, quantity: 1 }]), { cookie: visitor });
    expect(await creditOf("order", rowIdOf(noChoice))).toMatchObject({
      statisticsAllowed: false,
      marketingAllowed: false,
      firstChannel: null,
      lastChannel: null,
      deviceClass: "desktop",
    });
    // A later choice refusing statistics, sent without the cookie (another tab): the server's record decides.
    await choose({ statistics: false, marketing: true });
    const refused = await checkout(orderBody([{ variantId: variants.single, quantity: 1 }], { consentId: CONSENT_ID }), {
      cookie: visitor,
    });
    expect(await creditOf("order", rowIdOf(refused))).toMatchObject({
      statisticsAllowed: false,
      marketingAllowed: true,
      lastChannel: null,
    });
  });

  it("forgets the visitor's kept visits and expires the cookie when statistics are withdrawn", async () => {
    await choose({ statistics: true, marketing: false });
    const visitor = await visit(FROM_AD, null);
    expect(await database.db.select().from(visitorTouches)).toHaveLength(1);
    const withdrawn = await choose({ statistics: false, marketing: false }, visitor);
    expect(withdrawn.status).toBe(201);
    expect(withdrawn.headers.get("Set-Cookie")).toMatch(new RegExp(`^${VISITOR_COOKIE}=;.*Max-Age=0.*Path=/api`));
    expect(await database.db.select().from(visitorTouches)).toEqual([]);
    // The aggregate counts hold nobody: they stay.
    expect(await database.db.select().from(visitCounts)).toHaveLength(1);
  });

  it("refuses a consent id that is not one, by name in Romanian and English, placing nothing", async () => {
    const body = orderBody([{ variantId: variants.single, quantity: 1 }], { consentId: "not-an-id" });
    const romanian = await checkout(body);
    expect(romanian.status).toBe(400);
    expect(Object.keys(romanian.json.fields ?? {})).toEqual(["consentId"]);
    const english = await checkout({ ...body, idempotencyKey: `${body.idempotencyKey}-en` }, { language: "en" });
    expect(english.json.fields?.consentId).toMatch(/[a-z]/);
    expect(english.json.fields?.consentId).not.toEqual(romanian.json.fields?.consentId);
    expect(await database.db.select().from(orders)).toEqual([]);
    expect(await database.db.select().from(attributions)).toEqual([]);
  });

  it("leaves no credit behind an order its transaction refused", async () => {
    await choose({ statistics: true, marketing: true });
    const visitor = await visit(FROM_AD, null);
    const body = orderBody([{ variantId: variants.single, quantity: 1 }], {
      consentId: CONSENT_ID,
      expectedTotal: { amount: "0.01", currencyCode: "RON" },
    });
    expect((await checkout(body, { cookie: visitor })).status).toBe(409);
    expect(await database.db.select().from(attributions)).toEqual([]);
  });

  it("keeps the first credit when the same order is submitted again", async () => {
    await choose({ statistics: true, marketing: true });
    const visitor = await visit(FROM_AD, null);
    const body = orderBody([{ variantId: variants.single, quantity: 1 }], { consentId: CONSENT_ID });
    const first = await checkout(body, { cookie: visitor });
    const again = await checkout(body);
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(await database.db.select().from(attributions)).toHaveLength(1);
  });
});

describe("a subscription's and a sign-up's credit", () => {
  it("a subscription started by an order is credited as that order", async () => {
    await choose({ statistics: true, marketing: false });
    const visitor = await visit(FROM_AD, null);
    const placed = await checkout(orderBody([{ variantId: variants.monthly, quantity: 1 }], { consentId: CONSENT_ID }), {
      cookie: visitor,
    });
    expect(placed.status).toBe(201);
    // The subscription's created event is published by the order's confirmation handler and delivered after it.
    await kit.platform.events.dispatchDue();
    const [subscription] = await database.db.select().from(subscriptions);
    const credit = await creditOf("subscription", subscription!.id);
    expect(touch(credit, "last")).toEqual(SPRING);
    expect(credit?.statisticsAllowed).toBe(true);
  });

  it("a first newsletter sign-up is credited to the visit, a repeat sign-up is not credited again", async () => {
    await choose({ statistics: true, marketing: false });
    const visitor = await visit("/?utm_source=newsletter-partner&utm_medium=referral", null);
    const signUp = () =>
      requestApp(kit.app, "POST", NEWSLETTER_SIGNUP_PATH, {
        body: { email: "ioana@example.ro", acceptsMarketing: true, source: "footer", consentId: CONSENT_ID },
        headers: { Cookie: `${VISITOR_COOKIE}=${visitor}` },
      });
    expect((await signUp()).status).toBe(200);
    clock.advance(DAY);
    expect((await signUp()).status).toBe(200);
    const [subscriber] = await database.db.select().from(newsletterSubscribers);
    const credits = await database.db.select().from(attributions);
    expect(credits.map((credit) => [credit.subjectKind, credit.subjectId, credit.lastChannel, credit.lastSource])).toEqual([
      ["signup", subscriber!.id, "referral", "newsletter-partner"],
    ]);
  });

  it("refuses a sign-up's consent id that is not one, in the shopper's language, signing nobody up", async () => {
    const answer = await requestApp<{ fields?: Record<string, string> }>(kit.app, "POST", NEWSLETTER_SIGNUP_PATH, {
      body: { email: "ioana@example.ro", acceptsMarketing: true, source: "footer", consentId: "nope" },
      language: "en",
    });
    expect(answer.status).toBe(400);
    expect(answer.json.fields).toEqual({ consentId: "The id of your cookie choice is not valid. Reload the page and try again." });
    expect(await database.db.select().from(newsletterSubscribers)).toEqual([]);
  });
});

/**
 * The welcome series over the platform, on PGlite and PostgreSQL (decision 0117): a first newsletter sign-up mails
 * its code at once and plans the owner's one or two brand-story emails (default days 2 and 5 after the sign-up), in
 * the sign-up's language, once however often the address signs up again; the sweep sends each when due; an
 * unsubscribe from the welcome email or from the newsletter in between stops the rest, and an order placed since
 * does not.
 */
import { NO_VISIT } from "#domain/visit-source";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEFAULT_FLOW_SETTINGS, DEFAULT_WELCOME, flowSettingsSchema, type WelcomeSetting } from "#domain/retention-flows";
import {
  discountCodes,
  emailOutbox,
  flowMessages,
  flowSuppressions,
  newsletterConsentEvents,
  newsletterSubscribers,
  orders,
} from "#server/db/schema";
import { testClock } from "#tests/server/account-kit.ts";
import { requestApp } from "#tests/server/app-request.ts";
import { insertOrderRow } from "#tests/server/orders-kit.ts";
import { buildTestApp } from "#tests/server/platform-kit.ts";
import { testDatabaseForFile } from "#tests/server/test-database.ts";
import { addressInGroup, FLOW_TABLES, OWNER_ACTOR } from "#tests/server/retention-kit.ts";

const database = testDatabaseForFile({
  emptyEachTest: [...FLOW_TABLES, newsletterConsentEvents, newsletterSubscribers, discountCodes, orders],
});

const DAY = 24 * 60 * 60_000;
const START = new Date("2026-03-02T09:00:00.000Z");
const OWNER = OWNER_ACTOR;

async function store(welcome: Partial<WelcomeSetting> = {}) {
  const clock = testClock(START);
  const kit = buildTestApp(database, { clock, mailTransport: null });
  if (Object.keys(welcome).length > 0)
    await kit.platform.retention.messages.settings.set(
      { ...DEFAULT_FLOW_SETTINGS, flows: { ...DEFAULT_FLOW_SETTINGS.flows, welcome: { ...DEFAULT_WELCOME, ...welcome } } },
      OWNER,
    );
  return { kit, platform: kit.platform, clock };
}

const addressIn = (group: "sent" | "holdout", prefix: string) => addressInGroup("welcome", prefix, group);

const welcomesOf = (email: string) =>
  database.db.select().from(flowMessages).where(eq(flowMessages.recipient, email)).orderBy(flowMessages.step);
const outboxOf = async (email: string, kind: string) =>
  (await database.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, email)).orderBy(emailOutbox.id)).filter(
    (mail) => mail.kind === kind,
  );
const subscriberOf = async (email: string) =>
  (await database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0]!;

type Store = Awaited<ReturnType<typeof store>>;
async function sweepOn({ platform, clock }: Store, day: number) {
  clock.set(new Date(START.getTime() + day * DAY));
  return platform.retention.messages.sweep();
}

describe("the welcome series", () => {
  it("plans two emails at days 2 and 5 on a first sign-up, in its language, beside the code mailed at once", async () => {
    const shop = await store();
    const email = addressIn("sent", "ana");
    const signup = await shop.platform.newsletter.subscribe({ email, language: "en", source: "footer", visit: NO_VISIT });
    expect(signup.firstSignup).toBe(true);
    expect(await outboxOf(email, "newsletter_code")).toHaveLength(1);

    const { id } = await subscriberOf(email);
    const planned = await welcomesOf(email);
    expect(planned).toEqual([
      expect.objectContaining({ flow: "welcome", step: 1, subject: `newsletter:${id}`, language: "en", state: "planned", group: "sent" }),
      expect.objectContaining({ flow: "welcome", step: 2, subject: `newsletter:${id}`, language: "en", state: "planned", group: "sent" }),
    ]);
    expect(planned.map((row) => row.dueAt.getTime())).toEqual([START.getTime() + 2 * DAY, START.getTime() + 5 * DAY]);
  });

  it("plans nothing on a repeat sign-up, from either form, a day later in another language", async () => {
    const shop = await store({ steps: 1 });
    const email = addressIn("sent", "repeat");
    await shop.platform.newsletter.subscribe({ email, language: "ro", source: "discount_popup", visit: NO_VISIT });
    // Had the repeat planned anything, this second step would be planned now.
    await shop.platform.retention.messages.settings.set(DEFAULT_FLOW_SETTINGS, OWNER);
    shop.clock.advance(DAY);
    const again = await shop.platform.newsletter.subscribe({ email, language: "en", source: "footer", visit: NO_VISIT });
    expect(again.firstSignup).toBe(false);
    expect(await welcomesOf(email)).toEqual([
      expect.objectContaining({ step: 1, language: "ro", dueAt: new Date(START.getTime() + 2 * DAY) }),
    ]);
  });

  it("plans one email when the owner chose one, at the owner's delay, and none when the flow is off", async () => {
    const one = await store({ steps: 1, delayDays: 3 });
    const email = addressIn("sent", "one");
    await one.platform.newsletter.subscribe({ email, language: "ro", source: "footer", visit: NO_VISIT });
    const planned = await welcomesOf(email);
    expect(planned).toEqual([expect.objectContaining({ step: 1, dueAt: new Date(START.getTime() + 3 * DAY) })]);

    const off = await store({ enabled: false });
    const quiet = addressIn("sent", "quiet");
    await off.platform.newsletter.subscribe({ email: quiet, language: "ro", source: "footer", visit: NO_VISIT });
    expect(await welcomesOf(quiet)).toEqual([]);
  });

  it("sends each step when due by the sweep, in the sign-up's language, with its own text and the one-click header", async () => {
    const shop = await store();
    const email = addressIn("sent", "due");
    await shop.platform.newsletter.subscribe({ email, language: "ro", source: "footer", visit: NO_VISIT });

    await sweepOn(shop, 1.99);
    expect(await outboxOf(email, "welcome_series")).toEqual([]);
    expect(await sweepOn(shop, 2)).toMatchObject({ sent: 1 });
    const [first] = await outboxOf(email, "welcome_series");
    expect(first).toMatchObject({ language: "ro", subject: "Bine ai venit la Elara: cine suntem" });
    expect(first!.headers).toMatchObject({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    // The button is a click link to the story, counted once opened, which counts the visit as the welcome flow's.
    const token = /Citește povestea noastră: https:\/\/shop\.example\/email\/click\/(\S+)/.exec(first!.text)![1]!;
    expect(await shop.platform.retention.messages.click(token)).toEqual({
      target: "/our-story?utm_source=elara&utm_medium=email&utm_campaign=welcome",
    });

    await sweepOn(shop, 4.99);
    expect(await outboxOf(email, "welcome_series")).toHaveLength(1);
    await sweepOn(shop, 5);
    const [, second] = await outboxOf(email, "welcome_series");
    expect(second).toMatchObject({ subject: "Cum facem și cum iei suplimentele Elara" });
    expect((await welcomesOf(email)).map((row) => [row.state, row.consentBasis])).toEqual([
      ["sent", "newsletter"],
      ["sent", "newsletter"],
    ]);
  });

  it("stops the second email after a one-click unsubscribe from the first, for this flow only", async () => {
    const shop = await store();
    const email = addressIn("sent", "stop");
    await shop.platform.newsletter.subscribe({ email, language: "en", source: "discount_popup", visit: NO_VISIT });
    await sweepOn(shop, 2);
    const [first] = await outboxOf(email, "welcome_series");
    const oneClick = first!.headers!["List-Unsubscribe"]!.slice(1, -1).replace("https://shop.example", "");
    const answer = await requestApp(shop.kit.app, "POST", oneClick, {
      body: "List-Unsubscribe=One-Click",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://mail.example" },
    });
    expect(answer.status).toBe(200);
    expect(await answer.response.text()).toContain("Done: we will not send you welcome emails any more.");
    expect(await database.db.select().from(flowSuppressions)).toEqual([
      expect.objectContaining({ recipient: email, scope: "welcome", reason: "unsubscribed" }),
    ]);

    await sweepOn(shop, 5);
    expect(await outboxOf(email, "welcome_series")).toHaveLength(1);
    expect(await welcomesOf(email)).toEqual([
      expect.objectContaining({ step: 1, state: "sent" }),
      expect.objectContaining({ step: 2, state: "suppressed", suppressedReason: "unsubscribed" }),
    ]);
    // The newsletter itself stays: the shopper stopped the welcome series, not the list.
    expect(await subscriberOf(email)).toMatchObject({ acceptsMarketing: true, unsubscribedAt: null });
  });

  it("stops what is left when the address unsubscribes from the newsletter itself", async () => {
    const shop = await store();
    const email = addressIn("sent", "leave");
    await shop.platform.newsletter.subscribe({ email, language: "ro", source: "footer", visit: NO_VISIT });
    const { unsubscribeToken } = await subscriberOf(email);
    shop.clock.advance(DAY);
    expect(await shop.platform.newsletter.unsubscribe(unsubscribeToken)).toMatchObject({ kind: "unsubscribed" });

    await sweepOn(shop, 6);
    expect(await outboxOf(email, "welcome_series")).toEqual([]);
    expect((await welcomesOf(email)).map((row) => [row.state, row.suppressedReason])).toEqual([
      ["suppressed", "unsubscribed"],
      ["suppressed", "unsubscribed"],
    ]);
  });

  it("still tells the story to a shopper who ordered since signing up, and holds out the holdout's addresses", async () => {
    const shop = await store();
    const buyer = addressIn("sent", "buyer");
    await shop.platform.newsletter.subscribe({ email: buyer, language: "ro", source: "discount_popup", visit: NO_VISIT });
    await insertOrderRow(database.db, { status: "paid", email: buyer });
    const held = addressIn("holdout", "held");
    await shop.platform.newsletter.subscribe({ email: held, language: "ro", source: "footer", visit: NO_VISIT });

    await sweepOn(shop, 2);
    expect(await outboxOf(buyer, "welcome_series")).toHaveLength(1);
    expect(await outboxOf(held, "welcome_series")).toEqual([]);
    expect(await welcomesOf(held)).toEqual([
      expect.objectContaining({ step: 1, group: "holdout", state: "held_out", consentBasis: "newsletter" }),
      expect.objectContaining({ step: 2, state: "planned" }),
    ]);
  });

  it("leaves a second step planned before the owner chose one step unsent when it is due", async () => {
    const shop = await store();
    const email = addressIn("sent", "change");
    await shop.platform.newsletter.subscribe({ email, language: "ro", source: "footer", visit: NO_VISIT });
    await shop.platform.retention.messages.settings.set(
      { ...DEFAULT_FLOW_SETTINGS, flows: { ...DEFAULT_FLOW_SETTINGS.flows, welcome: { ...DEFAULT_WELCOME, steps: 1 } } },
      OWNER,
    );
    await sweepOn(shop, 5);
    expect((await welcomesOf(email)).map((row) => [row.step, row.state, row.suppressedReason])).toEqual([
      [1, "sent", null],
      [2, "suppressed", "flow_off"],
    ]);
  });
});

describe("the welcome's settings", () => {
  it("read as the defaults from a setting saved before the welcome existed", () => {
    const saved = { holdoutPercent: 10, flows: { review_request: { enabled: true, delayDays: 10 } } };
    expect(flowSettingsSchema.parse(saved).flows.welcome).toEqual({ enabled: true, steps: 2, delayDays: 2, secondStepDelayDays: 5 });
  });

  it.each([
    ["three steps", { steps: 3 }, "steps"],
    ["a second email before the first", { delayDays: 5, secondStepDelayDays: 5 }, "secondStepDelayDays"],
    ["a fractional delay", { delayDays: 1.5 }, "delayDays"],
  ])("refuse %s, naming the field", (_, change, field) => {
    const parsed = flowSettingsSchema.safeParse({
      ...DEFAULT_FLOW_SETTINGS,
      flows: { ...DEFAULT_FLOW_SETTINGS.flows, welcome: { ...DEFAULT_WELCOME, ...change } },
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((issue) => issue.path.join("."))).toEqual([`flows.welcome.${field}`]);
  });

  it("accept a second delay not after the first when there is one email", () => {
    const welcome = { ...DEFAULT_WELCOME, steps: 1, delayDays: 7, secondStepDelayDays: 5 };
    expect(
      flowSettingsSchema.parse({ ...DEFAULT_FLOW_SETTINGS, flows: { ...DEFAULT_FLOW_SETTINGS.flows, welcome } }).flows.welcome,
    ).toEqual(welcome);
  });
});

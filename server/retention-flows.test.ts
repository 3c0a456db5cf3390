/**
 * The flows' rules over the platform, on PGlite and PostgreSQL (decision 0110): a delivered order plans one review
 * request, due the owner's days later, once however often the event is heard; consent is decided per address at
 * send time (newsletter consent × customer × unsubscribed × bounced); the holdout is stable and near its share; the
 * frequency cap delays, never drops; a cancelled or wholly refunded order's request is cancelled; two instances
 * sweeping at once send each message once, with its email in the outbox, and a sweep killed before its commit sends
 * nothing until the next one sends it once.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ALL_FLOWS, DEFAULT_FLOW_SETTINGS } from "#domain/retention-flows";
import { openDatabase, type Database, type DatabaseHandle } from "#server/db/client";
import { createLogger } from "#server/logger";
import { createMailer } from "#server/mail/outbox";
import {
  emailOutbox,
  flowMessages,
  flowSuppressions,
  newsletterConsentEvents,
  newsletterSubscribers,
  orderEvents,
  orderLines,
  orders,
} from "#server/db/schema";
import type { Platform } from "#server/platform";
import { testClock } from "#tests/server/account-kit.ts";
import { insertOrderLineRow, insertOrderRow } from "#tests/server/orders-kit.ts";
import { testPlatform } from "#tests/server/platform-kit.ts";
import { migratedPGliteDirectory, testDatabaseForFile } from "#tests/server/test-database.ts";
import { addressInGroup, FLOW_TABLES, moveOrder, OWNER_ACTOR } from "#tests/server/retention-kit.ts";
import { flowSweepParts } from "#tests/server/flow-sweep-parts.ts";
import { killOnceItPrints } from "#tests/server/kill-child.ts";
import { holdoutGroup } from "#server/commerce/retention/holdout";

const database = testDatabaseForFile({
  emptyEachTest: [...FLOW_TABLES, orderEvents, orderLines, orders, newsletterConsentEvents, newsletterSubscribers],
});

const DAY = 24 * 60 * 60_000;
const START = new Date("2026-03-02T09:00:00.000Z");

function store(clock = testClock(START)) {
  return { platform: testPlatform(database.db, { clock, mailTransport: null }), clock };
}

/** An order on its way, with two products (one twice), delivered through the lifecycle and its events delivered. */
async function deliveredOrder(platform: Platform, email: string, language: "ro" | "en" = "ro") {
  const order = await insertOrderRow(database.db, { status: "fulfilled", fulfilmentStatus: "shipped", email, language, paidAt: START });
  await insertOrderLineRow(database.db, order, { sku: "PAP-1", productHandle: "papillex", title: "Papillex", variantTitle: "" });
  await insertOrderLineRow(database.db, order, {
    sku: "PAP-2",
    productHandle: "papillex",
    title: "Papillex",
    variantTitle: "2",
    position: 1,
  });
  await insertOrderLineRow(database.db, order, {
    sku: "MAG-1",
    productHandle: "magneziu",
    title: "Magneziu",
    variantTitle: "",
    position: 2,
  });
  await moveOrder(platform, order.id, "deliver");
  return order;
}

async function subscribe(db: Database, email: string, unsubscribed = false) {
  await db.insert(newsletterSubscribers).values({
    email,
    language: "ro",
    source: "footer",
    consentText: "Da",
    unsubscribedAt: unsubscribed ? START : null,
  });
}

const messagesOf = (email: string) => database.db.select().from(flowMessages).where(eq(flowMessages.recipient, email));
const outboxOf = (email: string) => database.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, email));

const sentGroupAddress = (prefix: string) => addressInGroup("review_request", prefix);

describe("the review request", () => {
  it("is planned once per delivered order, due ten days after delivery, and sent then with a star link per product", async () => {
    const { platform, clock } = store();
    const email = sentGroupAddress("ana");
    const order = await deliveredOrder(platform, email);
    // The event heard again (a replay by the owner): still one row.
    await platform.events.dispatchDue();
    const [planned, ...more] = await messagesOf(email);
    expect(more).toEqual([]);
    expect(planned).toMatchObject({ flow: "review_request", subject: `order:${order.id}`, state: "planned", group: "sent" });
    expect(planned!.dueAt.getTime()).toBe(START.getTime() + 10 * DAY);

    clock.advance(10 * DAY - 60_000);
    expect(await platform.retention.messages.sweep()).toMatchObject({ sent: 0 });
    clock.advance(60_000);
    expect(await platform.retention.messages.sweep()).toMatchObject({ sent: 1 });

    const [mail] = await outboxOf(email);
    expect(mail).toMatchObject({ kind: "review_request", language: "ro" });
    expect(mail!.headers).toMatchObject({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    const [sent] = await messagesOf(email);
    expect(sent).toMatchObject({ state: "sent", consentBasis: "customer", outboxId: mail!.id });
    // Papillex once although it was ordered in two variants, Magneziu, five stars each.
    expect(mail!.text.match(/\/email\/click\//g)).toHaveLength(10);
    expect(mail!.text.indexOf("Papillex")).toBeLessThan(mail!.text.indexOf("Magneziu"));
  });

  it("waits the owner's number of days, and is not planned while the flow is off", async () => {
    const { platform } = store();
    const actor = OWNER_ACTOR;
    await platform.retention.messages.settings.set(
      { ...DEFAULT_FLOW_SETTINGS, flows: { ...DEFAULT_FLOW_SETTINGS.flows, review_request: { enabled: true, delayDays: 3 } } },
      actor,
    );
    const three = await deliveredOrder(platform, "three@example.ro");
    const [planned] = await messagesOf("three@example.ro");
    expect(planned!.dueAt.getTime() - START.getTime()).toBe(3 * DAY);
    expect(planned!.subject).toBe(`order:${three.id}`);

    await platform.retention.messages.settings.set(
      { ...DEFAULT_FLOW_SETTINGS, flows: { ...DEFAULT_FLOW_SETTINGS.flows, review_request: { enabled: false, delayDays: 3 } } },
      actor,
    );
    await deliveredOrder(platform, "off@example.ro");
    expect(await messagesOf("off@example.ro")).toEqual([]);
  });

  it("is cancelled when the order is cancelled or refunded whole, and stays after a part refunded", async () => {
    const { platform } = store();
    const returned = await deliveredOrder(platform, "returned@example.ro");
    await moveOrder(platform, returned.id, "cancel_returned");
    expect(await messagesOf("returned@example.ro")).toEqual([expect.objectContaining({ state: "cancelled" })]);

    const partly = await deliveredOrder(platform, "partly@example.ro");
    await moveOrder(platform, partly.id, "refund_part", { refundId: 1, amountMinor: 100, whole: false });
    expect(await messagesOf("partly@example.ro")).toEqual([expect.objectContaining({ state: "planned" })]);
    await moveOrder(platform, partly.id, "refund_whole", { refundId: 2, amountMinor: 9_900, whole: true });
    expect(await messagesOf("partly@example.ro")).toEqual([expect.objectContaining({ state: "cancelled" })]);
  });
});

describe("consent, decided per address when the message is due", () => {
  // newsletter: subscribed, withdrawn or never; customer: has an order; objection: none, unsubscribed (this flow or all), bounced.
  const cases = [
    { newsletter: "subscribed", customer: false, objection: null, expected: { allowed: true, basis: "newsletter" } },
    { newsletter: "subscribed", customer: true, objection: null, expected: { allowed: true, basis: "newsletter" } },
    { newsletter: "none", customer: true, objection: null, expected: { allowed: true, basis: "customer" } },
    { newsletter: "none", customer: false, objection: null, expected: { allowed: false, reason: "no_consent" } },
    { newsletter: "withdrawn", customer: true, objection: null, expected: { allowed: false, reason: "unsubscribed" } },
    { newsletter: "withdrawn", customer: false, objection: null, expected: { allowed: false, reason: "unsubscribed" } },
    { newsletter: "subscribed", customer: true, objection: "flow", expected: { allowed: false, reason: "unsubscribed" } },
    { newsletter: "none", customer: true, objection: "all", expected: { allowed: false, reason: "unsubscribed" } },
    { newsletter: "subscribed", customer: false, objection: "bounced", expected: { allowed: false, reason: "bounced" } },
    { newsletter: "none", customer: true, objection: "bounced", expected: { allowed: false, reason: "bounced" } },
    { newsletter: "none", customer: false, objection: "bounced", expected: { allowed: false, reason: "bounced" } },
  ] as const;

  it.each(cases.map((entry, index) => ({ ...entry, index })))(
    "newsletter $newsletter, customer $customer, objection $objection",
    async ({ newsletter, customer, objection, expected, index }) => {
      const { platform } = store();
      const email = `consent${index}@example.ro`;
      if (newsletter !== "none") await subscribe(database.db, email, newsletter === "withdrawn");
      if (customer) await insertOrderRow(database.db, { status: "delivered", email });
      if (objection === "bounced") await platform.retention.messages.suppressAddress(email.toUpperCase(), "bounced");
      else if (objection)
        await database.db
          .insert(flowSuppressions)
          .values({ recipient: email, scope: objection === "all" ? ALL_FLOWS : "review_request", reason: "unsubscribed", at: START });
      expect(await platform.retention.messages.consentOf(database.db, "review_request", email)).toEqual(expected);
    },
  );

  it("suppresses a due message without consent and records why, sending nothing", async () => {
    const { platform, clock } = store();
    const email = sentGroupAddress("stranger");
    await platform.retention.messages.plan(database.db, {
      flow: "review_request",
      subject: "order:999",
      recipient: email,
      language: "en",
      content: { orderNumber: 1999, products: [{ handle: "papillex", title: "Papillex" }] },
      dueAt: START,
    });
    clock.advance(1);
    expect(await platform.retention.messages.sweep()).toMatchObject({ sent: 0, suppressed: 1 });
    expect(await messagesOf(email)).toEqual([expect.objectContaining({ state: "suppressed", suppressedReason: "no_consent" })]);
    expect(await outboxOf(email)).toEqual([]);
  });
});

describe("the holdout", () => {
  it("keeps about its share of 1,000 shoppers out, the same share again for the same addresses, and records them", async () => {
    const addresses = Array.from({ length: 1_000 }, (_, n) => `shopper${n}@example.ro`);
    const held = addresses.filter((address) => holdoutGroup("review_request", address, 10) === "holdout").length;
    // Binomial(1000, 0.1): mean 100, standard deviation √90 ≈ 9.5; three of them either side.
    expect(Math.abs(held - 100)).toBeLessThanOrEqual(3 * Math.sqrt(1_000 * 0.1 * 0.9));
    expect(addresses.filter((address) => holdoutGroup("review_request", address, 10) === "holdout").length).toBe(held);
    expect(addresses.filter((address) => holdoutGroup("review_request", address, 0) === "holdout")).toEqual([]);
  });

  it("records a held-out message with its consent and sends it nothing", async () => {
    const { platform, clock } = store();
    let email = "";
    for (let n = 0; !email; n++)
      if (holdoutGroup("review_request", `held${n}@example.ro`, DEFAULT_FLOW_SETTINGS.holdoutPercent) === "holdout")
        email = `held${n}@example.ro`;
    await deliveredOrder(platform, email);
    clock.advance(10 * DAY);
    expect(await platform.retention.messages.sweep()).toMatchObject({ sent: 0, heldOut: 1 });
    expect(await messagesOf(email)).toEqual([expect.objectContaining({ group: "holdout", state: "held_out", consentBasis: "customer" })]);
    expect(await outboxOf(email)).toEqual([]);
  });
});

describe("the frequency cap", () => {
  it("sends one flow email per address in a rolling day and delays the next, which goes a day after the first", async () => {
    const { platform, clock } = store();
    const email = sentGroupAddress("twice");
    const first = await deliveredOrder(platform, email);
    clock.advance(60 * 60_000);
    const second = await deliveredOrder(platform, email);
    clock.advance(10 * DAY + 60 * 60_000);
    expect(await platform.retention.messages.sweep()).toMatchObject({ sent: 1, postponed: 1 });
    const rows = await messagesOf(email);
    const sent = rows.find((row) => row.subject === `order:${first.id}`)!;
    const waiting = rows.find((row) => row.subject === `order:${second.id}`)!;
    expect(waiting).toMatchObject({ state: "planned" });
    expect(waiting.dueAt.getTime()).toBe(sent.decidedAt!.getTime() + DAY);
    clock.advance(DAY - 1);
    expect(await platform.retention.messages.sweep()).toMatchObject({ sent: 0 });
    clock.advance(1);
    expect(await platform.retention.messages.sweep()).toMatchObject({ sent: 1 });
    expect(await outboxOf(email)).toHaveLength(2);
  });
  it("spaces them by the owner's wider cap: 72 hours puts the second three days after the first", async () => {
    const { platform, clock } = store();
    await platform.retention.messages.settings.set({ ...DEFAULT_FLOW_SETTINGS, frequencyCapHours: 72 }, OWNER_ACTOR);
    const email = sentGroupAddress("spaced");
    await deliveredOrder(platform, email);
    clock.advance(60 * 60_000);
    await deliveredOrder(platform, email);
    clock.advance(10 * DAY + 60 * 60_000);
    expect(await platform.retention.messages.sweep()).toMatchObject({ sent: 1, postponed: 1 });
    const [sent, waiting] = (await messagesOf(email)).sort((a, b) => a.id - b.id);
    expect(waiting!.dueAt.getTime()).toBe(sent!.decidedAt!.getTime() + 3 * DAY);
    clock.advance(2 * DAY);
    expect(await platform.retention.messages.sweep()).toMatchObject({ sent: 0 });
    clock.advance(DAY);
    expect(await platform.retention.messages.sweep()).toMatchObject({ sent: 1 });
  });
});

describe("two instances sweeping at once", () => {
  it("send each due message once, each with its one email in the outbox", async () => {
    const clock = testClock(START);
    const other = await database.anotherConnection();
    try {
      const one = testPlatform(database.db, { clock, mailTransport: null });
      const two = testPlatform(other.db, { clock, mailTransport: null });
      const emails = Array.from({ length: 12 }, (_, n) => sentGroupAddress(`race${n}x`));
      for (const email of emails) await deliveredOrder(one, email);
      clock.advance(10 * DAY);
      const [a, b] = await Promise.all([one.retention.messages.sweep(), two.retention.messages.sweep()]);
      const sentRows = await database.db.select().from(flowMessages).where(eq(flowMessages.state, "sent"));
      expect(a.sent + b.sent).toBe(sentRows.length);
      expect(sentRows.length).toBe(emails.length);
      const mails = await database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "review_request"));
      expect(mails).toHaveLength(emails.length);
      expect(new Set(sentRows.map((row) => row.outboxId))).toEqual(new Set(mails.map((mail) => mail.id)));
    } finally {
      await other.close();
    }
  });

  it("leave a message whose transaction failed planned, with no email, for the next sweep", async () => {
    const { platform, clock } = store();
    const email = sentGroupAddress("crash");
    await deliveredOrder(platform, email);
    clock.advance(10 * DAY);
    // The outbox refuses the insert (as a kill before the commit would): the row's state change is undone with it.
    await database.db.execute(
      `ALTER TABLE email_outbox ADD CONSTRAINT refuse_review_requests CHECK (kind <> 'review_request') NOT VALID` as never,
    );
    expect(await platform.retention.messages.sweep()).toEqual({ sent: 0, heldOut: 0, suppressed: 0, postponed: 0 });
    await database.db.execute(`ALTER TABLE email_outbox DROP CONSTRAINT refuse_review_requests` as never);
    expect(await messagesOf(email)).toEqual([expect.objectContaining({ state: "planned", outboxId: null })]);
    expect(await outboxOf(email)).toEqual([]);
    expect(await platform.retention.messages.sweep()).toMatchObject({ sent: 1 });
    expect(await outboxOf(email)).toHaveLength(1);
    expect(
      await database.db
        .select()
        .from(flowMessages)
        .where(and(eq(flowMessages.recipient, email), eq(flowMessages.state, "sent"))),
    ).toHaveLength(1);
  });

  it("send once a message whose sweep was killed after writing its email, before the commit", { timeout: 120_000 }, async () => {
    const email = sentGroupAddress("killed");
    const dataDir = database.url ? null : await migratedPGliteDirectory("elara-flow-sweep");
    await killOnceItPrints(
      "tests/server/flow-sweep-child.ts",
      [...(database.url ? ["--url", database.url] : ["--pglite", dataDir!]), "--to", email],
      "enqueued",
    );
    const reopened: DatabaseHandle = database.url
      ? database
      : await openDatabase({ kind: "pglite", dataDir: dataDir! }, "the killed sweep's PGlite directory");
    try {
      // The killed transaction wrote nothing that stays.
      expect(await reopened.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, email))).toEqual([]);
      const mailer = createMailer({
        db: reopened.db,
        transport: null,
        from: "shop@example.ro",
        baseUrl: "https://shop.example",
        logger: createLogger("silent"),
        logLinks: false,
      });
      const messages = flowSweepParts(reopened.db, mailer);
      // PostgreSQL lets go of the killed connection's row lock when it notices the connection is gone: a moment at most.
      let sent = 0;
      for (let tries = 0; sent === 0 && tries < 50; tries += 1) {
        sent = (await messages.sweep()).sent;
        if (sent === 0) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(sent).toBe(1);
      expect(await messages.sweep()).toMatchObject({ sent: 0 });
      const mails = await reopened.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, email));
      expect(mails).toHaveLength(1);
      expect(await reopened.db.select().from(flowMessages).where(eq(flowMessages.recipient, email))).toEqual([
        expect.objectContaining({ state: "sent", outboxId: mails[0]!.id }),
      ]);
    } finally {
      if (reopened !== database) await reopened.close();
    }
  });
});

/**
 * The order's side effects as the platform's event handlers (decision 0086), on PGlite and on PostgreSQL: an order
 * confirmed whose delivery is killed mid-handler (SIGKILL of a second process) is delivered again, with one
 * confirmation email, one invoice and one subscription; and two instances delivering the same orders at once — the
 * loop and the services' immediate delivery alike — run each handler of each event once.
 */
import { NO_VISIT } from "#domain/visit-source";
import { and, asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database, type DatabaseHandle } from "#server/db/client";
import { domainEventHandlings, domainEvents, emailOutbox, invoices, orders, subscriptions } from "#server/db/schema";
import { seedIfEmpty } from "#server/db/seed/seed";
import { createOrderService } from "#server/commerce/orders/orders";
import { tryOrderTransition } from "#server/commerce/orders/lifecycle";
import type { Platform } from "#server/platform";
import { killOnceItPrints } from "#tests/server/kill-child.ts";
import { createTestDatabase, migratedPGliteDirectory, type TestDatabase } from "#tests/server/test-database.ts";
import { createOrderInput, variantGid } from "#tests/server/orders-kit.ts";
import { testPlatform } from "#tests/server/platform-kit.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedIfEmpty(database.db);
});
afterAll(() => database.close());

/** Past any retry delay of a first attempt: what was claimed and not finished is due again. */
const later = () => new Date(Date.now() + 3_600_000);

/**
 * Places a card order with a subscription and pays it, as checkout and the payment service do, but leaves its events
 * undelivered, as a process that died right after the payment's commit would.
 */
async function paidOrderLeftUndelivered(db: Database, platform: Platform): Promise<number> {
  const undelivered = createOrderService({
    db,
    pricing: platform.catalog.pricing,
    discounts: platform.promotions.discounts,
    promotions: platform.promotions.automatic,
    payments: platform.payments.payments,
    clock: platform.clock,
    deliverEvents: async () => undefined,
    termsVersion: (tx) => platform.content.store.lockedTermsVersion(tx),
    recordMarketingConsent: (tx, consent) => platform.newsletter.recordConsent(tx, consent),
    creditOrder: (tx, orderId, visit, at) => platform.marketing.attribution.credit(tx, { kind: "order", id: orderId }, visit, at),
  });
  const variant = async (sku: string) => Number((await variantGid({ db } as DatabaseHandle, sku)).split("/").pop());
  const lines = [
    { variantId: await variant("PAP-1"), quantity: 1 },
    { variantId: await variant("PAP-SUB-M"), quantity: 1 },
  ];
  const placed = await undelivered.create(createOrderInput(lines, { paymentMethod: "card" }), {
    language: "ro",
    customerId: null,
    visit: NO_VISIT,
  });
  if (placed.kind !== "created") throw new Error(`The order was not placed: ${placed.kind}`);
  const orderId = placed.placed.orderId;
  await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    const now = platform.clock();
    const paid = await tryOrderTransition(tx, order!, "pay", now, { set: { paidAt: now } });
    if (!paid.applied) throw new Error(`The order was not paid: ${paid.reason}`);
  });
  return orderId;
}

/** What the order's confirmation left: its emails by kind, its invoices, its subscriptions. */
async function effectsOf(db: Database, orderId: number) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  const invoiceRows = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, "invoice")));
  const emails = await db
    .select({ kind: emailOutbox.kind, attachments: emailOutbox.attachments })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.recipient, order!.email), inArray(emailOutbox.kind, ["order_confirmation"])));
  const confirmations = emails.filter((email) =>
    email.attachments?.some((attachment) =>
      invoiceRows.some((invoice) => "invoiceId" in attachment && attachment.invoiceId === invoice.id),
    ),
  );
  const started = await db.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.orderId, orderId));
  return { confirmations: confirmations.length, invoices: invoiceRows.length, subscriptions: started.length };
}

const eventsOf = (db: Database, orderId: number) =>
  db
    .select({ type: domainEvents.type, state: domainEvents.state, attempts: domainEvents.attempts })
    .from(domainEvents)
    .where(and(eq(domainEvents.aggregateType, "order"), eq(domainEvents.aggregateId, String(orderId))))
    .orderBy(asc(domainEvents.id));

describe("an order's side effects as event handlers", () => {
  it(
    "delivers again a confirmation whose delivery was killed mid-handler: one email, one invoice, one subscription",
    { timeout: 180_000 },
    async () => {
      // PGlite lives in one process: the order is written in a directory the child opens after this one closes it.
      const dataDir = database.url ? null : await migratedPGliteDirectory("elara-handlers");
      let handle: DatabaseHandle = database;
      if (dataDir) {
        handle = await openDatabase({ kind: "pglite", dataDir }, "the order's PGlite directory");
        await handle.migrate();
        await seedIfEmpty(handle.db);
      }
      const orderId = await paidOrderLeftUndelivered(handle.db, testPlatform(handle.db));
      expect(await effectsOf(handle.db, orderId)).toEqual({ confirmations: 0, invoices: 0, subscriptions: 0 });
      if (dataDir) await handle.close();

      await killMidHandler([...(database.url ? ["--url", database.url] : ["--pglite", dataDir!]), "--order", String(orderId)]);

      const reopened = dataDir ? await openDatabase({ kind: "pglite", dataDir }, "the killed delivery's PGlite directory") : database;
      try {
        // Nothing of the killed delivery stayed: the invoice and the email were written in its transaction.
        expect(await effectsOf(reopened.db, orderId)).toEqual({ confirmations: 0, invoices: 0, subscriptions: 0 });
        const platform = testPlatform(reopened.db, { clock: later });
        // PostgreSQL lets go of the killed connection's lock when it notices the connection is gone: a moment at most.
        for (let tries = 0; tries < 50; tries += 1) {
          await platform.events.dispatchDue();
          if ((await eventsOf(reopened.db, orderId)).every((event) => event.state === "done")) break;
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        expect(await eventsOf(reopened.db, orderId)).toEqual([
          { type: "order.placed", state: "done", attempts: 1 },
          { type: "order.confirmed", state: "done", attempts: 2 },
          { type: "order.paid", state: "done", attempts: 1 },
        ]);
        expect(await effectsOf(reopened.db, orderId)).toEqual({ confirmations: 1, invoices: 1, subscriptions: 1 });
      } finally {
        if (reopened !== database) await reopened.close();
      }
    },
  );

  it("runs each handler of each event once when two instances deliver the same orders at once", { timeout: 120_000 }, async () => {
    const other = await database.anotherConnection();
    try {
      const first = testPlatform(database.db);
      const second = testPlatform(other.db);
      const orderIds: number[] = [];
      for (let count = 0; count < 4; count += 1) orderIds.push(await paidOrderLeftUndelivered(database.db, first));
      await Promise.all([
        first.events.dispatchDue(),
        second.events.dispatchDue(),
        ...orderIds.map((id, index) => (index % 2 === 0 ? second : first).events.deliverAggregate({ type: "order", id })),
        ...orderIds.map((id, index) => (index % 2 === 0 ? first : second).events.deliverAggregate({ type: "order", id })),
      ]);
      for (const id of orderIds) {
        expect((await eventsOf(database.db, id)).map((event) => event.state)).toEqual(["done", "done", "done"]);
        expect(await effectsOf(database.db, id)).toEqual({ confirmations: 1, invoices: 1, subscriptions: 1 });
      }
      const handlings = await database.db
        .select({ eventId: domainEventHandlings.eventId, handler: domainEventHandlings.handler })
        .from(domainEventHandlings)
        .innerJoin(domainEvents, eq(domainEvents.id, domainEventHandlings.eventId))
        .where(and(eq(domainEvents.aggregateType, "order"), inArray(domainEvents.aggregateId, orderIds.map(String))));
      // order.confirmed's three handlers, order.placed's two (the abandoned checkout's cancel, the webhooks' queue) and
      // order.paid's two (loyalty's earning, the webhooks' queue), once each per order.
      expect(new Set(handlings.map(({ eventId, handler }) => `${eventId} ${handler}`)).size).toBe(handlings.length);
      expect(handlings).toHaveLength(orderIds.length * 7);
    } finally {
      await other.close();
    }
  });
});

/** Kills tests/server/confirmation-child.ts once its confirmation handler has written the email. */
const killMidHandler = (args: string[]) => killOnceItPrints("tests/server/confirmation-child.ts", args, "handled ");

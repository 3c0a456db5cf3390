/**
 * The renewal sweep against a seeded test database (PGlite, and PostgreSQL with TEST_DATABASE_URL): a delivery
 * due becomes exactly one order — when the sweep runs twice, twice at once, after downtime, or after a run that
 * died mid-way — priced at the price the customer agreed to, with its stock and its confirmation email; a
 * cancelled subscription is never renewed, even when the cancellation races the sweep.
 */
import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  orderLines,
  orders,
  productVariants,
  storeContentPages,
  subscriptionEvents,
  subscriptionRenewals,
  subscriptions,
} from "#server/db/schema";
import { subscribeMonthly, subscriptionStoreForFile } from "#tests/server/orders-kit.ts";

const { database, kitAt } = subscriptionStoreForFile();

async function renewalsOf(subscriptionId: number) {
  return database.db
    .select({ cycle: subscriptionRenewals.cycle, dueDate: subscriptionRenewals.dueDate, order: orders })
    .from(subscriptionRenewals)
    .innerJoin(orders, eq(orders.id, subscriptionRenewals.orderId))
    .where(eq(subscriptionRenewals.subscriptionId, subscriptionId))
    .orderBy(asc(subscriptionRenewals.cycle));
}

describe("the renewal sweep", () => {
  it("keeps the terms version the shopper accepted with the first order, whatever the terms are now", async () => {
    const kit = kitAt("2026-01-31T09:00:00Z");
    const subscription = await subscribeMonthly(kit);
    // The owner has saved the terms three times since (decision 0052).
    await database.db
      .insert(storeContentPages)
      .values({ page: "terms", version: 3 })
      .onConflictDoUpdate({
        target: storeContentPages.page,
        set: { version: 3 },
      });
    try {
      kit.clock.set(new Date("2026-02-28T06:00:00Z"));
      expect(await kit.platform.subscriptions.renewals.sweep("2026-02-28")).toEqual({ created: 1, failed: 0 });
      const [renewal] = await renewalsOf(subscription.id);
      expect(renewal!.order.termsVersion).toBe(1);
    } finally {
      await database.db.delete(storeContentPages);
    }
  });

  it("makes the delivery due into one cash-on-delivery order at the agreed price, with its stock and email, and nothing the second time", async () => {
    const kit = kitAt("2026-01-31T09:00:00Z");
    const subscription = await subscribeMonthly(kit);
    expect(subscription.nextChargeDate).toBe("2026-02-28");
    // A subscription counts no stock of its own: its deliveries take its product's bottles (decision 0078).
    const [variant] = await database.db.select().from(productVariants).where(eq(productVariants.id, subscription.variantId!));
    const [bottle] = await database.db.select().from(productVariants).where(eq(productVariants.id, variant!.stockFromVariantId!));
    const stockBefore = bottle!.stockQuantity!;

    expect(await kit.platform.subscriptions.renewals.sweep("2026-02-27")).toEqual({ created: 0, failed: 0 });
    kit.clock.set(new Date("2026-02-28T06:00:00Z"));
    expect(await kit.platform.subscriptions.renewals.sweep("2026-02-28")).toEqual({ created: 1, failed: 0 });
    expect(await kit.platform.subscriptions.renewals.sweep("2026-02-28")).toEqual({ created: 0, failed: 0 });

    const [renewal, ...others] = await renewalsOf(subscription.id);
    expect(others).toEqual([]);
    expect(renewal).toMatchObject({ cycle: 1, dueDate: "2026-02-28" });
    expect(renewal!.order).toMatchObject({
      status: "payment_due_on_delivery",
      paymentMethod: "cod",
      email: subscription.email,
      subtotalRonMinor: subscription.agreedUnitPriceRonMinor * 2,
    });
    const lines = await database.db.select().from(orderLines).where(eq(orderLines.orderId, renewal!.order.id));
    expect(lines).toMatchObject([{ sku: "PAP-SUB-M", quantity: 2, isSubscription: true }]);
    const [after] = await database.db.select().from(productVariants).where(eq(productVariants.id, bottle!.id));
    expect(after!.stockQuantity).toBe(stockBefore - 2);

    // The renewal renews this subscription: it starts no second one, and the schedule moved on a month.
    const rows = await database.db.select().from(subscriptions);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ nextCycle: 2, nextChargeDate: "2026-03-31", status: "active" });
    const events = await database.db.select().from(subscriptionEvents).where(eq(subscriptionEvents.subscriptionId, subscription.id));
    expect(events.map((event) => event.kind)).toEqual(["created", "renewal_created"]);
    expect(events[1]).toMatchObject({ actor: "system", details: { cycle: 1, orderNumber: renewal!.order.orderNumber } });

    const metrics = await (await kit.app.request("/metrics")).text();
    expect(metrics).toContain('subscriptions{state="active"} 1');
    expect(metrics).toContain('subscriptions{state="cancelled"} 0');
    expect(metrics).toContain('subscription_renewals{charge_state="not_needed"} 1');

    await kit.platform.mailer.idle();
    const confirmations = kit.transport!.sent.filter((mail) => mail.to === subscription.email);
    expect(confirmations).toHaveLength(2);
    expect(confirmations[1]!.text).toContain(`#${renewal!.order.orderNumber}`);
  });

  it("catches up three missed deliveries as three orders, each once, each with its own day", async () => {
    const kit = kitAt("2026-01-31T09:00:00Z");
    const subscription = await subscribeMonthly(kit);
    kit.clock.set(new Date("2026-05-02T06:00:00Z"));
    expect(await kit.platform.subscriptions.renewals.sweep("2026-05-02")).toEqual({ created: 3, failed: 0 });
    expect(await kit.platform.subscriptions.renewals.sweep("2026-05-02")).toEqual({ created: 0, failed: 0 });
    const renewals = await renewalsOf(subscription.id);
    expect(renewals.map(({ cycle, dueDate }) => [cycle, dueDate])).toEqual([
      [1, "2026-02-28"],
      [2, "2026-03-31"],
      [3, "2026-04-30"],
    ]);
    const [row] = await database.db.select().from(subscriptions);
    expect(row).toMatchObject({ nextCycle: 4, nextChargeDate: "2026-05-31" });
  });

  it("makes one order per delivery when two sweeps run at once, as two instances do", async () => {
    const kit = kitAt("2026-01-31T09:00:00Z");
    const subscription = await subscribeMonthly(kit);
    const other = kitAt("2026-04-01T06:00:00Z");
    kit.clock.set(new Date("2026-04-01T06:00:00Z"));
    const reports = await Promise.all([
      kit.platform.subscriptions.renewals.sweep("2026-04-01"),
      other.platform.subscriptions.renewals.sweep("2026-04-01"),
    ]);
    expect(reports.reduce((sum, report) => sum + report.created, 0)).toBe(2);
    expect(reports.every((report) => report.failed === 0)).toBe(true);
    expect((await renewalsOf(subscription.id)).map((renewal) => renewal.cycle)).toEqual([1, 2]);
  });

  it("leaves nothing behind when a run dies mid-way, and the next run makes the order once", async () => {
    const kit = kitAt("2026-01-31T09:00:00Z");
    const subscription = await subscribeMonthly(kit);
    kit.clock.set(new Date("2026-02-28T06:00:00Z"));
    // The order is written, then the renewal's own record dies, as a killed process or lost connection would.
    await database.db.execute(
      `CREATE OR REPLACE FUNCTION refuse_record() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'killed mid-run'; END $$ LANGUAGE plpgsql`,
    );
    await database.db.execute(
      `CREATE TRIGGER refuse_record BEFORE INSERT ON subscription_events FOR EACH ROW EXECUTE FUNCTION refuse_record()`,
    );
    try {
      expect(await kit.platform.subscriptions.renewals.sweep("2026-02-28")).toEqual({ created: 0, failed: 1 });
    } finally {
      await database.db.execute(`DROP TRIGGER refuse_record ON subscription_events`);
    }
    expect(await renewalsOf(subscription.id)).toEqual([]);
    expect(await database.db.select().from(orders)).toHaveLength(1);
    const [unchanged] = await database.db.select().from(subscriptions);
    expect(unchanged).toMatchObject({ nextCycle: 1, nextChargeDate: "2026-02-28" });

    expect(await kit.platform.subscriptions.renewals.sweep("2026-02-28")).toEqual({ created: 1, failed: 0 });
    expect((await renewalsOf(subscription.id)).map((renewal) => renewal.cycle)).toEqual([1]);
  });

  it("never renews a cancelled subscription, and a cancellation racing the sweep lands before or after the order, never inside it", async () => {
    const kit = kitAt("2026-01-31T09:00:00Z");
    const subscription = await subscribeMonthly(kit);
    kit.clock.set(new Date("2026-02-28T06:00:00Z"));
    const cancel = () =>
      database.db.transaction(async (tx) => {
        const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, subscription.id)).for("update");
        if (row!.status === "cancelled") return;
        await tx
          .update(subscriptions)
          .set({ status: "cancelled", cancelReason: "too_much_product", cancelledAt: kit.clock() })
          .where(eq(subscriptions.id, subscription.id));
      });
    const [report] = await Promise.all([kit.platform.subscriptions.renewals.sweep("2026-02-28"), cancel()]);
    const renewals = await renewalsOf(subscription.id);
    expect(renewals).toHaveLength(report.created);
    const [row] = await database.db.select().from(subscriptions);
    expect(row!.status).toBe("cancelled");
    // Whatever happened in the race, from now on nothing more is made.
    kit.clock.set(new Date("2026-06-01T06:00:00Z"));
    expect(await kit.platform.subscriptions.renewals.sweep("2026-06-01")).toEqual({ created: 0, failed: 0 });
    expect(await renewalsOf(subscription.id)).toHaveLength(report.created);
  });

  it("charges the lower of the agreed price and today's: a rise waits for its notice, a fall applies at once", async () => {
    const kit = kitAt("2026-01-31T09:00:00Z");
    const subscription = await subscribeMonthly(kit);
    const agreed = subscription.agreedUnitPriceRonMinor;
    await database.db
      .update(productVariants)
      .set({ priceMinor: agreed + 1000 })
      .where(eq(productVariants.id, subscription.variantId!));
    kit.clock.set(new Date("2026-02-28T06:00:00Z"));
    await kit.platform.subscriptions.renewals.sweep("2026-02-28");
    await database.db
      .update(productVariants)
      .set({ priceMinor: agreed - 500 })
      .where(eq(productVariants.id, subscription.variantId!));
    kit.clock.set(new Date("2026-03-31T06:00:00Z"));
    await kit.platform.subscriptions.renewals.sweep("2026-03-31");
    await database.db.update(productVariants).set({ priceMinor: agreed }).where(eq(productVariants.id, subscription.variantId!));
    const lines = await database.db
      .select({ cycle: subscriptionRenewals.cycle, unit: orderLines.unitPriceRonMinor })
      .from(subscriptionRenewals)
      .innerJoin(orderLines, and(eq(orderLines.orderId, subscriptionRenewals.orderId)))
      .orderBy(asc(subscriptionRenewals.cycle));
    expect(lines).toEqual([
      { cycle: 1, unit: agreed },
      { cycle: 2, unit: agreed - 500 },
    ]);
  });

  it("prices a renewal by the same destination rules as a checkout: moved to the United States, an export without VAT", async () => {
    const kit = kitAt("2026-01-31T09:00:00Z");
    const subscription = await subscribeMonthly(kit);
    const [first] = await database.db.select().from(orders);
    expect(first).toMatchObject({ vatScheme: "domestic", vatRatePercent: 21, shippingServiceId: "fan-courier" });
    await database.db
      .update(subscriptions)
      .set({ shippingAddress: { ...(first!.shippingAddress as object), country: "US", province: "NY", zip: "10001", city: "New York" } })
      .where(eq(subscriptions.id, subscription.id));
    kit.clock.set(new Date("2026-02-28T06:00:00Z"));
    expect(await kit.platform.subscriptions.renewals.sweep("2026-02-28")).toEqual({ created: 1, failed: 0 });
    const [renewal] = await renewalsOf(subscription.id);
    // The agreed price without its 21 %, and free shipping to the US for a subscription (spec §9).
    const net = Math.round((subscription.agreedUnitPriceRonMinor * 100) / 121);
    expect(renewal!.order).toMatchObject({
      vatScheme: "export",
      vatRatePercent: 0,
      taxRonMinor: 0,
      shippingRonMinor: 0,
      subtotalRonMinor: net * 2,
      shippingZoneId: "world",
      shippingServiceId: "posta-romana-world",
    });
    const lines = await database.db.select().from(orderLines).where(eq(orderLines.orderId, renewal!.order.id));
    expect(lines).toMatchObject([{ unitPriceRonMinor: net, vatRatePercent: 0, vatRonMinor: 0 }]);
  });
});

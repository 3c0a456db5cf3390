/**
 * Card renewals and dunning against a seeded test database (PGlite, and PostgreSQL with TEST_DATABASE_URL), with
 * the sandbox provider holding the saved card (a token ending in `_declines` is declined): a renewal is charged
 * once and confirmed; a decline is retried on days 1, 3 and 7 with an email each time and then pauses the
 * subscription; a cancelled subscription is never charged; a switch to cash on delivery sends the waiting order;
 * a process killed between the charge and its record charges once; two instances charge once.
 */
import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  orders,
  payments,
  productVariants,
  savedPaymentMethods,
  subscriptionEvents,
  subscriptionRenewals,
  subscriptions,
} from "#server/db/schema";
import { renewWithSandboxCard, subscribeMonthly, subscriptionStoreForFile, type OrdersKit } from "#tests/server/orders-kit.ts";
import { createSubscriptionCharges } from "./charges.ts";

const { database, kitAt } = subscriptionStoreForFile();

/** A monthly subscription of two bottles bought on 31 January, renewing with a saved sandbox card. */
async function subscribedWithCard(kit: OrdersKit, { declines }: { declines: boolean }) {
  const withCard = await renewWithSandboxCard(kit, await subscribeMonthly(kit), { declines });
  await kit.platform.mailer.idle();
  kit.transport!.sent.length = 0;
  return withCard;
}

async function renewalOf(subscriptionId: number, cycle = 1) {
  const [row] = await database.db
    .select({ renewal: subscriptionRenewals, order: orders })
    .from(subscriptionRenewals)
    .innerJoin(orders, eq(orders.id, subscriptionRenewals.orderId))
    .where(and(eq(subscriptionRenewals.subscriptionId, subscriptionId), eq(subscriptionRenewals.cycle, cycle)));
  return row!;
}

const paymentsOf = (orderId: number) =>
  database.db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.attempt));

const eventKinds = async (subscriptionId: number) =>
  (
    await database.db
      .select({ kind: subscriptionEvents.kind })
      .from(subscriptionEvents)
      .where(eq(subscriptionEvents.subscriptionId, subscriptionId))
      .orderBy(asc(subscriptionEvents.id))
  ).map((event) => event.kind);

const stockOf = async (variantId: number) =>
  (await database.db.select({ stock: productVariants.stockQuantity }).from(productVariants).where(eq(productVariants.id, variantId)))[0]!
    .stock;

/** The cycle's order written with its pending charge, as a sweep killed before it asked the provider leaves it. */
async function renewedWithoutCharging(kit: OrdersKit, subscriptionId: number) {
  await database.db.transaction(async (tx) => {
    const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId)).for("update");
    await kit.platform.subscriptions.renewals.renewInTransaction(tx, row!, { cycle: 1, date: "2026-02-28" }, kit.clock(), {
      kind: "system",
    });
  });
}

/** The customer's own change to the subscription, from the link in an email, with the store in Romanian. */
const customerActs = (
  kit: OrdersKit,
  subscriptionId: number,
  action: Parameters<OrdersKit["platform"]["subscriptions"]["subscriptionActions"]["perform"]>[2],
) => kit.platform.subscriptions.subscriptionActions.perform(subscriptionId, { kind: "link" }, action, { kind: "customer" }, "ro");

const mailsTo = async (kit: OrdersKit, email: string) => {
  await kit.platform.mailer.idle();
  return kit.transport!.sent.filter((mail) => mail.to === email);
};

describe("card renewals", () => {
  it("charges the saved card once when the renewal is made, confirms the order, and leaves nothing for the sweep", async () => {
    const kit = kitAt("2026-01-31T09:00:00Z");
    const subscription = await subscribedWithCard(kit, { declines: false });
    kit.clock.set(new Date("2026-02-28T06:00:00Z"));
    expect(await kit.platform.subscriptions.renewals.sweep("2026-02-28")).toEqual({ created: 1, failed: 0 });

    const { renewal, order } = await renewalOf(subscription.id);
    expect(renewal).toMatchObject({ chargeState: "charged", chargeAttempts: 1, nextRetryAt: null });
    expect(order).toMatchObject({ status: "paid", paymentMethod: "card" });
    const [payment, ...others] = await paymentsOf(order.id);
    expect(others).toEqual([]);
    expect(payment).toMatchObject({
      provider: "sandbox",
      status: "succeeded",
      amountMinor: order.totalMinor,
      savedPaymentMethodId: subscription.savedPaymentMethodId,
      chargeReference: `SBX-CHG-${payment!.publicId}`,
    });
    expect(await kit.platform.subscriptions.charges.sweep()).toMatchObject({ charged: 0, retrying: 0, paused: 0, errors: 0 });
    const mails = await mailsTo(kit, subscription.email);
    expect(mails.map((mail) => mail.text.includes(`#${order.orderNumber}`))).toEqual([true]);
    const metrics = await (await kit.app.request("/metrics")).text();
    expect(metrics).toContain('subscription_renewals{charge_state="charged"} 1');
  });

  it("dates a renewal run as of a later day by that day: its decline and the dunning email's next try", async () => {
    const kit = kitAt("2026-01-31T09:00:00Z");
    const subscription = await subscribedWithCard(kit, { declines: true });
    // The machine's clock is still 31 January: `npm run jobs -- renewals --as-of 2026-02-28` runs ahead of it.
    await kit.platform.subscriptions.renewals.sweep("2026-02-28");
    const { renewal, order } = await renewalOf(subscription.id);
    expect(renewal).toMatchObject({ chargeState: "failed", chargeAttempts: 1, createdAt: new Date("2026-02-28T09:00:00Z") });
    expect(renewal.nextRetryAt).toEqual(new Date("2026-03-01T09:00:00Z"));
    expect(order.createdAt).toEqual(new Date("2026-02-28T09:00:00Z"));
    const [mail] = await mailsTo(kit, subscription.email);
    expect(mail!.text).toContain("Încercăm din nou pe 1 martie 2026");
  });

  it("retries a declined card on days 1, 3 and 7 with an email each time, then cancels the order and pauses the subscription", async () => {
    const kit = kitAt("2026-01-31T09:00:00Z");
    const subscription = await subscribedWithCard(kit, { declines: true });
    kit.clock.set(new Date("2026-02-28T06:00:00Z"));
    const stockBefore = await stockOf(subscription.variantId!);
    await kit.platform.subscriptions.renewals.sweep("2026-02-28");

    let { renewal, order } = await renewalOf(subscription.id);
    expect(renewal).toMatchObject({ chargeState: "failed", chargeAttempts: 1, lastDecline: "card_declined" });
    expect(renewal.nextRetryAt).toEqual(new Date("2026-03-01T06:00:00Z"));
    expect(order.status).toBe("pending_payment");
    expect((await database.db.select().from(subscriptions))[0]).toMatchObject({ status: "past_due" });
    let mails = await mailsTo(kit, subscription.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain("Plata abonamentului nu a reușit");
    expect(mails[0]!.text).toContain("Încercăm din nou pe 1 martie 2026");

    // Not before its day; the unpaid-order sweep leaves a renewal waiting for its retries alone.
    kit.clock.set(new Date("2026-03-01T05:59:00Z"));
    expect(await kit.platform.subscriptions.charges.sweep()).toMatchObject({ retrying: 0 });
    expect((await kit.platform.payments.payments.sweepUnpaid()).cancelled).toBe(0);

    for (const [at, attempts, next] of [
      ["2026-03-01T06:00:00Z", 2, "2026-03-03T06:00:00.000Z"],
      ["2026-03-03T07:00:00Z", 3, "2026-03-07T06:00:00.000Z"],
    ] as const) {
      kit.clock.set(new Date(at));
      expect(await kit.platform.subscriptions.charges.sweep()).toMatchObject({ retrying: 1 });
      ({ renewal } = await renewalOf(subscription.id));
      expect(renewal).toMatchObject({ chargeState: "failed", chargeAttempts: attempts });
      expect(renewal.nextRetryAt!.toISOString()).toBe(next);
    }

    kit.clock.set(new Date("2026-03-07T06:00:00Z"));
    expect(await kit.platform.subscriptions.charges.sweep()).toMatchObject({ paused: 1 });
    ({ renewal, order } = await renewalOf(subscription.id));
    expect(renewal).toMatchObject({ chargeState: "abandoned", chargeAttempts: 4, nextRetryAt: null });
    expect(order.status).toBe("cancelled");
    expect(await stockOf(subscription.variantId!)).toBe(stockBefore);
    expect((await paymentsOf(order.id)).map((payment) => payment.status)).toEqual(["declined", "declined", "declined", "declined"]);
    expect((await database.db.select().from(subscriptions))[0]).toMatchObject({ status: "paused", resumeOn: null });
    expect(await eventKinds(subscription.id)).toEqual([
      "created",
      "renewal_created",
      "charge_failed",
      "charge_failed",
      "charge_failed",
      "charge_failed",
      "paused",
    ]);
    mails = await mailsTo(kit, subscription.email);
    expect(mails).toHaveLength(4);
    expect(mails[3]!.subject).toContain("Abonamentul tău este în pauză");
    // The last email offers a new card as well as cash on delivery, with the page to give it on.
    expect(mails[3]!.text).toContain("adaugă un card nou din pagina abonamentului (sau alege plata la livrare)");
    expect(mails[3]!.text).toMatch(/Adaugă un card nou: https?:\/\/\S+\/subscriptions\//);

    // Paused, never cancelled: nothing more is charged or renewed until the customer resumes.
    kit.clock.set(new Date("2026-04-01T06:00:00Z"));
    expect(await kit.platform.subscriptions.charges.sweep()).toMatchObject({ charged: 0, retrying: 0, paused: 0 });
    expect(await kit.platform.subscriptions.renewals.sweep("2026-04-01")).toEqual({ created: 0, failed: 0 });
  });

  it("recovers when a retry goes through: the order is paid and confirmed, the subscription active again", async () => {
    const kit = kitAt("2026-01-31T09:00:00Z");
    const subscription = await subscribedWithCard(kit, { declines: true });
    kit.clock.set(new Date("2026-02-28T06:00:00Z"));
    await kit.platform.subscriptions.renewals.sweep("2026-02-28");
    // The bank accepts the card again.
    await database.db.update(savedPaymentMethods).set({ providerMethod: "sbx_pm_card" });
    kit.clock.set(new Date("2026-03-01T08:00:00Z"));
    expect(await kit.platform.subscriptions.charges.sweep()).toMatchObject({ charged: 1 });
    const { renewal, order } = await renewalOf(subscription.id);
    expect(renewal).toMatchObject({ chargeState: "charged", chargeAttempts: 2, lastDecline: null });
    expect(order.status).toBe("paid");
    expect((await database.db.select().from(subscriptions))[0]).toMatchObject({ status: "active" });
    expect(await eventKinds(subscription.id)).toEqual(["created", "renewal_created", "charge_failed", "charge_recovered"]);
  });

  it("sends the waiting order as cash on delivery at once when the customer switches while past due", async () => {
    const kit = kitAt("2026-01-31T09:00:00Z");
    const subscription = await subscribedWithCard(kit, { declines: true });
    kit.clock.set(new Date("2026-02-28T06:00:00Z"));
    await kit.platform.subscriptions.renewals.sweep("2026-02-28");
    kit.clock.set(new Date("2026-02-28T10:00:00Z"));
    const outcome = await customerActs(kit, subscription.id, { action: "change_payment", method: "cash_on_delivery" });
    expect(outcome.ok).toBe(true);
    const { renewal, order } = await renewalOf(subscription.id);
    expect(renewal).toMatchObject({ chargeState: "not_needed", nextRetryAt: null });
    expect(order).toMatchObject({ status: "payment_due_on_delivery", paymentMethod: "cod" });
    expect((await paymentsOf(order.id)).map((payment) => [payment.provider, payment.status])).toEqual([
      ["sandbox", "declined"],
      ["cod", "pending"],
    ]);
    expect((await database.db.select().from(subscriptions))[0]).toMatchObject({ status: "active", savedPaymentMethodId: null });
    expect(await eventKinds(subscription.id)).toEqual(["created", "renewal_created", "charge_failed", "changed", "charge_recovered"]);
    const mails = await mailsTo(kit, subscription.email);
    expect(
      mails.filter((mail) => mail.subject.startsWith(`Confirmarea comenzii`) && mail.text.includes(String(order.orderNumber))),
    ).toHaveLength(1);
  });

  it("never charges a cancelled subscription: the order waiting for a retry is cancelled and its stock given back", async () => {
    const kit = kitAt("2026-01-31T09:00:00Z");
    const subscription = await subscribedWithCard(kit, { declines: true });
    const stockBefore = await stockOf(subscription.variantId!);
    kit.clock.set(new Date("2026-02-28T06:00:00Z"));
    await kit.platform.subscriptions.renewals.sweep("2026-02-28");
    await database.db.update(savedPaymentMethods).set({ providerMethod: "sbx_pm_card" });
    const outcome = await customerActs(kit, subscription.id, { action: "cancel", reason: "too_expensive" });
    expect(outcome.ok).toBe(true);
    kit.clock.set(new Date("2026-03-08T06:00:00Z"));
    await kit.platform.subscriptions.charges.sweep();
    const { renewal, order } = await renewalOf(subscription.id);
    expect(renewal.chargeState).toBe("abandoned");
    expect(order.status).toBe("cancelled");
    expect((await paymentsOf(order.id)).map((payment) => payment.status)).toEqual(["declined"]);
    expect(await stockOf(subscription.variantId!)).toBe(stockBefore);
  });

  it("asks the provider again with the same key after a process dies between the charge and its record, and charges once", async () => {
    const kit = kitAt("2026-02-28T06:00:00Z");
    const subscription = await subscribedWithCard(kit, { declines: false });
    await renewedWithoutCharging(kit, subscription.id);
    const keys: string[] = [];
    const { payments: service } = kit.platform.payments;
    const dying = createSubscriptionCharges({
      db: database.db,
      clock: kit.clock,
      mailer: kit.platform.mailer,
      branding: { brandName: "Elara", baseUrl: "https://shop.example", supportEmail: "support@shop.example" },
      subscriptionPages: kit.platform.subscriptions.subscriptionLinks,
      deliverEvents: kit.platform.events.deliverAggregate,
      notifyStaff: async () => [],
      payments: {
        ...service,
        chargeSaved: async (paymentId, description) => {
          keys.push(paymentId);
          await service.chargeSaved(paymentId, description);
          throw new Error("connection reset after the provider charged");
        },
      },
    });
    expect(await dying.chargeRenewal(subscription.id, 1)).toBe("error");
    // Leased: another instance leaves it alone until the lease runs out.
    expect(await kit.platform.subscriptions.charges.sweep()).toMatchObject({ charged: 0 });
    kit.clock.set(new Date("2026-02-28T06:11:00Z"));
    expect(await kit.platform.subscriptions.charges.sweep()).toMatchObject({ charged: 1 });

    const { order } = await renewalOf(subscription.id);
    const [payment, ...others] = await paymentsOf(order.id);
    expect(others).toEqual([]);
    expect(payment).toMatchObject({ publicId: keys[0], status: "succeeded", chargeReference: `SBX-CHG-${keys[0]}` });
    expect(order.status).toBe("paid");
  });

  it("charges once when two instances sweep the same waiting charge at the same moment", async () => {
    const kit = kitAt("2026-02-28T06:00:00Z");
    const other = kitAt("2026-02-28T06:00:00Z");
    const subscription = await subscribedWithCard(kit, { declines: false });
    await renewedWithoutCharging(kit, subscription.id);
    const reports = await Promise.all([kit.platform.subscriptions.charges.sweep(), other.platform.subscriptions.charges.sweep()]);
    expect(reports.reduce((sum, report) => sum + report.charged, 0)).toBe(1);
    const { order, renewal } = await renewalOf(subscription.id);
    expect(renewal.chargeState).toBe("charged");
    expect((await paymentsOf(order.id)).map((payment) => payment.status)).toEqual(["succeeded"]);
  });
});

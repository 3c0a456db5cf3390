/**
 * What happens to a payment after checkout, on the sandbox provider: partial and repeated refunds,
 * cash on delivery collected and refunded by bank transfer, the unpaid-order sweep (also two sweeps
 * at once), and a production store without the sandbox, where nothing can be paid without a provider.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { discountRedemptions, emailOutbox, orders, payments, refunds } from "#server/db/schema";
import { emptyTables } from "#tests/server/test-database.ts";
import { testConfig } from "#tests/server/platform-kit.ts";
import { buildOrdersApp, orderBody, seededStoreForFile, ORDER_TABLES } from "#tests/server/orders-kit.ts";
import { CREATE_ORDER_PATH } from "./create-order.ts";
import { VERIFY_PAYMENT_PATH } from "./payments.ts";
import { requestApp } from "#tests/server/app-request.ts";
import { payOnSandboxPage } from "#tests/server/returns-kit.ts";

const { database, variants } = seededStoreForFile({ single: "PAP-1", subscription: "PAP-SUB-M" }, { publicCodes: true });
beforeEach(async () => {
  await emptyTables(database.db, ...ORDER_TABLES);
});

type Kit = ReturnType<typeof buildOrdersApp>;

const post = (kit: Kit, path: string, body: unknown, headers: Record<string, string> = { "Accept-Language": "en" }) =>
  requestApp<Record<string, unknown> & { paymentUrl: string; orderNumber: number }>(kit.app, "POST", path, { body, headers });

/** Orders one bottle, with `values` over the checkout's defaults; the store's answer. */
const orderOneBottle = (kit: Kit, values: Record<string, unknown> = {}) =>
  post(kit, CREATE_ORDER_PATH, orderBody([{ variantId: variants.single, quantity: 1 }], values));

/** Places a card order and pays it on the sandbox's page; answers the order's row. */
async function paidCardOrder(kit: Kit, lines = [{ variantId: variants.single, quantity: 2 }]) {
  const placed = (await post(kit, CREATE_ORDER_PATH, orderBody(lines, { paymentMethod: "card" }))).json;
  await payOnSandboxPage(kit, placed.paymentUrl);
  const [order] = await database.db.select().from(orders).where(eq(orders.orderNumber, placed.orderNumber));
  expect(order!.status).toBe("paid");
  return order!;
}

describe("refunds", () => {
  it("gives back part of a payment, then the rest, never more than was taken, once per key", async () => {
    const kit = buildOrdersApp({ database });
    const order = await paidCardOrder(kit);
    const refund = kit.platform.payments.payments.refund;

    const part = await refund({ orderId: order.id, amountMinor: 1000, idempotencyKey: "part-1", reason: "damaged bottle" });
    expect(part).toMatchObject({ kind: "refunded", amountMinor: 1000, status: "succeeded", orderStatus: "paid" });
    expect(await refund({ orderId: order.id, amountMinor: 1000, idempotencyKey: "part-1" })).toEqual(part);
    expect(await refund({ orderId: order.id, amountMinor: 2000, idempotencyKey: "part-1" })).toEqual({ kind: "key_reused" });
    expect(await refund({ orderId: order.id, amountMinor: order.totalMinor, idempotencyKey: "too-much" })).toEqual({
      kind: "too_much",
      refundableMinor: order.totalMinor - 1000,
    });
    for (const amountMinor of [0, -5, 1.5]) {
      expect(await refund({ orderId: order.id, amountMinor, idempotencyKey: `bad-${amountMinor}` })).toMatchObject({ kind: "too_much" });
    }

    const rest = await refund({ orderId: order.id, idempotencyKey: "rest" });
    expect(rest).toMatchObject({ kind: "refunded", amountMinor: order.totalMinor - 1000, orderStatus: "refunded" });
    expect(await database.db.select({ amount: refunds.amountMinor, status: refunds.status }).from(refunds).orderBy(refunds.id)).toEqual([
      { amount: 1000, status: "succeeded" },
      { amount: order.totalMinor - 1000, status: "succeeded" },
    ]);
    expect(await database.db.select({ status: payments.status, refunded: payments.refundedMinor }).from(payments)).toEqual([
      { status: "refunded", refunded: order.totalMinor },
    ]);
    expect(await refund({ orderId: order.id, amountMinor: 1, idempotencyKey: "after" })).toEqual({
      kind: "nothing_to_refund",
      status: "refunded",
    });
    expect(await refund({ orderId: 999_999, idempotencyKey: "nobody" })).toEqual({ kind: "not_found" });
  });

  it("refunds once when the same refund is asked twice at the same moment", async () => {
    const kit = buildOrdersApp({ database });
    const order = await paidCardOrder(kit);
    const twice = await Promise.all([
      kit.platform.payments.payments.refund({ orderId: order.id, amountMinor: 500, idempotencyKey: "double-click" }),
      kit.platform.payments.payments.refund({ orderId: order.id, amountMinor: 500, idempotencyKey: "double-click" }),
    ]);
    expect(twice.map((outcome) => outcome.kind)).toEqual(["refunded", "refunded"]);
    expect(await database.db.select({ refunded: payments.refundedMinor }).from(payments)).toEqual([{ refunded: 500 }]);
  });

  it("refunds cash on delivery by bank transfer once the cash was collected, to a valid IBAN", async () => {
    const kit = buildOrdersApp({ database });
    const placed = (await orderOneBottle(kit)).json;
    const [order] = await database.db.select().from(orders).where(eq(orders.orderNumber, placed.orderNumber));
    const payments_ = kit.platform.payments.payments;

    expect(await payments_.refund({ orderId: order!.id, idempotencyKey: "early" })).toEqual({
      kind: "nothing_to_refund",
      status: "payment_due_on_delivery",
    });
    expect(await payments_.markCollected(order!.id)).toBe(true);
    expect(await payments_.markCollected(order!.id)).toBe(false);

    expect(await payments_.refund({ orderId: order!.id, idempotencyKey: "no-iban" })).toEqual({ kind: "bank_account_needed" });
    const mistyped = { iban: "RO49 AAAA 1B31 0075 9384 0001", accountHolder: "Ana Pop" };
    expect(await payments_.refund({ orderId: order!.id, idempotencyKey: "typo", bankTransfer: mistyped })).toEqual({
      kind: "bank_account_needed",
    });
    const account = { iban: "ro49 aaaa 1b31 0075 9384 0000", accountHolder: " Ana Pop " };
    expect(await payments_.refund({ orderId: order!.id, idempotencyKey: "transfer", bankTransfer: account })).toMatchObject({
      kind: "refunded",
      status: "awaiting_transfer",
      amountMinor: order!.totalMinor,
      orderStatus: "refunded",
    });
    expect(await database.db.select({ iban: refunds.iban, holder: refunds.accountHolder, status: refunds.status }).from(refunds)).toEqual([
      { iban: "RO49AAAA1B31007593840000", holder: "Ana Pop", status: "awaiting_transfer" },
    ]);
  });
});

describe("the unpaid-order sweep", () => {
  it("cancels card orders left unpaid past the limit, gives their discount code back, and no longer counts them as a first order", async () => {
    const kit = buildOrdersApp({ database });
    const abandoned = (await orderOneBottle(kit, { paymentMethod: "card", discountCode: "ELARA10" })).json;
    expect(abandoned.paymentUrl).toBeTruthy();
    kit.clock.advance(30 * 60_000);
    const recent = (await orderOneBottle(kit, { paymentMethod: "card", email: "ion@example.ro" })).json;
    const cod = (await orderOneBottle(kit, { email: "maria@example.ro" })).json;

    kit.clock.advance(31 * 60_000);
    expect(await kit.platform.payments.payments.sweepUnpaid()).toEqual({ cancelled: 1, paid: 0, failed: 0 });
    const statusOf = async (orderNumber: number) =>
      (await database.db.select({ status: orders.status }).from(orders).where(eq(orders.orderNumber, orderNumber)))[0]!.status;
    expect(await statusOf(abandoned.orderNumber)).toBe("cancelled");
    expect(await statusOf(recent.orderNumber)).toBe("pending_payment");
    expect(await statusOf(cod.orderNumber)).toBe("payment_due_on_delivery");
    expect(await database.db.select().from(discountRedemptions)).toEqual([]);

    // The abandoned attempt's page no longer takes money, and the shopper's first order is still to come.
    const page = new URL(abandoned.paymentUrl);
    expect((await kit.app.request(`${page.pathname}${page.search}`)).status).toBe(409);
    const again = await orderOneBottle(kit, { paymentMethod: "card", discountCode: "ELARA10" });
    expect(again.status).toBe(201);

    expect(await kit.platform.payments.payments.sweepUnpaid()).toEqual({ cancelled: 0, paid: 0, failed: 0 });
  });

  it("cancels each order once when several instances sweep at the same moment", async () => {
    const first = buildOrdersApp({ database });
    const second = buildOrdersApp({ database, clock: first.clock });
    for (const email of ["a@example.ro", "b@example.ro", "c@example.ro"]) {
      await post(first, CREATE_ORDER_PATH, orderBody([{ variantId: variants.single, quantity: 1 }], { paymentMethod: "card", email }));
    }
    first.clock.advance(61 * 60_000);
    const reports = await Promise.all([first.platform.payments.payments.sweepUnpaid(), second.platform.payments.payments.sweepUnpaid()]);
    expect(reports[0]!.cancelled + reports[1]!.cancelled).toBe(3);
    expect(await database.db.select({ status: orders.status }).from(orders)).toEqual(Array(3).fill({ status: "cancelled" }));
    expect(await database.db.select({ status: payments.status }).from(payments)).toEqual(Array(3).fill({ status: "cancelled" }));
  });
});

describe("a production store without the sandbox", () => {
  const production = { ...testConfig, nodeEnv: "production" as const, paymentsSandbox: false };

  it("offers cash on delivery only, refuses card orders, and has no payment page to pay on", async () => {
    const kit = buildOrdersApp({ database, config: production });
    expect(await kit.platform.payments.payments.availableMethods("RON")).toEqual(["cod"]);
    const card = await orderOneBottle(kit, { paymentMethod: "card" });
    expect(card).toEqual({
      status: 400,
      json: expect.objectContaining({
        fields: { paymentMethod: "This payment method is not available right now. Please choose another." },
      }),
    });
    expect(await database.db.select().from(orders)).toEqual([]);

    // An order placed while the sandbox was on (an earlier start in test mode) cannot be paid any more.
    const testMode = buildOrdersApp({ database, config: { ...production, paymentsSandbox: true } });
    const placed = (
      await post(testMode, CREATE_ORDER_PATH, orderBody([{ variantId: variants.subscription, quantity: 1 }], { paymentMethod: "card" }))
    ).json;
    const page = new URL(placed.paymentUrl);
    expect((await kit.app.request(page.pathname)).status).toBe(404);
    const pressed = await kit.app.request(page.pathname, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: testConfig.baseUrl },
      body: "outcome=pay",
    });
    expect(pressed.status).toBe(404);
    const paymentId = page.pathname.split("/").pop()!;
    for (const proof of [
      { orderNumber: placed.orderNumber, paymentId },
      { orderNumber: placed.orderNumber, paymentId, result: "paid", sig: "forged" },
    ]) {
      expect((await post(kit, VERIFY_PAYMENT_PATH, proof)).status).toBe(400);
    }
    expect(await database.db.select({ status: orders.status }).from(orders)).toEqual([{ status: "pending_payment" }]);
    expect(await database.db.select().from(emailOutbox)).toEqual([]);
  });
});

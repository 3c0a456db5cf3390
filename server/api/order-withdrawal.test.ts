/**
 * The withdrawal's button on the customer's order page and on guest tracking (issue 19 item 3): one order's answer
 * says whether the legal withdrawal is open, until when, whether it must ask for a bank account, and the withdrawal
 * already made; the rules are `withdraw`'s own. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { OrderSummary } from "#domain/order-contract";
import { customers, discountRedemptions, emailOutbox, orderLines, orders, returns } from "#server/db/schema";
import { postJson, sendJson, signedInCustomer } from "#tests/server/account-kit.ts";
import { ordersAppEachTest, orderBody, socketFrom, seededStoreForFile } from "#tests/server/orders-kit.ts";
import { ACCOUNT_ORDERS_PATH } from "./account-orders.ts";
import { ACCOUNT_RETURNS_PATH } from "./account-returns.ts";
import { CREATE_ORDER_PATH } from "./create-order.ts";
import { ORDER_STATUS_PATH } from "./order-status.ts";
import { WITHDRAWALS_PATH } from "./withdrawals.ts";
import { openAfterCashDelivery } from "#tests/fixtures/shared-forms.ts";

const { database, variants } = seededStoreForFile({ single: "PAP-1" });

const { clock, kit } = ordersAppEachTest(database, "2026-07-01T10:00:00.000Z", [discountRedemptions, orders, emailOutbox, customers]);

const EMAIL = "guest@example.ro";
const DELIVERED = {
  fulfilmentStatus: "delivered",
  shippedAt: new Date("2026-07-01T15:00:00.000Z"),
  deliveredAt: new Date("2026-07-02T12:00:00.000Z"),
};
const iban = { iban: "RO49 AAAA 1B31 0075 9384 0000", accountHolder: "Maria Ionescu" };

async function placed({ paymentMethod = "cod", accessToken }: { paymentMethod?: "cod" | "card"; accessToken?: string } = {}) {
  const answer = await kit.app.request(
    CREATE_ORDER_PATH,
    {
      method: "POST",
      headers: { "Content-Type": "application/json", ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}) },
      body: JSON.stringify(orderBody([{ variantId: variants.single, quantity: 2 }], { email: EMAIL, paymentMethod })),
    },
    socketFrom(),
  );
  expect(answer.status).toBe(201);
  return ((await answer.json()) as { orderNumber: number }).orderNumber;
}

const setOrder = (orderNumber: number, changes: Partial<typeof orders.$inferInsert>) =>
  database.db.update(orders).set(changes).where(eq(orders.orderNumber, orderNumber));

async function tracked(orderNumber: number): Promise<OrderSummary> {
  const answer = await postJson(kit.app, ORDER_STATUS_PATH, { orderNumber, email: EMAIL });
  expect(answer.status).toBe(200);
  return answer.json.order as unknown as OrderSummary;
}

const OPEN_AFTER_CASH_DELIVERY = openAfterCashDelivery();

async function withdraw(orderNumber: number, bankAccount?: typeof iban) {
  const answer = await postJson(kit.app, WITHDRAWALS_PATH, { orderNumber, email: EMAIL, ...(bankAccount ? { bankAccount } : {}) });
  expect(answer.status, JSON.stringify(answer.json)).toBe(201);
  return (answer.json.return as { id: number }).id;
}

describe("guest tracking's withdrawal", () => {
  it("is open from the order, with no deadline and no bank account before delivery", async () => {
    const orderNumber = await placed();
    expect((await tracked(orderNumber)).withdrawal).toEqual({
      open: true,
      deadline: null,
      needsBankAccount: false,
      returnId: null,
      returnStatus: null,
      orderStopped: false,
    });
  });

  it("counts 14 days from delivery, asks a bank account once cash was paid, and shows the withdrawal made instead", async () => {
    const orderNumber = await placed();
    await setOrder(orderNumber, { ...DELIVERED, status: "delivered" });
    clock.set(new Date("2026-07-10T09:00:00.000Z"));
    expect((await tracked(orderNumber)).withdrawal).toEqual(OPEN_AFTER_CASH_DELIVERY);
    const id = await withdraw(orderNumber, iban);
    expect((await tracked(orderNumber)).withdrawal).toEqual({
      ...OPEN_AFTER_CASH_DELIVERY,
      open: false,
      returnId: id,
      returnStatus: "pending",
    });
    // Refused by the store: the units are free again, and the 14 days still run.
    await database.db.update(returns).set({ status: "rejected" }).where(eq(returns.id, id));
    expect((await tracked(orderNumber)).withdrawal).toMatchObject({ open: true, returnId: null, returnStatus: null });
  });

  it("closes after the 14 days, for an order waiting for payment, and for a cancelled one", async () => {
    const late = await placed();
    await setOrder(late, { ...DELIVERED, status: "delivered" });
    clock.set(new Date("2026-07-16T12:00:01.000Z"));
    expect((await tracked(late)).withdrawal).toMatchObject({ open: false, deadline: "2026-07-16T12:00:00.000Z", returnId: null });

    const unpaid = await placed({ paymentMethod: "card" });
    expect((await tracked(unpaid)).status).toBe("pending_payment");
    expect((await tracked(unpaid)).withdrawal).toMatchObject({ open: false, needsBankAccount: false });

    const cancelled = await placed();
    await setOrder(cancelled, { status: "cancelled" });
    expect((await tracked(cancelled)).withdrawal).toMatchObject({ open: false });
  });

  it("a card order delivered asks no bank account: the provider refunds the card", async () => {
    const orderNumber = await placed({ paymentMethod: "card" });
    await setOrder(orderNumber, { ...DELIVERED, status: "delivered", paidAt: new Date("2026-07-01T10:05:00.000Z") });
    expect((await tracked(orderNumber)).withdrawal).toMatchObject({ open: true, needsBankAccount: false });
  });
});

describe("the customer's order page", () => {
  async function signedIn(email: string) {
    return (await signedInCustomer(kit, email)).accessToken;
  }

  it("answers the withdrawal with one order (not with the list), and closes it once every unit is in a return", async () => {
    const token = await signedIn(EMAIL);
    const orderNumber = await placed({ accessToken: token });
    await setOrder(orderNumber, { ...DELIVERED, status: "payment_due_on_delivery" });
    clock.set(new Date("2026-07-05T10:00:00.000Z"));

    const one = await sendJson(kit.app, "GET", `${ACCOUNT_ORDERS_PATH}/${orderNumber}`, token);
    expect((one.json.order as OrderSummary).withdrawal).toEqual(OPEN_AFTER_CASH_DELIVERY);
    const list = await sendJson(kit.app, "GET", ACCOUNT_ORDERS_PATH, token);
    expect((list.json.orders as OrderSummary[])[0]).not.toHaveProperty("withdrawal");

    // Both bottles in a 30-day return to store credit: nothing is left to withdraw from.
    const [line] = await database.db.select().from(orderLines).innerJoin(orders, eq(orders.id, orderLines.orderId));
    const requested = await sendJson(kit.app, "POST", ACCOUNT_RETURNS_PATH, token, {
      orderNumber,
      lines: [{ lineId: line!.order_lines.id, quantity: 2, reason: "changed_mind" }],
      refundMethod: "store_credit",
    });
    expect(requested.status).toBe(201);
    const after = await sendJson(kit.app, "GET", `${ACCOUNT_ORDERS_PATH}/${orderNumber}`, token);
    expect((after.json.order as OrderSummary).withdrawal).toMatchObject({ open: false, returnId: null });
  });
});

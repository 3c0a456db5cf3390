/**
 * "Add to your parcel" for an order paid by card (issue 68 item 3, decision 0164), through the HTTP API against the
 * sandbox gateway: the shopper's saved card is named in the offer and charged the unit on its own before the line is
 * written; the addition has its own payment and its own invoice (the order's invoice never bills it twice), and a
 * refund of the whole order spreads over both. A declined card adds nothing; a provider that does not answer leaves the
 * click to the same click again or to the sweep, which charge once; a parcel closed while the card answered gets its
 * charge given back without touching the order's money. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { SANDBOX_DECLINING_TOKEN_SUFFIX } from "#server/commerce/payments/sandbox";
import {
  emailOutbox,
  invoices,
  invoiceSeries,
  orderLines,
  orders,
  parcelAdditions,
  payments,
  productVariants,
  products,
  refunds,
  savedPaymentMethods,
  shipments,
} from "#server/db/schema";
import { testClock } from "#tests/server/account-kit.ts";
import { requestApp } from "#tests/server/app-request.ts";
import { payOnSandboxPage } from "#tests/server/returns-kit.ts";
import { orderBody, placeOrder, seededStoreForFile, ORDER_TABLES } from "#tests/server/orders-kit.ts";
import { emptyTables } from "#tests/server/test-database.ts";
import { signedInStaffEachTest, STAFF_TABLES } from "#tests/server/staff-kit.ts";

const { database, variants } = seededStoreForFile({ single: "PAP-1" });
const clock = testClock(new Date("2026-11-23T09:00:00.000Z"));

beforeEach(async () => {
  await emptyTables(
    database.db,
    parcelAdditions,
    shipments,
    refunds,
    invoices,
    invoiceSeries,
    payments,
    savedPaymentMethods,
    ...ORDER_TABLES,
    ...STAFF_TABLES,
  );
  await database.db.update(products).set({ parcelOfferProductId: null });
  await database.db.update(productVariants).set({ stockQuantity: 50, availableForSale: true }).where(eq(productVariants.sku, "AHC-1"));
});
const { kit, call, members } = signedInStaffEachTest(() => ({ database, clock }), ["owner"]);

async function productOf(sku: string): Promise<number> {
  const [row] = await database.db.select({ id: productVariants.productId }).from(productVariants).where(eq(productVariants.sku, sku));
  return row!.id;
}
const ahccPrice = async () => (await database.db.select().from(productVariants).where(eq(productVariants.sku, "AHC-1")))[0]!.priceMinor;

/** Papillex offers AHCC, as the owner pairs them. */
async function pairPapillexWithAhcc() {
  const paired = await call("PUT", `/api/admin/products/${await productOf("PAP-1")}/parcel-offer`, {
    member: members.owner,
    body: { offerProductId: await productOf("AHC-1") },
  });
  expect(paired.status).toBe(200);
}

/** A card order of Papillex paid on the sandbox's page: its number. */
async function paidCardOrder() {
  const { orderNumber, paymentUrl } = await placeOrder(
    kit,
    orderBody([{ variantId: variants.single, quantity: 1 }], { paymentMethod: "card" }),
  );
  await payOnSandboxPage(kit, paymentUrl!);
  expect((await orderRow(orderNumber)).status).toBe("paid");
  return orderNumber;
}

/** A sandbox card kept for Ana's email (one the sandbox declines when `declines`). */
async function saveCard({ declines = false } = {}) {
  await database.db.insert(savedPaymentMethods).values({
    publicId: `pm_test_${declines ? "declines" : "charges"}`,
    email: "ana@example.ro",
    provider: "sandbox",
    providerMethod: `sbx_pm_card${declines ? SANDBOX_DECLINING_TOKEN_SUFFIX : ""}`,
    brand: "visa",
    last4: declines ? "0002" : "4242",
    expMonth: 12,
    expYear: 2030,
    createdAt: clock(),
  });
}

const orderRow = async (orderNumber: number) => (await database.db.select().from(orders).where(eq(orders.orderNumber, orderNumber)))[0]!;
const linesOf = async (orderNumber: number) =>
  database.db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, (await orderRow(orderNumber)).id));
const additionPayments = async () => database.db.select().from(payments).where(eq(payments.purpose, "parcel_addition"));

type Offer = { token: string; variantId: number; payment: { kind: string; brand?: string; last4?: string } };
async function offerOf(orderNumber: number): Promise<Offer | null> {
  const answer = await requestApp<{ order: { parcelOffer?: Offer | null } }>(kit.app, "POST", "/api/order-status", {
    body: { orderNumber, email: "ana@example.ro" },
    language: "en",
  });
  expect(answer.status).toBe(200);
  return answer.json.order.parcelOffer ?? null;
}
const add = (body: unknown, language = "en") => requestApp(kit.app, "POST", "/api/parcel-additions", { body, language });

describe("a card order's addition", () => {
  it("is charged to the saved card on its own, invoiced on its own, once per click; a whole refund spreads over both", async () => {
    await pairPapillexWithAhcc();
    const orderNumber = await paidCardOrder();
    const before = await orderRow(orderNumber);
    const price = await ahccPrice();

    // Without a saved card the unit is paid on the payment page (parcel-additions-pay-page.test.ts); with one, at once.
    expect((await offerOf(orderNumber))!.payment).toEqual({ kind: "payment_page" });
    await saveCard();
    const offer = (await offerOf(orderNumber))!;
    expect(offer.payment).toEqual({ kind: "card", brand: "visa", last4: "4242" });
    const click = { token: offer.token, variantId: offer.variantId, clickKey: "click-card-0001" };
    const added = await add(click);
    expect(added.status, JSON.stringify(added.json)).toBe(200);
    expect(added.json).toMatchObject({ cashOnDelivery: null, charged: { amount: (price / 100).toFixed(2), currencyCode: "RON" } });
    expect((await add(click)).json).toEqual(added.json);

    const after = await orderRow(orderNumber);
    expect(after.totalRonMinor).toBe(before.totalRonMinor + price);
    expect(after.status).toBe("paid");
    expect((await linesOf(orderNumber)).map((line) => line.sku)).toEqual(["PAP-1", "AHC-1"]);
    const [charge] = await additionPayments();
    expect(await additionPayments()).toHaveLength(1);
    expect(charge).toMatchObject({ status: "succeeded", amountMinor: price, provider: "sandbox", orderId: after.id });
    expect(charge!.chargeReference).toBe(`SBX-CHG-${charge!.publicId}`);

    // The order's invoice bills what the checkout took; the addition's bills its line alone, paid by card.
    const issued = await database.db.select().from(invoices).where(eq(invoices.orderId, after.id));
    const [addition] = await database.db.select().from(parcelAdditions);
    expect(issued.map((invoice) => [invoice.sourceKey, invoice.totalRonMinor]).sort()).toEqual(
      [
        [`order:${after.id}`, before.totalRonMinor],
        [`parcel-addition:${addition!.id}`, price],
      ].sort(),
    );
    const own = issued.find((invoice) => invoice.sourceKey.startsWith("parcel-addition:"))!;
    expect(own.document.lines.map((line) => line.sku)).toEqual(["AHC-1"]);
    expect(own.document.totals.dueRonMinor).toBe(0);

    // The shopper is told which card was charged, and is sent the addition's invoice on its own (the order's came with
    // its confirmation).
    const mail = await database.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, after.email));
    const told = mail.filter((row) => row.kind === "order_parcel_added");
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain("Visa •••• 4242");
    const invoiceMail = mail.filter((row) => row.kind === "invoice_issued");
    expect(invoiceMail).toHaveLength(1);
    expect(invoiceMail[0]!.text).toContain(own.document.label);

    // Everything given back: a part from each payment, a credit note for each invoice.
    const refunded = await kit.platform.payments.payments.refund({ orderId: after.id, idempotencyKey: "refund-all-0001" });
    expect(refunded).toMatchObject({ kind: "refunded", amountMinor: after.totalMinor, orderStatus: "refunded" });
    expect(await database.db.select().from(refunds)).toHaveLength(2);
    const notes = await database.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, after.id), eq(invoices.kind, "credit_note")));
    expect(notes.reduce((sum, note) => sum + note.totalRonMinor, 0)).toBe(-after.totalRonMinor);
  });

  it("adds nothing and takes nothing when the card is declined", async () => {
    await pairPapillexWithAhcc();
    const orderNumber = await paidCardOrder();
    await saveCard({ declines: true });
    const offer = (await offerOf(orderNumber))!;
    const click = { token: offer.token, variantId: offer.variantId, clickKey: "click-declined-1" };
    const declined = await add(click, "ro");
    expect(declined.json).toMatchObject({ status: 409, code: "card_declined", error: expect.stringContaining("refuzat") });
    expect((await add(click)).json).toMatchObject({ status: 409, code: "card_declined" });
    expect(await linesOf(orderNumber)).toHaveLength(1);
    expect((await additionPayments()).map((payment) => payment.status)).toEqual(["declined"]);
    expect((await database.db.select().from(parcelAdditions)).map((row) => row.status)).toEqual(["declined"]);
    const order = await orderRow(orderNumber);
    expect(order.totalRonMinor).toBe(order.subtotalRonMinor + order.shippingRonMinor);
  });

  it("asks a card that did not answer again under the same key: the same click, or the sweep, charges once", async () => {
    await pairPapillexWithAhcc();
    const orderNumber = await paidCardOrder();
    await saveCard();
    const offer = (await offerOf(orderNumber))!;
    const charge = vi.spyOn(kit.platform.payments.payments, "chargeSaved");
    charge.mockRejectedValueOnce(new Error("socket hang up"));
    const click = { token: offer.token, variantId: offer.variantId, clickKey: "click-no-answer" };
    const unanswered = await add(click, "ro");
    expect(unanswered.json).toMatchObject({ status: 503, code: "payment_unavailable", error: expect.stringContaining("două ori") });
    expect(await linesOf(orderNumber)).toHaveLength(1);
    expect((await database.db.select().from(parcelAdditions)).map((row) => row.status)).toEqual(["charging"]);
    // Meanwhile another click waits for this one's answer rather than charging a second time.
    expect((await add({ ...click, clickKey: "click-second-one" })).json).toMatchObject({ status: 409, code: "in_progress" });

    // Too soon for the sweep; later it finishes the charge, and the same click then answers the line.
    expect(await kit.platform.orders.parcelAdditions.finishStalled()).toBe(0);
    clock.advance(3 * 60_000);
    expect(await kit.platform.orders.parcelAdditions.finishStalled()).toBe(1);
    const again = await add(click);
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ charged: { amount: ((await ahccPrice()) / 100).toFixed(2) } });
    expect(await linesOf(orderNumber)).toHaveLength(2);
    expect((await additionPayments()).map((payment) => payment.status)).toEqual(["succeeded"]);
    // The same attempt's key both times: the provider charged once.
    const keys = charge.mock.calls.map(([paymentId]) => paymentId);
    expect(new Set(keys).size).toBe(1);
    expect(await kit.platform.orders.parcelAdditions.finishStalled()).toBe(0);
    charge.mockRestore();
  });

  it("gives the charge back, leaving the order's money alone, when the parcel got its AWB while the card answered", async () => {
    await pairPapillexWithAhcc();
    const orderNumber = await paidCardOrder();
    await saveCard();
    const offer = (await offerOf(orderNumber))!;
    const real = kit.platform.payments.payments.chargeSaved.bind(kit.platform.payments.payments);
    const charge = vi.spyOn(kit.platform.payments.payments, "chargeSaved").mockImplementationOnce(async (paymentId, description) => {
      const made = await call("POST", `/api/admin/orders/${orderNumber}/awb`, { member: members.owner, body: {} });
      expect(made.status).toBe(201);
      return real(paymentId, description);
    });
    const click = { token: offer.token, variantId: offer.variantId, clickKey: "click-awb-race-1" };
    const closed = await add(click);
    expect(closed.json).toMatchObject({ status: 409, code: "parcel_closed" });
    expect((await add(click)).json).toMatchObject({ status: 409, code: "parcel_closed" });

    charge.mockRestore();
    // The order is as the AWB left it: neither refunded in part nor dearer.
    const order = await orderRow(orderNumber);
    expect(order.status).toBe("fulfilled");
    expect(order.totalRonMinor).toBe(order.subtotalRonMinor + order.shippingRonMinor);
    expect(await linesOf(orderNumber)).toHaveLength(1);
    expect((await additionPayments()).map((payment) => [payment.status, payment.refundedMinor])).toEqual([["refunded", await ahccPrice()]]);
    expect((await database.db.select().from(refunds)).map((row) => [row.status, row.reason])).toEqual([
      ["succeeded", "parcel_addition_returned"],
    ]);
    expect(await database.db.select().from(invoices).where(eq(invoices.kind, "credit_note"))).toEqual([]);
    expect((await database.db.select().from(parcelAdditions)).map((row) => row.status)).toEqual(["returned"]);
  });

  it("charges once for clicks at once, whichever takes the order first", async () => {
    await pairPapillexWithAhcc();
    const orderNumber = await paidCardOrder();
    await saveCard();
    const offer = (await offerOf(orderNumber))!;
    const click = { token: offer.token, variantId: offer.variantId, clickKey: "click-at-once-01" };
    const answers = await Promise.all([add(click), add(click), add({ ...click, clickKey: "click-at-once-02" })]);
    // The first to lock the order charges; a click of the same key then answers its line, another key waits or finds
    // the product added. Whichever came first, one charge and one line.
    const added = answers.filter((answer) => answer.status === 200);
    expect(added.length).toBeGreaterThanOrEqual(1);
    for (const answer of added) expect(answer.json).toEqual(added[0]!.json);
    for (const answer of answers.filter((answer) => answer.status !== 200))
      expect(["in_progress", "no_offer"]).toContain((answer.json as { code: string }).code);
    expect(await linesOf(orderNumber)).toHaveLength(2);
    expect((await additionPayments()).map((payment) => payment.status)).toEqual(["succeeded"]);
  });
});

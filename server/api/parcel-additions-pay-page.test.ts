/**
 * "Add to your parcel" for an order paid by card with no saved card (issue 68 item 3, decision 0164), through the HTTP
 * API against the sandbox gateway: the click answers the unit's own payment page (202), and the unit goes into the order
 * only once that page is paid, with its own invoice. A page declined, left or not paid in half an hour adds nothing and
 * lets the offer be taken again; a page paid after the parcel closed has its charge given back by the sweep, the order
 * untouched. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { PARCEL_PAYMENT_PAGE_MINUTES } from "#domain/parcel-additions";
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
import { socketFrom, testClock } from "#tests/server/account-kit.ts";
import { requestApp } from "#tests/server/app-request.ts";
import { payOnSandboxPage } from "#tests/server/returns-kit.ts";
import { orderBody, placeOrder, seededStoreForFile, ORDER_TABLES } from "#tests/server/orders-kit.ts";
import { emptyTables } from "#tests/server/test-database.ts";
import { signedInStaffEachTest, STAFF_TABLES } from "#tests/server/staff-kit.ts";

const { database, variants } = seededStoreForFile({ single: "PAP-1" });
const clock = testClock(new Date("2026-11-30T09:00:00.000Z"));

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

/** Papillex offers AHCC, as the owner pairs them; a card order of Papillex paid on the sandbox's page, no card kept. */
async function paidCardOrderOffered() {
  const paired = await call("PUT", `/api/admin/products/${await productOf("PAP-1")}/parcel-offer`, {
    member: members.owner,
    body: { offerProductId: await productOf("AHC-1") },
  });
  expect(paired.status).toBe(200);
  const { orderNumber, paymentUrl } = await placeOrder(
    kit,
    orderBody([{ variantId: variants.single, quantity: 1 }], { paymentMethod: "card" }),
  );
  // /finish's answer hands the thank-you page the order with its offer.
  const back = new URL(await payOnSandboxPage(kit, paymentUrl!), "http://x").searchParams;
  expect((await verify(back)).order.parcelOffer).toMatchObject({
    title: expect.stringContaining("AHCC"),
    payment: { kind: "payment_page" },
  });
  expect(await database.db.select().from(savedPaymentMethods)).toEqual([]);
  return orderNumber;
}

const orderRow = async (orderNumber: number) => (await database.db.select().from(orders).where(eq(orders.orderNumber, orderNumber)))[0]!;
const skusOf = async (orderNumber: number) =>
  (
    await database.db
      .select({ sku: orderLines.sku })
      .from(orderLines)
      .where(eq(orderLines.orderId, (await orderRow(orderNumber)).id))
      .orderBy(orderLines.position)
  ).map((line) => line.sku);
const additionPayments = async () => database.db.select().from(payments).where(eq(payments.purpose, "parcel_addition"));
const additionStatuses = async () =>
  (await database.db.select().from(parcelAdditions).orderBy(parcelAdditions.id)).map((row) => row.status);

type Offer = { token: string; variantId: number; payment: { kind: string } };
async function offerOf(orderNumber: number): Promise<Offer | null> {
  const answer = await requestApp<{ order: { parcelOffer?: Offer | null } }>(kit.app, "POST", "/api/order-status", {
    body: { orderNumber, email: "ana@example.ro" },
    language: "en",
  });
  expect(answer.status).toBe(200);
  return answer.json.order.parcelOffer ?? null;
}
const add = (body: unknown, language = "en") =>
  requestApp<{ paymentUrl: string; amount: { amount: string }; code?: string }>(kit.app, "POST", "/api/parcel-additions", {
    body,
    language,
  });

/** What the shopper presses on the sandbox's page; the signed return to /finish. */
async function answerPage(paymentUrl: string, outcome: "pay" | "decline" | "cancel"): Promise<URLSearchParams> {
  if (outcome === "pay") return new URL(await payOnSandboxPage(kit, paymentUrl), "http://x").searchParams;
  const url = new URL(paymentUrl);
  const answered = await kit.app.request(
    url.pathname + url.search,
    { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: `outcome=${outcome}` },
    socketFrom(),
  );
  expect(answered.status).toBe(303);
  return new URL(answered.headers.get("Location")!, "http://x").searchParams;
}

/** What /finish asks with the signed return. */
async function verify(back: URLSearchParams, language = "en") {
  const answer = await requestApp<{
    result: string;
    order: { parcelOffer: { title: string; payment: { kind: string } } | null };
    parcelAddition: { state: string; item: string | null; orderPage: string } | null;
  }>(kit.app, "POST", "/api/verify-payment", {
    body: { orderNumber: Number(back.get("order")), paymentId: back.get("payment"), result: back.get("result"), sig: back.get("sig") },
    language,
  });
  expect(answer.status).toBe(200);
  return answer.json;
}

describe("a card order's addition without a saved card", () => {
  it("is paid on its own payment page and added once paid, with its own invoice; the same click answers the same page", async () => {
    const orderNumber = await paidCardOrderOffered();
    const before = await orderRow(orderNumber);
    const price = await ahccPrice();
    const offer = (await offerOf(orderNumber))!;
    expect(offer.payment).toEqual({ kind: "payment_page" });

    const click = { token: offer.token, variantId: offer.variantId, clickKey: "click-page-0001" };
    const opened = await add(click);
    expect(opened.status, JSON.stringify(opened.json)).toBe(202);
    expect(opened.json).toMatchObject({ orderNumber, amount: { amount: (price / 100).toFixed(2) } });
    // The same click, and another click for the same unit, go to the same page: one attempt, nothing added yet.
    expect((await add(click)).json).toEqual(opened.json);
    expect((await add({ ...click, clickKey: "click-page-0002" })).json).toEqual(opened.json);
    expect(await skusOf(orderNumber)).toEqual(["PAP-1"]);
    expect((await additionPayments()).map((payment) => [payment.status, payment.amountMinor])).toEqual([["pending", price]]);
    expect(await additionStatuses()).toEqual(["awaiting_payment"]);

    const back = await answerPage(opened.json.paymentUrl, "pay");
    const verified = await verify(back);
    expect(verified.result).toBe("paid");
    expect(verified.parcelAddition).toMatchObject({ state: "added", item: expect.stringContaining("AHCC") });
    // The order's signed page, at its offer: the same link the confirmation email gives.
    const page = new URL(verified.parcelAddition!.orderPage);
    expect([page.pathname.split("/")[1], page.hash]).toEqual(["track-order", "#parcel-offer"]);
    expect(kit.platform.orders.orderLinks.read(page.pathname.split("/")[2]!)).toBe(before.id);

    const after = await orderRow(orderNumber);
    expect(after.totalRonMinor).toBe(before.totalRonMinor + price);
    expect(after.status).toBe("paid");
    expect(await skusOf(orderNumber)).toEqual(["PAP-1", "AHC-1"]);
    expect(await additionStatuses()).toEqual(["added"]);
    const [addition] = await database.db.select().from(parcelAdditions);
    const own = await database.db
      .select()
      .from(invoices)
      .where(eq(invoices.sourceKey, `parcel-addition:${addition!.id}`));
    expect(own.map((invoice) => invoice.totalRonMinor)).toEqual([price]);
    const told = await database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "order_parcel_added"));
    expect(told).toHaveLength(1);
    // The click again answers its line; the product is in the order, so it is offered no more.
    expect((await add(click)).json).toMatchObject({
      line: { title: expect.stringContaining("AHCC") },
      charged: { amount: (price / 100).toFixed(2) },
    });
    expect(await offerOf(orderNumber)).toBeNull();
    // A return of the same page later settles nothing twice.
    expect((await verify(back)).parcelAddition).toMatchObject({ state: "added" });
    expect(await skusOf(orderNumber)).toEqual(["PAP-1", "AHC-1"]);
  });

  it("adds nothing when the page is declined or left, and a new click opens a new page", async () => {
    const orderNumber = await paidCardOrderOffered();
    const offer = (await offerOf(orderNumber))!;
    const click = { token: offer.token, variantId: offer.variantId, clickKey: "click-page-decl" };
    const opened = await add(click);
    const verified = await verify(await answerPage(opened.json.paymentUrl, "decline"), "ro");
    expect(verified).toMatchObject({ result: "declined", parcelAddition: { state: "unpaid", item: null } });
    expect((await add(click, "ro")).json).toMatchObject({
      status: 409,
      code: "payment_not_completed",
      error: expect.stringContaining("nu s-a încheiat"),
    });

    const second = await add({ ...click, clickKey: "click-page-agn1" });
    expect(second.status).toBe(202);
    expect(second.json.paymentUrl).not.toBe(opened.json.paymentUrl);
    expect((await verify(await answerPage(second.json.paymentUrl, "cancel"))).parcelAddition).toMatchObject({ state: "unpaid" });
    expect(await skusOf(orderNumber)).toEqual(["PAP-1"]);
    expect(await additionStatuses()).toEqual(["unpaid", "unpaid"]);
    expect((await additionPayments()).map((payment) => payment.status)).toEqual(["declined", "cancelled"]);
    const order = await orderRow(orderNumber);
    expect(order.totalRonMinor).toBe(order.subtotalRonMinor + order.shippingRonMinor);
  });

  it("closes a page not paid in half an hour; the offer may then be taken again", async () => {
    const orderNumber = await paidCardOrderOffered();
    const offer = (await offerOf(orderNumber))!;
    const opened = await add({ token: offer.token, variantId: offer.variantId, clickKey: "click-page-late" });
    expect(opened.status).toBe(202);
    const sweep = kit.platform.orders.parcelAdditions.finishStalled;
    clock.advance((PARCEL_PAYMENT_PAGE_MINUTES - 1) * 60_000);
    expect(await sweep()).toBe(0);
    clock.advance(2 * 60_000);
    expect(await sweep()).toBe(1);
    expect(await additionStatuses()).toEqual(["unpaid"]);
    expect((await additionPayments()).map((payment) => payment.status)).toEqual(["cancelled"]);
    expect(await sweep()).toBe(0);
    // Paid on the closed page afterwards: the page is no longer payable and nothing is added.
    const page = new URL(opened.json.paymentUrl);
    const late = await kit.app.request(
      page.pathname,
      { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "outcome=pay" },
      socketFrom(),
    );
    expect(late.status).toBeLessThan(500);
    expect(await skusOf(orderNumber)).toEqual(["PAP-1"]);
    expect((await offerOf(orderNumber))!.payment).toEqual({ kind: "payment_page" });
    expect((await add({ token: offer.token, variantId: offer.variantId, clickKey: "click-page-new1" })).status).toBe(202);
  });

  it("gives the charge back, the order untouched, when the page is paid after the parcel got its AWB", async () => {
    const orderNumber = await paidCardOrderOffered();
    const offer = (await offerOf(orderNumber))!;
    const click = { token: offer.token, variantId: offer.variantId, clickKey: "click-page-awb1" };
    const opened = await add(click);
    const made = await call("POST", `/api/admin/orders/${orderNumber}/awb`, { member: members.owner, body: {} });
    expect(made.status).toBe(201);
    // The click again no longer leads to the page; the page still open is paid below, as a shopper may.
    expect((await add(click)).json).toMatchObject({ status: 409, code: "parcel_closed" });

    const verified = await verify(await answerPage(opened.json.paymentUrl, "pay"), "ro");
    expect(verified).toMatchObject({ result: "paid", parcelAddition: { state: "returned", item: null } });
    expect(await additionStatuses()).toEqual(["returning"]);
    // The sweep gives the money back, once, without a credit note or a change to the order's money.
    expect(await kit.platform.orders.parcelAdditions.finishStalled()).toBe(1);
    expect(await kit.platform.orders.parcelAdditions.finishStalled()).toBe(0);
    expect(await additionStatuses()).toEqual(["returned"]);
    const price = await ahccPrice();
    expect((await additionPayments()).map((payment) => [payment.status, payment.refundedMinor])).toEqual([["refunded", price]]);
    expect((await database.db.select().from(refunds)).map((row) => row.reason)).toEqual(["parcel_addition_returned"]);
    expect(await database.db.select().from(invoices).where(eq(invoices.kind, "credit_note"))).toEqual([]);
    const order = await orderRow(orderNumber);
    expect(order.status).toBe("fulfilled");
    expect(order.totalRonMinor).toBe(order.subtotalRonMinor + order.shippingRonMinor);
    expect(await skusOf(orderNumber)).toEqual(["PAP-1"]);
  });

  it("is not offered when no page takes cards in the order's currency", async () => {
    const orderNumber = await paidCardOrderOffered();
    const token = (await offerOf(orderNumber))!.token;
    const available = vi.spyOn(kit.platform.payments.payments, "hostedCardAvailable").mockResolvedValue(false);
    expect(await offerOf(orderNumber)).toBeNull();
    const variantId = (await database.db.select().from(productVariants).where(eq(productVariants.sku, "AHC-1")))[0]!.id;
    expect((await add({ token, variantId, clickKey: "click-no-page-1" }, "ro")).json).toMatchObject({
      status: 409,
      code: "payment_method",
      error: expect.stringContaining("cu cardul"),
    });
    available.mockRestore();
    expect(await additionPayments()).toEqual([]);
  });

  it("opens one page for clicks at once", async () => {
    const orderNumber = await paidCardOrderOffered();
    const offer = (await offerOf(orderNumber))!;
    const click = { token: offer.token, variantId: offer.variantId, clickKey: "click-page-once" };
    const answers = await Promise.all([add(click), add(click), add({ ...click, clickKey: "click-page-twice" })]);
    expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202]);
    expect(new Set(answers.map((answer) => answer.json.paymentUrl)).size).toBe(1);
    expect(await additionPayments()).toHaveLength(1);
    expect(await additionStatuses()).toEqual(["awaiting_payment"]);
  });
});

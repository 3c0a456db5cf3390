/**
 * "Add to your parcel" for an order paid by card (issue 68 item 3, decision 0164), through the HTTP API against the
 * sandbox gateway: the shopper's saved card is named in the offer and charged the unit on its own before the line is
 * written; the addition has its own payment and its own invoice (the order's invoice never bills it twice), and a
 * refund of the whole order spreads over both. A declined card adds nothing; a provider that does not answer leaves the
 * click to the same click again or to the sweep, which charge once; a parcel closed while the card answered gets its
 * charge given back without touching the order's money. With no saved card, the click answers the unit's own payment
 * page (202), and the unit goes into the order only once that page is paid, with its own invoice; a page declined, left
 * or not paid in half an hour adds nothing and lets the offer be taken again; one paid after the parcel closed has its
 * charge given back by the sweep. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { PARCEL_PAYMENT_PAGE_MINUTES } from "#domain/parcel-additions";
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
import { socketFrom, testClock } from "#tests/server/account-kit.ts";
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
const add = (body: unknown, language = "en") =>
  requestApp<{ paymentUrl: string; amount: { amount: string }; code?: string }>(kit.app, "POST", "/api/parcel-additions", {
    body,
    language,
  });

const skusOf = async (orderNumber: number) =>
  (
    await database.db
      .select({ sku: orderLines.sku })
      .from(orderLines)
      .where(eq(orderLines.orderId, (await orderRow(orderNumber)).id))
      .orderBy(orderLines.position)
  ).map((line) => line.sku);
const additionStatuses = async () =>
  (await database.db.select().from(parcelAdditions).orderBy(parcelAdditions.id)).map((row) => row.status);

/** Papillex offers AHCC; a card order of Papillex paid on the sandbox's page, no card kept: its number. */
async function paidCardOrderOffered() {
  await pairPapillexWithAhcc();
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

describe("a card order's addition", () => {
  it("is charged to the saved card on its own, invoiced on its own, once per click; a whole refund spreads over both", async () => {
    await pairPapillexWithAhcc();
    const orderNumber = await paidCardOrder();
    const before = await orderRow(orderNumber);
    const price = await ahccPrice();

    // Without a saved card the unit is paid on the payment page (below); with one, at once.
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

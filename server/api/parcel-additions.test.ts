/**
 * "Add to your parcel" (issue 68 item 3, decision 0158) through the HTTP API: the owner pairs a product with its offer,
 * a cash-on-delivery order is offered it on guest tracking and its signed link, one click adds one unit to the same
 * order (totals, stock and its ledger, the timeline, the domain event and the shopper's email follow) once per click key, and the AWB made
 * afterwards collects the new total. Refusals name their reason; bad bodies name their field. The AWB and an addition
 * racing serialise on the order's row. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { formatPrice } from "#domain/format-price";
import { toDecimalString } from "#domain/money";
import {
  auditLog,
  domainEvents,
  emailOutbox,
  orderEvents,
  orderLines,
  orders,
  parcelAdditions,
  productVariants,
  products,
  shipments,
  stockMovements,
} from "#server/db/schema";
import { testClock } from "#tests/server/account-kit.ts";
import { requestApp } from "#tests/server/app-request.ts";
import { orderBody, placeOrder, seededStoreForFile, ORDER_TABLES } from "#tests/server/orders-kit.ts";
import { emptyTables } from "#tests/server/test-database.ts";
import { signedInStaffEachTest, STAFF_TABLES } from "#tests/server/staff-kit.ts";

const { database, variants } = seededStoreForFile({ single: "PAP-1" });
const clock = testClock(new Date("2026-11-23T09:00:00.000Z"));

/** The product of a SKU, and the stock of a SKU's variant. */
async function productOf(sku: string): Promise<number> {
  const [row] = await database.db.select({ id: productVariants.productId }).from(productVariants).where(eq(productVariants.sku, sku));
  return row!.id;
}
async function variantOf(sku: string) {
  const [row] = await database.db.select().from(productVariants).where(eq(productVariants.sku, sku));
  return row!;
}

let stockBefore: number | null;
beforeEach(async () => {
  await emptyTables(database.db, parcelAdditions, shipments, ...ORDER_TABLES, ...STAFF_TABLES);
  await database.db.update(products).set({ parcelOfferProductId: null });
  await database.db.update(productVariants).set({ stockQuantity: 50, availableForSale: true }).where(eq(productVariants.sku, "AHC-1"));
  stockBefore = 50;
});
const { kit, call, members } = signedInStaffEachTest(() => ({ database, clock }), ["owner", "fulfilment"]);

const pair = (productId: number, offerProductId: unknown, member = members.owner, language = "en") =>
  call("PUT", `/api/admin/products/${productId}/parcel-offer`, { member, body: { offerProductId }, language });

/** Papillex offers AHCC, as the owner pairs them. */
async function pairPapillexWithAhcc() {
  const paired = await pair(await productOf("PAP-1"), await productOf("AHC-1"));
  expect(paired.status, JSON.stringify(paired.json)).toBe(200);
}

async function codOrder(overrides: Record<string, unknown> = {}) {
  const { orderNumber } = await placeOrder(kit, orderBody([{ variantId: variants.single, quantity: 1 }], overrides));
  return orderNumber;
}

const orderRow = async (orderNumber: number) => (await database.db.select().from(orders).where(eq(orders.orderNumber, orderNumber)))[0]!;

/** The order as guest tracking answers it, with its offer. */
async function tracked(orderNumber: number, language = "en") {
  const answer = await requestApp<{
    order: { parcelOffer?: { token: string; variantId: number; title: string; price: { amount: string } } | null };
  }>(kit.app, "POST", "/api/order-status", { body: { orderNumber, email: "ana@example.ro" }, language });
  expect(answer.status).toBe(200);
  return answer.json.order;
}

const add = (body: unknown, language = "en") => requestApp(kit.app, "POST", "/api/parcel-additions", { body, language });
const awb = (orderNumber: number) => call("POST", `/api/admin/orders/${orderNumber}/awb`, { member: members.owner, body: {} });

describe("the owner's pairing", () => {
  it("sets and clears a product's offer, audited; never the product itself; bad input names its field", async () => {
    const papillex = await productOf("PAP-1");
    const ahcc = await productOf("AHC-1");
    expect((await pair(papillex, ahcc)).json).toEqual({ changed: true, offerProductId: ahcc });
    expect((await pair(papillex, ahcc)).json).toEqual({ changed: false, offerProductId: ahcc });
    const [audited] = await database.db.select().from(auditLog).where(eq(auditLog.action, "product.parcel_offer"));
    expect(audited).toMatchObject({ before: { offerProductId: null }, after: { offerProductId: ahcc } });

    expect((await pair(papillex, papillex)).json).toMatchObject({ status: 422, code: "same_product", field: "offerProductId" });
    expect((await pair(papillex, 999_999)).json).toMatchObject({ status: 422, code: "unknown_offer", field: "offerProductId" });
    const bad = await pair(papillex, "magneziu", members.owner, "ro");
    expect(bad.json).toMatchObject({ status: 400, field: "offerProductId", error: expect.stringContaining("offerProductId") });
    expect((await pair(999_999, null)).json).toMatchObject({ status: 404 });
    expect((await pair(papillex, null, members.fulfilment)).status).toBe(403);
    expect((await database.db.select().from(products).where(eq(products.id, papillex)))[0]!.parcelOfferProductId).toBe(ahcc);

    expect((await pair(papillex, null)).json).toEqual({ changed: true, offerProductId: null });
    // The database refuses the pairing with itself too, whoever writes it.
    await expect(database.db.update(products).set({ parcelOfferProductId: papillex }).where(eq(products.id, papillex))).rejects.toThrow();
  });
});

describe("adding to the parcel", () => {
  it("offers the paired product, adds one unit to the same order once per click, and the AWB collects the new total", async () => {
    await pairPapillexWithAhcc();
    const orderNumber = await codOrder();
    const before = await orderRow(orderNumber);
    const offer = (await tracked(orderNumber)).parcelOffer!;
    const ahcc = await variantOf("AHC-1");
    expect(offer).toMatchObject({ variantId: ahcc.id, price: { amount: (ahcc.priceMinor / 100).toFixed(2) } });

    // The confirmation email offers it too, by the signed order page's link to the offer.
    const [confirmation] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "order_confirmation"));
    expect(confirmation!.text).toContain("poți adăuga AHCC");
    expect(confirmation!.text).toMatch(/Adaugă în colet: https:\/\/\S+\/track-order\/\S+#parcel-offer/);

    const click = { token: offer.token, variantId: offer.variantId, clickKey: "click-first-0001" };
    const added = await add(click);
    expect(added.status, JSON.stringify(added.json)).toBe(200);
    const after = await orderRow(orderNumber);
    expect(after.totalRonMinor).toBe(before.totalRonMinor + ahcc.priceMinor);
    expect(after.subtotalRonMinor).toBe(before.subtotalRonMinor + ahcc.priceMinor);
    expect(after.taxRonMinor).toBeGreaterThan(before.taxRonMinor);
    expect(added.json).toMatchObject({ orderNumber, line: { quantity: 1 }, total: { amount: (after.totalMinor / 100).toFixed(2) } });

    // The same click again: the same answer, no second line, no second unit.
    const again = await add(click);
    expect(again.json).toEqual(added.json);
    const lines = await database.db.select().from(orderLines).where(eq(orderLines.orderId, after.id));
    expect(lines.map((line) => [line.sku, line.quantity, line.discountMinor])).toEqual([
      ["PAP-1", 1, 0],
      ["AHC-1", 1, 0],
    ]);
    expect((await variantOf("AHC-1")).stockQuantity).toBe(stockBefore! - 1);
    const ledger = await database.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.orderId, after.id), eq(stockMovements.cause, "parcel_added")));
    expect(ledger.map((row) => row.change)).toEqual([-1]);
    const timeline = await database.db.select().from(orderEvents).where(eq(orderEvents.orderId, after.id));
    expect(timeline.filter((entry) => entry.kind === "parcel_added")).toHaveLength(1);
    const events = await database.db.select().from(domainEvents).where(eq(domainEvents.type, "order.parcel_added"));
    expect(events).toHaveLength(1);

    // The shopper is told once, in the order's language, what was added and what the courier now collects.
    const told = await database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "order_parcel_added"));
    expect(told.map((mail) => mail.recipient)).toEqual([after.email]);
    expect(told[0]!.subject).toContain(`în coletul comenzii #${orderNumber}`);
    expect(told[0]!.text).toContain(`Am adăugat AHCC`);
    expect(told[0]!.text).toContain(
      `plătești curierului ${formatPrice(toDecimalString(after.totalMinor - after.storeCreditMinor, "RON"), "RON")} în total`,
    );
    expect(told[0]!.text).toMatch(/Vezi comanda: https:\/\/\S+\/track-order\/\S+/);
    expect(timeline.filter((entry) => entry.kind === "email").map((entry) => (entry.detail as { mailKind: string }).mailKind)).toContain(
      "order_parcel_added",
    );

    // The product is in the order now: nothing more is offered, and another click is refused.
    expect((await tracked(orderNumber)).parcelOffer).toBeNull();
    expect((await add({ ...click, clickKey: "click-second-0002" })).json).toMatchObject({ status: 409, code: "no_offer" });

    const made = await awb(orderNumber);
    expect(made.status, JSON.stringify(made.json)).toBe(201);
    expect(made.json.shipment.cashOnDeliveryMinor).toBe(after.totalRonMinor);
  });

  it("is refused with its reason once the parcel has an AWB, for an unpaid card order, out of stock and with no offer", async () => {
    await pairPapillexWithAhcc();
    const shipped = await codOrder();
    const { token, variantId } = (await tracked(shipped)).parcelOffer!;
    expect((await awb(shipped)).status).toBe(201);
    expect((await tracked(shipped)).parcelOffer).toBeNull();
    const closed = await add({ token, variantId, clickKey: "click-closed-01" }, "ro");
    expect(closed.json).toMatchObject({ status: 409, code: "parcel_closed", error: expect.stringContaining("Coletul") });

    const packed = await codOrder();
    const packedOffer = (await tracked(packed)).parcelOffer!;
    expect((await call("POST", `/api/admin/orders/${packed}/pack`, { member: members.owner, body: {} })).status).toBeLessThan(300);
    expect((await add({ ...packedOffer, clickKey: "click-packed-01" })).json).toMatchObject({ status: 409, code: "parcel_closed" });

    const open = await codOrder();
    const openOffer = (await tracked(open)).parcelOffer!;
    await database.db.update(productVariants).set({ stockQuantity: 0 }).where(eq(productVariants.sku, "AHC-1"));
    expect((await add({ token: openOffer.token, variantId: openOffer.variantId, clickKey: "click-sold-out" })).json).toMatchObject({
      status: 409,
      code: "out_of_stock",
    });
    await database.db.update(productVariants).set({ stockQuantity: 50 }).where(eq(productVariants.sku, "AHC-1"));
    expect((await add({ token: openOffer.token, variantId: 1, clickKey: "click-other-variant" })).json).toMatchObject({
      status: 409,
      code: "no_offer",
    });

    const card = await codOrder({ paymentMethod: "card" });
    const cardToken = kit.platform.orders.orderLinks.tokenFor((await orderRow(card)).id);
    expect((await add({ token: cardToken, variantId, clickKey: "click-card-0001" })).json).toMatchObject({
      status: 409,
      code: "awaiting_payment",
      error: expect.stringContaining("payment"),
    });
    const totals = await database.db.select({ total: orders.totalRonMinor, number: orders.orderNumber }).from(orders);
    for (const { number, total } of totals)
      expect(total).toBe((await orderRow(number)).subtotalRonMinor + (await orderRow(number)).shippingRonMinor);
    expect(await database.db.select().from(parcelAdditions)).toEqual([]);
  });

  it("answers bad input 400 naming the field, and a forged token 404, changing nothing", async () => {
    await pairPapillexWithAhcc();
    const orderNumber = await codOrder();
    const { token, variantId } = (await tracked(orderNumber)).parcelOffer!;
    const cases: [unknown, string][] = [
      [{ variantId, clickKey: "click-no-token" }, "token"],
      [{ token, variantId: "AHC-1", clickKey: "click-bad-variant" }, "variantId"],
      [{ token, variantId: -3, clickKey: "click-bad-variant" }, "variantId"],
      [{ token, variantId }, "clickKey"],
      [{ token, variantId, clickKey: "short" }, "clickKey"],
      [{ token, variantId, clickKey: "has spaces in it" }, "clickKey"],
    ];
    for (const [body, field] of cases) expect((await add(body)).json, JSON.stringify(body)).toMatchObject({ status: 400, field });
    expect((await add({ token: "1.2.forged", variantId, clickKey: "click-forged-01" })).json).toMatchObject({
      status: 404,
      field: "token",
    });
    expect(await database.db.select().from(parcelAdditions)).toEqual([]);
    expect((await orderRow(orderNumber)).totalRonMinor).toBe(
      (await orderRow(orderNumber)).subtotalRonMinor + (await orderRow(orderNumber)).shippingRonMinor,
    );
  });

  it("is offered on the signed order page too", async () => {
    await pairPapillexWithAhcc();
    const orderNumber = await codOrder();
    const token = kit.platform.orders.orderLinks.tokenFor((await orderRow(orderNumber)).id);
    const linked = await requestApp<{ order: { parcelOffer: { variantId: number } | null } }>(kit.app, "GET", `/api/order-links/${token}`);
    expect(linked.json.order.parcelOffer).toMatchObject({ variantId: (await variantOf("AHC-1")).id });
  });
});

describe("racing", () => {
  it("the AWB and an addition serialise on the order: the courier collects exactly the order's total", async () => {
    await pairPapillexWithAhcc();
    const orderNumber = await codOrder();
    const { token, variantId } = (await tracked(orderNumber)).parcelOffer!;
    const [added, made] = await Promise.all([add({ token, variantId, clickKey: "click-race-awb-01" }), awb(orderNumber)]);
    expect(made.status).toBe(201);
    const order = await orderRow(orderNumber);
    const [shipment] = await database.db.select().from(shipments).where(eq(shipments.orderId, order.id));
    expect(shipment!.cashOnDeliveryMinor).toBe(order.totalRonMinor);
    const lines = await database.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    if (added.status === 200) expect(lines).toHaveLength(2);
    else {
      expect(added.json).toMatchObject({ status: 409, code: "parcel_closed" });
      expect(lines).toHaveLength(1);
    }
  });

  it("the same click key sent twice at once adds one line", async () => {
    await pairPapillexWithAhcc();
    const orderNumber = await codOrder();
    const { token, variantId } = (await tracked(orderNumber)).parcelOffer!;
    const click = { token, variantId, clickKey: "click-twice-0001" };
    const answers = await Promise.all([add(click), add(click)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers[0]!.json).toEqual(answers[1]!.json);
    const order = await orderRow(orderNumber);
    expect(await database.db.select().from(orderLines).where(eq(orderLines.orderId, order.id))).toHaveLength(2);
    expect(await database.db.select().from(parcelAdditions)).toHaveLength(1);
  });
});

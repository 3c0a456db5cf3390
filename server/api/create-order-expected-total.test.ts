/**
 * The total the checkout showed travels with the order (issue 45 item 5, decision 0099): create-order places the order
 * only at `expectedTotal`, refuses another total with 409 `price_changed` and the new one, writing nothing (no order,
 * no stock taken, no code used, no subscription), and an API client that sends none is placed as before.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { discountRedemptions, orders, payments, productVariants, subscriptions } from "#server/db/schema";
import { buildOrdersApp, orderBody, stockOf } from "#tests/server/orders-kit.ts";
import { createOrderRoutesForFile } from "#tests/server/create-order-kit.ts";
import { PRICE_ORDER_PATH } from "./create-order.ts";

const { database, sku, post, placeOrder, orderCount } = createOrderRoutesForFile();

type Money = { amount: string; currencyCode: string };

/** What the checkout's summary shows for this body: price-order's total. */
async function shownTotal(kit: ReturnType<typeof buildOrdersApp>, body: ReturnType<typeof orderBody>): Promise<Money> {
  const { lines, discountCode, currencyCode, email } = body as Record<string, unknown>;
  const quote = await post(kit, PRICE_ORDER_PATH, { lines, discountCode, currencyCode, email, country: "RO" });
  expect(quote.status).toBe(200);
  return quote.json.total as Money;
}

const twoBottles = () => [{ variantId: sku["PAP-1"]!, quantity: 2 }];

describe("POST /api/create-order with expectedTotal", () => {
  it("places the order at the total shown, however its decimals are written", async () => {
    const kit = buildOrdersApp({ database });
    const body = orderBody(twoBottles(), { discountCode: "ELARA10" });
    const shown = await shownTotal(kit, body);
    // 378.00 − 10 % = 340.20 lei.
    expect(shown).toEqual({ amount: "340.20", currencyCode: "RON" });
    const placed = await placeOrder(kit, { ...body, expectedTotal: { amount: "340.2", currencyCode: "ron" } });
    expect(placed.status).toBe(201);
    expect(placed.json.total).toEqual(shown);
    expect(await database.db.select({ orderId: discountRedemptions.orderId }).from(discountRedemptions)).toHaveLength(1);
  });

  it("refuses another total with 409 and the new one in the shopper's language, taking nothing", async () => {
    await database.db.update(productVariants).set({ stockQuantity: 10 }).where(eq(productVariants.sku, "PAP-1"));
    const kit = buildOrdersApp({ database });
    const body = orderBody(twoBottles(), { discountCode: "ELARA10", expectedTotal: { amount: "378.00", currencyCode: "RON" } });

    const english = await placeOrder(kit, body);
    expect(english).toMatchObject({
      status: 409,
      json: {
        code: "price_changed",
        field: "expectedTotal",
        total: { amount: "340.20", currencyCode: "RON" },
        due: { amount: "340.20", currencyCode: "RON" },
      },
    });
    expect(english.json.error).toMatch(/^The order total has changed: it is now 340[.,]20\s?(lei|RON)\. The order was not placed/);
    const romanian = await placeOrder(kit, body, { "Accept-Language": "ro" });
    expect(romanian.status).toBe(409);
    expect(romanian.json.error).toMatch(/^Totalul comenzii s-a schimbat: acum este 340,20\s?(lei|RON)\. Nu am plasat comanda/);

    expect(await orderCount()).toBe(0);
    expect(await database.db.select().from(discountRedemptions)).toEqual([]);
    expect(await database.db.select().from(payments)).toEqual([]);
    expect(await stockOf(database.db, "PAP-1")).toBe(10);
  });

  it("keeps the idempotency key usable after a refusal, and answers a retry of the placed order whatever total it names", async () => {
    const kit = buildOrdersApp({ database });
    const body = orderBody(twoBottles());
    expect((await placeOrder(kit, { ...body, expectedTotal: { amount: "1.00", currencyCode: "RON" } })).status).toBe(409);
    const shown = await shownTotal(kit, body);
    const placed = await placeOrder(kit, { ...body, expectedTotal: shown });
    expect(placed.status).toBe(201);
    // A lost answer sent again after the summary moved on: the order the key placed, not a refusal and not a second one.
    const replayed = await placeOrder(kit, { ...body, expectedTotal: { amount: "1.00", currencyCode: "RON" } });
    expect(replayed).toMatchObject({ status: 200, json: { orderNumber: placed.json.orderNumber } });
    expect(await orderCount()).toBe(1);
  });

  it("places an order without expectedTotal at the server's price, as API clients always have", async () => {
    const kit = buildOrdersApp({ database });
    const placed = await placeOrder(kit, orderBody(twoBottles(), { discountCode: "ELARA10" }));
    expect(placed).toMatchObject({ status: 201, json: { total: { amount: "340.20", currencyCode: "RON" } } });
  });

  it("compares in the currency charged: the shopper's euros, not the lei behind them", async () => {
    const kit = buildOrdersApp({ database });
    const body = orderBody(twoBottles(), { currencyCode: "EUR", paymentMethod: "card", discountCode: "ELARA10" });
    const shown = await shownTotal(kit, body);
    expect(shown).toEqual({ amount: "68.38", currencyCode: "EUR" });
    // The same order's lei are not what the shopper saw: refused, with the euros.
    const inLei = await placeOrder(kit, { ...body, expectedTotal: { amount: "340.20", currencyCode: "RON" } });
    expect(inLei).toMatchObject({ status: 409, json: { code: "price_changed", total: shown } });
    const offByACent = await placeOrder(kit, { ...body, expectedTotal: { amount: "68.37", currencyCode: "EUR" } });
    expect(offByACent).toMatchObject({ status: 409, json: { total: shown } });
    expect(await orderCount()).toBe(0);

    const placed = await placeOrder(kit, { ...body, expectedTotal: shown });
    expect(placed).toMatchObject({ status: 201, json: { status: "pending_payment", total: shown } });
    expect(placed.json.paymentUrl).toEqual(expect.any(String));
  });

  it("refuses a subscription order at another total without starting the subscription", async () => {
    const kit = buildOrdersApp({ database });
    const body = orderBody([{ variantId: sku["PAP-SUB-M"]!, quantity: 1 }]);
    const shown = await shownTotal(kit, body);
    const refused = await placeOrder(kit, { ...body, expectedTotal: { amount: "0.01", currencyCode: "RON" } });
    expect(refused).toMatchObject({ status: 409, json: { total: shown } });
    expect(await database.db.select().from(subscriptions)).toEqual([]);

    expect((await placeOrder(kit, { ...body, expectedTotal: shown })).status).toBe(201);
    expect(await database.db.select().from(subscriptions)).toHaveLength(1);
    expect(await database.db.select({ id: orders.id }).from(orders)).toHaveLength(1);
  });

  it("names a malformed expectedTotal in the shopper's language", async () => {
    const kit = buildOrdersApp({ database });
    const answer = await placeOrder(kit, orderBody(twoBottles(), { expectedTotal: { amount: "a lot", currencyCode: "XYZ" } }));
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.json.fields).sort()).toEqual(["expectedTotal.amount", "expectedTotal.currencyCode"]);
    expect(await orderCount()).toBe(0);
  });
});

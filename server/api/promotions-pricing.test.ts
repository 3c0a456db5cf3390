/**
 * Automatic promotions as price-order answers them and create-order charges them (issue 68 item 1, decision 0172):
 * a tiered promotion beside a code that may not stack, the cap under concurrent orders, a gift's stock and VAT, free
 * shipping by zone. On PGlite and, in the PostgreSQL pass, on PostgreSQL.
 */
import { beforeEach, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client";
import { discountRedemptions, orderLines, orders, promotionCustomers, promotions, promotionUses } from "#server/db/schema";
import { PRICE_ORDER_PATH } from "./create-order.ts";
import { buildOrdersApp, orderBody, setStock, stockOf } from "#tests/server/orders-kit.ts";
import { createOrderRoutesForFile } from "#tests/server/create-order-kit.ts";
import { releasePromotionsOfOrder } from "#server/commerce/promotions/automatic";
import type { DomainEvent } from "#server/commerce/shared/domain-events";

const { database, sku, post, placeOrder, orderCount } = createOrderRoutesForFile();

type PromotionValues = Partial<typeof promotions.$inferInsert>;

async function insertPromotion(db: Database, values: PromotionValues): Promise<number> {
  const [row] = await db
    .insert(promotions)
    .values({ titleRo: "Promoție", titleEn: "Promotion", kind: "amount_off", valueKind: "percent", percent: 10, ...values })
    .returning({ id: promotions.id });
  return row!.id;
}

const TIERS: PromotionValues = {
  titleRo: "2 produse −10 %, 3 produse −15 %",
  titleEn: "2 products −10%, 3 products −15%",
  kind: "tiers",
  valueKind: null,
  percent: null,
  tierBasis: "quantity",
  tiers: [
    { min: 2, percent: 10 },
    { min: 3, percent: 15 },
  ],
};

const variantNumber = (gid: string) => Number(gid.split("/").pop());

beforeEach(async () => {
  await database.db.delete(promotions);
  await setStock(database.db, "AHC-1", 20);
});

describe("automatic promotions", () => {
  it("prices a tiered promotion and a code that may not stack the same in the quote and the order, and redeems no code it set aside", async () => {
    await insertPromotion(database.db, TIERS);
    const kit = buildOrdersApp({ database });
    const twoBottles = [{ variantId: sku["PAP-1"]!, quantity: 2 }];
    const threeBottles = [{ variantId: sku["PAP-1"]!, quantity: 3 }];

    // Two bottles: the tier's 10 % ties with ELARA10's, and a tie goes to the code typed; the next tier is one bottle away.
    const tie = await post(kit, PRICE_ORDER_PATH, { lines: twoBottles, discountCode: "ELARA10", country: "RO" });
    expect(tie.json).toMatchObject({
      discount: { code: "ELARA10", amount: { amount: "37.80", currencyCode: "RON" } },
      discountAllocations: [],
      codeSetAside: false,
      promotionHints: [{ kind: "tier_quantity", missingUnits: 1, percent: 15, title: "2 products −10%, 3 products −15%" }],
      total: { amount: "340.20", currencyCode: "RON" },
    });

    // Three bottles: 15 % beats the code's 10 %, and the two do not stack.
    const quote = await post(kit, PRICE_ORDER_PATH, { lines: threeBottles, discountCode: "ELARA10", country: "RO" });
    expect(quote.json).toMatchObject({
      subtotal: { amount: "567.00", currencyCode: "RON" },
      discount: null,
      codeSetAside: true,
      discountAllocations: [
        {
          title: "2 products −10%, 3 products −15%",
          kind: "discount",
          amount: { amount: "85.05", currencyCode: "RON" },
          lines: [{ amount: "85.05", currencyCode: "RON" }],
        },
      ],
      promotionHints: [],
      total: { amount: "481.95", currencyCode: "RON" },
    });

    const placed = await placeOrder(
      kit,
      orderBody(threeBottles, { discountCode: "ELARA10", expectedTotal: { amount: "481.95", currencyCode: "RON" } }),
    );
    expect(placed.status).toBe(201);
    const [order] = await database.db.select().from(orders);
    expect(order).toMatchObject({
      discountCode: null,
      discountMinor: 8_505,
      promotionDiscountMinor: 8_505,
      promotionDiscountRonMinor: 8_505,
      totalMinor: 48_195,
    });
    // The code's one use per mailbox is still Ana's to spend.
    expect(await database.db.select().from(discountRedemptions)).toEqual([]);
    expect(await database.db.select().from(promotionUses)).toMatchObject([
      { orderId: order!.id, title: "2 products −10%, 3 products −15%", amountMinor: 8_505, amountRonMinor: 8_505, released: false },
    ]);
  });

  it("stacks a code after a promotion that allows codes, on what the promotion left", async () => {
    await insertPromotion(database.db, { ...TIERS, combinesWithCodes: true });
    const kit = buildOrdersApp({ database });
    const quote = await post(kit, PRICE_ORDER_PATH, {
      lines: [{ variantId: sku["PAP-1"]!, quantity: 3 }],
      discountCode: "ELARA10",
      country: "RO",
    });
    // 567.00 − 15 % = 481.95; − 10 % of that (48.20) = 433.75.
    expect(quote.json).toMatchObject({
      discount: { code: "ELARA10", amount: { amount: "48.20", currencyCode: "RON" } },
      discountAllocations: [{ amount: { amount: "85.05", currencyCode: "RON" } }],
      codeSetAside: false,
      total: { amount: "433.75", currencyCode: "RON" },
    });
  });

  it("gives a capped promotion's last use to one of two concurrent orders; the other is told the price changed", async () => {
    await insertPromotion(database.db, { ...TIERS, usageLimit: 1 });
    const kit = buildOrdersApp({ database });
    const lines = [{ variantId: sku["PAP-1"]!, quantity: 2 }];
    const expectedTotal = { amount: "340.20", currencyCode: "RON" };
    const outcomes = await Promise.all([
      placeOrder(kit, orderBody(lines, { email: "ana@example.ro", expectedTotal })),
      placeOrder(kit, orderBody(lines, { email: "ion@example.ro", expectedTotal })),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual([201, 409]);
    expect(outcomes.find((outcome) => outcome.status === 409)!.json).toMatchObject({
      code: "price_changed",
      total: { amount: "378.00", currencyCode: "RON" },
    });
    expect(await orderCount()).toBe(1);
    expect(await database.db.select().from(promotionUses)).toHaveLength(1);

    // Cancelling the order gives the use back: the next order earns the promotion again.
    const [order] = await database.db.select().from(orders);
    const cancelled = { type: "order.cancelled", payload: { orderId: order!.id } } as unknown as DomainEvent;
    await releasePromotionsOfOrder.handle(database.db, cancelled, new Date());
    const again = await post(kit, PRICE_ORDER_PATH, { lines, country: "RO" });
    expect(again.json).toMatchObject({ total: expectedTotal });
  });

  it("adds a gift as a line at its whole price off, takes its stock and charges no VAT on it", async () => {
    const gift = variantNumber(sku["AHC-1"]!);
    const promotionId = await insertPromotion(database.db, {
      titleRo: "AHCC cadou peste 300 lei",
      titleEn: "AHCC free over 300 lei",
      kind: "gift",
      valueKind: null,
      percent: null,
      giftVariantId: gift,
      minSubtotalRonMinor: 30_000,
    });
    const kit = buildOrdersApp({ database });
    const lines = [{ variantId: sku["PAP-1"]!, quantity: 2 }];
    const quote = await post(kit, PRICE_ORDER_PATH, { lines, country: "RO" });
    const giftPrice = (quote.json.lines as { isGift: boolean; total: { amount: string } }[]).find((line) => line.isGift)!.total;
    expect(quote.json).toMatchObject({
      discountAllocations: [{ title: "AHCC free over 300 lei", kind: "gift", amount: giftPrice }],
      total: { amount: "378.00", currencyCode: "RON" },
    });

    const before = await stockOf(database.db, "AHC-1");
    const placed = await placeOrder(kit, orderBody(lines, { expectedTotal: { amount: "378.00", currencyCode: "RON" } }));
    expect(placed.status).toBe(201);
    const giftLine = (await database.db.select().from(orderLines)).find((line) => line.giftOfPromotionId === promotionId)!;
    expect(giftLine).toMatchObject({ quantity: 1, vatMinor: 0, vatRonMinor: 0 });
    expect(giftLine.discountMinor).toBe(giftLine.totalMinor);
    expect(await stockOf(database.db, "AHC-1")).toBe(before! - 1);

    // With none left, the gift is not promised.
    await setStock(database.db, "AHC-1", 0);
    const soldOut = await post(kit, PRICE_ORDER_PATH, { lines, country: "RO" });
    expect(soldOut.json).toMatchObject({ discountAllocations: [] });
    expect((soldOut.json.lines as unknown[]).length).toBe(1);
  });

  it("ships free from a promotion's threshold in the zones it names only, and says how much is missing below it", async () => {
    await insertPromotion(database.db, {
      titleRo: "Transport gratuit peste 150 lei",
      titleEn: "Free shipping over 150 lei",
      kind: "free_shipping",
      valueKind: null,
      percent: null,
      minSubtotalRonMinor: 15_000,
      zoneIds: ["ro"],
    });
    const kit = buildOrdersApp({ database });
    const oneBottle = [{ variantId: sku["PAP-1"]!, quantity: 1 }];
    const home = await post(kit, PRICE_ORDER_PATH, { lines: oneBottle, country: "RO" });
    expect(home.json).toMatchObject({
      shipping: { amount: "0.00", currencyCode: "RON" },
      discountAllocations: [{ kind: "free_shipping", title: "Free shipping over 150 lei" }],
      total: { amount: "189.00", currencyCode: "RON" },
    });
    const abroad = await post(kit, PRICE_ORDER_PATH, { lines: oneBottle, country: "DE" });
    expect(abroad.json).toMatchObject({ discountAllocations: [], promotionHints: [] });
    expect((abroad.json.shipping as { amount: string }).amount).not.toBe("0.00");

    await insertPromotion(database.db, {
      titleRo: "Transport gratuit în UE peste 250 lei",
      titleEn: "Free EU shipping over 250 lei",
      kind: "free_shipping",
      valueKind: null,
      percent: null,
      minSubtotalRonMinor: 25_000,
      zoneIds: ["eu"],
    });
    const below = await post(kit, PRICE_ORDER_PATH, { lines: oneBottle, country: "DE" });
    expect(below.json).toMatchObject({
      discountAllocations: [],
      promotionHints: [
        { kind: "free_shipping", title: "Free EU shipping over 250 lei", missing: { amount: "61.00", currencyCode: "RON" } },
      ],
    });
  });

  it("applies a promotion for listed customers only once the checkout knows the email", async () => {
    const promotionId = await insertPromotion(database.db, { audience: "customer_list", percent: 20 });
    await database.db.insert(promotionCustomers).values({ promotionId, email: "ana@example.ro" });
    const kit = buildOrdersApp({ database });
    const lines = [{ variantId: sku["PAP-1"]!, quantity: 1 }];
    const anonymous = await post(kit, PRICE_ORDER_PATH, { lines, country: "RO" });
    expect(anonymous.json).toMatchObject({ discountAllocations: [] });
    const ana = await post(kit, PRICE_ORDER_PATH, { lines, country: "RO", email: "Ana@Example.ro" });
    expect(ana.json).toMatchObject({ discountAllocations: [{ amount: { amount: "37.80", currencyCode: "RON" } }] });
    const ion = await post(kit, PRICE_ORDER_PATH, { lines, country: "RO", email: "ion@example.ro" });
    expect(ion.json).toMatchObject({ discountAllocations: [] });
  });
});

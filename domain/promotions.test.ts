import { describe, expect, it } from "vitest";
import { choosePromotions, type PromotionCart, type PromotionLine, type PromotionRule } from "./promotions.ts";

const rule = (values: Partial<PromotionRule> & Pick<PromotionRule, "id" | "kind">): PromotionRule => ({
  title: { ro: `Promoția ${values.id}`, en: `Promotion ${values.id}` },
  valueKind: null,
  percent: null,
  amountRonMinor: null,
  tierBasis: null,
  tiers: [],
  giftVariantId: null,
  minSubtotalRonMinor: null,
  zoneIds: null,
  productIds: [],
  variantIds: [],
  priority: 0,
  combinesWithCodes: false,
  combinesWithPromotions: false,
  ...values,
});

const line = (productId: number, quantity: number, unitRonMinor: number, isSubscription = false): PromotionLine => ({
  productId,
  variantId: productId * 10,
  quantity,
  totalRonMinor: quantity * unitRonMinor,
  isSubscription,
});

const cart = (lines: PromotionLine[], values: Partial<PromotionCart> = {}): PromotionCart => ({
  lines,
  zoneId: "ro",
  gifts: new Map(),
  code: null,
  ...values,
});

const tiers = rule({
  id: 1,
  kind: "tiers",
  tierBasis: "quantity",
  tiers: [
    { min: 3, percent: 15 },
    { min: 2, percent: 10 },
  ],
});

describe("choosePromotions", () => {
  it("takes the highest tier reached and hints at the next one", () => {
    const one = choosePromotions([tiers], cart([line(1, 1, 18_900)]));
    expect(one.adjustments).toEqual([]);
    expect(one.hints).toEqual([{ promotionId: 1, title: tiers.title, kind: "tier_quantity", missingUnits: 1, percent: 10 }]);
    const two = choosePromotions([tiers], cart([line(1, 1, 18_900), line(2, 1, 9_900)]));
    expect(two.adjustments).toMatchObject([{ promotionId: 1, rate: { kind: "percent", percent: 10 }, eligible: [true, true] }]);
    expect(two.hints).toMatchObject([{ kind: "tier_quantity", missingUnits: 1, percent: 15 }]);
    expect(choosePromotions([tiers], cart([line(1, 4, 18_900)])).hints).toEqual([]);
  });

  it("never counts a subscription line, whose price is its own", () => {
    const choice = choosePromotions([tiers], cart([line(1, 1, 18_900), line(2, 1, 17_000, true)]));
    expect(choice.adjustments).toEqual([]);
  });

  it("applies the best single promotion unless those that combine save more together", () => {
    const fixed = rule({ id: 2, kind: "amount_off", valueKind: "fixed", amountRonMinor: 5_000 });
    const percent = rule({ id: 3, kind: "amount_off", valueKind: "percent", percent: 10 });
    const lines = [line(1, 2, 18_900)];
    expect(choosePromotions([tiers, fixed, percent], cart(lines)).adjustments.map((adjustment) => adjustment.promotionId)).toEqual([2]);
    const combining = [
      { ...fixed, combinesWithPromotions: true },
      { ...percent, combinesWithPromotions: true, priority: 5 },
    ];
    // Percent first (its priority), then 50 lei off what it left: 378 → 340.20 → 290.20, 87.80 off against 50.
    expect(choosePromotions([tiers, ...combining], cart(lines)).adjustments.map((adjustment) => adjustment.promotionId)).toEqual([3, 2]);
  });

  it("stacks a code only after promotions that all allow codes, else keeps whichever saves more, a tie going to the code", () => {
    const lines = [line(1, 3, 18_900)];
    const code = { rate: { kind: "percent" as const, percent: 10 }, eligible: [true] };
    const outranked = choosePromotions([tiers], cart(lines, { code }));
    expect(outranked).toMatchObject({ codeApplies: false, codeOutranked: { promotionIds: [1] } });
    expect(outranked.adjustments).toHaveLength(1);
    const strongCode = { rate: { kind: "percent" as const, percent: 20 }, eligible: [true] };
    expect(choosePromotions([tiers], cart(lines, { code: strongCode }))).toMatchObject({ codeApplies: true, adjustments: [] });
    const tie = { rate: { kind: "percent" as const, percent: 15 }, eligible: [true] };
    expect(choosePromotions([tiers], cart(lines, { code: tie }))).toMatchObject({ codeApplies: true, adjustments: [] });
    const stacking = choosePromotions([{ ...tiers, combinesWithCodes: true }], cart(lines, { code }));
    expect(stacking).toMatchObject({ codeApplies: true, codeOutranked: null });
    expect(stacking.adjustments).toHaveLength(1);
  });

  it("limits a promotion to the products and variants it names", () => {
    const named = { ...tiers, productIds: [1], variantIds: [30] };
    const choice = choosePromotions([named], cart([line(1, 1, 18_900), line(2, 1, 9_900), line(3, 1, 9_900)]));
    expect(choice.adjustments).toMatchObject([{ eligible: [true, false, true] }]);
  });

  it("gives a gift in stock once the lines reach its minimum, and hints at what is missing before", () => {
    const gift = rule({ id: 4, kind: "gift", giftVariantId: 99, minSubtotalRonMinor: 30_000 });
    const gifts = new Map([[99, { priceRonMinor: 12_000, available: true }]]);
    expect(choosePromotions([gift], cart([line(1, 1, 18_900)], { gifts })).hints).toEqual([
      { promotionId: 4, title: gift.title, kind: "gift", missingRonMinor: 11_100 },
    ]);
    expect(choosePromotions([gift], cart([line(1, 2, 18_900)], { gifts })).gifts).toEqual([
      { promotionId: 4, title: gift.title, variantId: 99 },
    ]);
    const soldOut = new Map([[99, { priceRonMinor: 12_000, available: false }]]);
    expect(choosePromotions([gift], cart([line(1, 2, 18_900)], { gifts: soldOut })).gifts).toEqual([]);
  });

  it("ships free from the threshold after discounts, in the zones named, beside any product promotion", () => {
    const free = rule({ id: 5, kind: "free_shipping", minSubtotalRonMinor: 35_000, zoneIds: ["ro"] });
    const lines = [line(1, 2, 18_900)];
    // 378 lei − 10 % = 340.20: under 350 lei after the tier's discount.
    expect(choosePromotions([tiers, free], cart(lines))).toMatchObject({
      freeShipping: null,
      hints: [{ kind: "tier_quantity" }, { kind: "free_shipping", missingRonMinor: 980 }],
    });
    expect(choosePromotions([free], cart(lines)).freeShipping).toEqual({ promotionId: 5, title: free.title });
    expect(choosePromotions([free], cart(lines, { zoneId: "eu" })).freeShipping).toBeNull();
  });
});

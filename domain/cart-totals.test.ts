import { describe, expect, it } from "vitest";
import { cartTotals } from "./cart-totals.ts";
import { CurrencyMismatchError } from "./money.ts";
import { shopShippingTerms } from "./shipping.ts";

const ron = (amountMinor: number) => ({ amountMinor, currencyCode: "RON" });
// Papillex single bottle 189 lei × 2 and the monthly subscription 170 lei.
const lines = [
  { unitPrice: ron(18_900), quantity: 2 },
  { unitPrice: ron(17_000), quantity: 1 },
];

describe("cartTotals", () => {
  it("adds the lines in minor units", () => {
    const totals = cartTotals({ lines, currencyCode: "RON", discountPercent: 0 });
    expect(totals.subtotal).toEqual(ron(54_800));
    expect(totals.discount).toEqual(ron(0));
    expect(totals.discountedSubtotal).toEqual(ron(54_800));
    expect(totals.total).toEqual(ron(54_800));
    expect(totals.shipping).toBeUndefined();
  });

  it("is exact where floats are not", () => {
    const totals = cartTotals({ lines: [{ unitPrice: ron(10), quantity: 3 }], currencyCode: "RON", discountPercent: 0 });
    expect(totals.subtotal.amountMinor).toBe(30);
  });

  it("takes the code's percent off the subtotal: ELARA10 on 548 lei is 54.80 lei", () => {
    const totals = cartTotals({ lines, currencyCode: "RON", discountPercent: 10 });
    expect(totals.discountPercent).toBe(10);
    expect(totals.discount).toEqual(ron(5480));
    expect(totals.discountedSubtotal).toEqual(ron(49_320));
  });

  it("takes what the server said the promotions and the code take, and free shipping, over its own code maths", () => {
    // One bottle, 189 lei, under the free shipping threshold: a promotion takes 18.90, the code after it 8.51, and a
    // promotion waives the shipping the shop would charge.
    const totals = cartTotals({
      lines: [{ unitPrice: ron(18_900), quantity: 1 }],
      currencyCode: "RON",
      discountPercent: 5,
      shippingTerms: shopShippingTerms({ freeFromMinor: 100_000 }),
      promotions: { offMinor: 1890, codeMinor: 851, freeShipping: true },
    });
    expect(totals.promotionsOff).toEqual(ron(1890));
    expect(totals.discount).toEqual(ron(851));
    expect(totals.discountedSubtotal).toEqual(ron(18_900 - 1890 - 851));
    expect(totals.shipping?.cost).toEqual(ron(0));
    expect(totals.total).toEqual(ron(18_900 - 1890 - 851));
  });

  it("shows no code percent when the promotions set the code aside", () => {
    const totals = cartTotals({
      lines,
      currencyCode: "RON",
      discountPercent: 10,
      promotions: { offMinor: 8220, codeMinor: null, freeShipping: false },
    });
    expect(totals.discountPercent).toBe(0);
    expect(totals.discount).toEqual(ron(0));
    expect(totals.discountedSubtotal).toEqual(ron(54_800 - 8220));
  });

  it("rounds a half minor unit in the shopper's favour: 5 % of 49.95 is 2.50", () => {
    const totals = cartTotals({ lines: [{ unitPrice: ron(4995), quantity: 1 }], currencyCode: "RON", discountPercent: 5 });
    expect(totals.discount).toEqual(ron(250));
    expect(totals.discountedSubtotal).toEqual(ron(4745));
  });

  it("never goes below 0, whatever the code's digits say (POPUP150)", () => {
    const totals = cartTotals({ lines, currencyCode: "RON", discountPercent: 150 });
    expect(totals.discount).toEqual(ron(54_800));
    expect(totals.discountedSubtotal).toEqual(ron(0));
  });

  it("adds shipping below 200 lei after the discount, and none from 200 lei", () => {
    const oneBottle = [{ unitPrice: ron(18_900), quantity: 1 }];
    const below = cartTotals({ lines: oneBottle, currencyCode: "RON", discountPercent: 0, shippingTerms: shopShippingTerms() });
    expect(below.shipping?.cost).toEqual(ron(1999));
    expect(below.shipping?.progress).toEqual({ qualifies: false, remainingMinor: 1100, percent: 94 });
    expect(below.total).toEqual(ron(20_899));

    const twoBottles = [{ unitPrice: ron(18_900), quantity: 2 }];
    const free = cartTotals({ lines: twoBottles, currencyCode: "RON", discountPercent: 0, shippingTerms: shopShippingTerms() });
    expect(free.shipping?.cost).toEqual(ron(0));
    expect(free.shipping?.progress.qualifies).toBe(true);
    expect(free.total).toEqual(ron(37_800));

    // 378 lei with ELARA50's format would be 189 lei after the discount: below the threshold again.
    const halved = cartTotals({ lines: twoBottles, currencyCode: "RON", discountPercent: 50, shippingTerms: shopShippingTerms() });
    expect(halved.shipping?.cost).toEqual(ron(1999));
    expect(halved.total).toEqual(ron(18_900 + 1999));
  });

  it("has no lines, no shipping and nothing to pay when empty", () => {
    const totals = cartTotals({
      lines: [],
      currencyCode: "EUR",
      discountPercent: 10,
      shippingTerms: { currencyCode: "EUR", freeFromMinor: 4020, flatRateMinor: 402 },
    });
    expect(totals.subtotal).toEqual({ amountMinor: 0, currencyCode: "EUR" });
    expect(totals.total).toEqual({ amountMinor: 0, currencyCode: "EUR" });
  });

  it("never mixes currencies: a line or shipping terms in another currency is refused", () => {
    const mixed = [...lines, { unitPrice: { amountMinor: 3799, currencyCode: "EUR" }, quantity: 1 }];
    expect(() => cartTotals({ lines: mixed, currencyCode: "RON", discountPercent: 0 })).toThrow(CurrencyMismatchError);
    expect(() => cartTotals({ lines, currencyCode: "EUR", discountPercent: 0 })).toThrow(CurrencyMismatchError);
    const euroTerms = { currencyCode: "EUR", freeFromMinor: 4020, flatRateMinor: 402 };
    expect(() => cartTotals({ lines, currencyCode: "RON", discountPercent: 0, shippingTerms: euroTerms })).toThrow(CurrencyMismatchError);
  });
});

describe("cartTotals with a code the server described", () => {
  const lei = (amountMinor: number) => ({ amountMinor, currencyCode: "RON" });
  const lines = [
    { unitPrice: lei(24_900), quantity: 1, handle: "ahcc" },
    { unitPrice: lei(18_900), quantity: 1, handle: "papillex" },
  ];

  it("takes a percent off the chosen products only, as the order will", () => {
    const totals = cartTotals({ lines, currencyCode: "RON", discountPercent: 15, discountTerms: { productHandles: ["ahcc"] } });
    expect(totals.discount).toEqual(lei(3_735));
    expect(totals.discountedSubtotal).toEqual(lei(43_800 - 3_735));
  });

  it("takes a fixed amount, never more than the chosen products", () => {
    expect(cartTotals({ lines, currencyCode: "RON", discountPercent: 0, discountTerms: { fixedAmountMinor: 5_000 } }).discount).toEqual(
      lei(5_000),
    );
    const capped = cartTotals({
      lines,
      currencyCode: "RON",
      discountPercent: 0,
      discountTerms: { fixedAmountMinor: 50_000, productHandles: ["papillex"] },
    });
    expect(capped.discount).toEqual(lei(18_900));
  });
});

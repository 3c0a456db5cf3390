import { describe, expect, it } from "vitest";
import {
  DEFAULT_SHIPPING_FLAT_RATE_MINOR,
  displayShippingTerms,
  FREE_SHIPPING_THRESHOLD_MINOR,
  freeShippingProgress,
  shippingCost,
  leiText,
  shopShippingTerms,
} from "./shipping.ts";

const lei = shopShippingTerms();

describe("free shipping over 200 lei (spec §9)", () => {
  it("has the spec's threshold and a 19.99 lei default flat rate", () => {
    expect(FREE_SHIPPING_THRESHOLD_MINOR).toBe(20_000);
    expect(DEFAULT_SHIPPING_FLAT_RATE_MINOR).toBe(1999);
    expect(lei).toEqual({ currencyCode: "RON", freeFromMinor: 20_000, flatRateMinor: 1999 });
    expect(shopShippingTerms({ flatRateMinor: 2500 }).flatRateMinor).toBe(2500);
  });

  it.each([
    [1, 1999],
    [18_900, 1999],
    [19_999, 1999],
    [20_000, 0],
    [20_001, 0],
    [54_800, 0],
  ])("an order of %i bani pays %i bani", (order, cost) => {
    expect(shippingCost(order, lei)).toBe(cost);
  });

  it("charges nothing for an empty order", () => {
    expect(shippingCost(0, lei)).toBe(0);
  });

  it("is always free with a flat rate of 0", () => {
    expect(shippingCost(100, shopShippingTerms({ flatRateMinor: 0 }))).toBe(0);
  });
});

describe("the owner's terms", () => {
  it("moves the threshold and the flat rate together or apart", () => {
    const terms = shopShippingTerms({ freeFromMinor: 25_000, flatRateMinor: 1500 });
    expect(shippingCost(24_999, terms)).toBe(1500);
    expect(shippingCost(25_000, terms)).toBe(0);
    expect(shopShippingTerms({ freeFromMinor: 15_000 })).toEqual({ currencyCode: "RON", freeFromMinor: 15_000, flatRateMinor: 1999 });
  });

  it("writes lei as the store's sentences do", () => {
    expect(leiText(20_000, "ro")).toBe("200 lei");
    expect(leiText(19_950, "ro")).toBe("199,50 lei");
    expect(leiText(19_950, "en")).toBe("199.50 lei");
    expect(leiText(1_000_000, "en")).toBe("10,000 lei");
  });
});

describe("freeShippingProgress", () => {
  it("says what is missing and how far along the order is, rounded down", () => {
    // One single bottle of papillex: 189 lei, 11 lei short.
    expect(freeShippingProgress(18_900, lei)).toEqual({ qualifies: false, remainingMinor: 1100, percent: 94 });
    expect(freeShippingProgress(19_999, lei)).toEqual({ qualifies: false, remainingMinor: 1, percent: 99 });
    expect(freeShippingProgress(0, lei)).toEqual({ qualifies: false, remainingMinor: 20_000, percent: 0 });
    expect(freeShippingProgress(-5, lei)).toEqual({ qualifies: false, remainingMinor: 20_000, percent: 0 });
  });

  it("is full from the threshold up", () => {
    expect(freeShippingProgress(20_000, lei)).toEqual({ qualifies: true, remainingMinor: 0, percent: 100 });
    expect(freeShippingProgress(90_000, lei)).toEqual({ qualifies: true, remainingMinor: 0, percent: 100 });
  });
});

describe("displayShippingTerms", () => {
  it("converts the threshold and the flat rate into the display currency", async () => {
    // 1 RON = 0.2010 EUR, rounded half up to cents as catalogue prices are.
    const toEur = (amountMinor: number) => ({ amountMinor: Math.round(amountMinor * 0.201), currencyCode: "EUR" });
    await expect(displayShippingTerms(toEur, lei)).resolves.toEqual({ currencyCode: "EUR", freeFromMinor: 4020, flatRateMinor: 402 });
  });

  it("stays in lei when the conversion does", async () => {
    const asLei = async (amountMinor: number) => ({ amountMinor, currencyCode: "RON" });
    await expect(displayShippingTerms(asLei)).resolves.toEqual(lei);
  });

  it("refuses amounts converted into two currencies", async () => {
    let calls = 0;
    const flaky = (amountMinor: number) => ({ amountMinor, currencyCode: calls++ === 0 ? "EUR" : "RON" });
    await expect(displayShippingTerms(flaky)).rejects.toThrow(/two currencies/);
  });
});

import { describe, expect, it } from "vitest";
import { splitRefund, storeCreditPayment } from "./store-credit.ts";

describe("storeCreditPayment", () => {
  it("pays the whole order when the balance covers it, and leaves nothing due", () => {
    expect(storeCreditPayment(50_000, { totalMinor: 18_998, totalRonMinor: 18_998 })).toEqual({
      creditMinor: 18_998,
      creditRonMinor: 18_998,
      dueMinor: 0,
    });
  });

  it("pays part of it when the balance is smaller", () => {
    expect(storeCreditPayment(8_999, { totalMinor: 18_998, totalRonMinor: 18_998 })).toEqual({
      creditMinor: 8_999,
      creditRonMinor: 8_999,
      dueMinor: 9_999,
    });
  });

  it("takes the same share of an order charged in euros, rounded down in the order's currency", () => {
    // 100 lei of a 200.01 lei order charged 40.23 EUR: 20.11 EUR paid by credit (20.1149… rounded down).
    expect(storeCreditPayment(10_000, { totalMinor: 4_023, totalRonMinor: 20_001 })).toEqual({
      creditMinor: 2_011,
      creditRonMinor: 10_000,
      dueMinor: 2_012,
    });
    expect(storeCreditPayment(30_000, { totalMinor: 4_023, totalRonMinor: 20_001 }).dueMinor).toBe(0);
  });

  it("pays nothing from an empty balance", () => {
    expect(storeCreditPayment(0, { totalMinor: 5_000, totalRonMinor: 5_000 })).toEqual({
      creditMinor: 0,
      creditRonMinor: 0,
      dueMinor: 5_000,
    });
  });
});

describe("splitRefund", () => {
  const order = { totalMinor: 18_998, totalRonMinor: 18_998, storeCreditMinor: 8_999, storeCreditRonMinor: 8_999 };

  it("gives everything back to the card when no credit was spent", () => {
    expect(splitRefund({ refundMinor: 8_999, refundRonMinor: 8_999 }, { ...order, storeCreditMinor: 0, storeCreditRonMinor: 0 })).toEqual({
      providerMinor: 8_999,
      creditRonMinor: 0,
    });
  });

  it("splits in the proportion the order was paid, the credit taking the rounding", () => {
    const split = splitRefund({ refundMinor: 8_999, refundRonMinor: 8_999 }, order);
    // 8 999 × 9 999 / 18 998 = 4 736.39… → 4 736 to the card, 4 263 back as credit.
    expect(split).toEqual({ providerMinor: 4_736, creditRonMinor: 4_263 });
  });

  it("never asks the provider for more than it took, however the refunds are cut", () => {
    let provider = 0;
    let credit = 0;
    for (let unit = 0; unit < 7; unit += 1) {
      const part = splitRefund({ refundMinor: 2_714, refundRonMinor: 2_714 }, order);
      provider += part.providerMinor;
      credit += part.creditRonMinor;
    }
    expect(provider).toBeLessThanOrEqual(order.totalMinor - order.storeCreditMinor);
    expect(provider + credit).toBe(7 * 2_714);
  });

  it("gives an order paid wholly by credit back as credit", () => {
    expect(
      splitRefund(
        { refundMinor: 5_000, refundRonMinor: 5_000 },
        { totalMinor: 9_000, totalRonMinor: 9_000, storeCreditMinor: 9_000, storeCreditRonMinor: 9_000 },
      ),
    ).toEqual({ providerMinor: 0, creditRonMinor: 5_000 });
  });
});

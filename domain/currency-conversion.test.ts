import { describe, expect, it } from "vitest";
import { convertMoney, hasExchangeRate, MissingExchangeRateError, RATE_SCALE, unitsPerRonMicros } from "./currency-conversion.ts";
import { toDecimalString } from "./money.ts";

// 1 RON in each display currency.
const rates = new Map([
  ["EUR", 201_000],
  ["USD", 218_000],
  ["GBP", 172_000],
  ["CAD", 305_000],
  ["AUD", 335_000],
  ["JPY", 33_400_000],
]);

const ron = (amountMinor: number) => ({ amountMinor, currencyCode: "RON" });

describe("convertMoney", () => {
  it.each([
    ["EUR", 3817, "38.17"],
    ["USD", 4140, "41.40"],
    ["GBP", 3266, "32.66"],
    ["CAD", 5792, "57.92"],
    ["AUD", 6362, "63.62"],
    ["JPY", 6343, "6343"],
  ])("converts 189.90 RON to %s exactly", (currency, amountMinor, decimal) => {
    const converted = convertMoney(ron(18_990), currency, rates);
    expect(converted).toEqual({ amountMinor, currencyCode: currency });
    expect(toDecimalString(converted.amountMinor, converted.currencyCode)).toBe(decimal);
  });

  it("gives JPY whole yen: 1 RON is 33.4 yen, so 1.00 RON shows as 33", () => {
    expect(convertMoney(ron(100), "JPY", rates)).toEqual({ amountMinor: 33, currencyCode: "JPY" });
    expect(convertMoney(ron(150), "JPY", rates)).toEqual({ amountMinor: 50, currencyCode: "JPY" });
  });

  it("rounds halves away from zero, in both directions", () => {
    const half = new Map([["EUR", 20_000]]);
    // 0.25 RON × 0.02 = 0.005 EUR: exactly half a cent.
    expect(convertMoney(ron(25), "EUR", half).amountMinor).toBe(1);
    expect(convertMoney(ron(-25), "EUR", half).amountMinor).toBe(-1);
    expect(convertMoney(ron(24), "EUR", half).amountMinor).toBe(0);
    expect(Object.is(convertMoney(ron(-24), "EUR", half).amountMinor, 0)).toBe(true);
  });

  it("leaves money already in the target currency as it is", () => {
    expect(convertMoney(ron(18_990), "RON", rates)).toEqual(ron(18_990));
    expect(convertMoney({ amountMinor: 5, currencyCode: "EUR" }, "EUR", new Map())).toEqual({ amountMinor: 5, currencyCode: "EUR" });
  });

  it("converts into RON and across currencies in one rounding", () => {
    // 1000 yen ÷ 33.4 = 29.94011… RON.
    expect(convertMoney({ amountMinor: 1000, currencyCode: "JPY" }, "RON", rates)).toEqual(ron(2994));
    // 10.00 EUR = 49.7512… RON = 10.84577… USD.
    expect(convertMoney({ amountMinor: 1000, currencyCode: "EUR" }, "USD", rates)).toEqual({ amountMinor: 1085, currencyCode: "USD" });
  });

  it("is exact where floating point is not, and refuses amounts it cannot represent", () => {
    // 6.25 RON × 0.172 is exactly 1.075 GBP, a half; 625 × 0.172 in floating point is 107.49999999999999.
    expect(convertMoney(ron(625), "GBP", rates).amountMinor).toBe(108);
    expect(convertMoney(ron(9_007_199_254_741), "USD", rates).amountMinor).toBe(1_963_569_437_534);
    expect(() => convertMoney({ amountMinor: Number.MAX_SAFE_INTEGER, currencyCode: "JPY" }, "RON", rates)).toThrow(RangeError);
  });

  it("refuses a currency without a rate and a nonsensical rate", () => {
    expect(() => convertMoney(ron(100), "CHF", rates)).toThrow(MissingExchangeRateError);
    expect(() => convertMoney(ron(100), "EUR", new Map([["EUR", 0]]))).toThrow(RangeError);
    expect(() => convertMoney(ron(100), "EUR", new Map([["EUR", 0.2]]))).toThrow(RangeError);
    expect(() => convertMoney(ron(1.5), "EUR", rates)).toThrow(RangeError);
  });
});

describe("unitsPerRonMicros", () => {
  it("gives RON itself the unit rate and others their stored rate", () => {
    expect(unitsPerRonMicros(rates, "RON")).toBe(RATE_SCALE);
    expect(unitsPerRonMicros(rates, "JPY")).toBe(33_400_000);
    expect(unitsPerRonMicros(rates, "CHF")).toBeUndefined();
    expect(hasExchangeRate(new Map(), "RON")).toBe(true);
    expect(hasExchangeRate(new Map(), "EUR")).toBe(false);
  });
});

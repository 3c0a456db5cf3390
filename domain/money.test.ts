import { describe, expect, it } from "vitest";
import {
  CurrencyMismatchError,
  addMoney,
  isDecimalString,
  multiplyMoney,
  percentOf,
  savingsPercent,
  sumMoney,
  toDecimalString,
  toMinorUnits,
  type Money,
} from "./money.ts";

const ron = (amountMinor: number): Money => ({ amountMinor, currencyCode: "RON" });

describe("toMinorUnits", () => {
  it("reads the platform's decimal strings exactly", () => {
    expect(toMinorUnits("189", "RON")).toBe(18900);
    expect(toMinorUnits("189.9", "RON")).toBe(18990);
    expect(toMinorUnits("189.90", "RON")).toBe(18990);
    expect(toMinorUnits("59.99", "USD")).toBe(5999);
    expect(toMinorUnits("49.95", "USD")).toBe(4995);
    expect(toMinorUnits("44.95", "USD")).toBe(4495);
    expect(toMinorUnits("42.45", "USD")).toBe(4245);
    expect(toMinorUnits("0.07", "RON")).toBe(7);
    expect(toMinorUnits(".5", "RON")).toBe(50);
    expect(toMinorUnits("5.", "RON")).toBe(500);
    expect(toMinorUnits(" 200 ", "RON")).toBe(20000);
    expect(toMinorUnits("-1.50", "RON")).toBe(-150);
    expect(toMinorUnits("+1.50", "RON")).toBe(150);
  });

  it("reads numbers by their shortest decimal form, not their binary value", () => {
    expect(toMinorUnits(59.99, "USD")).toBe(5999);
    expect(toMinorUnits(189.9, "RON")).toBe(18990);
    expect(toMinorUnits(0.1 + 0.2, "RON")).toBe(30);
    // 1.005 is stored as 1.00499999…; Math.round(1.005 * 100) gives 100.
    expect(toMinorUnits(1.005, "RON")).toBe(101);
    expect(toMinorUnits(1e-7, "RON")).toBe(0);
    expect(toMinorUnits(0, "RON")).toBe(0);
  });

  it("uses no decimals for JPY", () => {
    expect(toMinorUnits("1200", "JPY")).toBe(1200);
    expect(toMinorUnits(1200, "JPY")).toBe(1200);
    expect(toMinorUnits("1200.5", "JPY")).toBe(1201);
    expect(toMinorUnits("1200.49", "JPY")).toBe(1200);
  });

  it("rounds half away from zero beyond the currency's digits", () => {
    expect(toMinorUnits("0.005", "RON")).toBe(1);
    expect(toMinorUnits("0.00499", "RON")).toBe(0);
    expect(toMinorUnits("189.994", "RON")).toBe(18999);
    expect(toMinorUnits("189.995", "RON")).toBe(19000);
    expect(toMinorUnits("-0.005", "RON")).toBe(-1);
    expect(toMinorUnits("-189.995", "RON")).toBe(-19000);
  });

  it("never returns negative zero", () => {
    expect(Object.is(toMinorUnits("-0.001", "RON"), 0)).toBe(true);
    expect(Object.is(toMinorUnits("-0", "RON"), 0)).toBe(true);
  });

  it("accepts exponents, which String(number) produces for extreme values", () => {
    expect(toMinorUnits("1.5e2", "RON")).toBe(15000);
    expect(toMinorUnits("1e-999999999999", "RON")).toBe(0);
    expect(() => toMinorUnits("1e999999999999", "JPY")).toThrow(RangeError);
  });

  it("throws a RangeError on anything that is not a finite decimal", () => {
    for (const bad of ["", " ", "abc", "1,5", "1.2.3", "12abc", "-", ".", "NaN", "Infinity", "0x10", "1e"]) {
      expect(() => toMinorUnits(bad, "RON"), bad).toThrow(RangeError);
    }
    expect(() => toMinorUnits(Number.NaN, "RON")).toThrow(RangeError);
    expect(() => toMinorUnits(Number.POSITIVE_INFINITY, "RON")).toThrow(RangeError);
    expect(() => toMinorUnits(Number.NEGATIVE_INFINITY, "RON")).toThrow(RangeError);
  });

  it("throws a RangeError beyond the safe integer range instead of losing precision", () => {
    expect(() => toMinorUnits("90071992547409.92", "RON")).toThrow(RangeError);
    expect(toMinorUnits("90071992547409.91", "RON")).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => toMinorUnits(1e300, "RON")).toThrow(RangeError);
  });
});

describe("isDecimalString", () => {
  it("tells decimal notation from anything else", () => {
    expect(isDecimalString("189.90")).toBe(true);
    expect(isDecimalString("-1.5")).toBe(true);
    expect(isDecimalString("1e3")).toBe(true);
    expect(isDecimalString("abc")).toBe(false);
    expect(isDecimalString("")).toBe(false);
    expect(isDecimalString(".")).toBe(false);
    expect(isDecimalString("Infinity")).toBe(false);
  });
});

describe("toDecimalString", () => {
  it("writes the currency's digits", () => {
    expect(toDecimalString(18990, "RON")).toBe("189.90");
    expect(toDecimalString(5999, "USD")).toBe("59.99");
    expect(toDecimalString(0, "RON")).toBe("0.00");
    expect(toDecimalString(7, "RON")).toBe("0.07");
    expect(toDecimalString(-150, "RON")).toBe("-1.50");
    expect(toDecimalString(-5, "RON")).toBe("-0.05");
    expect(toDecimalString(1200, "JPY")).toBe("1200");
    expect(toDecimalString(-1200, "JPY")).toBe("-1200");
    expect(toDecimalString(Number.MAX_SAFE_INTEGER, "RON")).toBe("90071992547409.91");
  });

  it("prints negative zero as zero", () => {
    expect(toDecimalString(-0, "RON")).toBe("0.00");
    expect(toDecimalString(-0, "JPY")).toBe("0");
  });

  it("round-trips with toMinorUnits", () => {
    for (const minor of [0, 1, 99, 100, 18990, -150, 123456789]) {
      expect(toMinorUnits(toDecimalString(minor, "RON"), "RON")).toBe(minor);
      expect(toMinorUnits(toDecimalString(minor, "JPY"), "JPY")).toBe(minor);
    }
  });

  it("throws on anything but a safe integer", () => {
    expect(() => toDecimalString(189.9, "RON")).toThrow(RangeError);
    expect(() => toDecimalString(Number.NaN, "RON")).toThrow(RangeError);
    expect(() => toDecimalString(Number.POSITIVE_INFINITY, "RON")).toThrow(RangeError);
    expect(() => toDecimalString(2 ** 53, "RON")).toThrow(RangeError);
  });
});

describe("addMoney and sumMoney", () => {
  it("adds amounts of one currency", () => {
    expect(addMoney(ron(18990), ron(1010))).toEqual(ron(20000));
    expect(addMoney(ron(500), ron(-150))).toEqual(ron(350));
  });

  it("totals a cart, and an empty cart is zero in its currency", () => {
    expect(sumMoney([ron(5999), ron(4995), ron(4495)], "RON")).toEqual(ron(15489));
    expect(sumMoney([], "RON")).toEqual(ron(0));
  });

  it("refuses to mix currencies", () => {
    const usd: Money = { amountMinor: 5999, currencyCode: "USD" };
    expect(() => addMoney(ron(100), usd)).toThrow(CurrencyMismatchError);
    expect(() => addMoney(ron(100), usd)).toThrow("Cannot combine amounts in RON and USD");
    expect(() => sumMoney([ron(100), usd], "RON")).toThrow(CurrencyMismatchError);
    expect(() => sumMoney([usd], "RON")).toThrow(CurrencyMismatchError);
  });

  it("refuses fractional minor units and overflow", () => {
    expect(() => addMoney(ron(1.5), ron(1))).toThrow(RangeError);
    expect(() => addMoney(ron(Number.MAX_SAFE_INTEGER), ron(1))).toThrow(RangeError);
  });
});

describe("multiplyMoney", () => {
  it("prices a line by its quantity (1-99)", () => {
    expect(multiplyMoney({ amountMinor: 5999, currencyCode: "USD" }, 3)).toEqual({
      amountMinor: 17997,
      currencyCode: "USD",
    });
    expect(multiplyMoney(ron(18990), 99)).toEqual(ron(1880010));
    expect(multiplyMoney(ron(18990), 1)).toEqual(ron(18990));
    expect(multiplyMoney(ron(18990), 0)).toEqual(ron(0));
  });

  it("refuses fractional, negative or unsafe quantities", () => {
    expect(() => multiplyMoney(ron(100), 1.5)).toThrow(RangeError);
    expect(() => multiplyMoney(ron(100), -1)).toThrow(RangeError);
    expect(() => multiplyMoney(ron(100), Number.NaN)).toThrow(RangeError);
    expect(() => multiplyMoney(ron(Number.MAX_SAFE_INTEGER), 2)).toThrow(RangeError);
  });
});

describe("percentOf", () => {
  it("takes the spec's discounts", () => {
    // ELARA10 on a 189.90 lei order, ELARA5 on the same, 15 % subscription savings on 59.99.
    expect(percentOf(18990, 10)).toBe(1899);
    expect(percentOf(18990, 5)).toBe(950);
    expect(percentOf(5999, 15)).toBe(900);
    expect(percentOf(4995, 10)).toBe(500);
    expect(percentOf(20000, 100)).toBe(20000);
    expect(percentOf(20000, 0)).toBe(0);
  });

  it("rounds half away from zero to the nearest minor unit", () => {
    expect(percentOf(5, 10)).toBe(1);
    expect(percentOf(4, 10)).toBe(0);
    expect(percentOf(1, 50)).toBe(1);
    expect(percentOf(100, 12.5)).toBe(13);
    expect(percentOf(-5, 10)).toBe(-1);
    expect(percentOf(-1, 50)).toBe(-1);
  });

  it("is exact where floating point is not", () => {
    // In binary floating point 90 * 0.35 is 31.499999999999996 and 1500 * 2.3 / 100 is 34.49999999999999.
    expect(percentOf(90, 35)).toBe(32);
    expect(percentOf(1500, 2.3)).toBe(35);
    expect(percentOf(1000, 0.05)).toBe(1);
  });

  it("refuses fractional amounts and non-finite percentages", () => {
    expect(() => percentOf(1.5, 10)).toThrow(RangeError);
    expect(() => percentOf(100, Number.NaN)).toThrow(RangeError);
    expect(() => percentOf(100, Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe("savingsPercent", () => {
  it("is the rounded gap against the compare-at price", () => {
    expect(savingsPercent(4495, 4995)).toBe(10);
    expect(savingsPercent(4245, 4995)).toBe(15);
    expect(savingsPercent(5999, 7999)).toBe(25);
    expect(savingsPercent(0, 4995)).toBe(100);
  });

  it("rounds a half up", () => {
    expect(savingsPercent(199, 200)).toBe(1);
    expect(savingsPercent(8550, 10000)).toBe(15);
    expect(savingsPercent(8551, 10000)).toBe(14);
  });

  it("is zero without a higher compare-at price", () => {
    expect(savingsPercent(4995, null)).toBe(0);
    expect(savingsPercent(4995, undefined)).toBe(0);
    expect(savingsPercent(4995, 4995)).toBe(0);
    expect(savingsPercent(4995, 3000)).toBe(0);
    expect(savingsPercent(0, 0)).toBe(0);
  });

  it("refuses fractional minor units", () => {
    expect(() => savingsPercent(44.95, 4995)).toThrow(RangeError);
    expect(() => savingsPercent(4495, 49.95)).toThrow(RangeError);
  });
});

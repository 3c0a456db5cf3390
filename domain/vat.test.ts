import { describe, expect, it } from "vitest";
import { DEFAULT_VAT_RATE_PERCENT, includedVat } from "./vat.ts";

describe("includedVat", () => {
  it("uses Romania's standard rate since August 2025 by default", () => {
    expect(DEFAULT_VAT_RATE_PERCENT).toBe(21);
  });

  it.each([
    // total, rate, VAT inside
    [12_100, 21, 2_100],
    [10_000, 21, 1_736], // 100.00 lei: net 82.64 (82.6446…), VAT 17.36
    [18_900, 21, 3_280], // papillex's single bottle, 189.00 lei: net 156.20 (156.198…)
    [34_020, 21, 5_904], // 378.00 − 10 %: net 281.16 (281.157…)
    [11_900, 19, 1_900], // the old 19 %
    [5_999, 19, 958], // 59.99: net 50.41 (50.411…)
    [1, 21, 0],
    [0, 21, 0],
    [12_345, 0, 0],
  ])("%i at %i %% holds %i", (total, rate, vat) => {
    expect(includedVat(total, rate)).toBe(vat);
  });

  it("keeps net + VAT equal to the total for every amount", () => {
    for (let total = 0; total < 5_000; total += 7) {
      const vat = includedVat(total, 21);
      expect(vat).toBeGreaterThanOrEqual(0);
      expect(Number.isInteger(vat)).toBe(true);
      expect(Math.abs(vat - (total * 21) / 121)).toBeLessThanOrEqual(0.5);
    }
  });

  it("refuses a rate that is not a whole percent and an amount that is not whole", () => {
    expect(() => includedVat(100, 9.5)).toThrow(RangeError);
    expect(() => includedVat(100, -1)).toThrow(RangeError);
    expect(() => includedVat(10.5, 21)).toThrow(RangeError);
  });
});

import { describe, expect, it } from "vitest";
import {
  destinationVat,
  EU_COUNTRIES,
  includedVat,
  isEuCountry,
  MissingVatRatesError,
  repriceVat,
  shippingVatRate,
  vatByRate,
  vatSchemeFor,
  type CountryVatRates,
} from "./vat.ts";

const RATES = new Map<string, CountryVatRates>([
  ["RO", { standardPercent: 21, reducedPercent: 11 }],
  ["DE", { standardPercent: 19, reducedPercent: 7 }],
  ["FI", { standardPercent: 25.5, reducedPercent: 13.5 }],
]);

describe("includedVat", () => {
  it.each([
    // total, rate, VAT inside
    [12_100, 21, 2_100],
    [10_000, 21, 1_736], // 100.00 lei: net 82.64 (82.6446…), VAT 17.36
    [18_900, 21, 3_280], // papillex's single bottle, 189.00 lei: net 156.20 (156.198…)
    [34_020, 21, 5_904], // 378.00 − 10 %: net 281.16 (281.157…)
    [18_900, 11, 1_873], // the same bottle at the reduced 11 %: net 170.27 (170.270…)
    [11_900, 19, 1_900], // the old 19 %, and Germany's
    [5_999, 19, 958], // 59.99: net 50.41 (50.411…)
    [19_603, 25.5, 3_983], // Finland's 25.5 %: net 156.20 (156.199…)
    [11_350, 13.5, 1_350], // Ireland's 13.5 %
    [1, 21, 0],
    [0, 21, 0],
    [12_345, 0, 0],
  ])("%i at %s %% holds %i", (total, rate, vat) => {
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

  it("refuses a rate with more than two decimals or out of range, and an amount that is not whole", () => {
    expect(() => includedVat(100, 9.125)).toThrow(RangeError);
    expect(() => includedVat(100, -1)).toThrow(RangeError);
    expect(() => includedVat(100, 101)).toThrow(RangeError);
    expect(() => includedVat(10.5, 21)).toThrow(RangeError);
  });
});

describe("repriceVat: the same net price with another rate", () => {
  it.each([
    [18_900, 21, 21, 18_900],
    [18_900, 21, 0, 15_620], // an export pays the net price
    [18_900, 21, 19, 18_588], // Germany under OSS: 156.20 × 1.19 = 185.876… → 185.88
    [18_900, 21, 25.5, 19_603], // Finland: 196.026… → 196.03
    [18_900, 11, 0, 17_027], // a reduced-rate product exported
    [18_900, 11, 7, 18_219], // …to Germany at its 7 %
    [0, 21, 0, 0],
  ])("%i with %s %% is %i with %s %%", (gross, from, to, expected) => {
    expect(repriceVat(gross, from, to)).toBe(expected);
  });
});

describe("the destination's scheme and rates", () => {
  it("knows the 27 member states", () => {
    expect(EU_COUNTRIES).toHaveLength(27);
    expect(isEuCountry("de")).toBe(true);
    expect(isEuCountry("GB")).toBe(false);
    expect(isEuCountry("CH")).toBe(false);
  });

  it.each([
    ["RO", false, "domestic"],
    ["RO", true, "domestic"],
    [undefined, false, "domestic"],
    ["DE", false, "eu_distance_ro"],
    ["DE", true, "oss"],
    ["US", false, "export"],
    ["US", true, "export"],
    ["GB", true, "export"],
  ] as const)("%s with OSS %s is %s", (country, ossActive, scheme) => {
    expect(vatSchemeFor(country, { ossActive })).toBe(scheme);
  });

  it("charges Romania's rate of the class at home and to the EU below the threshold", () => {
    for (const country of ["RO", "DE"]) {
      const vat = destinationVat(country, { ossActive: false, rates: RATES });
      expect([vat.rateOf("standard"), vat.rateOf("reduced")]).toEqual([21, 11]);
      expect(vat.ratesCountry).toBe("RO");
    }
  });

  it("charges the destination's rate above the threshold, and nothing on an export", () => {
    const germany = destinationVat("DE", { ossActive: true, rates: RATES });
    expect(germany).toMatchObject({ scheme: "oss", ratesCountry: "DE" });
    expect([germany.rateOf("standard"), germany.rateOf("reduced"), germany.homeRateOf("reduced")]).toEqual([19, 7, 11]);
    const us = destinationVat("US", { ossActive: true, rates: RATES });
    expect(us).toMatchObject({ scheme: "export", ratesCountry: null });
    expect([us.rateOf("standard"), us.homeRateOf("standard")]).toEqual([0, 21]);
  });

  it("says which rates are missing rather than guessing", () => {
    expect(() => destinationVat("FR", { ossActive: true, rates: RATES })).toThrow(MissingVatRatesError);
    expect(() => destinationVat("RO", { ossActive: false, rates: new Map() })).toThrow(MissingVatRatesError);
    // Below the threshold the destination's own row is not needed.
    expect(destinationVat("FR", { ossActive: false, rates: RATES }).rateOf("standard")).toBe(21);
  });

  it("gives shipping the highest rate of the goods, and sums VAT by rate", () => {
    expect(shippingVatRate([11, 21, 11])).toBe(21);
    expect(shippingVatRate([11])).toBe(11);
    expect(shippingVatRate([0])).toBe(0);
    expect(shippingVatRate([])).toBe(0);
    expect(
      vatByRate([
        { ratePercent: 11, vatMinor: 100 },
        { ratePercent: 21, vatMinor: 50 },
        { ratePercent: 11, vatMinor: 5 },
      ]),
    ).toEqual([
      { ratePercent: 21, vatMinor: 50 },
      { ratePercent: 11, vatMinor: 105 },
    ]);
  });
});

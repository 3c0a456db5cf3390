import { describe, expect, it } from "vitest";
import {
  defaultShippingZones,
  freeShippingBanner,
  romanianShippingTerms,
  serviceCharge,
  zoneFor,
  type ShippingZones,
} from "./shipping-zones.ts";

const DEFAULTS = defaultShippingZones({ flatRateMinor: 1_999, freeFromMinor: 20_000 });

describe("the default zones", () => {
  it("put Romania, the other 26 member states and every other country in three zones", () => {
    expect(DEFAULTS.zones.map((zone) => zone.id)).toEqual(["ro", "eu", "world"]);
    expect(zoneFor("RO", DEFAULTS)?.id).toBe("ro");
    expect(zoneFor(undefined, DEFAULTS)?.id).toBe("ro");
    expect(zoneFor("de", DEFAULTS)?.id).toBe("eu");
    expect(zoneFor("US", DEFAULTS)?.id).toBe("world");
    expect(zoneFor("JP", DEFAULTS)?.id).toBe("world");
    expect(DEFAULTS.zones[1]!.countries).toHaveLength(26);
  });

  it("take cash on delivery in Romania only, and ship free from 200 lei in Romania only", () => {
    expect(DEFAULTS.zones.map((zone) => [zone.id, zone.codAllowed, zone.freeFrom])).toEqual([
      ["ro", true, { amountMinor: 20_000, currencyCode: "RON" }],
      ["eu", false, null],
      ["world", false, null],
    ]);
  });

  it("keep the shipping terms' rate as the Romanian service's (SHIPPING_FLAT_RATE, decision 0038)", () => {
    const zones = defaultShippingZones({ flatRateMinor: 2_500, freeFromMinor: 30_000 });
    expect(romanianShippingTerms(zones)).toEqual({ currencyCode: "RON", flatRateMinor: 2_500, freeFromMinor: 30_000 });
  });
});

describe("zoneFor", () => {
  const zones: ShippingZones = {
    zones: [
      { ...DEFAULTS.zones[0]!, id: "first", countries: ["RO", "MD"] },
      { ...DEFAULTS.zones[0]!, id: "second", countries: ["MD", "US"] },
    ],
  };

  it("takes the first zone that lists the country", () => {
    expect(zoneFor("MD", zones)?.id).toBe("first");
    expect(zoneFor("US", zones)?.id).toBe("second");
  });

  it("finds no zone for a country nobody lists when no zone takes every other country", () => {
    expect(zoneFor("JP", zones)).toBeNull();
  });
});

describe("serviceCharge", () => {
  it("charges by weight band: a bottle (150 g), a 3-pack (450 g), more than the last band is not taken", () => {
    const rate = DEFAULTS.zones[1]!.services[0]!.rate;
    expect(serviceCharge(rate, { valueRonMinor: 0, weightGrams: 150 })).toBe(45_00);
    expect(serviceCharge(rate, { valueRonMinor: 0, weightGrams: 450 })).toBe(45_00);
    expect(serviceCharge(rate, { valueRonMinor: 0, weightGrams: 600 })).toBe(79_00);
    expect(serviceCharge(rate, { valueRonMinor: 0, weightGrams: 10_001 })).toBeNull();
  });

  it("charges by value band, whatever order the bands are listed in", () => {
    const rate = {
      kind: "value" as const,
      bands: [
        { fromMinor: 15_000, amountMinor: 500 },
        { fromMinor: 0, amountMinor: 1_999 },
      ],
    };
    expect(serviceCharge(rate, { valueRonMinor: 14_999, weightGrams: 0 })).toBe(1_999);
    expect(serviceCharge(rate, { valueRonMinor: 15_000, weightGrams: 0 })).toBe(500);
    expect(serviceCharge({ kind: "value", bands: [{ fromMinor: 100, amountMinor: 1 }] }, { valueRonMinor: 50, weightGrams: 0 })).toBeNull();
  });
});

describe("the free-shipping banner (spec §9: 200 lei, and $50 where the owner turns it on)", () => {
  it("says Romania's threshold in lei, in any currency, until the US zone has one in dollars", () => {
    expect(freeShippingBanner(DEFAULTS, { currency: "USD", language: "en" })).toBe("200 lei");
    expect(freeShippingBanner(DEFAULTS, { currency: "RON", language: "ro" })).toBe("200 lei");
  });

  it("says $50 to a shopper shown dollars once the owner gives the US zone that threshold", () => {
    const us = {
      ...DEFAULTS.zones[2]!,
      id: "us",
      countries: ["US"],
      everyOtherCountry: false,
      freeFrom: { amountMinor: 5_000, currencyCode: "USD" },
    };
    const zones = { zones: [DEFAULTS.zones[0]!, us, ...DEFAULTS.zones.slice(1)] };
    expect(freeShippingBanner(zones, { currency: "USD", language: "en" })).toBe("$50");
    expect(freeShippingBanner(zones, { currency: "EUR", language: "en" })).toBe("200 lei");
  });
});

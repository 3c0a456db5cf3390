import { describe, expect, it } from "vitest";
import { convertMoney } from "./currency-conversion.ts";
import { OrderPricingError, priceOrder, type PricingLine, type PricingShipping } from "./pricing.ts";
import type { ShippingService } from "./shipping-zones.ts";

const FAN_COURIER: ShippingService = {
  id: "fan-courier",
  name: { ro: "Fan Courier", en: "Fan Courier" },
  deliveryTime: { ro: "3–5 zile", en: "3–5 days" },
  rate: { kind: "value", bands: [{ fromMinor: 0, amountMinor: 1_999 }] },
};

/** Shipping in lei as Romania's default zone has it: 19.99 lei, free from 200 lei. */
const RON_SHIPPING: PricingShipping = { service: FAN_COURIER, weightGrams: 150, freeFromMinor: 20_000, toCharged: (lei) => lei };
const inRon = (service: ShippingService, weightGrams = 150, freeFromMinor: number | null = 20_000): PricingShipping => ({
  service,
  weightGrams,
  freeFromMinor,
  toCharged: (lei) => lei,
});
const RATES = new Map([
  ["EUR", 201_000],
  ["USD", 218_000],
  ["JPY", 33_400_000],
]);

const ron = (unitPriceMinor: number, quantity = 1, isSubscription = false, vatRatePercent = 21): PricingLine => ({
  unitPriceMinor,
  unitPriceRonMinor: unitPriceMinor,
  quantity,
  isSubscription,
  vatRatePercent,
});

const percentOff = (percent: number) => (percent > 0 ? { kind: "percent" as const, percent } : null);

const priceInLei = (lines: PricingLine[], discountPercent = 0, shippingCountry: string | undefined = "RO") =>
  priceOrder({ lines, discount: percentOff(discountPercent), shippingCountry, shipping: RON_SHIPPING });

describe("priceOrder in lei", () => {
  it("charges the flat rate under 200 lei and includes VAT in the total", () => {
    const priced = priceInLei([ron(18_900)]);
    expect(priced.charged).toEqual({ subtotalMinor: 18_900, discountMinor: 0, shippingMinor: 1_999, taxMinor: 3_627, totalMinor: 20_899 });
    expect(priced.freeShipping).toBeNull();
    expect(priced.ron).toEqual(priced.charged);
  });

  it("ships free from exactly 200 lei, and not at 199.99", () => {
    expect(priceInLei([ron(20_000)]).charged.shippingMinor).toBe(0);
    expect(priceInLei([ron(20_000)]).freeShipping).toBe("threshold");
    expect(priceInLei([ron(19_999)]).charged.shippingMinor).toBe(1_999);
  });

  it("decides free shipping on the subtotal after the discount", () => {
    // 2 × 109.00 = 218.00 lei; 10 % off leaves 196.20, under 200: shipping is charged.
    const priced = priceInLei([ron(10_900, 2)], 10);
    expect(priced.charged).toMatchObject({ subtotalMinor: 21_800, discountMinor: 2_180, shippingMinor: 1_999, totalMinor: 21_619 });
    // 5 % off leaves 207.10: free.
    expect(priceInLei([ron(10_900, 2)], 5).charged).toMatchObject({ discountMinor: 1_090, shippingMinor: 0, totalMinor: 20_710 });
  });

  it("rounds the spec's 10 % of 49.95 to 5.00 (halves up), as the cart does", () => {
    const priced = priceInLei([ron(4_995)], 10);
    expect(priced.charged).toMatchObject({ subtotalMinor: 4_995, discountMinor: 500, shippingMinor: 1_999, totalMinor: 6_494 });
  });

  it("prices the spec's sample purchase options: 49.95, monthly 44.95, quarterly 42.45", () => {
    const priced = priceInLei([ron(4_995, 2), ron(4_495, 1, true), ron(4_245, 1)]);
    expect(priced.lineTotals.map((line) => line.totalMinor)).toEqual([9_990, 4_495, 4_245]);
    expect(priced.charged).toMatchObject({ subtotalMinor: 18_730, shippingMinor: 1_999, totalMinor: 20_729, taxMinor: 3_598 });
  });

  it("ships a subscription free to the US and Canada whatever its value, and not elsewhere", () => {
    expect(priceInLei([ron(15_200, 1, true)], 0, "US").freeShipping).toBe("subscription_country");
    expect(priceInLei([ron(15_200, 1, true)], 0, "ca").charged.shippingMinor).toBe(0);
    expect(priceInLei([ron(15_200, 1, true)], 0, "RO").charged.shippingMinor).toBe(1_999);
    expect(priceInLei([ron(15_200, 1, false)], 0, "US").charged.shippingMinor).toBe(1_999);
    expect(priceInLei([ron(15_200, 1, true)], 0, undefined).charged.shippingMinor).toBe(1_999);
  });

  it("prices nothing for no lines", () => {
    expect(priceInLei([]).charged).toEqual({ subtotalMinor: 0, discountMinor: 0, shippingMinor: 0, taxMinor: 0, totalMinor: 0 });
  });

  it("refuses quantities outside 1–99 and a second subscription", () => {
    for (const quantity of [0, 100, -1, 1.5, Number.NaN]) expect(() => priceInLei([ron(100, quantity)])).toThrow(OrderPricingError);
    expect(() => priceInLei([ron(100, 1, true), ron(200, 1, true)])).toThrow("one subscription");
    expect(priceInLei([ron(100, 99)]).charged.subtotalMinor).toBe(9_900);
  });
});

describe("priceOrder with a code limited to some products or a fixed amount", () => {
  const only = (line: PricingLine, discountEligible: boolean): PricingLine => ({ ...line, discountEligible });

  it("takes a percent only from the lines the code applies to, and records each line's share", () => {
    const priced = priceInLei([only(ron(18_900), true), only(ron(4_995, 2), false)], 15);
    // 15 % of 189.00 = 28.35 lei, none of the other product's 99.90.
    expect(priced.charged).toMatchObject({ subtotalMinor: 28_890, discountMinor: 2_835 });
    expect(priced.lineTotals.map((line) => line.discountMinor)).toEqual([2_835, 0]);
    expect(priced.lineTotals.map((line) => line.discountRonMinor)).toEqual([2_835, 0]);
  });

  it("splits a discount over eligible lines in proportion, the shares adding up exactly", () => {
    const priced = priceInLei([ron(1_000), ron(1_000), ron(1_000)], 10);
    expect(priced.lineTotals.map((line) => line.discountMinor)).toEqual([100, 100, 100]);
    const odd = priceOrder({
      lines: [ron(333), ron(333), ron(334)],
      discount: { kind: "fixed", amountMinor: 100, amountRonMinor: 100 },
      shippingCountry: "RO",
      shipping: RON_SHIPPING,
    });
    expect(odd.lineTotals.reduce((sum, line) => sum + line.discountMinor, 0)).toBe(100);
    expect(odd.charged.discountMinor).toBe(100);
  });

  it("takes a fixed amount in each currency, never more than the eligible lines", () => {
    const priced = priceOrder({
      lines: [
        { unitPriceMinor: 1_000, unitPriceRonMinor: 5_000, quantity: 1, isSubscription: false, discountEligible: true, vatRatePercent: 21 },
        {
          unitPriceMinor: 2_000,
          unitPriceRonMinor: 10_000,
          quantity: 1,
          isSubscription: false,
          discountEligible: false,
          vatRatePercent: 21,
        },
      ],
      // 50 lei off, 10.05 € at the order's rate: only 10.00 € (50.00 lei) is eligible.
      discount: { kind: "fixed", amountMinor: 1_005, amountRonMinor: 5_025 },
      shippingCountry: "DE",
      shipping: { service: FAN_COURIER, weightGrams: 300, freeFromMinor: null, toCharged: (lei) => Math.round(lei * 0.201) },
    });
    expect(priced.charged).toMatchObject({ subtotalMinor: 3_000, discountMinor: 1_000 });
    expect(priced.ron).toMatchObject({ subtotalMinor: 15_000, discountMinor: 5_000 });
    expect(priced.lineTotals.map((line) => [line.discountMinor, line.discountRonMinor])).toEqual([
      [1_000, 5_000],
      [0, 0],
    ]);
  });

  it("gives nothing when no line is eligible", () => {
    const priced = priceInLei([only(ron(18_900), false)], 50);
    expect(priced.charged.discountMinor).toBe(0);
  });
});

describe("priceOrder in a display currency", () => {
  const toEur = (amountMinor: number) => convertMoney({ amountMinor, currencyCode: "RON" }, "EUR", RATES).amountMinor;

  it("charges the catalogue's converted unit prices and converts the flat rate alike", () => {
    // papillex 189.00 lei = 37.99 €; two of them 75.98 €; 200 lei is 40.20 €.
    const unit = toEur(18_900);
    expect(unit).toBe(3_799);
    const priced = priceOrder({
      lines: [{ unitPriceMinor: unit, unitPriceRonMinor: 18_900, quantity: 2, isSubscription: false, vatRatePercent: 21 }],
      discount: percentOff(10),
      shippingCountry: "DE",
      shipping: { ...RON_SHIPPING, freeFromMinor: toEur(20_000), toCharged: toEur },
    });
    expect(priced.charged).toEqual({ subtotalMinor: 7_598, discountMinor: 760, shippingMinor: 0, taxMinor: 1_187, totalMinor: 6_838 });
    expect(priced.ron).toEqual({ subtotalMinor: 37_800, discountMinor: 3_780, shippingMinor: 0, taxMinor: 5_904, totalMinor: 34_020 });
  });

  it("takes the shipping decision in the charged currency for both books", () => {
    // 40.20 € is the threshold in euro; 200.00 lei would be free in lei but 40.19 € is not.
    const priced = priceOrder({
      lines: [{ unitPriceMinor: 4_019, unitPriceRonMinor: 20_000, quantity: 1, isSubscription: false, vatRatePercent: 21 }],
      discount: null,
      shippingCountry: "FR",
      shipping: { ...RON_SHIPPING, freeFromMinor: 4_020, toCharged: toEur },
    });
    expect(priced.charged.shippingMinor).toBe(402);
    expect(priced.ron.shippingMinor).toBe(1_999);
  });

  it("works in yen, which has no minor unit", () => {
    const toJpy = (amountMinor: number) => convertMoney({ amountMinor, currencyCode: "RON" }, "JPY", RATES).amountMinor;
    const priced = priceOrder({
      lines: [{ unitPriceMinor: toJpy(18_900), unitPriceRonMinor: 18_900, quantity: 1, isSubscription: false, vatRatePercent: 21 }],
      discount: null,
      shippingCountry: "RO",
      shipping: { ...RON_SHIPPING, freeFromMinor: toJpy(20_000), toCharged: toJpy },
    });
    // 6 313 ¥ holds 1 096 ¥, the 668 ¥ of shipping 116 ¥.
    expect(priced.charged).toEqual({ subtotalMinor: 6_313, discountMinor: 0, shippingMinor: 668, taxMinor: 1_212, totalMinor: 6_981 });
  });
});

describe("VAT by line, by destination (decision 0055)", () => {
  // The owner's prices include Romanian VAT; the server re-states them for the destination before pricing.
  it("a Romanian order at 21 %: the VAT of the goods and of the shipping", () => {
    const priced = priceInLei([ron(18_900)]);
    expect(priced.lineTotals[0]).toMatchObject({ vatMinor: 3_280, vatRonMinor: 3_280 });
    expect(priced.shippingVatRatePercent).toBe(21);
    // 19.99 lei of shipping holds 3.47 lei.
    expect(priced.vatByRate).toEqual([{ ratePercent: 21, vatMinor: 3_627, vatRonMinor: 3_627 }]);
  });

  it("a reduced-rate product at 11 %, shipping at the goods' rate", () => {
    const priced = priceInLei([ron(18_900, 1, false, 11)]);
    // 189.00 lei at 11 %: net 170.27, VAT 18.73; 19.99 lei of shipping at 11 %: net 18.01, VAT 1.98.
    expect(priced.lineTotals[0]!.vatMinor).toBe(1_873);
    expect(priced.shippingVatRatePercent).toBe(11);
    expect(priced.charged).toEqual({ subtotalMinor: 18_900, discountMinor: 0, shippingMinor: 1_999, taxMinor: 2_071, totalMinor: 20_899 });
  });

  it("a mixed cart: each line at its rate, shipping at the higher, VAT by rate adding up to the tax", () => {
    const priced = priceInLei([ron(10_000, 1, false, 11), ron(5_000, 1, false, 21)]);
    // 100.00 at 11 %: 9.91; 50.00 at 21 %: 8.68; 19.99 of shipping at 21 %: 3.47.
    expect(priced.lineTotals.map((line) => line.vatMinor)).toEqual([991, 868]);
    expect(priced.vatByRate).toEqual([
      { ratePercent: 21, vatMinor: 868 + 347, vatRonMinor: 868 + 347 },
      { ratePercent: 11, vatMinor: 991, vatRonMinor: 991 },
    ]);
    expect(priced.charged.taxMinor).toBe(991 + 868 + 347);
    expect(priced.charged.totalMinor).toBe(15_000 + 1_999);
  });

  it("a discount lowers each line's VAT in proportion to its share", () => {
    // 10 % off: 10.00 from the 11 % line, 5.00 from the 21 % line.
    const priced = priceInLei([ron(10_000, 1, false, 11), ron(5_000, 1, false, 21)], 10);
    expect(priced.lineTotals.map((line) => [line.discountMinor, line.vatMinor])).toEqual([
      [1_000, 892], // 90.00 at 11 %: net 81.08
      [500, 781], // 45.00 at 21 %: net 37.19
    ]);
    const { charged } = priced;
    expect(charged.totalMinor).toBe(charged.subtotalMinor - charged.discountMinor + charged.shippingMinor);
    expect(charged.taxMinor).toBe(892 + 781 + 347);
  });

  it("an export carries no VAT on goods or shipping", () => {
    // 156.20 lei: papillex's 189.00 without its 21 %, the net price an export pays.
    const priced = priceOrder({
      lines: [ron(15_620, 2, false, 0)],
      discount: null,
      shippingCountry: "US",
      shipping: inRon({ ...FAN_COURIER, rate: { kind: "weight", bands: [{ upToGrams: 500, amountMinor: 6_900 }] } }, 300, null),
    });
    expect(priced.charged).toEqual({ subtotalMinor: 31_240, discountMinor: 0, shippingMinor: 6_900, taxMinor: 0, totalMinor: 38_140 });
    expect(priced.shippingVatRatePercent).toBe(0);
    expect(priced.vatByRate).toEqual([{ ratePercent: 0, vatMinor: 0, vatRonMinor: 0 }]);
  });

  it("a destination's rate with two decimals (Finland's 25.5 % under OSS)", () => {
    // 189.00 lei at 21 % is 156.20 net; at 25.5 % that is 196.03 lei, which holds 39.83 lei.
    const priced = priceOrder({
      lines: [ron(19_603, 1, false, 25.5)],
      discount: null,
      shippingCountry: "FI",
      shipping: inRon(FAN_COURIER, 150, null),
    });
    expect(priced.lineTotals[0]!.vatMinor).toBe(3_983);
    expect(priced.shippingVatRatePercent).toBe(25.5);
  });
});

describe("shipping by service (decision 0056)", () => {
  const byValue: ShippingService = {
    ...FAN_COURIER,
    rate: {
      kind: "value",
      bands: [
        { fromMinor: 0, amountMinor: 1_999 },
        { fromMinor: 10_000, amountMinor: 999 },
      ],
    },
  };
  const byWeight: ShippingService = {
    ...FAN_COURIER,
    id: "posta",
    rate: {
      kind: "weight",
      bands: [
        { upToGrams: 500, amountMinor: 4_500 },
        { upToGrams: 2_000, amountMinor: 7_900 },
      ],
    },
  };

  it("charges the value band the order reaches after its discount", () => {
    expect(priceOrder({ lines: [ron(9_999)], discount: null, shippingCountry: "RO", shipping: inRon(byValue) }).charged.shippingMinor).toBe(
      1_999,
    );
    expect(
      priceOrder({ lines: [ron(10_000)], discount: null, shippingCountry: "RO", shipping: inRon(byValue) }).charged.shippingMinor,
    ).toBe(999);
    expect(
      priceOrder({ lines: [ron(10_500)], discount: percentOff(10), shippingCountry: "RO", shipping: inRon(byValue) }).charged.shippingMinor,
    ).toBe(1_999);
  });

  it("charges the weight band that holds the parcel, and refuses a heavier one", () => {
    const price = (weightGrams: number) =>
      priceOrder({ lines: [ron(18_900)], discount: null, shippingCountry: "DE", shipping: inRon(byWeight, weightGrams, null) });
    expect(price(150).charged.shippingMinor).toBe(4_500);
    expect(price(500).charged.shippingMinor).toBe(4_500);
    expect(price(501).charged.shippingMinor).toBe(7_900);
    expect(() => price(2_001)).toThrow(OrderPricingError);
  });

  it("ships free from the zone's threshold whatever the service, and never without one", () => {
    expect(priceOrder({ lines: [ron(20_000)], discount: null, shippingCountry: "DE", shipping: inRon(byWeight, 450) }).freeShipping).toBe(
      "threshold",
    );
    expect(
      priceOrder({ lines: [ron(90_000)], discount: null, shippingCountry: "DE", shipping: inRon(byWeight, 450, null) }).charged
        .shippingMinor,
    ).toBe(4_500);
  });
});

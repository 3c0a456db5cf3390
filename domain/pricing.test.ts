import { describe, expect, it } from "vitest";
import { convertMoney } from "./currency-conversion.ts";
import { OrderPricingError, priceOrder, type PricingLine } from "./pricing.ts";
import { displayShippingTerms, shopShippingTerms } from "./shipping.ts";

const RON_TERMS = shopShippingTerms({ flatRateMinor: 1_999 });
const RATES = new Map([
  ["EUR", 201_000],
  ["USD", 218_000],
  ["JPY", 33_400_000],
]);

const ron = (unitPriceMinor: number, quantity = 1, isSubscription = false): PricingLine => ({
  unitPriceMinor,
  unitPriceRonMinor: unitPriceMinor,
  quantity,
  isSubscription,
});

const percentOff = (percent: number) => (percent > 0 ? { kind: "percent" as const, percent } : null);

const priceInLei = (lines: PricingLine[], discountPercent = 0, shippingCountry: string | undefined = "RO") =>
  priceOrder({ lines, discount: percentOff(discountPercent), shippingCountry, vatRatePercent: 21, terms: RON_TERMS, ronTerms: RON_TERMS });

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

  it("applies VAT to the total with shipping, at the configured rate", () => {
    const at19 = priceOrder({
      lines: [ron(10_000)],
      discount: null,
      shippingCountry: "RO",
      vatRatePercent: 19,
      terms: RON_TERMS,
      ronTerms: RON_TERMS,
    });
    // 119.99 lei with shipping: net 100.83 (100.831…), VAT 19.16.
    expect(at19.charged).toMatchObject({ totalMinor: 11_999, taxMinor: 1_916 });
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
      vatRatePercent: 21,
      terms: RON_TERMS,
      ronTerms: RON_TERMS,
    });
    expect(odd.lineTotals.reduce((sum, line) => sum + line.discountMinor, 0)).toBe(100);
    expect(odd.charged.discountMinor).toBe(100);
  });

  it("takes a fixed amount in each currency, never more than the eligible lines", () => {
    const terms = { currencyCode: "EUR", freeFromMinor: 4_020, flatRateMinor: 402 };
    const priced = priceOrder({
      lines: [
        { unitPriceMinor: 1_000, unitPriceRonMinor: 5_000, quantity: 1, isSubscription: false, discountEligible: true },
        { unitPriceMinor: 2_000, unitPriceRonMinor: 10_000, quantity: 1, isSubscription: false, discountEligible: false },
      ],
      // 50 lei off, 10.05 € at the order's rate: only 10.00 € (50.00 lei) is eligible.
      discount: { kind: "fixed", amountMinor: 1_005, amountRonMinor: 5_025 },
      shippingCountry: "DE",
      vatRatePercent: 21,
      terms,
      ronTerms: RON_TERMS,
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
  it("charges the catalogue's converted unit prices and converts the threshold and the flat rate alike", async () => {
    const toEur = (amountMinor: number) => convertMoney({ amountMinor, currencyCode: "RON" }, "EUR", RATES);
    const terms = await displayShippingTerms(toEur, RON_TERMS);
    expect(terms).toEqual({ currencyCode: "EUR", freeFromMinor: 4_020, flatRateMinor: 402 });
    // papillex 189.00 lei = 37.99 €; two of them 75.98 €.
    const unit = toEur(18_900).amountMinor;
    expect(unit).toBe(3_799);
    const priced = priceOrder({
      lines: [{ unitPriceMinor: unit, unitPriceRonMinor: 18_900, quantity: 2, isSubscription: false }],
      discount: percentOff(10),
      shippingCountry: "DE",
      vatRatePercent: 21,
      terms,
      ronTerms: RON_TERMS,
    });
    expect(priced.charged).toEqual({ subtotalMinor: 7_598, discountMinor: 760, shippingMinor: 0, taxMinor: 1_187, totalMinor: 6_838 });
    expect(priced.ron).toEqual({ subtotalMinor: 37_800, discountMinor: 3_780, shippingMinor: 0, taxMinor: 5_904, totalMinor: 34_020 });
  });

  it("takes the shipping decision in the charged currency for both books", () => {
    // 40.20 € is the threshold in euro; 200.00 lei would be free in lei but 40.19 € is not.
    const terms = { currencyCode: "EUR", freeFromMinor: 4_020, flatRateMinor: 402 };
    const priced = priceOrder({
      lines: [{ unitPriceMinor: 4_019, unitPriceRonMinor: 20_000, quantity: 1, isSubscription: false }],
      discount: null,
      shippingCountry: "FR",
      vatRatePercent: 21,
      terms,
      ronTerms: RON_TERMS,
    });
    expect(priced.charged.shippingMinor).toBe(402);
    expect(priced.ron.shippingMinor).toBe(1_999);
  });

  it("works in yen, which has no minor unit", async () => {
    const toJpy = (amountMinor: number) => convertMoney({ amountMinor, currencyCode: "RON" }, "JPY", RATES);
    const terms = await displayShippingTerms(toJpy, RON_TERMS);
    expect(terms).toEqual({ currencyCode: "JPY", freeFromMinor: 6_680, flatRateMinor: 668 });
    const priced = priceOrder({
      lines: [{ unitPriceMinor: toJpy(18_900).amountMinor, unitPriceRonMinor: 18_900, quantity: 1, isSubscription: false }],
      discount: null,
      shippingCountry: "JP",
      vatRatePercent: 21,
      terms,
      ronTerms: RON_TERMS,
    });
    expect(priced.charged).toEqual({ subtotalMinor: 6_313, discountMinor: 0, shippingMinor: 668, taxMinor: 1_212, totalMinor: 6_981 });
  });
});

import { describe, expect, it, vi } from "vitest";
import { createPresentment, presentmentCurrency } from "./presentment.ts";

describe("presentmentCurrency", () => {
  it("follows the spec's region table and gives every other country RON", () => {
    expect(presentmentCurrency("US")).toBe("USD");
    expect(presentmentCurrency("DE")).toBe("EUR");
    expect(presentmentCurrency("JP")).toBe("JPY");
    expect(presentmentCurrency("CH")).toBe("RON");
    expect(presentmentCurrency(undefined)).toBe("RON");
  });
});

describe("createPresentment", () => {
  it("does not wait on the rates for RON", async () => {
    const loadRates = vi.fn(() => Promise.resolve(new Map<string, number>()));
    const presentment = await createPresentment("RON", loadRates);
    expect(presentment.money(18_900, "RON")).toEqual({ amountMinor: 18_900, currencyCode: "RON" });
    expect(loadRates).not.toHaveBeenCalled();
  });

  it("converts into the currency, or keeps RON when its rate is missing", async () => {
    const rates = new Map([["EUR", 201_000]]);
    const eur = await createPresentment("EUR", () => Promise.resolve(rates));
    expect(eur.currencyCode).toBe("EUR");
    expect(eur.money(18_900, "RON")).toEqual({ amountMinor: 3799, currencyCode: "EUR" });
    const gbp = await createPresentment("GBP", () => Promise.resolve(rates));
    expect(gbp.currencyCode).toBe("RON");
    expect(gbp.money(18_900, "RON")).toEqual({ amountMinor: 18_900, currencyCode: "RON" });
  });
});

import { describe, expect, it, vi } from "vitest";
import { resolveInitialCurrency } from "./initial-currency.ts";

const failing = () => Promise.reject(new Error("Shopify API error: 503 - down"));

describe("resolveInitialCurrency", () => {
  it("uses the stored preference first, without asking the shop", async () => {
    const fetchShopCurrency = vi.fn(() => Promise.resolve("RON" as const));
    expect(await resolveInitialCurrency({ stored: "EUR", fetchShopCurrency, languages: ["en-US"] })).toEqual({
      currency: "EUR",
      source: "stored",
    });
    expect(fetchShopCurrency).not.toHaveBeenCalled();
  });

  it("otherwise takes the shop's currency", async () => {
    expect(
      await resolveInitialCurrency({ stored: undefined, fetchShopCurrency: () => Promise.resolve("RON"), languages: ["en-US"] }),
    ).toEqual({
      currency: "RON",
      source: "shop",
    });
  });

  it("otherwise detects it from the first browser language with a known region", async () => {
    expect(await resolveInitialCurrency({ stored: undefined, fetchShopCurrency: failing, languages: ["de", "fr-FR", "en-US"] })).toEqual({
      currency: "EUR",
      source: "browser",
    });
    expect(await resolveInitialCurrency({ stored: undefined, fetchShopCurrency: failing, languages: ["ja-JP"] })).toEqual({
      currency: "JPY",
      source: "browser",
    });
  });

  it("falls back to RON", async () => {
    expect(await resolveInitialCurrency({ stored: undefined, fetchShopCurrency: failing, languages: ["de-CH", "en"] })).toEqual({
      currency: "RON",
      source: "fallback",
    });
    expect(await resolveInitialCurrency({ stored: undefined, fetchShopCurrency: failing, languages: [] })).toEqual({
      currency: "RON",
      source: "fallback",
    });
  });
});

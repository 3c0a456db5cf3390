import { afterEach, describe, expect, it, vi } from "vitest";
import { STOREFRONT_API_URL } from "#app/lib/storefront-client.ts";
import { fetchShopCurrency, SHOP_CURRENCY_QUERY } from "./shop-currency.ts";

function answer(body: unknown, status = 200): Response {
  return new Response(typeof body === "string" ? body : JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("fetchShopCurrency", () => {
  it("posts the payment-settings query with the public token and reads the currency", async () => {
    const fetchMock = vi.fn(() => Promise.resolve(answer({ data: { shop: { paymentSettings: { currencyCode: "RON" } } } })));
    vi.stubGlobal("fetch", fetchMock);
    expect(await fetchShopCurrency("public-token")).toBe("RON");
    expect(fetchMock).toHaveBeenCalledWith(STOREFRONT_API_URL, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Shopify-Storefront-Access-Token": "public-token" },
      body: JSON.stringify({ query: SHOP_CURRENCY_QUERY }),
      signal: undefined,
    });
  });

  it("fails with the spec's messages on a bad status or GraphQL errors", async () => {
    vi.stubGlobal("fetch", () => Promise.resolve(answer("Unauthorized", 401)));
    await expect(fetchShopCurrency("t")).rejects.toThrow("Shopify API error: 401 - Unauthorized");
    vi.stubGlobal("fetch", () => Promise.resolve(answer({ errors: [{ message: "Throttled" }, { message: "Again" }] })));
    await expect(fetchShopCurrency("t")).rejects.toThrow("GraphQL errors: Throttled, Again");
  });

  it("fails on a currency the store does not display", async () => {
    vi.stubGlobal("fetch", () => Promise.resolve(answer({ data: { shop: { paymentSettings: { currencyCode: "CHF" } } } })));
    await expect(fetchShopCurrency("t")).rejects.toThrow("CHF");
  });
});

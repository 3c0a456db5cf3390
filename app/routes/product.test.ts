import { describe, expect, it } from "vitest";
import type { StoreLoadContext, StorefrontClient } from "../lib/load-context.ts";
import { loader } from "./product.tsx";

function callLoader(storefront: StorefrontClient, handle = "papillex", language: StoreLoadContext["language"] = "en") {
  const context = { storefront, language } as StoreLoadContext;
  return loader({ context, request: new Request(`http://localhost/products/${handle}`), params: { handle } } as Parameters<
    typeof loader
  >[0]);
}

/** The fallback answer carries a header, so it comes wrapped in `data()`. */
function unwrap(result: Awaited<ReturnType<typeof callLoader>>) {
  if (!("init" in result)) throw new Error("expected the fallback answer");
  return { body: result.data, init: result.init };
}

const failing: StorefrontClient = { query: () => Promise.reject(new Error("Shopify API error: 502 - Bad Gateway")) };

describe("product loader", () => {
  it("answers a missing product with a 404 (the page's 'Error Loading Product' panel)", async () => {
    const missing: StorefrontClient = { query: <T>() => Promise.resolve({ productByHandle: null } as T) };
    await expect(callLoader(missing, "no-such-product")).rejects.toMatchObject({ init: { status: 404 } });
  });

  it("shows the spec's sample product at 49.95 USD (monthly 44.95, quarterly 42.45) when the storefront fails", async () => {
    const { body, init } = unwrap(await callLoader(failing));
    expect(body.loadError).toBe("Shopify API error: 502 - Bad Gateway");
    expect(new Headers(init?.headers).get("Cache-Control")).toBe("no-store");
    expect(body.product.handle).toBe("papillex");
    expect(body.product.images.nodes).toEqual([]);
    expect(body.product.variants.nodes.map((variant) => [variant.title, variant.price.amount, variant.price.currencyCode])).toEqual([
      ["Single Bottle", "49.95", "USD"],
      ["Monthly subscription", "44.95", "USD"],
      ["Quarterly subscription", "42.45", "USD"],
    ]);
  });

  it("names the sample product in the request's language", async () => {
    const ro = unwrap(await callLoader(failing, "ahcc", "ro")).body.product;
    const en = unwrap(await callLoader(failing, "ahcc", "en")).body.product;
    expect(ro.title).toBe("Produs exemplu");
    expect(en.title).toBe("Sample product");
  });
});

import { describe, expect, it } from "vitest";
import type { StoreLoadContext, StorefrontClient } from "#app/lib/load-context.ts";
import { DEMO_HANDLES } from "#app/features/shop/demo-products.ts";
import { loader } from "./shop.tsx";

function contextWith(storefront: StorefrontClient, language: StoreLoadContext["language"] = "ro") {
  return { storefront, language } as StoreLoadContext;
}

function callLoader(context: StoreLoadContext) {
  return loader({ context, request: new Request("http://localhost/shop"), params: {} } as Parameters<typeof loader>[0]);
}

const failing: StorefrontClient = { query: () => Promise.reject(new Error("Shopify API error: 502 - Bad Gateway")) };
const empty: StorefrontClient = { query: <T>() => Promise.resolve({ products: { nodes: [] } } as T) };

describe("shop loader fallback (spec §8)", () => {
  it("shows the six demo products at 59.99 USD, flagged as a failure, when the storefront fails", async () => {
    const data = await callLoader(contextWith(failing));
    expect(data.failure).toEqual({ reason: "error", message: "Shopify API error: 502 - Bad Gateway" });
    expect(data.products.map((product) => product.handle).sort()).toEqual([...DEMO_HANDLES].sort());
    // The storefront's priority order applies to the demo list too.
    expect(data.products.slice(0, 3).map((product) => product.handle)).toEqual(["papillex", "ahcc", "simplix"]);
    for (const product of data.products) {
      expect(product.priceRange.minVariantPrice).toEqual({ amount: "59.99", currencyCode: "USD" });
      expect(product.title).not.toBe("");
      expect(product.featuredImage?.small).toBe(`/images/seed/${product.handle}-1.svg?width=400&lang=ro`);
      expect(product.metafields).toContainEqual({ key: "shortDescription", value: expect.any(String) });
    }
  });

  it("shows the demo products, flagged as empty, when the list comes back empty", async () => {
    const data = await callLoader(contextWith(empty));
    expect(data.failure).toEqual({ reason: "empty" });
    expect(data.products).toHaveLength(6);
  });

  it("gives the demo subtitles and bottle labels in the request's language", async () => {
    const ro = await callLoader(contextWith(failing, "ro"));
    const en = await callLoader(contextWith(failing, "en"));
    const papillex = (data: typeof ro) => data.products.find((product) => product.handle === "papillex");
    expect(papillex(ro)?.metafields[0]?.value).toBe("Sprijin pentru sănătatea cervicală");
    expect(papillex(en)?.metafields[0]?.value).toBe("Cervical health support");
    expect(papillex(en)?.featuredImage?.large).toBe("/images/seed/papillex-1.svg?width=1200&lang=en");
  });

  it("passes a loaded list through in priority order, with no failure", async () => {
    const nodes = ["endo-well", "simplix", "papillex"].map((handle) => ({ id: handle, handle }));
    const loaded: StorefrontClient = { query: <T>() => Promise.resolve({ products: { nodes } } as T) };
    const data = await callLoader(contextWith(loaded));
    expect(data.failure).toBeNull();
    expect(data.products.map((product) => product.handle)).toEqual(["papillex", "simplix", "endo-well"]);
  });
});

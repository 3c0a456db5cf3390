/**
 * A page's loaders share one view of the catalogue: the product page's query and its reviews ask for
 * the same product, and the catalogue loads it once.
 */
import { describe, expect, it, vi } from "vitest";
import { loader } from "#app/routes/product.tsx";
import { createStorefrontApi } from "#server/storefront-api/storefront-api";
import { testPlatform } from "#tests/server/platform-kit.ts";
import { testDatabaseForFile } from "#tests/server/test-database.ts";
import { loadContextFactory } from "./ssr.ts";

const database = testDatabaseForFile({ seeded: true });
describe("the product page's load context", () => {
  it("loads the product once for the page and its reviews", async () => {
    const platform = testPlatform(database.db);
    const { catalog } = platform.catalog;
    const byHandle = vi.spyOn(catalog, "productByHandle");
    const byIds = vi.spyOn(catalog, "loadProducts");
    const context = loadContextFactory({ platform, storefrontApi: createStorefrontApi({ platform }) })({
      language: "ro",
      currency: "RON",
      cspNonce: "test-nonce",
    });

    const page = await loader({
      params: { handle: "papillex" },
      context,
      request: new Request("https://shop.example/products/papillex"),
    } as never);

    expect("product" in page && page.product.handle).toBe("papillex");
    expect("reviews" in page && page.reviews).toMatchObject({ page: 1 });
    expect(byHandle.mock.calls).toEqual([["papillex", "ro"]]);
    const papillexId = (await catalog.productByHandle("papillex", "ro"))!.id;
    expect(byIds.mock.calls.filter(([ids]) => ids.includes(papillexId))).toEqual([]);
  });

  it("does not share it between pages: each request gets its own", async () => {
    const platform = testPlatform(database.db);
    const byHandle = vi.spyOn(platform.catalog.catalog, "productByHandle");
    const storefrontApi = createStorefrontApi({ platform });
    const loadContext = loadContextFactory({ platform, storefrontApi });
    for (let request = 0; request < 2; request++) {
      const context = loadContext({ language: "en", currency: "EUR", cspNonce: "test-nonce" });
      await loader({ params: { handle: "papillex" }, context, request: new Request("https://shop.example/products/papillex") } as never);
    }
    expect(byHandle).toHaveBeenCalledTimes(2);
  });
});

import { describe, expect, it, vi } from "vitest";
import type { Catalog } from "./catalog.ts";
import { createCatalogLoader } from "./catalog-loader.ts";
import type { CatalogProduct } from "./catalog-types.ts";
import { metafieldKey, type CatalogMetafield, type MetafieldMap } from "#server/commerce/shared/metafields";

function product(id: number): CatalogProduct {
  const now = new Date("2026-01-05T09:00:00Z");
  const range = { minMinor: 100, maxMinor: 100, currencyCode: "RON" };
  return {
    id,
    handle: `product-${id}`,
    vendor: "Elara",
    productType: "",
    kind: "supplement",
    tags: [],
    createdAt: now,
    updatedAt: now,
    title: `Product ${id}`,
    description: "",
    descriptionHtml: "",
    images: [],
    options: [],
    variants: [],
    availableForSale: true,
    priceRange: range,
    compareAtPriceRange: range,
  };
}

function metafields(ownerId: number): MetafieldMap {
  const metafield: CatalogMetafield = {
    id: ownerId,
    owner: "Product",
    namespace: "custom",
    key: "k",
    type: "single_line_text_field",
    value: `v${ownerId}`,
  };
  return new Map([[metafieldKey("custom", "k"), metafield]]);
}

/** A catalogue whose calls are counted, holding products 1 to 10. */
function fakeCatalog() {
  const catalog = {
    listProducts: vi.fn(async () => ({
      products: [product(1), product(2)],
      cursors: ["a", "b"],
      hasNextPage: false,
      hasPreviousPage: false,
    })),
    loadProducts: vi.fn(async (ids: readonly number[]) => new Map(ids.filter((id) => id <= 10).map((id) => [id, product(id)]))),
    productByHandle: vi.fn(async (handle: string) => (handle === "product-3" ? product(3) : null)),
    productById: vi.fn(),
    variantById: vi.fn(),
    productMetafields: vi.fn(async (ids: readonly number[]) => new Map(ids.map((id) => [id, metafields(id)]))),
    variantMetafields: vi.fn(async (ids: readonly number[]) => new Map(ids.map((id) => [id, new Map() as MetafieldMap]))),
    variantsForSale: vi.fn(),
    lowStock: vi.fn(),
    shownProducts: vi.fn(),
    productNotifications: vi.fn(),
  } satisfies Catalog;
  return catalog;
}

describe("createCatalogLoader", () => {
  it("loads the metafields asked for in one turn with one catalogue call", async () => {
    const catalog = fakeCatalog();
    const loader = createCatalogLoader(catalog, "en");
    const results = await Promise.all([1, 2, 3, 2].map((id) => loader.productMetafields(id)));
    expect(catalog.productMetafields).toHaveBeenCalledTimes(1);
    expect(catalog.productMetafields).toHaveBeenCalledWith([1, 2, 3], "en");
    expect(results.map((map) => map.get(metafieldKey("custom", "k"))?.value)).toEqual(["v1", "v2", "v3", "v2"]);

    // Remembered for the rest of the request.
    await loader.productMetafields(3);
    expect(catalog.productMetafields).toHaveBeenCalledTimes(1);
  });

  it("batches product lookups and answers null for unknown ids", async () => {
    const catalog = fakeCatalog();
    const loader = createCatalogLoader(catalog, "ro");
    const [first, missing] = await Promise.all([loader.productById(4), loader.productById(99)]);
    expect(first?.id).toBe(4);
    expect(missing).toBeNull();
    expect(catalog.loadProducts).toHaveBeenCalledTimes(1);
    expect(catalog.loadProducts).toHaveBeenCalledWith([4, 99], "ro");
  });

  it("reuses products already read by a list or a handle", async () => {
    const catalog = fakeCatalog();
    const loader = createCatalogLoader(catalog, "ro");
    await loader.listProducts({ first: 2 });
    await loader.productByHandle("product-3");
    expect((await loader.productById(1))?.id).toBe(1);
    expect((await loader.productById(3))?.id).toBe(3);
    expect(catalog.loadProducts).not.toHaveBeenCalled();
    expect(catalog.listProducts).toHaveBeenCalledWith({ first: 2, locale: "ro" });
  });

  it("passes a failed batch to every caller without remembering it", async () => {
    const catalog = fakeCatalog();
    catalog.variantMetafields.mockRejectedValueOnce(new Error("database down"));
    const loader = createCatalogLoader(catalog, "ro");
    const attempts = await Promise.allSettled([loader.variantMetafields(1), loader.variantMetafields(2)]);
    expect(attempts.map((attempt) => attempt.status)).toEqual(["rejected", "rejected"]);
    await expect(loader.variantMetafields(1)).resolves.toEqual(new Map());
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#server/db/client";
import { productMetafields, products as productsTable } from "#server/db/schema";
import type { SeedProduct } from "#server/db/seed/catalog-types";
import { seedCatalog } from "#server/db/seed/products/catalog";
import { icWell } from "#server/db/seed/products/ic-well";
import { papillex } from "#server/db/seed/products/papillex";
import { createSeededTestDatabase } from "#tests/server/test-database.ts";
import { createCatalog, type Catalog } from "./catalog.ts";
import { CatalogInputError, PRODUCT_SORT_KEYS, type ListProductsParams, type ProductSortKey } from "./catalog-types.ts";
import { metafieldKey } from "#server/commerce/shared/metafields";
import { eq } from "drizzle-orm";

let handle: DatabaseHandle;
let catalog: Catalog;

beforeAll(async () => {
  handle = await createSeededTestDatabase();
  catalog = createCatalog(handle.db);
});

afterAll(async () => {
  await handle?.close();
});

/** Seed products are inserted in seedCatalog order, so their ids are 1..6 in that order. */
const seeded = seedCatalog.map((product, index) => ({ product, id: index + 1 }));

// PostgreSQL's lower() under the "C" collation changes ASCII letters only.
const lowerAscii = (text: string) => text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
const minPrice = (product: SeedProduct) => Math.min(...product.variants.map((variant) => variant.priceMinor));

function expectedOrder(sortKey: ProductSortKey, reverse: boolean): string[] {
  const value = ({ product, id }: (typeof seeded)[number]): string | number => {
    switch (sortKey) {
      case "TITLE":
        return lowerAscii(product.title.ro);
      case "VENDOR":
        return lowerAscii(product.vendor);
      case "PRODUCT_TYPE":
        return lowerAscii(product.productType);
      case "PRICE":
        return minPrice(product);
      default:
        // ID, CREATED_AT and UPDATED_AT all follow insertion order in the seed; the rest fall back to ID.
        return id;
    }
  };
  const sorted = [...seeded].sort((a, b) => {
    const [x, y] = [value(a), value(b)];
    return x < y ? -1 : x > y ? 1 : a.id - b.id;
  });
  if (reverse) sorted.reverse();
  return sorted.map(({ product }) => product.handle);
}

async function pageForward(params: Omit<ListProductsParams, "first" | "last" | "after">, size: number) {
  const handles: string[] = [];
  let after: string | undefined;
  let pages = 0;
  for (;;) {
    const page = await catalog.listProducts({ ...params, first: size, after });
    pages += 1;
    expect(page.hasPreviousPage).toBe(after !== undefined);
    handles.push(...page.products.map((product) => product.handle));
    if (!page.hasNextPage) return { handles, pages };
    after = page.cursors.at(-1);
  }
}

async function pageBackward(params: Omit<ListProductsParams, "first" | "last" | "before">, size: number) {
  const handles: string[] = [];
  let before: string | undefined;
  for (;;) {
    const page = await catalog.listProducts({ ...params, last: size, before });
    expect(page.hasNextPage).toBe(before !== undefined);
    handles.unshift(...page.products.map((product) => product.handle));
    if (!page.hasPreviousPage) return handles;
    before = page.cursors[0];
  }
}

describe("catalog.listProducts", () => {
  it.each(PRODUCT_SORT_KEYS.flatMap((sortKey) => [[sortKey, false] as const, [sortKey, true] as const]))(
    "orders by %s (reverse: %s), and pages forwards and backwards through the same order",
    async (sortKey, reverse) => {
      const expected = expectedOrder(sortKey, reverse);
      const all = await catalog.listProducts({ locale: "ro", first: 250, sortKey, reverse });
      expect(all.products.map((product) => product.handle)).toEqual(expected);
      expect(all).toMatchObject({ hasNextPage: false, hasPreviousPage: false });

      const forward = await pageForward({ locale: "ro", sortKey, reverse }, 4);
      expect(forward).toEqual({ handles: expected, pages: 2 });
      expect(await pageBackward({ locale: "ro", sortKey, reverse }, 4)).toEqual(expected);
    },
  );

  it("sorts titles in the requested language", async () => {
    const page = await catalog.listProducts({ locale: "en", first: 10, sortKey: "TITLE" });
    const titles = seedCatalog.map((product) => product.title.en).sort((a, b) => (lowerAscii(a) < lowerAscii(b) ? -1 : 1));
    expect(page.products.map((product) => product.title)).toEqual(titles);
  });

  it("answers an empty page for first: 0, telling whether more exist", async () => {
    const page = await catalog.listProducts({ locale: "ro", first: 0 });
    expect(page).toEqual({ products: [], cursors: [], hasNextPage: true, hasPreviousPage: false });
  });

  it("filters with the search syntax", async () => {
    const handles = async (query: string) =>
      (await catalog.listProducts({ locale: "en", first: 50, query })).products.map((product) => product.handle).sort();
    expect(await handles("handle:papillex")).toEqual(["papillex"]);
    expect(await handles("handle:PAP*")).toEqual(["papillex"]);
    expect(await handles(`tag:"${papillex.tags[0]!.toUpperCase()}"`)).toEqual(["papillex"]);
    expect(await handles(`title:${papillex.title.en.split(" ")[0]}`)).toEqual(["papillex"]);
    expect(await handles("vendor:elara")).toHaveLength(seedCatalog.length);
    expect(await handles('product_type:"Dietary Supplement"')).toEqual(
      seedCatalog
        .filter((product) => product.productType === "Dietary Supplement")
        .map((product) => product.handle)
        .sort(),
    );
    expect(await handles("tag_not:hpv")).not.toContain("papillex");
    expect(await handles("available_for_sale:true")).toHaveLength(seedCatalog.length);
    expect(await handles("available_for_sale:false")).toEqual([]);
    // Bare words match the title in the request's language, every word must match.
    expect(await handles("well")).toEqual(["endo-well", "ic-well", "pco-well"]);
    expect(await handles("well bladder")).toEqual(["ic-well"]);
    expect(await handles("100%_off")).toEqual([]);
    expect(await handles("colour:red")).toEqual([]);
  });

  it("pages a filtered list with its own cursors", async () => {
    const { handles } = await pageForward({ locale: "ro", query: "well", sortKey: "PRICE" }, 2);
    expect(handles).toEqual(expectedOrder("PRICE", false).filter((h) => h.endsWith("-well")));
  });

  it("refuses cursors it did not issue, or issued for another order or language", async () => {
    const byTitle = await catalog.listProducts({ locale: "ro", first: 1, sortKey: "TITLE" });
    const cursor = byTitle.cursors[0]!;
    await expect(catalog.listProducts({ locale: "ro", first: 1, after: "not-a-cursor" })).rejects.toBeInstanceOf(CatalogInputError);
    await expect(catalog.listProducts({ locale: "ro", first: 1, after: cursor, sortKey: "PRICE" })).rejects.toBeInstanceOf(
      CatalogInputError,
    );
    await expect(catalog.listProducts({ locale: "en", first: 1, after: cursor, sortKey: "TITLE" })).rejects.toBeInstanceOf(
      CatalogInputError,
    );
    const forged = Buffer.from(JSON.stringify(["ID", "1; drop table products", 1])).toString("base64url");
    await expect(catalog.listProducts({ locale: "ro", first: 1, after: forged })).rejects.toBeInstanceOf(CatalogInputError);
    const huge = Buffer.from(JSON.stringify(["ID", "99999999999999", 2 ** 52])).toString("base64url");
    expect((await catalog.listProducts({ locale: "ro", first: 1, after: huge })).products).toEqual([]);
    await expect(catalog.listProducts({ locale: "ro", first: 1, last: 1 })).rejects.toBeInstanceOf(CatalogInputError);
  });
});

describe("catalog product reads", () => {
  it("reads a product in each language, with images, options and variants in order", async () => {
    const ro = await catalog.productByHandle("ic-well", "ro");
    const en = await catalog.productByHandle("ic-well", "en");
    expect(ro?.title).toBe(icWell.title.ro);
    expect(en).toMatchObject({
      handle: "ic-well",
      title: icWell.title.en,
      description: icWell.description.en,
      descriptionHtml: icWell.descriptionHtml.en,
      vendor: icWell.vendor,
      tags: icWell.tags,
    });
    expect(en!.images.map((image) => [image.src, image.altText])).toEqual(
      icWell.images.map((image) => [`seed/${image.file}`, image.alt.en]),
    );
    expect(en!.options.map((option) => ({ name: option.name, values: option.values }))).toEqual(
      icWell.options.map((option) => ({ name: option.name.en, values: option.values.map((value) => value.en) })),
    );
    expect(
      en!.variants.map((variant) => [variant.sku, variant.title, variant.priceMinor, variant.reduction, variant.availableForSale]),
    ).toEqual(
      icWell.variants.map((variant) => [
        variant.sku,
        variant.optionValues.map((value) => value.en).join(" / "),
        variant.priceMinor,
        null,
        variant.availableForSale && variant.stockQuantity !== 0,
      ]),
    );
    expect(en!.variants[0]!.selectedOptions).toEqual([
      { name: icWell.options[0]!.name.en, value: icWell.variants[0]!.optionValues[0]!.en },
    ]);
    expect(en!.priceRange).toEqual({
      minMinor: minPrice(icWell),
      maxMinor: Math.max(...icWell.variants.map((v) => v.priceMinor)),
      currencyCode: "RON",
    });
    expect(en!.availableForSale).toBe(true);
  });

  it("gives a variant without its own image the product's first image", async () => {
    const product = await catalog.productByHandle("papillex", "en");
    for (const [index, variant] of papillex.variants.entries()) {
      const expectedFile = papillex.images[variant.imageIndex ?? 0]!.file;
      expect(product!.variants[index]!.image?.src).toBe(`seed/${expectedFile}`);
    }
  });

  it("answers null for unknown handles and ids, including ids no row can have", async () => {
    expect(await catalog.productByHandle("nope", "ro")).toBeNull();
    expect(await catalog.productById(999_999, "ro")).toBeNull();
    expect(await catalog.productById(2 ** 40, "ro")).toBeNull();
    expect(await catalog.variantById(999_999, "ro")).toBeNull();
    expect((await catalog.loadProducts([1, 999_999], "ro")).size).toBe(1);
  });

  it("finds a variant by id with its product's language", async () => {
    const product = await catalog.productByHandle("ic-well", "en");
    const variant = await catalog.variantById(product!.variants[1]!.id, "en");
    expect(variant).toMatchObject({ sku: "ICW-3PK", availableForSale: false, quantityAvailable: 0, productId: product!.id });
  });
});

describe("catalog metafields", () => {
  it("resolves each key to the language's row, else the row for every language, else Romanian", async () => {
    const [row] = await handle.db.select({ id: productsTable.id }).from(productsTable).where(eq(productsTable.handle, "papillex"));
    const productId = row!.id;
    await handle.db.insert(productMetafields).values([
      { productId, namespace: "test", key: "both", locale: "*", type: "single_line_text_field", value: "any" },
      { productId, namespace: "test", key: "both", locale: "en", type: "single_line_text_field", value: "english" },
      { productId, namespace: "test", key: "romanianOnly", locale: "ro", type: "single_line_text_field", value: "română" },
    ]);

    const en = (await catalog.productMetafields([productId], "en")).get(productId)!;
    const ro = (await catalog.productMetafields([productId], "ro")).get(productId)!;
    expect(en.get(metafieldKey("test", "both"))?.value).toBe("english");
    expect(ro.get(metafieldKey("test", "both"))?.value).toBe("any");
    expect(en.get(metafieldKey("test", "romanianOnly"))?.value).toBe("română");

    const shortDescription = papillex.metafields.shortDescription!;
    expect(typeof shortDescription.value).toBe("object");
    expect(en.get(metafieldKey("custom", "shortDescription"))).toMatchObject({
      owner: "Product",
      namespace: "custom",
      key: "shortDescription",
      type: shortDescription.type,
      value: (shortDescription.value as { en: string }).en,
    });
    expect(en.get(metafieldKey("custom", "category"))?.value).toBe((papillex.metafields.category!.value as { en: string }).en);
  });

  it("gives every requested owner a map, empty when it has none", async () => {
    const product = await catalog.productByHandle("ic-well", "ro");
    const variantIds = product!.variants.map((variant) => variant.id);
    const maps = await catalog.variantMetafields([...variantIds, 999_999], "ro");
    expect([...maps.keys()].sort()).toEqual([...variantIds, 999_999].sort());
    expect(maps.get(999_999)!.size).toBe(0);
    expect(maps.get(variantIds[0]!)!.get(metafieldKey("custom", "label"))?.owner).toBe("ProductVariant");
  });
});

describe("shownProducts (issue 40 item 7)", () => {
  it("lists the published products and leaves a draft out until it is published again", async () => {
    const all = await catalog.shownProducts("en");
    expect(all.map(({ handle }) => handle).sort()).toEqual(seeded.map(({ product }) => product.handle).sort());
    expect(all).toContainEqual({ handle: papillex.handle, title: papillex.title.en });
    await handle.db.update(productsTable).set({ status: "draft" }).where(eq(productsTable.handle, papillex.handle));
    try {
      expect((await catalog.shownProducts("ro")).map(({ handle }) => handle)).not.toContain(papillex.handle);
    } finally {
      await handle.db.update(productsTable).set({ status: "active" }).where(eq(productsTable.handle, papillex.handle));
    }
  });
});

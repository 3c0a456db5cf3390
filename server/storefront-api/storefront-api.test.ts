/**
 * The Storefront API's catalogue end to end over HTTP (the Hono routes in process) against the seeded catalogue:
 * products and their pages, one product, the shop, prices in the presentment currency and review metafields.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { convertMoney } from "#domain/currency-conversion";
import { toDecimalString } from "#domain/money";
import { products, reviews } from "#server/db/schema";
import { SEED_EXCHANGE_RATES } from "#server/db/seed/exchange-rates";
import { seedCatalog } from "#server/db/seed/products/catalog";
import { icWell } from "#server/db/seed/products/ic-well";
import { papillex } from "#server/db/seed/products/papillex";
import { config, storefrontForFile, storefrontOver, metafieldsOf, VARIANT_FIELDS, type Money } from "#tests/server/storefront-kit.ts";
import { seedImageParams } from "./image-versions.ts";

const { store, gql } = storefrontForFile();

describe("products connection", () => {
  it("answers edges with cursors, nodes and pageInfo, and pages with after", async () => {
    const query = `query Products($first: Int!, $after: String) {
      products(first: $first, after: $after) {
        edges { cursor node { handle } }
        nodes { handle }
        pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
      }
    }`;
    const first = await gql(query, { first: 4 });
    expect(first.errors).toBeUndefined();
    const page1 = first.data!.products;
    expect(page1.edges).toHaveLength(4);
    expect(page1.nodes).toEqual(page1.edges.map((edge) => edge.node));
    expect(page1.pageInfo).toEqual({
      hasNextPage: true,
      hasPreviousPage: false,
      startCursor: page1.edges[0]!.cursor,
      endCursor: page1.edges[3]!.cursor,
    });

    const second = await gql(query, { first: 4, after: page1.pageInfo.endCursor });
    const page2 = second.data!.products;
    expect(page2.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    expect([...page1.nodes, ...page2.nodes].map((node) => node.handle)).toEqual(seedCatalog.map((p) => p.handle));
  });

  it("sorts by sortKey and reverse", async () => {
    const body = await gql(`{
      cheapest: products(first: 10, sortKey: PRICE) { nodes { handle priceRange { minVariantPrice { amount } } } }
      dearest: products(first: 10, sortKey: PRICE, reverse: true) { nodes { handle } }
      newest: products(first: 1, sortKey: CREATED_AT, reverse: true) { nodes { handle } }
    }`);
    const amounts = body.data!.cheapest.nodes.map((node) => Number(node.priceRange.minVariantPrice.amount));
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    expect(body.data!.dearest.nodes.map((node) => node.handle)).toEqual(body.data!.cheapest.nodes.map((node) => node.handle).reverse());
    expect(body.data!.newest.nodes).toEqual([{ handle: seedCatalog.at(-1)!.handle }]);
  });

  it("filters with query", async () => {
    const body = await gql(`{ products(first: 10, query: "handle:papillex") { nodes { handle title } } }`);
    expect(body.data!.products.nodes).toEqual([{ handle: "papillex", title: papillex.title.ro }]);
  });

  it("serves 250 products with images, variants and metafields within the limits", async () => {
    const body = await gql(`{ products(first: 250) { edges { cursor node {
      id title handle description tags vendor
      priceRange { minVariantPrice { amount currencyCode } maxVariantPrice { amount currencyCode } }
      images(first: 10) { edges { node { url altText width height } } }
      ${metafieldsOf(["shortDescription", "reviewCount", "category"])}
      variants(first: 10) { edges { node { ${VARIANT_FIELDS} } } }
    } } } }`);
    expect(body.errors).toBeUndefined();
    expect(body.data!.products.edges).toHaveLength(seedCatalog.length);
  });
});

describe("a single product", () => {
  const PRODUCT_QUERY = `query Product($handle: String!) {
    productByHandle(handle: $handle) {
      id title handle descriptionHtml vendor tags availableForSale createdAt
      description(truncateAt: 40)
      featuredImage { url altText width height }
      small: featuredImage { url(transform: { maxWidth: 300, maxHeight: 200, preferredContentType: WEBP }) }
      options { name values }
      priceRange { minVariantPrice { amount currencyCode } }
      variants(first: 10) { nodes { ${VARIANT_FIELDS} } }
      ${metafieldsOf(["shortDescription", "nope"])}
      metafield(namespace: "custom", key: "category") { value type }
    }
  }`;

  it("answers in Romanian by default and in English with @inContext(language: EN)", async () => {
    const ro = await gql(PRODUCT_QUERY, { handle: "papillex" });
    const en = await gql(
      PRODUCT_QUERY.replace("query Product($handle: String!)", "query Product($handle: String!) @inContext(language: EN)"),
      {
        handle: "papillex",
      },
    );
    expect(ro.data!.productByHandle.title).toBe(papillex.title.ro);
    expect(en.data!.productByHandle.title).toBe(papillex.title.en);
    expect(en.data!.productByHandle.title).not.toBe(ro.data!.productByHandle.title);
    expect(en.data!.productByHandle.featuredImage.altText).toBe(papillex.images[0]!.alt.en);
    // The bottle's label is drawn in the same language, and each drawing has its own version.
    const file = `seed/${papillex.images[0]!.file}`;
    expect(ro.data!.productByHandle.featuredImage.url).toBe(`${config.baseUrl}/images/${file}?lang=ro&v=${seedImageParams(file, "ro")!.v}`);
    expect(en.data!.productByHandle.featuredImage.url).toBe(`${config.baseUrl}/images/${file}?lang=en&v=${seedImageParams(file, "en")!.v}`);
    expect(en.data!.productByHandle.small.url).toMatch(/&format=webp&lang=en&v=/);
  });

  it("reads the language from a variable, and falls back to Romanian for other languages", async () => {
    const query = `query Title($language: LanguageCode) @inContext(language: $language, country: DE) {
      productByHandle(handle: "papillex") { title }
    }`;
    expect((await gql(query, { language: "EN" })).data!.productByHandle.title).toBe(papillex.title.en);
    expect((await gql(query, { language: "DE" })).data!.productByHandle.title).toBe(papillex.title.ro);
    expect((await gql(query)).data!.productByHandle.title).toBe(papillex.title.ro);
  });

  it("shapes a product as Shopify does", async () => {
    const body = await gql(PRODUCT_QUERY, { handle: "papillex" });
    expect(body.errors).toBeUndefined();
    const product = body.data!.productByHandle;
    expect(product.id).toMatch(/^gid:\/\/shopify\/Product\/\d+$/);
    expect(product.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(product.description.length).toBeLessThanOrEqual(40);
    expect(product.description.endsWith("…")).toBe(true);
    const romanianVersion = seedImageParams(`seed/${papillex.images[0]!.file}`, "ro")!.v;
    expect(product.featuredImage).toEqual({
      url: `${config.baseUrl}/images/seed/${papillex.images[0]!.file}?lang=ro&v=${romanianVersion}`,
      altText: papillex.images[0]!.alt.ro,
      width: 800,
      height: 800,
    });
    expect(product.small.url).toBe(
      `${config.baseUrl}/images/seed/${papillex.images[0]!.file}?width=300&height=200&format=webp&lang=ro&v=${romanianVersion}`,
    );
    expect(product.options).toEqual(
      papillex.options.map((option) => ({ name: option.name.ro, values: option.values.map((value) => value.ro) })),
    );
    const cheapest = Math.min(...papillex.variants.map((variant) => variant.priceMinor));
    expect(product.priceRange.minVariantPrice).toEqual({ amount: (cheapest / 100).toFixed(2), currencyCode: "RON" });
    const shortDescription = papillex.metafields.shortDescription!.value as { ro: string };
    expect(product.metafields).toEqual([{ key: "shortDescription", value: shortDescription.ro, type: "multi_line_text_field" }, null]);
    expect(product.metafield).toEqual({
      value: (papillex.metafields.category!.value as { ro: string }).ro,
      type: "single_line_text_field",
    });
  });

  it("shapes variants with prices, availability and selected options", async () => {
    const body = await gql(PRODUCT_QUERY, { handle: "ic-well" });
    const variants = body.data!.productByHandle.variants.nodes;
    expect(variants.map((variant) => [variant.sku, variant.title, variant.availableForSale])).toEqual(
      icWell.variants.map((variant) => [
        variant.sku,
        variant.optionValues.map((value) => value.ro).join(" / "),
        variant.availableForSale && variant.stockQuantity !== 0,
      ]),
    );
    const threePack = variants.find((variant) => variant.sku === "ICW-3PK");
    expect(threePack).toMatchObject({
      availableForSale: false,
      price: { amount: "456.00", currencyCode: "RON" },
      // A pack's comparison with single bottles is no price reduction (decision 0140): no compare-at.
      compareAtPrice: null,
      selectedOptions: [{ name: icWell.options[0]!.name.ro, value: icWell.variants[1]!.optionValues[0]!.ro }],
    });
    expect(threePack!.id).toMatch(/^gid:\/\/shopify\/ProductVariant\/\d+$/);
    expect(threePack!.metafields[0]).toMatchObject({ key: "label" });
  });

  it("finds a product by id or handle with product()", async () => {
    const byHandle = await gql(`{ product(handle: "ic-well") { id handle } }`);
    const id = byHandle.data!.product.id;
    const byId = await gql(`query($id: ID!) { product(id: $id) { id handle variants(first: 1) { nodes { product { handle } } } } }`, {
      id,
    });
    expect(byId.data!.product).toEqual({ id, handle: "ic-well", variants: { nodes: [{ product: { handle: "ic-well" } }] } });
    const otherType = await gql(`{ product(id: "gid://shopify/Collection/1") { id } }`);
    expect(otherType).toEqual({ data: { product: null } });
    const malformed = await gql(`{ product(id: "42") { id } }`);
    expect(malformed.errors?.[0]).toMatchObject({ message: "Invalid global id '42'", extensions: { code: "BAD_REQUEST" } });
  });

  it("answers null without errors for an unknown handle", async () => {
    expect(await gql(PRODUCT_QUERY, { handle: "no-such-product" })).toEqual({ data: { productByHandle: null } });
    expect(await gql(`{ product(handle: "no-such-product") { id } }`)).toEqual({ data: { product: null } });
  });

  it("pages a product's images and variants", async () => {
    const body = await gql(`{ productByHandle(handle: "ic-well") {
      images(first: 2) { nodes { url } pageInfo { hasNextPage hasPreviousPage endCursor } }
      lastVariant: variants(last: 1) { nodes { sku } pageInfo { hasNextPage hasPreviousPage } }
    } }`);
    const product = body.data!.productByHandle;
    expect(product.images.nodes).toHaveLength(2);
    expect(product.images.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    expect(product.lastVariant).toEqual({
      nodes: [{ sku: icWell.variants.at(-1)!.sku }],
      pageInfo: { hasNextPage: false, hasPreviousPage: true },
    });

    const rest = await gql(
      `query($after: String) { productByHandle(handle: "ic-well") { images(first: 10, after: $after) { nodes { url } pageInfo { hasPreviousPage hasNextPage } } } }`,
      {
        after: product.images.pageInfo.endCursor,
      },
    );
    expect(rest.data!.productByHandle.images.nodes).toHaveLength(icWell.images.length - 2);
    expect(rest.data!.productByHandle.images.pageInfo).toEqual({ hasPreviousPage: true, hasNextPage: false });
  });
});

describe("shop", () => {
  it("answers the brand name, RON and RO", async () => {
    expect(await gql(`{ shop { name paymentSettings { currencyCode countryCode } } }`)).toEqual({
      data: { shop: { name: "Elara", paymentSettings: { currencyCode: "RON", countryCode: "RO" } } },
    });
  });
});

describe("prices in the presentment currency", () => {
  interface Priced {
    priceRange: { minVariantPrice: Money; maxVariantPrice: Money };
    compareAtPriceRange: { minVariantPrice: Money; maxVariantPrice: Money };
    variants: { nodes: { sku: string; price: Money; priceV2: Money; compareAtPrice: Money | null }[] };
  }

  const pricesIn = async (country: string | null, variables?: Record<string, unknown>) => {
    const context = country === null ? "" : `@inContext(country: ${country})`;
    const body = await gql(
      `query Prices($handle: String! = "papillex") ${context} { productByHandle(handle: $handle) {
        priceRange { minVariantPrice { amount currencyCode } maxVariantPrice { amount currencyCode } }
        compareAtPriceRange { minVariantPrice { amount currencyCode } maxVariantPrice { amount currencyCode } }
        variants(first: 10) { nodes { sku price { amount currencyCode } priceV2 { amount currencyCode } compareAtPrice { amount currencyCode } } }
      } }`,
      variables,
    );
    expect(body.errors).toBeUndefined();
    return (body.data as unknown as { productByHandle: Priced }).productByHandle;
  };

  const single = (product: Priced) => product.variants.nodes.find((variant) => variant.sku === "PAP-1")!;

  it("converts every price with the seeded rate for US: USD", async () => {
    const product = await pricesIn("US");
    // 189.00 RON × 0.2180 = 41.202 USD; no price was reduced, so nothing has a compare-at price (decision 0140).
    expect(single(product)).toMatchObject({
      price: { amount: "41.20", currencyCode: "USD" },
      priceV2: { amount: "41.20", currencyCode: "USD" },
      compareAtPrice: null,
    });
    expect(product.variants.nodes.map((variant) => variant.compareAtPrice)).toEqual(papillex.variants.map(() => null));
    const expected = (minor: number) => {
      const converted = convertMoney({ amountMinor: minor, currencyCode: "RON" }, "USD", new Map(Object.entries(SEED_EXCHANGE_RATES)));
      return { amount: toDecimalString(converted.amountMinor, "USD"), currencyCode: "USD" };
    };
    const prices = papillex.variants.map((variant) => variant.priceMinor);
    expect(product.priceRange).toEqual({ minVariantPrice: expected(Math.min(...prices)), maxVariantPrice: expected(Math.max(...prices)) });
    expect(product.compareAtPriceRange).toEqual({ minVariantPrice: expected(0), maxVariantPrice: expected(0) });
    expect(product.variants.nodes.map((variant) => variant.price)).toEqual(prices.map(expected));
  });

  it("gives JP whole yen, without decimals", async () => {
    const product = await pricesIn("JP");
    // 189.00 RON × 33.40 = 6312.6 JPY.
    expect(single(product).price).toEqual({ amount: "6313", currencyCode: "JPY" });
    for (const variant of product.variants.nodes) expect(variant.price.amount).toMatch(/^\d+$/);
  });

  it("gives the euro countries EUR, and reads the country from a variable", async () => {
    // 189.00 RON × 0.2010 = 37.989 EUR.
    expect(single(await pricesIn("FR")).price).toEqual({ amount: "37.99", currencyCode: "EUR" });
    const body = await gql(
      `query($country: CountryCode) @inContext(country: $country) { productByHandle(handle: "papillex") { priceRange { minVariantPrice { amount currencyCode } } } }`,
      { country: "NL" },
    );
    expect(body.data!.productByHandle.priceRange.minVariantPrice.currencyCode).toBe("EUR");
  });

  it("keeps RON for Romania, for any other country and when no country is given", async () => {
    for (const country of ["RO", "CH", "ZZ", null]) {
      expect(single(await pricesIn(country)).price).toEqual({ amount: "189.00", currencyCode: "RON" });
    }
  });

  it("keeps the shop's payment settings in RON and RO", async () => {
    const body = await gql(`query @inContext(country: US) { shop { paymentSettings { currencyCode countryCode } } }`);
    expect(body).toEqual({ data: { shop: { paymentSettings: { currencyCode: "RON", countryCode: "RO" } } } });
  });

  it("shows RON when the table has no rate for the country's currency", async () => {
    const withoutRates = storefrontOver(store.handle.db, {
      exchangeRates: { current: () => Promise.resolve(new Map()) },
    });
    const result = await withoutRates.execute({
      query: `query @inContext(country: GB) { productByHandle(handle: "papillex") { priceRange { minVariantPrice { amount currencyCode } } } }`,
    });
    expect(result.data).toEqual({ productByHandle: { priceRange: { minVariantPrice: { amount: "170.00", currencyCode: "RON" } } } });
  });

  it("reads the rates once per document, not per price, and not at all in lei", async () => {
    const current = vi.fn(() => Promise.resolve(new Map(Object.entries(SEED_EXCHANGE_RATES))));
    const counted = storefrontOver(store.handle.db, { exchangeRates: { current } });
    await counted.execute({
      query: `query @inContext(country: US) { products(first: 10) { nodes { variants(first: 10) { nodes { price { amount } } } } } }`,
    });
    expect(current).toHaveBeenCalledTimes(1);
    await counted.execute({ query: `{ products(first: 10) { nodes { variants(first: 10) { nodes { price { amount } } } } } }` });
    expect(current).toHaveBeenCalledTimes(1);
  });
});

describe("review metafields", () => {
  const QUERY = `{ products(first: 10) { nodes { handle
    metafields(identifiers: [{ namespace: "reviews", key: "rating_count" }, { namespace: "reviews", key: "rating" }]) { key value type }
  } } }`;

  it("computes reviews.rating_count and reviews.rating from published reviews only, and nothing without any", async () => {
    const [simplix] = await store.handle.db.select({ id: products.id }).from(products).where(eq(products.handle, "simplix"));
    const review = (rating: number, status = "published") => ({
      productId: simplix!.id,
      rating,
      title: "Title",
      body: "Text",
      language: "ro" as const,
      status,
    });
    await store.handle.db.insert(reviews).values([review(5), review(4), review(4), review(1, "hidden")]);
    try {
      const body = await gql(QUERY);
      expect(body.errors).toBeUndefined();
      const byHandle = new Map(
        body.data!.products.nodes.map((node: { handle: string; metafields: unknown }) => [node.handle, node.metafields]),
      );
      expect(byHandle.get("simplix")).toEqual([
        { key: "rating_count", value: "3", type: "number_integer" },
        { key: "rating", value: JSON.stringify({ scale_min: "1.0", scale_max: "5.0", value: "4.3" }), type: "rating" },
      ]);
      expect(byHandle.get("papillex")).toEqual([null, null]);
    } finally {
      await store.handle.db.delete(reviews).where(eq(reviews.productId, simplix!.id));
    }
  });
});

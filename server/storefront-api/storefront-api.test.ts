/**
 * The Storefront API end to end over HTTP (the Hono routes in process) against the seeded catalogue.
 */
import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { convertMoney } from "#domain/currency-conversion";
import { toDecimalString } from "#domain/money";
import type { Config } from "#server/config";
import { eq } from "drizzle-orm";
import type { Database, DatabaseHandle } from "#server/db/client";
import { products, reviews } from "#server/db/schema";
import { SEED_EXCHANGE_RATES } from "#server/db/seed/exchange-rates";
import { seedCatalog } from "#server/db/seed/products/catalog";
import { icWell } from "#server/db/seed/products/ic-well";
import { papillex } from "#server/db/seed/products/papillex";
import type { ExchangeRateService } from "#server/commerce/catalog/exchange-rates";
import { createLogger } from "#server/logger";
import { testPlatform } from "#tests/server/platform-kit.ts";
import { createSeededTestDatabase } from "#tests/server/test-database.ts";
import { createStorefrontClient } from "./client.ts";
import { STOREFRONT_API_PATH, STOREFRONT_TOKEN_HEADER } from "#domain/storefront-endpoint";
import { MAX_BODY_BYTES, storefrontApiRoutes } from "./http.ts";
import { seedImageParams } from "./image-versions.ts";
import { createStorefrontApi, type StorefrontApi } from "./storefront-api.ts";

const config = {
  baseUrl: "https://shop.example",
  brandName: "Elara",
  publicStorefrontToken: "test-storefront-token-0123456789",
} satisfies Pick<Config, "baseUrl" | "brandName" | "publicStorefrontToken">;

let handle: DatabaseHandle;
let api: StorefrontApi;
let app: Hono;
const logger = createLogger("silent");

/** The API over its own platform, with the exchange rates a test substitutes. */
function storefrontOver(
  db: Database,
  {
    exchangeRates,
    documentCacheSize,
    errorLogger = logger,
  }: { exchangeRates?: ExchangeRateService; documentCacheSize?: number; errorLogger?: typeof logger } = {},
) {
  const platform = testPlatform(db, { config, logger: errorLogger });
  const catalog = exchangeRates ? { ...platform.catalog, exchangeRates } : platform.catalog;
  return createStorefrontApi({ platform: { ...platform, catalog }, documentCacheSize });
}

beforeAll(async () => {
  handle = await createSeededTestDatabase();
  api = storefrontOver(handle.db);
  app = storefrontApiRoutes(api, config);
});

afterAll(async () => {
  await handle?.close();
});

interface Money {
  amount: string;
  currencyCode: string;
}

interface Page<T> {
  edges: { cursor: string; node: T }[];
  nodes: T[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
}

interface MetafieldJson {
  key: string;
  value: string;
  type: string;
}

interface VariantJson {
  id: string;
  sku: string;
  title: string;
  availableForSale: boolean;
  price: Money;
  compareAtPrice: Money | null;
  selectedOptions: { name: string; value: string }[];
  metafields: (MetafieldJson | null)[];
}

interface ProductJson {
  id: string;
  handle: string;
  title: string;
  description: string;
  createdAt: string;
  featuredImage: { url: string; altText: string | null; width: number; height: number };
  small: { url: string };
  options: { name: string; values: string[] }[];
  priceRange: { minVariantPrice: Money };
  images: Page<{ url: string }>;
  variants: Page<VariantJson>;
  lastVariant: Page<{ sku: string }>;
  metafields: (MetafieldJson | null)[];
  metafield: MetafieldJson | null;
}

/** The root fields and aliases the tests select; each test reads only what its query asked for. */
type Data = Record<"products" | "cheapest" | "dearest" | "newest", Page<ProductJson>> & Record<"productByHandle" | "product", ProductJson>;

interface GraphQLBody {
  data?: Data | null;
  errors?: { message: string; path?: (string | number)[]; extensions?: { code?: string } }[];
}

async function post(
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: GraphQLBody; response: Response }> {
  const response = await app.request(STOREFRONT_API_PATH, {
    method: "POST",
    headers: { "Content-Type": "application/json", [STOREFRONT_TOKEN_HEADER]: config.publicStorefrontToken, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as GraphQLBody, response };
}

async function gql(query: string, variables?: Record<string, unknown>): Promise<GraphQLBody> {
  const { status, body } = await post({ query, variables });
  expect(status).toBe(200);
  return body;
}

const metafieldsOf = (keys: string[]) =>
  `metafields(identifiers: [${keys.map((key) => `{namespace: "custom", key: "${key}"}`).join(", ")}]) { key value type }`;

const VARIANT_FIELDS = `id title availableForSale sku price { amount currencyCode } compareAtPrice { amount currencyCode }
  selectedOptions { name value } image { url altText } ${metafieldsOf(["label", "savings", "subscription"])}`;

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
      compareAtPrice: { amount: "507.00", currencyCode: "RON" },
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
    // 189.00 RON × 0.2180 = 41.202 USD; the 3-pack compares with three bottles, 567.00 RON × 0.2180 = 123.606 USD.
    expect(single(product)).toMatchObject({
      price: { amount: "41.20", currencyCode: "USD" },
      priceV2: { amount: "41.20", currencyCode: "USD" },
      compareAtPrice: null,
    });
    expect(product.variants.nodes[1]).toMatchObject({ compareAtPrice: { amount: "123.61", currencyCode: "USD" } });
    const expected = (minor: number) => {
      const converted = convertMoney({ amountMinor: minor, currencyCode: "RON" }, "USD", new Map(Object.entries(SEED_EXCHANGE_RATES)));
      return { amount: toDecimalString(converted.amountMinor, "USD"), currencyCode: "USD" };
    };
    const prices = papillex.variants.map((variant) => variant.priceMinor);
    const compareAts = papillex.variants.map((variant) => variant.compareAtPriceMinor ?? 0);
    expect(product.priceRange).toEqual({ minVariantPrice: expected(Math.min(...prices)), maxVariantPrice: expected(Math.max(...prices)) });
    expect(product.compareAtPriceRange).toEqual({
      minVariantPrice: expected(Math.min(...compareAts)),
      maxVariantPrice: expected(Math.max(...compareAts)),
    });
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
    const withoutRates = storefrontOver(handle.db, {
      exchangeRates: { current: () => Promise.resolve(new Map()) },
    });
    const result = await withoutRates.execute({
      query: `query @inContext(country: GB) { productByHandle(handle: "papillex") { priceRange { minVariantPrice { amount currencyCode } } } }`,
    });
    expect(result.data).toEqual({ productByHandle: { priceRange: { minVariantPrice: { amount: "170.00", currencyCode: "RON" } } } });
  });

  it("reads the rates once per document, not per price, and not at all in lei", async () => {
    const current = vi.fn(() => Promise.resolve(new Map(Object.entries(SEED_EXCHANGE_RATES))));
    const counted = storefrontOver(handle.db, { exchangeRates: { current } });
    await counted.execute({
      query: `query @inContext(country: US) { products(first: 10) { nodes { variants(first: 10) { nodes { price { amount } } } } } }`,
    });
    expect(current).toHaveBeenCalledTimes(1);
    await counted.execute({ query: `{ products(first: 10) { nodes { variants(first: 10) { nodes { price { amount } } } } } }` });
    expect(current).toHaveBeenCalledTimes(1);
  });
});

describe("limits", () => {
  it("requires a page size between 0 and 250", async () => {
    const tooMany = await gql(`{ products(first: 1000) { nodes { id } } }`);
    expect(tooMany.data).toBeNull();
    expect(tooMany.errors).toEqual([
      expect.objectContaining({
        message: 'Argument "first" must be between 0 and 250, got 1000.',
        path: ["products"],
        extensions: { code: "BAD_REQUEST" },
      }),
    ]);
    const viaVariable = await gql(`query($n: Int) { products(last: $n) { nodes { id } } }`, { n: 251 });
    expect(viaVariable.errors?.[0]?.message).toBe('Argument "last" must be between 0 and 250, got 251.');
    const inner = await gql(`{ productByHandle(handle: "papillex") { variants(first: -1) { nodes { id } } } }`);
    expect(inner.errors?.[0]).toMatchObject({ path: ["productByHandle", "variants"], extensions: { code: "BAD_REQUEST" } });
  });

  it("requires first or last on every connection", async () => {
    const missing = await gql(`{ products { nodes { id } } }`);
    expect(missing.errors?.[0]).toMatchObject({ message: "you must provide one of first or last", extensions: { code: "BAD_REQUEST" } });
    const both = await gql(`{ products(first: 1, last: 1) { nodes { id } } }`);
    expect(both.errors?.[0]?.message).toBe("providing both first and last is not supported");
  });

  it("refuses over-deep queries before running them", async () => {
    const body = await gql(`{ products(first: 1) { edges { node { variants(first: 1) { edges { node { product {
      variants(first: 1) { edges { node { product { variants(first: 1) { nodes { id } } } } } } } } } } } } } }`);
    expect(body.data).toBeUndefined();
    expect(body.errors).toEqual([
      expect.objectContaining({ message: expect.stringContaining("depth limit of 13"), extensions: { code: "MAX_DEPTH_EXCEEDED" } }),
    ]);
  });

  it("refuses queries that cost too much, with page sizes as literals or variables", async () => {
    const nested = `products(first: 250) { nodes { variants(first: 250) { nodes { id title price { amount } } } } }`;
    const literal = await gql(`{ ${nested} }`);
    expect(literal.data).toBeUndefined();
    expect(literal.errors).toEqual([
      expect.objectContaining({
        message: expect.stringContaining("Cost limit of 200000"),
        extensions: { code: "MAX_COMPLEXITY_EXCEEDED" },
      }),
    ]);

    const withVariables = `query($n: Int = 250) { products(first: $n) { nodes { variants(first: $n) { nodes { id title price { amount } } } } } }`;
    expect((await gql(withVariables, { n: 250 })).errors?.[0]?.extensions?.code).toBe("MAX_COMPLEXITY_EXCEEDED");
    expect((await gql(withVariables)).errors?.[0]?.extensions?.code).toBe("MAX_COMPLEXITY_EXCEEDED");
    expect((await gql(withVariables, { n: 2 })).errors).toBeUndefined();
  });

  it("answers validation errors with status 200, as Shopify does", async () => {
    const body = await gql(`{ products(first: 1) { nodes { colour } } }`);
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]?.message).toContain('Cannot query field "colour" on type "Product"');
  });

  it("limits the number of metafield identifiers to 250", async () => {
    const identifiers = Array.from({ length: 251 }, (_, index) => ({ namespace: "custom", key: `k${index}` }));
    const body = await gql(
      `query($ids: [HasMetafieldsIdentifier!]!) { productByHandle(handle: "papillex") { metafields(identifiers: $ids) { value } } }`,
      {
        ids: identifiers,
      },
    );
    expect(body.errors?.[0]?.extensions?.code).toBe("BAD_REQUEST");
  });
});

describe("HTTP", () => {
  it("answers 401 with a JSON errors array without the token or with a wrong one", async () => {
    for (const token of [undefined, "wrong-token"]) {
      const response = await app.request(STOREFRONT_API_PATH, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...(token ? { [STOREFRONT_TOKEN_HEADER]: token } : {}) },
        body: JSON.stringify({ query: "{ shop { name } }" }),
      });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ errors: [{ message: expect.any(String), extensions: { code: "UNAUTHORIZED" } }] });
    }
  });

  it("answers 400 with an errors array for malformed JSON or a wrong shape", async () => {
    for (const body of ["{not json", "[]", JSON.stringify({ query: 42 }), JSON.stringify({ query: "{ shop { name } }", variables: [1] })]) {
      const answer = await post(body);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ errors: [{ message: expect.any(String), extensions: { code: "BAD_REQUEST" } }] });
    }
  });

  it("accepts an application/graphql body", async () => {
    const response = await app.request(STOREFRONT_API_PATH, {
      method: "POST",
      headers: { "Content-Type": "application/graphql", [STOREFRONT_TOKEN_HEADER]: config.publicStorefrontToken },
      body: "{ shop { name } }",
    });
    expect(await response.json()).toEqual({ data: { shop: { name: "Elara" } } });
  });

  it("answers 413 for a body over 2 MB", async () => {
    const answer = await post({ query: `{ shop { name } } #${"x".repeat(MAX_BODY_BYTES)}` });
    expect(answer.status).toBe(413);
    expect(answer.body.errors?.[0]?.extensions?.code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("answers 405 to PUT and a CORS preflight to OPTIONS", async () => {
    const put = await app.request(STOREFRONT_API_PATH, { method: "PUT" });
    expect(put.status).toBe(405);
    expect(put.headers.get("Allow")).toBe("GET, POST");
    expect((await put.json()).errors).toHaveLength(1);

    const preflight = await app.request(STOREFRONT_API_PATH, {
      method: "OPTIONS",
      headers: { Origin: "https://elsewhere.example", "Access-Control-Request-Method": "POST" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("Access-Control-Allow-Origin")).toBe("*");
    expect(preflight.headers.get("Access-Control-Allow-Methods")).toBe("GET, POST, OPTIONS");
    expect(preflight.headers.get("Access-Control-Allow-Headers")).toContain(STOREFRONT_TOKEN_HEADER);
    expect(preflight.headers.get("Access-Control-Allow-Headers")).toContain("Content-Type");

    const { response } = await post({ query: "{ shop { name } }" });
    expect(response.headers.get("Access-Control-Allow-Origin")).toBe("*");
  });
});

describe("the executor", () => {
  it("parses and validates a query text once", async () => {
    const fresh = storefrontOver(handle.db);
    const query = `{ shop { name } }`;
    await fresh.execute({ query });
    await fresh.execute({ query });
    await fresh.execute({ query: `{ shop { name } } ` });
    expect(fresh.documentCacheStats()).toEqual({ size: 2, hits: 1, misses: 2 });
  });

  it("forgets the least recently used documents beyond its size", async () => {
    const small = storefrontOver(handle.db, { documentCacheSize: 2 });
    for (const query of [
      "{ a: shop { name } }",
      "{ b: shop { name } }",
      "{ a: shop { name } }",
      "{ c: shop { name } }",
      "{ a: shop { name } }",
    ]) {
      await small.execute({ query });
    }
    expect(small.documentCacheStats()).toEqual({ size: 2, hits: 2, misses: 3 });
  });

  it("logs resolver failures and answers them without internals", async () => {
    const failing = new Proxy({} as Database, {
      get: () => () => {
        throw new Error("connect ECONNREFUSED 10.0.0.5:5432 (password=hunter2)");
      },
    });
    const errorLogger = createLogger("silent");
    const logged = vi.spyOn(errorLogger, "error");
    const broken = storefrontOver(failing, { errorLogger });
    const result = await broken.execute({ query: `{ productByHandle(handle: "papillex") { title } }` });
    expect(JSON.parse(JSON.stringify(result))).toEqual({
      data: { productByHandle: null },
      errors: [
        {
          message: "Internal error. Looks like something went wrong on our end.",
          locations: [{ line: 1, column: 3 }],
          path: ["productByHandle"],
          extensions: { code: "INTERNAL_SERVER_ERROR" },
        },
      ],
    });
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ err: expect.any(Error) }), expect.any(String));
  });
});

describe("createStorefrontClient", () => {
  it("runs queries in process in the client's language and returns data", async () => {
    const client = createStorefrontClient(api, { language: "en" });
    const data = await client.query<{ product: { title: string } }>(`query($handle: String!) { product(handle: $handle) { title } }`, {
      variables: { handle: "papillex" },
    });
    expect(data.product.title).toBe(papillex.title.en);
  });

  it("lets @inContext override the client's language", async () => {
    const client = createStorefrontClient(api, { language: "en" });
    const data = await client.query<{ product: { title: string } }>(
      `query @inContext(language: RO) { product(handle: "papillex") { title } }`,
    );
    expect(data.product.title).toBe(papillex.title.ro);
  });

  it("prices in the client's country, which @inContext(country:) overrides", async () => {
    const client = createStorefrontClient(api, { language: "en", country: "GB" });
    const query = `{ product(handle: "papillex") { priceRange { minVariantPrice { currencyCode } } } }`;
    type PriceData = { product: { priceRange: { minVariantPrice: { currencyCode: string } } } };
    expect((await client.query<PriceData>(query)).product.priceRange.minVariantPrice.currencyCode).toBe("GBP");
    const overridden = await client.query<PriceData>(`query @inContext(country: JP) ${query}`);
    expect(overridden.product.priceRange.minVariantPrice.currencyCode).toBe("JPY");
    const ron = createStorefrontClient(api, { language: "en" });
    expect((await ron.query<PriceData>(query)).product.priceRange.minVariantPrice.currencyCode).toBe("RON");
  });

  it("throws 'GraphQL errors: …' when the answer has errors", async () => {
    const client = createStorefrontClient(api, { language: "ro" });
    await expect(client.query(`{ products { nodes { id } } }`)).rejects.toThrow("GraphQL errors: you must provide one of first or last");
  });
});

describe("review metafields", () => {
  const QUERY = `{ products(first: 10) { nodes { handle
    metafields(identifiers: [{ namespace: "reviews", key: "rating_count" }, { namespace: "reviews", key: "rating" }]) { key value type }
  } } }`;

  it("computes reviews.rating_count and reviews.rating from published reviews only, and nothing without any", async () => {
    const [simplix] = await handle.db.select({ id: products.id }).from(products).where(eq(products.handle, "simplix"));
    const review = (rating: number, status = "published") => ({
      productId: simplix!.id,
      rating,
      title: "Title",
      body: "Text",
      language: "ro" as const,
      status,
    });
    await handle.db.insert(reviews).values([review(5), review(4), review(4), review(1, "hidden")]);
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
      await handle.db.delete(reviews).where(eq(reviews.productId, simplix!.id));
    }
  });
});

describe("GET queries (decision 0061)", () => {
  let cached: Hono;
  beforeAll(() => {
    const platform = testPlatform(handle.db, { config, logger });
    cached = storefrontApiRoutes(createStorefrontApi({ platform, resultCache: { maxBytes: 1_000_000, freshMs: 60_000 } }), {
      ...config,
      pageCache: { maxBytes: 0, freshSeconds: 60 },
    });
  });

  const get = (search: Record<string, string>, headers: Record<string, string> = {}, on: Hono = cached) =>
    on.request(`${STOREFRONT_API_PATH}?${new URLSearchParams(search)}`, {
      headers: { [STOREFRONT_TOKEN_HEADER]: config.publicStorefrontToken, ...headers },
    });
  const LIST = "query List($n: Int!) { products(first: $n) { nodes { handle } } }";

  it("answer a public read as POST does, with headers a CDN may keep it by", async () => {
    const first = await get({ query: LIST, variables: JSON.stringify({ n: 2 }), operationName: "List" });
    expect(first.status).toBe(200);
    const body = (await first.json()) as GraphQLBody;
    expect(body.data?.products.nodes).toHaveLength(2);
    expect(first.headers.get("Cache-Control")).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=300");
    expect(first.headers.get("Vary")).toContain(STOREFRONT_TOKEN_HEADER);
    expect(first.headers.get("ETag")).toMatch(/^"[\w-]{27}"$/);
    expect(first.headers.get("Access-Control-Expose-Headers")).toBe("ETag");
    const posted = await post({ query: LIST, variables: { n: 2 } });
    expect(posted.body).toEqual(body);
  });

  it("answer 304 Not Modified to the ETag a client kept, and the kept answer compressed", async () => {
    const first = await get({ query: "{ shop { name } }" });
    const etag = first.headers.get("ETag")!;
    const again = await get({ query: "{ shop { name } }" }, { "If-None-Match": `W/${etag}` });
    expect(again.status).toBe(304);
    expect(again.headers.get("ETag")).toBe(etag);
    expect(await again.text()).toBe("");
    const compressed = await get({ query: "{ shop { name } }" }, { "Accept-Encoding": "br" });
    expect(compressed.headers.get("Content-Encoding")).toBe("br");
    expect(compressed.headers.get("X-Storefront-Cache")).toBe("HIT");
  });

  it("say MISS on the answer that filled the cache and HIT only on answers served from it, for GET and POST", async () => {
    const query = "query CacheState { products(first: 1) { nodes { id } } }";
    const filling = await get({ query });
    expect(filling.headers.get("X-Storefront-Cache")).toBe("MISS");
    const served = await get({ query }, { "Accept-Encoding": "gzip" });
    expect(served.headers.get("X-Storefront-Cache")).toBe("HIT");
    expect(served.headers.get("Content-Encoding")).toBe("gzip");
    const posted = await cached.request(STOREFRONT_API_PATH, {
      method: "POST",
      headers: { "Content-Type": "application/json", [STOREFRONT_TOKEN_HEADER]: config.publicStorefrontToken },
      body: JSON.stringify({ query }),
    });
    expect(posted.headers.get("X-Storefront-Cache")).toBe("HIT");
    expect(await posted.json()).toEqual(await filling.json());
  });

  it("refuse a mutation (405) and a customer's data (400): a token must not travel in a URL", async () => {
    const mutation = await get({ query: 'mutation { customerAccessTokenDelete(customerAccessToken: "x") { deletedAccessToken } }' });
    expect(mutation.status).toBe(405);
    expect(mutation.headers.get("Allow")).toBe("POST");
    const customer = await get({ query: '{ customer(customerAccessToken: "secret") { id } }' });
    expect(customer.status).toBe(400);
    expect(((await customer.json()) as GraphQLBody).errors?.[0]?.message).toMatch(/POST/);
  });

  it("refuse a missing query, variables that are not JSON, and a missing token, naming what is wrong", async () => {
    const missing = await get({});
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as GraphQLBody).errors?.[0]?.message).toContain('"query"');
    const badVariables = await get({ query: LIST, variables: "{n: 2" });
    expect(badVariables.status).toBe(400);
    expect(((await badVariables.json()) as GraphQLBody).errors?.[0]?.message).toContain('"variables"');
    const listVariables = await get({ query: LIST, variables: "[2]" });
    expect(listVariables.status).toBe(400);
    const anonymous = await cached.request(`${STOREFRONT_API_PATH}?query=${encodeURIComponent("{ shop { name } }")}`);
    expect(anonymous.status).toBe(401);
  });

  it("answer an invalid query with errors and status 200, never kept, by this store or a CDN", async () => {
    const invalid = await get({ query: "{ nope }" });
    expect(invalid.status).toBe(200);
    expect(invalid.headers.get("X-Storefront-Cache")).toBeNull();
    expect(invalid.headers.get("Cache-Control")).toBe("private, no-store");
    const tooDeep = await get({ query: LIST, variables: JSON.stringify({ n: 100000 }), operationName: "List" });
    expect(((await tooDeep.json()) as GraphQLBody).errors?.length).toBeGreaterThan(0);
    expect(tooDeep.headers.get("Cache-Control")).toBe("private, no-store");
    expect(((await invalid.json()) as GraphQLBody).errors?.length).toBeGreaterThan(0);
  });
});

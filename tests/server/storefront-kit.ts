/**
 * The Storefront API over HTTP in process (its Hono routes) against the seeded catalogue, for a test file: the
 * config it runs with, the API over its own platform (exchange rates and the document cache replaceable), and the
 * requests a test sends, answered as GraphQL bodies.
 */
import type { Hono } from "hono";
import { afterAll, beforeAll, expect } from "vitest";
import type { Config } from "#server/config";
import type { Database, DatabaseHandle } from "#server/db/client";
import type { ExchangeRateService } from "#server/commerce/catalog/exchange-rates";
import { createLogger } from "#server/logger";
import { STOREFRONT_API_PATH, STOREFRONT_TOKEN_HEADER } from "#domain/storefront-endpoint";
import { storefrontApiRoutes } from "#server/storefront-api/http";
import { createStorefrontApi, type StorefrontApi } from "#server/storefront-api/storefront-api";
import { testPlatform } from "./platform-kit.ts";
import { createSeededTestDatabase } from "./test-database.ts";

export const config = {
  baseUrl: "https://shop.example",
  brandName: "Elara",
  publicStorefrontToken: "test-storefront-token-0123456789",
} satisfies Pick<Config, "baseUrl" | "brandName" | "publicStorefrontToken">;

export const logger = createLogger("silent");

/** The API over its own platform, with the exchange rates a test substitutes. */
export function storefrontOver(
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

export interface Money {
  amount: string;
  currencyCode: string;
}

export interface Page<T> {
  edges: { cursor: string; node: T }[];
  nodes: T[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
}

export interface MetafieldJson {
  key: string;
  value: string;
  type: string;
}

export interface VariantJson {
  id: string;
  sku: string;
  title: string;
  availableForSale: boolean;
  price: Money;
  compareAtPrice: Money | null;
  selectedOptions: { name: string; value: string }[];
  metafields: (MetafieldJson | null)[];
}

export interface ProductJson {
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
export type Data = Record<"products" | "cheapest" | "dearest" | "newest", Page<ProductJson>> &
  Record<"productByHandle" | "product", ProductJson>;

export interface GraphQLBody {
  data?: Data | null;
  errors?: { message: string; path?: (string | number)[]; extensions?: { code?: string } }[];
}

/** A seeded database and the API over it for this file's tests, with the requests they send. */
export function storefrontForFile() {
  const store = {} as { handle: DatabaseHandle; api: StorefrontApi; app: Hono };
  beforeAll(async () => {
    store.handle = await createSeededTestDatabase();
    store.api = storefrontOver(store.handle.db);
    store.app = storefrontApiRoutes(store.api, config);
  });
  afterAll(async () => {
    await store.handle?.close();
  });

  async function post(
    body: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; body: GraphQLBody; response: Response }> {
    const response = await store.app.request(STOREFRONT_API_PATH, {
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

  return { store, post, gql };
}

export const metafieldsOf = (keys: string[]) =>
  `metafields(identifiers: [${keys.map((key) => `{namespace: "custom", key: "${key}"}`).join(", ")}]) { key value type }`;

export const VARIANT_FIELDS = `id title availableForSale sku price { amount currencyCode } compareAtPrice { amount currencyCode }
  selectedOptions { name value } image { url altText } ${metafieldsOf(["label", "savings", "subscription"])}`;

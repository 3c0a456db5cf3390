/**
 * The Storefront API's door over HTTP (the Hono routes in process): its limits, methods and bodies, the executor,
 * the in-process client the pages use, and GET queries (decision 0061).
 */
import type { Hono } from "hono";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "#server/db/client";
import { papillex } from "#server/db/seed/products/papillex";
import { createLogger } from "#server/logger";
import { STOREFRONT_API_PATH, STOREFRONT_TOKEN_HEADER } from "#domain/storefront-endpoint";
import { config, logger, storefrontForFile, storefrontOver, type GraphQLBody } from "#tests/server/storefront-kit.ts";
import { testPlatform } from "#tests/server/platform-kit.ts";
import { createStorefrontClient } from "./client.ts";
import { MAX_BODY_BYTES, storefrontApiRoutes } from "./http.ts";
import { createStorefrontApi } from "./storefront-api.ts";

const { store, post, gql } = storefrontForFile();

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
      const response = await store.app.request(STOREFRONT_API_PATH, {
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
    const response = await store.app.request(STOREFRONT_API_PATH, {
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
    const put = await store.app.request(STOREFRONT_API_PATH, { method: "PUT" });
    expect(put.status).toBe(405);
    expect(put.headers.get("Allow")).toBe("GET, POST");
    expect((await put.json()).errors).toHaveLength(1);

    const preflight = await store.app.request(STOREFRONT_API_PATH, {
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
    const fresh = storefrontOver(store.handle.db);
    const query = `{ shop { name } }`;
    await fresh.execute({ query });
    await fresh.execute({ query });
    await fresh.execute({ query: `{ shop { name } } ` });
    expect(fresh.documentCacheStats()).toEqual({ size: 2, hits: 1, misses: 2 });
  });

  it("forgets the least recently used documents beyond its size", async () => {
    const small = storefrontOver(store.handle.db, { documentCacheSize: 2 });
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
    const client = createStorefrontClient(store.api, { language: "en" });
    const data = await client.query<{ product: { title: string } }>(`query($handle: String!) { product(handle: $handle) { title } }`, {
      variables: { handle: "papillex" },
    });
    expect(data.product.title).toBe(papillex.title.en);
  });

  it("lets @inContext override the client's language", async () => {
    const client = createStorefrontClient(store.api, { language: "en" });
    const data = await client.query<{ product: { title: string } }>(
      `query @inContext(language: RO) { product(handle: "papillex") { title } }`,
    );
    expect(data.product.title).toBe(papillex.title.ro);
  });

  it("prices in the client's country, which @inContext(country:) overrides", async () => {
    const client = createStorefrontClient(store.api, { language: "en", country: "GB" });
    const query = `{ product(handle: "papillex") { priceRange { minVariantPrice { currencyCode } } } }`;
    type PriceData = { product: { priceRange: { minVariantPrice: { currencyCode: string } } } };
    expect((await client.query<PriceData>(query)).product.priceRange.minVariantPrice.currencyCode).toBe("GBP");
    const overridden = await client.query<PriceData>(`query @inContext(country: JP) ${query}`);
    expect(overridden.product.priceRange.minVariantPrice.currencyCode).toBe("JPY");
    const ron = createStorefrontClient(store.api, { language: "en" });
    expect((await ron.query<PriceData>(query)).product.priceRange.minVariantPrice.currencyCode).toBe("RON");
  });

  it("throws 'GraphQL errors: …' when the answer has errors", async () => {
    const client = createStorefrontClient(store.api, { language: "ro" });
    await expect(client.query(`{ products { nodes { id } } }`)).rejects.toThrow("GraphQL errors: you must provide one of first or last");
  });
});

describe("GET queries (decision 0061)", () => {
  let cached: Hono;
  beforeAll(() => {
    const platform = testPlatform(store.handle.db, { config, logger });
    cached = storefrontApiRoutes(createStorefrontApi({ platform, resultCache: { maxBytes: 1_000_000, freshMs: 60_000 } }), {
      ...config,
      pageCache: { maxBytes: 0, freshSeconds: 60, campaignParameters: [] },
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

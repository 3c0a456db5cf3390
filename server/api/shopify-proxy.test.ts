/**
 * POST /api/shopify: forwards to this store's Storefront API (in process) or to the configured
 * Shopify store (a local stub HTTP server here), refuses every other domain, and bounds what it
 * reads in size and time.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Hono } from "hono";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "#server/db/client";
import { createSeededTestDatabase } from "#tests/server/test-database.ts";
import type { RequestVariables } from "#server/http/request-logging";
import { storefrontApiRoutes } from "#server/storefront-api/http";
import { createStorefrontApi } from "#server/storefront-api/storefront-api";
import { freshRateLimits, testPlatform } from "#tests/server/platform-kit.ts";
import { PROXY_BODY_LIMIT, SHOPIFY_PROXY_PATH, shopifyProxyRoutes, type ShopifyProxyOptions } from "./shopify-proxy.ts";
import { refusal } from "#tests/server/problem-kit.ts";

const OWN_HOST = "shop.example";
const TOKEN = "test-storefront-token-0123456789";
const SHOPIFY_DOMAIN = "elara-test.myshopify.com";
const SHOPIFY_TOKEN = "configured-shopify-token-0001";

const ARTICLES_QUERY = `query BlogArticles($blogHandle: String!, $first: Int!) {
  blog(handle: $blogHandle) { title articles(first: $first, sortKey: PUBLISHED_AT, reverse: true) { edges { node { handle title } } } }
}`;

let handle: DatabaseHandle;
let storefrontRoutes: Hono;
const warnings = vi.fn();

beforeAll(async () => {
  handle = await createSeededTestDatabase();
  const config = { baseUrl: `https://${OWN_HOST}`, brandName: "Elara", publicStorefrontToken: TOKEN, trustProxyHops: 1 };
  storefrontRoutes = storefrontApiRoutes(createStorefrontApi({ platform: testPlatform(handle.db, { config }) }), config);
});

afterAll(async () => {
  await handle?.close();
});

afterEach(() => warnings.mockClear());

/** The proxy behind the request logger's `c.var.log`, as the real app mounts it. */
function proxyApp(options: Partial<ShopifyProxyOptions> = {}) {
  const app = new Hono<{ Variables: RequestVariables }>();
  app.use(async (c, next) => {
    c.set("log", { warn: warnings, info: vi.fn(), debug: vi.fn(), error: vi.fn() } as unknown as RequestVariables["log"]);
    await next();
  });
  app.route(
    "/",
    shopifyProxyRoutes({
      ownStore: { host: OWN_HOST, handler: storefrontRoutes },
      rateLimits: freshRateLimits(handle.db),
      trustProxyHops: 1,
      ...options,
    }),
  );
  return app;
}

let clientNumber = 0;

function post(app: Hono<{ Variables: RequestVariables }>, body: unknown, headers: Record<string, string> = {}) {
  clientNumber += 1;
  return app.request(SHOPIFY_PROXY_PATH, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": `198.51.100.${clientNumber % 250}`, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const ownStoreBody = {
  storeDomain: OWN_HOST,
  storefrontAccessToken: TOKEN,
  query: ARTICLES_QUERY,
  variables: { blogHandle: "news", first: 10 },
};

describe("forwarding to this store", () => {
  it("answers the Storefront API's own JSON: the blog's articles, newest first", async () => {
    const response = await post(proxyApp(), ownStoreBody);
    expect(response.status).toBe(200);
    const json = (await response.json()) as { data: { blog: { title: string; articles: { edges: { node: { handle: string } }[] } } } };
    expect(json.data.blog.title).toBe("Noutăți");
    expect(json.data.blog.articles.edges.map((edge) => edge.node.handle)).toEqual([
      "monthly-subscription-explained",
      "how-every-batch-is-tested",
      "how-we-research-our-formulas",
    ]);
  });

  it("takes the domain with a scheme, in capitals or with a trailing slash", async () => {
    for (const storeDomain of ["https://shop.example/", "SHOP.EXAMPLE", " http://shop.example "]) {
      expect((await post(proxyApp(), { ...ownStoreBody, storeDomain })).status).toBe(200);
    }
  });

  it("reports the store's refusal of a wrong token as the spec's Shopify API error, with its status", async () => {
    const response = await post(proxyApp(), { ...ownStoreBody, storefrontAccessToken: "not-the-token" });
    expect(response.status).toBe(401);
    const json = (await response.json()) as { error: string };
    expect(json.error).toMatch(/^Shopify API error: 401 - \{"errors":\[\{"message":"Invalid or missing Storefront API access token\./);
  });

  it("passes GraphQL errors through in the answer, as the Storefront API gives them", async () => {
    const response = await post(proxyApp(), { ...ownStoreBody, query: "{ nope }", variables: null });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { errors: unknown[] }).errors).toHaveLength(1);
  });
});

describe("refusing other stores", () => {
  it.each(["evil.example", "shop.example.evil.example", "myshopify.com", "localhost", "127.0.0.1", "shop.example:8080"])(
    "refuses %j with 400 in Romanian by default",
    async (storeDomain) => {
      const response = await post(proxyApp(), { ...ownStoreBody, storeDomain });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        ...refusal(400, "foreign_store", `Magazinul „${storeDomain}” nu este deservit aici. Folosește domeniul acestui magazin.`),
        field: "storeDomain",
      });
    },
  );

  it("answers in English for an English shopper", async () => {
    const byHeader = await post(proxyApp(), { ...ownStoreBody, storeDomain: "evil.example" }, { "Accept-Language": "en-GB,en;q=0.9" });
    expect(((await byHeader.json()) as { error: string }).error).toBe(
      "The store “evil.example” is not served here. Use this store's domain.",
    );
    const byCookie = await post(proxyApp(), { ...ownStoreBody, storeDomain: "evil.example" }, { Cookie: "i18next=en" });
    expect(byCookie.status).toBe(400);
    expect(((await byCookie.json()) as { error: string }).error).toMatch(/^The store/);
  });

  it("refuses the configured Shopify domain's look-alikes, and Shopify itself when none is configured", async () => {
    const configured = proxyApp({ shopify: { storeDomain: SHOPIFY_DOMAIN, storefrontToken: SHOPIFY_TOKEN, origin: "http://127.0.0.1:9" } });
    expect((await post(configured, { ...ownStoreBody, storeDomain: `x${SHOPIFY_DOMAIN}` })).status).toBe(400);
    expect((await post(proxyApp(), { ...ownStoreBody, storeDomain: SHOPIFY_DOMAIN })).status).toBe(400);
  });
});

describe("bad requests", () => {
  it.each([
    ["not JSON", "{", "Corpul cererii nu este JSON valid."],
    ["not an object", "[1]", "Corpul cererii trebuie să fie un obiect JSON."],
    ["no storeDomain", { storefrontAccessToken: TOKEN, query: "{ shop { name } }" }, "Lipsește câmpul „storeDomain”."],
    ["no query", { storeDomain: OWN_HOST, storefrontAccessToken: TOKEN }, "Lipsește câmpul „query”."],
    [
      "an empty query",
      { storeDomain: OWN_HOST, storefrontAccessToken: TOKEN, query: "" },
      "Câmpul „query” trebuie să fie un text nevid, de lungime rezonabilă.",
    ],
    ["no token", { storeDomain: OWN_HOST, query: "{ shop { name } }" }, "Lipsește câmpul „storefrontAccessToken”."],
    ["variables that are a list", { ...ownStoreBody, variables: [1] }, "Câmpul „variables” trebuie să fie un obiect JSON."],
  ])("answers 400 for %s", async (_case, body, error) => {
    const response = await post(proxyApp(), body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe(error);
  });

  it("refuses a body over 64 KB before reading it", async () => {
    const response = await post(proxyApp(), { ...ownStoreBody, query: `# ${"x".repeat(PROXY_BODY_LIMIT)}\n{ shop { name } }` });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(refusal(413, "too_large", "Cererea depășește 64 KB."));
  });

  it("answers 405 to anything but POST", async () => {
    const response = await proxyApp().request(SHOPIFY_PROXY_PATH, { method: "GET", headers: { "Accept-Language": "en" } });
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("POST");
  });

  it("limits each client, with Retry-After", async () => {
    const app = proxyApp({ requestsPerMinute: 2 });
    const client = { "X-Forwarded-For": "203.0.113.77" };
    for (let i = 0; i < 2; i += 1) expect((await post(app, { ...ownStoreBody, storeDomain: "evil.example" }, client)).status).toBe(400);
    const limited = await post(app, ownStoreBody, client);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(((await limited.json()) as { error: string }).error).toMatch(/^Prea multe încercări/);
    expect((await post(app, ownStoreBody, { "X-Forwarded-For": "203.0.113.78" })).status).toBe(200);
  });
});

describe("forwarding to the configured Shopify store", () => {
  type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void;
  let server: Server;
  let origin: string;
  let handler: Handler;
  const received: { url?: string; token?: string; body?: unknown }[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => handler(request, Buffer.concat(chunks).toString("utf8"), response));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  afterEach(() => {
    received.length = 0;
  });

  const shopifyApp = (options: Partial<ShopifyProxyOptions> = {}) =>
    proxyApp({ shopify: { storeDomain: SHOPIFY_DOMAIN, storefrontToken: SHOPIFY_TOKEN, origin }, ...options });
  const shopifyBody = { ...ownStoreBody, storeDomain: SHOPIFY_DOMAIN, storefrontAccessToken: "the-browser-token" };

  it("posts the document and variables to the store's 2024-01 endpoint with the configured token, and answers its JSON", async () => {
    const upstreamAnswer = { data: { blog: { title: "Wellness Blog", articles: { edges: [] } } } };
    handler = (request, body, response) => {
      received.push({ url: request.url, token: request.headers["x-shopify-storefront-access-token"] as string, body: JSON.parse(body) });
      response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(upstreamAnswer));
    };
    const response = await post(shopifyApp(), shopifyBody);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(upstreamAnswer);
    expect(received).toEqual([
      {
        url: "/api/2024-01/graphql.json",
        token: SHOPIFY_TOKEN,
        body: { query: ARTICLES_QUERY, variables: { blogHandle: "news", first: 10 } },
      },
    ]);
  });

  it.each([
    [500, 502],
    [503, 502],
    [403, 403],
    [429, 429],
  ])("reads a %i answer as text and reports it as the spec's Shopify API error (status %i)", async (upstreamStatus, status) => {
    handler = (_request, _body, response) => response.writeHead(upstreamStatus, { "Content-Type": "text/plain" }).end("upstream said no");
    const response = await post(shopifyApp(), shopifyBody);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual(refusal(status, "upstream_error", `Shopify API error: ${upstreamStatus} - upstream said no`));
    expect(warnings).toHaveBeenCalled();
  });

  it("quotes at most 1 000 characters of a failed answer", async () => {
    handler = (_request, _body, response) => response.writeHead(500).end("e".repeat(5_000));
    const { error } = (await (await post(shopifyApp(), shopifyBody)).json()) as { error: string };
    expect(error).toBe(`Shopify API error: 500 - ${"e".repeat(1_000)}…`);
  });

  it("gives up after the time limit with 504", async () => {
    handler = () => undefined; // never answers
    const started = performance.now();
    const response = await post(shopifyApp({ timeoutMs: 300 }), shopifyBody, { "Accept-Language": "en" });
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(response.status).toBe(504);
    expect(await response.json()).toEqual(refusal(504, "upstream_timeout", "The store did not answer within 1 second. Please try again."));
  });

  it("gives up on an answer that trickles in past the time limit", async () => {
    handler = (_request, _body, response) => {
      response.writeHead(200, { "Content-Type": "application/json" });
      response.write('{"data":');
    };
    const response = await post(shopifyApp({ timeoutMs: 300 }), shopifyBody);
    expect(response.status).toBe(504);
  });

  it("refuses an answer larger than the bound, declared or streamed", async () => {
    handler = (_request, _body, response) =>
      response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ data: "x".repeat(5_000) }));
    const declared = await post(shopifyApp({ maxAnswerBytes: 1_000 }), shopifyBody);
    expect(declared.status).toBe(502);
    expect(((await declared.json()) as { error: string }).error).toMatch(/^Răspunsul magazinului depășește/);

    handler = (_request, _body, response) => {
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(JSON.stringify({ data: "y".repeat(5_000) }));
    };
    const streamed = await post(shopifyApp({ maxAnswerBytes: 1_000, fetchImpl: chunkedFetch }), shopifyBody);
    expect(streamed.status).toBe(502);
  });

  it("answers 502 when the store's answer is not JSON or the store cannot be reached", async () => {
    handler = (_request, _body, response) => response.writeHead(200, { "Content-Type": "text/html" }).end("<html>maintenance</html>");
    const notJson = await post(shopifyApp(), shopifyBody, { "Accept-Language": "en" });
    expect(notJson.status).toBe(502);
    expect(await notJson.json()).toEqual(refusal(502, "upstream_not_json", "The store's answer is not valid JSON."));

    const closed = proxyApp({ shopify: { storeDomain: SHOPIFY_DOMAIN, storefrontToken: SHOPIFY_TOKEN, origin: "http://127.0.0.1:9" } });
    const unreachable = await post(closed, shopifyBody, { "Accept-Language": "en" });
    expect(unreachable.status).toBe(502);
    expect(await unreachable.json()).toEqual(refusal(502, "upstream_unreachable", "The store could not be reached. Please try again."));
  });
});

/** The real fetch with the Content-Length dropped, so the size is only learnt while reading. */
const chunkedFetch: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  const headers = new Headers(response.headers);
  headers.delete("Content-Length");
  return new Response(response.body, { status: response.status, headers });
};

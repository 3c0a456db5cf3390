import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";
import type { DatabaseHandle } from "./db/client.ts";
import { createSeededTestDatabase } from "#tests/server/test-database.ts";
import { createLogger } from "./logger.ts";
import { capturingLogger } from "#tests/server/capturing-logger.ts";
import { buildTestApp } from "#tests/server/platform-kit.ts";
import { refusal } from "#tests/server/problem-kit.ts";
import { createApp } from "./app.ts";

const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" });
const logger = createLogger("silent");

describe("the HTTP app", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createSeededTestDatabase();
  });
  afterAll(() => database.close());

  const appWith = (ping: () => Promise<void>) => buildTestApp({ ping, db: database.db, listen: database.listen }, { config, logger }).app;

  it("reports health with the database's state", async () => {
    const healthy = await appWith(() => database.ping()).request("/healthz", { headers: { "Accept-Encoding": "br, gzip" } });
    expect(healthy.status).toBe(200);
    // A probe's 38 bytes go as they are: compressing them would cost more than it saves.
    expect(healthy.headers.get("Content-Encoding")).toBeNull();
    expect(await healthy.json()).toEqual({ status: "ok", db: "ok", write: "ok" });
    expect(healthy.headers.get("Cache-Control")).toBe("no-store");

    const broken = await appWith(() => Promise.reject(new Error("connection lost"))).request("/healthz");
    expect(broken.status).toBe(503);
    expect(await broken.json()).toEqual({ status: "error", db: "unavailable", write: "failing" });
  });

  it("answers 503 with Retry-After when no database connection was free in time, and 500 for any other failure", async () => {
    const { platform, storefrontApi } = buildTestApp(database, { config, logger });
    const failingWith = (error: Error) =>
      createApp({ platform, database, storefrontApi: { ...storefrontApi, answer: () => Promise.reject(error) } });
    const ask = (app: ReturnType<typeof failingWith>) =>
      app.request("/api/2024-01/graphql.json", {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Shopify-Storefront-Access-Token": config.publicStorefrontToken },
        body: JSON.stringify({ query: "{ shop { name } }" }),
      });
    // drizzle wraps the driver's error in its own "Failed query".
    const busy = await ask(
      failingWith(new Error("Failed query: select 1", { cause: new Error("timeout exceeded when trying to connect") })),
    );
    expect(busy.status).toBe(503);
    expect(busy.headers.get("Retry-After")).toBe("1");
    expect(await busy.json()).toEqual(
      refusal(503, "database_busy", "Magazinul e foarte aglomerat chiar acum. Încearcă din nou peste câteva clipe."),
    );
    expect((await ask(failingWith(new Error("something else")))).status).toBe(500);
  });

  it("serves the Storefront API with the configured token, compressed and with a request id", async () => {
    const response = await appWith(() => database.ping()).request("/api/2024-01/graphql.json", {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "X-Shopify-Storefront-Access-Token": config.publicStorefrontToken,
        "Accept-Encoding": "identity",
        "X-Request-Id": "trace-123",
      },
      body: JSON.stringify({ query: "{ shop { name paymentSettings { currencyCode countryCode } } }" }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("X-Request-Id")).toBe("trace-123");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(await response.json()).toEqual({
      data: { shop: { name: "Elara", paymentSettings: { currencyCode: "RON", countryCode: "RO" } } },
    });
  });

  it("lets browsers and CDNs keep the build's files: fingerprinted scripts a year, favicons and pictograms a day", async () => {
    const client = mkdtempSync(path.join(tmpdir(), "elara-client-"));
    try {
      mkdirSync(path.join(client, "assets"));
      mkdirSync(path.join(client, "anpc"));
      writeFileSync(path.join(client, "assets", "shell-AbC123.js"), "export {};");
      writeFileSync(path.join(client, "favicon.svg"), "<svg/>");
      writeFileSync(path.join(client, "anpc", "sal.svg"), "<svg/>");
      const { platform, storefrontApi } = buildTestApp(database, { config, logger });
      const app = createApp({ platform, database, storefrontApi, clientAssetsDir: path.relative(process.cwd(), client) });
      const cacheControl = async (url: string) => {
        const response = await app.request(url);
        return `${response.status} ${response.headers.get("Cache-Control")}`;
      };
      expect(await cacheControl("/assets/shell-AbC123.js")).toBe("200 public, max-age=31536000, immutable");
      expect(await cacheControl("/favicon.svg")).toBe("200 public, max-age=86400");
      expect(await cacheControl("/anpc/sal.svg")).toBe("200 public, max-age=86400");
      // What is not there is not kept anywhere.
      expect(await cacheControl("/assets/gone-Zz9.js")).toBe("404 null");
    } finally {
      rmSync(client, { recursive: true, force: true });
    }
  });

  it("answers unknown API paths with a JSON 404 when no pages are mounted", async () => {
    const response = await appWith(() => database.ping()).request("/api/nope");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, status: 404, code: "not_found", error: "Nu există nimic la această adresă." });
  });
});

describe("the Storefront API's kept answers, served before the middleware chain (decision 0062)", () => {
  let database: DatabaseHandle;
  const { logger: capturing, lines: logLines } = capturingLogger();
  beforeAll(async () => {
    database = await createSeededTestDatabase();
  });
  afterAll(() => database.close());

  const PATH = "/api/2024-01/graphql.json";
  const LIST = "query List($n: Int!) { products(first: $n) { nodes { handle title } } }";
  const cachedApp = () => buildTestApp(database, { config, logger: capturing, resultCache: { maxBytes: 1_000_000, freshMs: 60_000 } });
  const post = (app: ReturnType<typeof cachedApp>["app"], body: string, headers: Record<string, string> = {}) =>
    app.request(PATH, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "X-Shopify-Storefront-Access-Token": config.publicStorefrontToken,
        // As an HTTP client sends it (a Request made in process has none): the lane reads only declared bodies.
        "Content-Length": String(Buffer.byteLength(body)),
        ...headers,
      },
      body,
    });
  /** Every header but those that differ by request (its id) or by whether it came from memory. */
  const comparable = (response: Response) =>
    Object.fromEntries([...response.headers].filter(([name]) => name !== "x-request-id" && name !== "x-storefront-cache"));

  it("answers a repeated read with the same bytes and headers the chain gave, a request id, a log line and a count", async () => {
    const { app, storefrontApi } = cachedApp();
    for (const [n, encoding] of [
      [3, "br"],
      [4, "gzip"],
      [5, "identity"],
    ] as const) {
      const body = JSON.stringify({ query: LIST, variables: { n }, operationName: "List" });
      const asked = { "Accept-Encoding": encoding, "X-Request-Id": `trace-${encoding}` };
      logLines.length = 0;
      const filled = await post(app, body, asked);
      const documentsRead = storefrontApi.documentCacheStats();
      const served = await post(app, body, asked);
      // Answered before the route: the query text was not even looked up.
      expect(storefrontApi.documentCacheStats()).toEqual(documentsRead);
      expect([filled.headers.get("X-Storefront-Cache"), served.headers.get("X-Storefront-Cache")]).toEqual(["MISS", "HIT"]);
      expect(comparable(served)).toEqual(comparable(filled));
      expect(served.headers.get("X-Request-Id")).toBe(`trace-${encoding}`);
      expect(Buffer.from(await served.arrayBuffer())).toEqual(Buffer.from(await filled.arrayBuffer()));
      const lines = logLines.filter((line) => line.msg === "request");
      expect(lines).toHaveLength(2);
      expect(lines[1]).toMatchObject({ reqId: `trace-${encoding}`, method: "POST", path: PATH, status: 200 });
      expect(Object.keys(lines[1]!).sort()).toEqual(Object.keys(lines[0]!).sort());
    }
    const metrics = await (await app.request("/metrics")).text();
    expect(metrics).toMatch(/http_requests_total\{method="POST",route="\/api\/2024-01\/graphql\.json",status="200"\} 6\b/);
  });

  it("answers a repeated GET the same way, 304 to its ETag included", async () => {
    const { app, storefrontApi } = cachedApp();
    const search = `?${new URLSearchParams({ query: LIST, variables: JSON.stringify({ n: 2 }), operationName: "List" })}`;
    const get = (headers: Record<string, string> = {}) =>
      app.request(PATH + search, { headers: { "X-Shopify-Storefront-Access-Token": config.publicStorefrontToken, ...headers } });
    const filled = await get({ "Accept-Encoding": "br" });
    const documentsRead = storefrontApi.documentCacheStats();
    const served = await get({ "Accept-Encoding": "br" });
    expect(storefrontApi.documentCacheStats()).toEqual(documentsRead);
    expect(served.headers.get("X-Storefront-Cache")).toBe("HIT");
    expect(comparable(served)).toEqual(comparable(filled));
    const etag = served.headers.get("ETag")!;
    const notModified = await get({ "If-None-Match": etag });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get("X-Storefront-Cache")).toBe("HIT");
    expect(notModified.headers.get("Vary")).toBe("X-Shopify-Storefront-Access-Token, Accept-Encoding");
    expect(notModified.headers.get("X-Frame-Options")).toBe("DENY");
  });

  it("serves a kept answer only to the same request: other variables, another body type, a wrong token go down the chain", async () => {
    const { app } = cachedApp();
    const two = JSON.stringify({ query: LIST, variables: { n: 2 }, operationName: "List" });
    await post(app, two);
    expect((await post(app, two)).headers.get("X-Storefront-Cache")).toBe("HIT");
    const one = await post(app, JSON.stringify({ query: LIST, variables: { n: 1 }, operationName: "List" }));
    expect(one.headers.get("X-Storefront-Cache")).toBe("MISS");
    expect(((await one.json()) as { data: { products: { nodes: unknown[] } } }).data.products.nodes).toHaveLength(1);
    // The same text read as a bare GraphQL document is not a valid one.
    const asGraphql = await post(app, two, { "Content-Type": "application/graphql" });
    expect(asGraphql.headers.get("X-Storefront-Cache")).toBeNull();
    expect(((await asGraphql.json()) as { errors?: unknown[] }).errors?.length).toBeGreaterThan(0);
    const wrongToken = await post(app, two, { "X-Shopify-Storefront-Access-Token": "wrong-token" });
    expect(wrongToken.status).toBe(401);
    expect(wrongToken.headers.get("Access-Control-Allow-Origin")).toBe("*");
    const english = await post(
      app,
      JSON.stringify({
        query: `query List($n: Int!) @inContext(language: EN) { products(first: $n) { nodes { handle title } } }`,
        variables: { n: 2 },
        operationName: "List",
      }),
    );
    expect(english.headers.get("X-Storefront-Cache")).toBe("MISS");
  });

  it("goes down the chain once a store change drops the kept answer, and keeps nothing once changes cannot be heard", async () => {
    // The app's own listener, the database's announcements played by the test.
    let announce: (action: string) => void = () => undefined;
    const listen = (_channel: string, onPayload: (action: string) => void) => ((announce = onPayload), Promise.resolve());
    const options = { config, logger: capturing, resultCache: { maxBytes: 1_000_000, freshMs: 60_000 } };
    const { app } = buildTestApp({ db: database.db, ping: () => database.ping(), listen }, options);
    const body = JSON.stringify({ query: "{ shop { name } }" });
    await post(app, body);
    expect((await post(app, body)).headers.get("X-Storefront-Cache")).toBe("HIT");
    announce("order.create");
    expect((await post(app, body)).headers.get("X-Storefront-Cache")).toBe("HIT");
    announce("settings.update");
    expect((await post(app, body)).headers.get("X-Storefront-Cache")).toBe("MISS");

    const deaf = buildTestApp(
      { db: database.db, ping: () => database.ping(), listen: () => Promise.reject(new Error("no LISTEN")) },
      options,
    ).app;
    await new Promise((resolve) => setTimeout(resolve, 0));
    await post(deaf, body);
    expect((await post(deaf, body)).headers.get("X-Storefront-Cache")).toBeNull();
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";
import type { DatabaseHandle } from "./db/client.ts";
import { seedIfEmpty } from "./db/seed/seed.ts";
import { createTestDatabase } from "#tests/server/test-database.ts";
import { createLogger } from "./logger.ts";
import { buildTestApp } from "#tests/server/platform-kit.ts";
import { createApp } from "./app.ts";

const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" });
const logger = createLogger("silent");

describe("the HTTP app", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedIfEmpty(database.db);
  });
  afterAll(() => database.close());

  const appWith = (ping: () => Promise<void>) => buildTestApp({ ping, db: database.db, listen: database.listen }, { config, logger }).app;

  it("reports health with the database's state", async () => {
    const healthy = await appWith(() => database.ping()).request("/healthz");
    expect(healthy.status).toBe(200);
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
    expect(await busy.json()).toEqual({ error: "The store is busy; try again in a moment." });
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

  it("answers unknown API paths with a JSON 404 when no pages are mounted", async () => {
    const response = await appWith(() => database.ping()).request("/api/nope");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "Not found" });
  });
});

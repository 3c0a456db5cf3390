/**
 * A checkout burst (issue 39 item 3, decision 0071): fifty shoppers press "place order" at once, half on each of two
 * instances of the store over one database, each retrying a 503 as the browser does (domain/busy-retry.ts) with the
 * same idempotency key. Every one of them ends with an order, and each key has exactly one. On PostgreSQL the
 * instances have the store's own pools (ten connections, the store's waits), not the tests' patient ones.
 */
import { randomBytes } from "node:crypto";
import { like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUSY_RETRIES, busyRetryPauseMs } from "#domain/busy-retry";
import { openDatabase, type DatabaseHandle } from "#server/db/client";
import { orders } from "#server/db/schema";
import { romanianAddress } from "#tests/server/orders-kit.ts";
import { buildTestApp, freshRateLimitNamespace, testConfig } from "#tests/server/platform-kit.ts";
import { createSeededTestDatabase, type TestDatabase } from "#tests/server/test-database.ts";

const SHOPPERS = 50;
const RUN = randomBytes(4).toString("hex");

describe("a checkout burst across two instances", () => {
  let database: TestDatabase;
  const instances: DatabaseHandle[] = [];
  let apps: Array<ReturnType<typeof buildTestApp>["app"]>;

  beforeAll(async () => {
    database = await createSeededTestDatabase();
    // The store's own pool and waits on PostgreSQL; PGlite's one handle is shared, as its one process would.
    const open = () => (database.url ? openDatabase({ kind: "postgres", url: database.url }, "an instance") : database.anotherConnection());
    instances.push(await open(), await open());
    const rateLimitNamespace = freshRateLimitNamespace();
    apps = instances.map((instance) => buildTestApp(instance, { rateLimitNamespace, config: { trustProxyHops: 1 } }).app);
  });

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.close()));
    await database?.close();
  });

  async function variantIds(): Promise<string[]> {
    const answer = await apps[0]!.request("/api/2024-01/graphql.json", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Shopify-Storefront-Access-Token": testConfig.publicStorefrontToken },
      body: JSON.stringify({
        query:
          '{ products(first: 20) { nodes { variants(first: 10) { nodes { id availableForSale metafield(namespace: "custom", key: "subscription") { value } } } } } }',
      }),
    });
    type Variant = { id: string; availableForSale: boolean; metafield: unknown };
    const { data } = (await answer.json()) as { data: { products: { nodes: Array<{ variants: { nodes: Variant[] } }> } } };
    return data.products.nodes.flatMap((product) =>
      product.variants.nodes.filter((v) => v.availableForSale && !v.metafield).map((v) => v.id),
    );
  }

  /** One shopper's checkout as app/features/checkout/place-order.ts makes it, 503s retried by the browser's rules. */
  async function checkout(app: (typeof apps)[number], n: number, variantId: string) {
    const key = `burst-${RUN}-${n}`;
    const headers = { "Content-Type": "application/json", "X-Forwarded-For": `10.9.${n >> 8}.${n & 255}` };
    let retried = 0;
    const send = async (path: string, body: unknown) => {
      for (let attempt = 0; ; attempt += 1) {
        const response = await app.request(path, { method: "POST", headers, body: JSON.stringify(body) });
        if (response.status !== 503 || attempt === BUSY_RETRIES) return response;
        retried += 1;
        await new Promise((resolve) => setTimeout(resolve, busyRetryPauseMs(response.headers.get("Retry-After"), Math.random())));
      }
    };
    const email = `${key}@example.ro`;
    const lines = [{ variantId, quantity: 1 }];
    const priced = await send("/api/price-order", { lines, email, country: "RO" });
    if (priced.status !== 200) return { status: priced.status, retried };
    const created = await send("/api/create-order", {
      idempotencyKey: key,
      email,
      lines,
      paymentMethod: "cod",
      acceptTerms: true,
      termsVersion: 1,
      shippingAddress: romanianAddress(),
    });
    return { status: created.status, retried };
  }

  it("places every shopper's order once, however many 503s were retried", async () => {
    const variants = await variantIds();
    expect(variants.length).toBeGreaterThan(1);
    const outcomes = await Promise.all(
      Array.from({ length: SHOPPERS }, (_, n) => checkout(apps[n % apps.length]!, n, variants[n % variants.length]!)),
    );
    expect(outcomes.filter((outcome) => outcome.status !== 201 && outcome.status !== 200)).toEqual([]);
    const [stored] = await database.db
      .select({ orders: sql<number>`count(*)::int`, keys: sql<number>`count(distinct ${orders.idempotencyKey})::int` })
      .from(orders)
      .where(like(orders.idempotencyKey, `burst-${RUN}-%`));
    expect(stored).toEqual({ orders: SHOPPERS, keys: SHOPPERS });
  }, 120_000);
});

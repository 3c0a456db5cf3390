/**
 * The change feed behind the page cache (decision 0051, migration 0029): an audited change and a variant selling out
 * are announced on commit — never for a rollback, never for a sale that leaves stock — to every instance on the same
 * database, and a price change is on the next request of both instances' caches. On PGlite (one instance), and on
 * PostgreSQL with TEST_DATABASE_URL (two connections as two instances).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "#server/db/client";
import { productVariants, staffMembers } from "#server/db/schema";
import { recordAudit } from "#server/commerce/staff/audit";
import { createSeededTestDatabase, type TestDatabase } from "#tests/server/test-database.ts";
import { buildTestApp, testConfig, testPlatform } from "#tests/server/platform-kit.ts";
import { createStorefrontApi } from "#server/storefront-api/storefront-api";
import { STOREFRONT_API_PATH, STOREFRONT_TOKEN_HEADER } from "#domain/storefront-endpoint";
import { STORE_CHANGES_CHANNEL } from "../app.ts";
import { createKeptReads } from "./kept-reads.ts";
import { createPageCache } from "#server/http/page-cache";
import { createChangeFeed } from "#server/http/tagged-store";
import { loadContextFactory } from "./ssr.ts";
import { tagsForChange } from "./page-cache-policy.ts";

let database: TestDatabase;
let other: DatabaseHandle;
const heardHere: string[] = [];
const heardThere: string[] = [];

beforeAll(async () => {
  database = await createSeededTestDatabase();
  other = await database.anotherConnection();
  await database.listen(STORE_CHANGES_CHANNEL, (action) => heardHere.push(action));
  await other.listen(STORE_CHANGES_CHANNEL, (action) => heardThere.push(action));
});
afterAll(async () => {
  await other.close();
  await database.close();
});

async function settled() {
  // A notification comes on its own connection after the commit; give it a moment to arrive.
  await database.db.execute("select 1");
  await new Promise((resolve) => setTimeout(resolve, 150));
}

const variant = async (db: DatabaseHandle["db"], sku: string) =>
  (await db.select().from(productVariants).where(eq(productVariants.sku, sku)))[0]!;

/** The owner's price change on the first instance: the row and its audit entry in one transaction. */
const raisePrice = (before: { id: number; priceMinor: number }, byMinor: number) =>
  database.db.transaction(async (tx) => {
    await tx
      .update(productVariants)
      .set({ priceMinor: before.priceMinor + byMinor })
      .where(eq(productVariants.id, before.id));
    await recordAudit(tx, { commandLine: true }, { action: "product.variant_change" }, new Date());
  });

describe("store changes", () => {
  it("are announced on commit to every instance, and never for a rollback", async () => {
    heardHere.length = 0;
    heardThere.length = 0;
    await database.db.transaction((tx) => recordAudit(tx, { commandLine: true }, { action: "article.update" }, new Date()));
    await database.db
      .transaction(async (tx) => {
        await recordAudit(tx, { commandLine: true }, { action: "product.edit" }, new Date());
        throw new Error("rolled back");
      })
      .catch(() => undefined);
    await settled();
    expect(heardHere).toEqual(["article.update"]);
    expect(heardThere).toEqual(["article.update"]);
  });

  it("announce a variant that sells out or comes back, not every sale", async () => {
    heardThere.length = 0;
    const { id } = await variant(database.db, "PAP-1");
    await database.db.update(productVariants).set({ stockQuantity: 5 }).where(eq(productVariants.id, id));
    await settled();
    heardThere.length = 0;
    await database.db.update(productVariants).set({ stockQuantity: 4 }).where(eq(productVariants.id, id));
    await database.db.update(productVariants).set({ stockQuantity: 0 }).where(eq(productVariants.id, id));
    await database.db.update(productVariants).set({ stockQuantity: 3 }).where(eq(productVariants.id, id));
    await settled();
    expect(heardThere).toEqual(["product.stock", "product.stock"]);
  });

  it("show a new price on the next request of both instances' caches", async () => {
    const caches = [database, other].map((handle) => {
      const changes = createChangeFeed();
      const cache = createPageCache({ maxBytes: 1_000_000, freshMs: 60_000, staleMs: 60_000, changes });
      return { handle, cache, changes };
    });
    for (const { handle, changes } of caches)
      await handle.listen(STORE_CHANGES_CHANNEL, (action) => changes.changed(tagsForChange(action)));
    const page = async ({ handle, cache }: (typeof caches)[number]) => {
      const answer = await cache.serve({
        key: "ro|RON|/products/papillex",
        open: false,
        tags: ["catalog"],
        acceptEncoding: undefined,
        ifNoneMatch: undefined,
        head: false,
        render: async () =>
          new Response(`<p>${(await variant(handle.db, "PAP-1")).priceMinor}</p>`, { headers: { "Content-Type": "text/html" } }),
      });
      return answer.text();
    };
    const before = await variant(database.db, "PAP-1");
    for (const instance of caches) expect(await page(instance)).toBe(`<p>${before.priceMinor}</p>`);

    await raisePrice(before, 100);
    await settled();
    for (const instance of caches) expect(await page(instance)).toBe(`<p>${before.priceMinor + 100}</p>`);
  });

  it("show a new price in both instances' Storefront API answers on the next request", async () => {
    const instances = [database, other].map(
      (handle) => buildTestApp(handle, { resultCache: { maxBytes: 1_000_000, freshMs: 60_000 } }).app,
    );
    const query = encodeURIComponent('{ product(handle: "papillex") { variants(first: 1) { nodes { sku price { amount } } } } }');
    const price = async (app: (typeof instances)[number]) => {
      const response = await app.request(`${STOREFRONT_API_PATH}?query=${query}`, {
        headers: { [STOREFRONT_TOKEN_HEADER]: testConfig.publicStorefrontToken },
      });
      const body = (await response.json()) as { data: { product: { variants: { nodes: { price: { amount: string } }[] } } } };
      return { cache: response.headers.get("X-Storefront-Cache"), amount: body.data.product.variants.nodes[0]!.price.amount };
    };
    // The listeners are set up as the apps are made; let them start hearing before anything changes.
    await settled();
    const before = await variant(database.db, "PAP-1");
    for (const app of instances) await price(app);
    for (const app of instances) expect(await price(app)).toEqual({ cache: "HIT", amount: (before.priceMinor / 100).toFixed(2) });

    await raisePrice(before, 100);
    await settled();
    for (const app of instances) expect(await price(app)).toEqual({ cache: "MISS", amount: ((before.priceMinor + 100) / 100).toFixed(2) });
  });

  it("show the owner's new setting in both instances' next render, read once until then", async () => {
    const instances = await Promise.all(
      [database, other].map(async (handle) => {
        const platform = testPlatform(handle.db);
        const changes = createChangeFeed();
        const keptReads = createKeptReads({ enabled: true, freshMs: 60_000, changes });
        await handle.listen(STORE_CHANGES_CHANNEL, (action) => changes.changed(tagsForChange(action)));
        const settingsRead = vi.spyOn(platform.settings, "get");
        const loadContext = loadContextFactory({ platform, storefrontApi: createStorefrontApi({ platform }), keptReads });
        const solUrl = () => loadContext({ language: "ro", currency: "RON", cspNonce: "test-nonce" }).anpcSolUrl();
        return { platform, solUrl, settingsRead };
      }),
    );
    await settled();
    for (const { solUrl } of instances) expect([await solUrl(), await solUrl()]).toEqual([null, null]);
    for (const { settingsRead } of instances) expect(settingsRead).toHaveBeenCalledTimes(1);

    const [owner] = await database.db.insert(staffMembers).values({ email: "sol-owner@example.com", role: "owner" }).returning();
    const actor = { staffId: owner!.id, email: owner!.email, client: "test" };
    await instances[0]!.platform.settings.set("anpc.solUrl", "https://sol.example/ro", actor);
    await settled();
    for (const { solUrl } of instances) expect(await solUrl()).toBe("https://sol.example/ro");
  });
});

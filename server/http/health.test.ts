import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "#tests/server/test-database.ts";
import { HEALTH_CACHE_MS, healthRoutes } from "./health.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** Every write to the probe fails, as on PGlite with a full disk, while reads still work. */
async function refuseProbeWrites(refuse: boolean) {
  if (refuse) {
    await database.db.execute(sql`
      CREATE OR REPLACE FUNCTION refuse_probe_write() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'could not extend file: No space left on device'; END $$ LANGUAGE plpgsql`);
    await database.db.execute(sql`
      CREATE TRIGGER refuse_probe_write BEFORE INSERT OR UPDATE ON health_probe FOR EACH ROW EXECUTE FUNCTION refuse_probe_write()`);
  } else {
    await database.db.execute(sql`DROP TRIGGER IF EXISTS refuse_probe_write ON health_probe`);
  }
}

describe("/healthz", () => {
  it("says 503 while the database reads but cannot write, and ok again within the cache's seconds", async () => {
    let now = Date.parse("2026-11-23T10:00:00Z");
    const app = healthRoutes(database, { now: () => now });
    const healthy = await app.request("/healthz");
    expect([healthy.status, await healthy.json()]).toEqual([200, { status: "ok", db: "ok", write: "ok" }]);
    expect(healthy.headers.get("Cache-Control")).toBe("no-store");

    await refuseProbeWrites(true);
    // Within the shared window the earlier answer stands; after it, the failing write is reported.
    expect((await app.request("/healthz")).status).toBe(200);
    now += HEALTH_CACHE_MS;
    const failing = await app.request("/healthz");
    expect([failing.status, await failing.json()]).toEqual([503, { status: "error", db: "ok", write: "failing" }]);

    await refuseProbeWrites(false);
    now += HEALTH_CACHE_MS;
    expect((await app.request("/healthz")).status).toBe(200);
  });

  it("checks once for requests that arrive together", async () => {
    let pings = 0;
    const app = healthRoutes({ db: database.db, ping: () => (pings++, database.ping()) });
    const answers = await Promise.all(Array.from({ length: 20 }, () => app.request("/healthz")));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(pings).toBe(1);
  });

  it("says the database is unavailable when it does not answer", async () => {
    const app = healthRoutes({ db: database.db, ping: () => Promise.reject(new Error("connection lost")) });
    const answer = await app.request("/healthz");
    expect([answer.status, await answer.json()]).toEqual([503, { status: "error", db: "unavailable", write: "failing" }]);
  });
});

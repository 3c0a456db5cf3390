/**
 * The counters in the database (decision 0026): the fixed window, what is stored, sweeping, exactly
 * `limit` out of concurrent takes, and a database failure refusing rather than waving a request through.
 * Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { describe, expect, it } from "vitest";
import { rateLimitCounters } from "#server/db/schema";
import { testDatabaseForFile } from "#tests/server/test-database.ts";
import { testClock } from "#tests/server/account-kit.ts";
import { freshRateLimitNamespace } from "#tests/server/platform-kit.ts";
import { createRateLimitStore, hashLimitKey, SWEEP_INTERVAL_MS } from "./rate-limit-store.ts";

const MINUTE = 60_000;

const database = testDatabaseForFile();

function store(clock = testClock(), namespace = freshRateLimitNamespace()) {
  return { clock, namespace, limits: createRateLimitStore({ db: database.db, clock, namespace }) };
}

describe("createRateLimitStore", () => {
  it("allows the limit per window and key, then tells how long to wait", async () => {
    const { clock, limits } = store();
    const limiter = limits.limiter({ bucket: "test.window", limit: 2, windowMs: MINUTE });
    expect(await limiter.take("a")).toEqual({ allowed: true, retryAfterSeconds: 0, count: 1 });
    expect((await limiter.take("a")).allowed).toBe(true);
    expect((await limiter.take("b")).allowed).toBe(true);
    clock.advance(15_500);
    expect(await limiter.take("a")).toEqual({ allowed: false, retryAfterSeconds: 45, count: 3 });
    clock.advance(44_499);
    expect(await limiter.take("a")).toEqual({ allowed: false, retryAfterSeconds: 1, count: 3 });
    clock.advance(1);
    expect((await limiter.take("a")).allowed).toBe(true);
    expect((await limiter.take("a")).allowed).toBe(true);
    expect((await limiter.take("a")).allowed).toBe(false);
  });

  it("peeks at what a take would answer, without counting", async () => {
    const { clock, limits } = store();
    const limiter = limits.limiter({ bucket: "test.peek", limit: 2, windowMs: MINUTE });
    expect(await limiter.peek("a")).toEqual({ allowed: true, retryAfterSeconds: 0, count: 0 });
    await limiter.take("a");
    expect(await limiter.peek("a")).toEqual({ allowed: true, retryAfterSeconds: 0, count: 1 });
    expect(await limiter.peek("a")).toEqual({ allowed: true, retryAfterSeconds: 0, count: 1 });
    await limiter.take("a");
    clock.advance(20_000);
    expect(await limiter.peek("a")).toEqual({ allowed: false, retryAfterSeconds: 40, count: 2 });
    clock.advance(40_000);
    expect(await limiter.peek("a")).toEqual({ allowed: true, retryAfterSeconds: 0, count: 0 });
  });

  it("counts each bucket on its own, and refuses a bucket counted under two different rules", async () => {
    const { limits } = store();
    const first = limits.limiter({ bucket: "test.first", limit: 1, windowMs: MINUTE });
    const second = limits.limiter({ bucket: "test.second", limit: 1, windowMs: MINUTE });
    expect((await first.take("a")).allowed).toBe(true);
    expect((await second.take("a")).allowed).toBe(true);
    expect((await first.take("a")).allowed).toBe(false);
    expect(() => limits.limiter({ bucket: "test.first", limit: 2, windowMs: MINUTE })).toThrow(/already counted/);
    // The same rule again is the same counter (an app built twice over one platform).
    expect((await limits.limiter({ bucket: "test.first", limit: 1, windowMs: MINUTE }).take("a")).allowed).toBe(false);
  });

  it("stores a hash of the key, never the address or email", async () => {
    const { namespace, limits } = store();
    await limits.limiter({ bucket: "test.private", limit: 5, windowMs: MINUTE }).take("ana@example.ro");
    const rows = await database.db.select().from(rateLimitCounters);
    const mine = rows.filter((row) => row.bucket === `${namespace}/test.private`);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.keyHash).toBe(hashLimitKey(`${namespace}/test.private`, "ana@example.ro"));
    expect(mine[0]!.keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain("ana@example.ro");
  });

  it("deletes the rows of ended windows at most once a minute, from a take", async () => {
    const { clock, namespace, limits } = store();
    const rowsOf = async (bucket: string) =>
      (await database.db.select().from(rateLimitCounters)).filter((row) => row.bucket === `${namespace}/${bucket}`).length;
    const short = limits.limiter({ bucket: "test.short", limit: 5, windowMs: MINUTE });
    const long = limits.limiter({ bucket: "test.long", limit: 5, windowMs: 60 * MINUTE });
    for (const key of ["a", "b", "c"]) await short.take(key);
    await long.take("a");
    expect(await rowsOf("test.short")).toBe(3);
    clock.advance(SWEEP_INTERVAL_MS + 1);
    await long.take("b");
    expect(await rowsOf("test.short")).toBe(0);
    expect(await rowsOf("test.long")).toBe(2);
    // Within the minute no take deletes anything, even of windows that have ended.
    const brief = limits.limiter({ bucket: "test.brief", limit: 5, windowMs: 1_000 });
    await brief.take("a");
    clock.advance(30_000);
    await long.take("c");
    expect(await rowsOf("test.brief")).toBe(1);
    await limits.sweep();
    expect(await rowsOf("test.brief")).toBe(0);
    expect(await rowsOf("test.long")).toBe(3);
  });

  it("allows exactly the limit out of many concurrent takes at the edge", async () => {
    const { limits } = store();
    const limiter = limits.limiter({ bucket: "test.race", limit: 10, windowMs: MINUTE });
    for (let i = 0; i < 7; i++) expect((await limiter.take("edge")).allowed).toBe(true);
    const decisions = await Promise.all(Array.from({ length: 25 }, () => limiter.take("edge")));
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(3);
    // A new key raced from nothing: the first insert and the updates behind it count together.
    const fresh = await Promise.all(Array.from({ length: 25 }, () => limiter.take("fresh")));
    expect(fresh.filter((decision) => decision.allowed)).toHaveLength(10);
  });

  it("keeps the count bounded in a flood", async () => {
    const { namespace, limits } = store();
    const limiter = limits.limiter({ bucket: "test.flood", limit: 2, windowMs: MINUTE });
    for (let i = 0; i < 20; i++) await limiter.take("flood");
    const rows = (await database.db.select().from(rateLimitCounters)).filter((row) => row.bucket === `${namespace}/test.flood`);
    expect(rows.map((row) => row.count)).toEqual([3]);
  });

  it("rejects a take when the database fails, instead of allowing it", async () => {
    const failing = createRateLimitStore({
      db: new Proxy(database.db, {
        get: (target, property, receiver) =>
          property === "insert" || property === "delete"
            ? () => {
                throw new Error("database unavailable");
              }
            : Reflect.get(target, property, receiver),
      }),
      clock: testClock(),
      namespace: freshRateLimitNamespace(),
    });
    await expect(failing.limiter({ bucket: "test.down", limit: 5, windowMs: MINUTE }).take("a")).rejects.toThrow("database unavailable");
  });
});

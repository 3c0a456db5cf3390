import { describe, expect, it } from "vitest";
import { fillDisk, freeDisk } from "#tests/server/full-disk.ts";
import { testDatabaseForFile } from "#tests/server/test-database.ts";
import { createHealthCheck, HEALTH_CACHE_MS } from "./health.ts";

const database = testDatabaseForFile();

describe("/healthz", () => {
  it("says 503 while the database reads but cannot write, and ok again within the cache's seconds", async () => {
    let now = Date.parse("2026-11-23T10:00:00Z");
    const app = createHealthCheck(database, { now: () => now }).routes;
    const healthy = await app.request("/healthz");
    expect([healthy.status, await healthy.json()]).toEqual([200, { status: "ok", db: "ok", write: "ok" }]);
    expect(healthy.headers.get("Cache-Control")).toBe("no-store");

    await fillDisk(database.db);
    // Within the shared window the earlier answer stands; after it, the failing write is reported.
    expect((await app.request("/healthz")).status).toBe(200);
    now += HEALTH_CACHE_MS;
    const failing = await app.request("/healthz");
    expect([failing.status, await failing.json()]).toEqual([503, { status: "error", db: "ok", write: "failing" }]);

    await freeDisk(database.db);
    now += HEALTH_CACHE_MS;
    expect((await app.request("/healthz")).status).toBe(200);
  });

  it("says 503 at once when a request's write fails for lack of disk, and ok once its probe writes again", async () => {
    let now = Date.parse("2026-11-23T10:00:00Z");
    const health = createHealthCheck(database, { now: () => now });
    expect((await health.routes.request("/healthz")).status).toBe(200);

    await fillDisk(database.db);
    health.writeFailed();
    // Within the seconds the earlier "ok" would have been shared.
    const failing = await health.routes.request("/healthz");
    expect([failing.status, await failing.json()]).toEqual([503, { status: "error", db: "ok", write: "failing" }]);
    // Its own probe, after them, finds the disk still full.
    now += HEALTH_CACHE_MS;
    expect((await health.routes.request("/healthz")).status).toBe(503);

    await freeDisk(database.db);
    now += HEALTH_CACHE_MS;
    expect((await health.routes.request("/healthz")).status).toBe(200);
  });

  it("is not told ok by a probe that was under way when a write failed", async () => {
    let now = Date.parse("2026-11-23T10:00:00Z");
    const health = createHealthCheck(database, { now: () => now });
    const probing = health.routes.request("/healthz");
    health.writeFailed();
    expect((await probing).status).toBe(503);
    expect((await health.routes.request("/healthz")).status).toBe(503);
    now += HEALTH_CACHE_MS;
    expect((await health.routes.request("/healthz")).status).toBe(200);
  });

  it("checks once for requests that arrive together", async () => {
    let pings = 0;
    const app = createHealthCheck({ db: database.db, ping: () => (pings++, database.ping()) }).routes;
    const answers = await Promise.all(Array.from({ length: 20 }, () => app.request("/healthz")));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(pings).toBe(1);
  });

  it("says the database is unavailable when it does not answer", async () => {
    const app = createHealthCheck({ db: database.db, ping: () => Promise.reject(new Error("connection lost")) }).routes;
    const answer = await app.request("/healthz");
    expect([answer.status, await answer.json()]).toEqual([503, { status: "error", db: "unavailable", write: "failing" }]);
  });
});

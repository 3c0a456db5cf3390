import { sql } from "drizzle-orm";
import { Hono } from "hono";
import type { DatabaseHandle } from "#server/db/client";
import { healthProbe } from "#server/db/schema";

const CHECK_TIMEOUT_MS = 2_000;
/**
 * A load balancer polling every second, or several, costs one write per this interval; a disk that
 * fills up is reported within it, and at once when a request's write fails for it (`writeFailed`).
 */
export const HEALTH_CACHE_MS = 5_000;

export type HealthReport = { status: "ok"; db: "ok"; write: "ok" } | { status: "error"; db: "ok" | "unavailable"; write: "ok" | "failing" };

const WRITE_FAILING: HealthReport = { status: "error", db: "ok", write: "failing" };

export interface HealthCheck {
  routes: Hono;
  /**
   * A request's write failed for lack of disk: `/healthz` answers 503 from now on, without waiting for its own
   * probe, and checks again once the shared answer's seconds are over (so it recovers when writes succeed again).
   */
  writeFailed(): void;
  /** What `/healthz` answers now (the shared answer of the last few seconds), for /metrics. */
  report(): Promise<HealthReport>;
}

/**
 * Load balancers poll this: 200 only when the database answers in time and accepts a write that needs new space
 * (PGlite on a full disk reads fine and fails every order). The answer is shared for a few seconds, and checks
 * never overlap.
 */
export function createHealthCheck(database: Pick<DatabaseHandle, "ping" | "db">, { now = Date.now } = {}): HealthCheck {
  let latest: { report: HealthReport; at: number } | null = null;
  let running: Promise<HealthReport> | null = null;
  /** Counts failed writes, so a probe that passed while one failed does not hide it. */
  let failedWrites = 0;

  async function check(): Promise<HealthReport> {
    try {
      await withTimeout(database.ping(), CHECK_TIMEOUT_MS);
    } catch {
      return { status: "error", db: "unavailable", write: "failing" };
    }
    try {
      const at = new Date(now());
      // Updating the probe's row rewrites a page the table already has, which a full disk still allows. Emptied,
      // the table starts a new file, and its row needs a page the disk must find room for, as a new order's do.
      await withTimeout(
        database.db.transaction(async (tx) => {
          await tx.execute(sql`TRUNCATE ${healthProbe}`);
          await tx.insert(healthProbe).values({ id: 1, checkedAt: at });
        }),
        CHECK_TIMEOUT_MS,
      );
      return { status: "ok", db: "ok", write: "ok" };
    } catch {
      return WRITE_FAILING;
    }
  }

  async function report(): Promise<HealthReport> {
    if (latest && now() - latest.at < HEALTH_CACHE_MS) return latest.report;
    const failedBefore = failedWrites;
    running ??= check()
      .then((result) => {
        if (failedWrites !== failedBefore) return WRITE_FAILING;
        latest = { report: result, at: now() };
        return result;
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  const routes = new Hono().get("/healthz", async (c) => {
    c.header("Cache-Control", "no-store");
    const result = await report();
    // Its length said, so the compression middleware leaves a probe's few bytes as they are (no thread-pool round trip).
    const body = JSON.stringify(result);
    return c.body(body, result.status === "ok" ? 200 : 503, {
      "Content-Type": "application/json",
      "Content-Length": String(Buffer.byteLength(body)),
    });
  });
  return {
    routes,
    report,
    writeFailed() {
      failedWrites++;
      latest = { report: WRITE_FAILING, at: now() };
    },
  };
}

function withTimeout<T>(promise: PromiseLike<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([Promise.resolve(promise), timeout]).finally(() => clearTimeout(timer));
}

import { sql } from "drizzle-orm";
import { Hono } from "hono";
import type { DatabaseHandle } from "#server/db/client";
import { healthProbe } from "#server/db/schema";

const CHECK_TIMEOUT_MS = 2_000;
/**
 * A load balancer polling every second, or several, costs one write per this interval; a disk that
 * fills up is reported within it.
 */
export const HEALTH_CACHE_MS = 5_000;

export type HealthReport = { status: "ok"; db: "ok"; write: "ok" } | { status: "error"; db: "ok" | "unavailable"; write: "ok" | "failing" };

/**
 * Load balancers poll this: 200 only when the database answers in time and accepts a write (PGlite on
 * a full disk reads fine and fails every order). The answer is shared for a few seconds, and checks
 * never overlap.
 */
export function healthRoutes(database: Pick<DatabaseHandle, "ping" | "db">, { now = Date.now } = {}): Hono {
  let latest: { report: HealthReport; at: number } | null = null;
  let running: Promise<HealthReport> | null = null;

  async function check(): Promise<HealthReport> {
    try {
      await withTimeout(database.ping(), CHECK_TIMEOUT_MS);
    } catch {
      return { status: "error", db: "unavailable", write: "failing" };
    }
    try {
      const at = new Date(now());
      await withTimeout(
        database.db
          .insert(healthProbe)
          .values({ id: 1, checkedAt: at })
          .onConflictDoUpdate({ target: healthProbe.id, set: { checkedAt: sql`excluded.checked_at` } }),
        CHECK_TIMEOUT_MS,
      );
      return { status: "ok", db: "ok", write: "ok" };
    } catch {
      return { status: "error", db: "ok", write: "failing" };
    }
  }

  async function report(): Promise<HealthReport> {
    if (latest && now() - latest.at < HEALTH_CACHE_MS) return latest.report;
    running ??= check()
      .then((result) => {
        latest = { report: result, at: now() };
        return result;
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  return new Hono().get("/healthz", async (c) => {
    c.header("Cache-Control", "no-store");
    const result = await report();
    return c.json(result, result.status === "ok" ? 200 : 503);
  });
}

function withTimeout<T>(promise: PromiseLike<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([Promise.resolve(promise), timeout]).finally(() => clearTimeout(timer));
}

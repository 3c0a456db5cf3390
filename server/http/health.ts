import { Hono } from "hono";
import type { DatabaseHandle } from "#server/db/client";

const PING_TIMEOUT_MS = 2_000;

/** Load balancers poll this: 200 only when the database answers in time. */
export function healthRoutes(database: Pick<DatabaseHandle, "ping">): Hono {
  return new Hono().get("/healthz", async (c) => {
    c.header("Cache-Control", "no-store");
    try {
      await withTimeout(database.ping(), PING_TIMEOUT_MS);
      return c.json({ status: "ok", db: "ok" });
    } catch {
      return c.json({ status: "error", db: "unavailable" }, 503);
    }
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

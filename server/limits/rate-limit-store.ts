/**
 * The rate-limit counters, kept in the database so that every instance on one database and every
 * restart count together (decision 0026). A take is one atomic statement: insert the key's window, or,
 * when it exists, restart it if it has expired and otherwise add one, answering the count it now holds.
 * PostgreSQL serialises the statements on one row, so N concurrent takes at the edge allow exactly the
 * limit, whichever instance sent them.
 *
 * Keys (client addresses, emails) are stored only as a SHA-256 of bucket and key. Rows of expired windows
 * are deleted by a take at most once a minute per instance, so the table holds the live windows and a
 * minute's worth of dead ones. A database error rejects the take: the request fails as any other whose
 * database fails, never waved through.
 */
import { createHash } from "node:crypto";
import { and, eq, gt, lte, sql } from "drizzle-orm";
import type { Clock } from "#server/commerce/shared/clock";
import type { Database } from "#server/db/client";
import { rateLimitCounters } from "#server/db/schema";
import type { RateLimitDecision, RateLimiter, RateLimitRule, RateLimits } from "./rate-limit.ts";

export const SWEEP_INTERVAL_MS = 60_000;

export interface RateLimitStoreOptions {
  db: Database;
  clock: Clock;
  /**
   * Prefixes every bucket. Tests give each platform its own, so an app built for one test starts with
   * fresh counters on a shared test database; the store itself leaves it empty.
   */
  namespace?: string;
  /** Told when deleting expired rows fails; the take itself still goes ahead. */
  onSweepError?: (error: unknown) => void;
}

export interface RateLimitStore extends RateLimits {
  /** Deletes the rows of windows that have ended. */
  sweep(): Promise<void>;
}

/** The stored form of a key: never the address or email itself. */
export function hashLimitKey(bucket: string, key: string): string {
  return createHash("sha256").update(bucket).update("\n").update(key).digest("hex");
}

function decide(
  row: { count: number; expiresAt: Date },
  { limit, windowMs }: Pick<RateLimitRule, "limit" | "windowMs">,
  now: Date,
): RateLimitDecision {
  if (row.count <= limit) return { allowed: true, retryAfterSeconds: 0, count: row.count };
  // Another instance's clock may run a little ahead: never tell a client to wait longer than a window.
  const wait = Math.min(windowMs, row.expiresAt.getTime() - now.getTime());
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(wait / 1000)), count: row.count };
}

export function createRateLimitStore({ db, clock, namespace = "", onSweepError = () => undefined }: RateLimitStoreOptions): RateLimitStore {
  const rules = new Map<string, string>();
  let lastSweep = Number.NEGATIVE_INFINITY;

  const sweep = async () => {
    await db.delete(rateLimitCounters).where(lte(rateLimitCounters.expiresAt, clock()));
  };

  /** At most once a minute per instance; a failed sweep is reported, not fatal (the next one catches up). */
  const sweepNowAndThen = async (now: Date) => {
    if (now.getTime() - lastSweep < SWEEP_INTERVAL_MS && now.getTime() >= lastSweep) return;
    lastSweep = now.getTime();
    try {
      await sweep();
    } catch (error) {
      onSweepError(error);
    }
  };

  const take = async (bucket: string, { limit, windowMs }: RateLimitRule, key: string): Promise<RateLimitDecision> => {
    const now = clock();
    await sweepNowAndThen(now);
    const t = rateLimitCounters;
    const expired = sql`${t.expiresAt} <= excluded.window_start`;
    const [row] = await db
      .insert(t)
      .values({ bucket, keyHash: hashLimitKey(bucket, key), windowStart: now, expiresAt: new Date(now.getTime() + windowMs), count: 1 })
      .onConflictDoUpdate({
        target: [t.bucket, t.keyHash],
        set: {
          // Past the limit the count stops at limit + 1: a refusal, and no integer to overflow in a flood.
          count: sql`CASE WHEN ${expired} THEN 1 ELSE LEAST(${t.count} + 1, ${limit + 1}::integer) END`,
          windowStart: sql`CASE WHEN ${expired} THEN excluded.window_start ELSE ${t.windowStart} END`,
          expiresAt: sql`CASE WHEN ${expired} THEN excluded.expires_at ELSE ${t.expiresAt} END`,
        },
      })
      .returning({ count: t.count, expiresAt: t.expiresAt });
    return decide(row!, { limit, windowMs }, now);
  };

  /** A take's answer without its count: the live window's count, with one more as the take would add. */
  const peek = async (bucket: string, { limit, windowMs }: RateLimitRule, key: string): Promise<RateLimitDecision> => {
    const now = clock();
    const t = rateLimitCounters;
    const [row] = await db
      .select({ count: t.count, expiresAt: t.expiresAt })
      .from(t)
      .where(and(eq(t.bucket, bucket), eq(t.keyHash, hashLimitKey(bucket, key)), gt(t.expiresAt, now)));
    if (!row) return { allowed: true, retryAfterSeconds: 0, count: 0 };
    const decision = decide({ count: row.count + 1, expiresAt: row.expiresAt }, { limit, windowMs }, now);
    return { ...decision, count: row.count };
  };

  return {
    sweep,
    limiter(rule) {
      const described = `${rule.limit} per ${rule.windowMs} ms`;
      const known = rules.get(rule.bucket);
      if (known !== undefined && known !== described) {
        throw new Error(`Rate-limit bucket "${rule.bucket}" is already counted as ${known}, not ${described}`);
      }
      rules.set(rule.bucket, described);
      const bucket = namespace === "" ? rule.bucket : `${namespace}/${rule.bucket}`;
      return { take: (key) => take(bucket, rule, key), peek: (key) => peek(bucket, rule, key) } satisfies RateLimiter;
    },
  };
}

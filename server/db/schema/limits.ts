/**
 * Rate limits (server/limits/), not a commerce module's.
 */
import { check, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { timestamptz } from "#server/db/schema/columns";
import { sql } from "drizzle-orm";

/**
 * Rate-limit counters shared by every instance on this database (decision 0026): one fixed window per
 * bucket and key. The key is stored only as a SHA-256 of the bucket and key (client addresses and emails
 * are personal data); a row outlives its window by at most a sweep interval.
 */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    bucket: text("bucket").notNull(),
    keyHash: text("key_hash").notNull(),
    windowStart: timestamptz("window_start").notNull(),
    expiresAt: timestamptz("expires_at").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bucket, t.keyHash] }),
    index("rate_limit_counters_expires_idx").on(t.expiresAt),
    check("rate_limit_counters_count", sql`${t.count} >= 1`),
  ],
);

/**
 * What browsers report and the health check writes (server/monitoring/, /healthz), not a commerce module's.
 */
import { check, doublePrecision, index, jsonb, integer, pgTable, serial, text } from "drizzle-orm/pg-core";
import { tags, timestamptz } from "#server/db/schema/columns";
import { sql } from "drizzle-orm";

/** Who sent a browser's report and when it came: what every report's row starts with. */
function browserReport() {
  return {
    id: serial("id").primaryKey(),
    receivedAt: timestamptz("received_at").notNull().defaultNow(),
    clientId: text("client_id").notNull(),
  };
}

/** Errors and warnings reported by browsers (POST /api/monitoring/logs); pruned to a bounded history. */
export const clientLogEntries = pgTable(
  "client_log_entries",
  {
    ...browserReport(),
    level: text("level").notNull(),
    message: text("message").notNull(),
    occurredAt: timestamptz("occurred_at"),
    error: jsonb("error"),
    context: jsonb("context"),
    tags: tags(),
    metadata: jsonb("metadata"),
  },
  (t) => [
    check("client_log_entries_level", sql`${t.level} IN ('error', 'warn', 'info')`),
    index("client_log_entries_received_idx").on(t.receivedAt),
  ],
);

/** Performance metrics (Core Web Vitals) reported by browsers (POST /api/monitoring/metrics); bounded too. */
export const clientMetrics = pgTable(
  "client_metrics",
  {
    ...browserReport(),
    name: text("name").notNull(),
    value: doublePrecision("value").notNull(),
    unit: text("unit").notNull(),
    occurredAt: timestamptz("occurred_at"),
    context: jsonb("context"),
    tags: tags(),
  },
  (t) => [index("client_metrics_received_idx").on(t.receivedAt), index("client_metrics_name_idx").on(t.name)],
);

/** One row that `/healthz` writes, so a database that can read but not write is reported (decision 0027). */
export const healthProbe = pgTable("health_probe", {
  id: integer("id").primaryKey(),
  checkedAt: timestamptz("checked_at").notNull(),
});

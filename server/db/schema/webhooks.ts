/**
 * Outgoing webhooks (issue 70 item 1, decision 0171): the owner's endpoints and each delivery to them, the webhooks
 * module's tables, which only its code (server/commerce/webhooks/) writes.
 */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { timestamps, timestamptz } from "#server/db/schema/columns";

/**
 * An address the store POSTs its events to. `secret` signs every delivery (Standard Webhooks, `whsec_…`); after a
 * rotation the previous one signs too until `previous_secret_expires_at`, so a receiver can switch without a gap.
 * `consecutive_failures` counts attempts that failed since the last success; at the limit the store disables the
 * endpoint (`disabled_reason` 'failures') and tells the owner.
 */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: serial("id").primaryKey(),
    url: text("url").notNull(),
    description: text("description").notNull().default(""),
    topics: jsonb("topics").$type<string[]>().notNull(),
    secret: text("secret").notNull(),
    previousSecret: text("previous_secret"),
    previousSecretExpiresAt: timestamptz("previous_secret_expires_at"),
    enabled: boolean("enabled").notNull().default(true),
    disabledReason: text("disabled_reason"),
    consecutiveFailures: integer("consecutive_failures").notNull().default(0),
    ...timestamps(),
  },
  (t) => [check("webhook_endpoints_disabled_reason", sql`${t.disabledReason} IS NULL OR ${t.disabledReason} IN ('owner', 'failures')`)],
);

/**
 * One event for one endpoint. `webhook_id` is stable per (event, endpoint), so a retry and a resend carry the same
 * `webhook-id` header and a receiver keeps it once. A row stays 'pending' until an attempt's outcome is written, so
 * an instance killed mid-send leaves it to the next sweep; after the last attempt (about 3 days) it is 'dead'.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: serial("id").primaryKey(),
    endpointId: integer("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    webhookId: text("webhook_id").notNull(),
    topic: text("topic").notNull(),
    /** The body as sent, byte for byte the same on every attempt. */
    body: text("body").notNull(),
    /** The event's time: the `webhook-timestamp` is each attempt's own. */
    eventAt: timestamptz("event_at").notNull(),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamptz("next_attempt_at"),
    lastStatusCode: integer("last_status_code"),
    lastLatencyMs: integer("last_latency_ms"),
    /** The start of the receiver's answer or of the error, at most 500 characters. */
    lastResponse: text("last_response"),
    lastAttemptAt: timestamptz("last_attempt_at"),
    deliveredAt: timestamptz("delivered_at"),
    ...timestamps(),
  },
  (t) => [
    check("webhook_deliveries_status", sql`${t.status} IN ('pending', 'delivered', 'dead')`),
    uniqueIndex("webhook_deliveries_endpoint_webhook").on(t.endpointId, t.webhookId),
    index("webhook_deliveries_due")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index("webhook_deliveries_endpoint").on(t.endpointId, t.id),
  ],
);

/**
 * The domain-event log and its deliveries (server/events/), not a commerce module's: every module publishes here.
 */
import { bigint, bigserial, check, index, jsonb, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { timestamptz } from "#server/db/schema/columns";
import { sql } from "drizzle-orm";

/**
 * What happened to an aggregate (an order today; returns, subscriptions and invoices next), written in the transaction
 * of the change, for the dispatcher (server/events/) to hand to its handlers at least once, in order per aggregate
 * (decision 0084). `pending` until every handler has had it; `dead` after the last failed attempt, for a person.
 */
export const domainEvents = pgTable(
  "domain_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    aggregateType: text("aggregate_type").notNull(),
    aggregateId: text("aggregate_id").notNull(),
    type: text("type").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    state: text("state").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamptz("next_attempt_at").notNull().defaultNow(),
    lastError: text("last_error"),
    /** When it became `done` or `dead`: the admin's "delivered at" and "failed for good at". */
    settledAt: timestamptz("settled_at"),
  },
  (t) => [
    check("domain_events_state", sql`${t.state} IN ('pending', 'done', 'dead')`),
    // The dispatcher's two questions: which events are due, and does an aggregate have an earlier one still pending.
    index("domain_events_due_idx")
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.state} = 'pending'`),
    index("domain_events_pending_aggregate_idx")
      .on(t.aggregateType, t.aggregateId, t.id)
      .where(sql`${t.state} = 'pending'`),
    index("domain_events_dead_idx")
      .on(t.createdAt)
      .where(sql`${t.state} = 'dead'`),
  ],
);

/** Which handler has had which event, written in the handler's own transaction: a redelivered event skips it. */
export const domainEventHandlings = pgTable(
  "domain_event_handlings",
  {
    eventId: bigint("event_id", { mode: "number" })
      .notNull()
      .references(() => domainEvents.id, { onDelete: "cascade" }),
    handler: text("handler").notNull(),
    handledAt: timestamptz("handled_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.handler] })],
);

/**
 * The retention module's tables (server/commerce/retention/, decision 0110): every planned flow email, the
 * addresses that must get none, and the checkouts the abandoned-checkout flow may remind of (decision 0115).
 */
import { boolean, check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { CONSENT_BASES, FLOW_GROUPS, FLOW_MESSAGE_STATES, FLOWS, SUPPRESSION_REASONS, type Flow } from "#domain/retention-flows";
import { localeEnum, sqlList, timestamptz } from "#server/db/schema/columns";

/**
 * One row per flow email the store means to send, written when its reason happens (an order delivered) and kept
 * whatever became of it, so a flow's sends and its holdout can be compared. Unique per flow, subject and step: an
 * event heard twice plans nothing more.
 */
export const flowMessages = pgTable(
  "flow_messages",
  {
    id: serial("id").primaryKey(),
    flow: text("flow").$type<Flow>().notNull(),
    step: integer("step").notNull().default(1),
    /** What the email is about, as `kind:id` (`order:42`): the key of a replay, and what cancels it. */
    subject: text("subject").notNull(),
    /** Normalised. */
    recipient: text("recipient").notNull(),
    language: localeEnum("language").notNull(),
    /** What the email shows, as it was when planned (a review request's products): the send reads no other module. */
    content: jsonb("content").$type<Record<string, unknown>>().notNull(),
    group: text("group").notNull(),
    state: text("state").notNull().default("planned"),
    /** What allowed it to be sent (or held out): set when it was decided. */
    consentBasis: text("consent_basis"),
    suppressedReason: text("suppressed_reason"),
    dueAt: timestamptz("due_at").notNull(),
    /** When it was sent, held out, suppressed or cancelled. */
    decidedAt: timestamptz("decided_at"),
    /** The email it became, in the outbox. */
    outboxId: integer("outbox_id"),
    firstClickedAt: timestamptz("first_clicked_at"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("flow_messages_subject_key").on(t.flow, t.subject, t.step),
    index("flow_messages_due_idx").on(t.state, t.dueAt),
    index("flow_messages_recipient_idx").on(t.recipient, t.decidedAt),
    check("flow_messages_flow", sql`${t.flow} IN ${sqlList(FLOWS)}`),
    check("flow_messages_group", sql`${t.group} IN ${sqlList(FLOW_GROUPS)}`),
    check("flow_messages_state", sql`${t.state} IN ${sqlList(FLOW_MESSAGE_STATES)}`),
    check("flow_messages_basis", sql`${t.consentBasis} IS NULL OR ${t.consentBasis} IN ${sqlList(CONSENT_BASES)}`),
    check("flow_messages_reason", sql`${t.suppressedReason} IS NULL OR ${t.suppressedReason} IN ${sqlList(SUPPRESSION_REASONS)}`),
  ],
);

/**
 * An address that objected (an unsubscribe from one flow or, `all`, from every flow) or whose mail cannot be
 * delivered (a permanent rejection, a complaint). One row per address and scope; the first reason stays.
 */
export const flowSuppressions = pgTable(
  "flow_suppressions",
  {
    id: serial("id").primaryKey(),
    recipient: text("recipient").notNull(),
    scope: text("scope").notNull(),
    reason: text("reason").notNull(),
    at: timestamptz("at").notNull(),
  },
  (t) => [
    uniqueIndex("flow_suppressions_recipient_key").on(t.recipient, t.scope),
    check("flow_suppressions_scope", sql`${t.scope} IN ${sqlList([...FLOWS, "all"])}`),
    check("flow_suppressions_reason", sql`${t.reason} IN ('unsubscribed', 'bounced', 'complained')`),
  ],
);

/**
 * A checkout that has an email and no order yet, as the browser last sent it: what the abandoned-checkout emails list
 * and restore. Deleted when an order is placed from its address, and by the flow sweep 30 days after its last
 * activity (decision 0115).
 */
export const checkoutSnapshots = pgTable(
  "checkout_snapshots",
  {
    /** The browser's random id of the checkout: its later snapshots replace this row. */
    checkoutId: text("checkout_id").primaryKey(),
    /** Normalised. */
    email: text("email").notNull(),
    language: localeEnum("language").notNull(),
    /** The cart's lines: variant, handle, title as the catalogue has it, quantity and purchase (once, or an interval). */
    lines: jsonb("lines").$type<Array<Record<string, unknown>>>().notNull(),
    shippingServiceId: text("shipping_service_id"),
    acceptsMarketing: boolean("accepts_marketing").notNull().default(false),
    createdAt: timestamptz("created_at").notNull(),
    /** The latest activity: the emails are due from it. */
    updatedAt: timestamptz("updated_at").notNull(),
    /**
     * Set when an order from the address ends the checkout (its lines emptied): a snapshot the browser sent before the
     * order and the server reads after it is then ignored instead of planning reminders for a cart already bought.
     */
    orderedAt: timestamptz("ordered_at"),
  },
  (t) => [index("checkout_snapshots_email_idx").on(t.email), index("checkout_snapshots_updated_idx").on(t.updatedAt)],
);

/**
 * Subscriptions and everything that happens to them: the subscriptions module's tables, which only its code
 * (server/commerce/subscriptions/) writes.
 */
import { check, date, index, jsonb, integer, pgTable, primaryKey, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { SAVE_ANSWERS, SAVE_ARMS, SAVE_OUTCOMES } from "#domain/save-offers";
import { CANCEL_REASONS, SUBSCRIPTION_EVENT_KINDS, SUBSCRIPTION_STATES } from "#domain/subscription-lifecycle";
import { localeEnum, sqlList, belongsTo, timestamps, timestamptz } from "#server/db/schema/columns";
import { productVariants } from "#server/db/schema/catalog";
import { customers } from "#server/db/schema/customers";
import { actingStaff } from "#server/db/schema/staff";
import { orders } from "#server/db/schema/orders";
import { savedPaymentMethods } from "#server/db/schema/payments";

/**
 * A customer's subscription, born from an order with a subscription line once that order is paid
 * (or confirmed for cash on delivery); one per order at most. The subscriptions portal manages it; its
 * calendar is domain/subscription-schedule.ts, its states domain/subscription-lifecycle.ts.
 */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    orderId: belongsTo("order_id", () => orders.id),
    variantId: integer("variant_id").references(() => productVariants.id, { onDelete: "set null" }),
    sku: text("sku").notNull(),
    productHandle: text("product_handle").notNull(),
    quantity: integer("quantity").notNull(),
    status: text("status").notNull().default("active"),
    interval: text("interval").notNull().default("monthly"),
    /** The next delivery not yet created; while paused, the first paused one. */
    nextChargeDate: date("next_charge_date").notNull(),
    /** The day of the month deliveries keep (a shorter month takes its last day). */
    anchorDay: integer("anchor_day").notNull(),
    /** The number of the delivery on `next_charge_date`; the order that started the subscription is 0. */
    nextCycle: integer("next_cycle").notNull().default(1),
    /** A skipped delivery's day, while the skip can still be undone. */
    skippedDate: date("skipped_date"),
    /** While paused for a number of deliveries, the day they start again; null while paused until resumed. */
    resumeOn: date("resume_on"),
    cancelReason: text("cancel_reason"),
    /** The customer's own words, for the reason `other`. */
    cancelNote: text("cancel_note"),
    cancelledAt: timestamptz("cancelled_at"),
    /** The card renewals are charged to; null: cash on delivery (or none left after the shopper removed it). */
    savedPaymentMethodId: integer("saved_payment_method_id").references(() => savedPaymentMethods.id, { onDelete: "set null" }),
    /**
     * Lei per unit, VAT included, that the customer agreed to: the checkout's price, then the price a reminder
     * announced. A renewal charges the lower of it and the day's price, so a rise applies only after a notice.
     */
    agreedUnitPriceRonMinor: integer("agreed_unit_price_ron_minor").notNull(),
    /** Where renewals go; null: the first order's shipping address. */
    shippingAddress: jsonb("shipping_address"),
    /** The language of the subscription's emails: the first order's, until the customer acts in another. */
    language: localeEnum("language").notNull().default("ro"),
    /**
     * The save offer's one-time discount on the next renewal, in percent, while it waits (decision 0170): the renewal
     * applies it and clears it in its transaction. `save_discount_granted_at` keeps when it was last granted, for the
     * owner's cooldown.
     */
    saveDiscountPercent: integer("save_discount_percent"),
    saveDiscountGrantedAt: timestamptz("save_discount_granted_at"),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("subscriptions_order_key").on(t.orderId),
    index("subscriptions_customer_idx").on(t.customerId),
    index("subscriptions_email_idx").on(t.email),
    // The renewal sweep's question: which subscriptions have a delivery due.
    index("subscriptions_due_idx")
      .on(t.nextChargeDate)
      .where(sql`${t.status} IN ('active', 'paused')`),
    check("subscriptions_status", sql`${t.status} IN ${sqlList(SUBSCRIPTION_STATES)}`),
    check("subscriptions_interval", sql`${t.interval} IN ('monthly', 'bimonthly', 'quarterly')`),
    check("subscriptions_anchor_day", sql`${t.anchorDay} BETWEEN 1 AND 31`),
    check("subscriptions_next_cycle", sql`${t.nextCycle} >= 1`),
    check("subscriptions_save_discount", sql`${t.saveDiscountPercent} IS NULL OR ${t.saveDiscountPercent} BETWEEN 1 AND 100`),
    check("subscriptions_resume_on_paused", sql`${t.resumeOn} IS NULL OR ${t.status} = 'paused'`),
    check(
      "subscriptions_cancel_reason",
      sql`${t.cancelReason} IS NULL OR (${t.status} = 'cancelled' AND ${t.cancelReason} IN ${sqlList(CANCEL_REASONS)})`,
    ),
  ],
);

/**
 * Everything that happened to a subscription, oldest first, for the portal's history and the admin. Rows are
 * only ever added: a trigger refuses updates (migration 0022).
 */
export const subscriptionEvents = pgTable(
  "subscription_events",
  {
    id: serial("id").primaryKey(),
    subscriptionId: belongsTo("subscription_id", () => subscriptions.id),
    kind: text("kind").notNull(),
    /** What changed (from and to), the renewal's cycle and order, a charge's decline, a cancellation's reason. */
    details: jsonb("details").notNull().default({}),
    actor: text("actor").notNull(),
    /** The staff member who acted for the customer; their email stays if the account is removed. */
    ...actingStaff(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("subscription_events_subscription_idx").on(t.subscriptionId, t.createdAt),
    check("subscription_events_kind", sql`${t.kind} IN ${sqlList(SUBSCRIPTION_EVENT_KINDS)}`),
    check("subscription_events_actor", sql`${t.actor} IN ('customer', 'staff', 'system')`),
    check("subscription_events_staff", sql`${t.actor} = 'staff' OR (${t.staffId} IS NULL AND ${t.staffEmail} IS NULL)`),
  ],
);

/**
 * One row per delivery a subscription renewed with (decision 0043): its primary key is the subscription and
 * the delivery's number, so however many sweeps run at once, a cycle becomes at most one order.
 */
export const subscriptionRenewals = pgTable(
  "subscription_renewals",
  {
    subscriptionId: belongsTo("subscription_id", () => subscriptions.id),
    cycle: integer("cycle").notNull(),
    /** The delivery's day on the schedule (today's for "deliver now"). */
    dueDate: date("due_date").notNull(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    /**
     * A card renewal's charge (decision 0043): `pending` from the cycle's transaction until the provider
     * answers, `charged`, `failed` (retried at `next_retry_at`, days 1, 3 and 7), `abandoned` after the last
     * retry; cash on delivery needs none.
     */
    chargeState: text("charge_state").notNull().default("not_needed"),
    chargeAttempts: integer("charge_attempts").notNull().default(0),
    nextRetryAt: timestamptz("next_retry_at"),
    lastDecline: text("last_decline"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.subscriptionId, t.cycle] }),
    uniqueIndex("subscription_renewals_order_key").on(t.orderId),
    check("subscription_renewals_cycle", sql`${t.cycle} >= 1`),
    check("subscription_renewals_charge_state", sql`${t.chargeState} IN ('not_needed', 'pending', 'charged', 'failed', 'abandoned')`),
    // The dunning sweep's question: which charges are waiting to be tried again.
    index("subscription_renewals_retry_idx")
      .on(t.nextRetryAt)
      .where(sql`${t.chargeState} IN ('pending', 'failed')`),
  ],
);

/**
 * A new card a subscription's customer gives on the provider's hosted page (issue 18 item 1, decision 0045):
 * `pending` until the shopper comes back and the provider says what happened, then `saved` (the subscription
 * renews with it) or `cancelled`. The public id is the provider's idempotency key and the way back.
 */
export const subscriptionCardSetups = pgTable(
  "subscription_card_setups",
  {
    id: serial("id").primaryKey(),
    publicId: text("public_id").notNull(),
    subscriptionId: belongsTo("subscription_id", () => subscriptions.id),
    provider: text("provider").notNull(),
    /** The provider's page (Stripe: the setup-mode Checkout Session); null until it answered. */
    reference: text("reference"),
    status: text("status").notNull().default("pending"),
    savedPaymentMethodId: integer("saved_payment_method_id").references(() => savedPaymentMethods.id),
    language: localeEnum("language").notNull().default("ro"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    settledAt: timestamptz("settled_at"),
  },
  (t) => [
    uniqueIndex("subscription_card_setups_public_id_key").on(t.publicId),
    index("subscription_card_setups_subscription_idx").on(t.subscriptionId),
    check("subscription_card_setups_status", sql`${t.status} IN ('pending', 'saved', 'cancelled')`),
    check("subscription_card_setups_provider", sql`${t.provider} IN ('sandbox', 'stripe')`),
  ],
);

/**
 * One reminder per delivery (issue 18 item 3): sent a few days before the renewal, with the amount it will
 * cost, which is also the notice of a new price. The primary key makes a reminder go once, however many
 * sweeps run; the announced unit price is what the renewal may charge at most.
 */
export const subscriptionReminders = pgTable(
  "subscription_reminders",
  {
    subscriptionId: belongsTo("subscription_id", () => subscriptions.id),
    cycle: integer("cycle").notNull(),
    dueDate: date("due_date").notNull(),
    unitPriceRonMinor: integer("unit_price_ron_minor").notNull(),
    totalRonMinor: integer("total_ron_minor").notNull(),
    sentAt: timestamptz("sent_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.subscriptionId, t.cycle] })],
);

/**
 * The changes a customer made to a subscription that its next email will list (decision 0083): one row per
 * subscription, its receipts appended in each action's transaction, deleted by the sweep in the transaction that
 * writes the one email once the subscription has been quiet for a while.
 */
export const subscriptionUpdateNotices = pgTable(
  "subscription_update_notices",
  {
    subscriptionId: integer("subscription_id")
      .primaryKey()
      .references(() => subscriptions.id, { onDelete: "cascade" }),
    /** `{at, receipt}` in the order they were made (server/mail/subscription-updates.ts `SubscriptionReceipt`). */
    receipts: jsonb("receipts").notNull(),
    firstChangeAt: timestamptz("first_change_at").notNull(),
    lastChangeAt: timestamptz("last_change_at").notNull(),
  },
  (t) => [index("subscription_update_notices_due_idx").on(t.lastChangeAt)],
);

/** Why a one-off item did not ride: the customer took it off, the subscription ended, or the renewal could not sell it. */
export const SUBSCRIPTION_EXTRA_DROP_REASONS = ["removed", "cancelled", "unavailable", "out_of_stock"] as const;

/**
 * A one-time product a subscriber adds to the next delivery (issue 68 item 4, decision 0168): pending while both
 * `order_id` and `dropped_at` are null; the renewal that carries it sets `order_id` in its own transaction, so it
 * rides once whatever sweeps or retries run; one it cannot sell it drops, with the reason, and renews without it.
 */
export const subscriptionExtras = pgTable(
  "subscription_extras",
  {
    id: serial("id").primaryKey(),
    subscriptionId: belongsTo("subscription_id", () => subscriptions.id),
    variantId: integer("variant_id").references(() => productVariants.id, { onDelete: "set null" }),
    quantity: integer("quantity").notNull(),
    /** Lei per unit, VAT included, when it was added: the renewal charges the lower of it and the day's price. */
    agreedUnitPriceRonMinor: integer("agreed_unit_price_ron_minor").notNull(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    /** The renewal order it rode on. */
    orderId: integer("order_id").references(() => orders.id),
    droppedAt: timestamptz("dropped_at"),
    droppedReason: text("dropped_reason"),
  },
  (t) => [
    // The renewal's and the portal's question: what still waits for this subscription's next delivery.
    index("subscription_extras_pending_idx")
      .on(t.subscriptionId)
      .where(sql`${t.orderId} IS NULL AND ${t.droppedAt} IS NULL`),
    check("subscription_extras_quantity", sql`${t.quantity} BETWEEN 1 AND 10`),
    check("subscription_extras_price", sql`${t.agreedUnitPriceRonMinor} >= 0`),
    check(
      "subscription_extras_dropped",
      sql`(${t.droppedAt} IS NULL) = (${t.droppedReason} IS NULL) AND (${t.droppedReason} IS NULL OR ${t.droppedReason} IN ${sqlList(SUBSCRIPTION_EXTRA_DROP_REASONS)})`,
    ),
    check("subscription_extras_once", sql`${t.orderId} IS NULL OR ${t.droppedAt} IS NULL`),
  ],
);

/**
 * One opening of the cancel form for a reason (issue 68 item 6, decision 0170): the arm the server decided (a hash of
 * the subscription and the reason, so the same each time), the answer it offered, and what came of it — saved (the
 * offer taken), cancelled, or abandoned (neither, or another reason picked); null while open.
 */
export const subscriptionSaveAttempts = pgTable(
  "subscription_save_attempts",
  {
    id: serial("id").primaryKey(),
    subscriptionId: belongsTo("subscription_id", () => subscriptions.id),
    reason: text("reason").notNull(),
    arm: text("arm").notNull(),
    answer: text("answer").notNull(),
    outcome: text("outcome"),
    openedAt: timestamptz("opened_at").notNull(),
    decidedAt: timestamptz("decided_at"),
  },
  (t) => [
    index("subscription_save_attempts_subscription_idx").on(t.subscriptionId),
    index("subscription_save_attempts_opened_idx").on(t.openedAt),
    check("subscription_save_attempts_reason", sql`${t.reason} IN ${sqlList(CANCEL_REASONS)}`),
    check("subscription_save_attempts_arm", sql`${t.arm} IN ${sqlList(SAVE_ARMS)}`),
    check("subscription_save_attempts_answer", sql`${t.answer} IN ${sqlList(SAVE_ANSWERS)}`),
    check(
      "subscription_save_attempts_outcome",
      sql`(${t.outcome} IS NULL) = (${t.decidedAt} IS NULL) AND (${t.outcome} IS NULL OR ${t.outcome} IN ${sqlList(SAVE_OUTCOMES)})`,
    ),
  ],
);

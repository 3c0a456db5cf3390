/**
 * Payment attempts, refunds, saved payment methods and store credit: the payments module's tables, which only its code
 * (server/commerce/payments/) writes.
 */
import { char, check, index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { belongsTo, timestamps, timestamptz } from "#server/db/schema/columns";
import { sql } from "drizzle-orm";
import { customers } from "#server/db/schema/customers";
import { actingStaff } from "#server/db/schema/staff";
import { orders } from "#server/db/schema/orders";
import { returns } from "#server/db/schema/returns";

/**
 * Payment attempts of an order, one row each (a declined card and its retry are two rows). `public_id`
 * is the unguessable id in the payment page's URL and in the signed result the page returns with.
 */
export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    publicId: text("public_id").notNull(),
    orderId: belongsTo("order_id", () => orders.id),
    attempt: integer("attempt").notNull(),
    provider: text("provider").notNull(),
    method: text("method").notNull(),
    status: text("status").notNull().default("pending"),
    amountMinor: integer("amount_minor").notNull(),
    currencyCode: char("currency_code", { length: 3 }).notNull(),
    /** The provider's own reference for the attempt (Stripe: the Checkout Session); null until the provider has it. */
    reference: text("reference"),
    /** Where the shopper pays this attempt while it is open (the provider's hosted page). */
    redirectUrl: text("redirect_url"),
    /** What the money was taken as, which refunds name (Stripe: the PaymentIntent). */
    chargeReference: text("charge_reference"),
    /**
     * A renewal's off-session attempt: the saved method it charges, kept on the attempt so that a charge
     * interrupted before its answer is asked again of the same method with the same key (decision 0043).
     */
    savedPaymentMethodId: integer("saved_payment_method_id").references(() => savedPaymentMethods.id),
    /** What the attempt pays: the order at checkout, or a product added to its parcel afterwards (decision 0164). */
    purpose: text("purpose").notNull().default("checkout"),
    /** How much of `amount_minor` has been given back, in the same currency. */
    refundedMinor: integer("refunded_minor").notNull().default(0),
    /** The signed result the store verified (`paid`, `declined`, `cancelled`), its signature and when. */
    result: text("result"),
    resultSignature: text("result_signature"),
    verifiedAt: timestamptz("verified_at"),
    ...timestamps(),
    settledAt: timestamptz("settled_at"),
  },
  (t) => [
    uniqueIndex("payments_public_id_key").on(t.publicId),
    uniqueIndex("payments_attempt_key").on(t.orderId, t.attempt),
    // At most one open attempt per order, so two retries at once cannot both open one.
    uniqueIndex("payments_one_pending")
      .on(t.orderId)
      .where(sql`${t.status} = 'pending'`),
    check("payments_provider", sql`${t.provider} IN ('cod', 'sandbox', 'stripe')`),
    check("payments_method", sql`${t.method} IN ('cod', 'card', 'paypal', 'apple_pay', 'google_pay')`),
    check("payments_status", sql`${t.status} IN ('pending', 'succeeded', 'declined', 'cancelled', 'refunded', 'refused')`),
    check("payments_result", sql`${t.result} IS NULL OR ${t.result} IN ('paid', 'declined', 'cancelled')`),
    check("payments_purpose", sql`${t.purpose} IN ('checkout', 'parcel_addition')`),
    check("payments_amount_nonnegative", sql`${t.amountMinor} >= 0`),
    check("payments_refunded_within_amount", sql`${t.refundedMinor} BETWEEN 0 AND ${t.amountMinor}`),
  ],
);

/**
 * Money given back for a payment, one row per refund (several partial refunds may add up to the amount
 * taken, never more). A row is written `pending` before the provider is asked, under the caller's
 * idempotency key, so a retry after a crash asks the provider again with the same key instead of twice.
 * Cash on delivery is refunded by bank transfer: `awaiting_transfer` with the IBAN until staff send it.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: serial("id").primaryKey(),
    paymentId: belongsTo("payment_id", () => payments.id),
    /** The provider's key for this row: the request's own key for its first part, with the payment's id for a further one. */
    idempotencyKey: text("idempotency_key").notNull(),
    /**
     * The refund request the row is part of: one request spreads over the order's payments (an order paid at checkout and
     * again for an addition), one row per payment. Null on rows written before requests could spread: their
     * `idempotency_key` is the request's.
     */
    requestKey: text("request_key"),
    amountMinor: integer("amount_minor").notNull(),
    currencyCode: char("currency_code", { length: 3 }).notNull(),
    status: text("status").notNull().default("pending"),
    reason: text("reason"),
    /** The provider's reference for the refund, once it answered. */
    reference: text("reference"),
    iban: text("iban"),
    accountHolder: text("account_holder"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    settledAt: timestamptz("settled_at"),
  },
  (t) => [
    uniqueIndex("refunds_idempotency_key").on(t.idempotencyKey),
    index("refunds_payment_idx").on(t.paymentId),
    index("refunds_request_idx").on(t.requestKey),
    check("refunds_amount_positive", sql`${t.amountMinor} > 0`),
    check("refunds_status", sql`${t.status} IN ('pending', 'succeeded', 'failed', 'awaiting_transfer')`),
  ],
);

/**
 * A payment method the provider keeps for charges without the shopper present (subscription renewals):
 * the provider's references and what the shopper recognises it by. Never a card number.
 */
export const savedPaymentMethods = pgTable(
  "saved_payment_methods",
  {
    id: serial("id").primaryKey(),
    publicId: text("public_id").notNull(),
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    provider: text("provider").notNull(),
    /** The provider's customer the method is attached to (Stripe: `cus_…`). */
    providerCustomer: text("provider_customer"),
    /** The provider's reusable method (Stripe: `pm_…`; the sandbox: a test token). */
    providerMethod: text("provider_method").notNull(),
    brand: text("brand").notNull(),
    last4: char("last4", { length: 4 }).notNull(),
    expMonth: integer("exp_month"),
    expYear: integer("exp_year"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    removedAt: timestamptz("removed_at"),
  },
  (t) => [
    uniqueIndex("saved_payment_methods_public_id_key").on(t.publicId),
    uniqueIndex("saved_payment_methods_provider_method_key").on(t.provider, t.providerMethod),
    index("saved_payment_methods_customer_idx").on(t.customerId),
    index("saved_payment_methods_email_idx").on(t.email),
    check("saved_payment_methods_provider", sql`${t.provider} IN ('sandbox', 'stripe')`),
  ],
);

/**
 * A customer's store credit in lei (issue 19 item 5, decision 0047): the balance, never negative (a check), changed
 * only together with a ledger entry in the same transaction.
 */
export const storeCreditAccounts = pgTable(
  "store_credit_accounts",
  {
    customerId: integer("customer_id")
      .primaryKey()
      .references(() => customers.id, { onDelete: "cascade" }),
    balanceRonMinor: integer("balance_ron_minor").notNull().default(0),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [check("store_credit_accounts_balance", sql`${t.balanceRonMinor} >= 0`)],
);

/** Every change of a store credit balance, never updated or deleted (a trigger refuses): what, why, by whom. */
export const storeCreditEntries = pgTable(
  "store_credit_entries",
  {
    id: serial("id").primaryKey(),
    customerId: belongsTo("customer_id", () => customers.id),
    /** Lei, signed: a credit adds, a debit takes. */
    amountRonMinor: integer("amount_ron_minor").notNull(),
    kind: text("kind").notNull(),
    returnId: integer("return_id").references(() => returns.id, { onDelete: "set null" }),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    /** An adjustment's reason, as the owner wrote it. */
    reason: text("reason"),
    ...actingStaff(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("store_credit_entries_customer_idx").on(t.customerId, t.createdAt),
    // A return is credited once, whoever clicks twice.
    uniqueIndex("store_credit_entries_return_key")
      .on(t.returnId)
      .where(sql`${t.kind} = 'return_refund'`),
    check("store_credit_entries_kind", sql`${t.kind} IN ('return_refund', 'checkout_debit', 'order_recredit', 'adjustment')`),
    check("store_credit_entries_amount", sql`${t.amountRonMinor} <> 0`),
    check("store_credit_entries_reason", sql`${t.kind} <> 'adjustment' OR ${t.reason} IS NOT NULL`),
  ],
);

/**
 * Return requests, their lines, timeline and photos: the returns module's tables, which only its code
 * (server/commerce/returns/) writes.
 */
import { char, check, index, integer, pgTable, primaryKey, serial, text } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { RETURN_REASONS, RETURN_STATUSES } from "#domain/returns";
import { localeEnum, sqlList, belongsTo, timestamps, timestamptz } from "#server/db/schema/columns";
import { customers } from "#server/db/schema/customers";
import { actingStaff } from "#server/db/schema/staff";
import { orderLines, orders } from "#server/db/schema/orders";

/**
 * A customer's request to send back some or all of an order (issue 19): the store's 30-day return, or the legal
 * withdrawal (`kind = 'withdrawal'`, the whole order, refund due within 14 days). Its amounts are the server's quote
 * when it was asked, in the order's currency and in lei; its lines say how many units of which order line, why.
 */
export const returns = pgTable(
  "returns",
  {
    id: serial("id").primaryKey(),
    orderId: belongsTo("order_id", () => orders.id),
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    kind: text("kind").notNull().default("return"),
    status: text("status").notNull().default("pending"),
    /** `original`: the card charged, or for cash on delivery a bank transfer to `bank_iban`; `store_credit`: lei to spend. */
    refundMethod: text("refund_method").notNull(),
    bankIban: text("bank_iban"),
    bankAccountHolder: text("bank_account_holder"),
    details: text("details"),
    currencyCode: char("currency_code", { length: 3 }).notNull(),
    /** What the return gives back, items and shipping, in the order's currency and in lei. */
    refundMinor: integer("refund_minor").notNull(),
    refundRonMinor: integer("refund_ron_minor").notNull(),
    shippingRefundMinor: integer("shipping_refund_minor").notNull().default(0),
    shippingRefundRonMinor: integer("shipping_refund_ron_minor").notNull().default(0),
    language: localeEnum("language").notNull().default("ro"),
    /** A withdrawal's legal deadline for the refund; null for the store's own returns. */
    refundDueBy: timestamptz("refund_due_by"),
    ...timestamps(),
    cancelledAt: timestamptz("cancelled_at"),
  },
  (t) => [
    index("returns_order_idx").on(t.orderId),
    index("returns_customer_idx").on(t.customerId),
    index("returns_status_idx").on(t.status, t.createdAt),
    check("returns_kind", sql`${t.kind} IN ('return', 'withdrawal')`),
    check("returns_status", sql`${t.status} IN ${sqlList(RETURN_STATUSES)}`),
    check("returns_refund_method", sql`${t.refundMethod} IN ('original', 'store_credit')`),
    check("returns_amounts", sql`${t.refundMinor} >= 0 AND ${t.refundRonMinor} >= 0 AND ${t.shippingRefundMinor} >= 0`),
  ],
);

export const returnLines = pgTable(
  "return_lines",
  {
    returnId: belongsTo("return_id", () => returns.id),
    orderLineId: belongsTo("order_line_id", () => orderLines.id),
    quantity: integer("quantity").notNull(),
    reason: text("reason").notNull(),
    refundMinor: integer("refund_minor").notNull(),
    refundRonMinor: integer("refund_ron_minor").notNull(),
    /** Counted by staff when the parcel arrives; `damaged` units do not go back to stock. */
    receivedQuantity: integer("received_quantity").notNull().default(0),
    damagedQuantity: integer("damaged_quantity").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.returnId, t.orderLineId] }),
    check("return_lines_quantity", sql`${t.quantity} BETWEEN 1 AND 99`),
    check("return_lines_reason", sql`${t.reason} IN ${sqlList(RETURN_REASONS)}`),
    check(
      "return_lines_received",
      sql`${t.damagedQuantity} BETWEEN 0 AND ${t.receivedQuantity} AND ${t.receivedQuantity} <= ${t.quantity}`,
    ),
  ],
);

/** Everything that happened to a return, oldest first, for both sides' timelines; rows are only added. */
export const returnEvents = pgTable(
  "return_events",
  {
    id: serial("id").primaryKey(),
    returnId: belongsTo("return_id", () => returns.id),
    status: text("status").notNull(),
    actor: text("actor").notNull(),
    ...actingStaff(),
    /** What the customer is told (instructions, a rejection's message). */
    message: text("message"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("return_events_return_idx").on(t.returnId, t.createdAt),
    check("return_events_status", sql`${t.status} IN ${sqlList(RETURN_STATUSES)}`),
    check("return_events_actor", sql`${t.actor} IN ('customer', 'staff', 'system')`),
  ],
);

/**
 * The pictures a customer sent with a return request (at most three), re-encoded without metadata and kept under
 * `DATA_DIR/uploads/returns/`; only the customer and staff can see them.
 */
export const returnPhotos = pgTable(
  "return_photos",
  {
    returnId: belongsTo("return_id", () => returns.id),
    position: integer("position").notNull(),
    file: text("file").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.returnId, t.position] }), check("return_photos_position", sql`${t.position} BETWEEN 0 AND 2`)],
);

/**
 * Loyalty points (issue 71 item 1, decision 0189): the loyalty module's tables, which only its code
 * (server/commerce/loyalty/) writes. Points are not money and are kept apart from the store credit's lei.
 */
import { check, index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { belongsTo, timestamptz } from "#server/db/schema/columns";
import { customers } from "#server/db/schema/customers";
import { actingStaff } from "#server/db/schema/staff";
import { orders } from "#server/db/schema/orders";

/**
 * A customer's points balance, never negative (a check), changed only together with a ledger entry in the same
 * transaction; a checkout or a reversal locks this row. `last_earned_at` starts the expiry's count.
 */
export const loyaltyAccounts = pgTable(
  "loyalty_accounts",
  {
    customerId: integer("customer_id")
      .primaryKey()
      .references(() => customers.id, { onDelete: "cascade" }),
    balancePoints: integer("balance_points").notNull().default(0),
    lastEarnedAt: timestamptz("last_earned_at"),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [check("loyalty_accounts_balance", sql`${t.balancePoints} >= 0`)],
);

/**
 * Every change of a points balance, never rewritten (a trigger refuses): its kind, its cause and what it moved. A
 * cause (`order:12`, `refund:7`, `cancel:12`) is earned, spent or reversed once per customer and kind (a unique
 * index), so an event heard twice changes nothing the second time. A reversal of points already spent takes the
 * balance to zero at most; what it could not take is kept in `unrecovered_points` (decision 0189).
 */
export const loyaltyEntries = pgTable(
  "loyalty_entries",
  {
    id: serial("id").primaryKey(),
    customerId: belongsTo("customer_id", () => customers.id),
    /** Signed: earning adds, spending, reversing and expiring take. */
    points: integer("points").notNull(),
    unrecoveredPoints: integer("unrecovered_points").notNull().default(0),
    kind: text("kind").notNull(),
    cause: text("cause"),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    /** An adjustment's reason, as the member of staff wrote it. */
    reason: text("reason"),
    ...actingStaff(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("loyalty_entries_customer_idx").on(t.customerId, t.createdAt),
    index("loyalty_entries_order_idx").on(t.orderId),
    uniqueIndex("loyalty_entries_cause_key")
      .on(t.customerId, t.kind, t.cause)
      .where(sql`${t.cause} IS NOT NULL`),
    check("loyalty_entries_kind", sql`${t.kind} IN ('earned', 'spent', 'restored', 'reversed', 'expired', 'adjusted')`),
    check("loyalty_entries_points", sql`${t.points} <> 0 OR ${t.unrecoveredPoints} > 0`),
    check("loyalty_entries_unrecovered", sql`${t.unrecoveredPoints} >= 0`),
    check("loyalty_entries_reason", sql`${t.kind} <> 'adjusted' OR ${t.reason} IS NOT NULL`),
    check("loyalty_entries_cause", sql`${t.kind} = 'adjusted' OR ${t.cause} IS NOT NULL`),
  ],
);

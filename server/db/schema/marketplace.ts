/**
 * eMAG Marketplace (issue 70 item 3, decision 0186): the orders imported from eMAG and the offers the store last
 * pushed there, the marketplace module's tables, which only its code (server/commerce/marketplace/) writes.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { timestamptz } from "#server/db/schema/columns";
import { productVariants } from "#server/db/schema/catalog";
import { orders } from "#server/db/schema/orders";

/**
 * One eMAG order, imported once: its eMAG id is the key, so the callback and the poll racing on the same order
 * insert one row and place one store order. `acknowledged_at` stays null until eMAG took the acknowledgement, and
 * each sweep retries it; `pushed_status` is the last eMAG status the store sent (in progress, finalized, cancelled).
 */
export const emagOrders = pgTable(
  "emag_orders",
  {
    emagOrderId: integer("emag_order_id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .unique("emag_orders_order_key")
      .references(() => orders.id, { onDelete: "restrict" }),
    /** The order as eMAG last sent it: `order/save` sends it back whole with a new status. */
    emagOrder: jsonb("emag_order").$type<Record<string, unknown>>().notNull(),
    paymentModeId: integer("payment_mode_id").notNull(),
    importedAt: timestamptz("imported_at").notNull(),
    acknowledgedAt: timestamptz("acknowledged_at"),
    pushedStatus: integer("pushed_status"),
  },
  (t) => [
    index("emag_orders_unacknowledged_idx")
      .on(t.importedAt)
      .where(sql`${t.acknowledgedAt} IS NULL`),
  ],
);

/**
 * The offer the store last pushed to eMAG for a variant, and its fingerprint: the sweep sends an offer only when
 * what it would send now differs. It is written by the one instance holding the offers' lease (`emag_leases`).
 */
export const emagOffers = pgTable(
  "emag_offers",
  {
    variantId: integer("variant_id")
      .primaryKey()
      .references(() => productVariants.id, { onDelete: "cascade" }),
    fingerprint: text("fingerprint").notNull(),
    offer: jsonb("offer").$type<Record<string, unknown>>().notNull(),
    pushedAt: timestamptz("pushed_at").notNull(),
  },
  (t) => [check("emag_offers_fingerprint", sql`length(${t.fingerprint}) > 0`)],
);

/**
 * A lease on a run that one instance does at a time (the offers' sync): taken when `leased_until` has passed, given
 * back when the run ends; a run killed midway leaves it to expire, and the next instance takes over.
 */
export const emagLeases = pgTable("emag_leases", {
  name: text("name").primaryKey(),
  leasedUntil: timestamptz("leased_until").notNull(),
});

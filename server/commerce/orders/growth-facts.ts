/**
 * What the owner's growth page needs of a period's orders (marketing's `OrderGrowthFacts`, issue 67 item 2), without
 * handing out a table: each order's total in lei and where its money and parcel stand. The marketing module joins
 * these to what each order is credited to.
 */
import { and, inArray, ne, or, sql } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { orders } from "#server/db/schema";
import type { ReportPeriod } from "#domain/admin/reports";
import type { OrderGrowthFact } from "#server/commerce/shared/order-growth-fact";
import { SHOP_ZONE, withinPeriod } from "#server/commerce/shared/shop-period-sql";

/** Where a parcel stands when its goods came back: refused at the door, or sent back to the shop. */
const CAME_BACK: readonly string[] = ["refused", "returned_to_sender"];

/**
 * Orders the shopper confirmed: cash on delivery and store credit on placement, the others once paid. A card order
 * whose payment never came (awaiting it, or cancelled by the abandoned-payment sweep) was never an order.
 */
const confirmed = (table: typeof orders) => or(inArray(table.paymentMethod, ["cod", "store_credit"]), sql`${table.paidAt} is not null`)!;

export function createOrderGrowthFacts(db: Database): (period: ReportPeriod) => Promise<OrderGrowthFact[]> {
  return async (period) => {
    const earlier = sql.raw("earlier");
    const rows = await db
      .select({
        orderId: orders.id,
        day: sql<string>`to_char(${orders.createdAt} at time zone ${SHOP_ZONE}, 'YYYY-MM-DD')`,
        totalRonMinor: orders.totalRonMinor,
        paidAt: orders.paidAt,
        deliveredAt: orders.deliveredAt,
        status: orders.status,
        fulfilmentStatus: orders.fulfilmentStatus,
        // Named in full: a column of the one table selected from is written without its table, which inside the
        // subquery would name the earlier order's.
        returning: sql<boolean>`exists (select 1 from ${orders} as ${earlier} where ${earlier}.email = "orders"."email" and ${earlier}.created_at < "orders"."created_at" and ${earlier}.status <> 'pending_payment' and (${earlier}.payment_method in ('cod', 'store_credit') or ${earlier}.paid_at is not null))`,
      })
      .from(orders)
      .where(and(withinPeriod(orders.createdAt, period), ne(orders.status, "pending_payment"), confirmed(orders)))
      .orderBy(orders.id);
    return rows.map((row) => ({
      orderId: row.orderId,
      day: row.day,
      totalRonMinor: row.totalRonMinor,
      paid: row.paidAt !== null,
      delivered: row.deliveredAt !== null,
      refusedOrReturned: CAME_BACK.includes(row.fulfilmentStatus) || row.status === "refunded",
      returningCustomer: row.returning,
    }));
  };
}

/**
 * An order's lines as the modules above orders read them (decision 0134): subscriptions (the lines a subscription
 * starts from, its product's name), shipping (a parcel's weight) and payments (whether a card is saved for renewals,
 * through `OrderMoves`) ask here rather than reading the lines' table. Read in the caller's transaction.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { orderLines } from "#server/db/schema";
import type { OrderLineRow } from "#server/commerce/shared/order-rows";

/** The lines of the orders, each order's in their position's order. */
export async function orderLinesOf(tx: Database, orderIds: readonly number[]): Promise<OrderLineRow[]> {
  if (orderIds.length === 0) return [];
  return tx
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, [...new Set(orderIds)]))
    .orderBy(asc(orderLines.orderId), asc(orderLines.position));
}

/** Whether the order holds a subscription's line. */
export async function hasSubscriptionLine(tx: Database, orderId: number): Promise<boolean> {
  const [line] = await tx
    .select({ id: orderLines.id })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), eq(orderLines.isSubscription, true)))
    .limit(1);
  return line !== undefined;
}

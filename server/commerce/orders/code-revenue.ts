/**
 * What orders that used a discount code brought in (promotions' `CodeRevenue`): the lei total of the confirmed
 * orders by code, for the owner's list of codes.
 */
import { and, inArray, sql } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { orders } from "#server/db/schema";

/** Orders whose money the store has or will have: not awaiting payment, cancelled or refunded. */
const CONFIRMED_STATUSES = ["payment_due_on_delivery", "paid", "fulfilled", "delivered"];

export function createCodeRevenue(db: Database): (codes: readonly string[]) => Promise<Map<string, number>> {
  return async (codes) => {
    if (codes.length === 0) return new Map();
    const rows = await db
      .select({ code: orders.discountCode, revenue: sql<number>`coalesce(sum(${orders.totalRonMinor}), 0)::bigint` })
      .from(orders)
      .where(and(inArray(orders.discountCode, [...codes]), inArray(orders.status, CONFIRMED_STATUSES)))
      .groupBy(orders.discountCode);
    return new Map(rows.map((row) => [row.code!, Number(row.revenue)]));
  };
}

/**
 * What orders that used each automatic promotion brought in (promotions' `PromotionRevenue`): given the orders each
 * promotion's unreleased uses name, the lei total of those that are confirmed, by promotion.
 */
export function createPromotionRevenue(
  db: Database,
): (ordersByPromotion: ReadonlyMap<number, readonly number[]>) => Promise<Map<number, number>> {
  return async (ordersByPromotion) => {
    const orderIds = [...new Set([...ordersByPromotion.values()].flat())];
    if (orderIds.length === 0) return new Map();
    const rows = await db
      .select({ id: orders.id, total: orders.totalRonMinor })
      .from(orders)
      .where(and(inArray(orders.id, orderIds), inArray(orders.status, CONFIRMED_STATUSES)));
    const totalOf = new Map(rows.map((row) => [row.id, Number(row.total)]));
    return new Map(
      [...ordersByPromotion].map(([promotionId, ids]) => [promotionId, ids.reduce((sum, id) => sum + (totalOf.get(id) ?? 0), 0)]),
    );
  };
}

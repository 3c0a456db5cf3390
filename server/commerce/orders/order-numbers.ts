/**
 * The number each of some orders shows (`OrderNumbers`, decision 0134): the stock ledger names the order a movement
 * or an inspection came from, without reading the orders' table. An order no longer there is absent.
 */
import { inArray } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { orders } from "#server/db/schema";

export async function orderNumbersOf(db: Database, orderIds: readonly number[]): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ id: orders.id, orderNumber: orders.orderNumber })
    .from(orders)
    .where(inArray(orders.id, [...new Set(orderIds)]));
  return new Map(rows.map((row) => [row.id, row.orderNumber]));
}

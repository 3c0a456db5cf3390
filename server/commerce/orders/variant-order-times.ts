/**
 * When these addresses ordered a variant (orders not cancelled or refunded), for the back-in-stock flow's figure of
 * orders within 7 days of the notice (decision 0111); the platform hands it to the catalog's back-in-stock module.
 */
import { and, eq, inArray, notInArray } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { orderLines, orders } from "#server/db/schema";

export function createVariantOrderTimes(db: Database) {
  return async (variantId: number, emails: readonly string[]): Promise<Array<{ email: string; placedAt: Date }>> => {
    if (emails.length === 0) return [];
    const rows = await db
      .selectDistinct({ email: orders.email, placedAt: orders.createdAt })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(
        and(eq(orderLines.variantId, variantId), inArray(orders.email, [...emails]), notInArray(orders.status, ["cancelled", "refunded"])),
      );
    return rows;
  };
}

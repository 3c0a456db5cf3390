/**
 * What the loyalty module needs of an order to earn or take back its points (issue 71 item 1, decision 0189), handed
 * to it by the platform: whose it is, whether its money is in and its parcel at the door, and what its goods came to.
 */
import { eq } from "drizzle-orm";
import type { LoyaltyOrderFacts } from "#domain/loyalty";
import type { Database } from "#server/db/client";
import { orders } from "#server/db/schema";

export async function loyaltyOrderFacts(tx: Database, orderId: number): Promise<LoyaltyOrderFacts | null> {
  const [order] = await tx
    .select({
      customerId: orders.customerId,
      status: orders.status,
      paidAt: orders.paidAt,
      fulfilmentStatus: orders.fulfilmentStatus,
      totalRonMinor: orders.totalRonMinor,
      shippingRonMinor: orders.shippingRonMinor,
      totalMinor: orders.totalMinor,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return null;
  return {
    orderId,
    customerId: order.customerId,
    paid: order.paidAt !== null,
    delivered: order.fulfilmentStatus === "delivered",
    ended: order.status === "cancelled" || order.status === "refunded",
    goodsRonMinor: order.totalRonMinor - order.shippingRonMinor,
    totalMinor: order.totalMinor,
  };
}

/**
 * What a purchase sent to an ad platform needs of an order (issue 67 item 3, decision 0155), handed to the marketing
 * module by the platform: its number, currency, total and lines, and the email and phone that are hashed for Meta
 * only when the shopper allowed marketing.
 */
import { asc, eq } from "drizzle-orm";
import type { ConversionFacts } from "#domain/conversions";
import type { Database } from "#server/db/client";
import { orderLines, orders } from "#server/db/schema";

export async function conversionFacts(tx: Database, orderId: number): Promise<ConversionFacts | null> {
  const [order] = await tx
    .select({
      orderNumber: orders.orderNumber,
      placedAt: orders.createdAt,
      currencyCode: orders.currencyCode,
      totalMinor: orders.totalMinor,
      email: orders.email,
      shippingAddress: orders.shippingAddress,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return null;
  const lines = await tx
    .select({
      sku: orderLines.sku,
      title: orderLines.title,
      quantity: orderLines.quantity,
      totalMinor: orderLines.totalMinor,
      discountMinor: orderLines.discountMinor,
      vatMinor: orderLines.vatMinor,
      vatRatePercent: orderLines.vatRatePercent,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position));
  const phone = (order.shippingAddress as { phone?: unknown }).phone;
  return {
    orderNumber: order.orderNumber,
    placedAt: order.placedAt,
    currencyCode: order.currencyCode,
    totalMinor: order.totalMinor,
    email: order.email,
    phone: typeof phone === "string" ? phone : "",
    lines,
  };
}

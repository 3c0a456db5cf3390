/**
 * Whom an email that follows up on an order goes to (a review request, a refill reminder): the order's own address
 * and language, and its number to name it by.
 */
import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { orders } from "#server/db/schema";

export interface OrderAddressee {
  email: string;
  language: "ro" | "en";
  orderNumber: number;
}

export async function orderAddressee(tx: Database, orderId: number): Promise<OrderAddressee | null> {
  const [order] = await tx
    .select({ email: orders.email, language: orders.language, orderNumber: orders.orderNumber })
    .from(orders)
    .where(eq(orders.id, orderId));
  return order ?? null;
}

/**
 * What a refill reminder needs of the orders (issue 46 item 4, decision 0114), handed to the retention module by
 * the platform: a delivered order's one-time lines, and whether the same address ordered a product again after it.
 */
import { and, asc, eq, gt, inArray, ne, sql } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { orderLines, orders } from "#server/db/schema";
import { orderAddressee, type OrderAddressee } from "./order-addressee.ts";

export interface RefillOrderLine {
  productHandle: string;
  title: string;
  variantId: number | null;
  variantTitle: string;
  quantity: number;
}

export interface RefillOrderFacts extends OrderAddressee {
  /** The lines bought once: a subscription line refills itself. */
  oneTimeLines: RefillOrderLine[];
}

export async function refillOrderFacts(tx: Database, orderId: number): Promise<RefillOrderFacts | null> {
  const order = await orderAddressee(tx, orderId);
  if (!order) return null;
  const oneTimeLines = await tx
    .select({
      productHandle: orderLines.productHandle,
      title: orderLines.title,
      variantId: orderLines.variantId,
      variantTitle: orderLines.variantTitle,
      quantity: orderLines.quantity,
    })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), eq(orderLines.isSubscription, false)))
    .orderBy(asc(orderLines.position));
  return { ...order, oneTimeLines };
}

/**
 * The products among `handles` that `email` ordered again in an order placed after `orderId` (once or as a
 * subscription) and not cancelled.
 */
export async function productsOrderedSince(tx: Database, email: string, orderId: number, handles: readonly string[]): Promise<Set<string>> {
  if (handles.length === 0) return new Set();
  const rows = await tx
    .selectDistinct({ handle: orderLines.productHandle })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        sql`lower(${orders.email}) = ${email.toLowerCase()}`,
        gt(orders.id, orderId),
        ne(orders.status, "cancelled"),
        inArray(orderLines.productHandle, [...handles]),
      ),
    );
  return new Set(rows.map((row) => row.handle));
}

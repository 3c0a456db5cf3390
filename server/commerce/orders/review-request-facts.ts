/**
 * What a review request needs of a delivered order (issue 46 item 3), handed to the retention module by the
 * platform: whom to ask, in which language, and the order's products once each, in the order's own words.
 */
import { asc, eq } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { orderLines } from "#server/db/schema";
import { orderAddressee, type OrderAddressee } from "./order-addressee.ts";

export interface ReviewRequestFacts extends OrderAddressee {
  products: { handle: string; title: string }[];
}

export async function reviewRequestFacts(tx: Database, orderId: number): Promise<ReviewRequestFacts | null> {
  const order = await orderAddressee(tx, orderId);
  if (!order) return null;
  const lines = await tx
    .select({ handle: orderLines.productHandle, title: orderLines.title })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position));
  const products = [...new Map(lines.map((line) => [line.handle, line])).values()];
  return { ...order, products };
}

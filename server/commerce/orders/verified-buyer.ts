/**
 * Whether someone bought a product (reviews ask it to mark a verified buyer): a paid order (paid online, or a cash-on-delivery order
 * delivered) that is neither cancelled nor refunded, placed with the reviewer's email or by the
 * signed-in customer, with a line of the product. The line's product handle is a snapshot, so a
 * purchase still counts after its variant has left the catalogue.
 *
 * The email is the shopper's word: it proves a purchase was made with that address, not that the
 * person typing it owns it. The signed-in customer is the stronger proof.
 */
import { and, eq, isNotNull, notInArray, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { orderLines, orders } from "#server/db/schema";

export interface PurchaseQuestion {
  productHandle: string;
  /** Normalised emails the reviewer is known by: the one typed, and the signed-in customer's. */
  emails: readonly string[];
  customerId: number | null;
}

export function createPurchaseCheck(db: Database): (question: PurchaseQuestion) => Promise<boolean> {
  return async ({ productHandle, emails, customerId }) => {
    const buyer: SQL[] = [];
    for (const email of emails) buyer.push(eq(orders.email, email));
    if (customerId !== null) buyer.push(eq(orders.customerId, customerId));
    if (buyer.length === 0) return false;
    const [row] = await db
      .select({ found: sql<number>`1` })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(
        and(
          eq(orderLines.productHandle, productHandle),
          or(isNotNull(orders.paidAt), eq(orders.status, "delivered")),
          notInArray(orders.status, ["cancelled", "refunded"]),
          or(...buyer),
        ),
      )
      .limit(1);
    return row !== undefined;
  };
}

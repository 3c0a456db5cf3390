/**
 * What other modules read of the returns (decision 0134), without reading the returns' table: a customer's returns
 * for the staff's customer page (orders' `CustomerReturnFacts`), and an order's returns, whose store credit counts as
 * given back (payments' `OrderReturnIds`).
 */
import { desc, eq } from "drizzle-orm";
import type { CustomerReturnFacts } from "#server/commerce/orders/module";
import type { OrderReturnIds } from "#server/commerce/payments/module";
import { returns } from "#server/db/schema";
import { heldByCustomer } from "#server/commerce/shared/customer-rows";

export const customerReturnFacts: CustomerReturnFacts = async (db, customer, limit) =>
  db
    .select({
      id: returns.id,
      orderId: returns.orderId,
      kind: returns.kind,
      status: returns.status,
      currencyCode: returns.currencyCode,
      refundMinor: returns.refundMinor,
      createdAt: returns.createdAt,
    })
    .from(returns)
    .where(heldByCustomer(returns, customer))
    .orderBy(desc(returns.createdAt), desc(returns.id))
    .limit(limit);

export const orderReturnIds: OrderReturnIds = async (tx, orderId) =>
  (await tx.select({ id: returns.id }).from(returns).where(eq(returns.orderId, orderId))).map((row) => row.id);

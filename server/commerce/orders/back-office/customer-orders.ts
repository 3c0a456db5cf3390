/**
 * What the customers' back office (issue 17 item 5) may know of a customer's orders and subscriptions,
 * handed to it by the platform so the customers module reads no orders table. "Confirmed" is the
 * dashboard's rule: every order but one still waiting for payment or cancelled; its amount is what it
 * came to in lei (`total_ron_minor`).
 */
import { desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { AdminCustomerOrder, AdminCustomerReturn, AdminCustomerSubscription, AdminStoreCredit } from "#domain/admin/customers";
import type { Database } from "#server/db/client";
import { orders, subscriptions } from "#server/db/schema";
import { storeCreditBalance, storeCreditHistory } from "#server/commerce/payments/module";
import { heldByCustomer } from "#server/commerce/shared/customer-rows";

const UNCONFIRMED = sql.raw(`('pending_payment', 'cancelled')`);

/** How many confirmed orders the customer whose id `customerId` names has placed (a correlated subquery). */
export function confirmedOrderCount(customerId: SQL): SQL<number> {
  return sql<number>`(select count(*)::int from ${orders} counted where counted.customer_id = ${customerId} and counted.status not in ${UNCONFIRMED})`;
}

/** What those orders came to, in bani. */
export function confirmedSpentRonMinor(customerId: SQL): SQL<number> {
  return sql<number>`(select coalesce(sum(counted.total_ron_minor), 0)::bigint from ${orders} counted where counted.customer_id = ${customerId} and counted.status not in ${UNCONFIRMED})`;
}

/** Pages of the account are short; a customer with more orders than this is read in the orders list. */
const ORDERS_SHOWN = 100;

/** The account's orders, and the guest orders placed with its email that no account holds, newest first. */
export async function customerOrders(db: Database, customerId: number, email: string): Promise<AdminCustomerOrder[]> {
  const rows = await db
    .select({
      orderNumber: orders.orderNumber,
      createdAt: orders.createdAt,
      status: orders.status,
      fulfilmentStatus: orders.fulfilmentStatus,
      totalRonMinor: orders.totalRonMinor,
      customerId: orders.customerId,
    })
    .from(orders)
    .where(heldByCustomer(orders, { id: customerId, email }))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ORDERS_SHOWN);
  return rows.map(({ customerId: owner, createdAt, ...row }) => ({ ...row, createdAt: createdAt.toISOString(), guest: owner === null }));
}

export async function customerSubscriptions(db: Database, customerId: number, email: string): Promise<AdminCustomerSubscription[]> {
  const rows = await db
    .select({
      id: subscriptions.id,
      status: subscriptions.status,
      productHandle: subscriptions.productHandle,
      sku: subscriptions.sku,
      quantity: subscriptions.quantity,
      interval: subscriptions.interval,
      nextChargeDate: subscriptions.nextChargeDate,
      orderNumber: orders.orderNumber,
    })
    .from(subscriptions)
    .innerJoin(orders, eq(orders.id, subscriptions.orderId))
    .where(heldByCustomer(subscriptions, { id: customerId, email }))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
  return rows.map((row) => ({ ...row, nextChargeDate: String(row.nextChargeDate) }));
}

/**
 * The account's returns, and those of guest orders with its email, newest first, at most `limit`: the returns module
 * owns them and hands this in.
 */
export type CustomerReturnFacts = (
  db: Database,
  customer: { id: number; email: string },
  limit: number,
) => Promise<
  Array<{ id: number; orderId: number; kind: string; status: string; currencyCode: string; refundMinor: number; createdAt: Date }>
>;

/** The account's returns, and those of guest orders with its email, newest first, each with its order's number. */
export async function customerReturns(
  db: Database,
  returnsOf: CustomerReturnFacts,
  customerId: number,
  email: string,
): Promise<AdminCustomerReturn[]> {
  const rows = await returnsOf(db, { id: customerId, email }, ORDERS_SHOWN);
  const numbers =
    rows.length === 0
      ? []
      : await db
          .select({ id: orders.id, orderNumber: orders.orderNumber })
          .from(orders)
          .where(inArray(orders.id, [...new Set(rows.map((row) => row.orderId))]));
  const numberOf = new Map(numbers.map((order) => [order.id, order.orderNumber]));
  return rows.flatMap((row) => {
    const orderNumber = numberOf.get(row.orderId);
    if (orderNumber === undefined) return [];
    return [
      {
        id: row.id,
        orderNumber,
        kind: row.kind as AdminCustomerReturn["kind"],
        status: row.status,
        currencyCode: row.currencyCode.trim(),
        refundMinor: row.refundMinor,
        createdAt: row.createdAt.toISOString(),
      },
    ];
  });
}

export async function customerStoreCredit(db: Database, customerId: number): Promise<AdminStoreCredit> {
  const [balanceRonMinor, entries] = await Promise.all([storeCreditBalance(db, customerId), storeCreditHistory(db, customerId)]);
  return {
    balanceRonMinor,
    entries: entries.map(({ orderId: _order, ...entry }) => entry),
  };
}

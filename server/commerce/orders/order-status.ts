/**
 * Finding orders for the people allowed to see them: a guest with the order number and the email it
 * was placed with, and a signed-in customer (orders placed as them, or with their email before they
 * had an account). A wrong email and an unknown number are the same "not found".
 */
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { orders } from "#server/db/schema";
import { loadOrderViews, type OrderView } from "./orders-summary.ts";
import type { OrderRow } from "#server/commerce/shared/order-rows";
import { heldByCustomer } from "#server/commerce/shared/customer-rows";

/** The most orders an account list answers; a supplement shop's customer rarely has a tenth of it. */
export const ACCOUNT_ORDERS_LIMIT = 100;

export interface OrderLookup {
  /** The order with this number if it was placed with this (normalised) email. */
  findForEmail(orderNumber: number, email: string): Promise<OrderRow | null>;
  findById(orderId: number): Promise<OrderRow | null>;
  view(order: OrderRow): Promise<OrderView>;
  viewById(orderId: number): Promise<OrderView | null>;
  listForCustomer(customer: { id: number; email: string }): Promise<OrderView[]>;
  findForCustomer(customer: { id: number; email: string }, orderNumber: number): Promise<OrderView | null>;
}

/** PostgreSQL `integer`; a larger number names no order and must not reach the database as a cast error. */
function isOrderNumber(value: number): boolean {
  return Number.isSafeInteger(value) && value > 0 && value <= 2_147_483_647;
}

export function createOrderLookup(db: Database): OrderLookup {
  const belongsTo = (customer: { id: number; email: string }) => heldByCustomer(orders, customer);

  return {
    async findForEmail(orderNumber, email) {
      if (!isOrderNumber(orderNumber)) return null;
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.orderNumber, orderNumber), eq(orders.email, email)));
      return row ?? null;
    },

    async findById(orderId) {
      const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
      return row ?? null;
    },

    async view(order) {
      const [view] = await loadOrderViews(db, [order]);
      return view!;
    },

    async viewById(orderId) {
      const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
      return row ? (await loadOrderViews(db, [row]))[0]! : null;
    },

    async listForCustomer(customer) {
      const rows = await db
        .select()
        .from(orders)
        .where(belongsTo(customer))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(ACCOUNT_ORDERS_LIMIT);
      return loadOrderViews(db, rows);
    },

    async findForCustomer(customer, orderNumber) {
      if (!isOrderNumber(orderNumber)) return null;
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.orderNumber, orderNumber), belongsTo(customer)));
      return row ? (await loadOrderViews(db, [row]))[0]! : null;
    },
  };
}

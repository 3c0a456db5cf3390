/**
 * The moves a payment makes on its order, as the payments module asks for them (its `OrderMoves` port): the order's
 * lifecycle stays the orders module's, and the platform hands this to payments, which import nothing of orders.
 */
import type { OrderMoves } from "#server/commerce/payments/module";
import { eq } from "drizzle-orm";
import { orders } from "#server/db/schema";
import { orderAllows, applyOrderTransition, tryOrderTransition } from "./lifecycle.ts";
import { cancelOrder } from "./order-cancellation.ts";
import { hasSubscriptionLine } from "./order-lines-of.ts";

export const paymentOrderMoves: OrderMoves = {
  canPay: (order) => orderAllows(order, "pay"),
  pay: async (tx, order, now, payload) => (await tryOrderTransition(tx, order, "pay", now, { set: { paidAt: now }, payload })).applied,
  refund: (tx, order, whole, now, payload) => applyOrderTransition(tx, order, whole ? "refund_whole" : "refund_part", now, { payload }),
  cancelUnpaid: async (tx, order, now) => {
    await cancelOrder(tx, order, { by: "unpaid" }, now);
  },
  switchMethod: async (tx, order, method, now) => {
    const [switched] = await tx.update(orders).set({ paymentMethod: method, updatedAt: now }).where(eq(orders.id, order.id)).returning();
    return switched!;
  },
  hasSubscriptionLine,
};

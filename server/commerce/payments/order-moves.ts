import type { Database } from "#server/db/client";
import type { OrderRow } from "#server/commerce/shared/order-rows";

/**
 * The moves a payment makes on its order (paid, refunded, cancelled unpaid). The orders module owns the order's
 * lifecycle and the platform hands these in (orders/payment-moves.ts), so payments never import orders.
 */
export interface OrderMoves {
  canPay(order: OrderRow): boolean;
  /** False when the order no longer waits for its payment (cancelled meanwhile). */
  pay(tx: Database, order: OrderRow, now: Date, payload: Record<string, unknown>): Promise<boolean>;
  refund(tx: Database, order: OrderRow, whole: boolean, now: Date, payload: Record<string, unknown>): Promise<OrderRow>;
  cancelUnpaid(tx: Database, order: OrderRow, now: Date): Promise<void>;
  /** The unpaid order, locked by the caller, now to be paid by another method (a retry that chose another). */
  switchMethod(tx: Database, order: OrderRow, method: string, now: Date): Promise<OrderRow>;
  /** A read, not a move: whether the order holds a subscription's line (its card is then kept for the renewals). */
  hasSubscriptionLine(db: Database, orderId: number): Promise<boolean>;
}

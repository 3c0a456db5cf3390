/**
 * What stopping an order before its parcel leaves undoes, shared by the admin's cancellation and the customer's
 * legal withdrawal (decision 0075): the open payment attempt closed, the stock, discount code, store credit and
 * subscription given back. Runs in the caller's transaction on the order it has locked; each part gives back only
 * what is still held, so running it twice changes nothing the second time. The caller then applies the lifecycle's
 * `cancel` or `withdraw` (lifecycle.ts) in the same transaction, with the timeline entry only it can fill in.
 */
import { and, eq } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { discountRedemptions, payments } from "#server/db/schema";
import { creditAndMail, type Invoicing } from "./invoices/invoice-issue.ts";
import type { OrderRow } from "./orders-types.ts";
import { releaseOrderStock } from "./stock.ts";
import { giveBackOrderCredit } from "./store-credit.ts";
import { cancelSubscriptionOfOrder } from "./subscriptions.ts";

/**
 * The refund of a stopped order's online payment, one key per order whoever stopped it: a withdrawal's refund and a
 * later cancellation by staff cannot both give the money back.
 */
export function cancellationRefundKey(orderId: number): string {
  return `order-${orderId}-cancel`;
}

export interface StoppedOrder {
  /** Paid online and not yet given back: what the cancellation's refund owes, in the order's currency. */
  refundDueMinor: number;
  storeCreditBackRonMinor: number;
  /** The credit note's emails, to deliver once the caller's transaction has committed. */
  creditNoteMailIds: number[];
}

export async function stopOrder(
  tx: Database,
  order: OrderRow,
  now: Date,
  { invoicing, staff, withdrawn }: { invoicing: Invoicing; staff: { staffId: number; email: string } | null; withdrawn: boolean },
): Promise<StoppedOrder> {
  const [paid] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.status, "succeeded")));
  await tx
    .update(payments)
    .set({ status: "cancelled", settledAt: now, updatedAt: now })
    .where(and(eq(payments.orderId, order.id), eq(payments.status, "pending")));
  await tx.delete(discountRedemptions).where(eq(discountRedemptions.orderId, order.id));
  await releaseOrderStock(tx, order.id, withdrawn ? "withdrawal" : "order_cancelled", now);
  const storeCreditBackRonMinor = await giveBackOrderCredit(tx, order.id, now);
  await cancelSubscriptionOfOrder(tx, order.id, "order_cancelled", staff, now);
  const creditNoteMailIds = await creditAndMail(
    tx,
    invoicing,
    { orderId: order.id, amountRonMinor: storeCreditBackRonMinor, sourceKey: `order-credit:${order.id}` },
    now,
  );
  return {
    refundDueMinor: paid ? paid.amountMinor - paid.refundedMinor : 0,
    storeCreditBackRonMinor,
    creditNoteMailIds,
  };
}

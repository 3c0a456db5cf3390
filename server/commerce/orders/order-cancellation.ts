/**
 * The one cancel of an order (issue 41, decision 0086), whoever gives it up: staff before the parcel leaves, the
 * customer's legal withdrawal (decision 0075), the unpaid sweep, a renewal whose charge was given up. It applies the
 * lifecycle's cancel-type transition in the caller's transaction, on the order it has locked, and nothing else: what
 * a cancellation gives back (the open attempt closed, the stock, discount code, store credit and subscription, the
 * credit note) is done by the handlers of the `order.cancelled` it publishes, which the caller delivers once its
 * transaction has committed. The gateway refund of a paid order stays with the caller, who waits for its answer.
 */
import { and, eq, sql } from "drizzle-orm";
import type { OrderCancellationCause } from "#domain/order-lifecycle";
import type { Database } from "#server/db/client";
import { payments } from "#server/db/schema";

import { applyOrderTransition } from "./lifecycle.ts";
import type { OrderRow } from "#server/commerce/shared/order-rows";
import type { StaffActor } from "#server/commerce/shared/staff-audit";

export type Cancellation =
  | { by: "staff"; actor: StaffActor; reason: string }
  | { by: "withdrawal"; returnId: number }
  | { by: Exclude<OrderCancellationCause, "staff" | "withdrawal"> };

/**
 * The refund of a stopped order's online payment, one key per order whoever stopped it: a withdrawal's refund and a
 * later cancellation by staff cannot both give the money back.
 */
export function cancellationRefundKey(orderId: number): string {
  return `order-${orderId}-cancel`;
}

/** Paid online and not yet given back: what stopping the order leaves its refund to owe, in the order's currency. */
export async function refundDueOnCancel(tx: Database, orderId: number): Promise<number> {
  const [{ leftMinor }] = (await tx
    .select({ leftMinor: sql<number>`coalesce(sum(${payments.amountMinor} - ${payments.refundedMinor}), 0)::int` })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, "succeeded")))) as [{ leftMinor: number }];
  return leftMinor;
}

/** Throws `OrderTransitionRefused` when the order cannot be cancelled that way from where it stands. */
export async function cancelOrder(tx: Database, order: OrderRow, cancellation: Cancellation, now: Date): Promise<OrderRow> {
  const staff = cancellation.by === "staff" ? { staffId: cancellation.actor.staffId, email: cancellation.actor.email } : null;
  const payload = { cancellation: cancellation.by, staff };
  switch (cancellation.by) {
    case "staff":
      return applyOrderTransition(tx, order, "cancel", now, {
        actor: cancellation.actor,
        detail: { reason: cancellation.reason },
        set: { cancelledAt: now },
        payload,
      });
    case "withdrawal":
      return applyOrderTransition(tx, order, "withdraw", now, {
        detail: { returnId: cancellation.returnId },
        set: { cancelledAt: now, withdrawnAt: now },
        payload,
      });
    default:
      return applyOrderTransition(tx, order, "abandon", now, { payload });
  }
}

/**
 * Refunds (decision 0024 "Refunds"): all or part of what an attempt took, never more, once per
 * idempotency key. The refund row is written before the provider is asked and settled after it answers,
 * each in its own transaction, so no database lock is held over a network call and a retry after a
 * crash asks the provider again under the same key (which refunds once) instead of refunding twice.
 * Cash on delivery is refunded by bank transfer: recorded with the IBAN, for staff to send. What a settled refund
 * changes beyond the money (the subscription ended, store credit and stock given back, the credit note) is done by the
 * handlers of the `order.refunded` event it publishes, delivered before the refund answers (decision 0086).
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { orders, payments, refunds } from "#server/db/schema";
import { normaliseIban } from "#domain/iban";
import type { OrderStatus } from "#domain/order-contract";
import type { Clock } from "#server/commerce/shared/clock";
import type { DeliverEvents } from "#server/commerce/shared/domain-events";
import type { PaymentProvider } from "./payment-provider.ts";
import type { OrderMoves } from "./order-moves.ts";

export interface RefundRequest {
  orderId: number;
  /** What to give back, in the order's currency; absent: everything not yet refunded. */
  amountMinor?: number;
  /** The same key for every retry of one refund (an admin's click, a return's decision). */
  idempotencyKey: string;
  reason?: string;
  /**
   * Where a cash-on-delivery refund is sent. With the transfer's reference the money has gone (staff
   * record a transfer they made); without it the refund waits for staff to send it.
   */
  bankTransfer?: { iban: string; accountHolder: string; reference?: string };
}

export type RefundOutcome =
  | { kind: "refunded"; refundId: number; amountMinor: number; status: "succeeded" | "awaiting_transfer"; orderStatus: OrderStatus }
  | { kind: "not_found" }
  | { kind: "nothing_to_refund"; status: OrderStatus }
  | { kind: "too_much"; refundableMinor: number }
  | { kind: "bank_account_needed" }
  | { kind: "key_reused" }
  /** The provider did not answer; the refund stays pending and the same request may be sent again. */
  | { kind: "provider_failed"; refundId: number };

// A cancelled order that was paid is refunded after it is cancelled (the admin's cancel).
const REFUNDABLE_ORDER_STATUSES = ["paid", "payment_due_on_delivery", "fulfilled", "delivered", "cancelled"];

export function createRefunds({
  db,
  orderMoves,
  clock,
  providerNamed,
  deliverEvents,
}: {
  db: Database;
  orderMoves: Pick<OrderMoves, "refund">;
  clock: Clock;
  providerNamed: (name: string) => PaymentProvider | undefined;
  /** Delivers the order's `order.refunded` once the refund's transaction has committed. */
  deliverEvents: DeliverEvents;
}) {
  /** Adds a settled refund to its payment; the whole amount back refunds the order (`order.refunded` says so to its handlers). */
  async function book(
    tx: Database,
    refundId: number,
    changes: { status: "succeeded" | "awaiting_transfer"; reference: string | null },
    now: Date,
  ) {
    // The order first, as the refund's first transaction locks it: the credit note's row refers to the order, and a
    // concurrent refund holding the order while it waits for the payment would otherwise deadlock with this one.
    const [refundRow] = await tx.select({ paymentId: refunds.paymentId }).from(refunds).where(eq(refunds.id, refundId));
    const [paymentRow] = await tx.select({ orderId: payments.orderId }).from(payments).where(eq(payments.id, refundRow!.paymentId));
    const [order] = await tx.select().from(orders).where(eq(orders.id, paymentRow!.orderId)).for("update");
    const [refund] = await tx
      .update(refunds)
      .set({ ...changes, settledAt: now })
      .where(and(eq(refunds.id, refundId), eq(refunds.status, "pending")))
      .returning();
    const [payment] = await tx
      .update(payments)
      .set({ refundedMinor: sql`${payments.refundedMinor} + ${refund!.amountMinor}`, updatedAt: now })
      .where(eq(payments.id, refund!.paymentId))
      .returning();
    const whole = payment!.refundedMinor === payment!.amountMinor;
    if (whole) await tx.update(payments).set({ status: "refunded" }).where(eq(payments.id, payment!.id));
    // Whole, the order is refunded (a cancelled one stays cancelled: that says more, and its refund is on record).
    const booked = await orderMoves.refund(tx, order!, whole, now, { refundId: refund!.id, amountMinor: refund!.amountMinor, whole });
    return { orderStatus: booked.status as OrderStatus };
  }

  async function refund(request: RefundRequest): Promise<RefundOutcome> {
    const now = clock();
    const prepared = await db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, request.orderId)).for("update");
      if (!order) return { done: { kind: "not_found" } as RefundOutcome };
      const [earlier] = await tx.select().from(refunds).where(eq(refunds.idempotencyKey, request.idempotencyKey));
      const [payment] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, order.id), inArray(payments.status, ["succeeded", "refunded"])))
        .for("update");
      if (earlier) {
        if (earlier.paymentId !== payment?.id || (request.amountMinor !== undefined && request.amountMinor !== earlier.amountMinor)) {
          return { done: { kind: "key_reused" } as RefundOutcome };
        }
        if (earlier.status === "pending") return { refund: earlier, payment };
        return {
          done: {
            kind: "refunded",
            refundId: earlier.id,
            amountMinor: earlier.amountMinor,
            status: earlier.status as "succeeded" | "awaiting_transfer",
            orderStatus: order.status as OrderStatus,
          } as RefundOutcome,
        };
      }
      if (!payment || !REFUNDABLE_ORDER_STATUSES.includes(order.status))
        return { done: { kind: "nothing_to_refund", status: order.status as OrderStatus } as RefundOutcome };
      const [{ pendingMinor }] = (await tx
        .select({ pendingMinor: sql<number>`coalesce(sum(${refunds.amountMinor}), 0)::int` })
        .from(refunds)
        .where(and(eq(refunds.paymentId, payment.id), eq(refunds.status, "pending")))) as [{ pendingMinor: number }];
      const refundableMinor = payment.amountMinor - payment.refundedMinor - pendingMinor;
      const amountMinor = request.amountMinor ?? refundableMinor;
      if (refundableMinor <= 0) return { done: { kind: "nothing_to_refund", status: order.status as OrderStatus } as RefundOutcome };
      if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0 || amountMinor > refundableMinor)
        return { done: { kind: "too_much", refundableMinor } as RefundOutcome };

      const byTransfer = payment.provider === "cod";
      const iban = byTransfer ? normaliseIban(request.bankTransfer?.iban ?? "") : null;
      const accountHolder = request.bankTransfer?.accountHolder.trim() ?? "";
      if (byTransfer && (!iban || accountHolder === "")) return { done: { kind: "bank_account_needed" } as RefundOutcome };
      const [row] = await tx
        .insert(refunds)
        .values({
          paymentId: payment.id,
          idempotencyKey: request.idempotencyKey,
          amountMinor,
          currencyCode: payment.currencyCode,
          status: "pending",
          reason: request.reason ?? null,
          iban,
          accountHolder: byTransfer ? accountHolder : null,
          createdAt: now,
        })
        .returning();
      if (byTransfer) {
        const reference = request.bankTransfer?.reference?.trim() || null;
        const status = reference ? "succeeded" : "awaiting_transfer";
        const booked = await book(tx, row!.id, { status, reference }, now);
        return {
          booked: true,
          done: {
            kind: "refunded",
            refundId: row!.id,
            amountMinor,
            status,
            orderStatus: booked.orderStatus,
          } as RefundOutcome,
        };
      }
      return { refund: row!, payment };
    });
    if ("done" in prepared) {
      if ("booked" in prepared) await deliverEvents({ type: "order", id: request.orderId });
      return prepared.done!;
    }

    const { refund: row, payment } = prepared;
    const provider = providerNamed(payment!.provider);
    if (!provider) throw new Error(`Payment ${payment!.publicId} was taken by ${payment!.provider}, which is not configured`);
    let reference: string;
    try {
      ({ reference } = await provider.refund({
        chargeReference: payment!.chargeReference ?? payment!.reference ?? "",
        amountMinor: row.amountMinor,
        currencyCode: row.currencyCode.trim(),
        idempotencyKey: row.idempotencyKey,
      }));
    } catch {
      return { kind: "provider_failed", refundId: row.id };
    }
    const settled = await db.transaction(async (tx) => {
      const [still] = await tx.select().from(refunds).where(eq(refunds.id, row.id)).for("update");
      if (still!.status !== "pending") {
        const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, request.orderId));
        return { orderStatus: order!.status as OrderStatus };
      }
      return book(tx, row.id, { status: "succeeded", reference }, clock());
    });
    await deliverEvents({ type: "order", id: request.orderId });
    return { kind: "refunded", refundId: row.id, amountMinor: row.amountMinor, status: "succeeded", orderStatus: settled.orderStatus };
  }

  return { refund };
}

/**
 * Refunds (decision 0024 "Refunds"): all or part of what an order's payments took, never more, once per
 * idempotency key. An order paid more than once (at checkout, and again for what was added to its parcel) has its refund
 * spread over its payments, the newest first, one row per payment, all under the request's key (decision 0176).
 * Each row is written before the provider is asked and settled after it answers,
 * each in its own transaction, so no database lock is held over a network call and a retry after a
 * crash asks the provider again under the same key (which refunds once) instead of refunding twice.
 * Cash on delivery is refunded by bank transfer: recorded with the IBAN, for staff to send. What a settled refund
 * changes beyond the money (the subscription ended, store credit and stock given back, the credit note) is done by the
 * handlers of the `order.refunded` event it publishes, delivered before the refund answers (decision 0086).
 */
import { and, asc, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
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

/**
 * The reason of a parcel addition's charge given back because its product could not go into the parcel (decision
 * 0164): the money never became the order's, so its refund moves neither the order nor its invoices.
 */
const ADDITION_RETURNED = "parcel_addition_returned";

type RefundRow = typeof refunds.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

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
  /**
   * Adds a settled refund to its payment; everything every payment took given back refunds the order (`order.refunded`
   * says so to its handlers). Each part of a spread refund is booked, and published, on its own.
   */
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
    if (payment!.refundedMinor === payment!.amountMinor)
      await tx.update(payments).set({ status: "refunded" }).where(eq(payments.id, payment!.id));
    if (refund!.reason === ADDITION_RETURNED) return { orderStatus: order!.status as OrderStatus };
    const whole = (await leftOnPayments(tx, order!.id)) === 0;
    // Whole, the order is refunded (a cancelled one stays cancelled: that says more, and its refund is on record).
    const booked = await orderMoves.refund(tx, order!, whole, now, { refundId: refund!.id, amountMinor: refund!.amountMinor, whole });
    return { orderStatus: booked.status as OrderStatus };
  }

  /** The rows of one refund request, its first part first. */
  function rowsOfRequest(tx: Database, requestKey: string) {
    return tx
      .select()
      .from(refunds)
      .where(or(eq(refunds.requestKey, requestKey), and(isNull(refunds.requestKey), eq(refunds.idempotencyKey, requestKey))))
      .orderBy(asc(refunds.id));
  }

  /** What a request's rows say once each is settled. */
  function settledOutcome(rows: RefundRow[], orderStatus: OrderStatus): RefundOutcome {
    return {
      kind: "refunded",
      refundId: rows[0]!.id,
      amountMinor: rows.reduce((sum, row) => sum + row.amountMinor, 0),
      status: rows.some((row) => row.status === "awaiting_transfer") ? "awaiting_transfer" : "succeeded",
      orderStatus,
    };
  }

  /** Plans the request under the order's lock: its earlier rows, or new ones, or why there is nothing to do. */
  async function prepare(
    tx: Database,
    request: RefundRequest,
    now: Date,
  ): Promise<{ done: RefundOutcome; booked?: true } | { pending: RefundRow[] }> {
    const [order] = await tx.select().from(orders).where(eq(orders.id, request.orderId)).for("update");
    if (!order) return { done: { kind: "not_found" } };
    const taken = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, order.id), inArray(payments.status, ["succeeded", "refunded"])))
      .orderBy(desc(payments.id))
      .for("update");
    const earlier = await rowsOfRequest(tx, request.idempotencyKey);
    if (earlier.length > 0) {
      const sameRequest =
        earlier.every((row) => taken.some((payment) => payment.id === row.paymentId)) &&
        (request.amountMinor === undefined || request.amountMinor === earlier.reduce((sum, row) => sum + row.amountMinor, 0));
      if (!sameRequest) return { done: { kind: "key_reused" } };
      const pending = earlier.filter((row) => row.status === "pending");
      return pending.length > 0 ? { pending } : { done: settledOutcome(earlier, order.status as OrderStatus) };
    }
    if (taken.length === 0 || !REFUNDABLE_ORDER_STATUSES.includes(order.status))
      return { done: { kind: "nothing_to_refund", status: order.status as OrderStatus } };
    const pendingRows = await tx
      .select({ paymentId: refunds.paymentId, amountMinor: refunds.amountMinor })
      .from(refunds)
      .where(
        and(
          inArray(
            refunds.paymentId,
            taken.map((payment) => payment.id),
          ),
          eq(refunds.status, "pending"),
        ),
      );
    const refundable = taken.map((payment) => ({
      payment,
      leftMinor:
        payment.amountMinor -
        payment.refundedMinor -
        pendingRows.filter((row) => row.paymentId === payment.id).reduce((sum, row) => sum + row.amountMinor, 0),
    }));
    const refundableMinor = refundable.reduce((sum, { leftMinor }) => sum + Math.max(0, leftMinor), 0);
    const amountMinor = request.amountMinor ?? refundableMinor;
    if (refundableMinor <= 0) return { done: { kind: "nothing_to_refund", status: order.status as OrderStatus } };
    if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0 || amountMinor > refundableMinor)
      return { done: { kind: "too_much", refundableMinor } };

    const parts: { payment: PaymentRow; amountMinor: number }[] = [];
    let owed = amountMinor;
    for (const { payment, leftMinor } of refundable) {
      const share = Math.min(owed, leftMinor);
      if (share <= 0) continue;
      parts.push({ payment, amountMinor: share });
      owed -= share;
    }
    const byTransfer = parts.some(({ payment }) => payment.provider === "cod");
    const iban = byTransfer ? normaliseIban(request.bankTransfer?.iban ?? "") : null;
    const accountHolder = request.bankTransfer?.accountHolder.trim() ?? "";
    if (byTransfer && (!iban || accountHolder === "")) return { done: { kind: "bank_account_needed" } };
    const rows = await tx
      .insert(refunds)
      .values(
        parts.map(({ payment, amountMinor: share }, index) => ({
          paymentId: payment.id,
          idempotencyKey: index === 0 ? request.idempotencyKey : `${request.idempotencyKey}:${payment.publicId}`,
          requestKey: request.idempotencyKey,
          amountMinor: share,
          currencyCode: payment.currencyCode,
          status: "pending",
          reason: request.reason ?? null,
          iban: payment.provider === "cod" ? iban : null,
          accountHolder: payment.provider === "cod" ? accountHolder : null,
          createdAt: now,
        })),
      )
      .returning();
    // Cash on delivery is given back by a transfer staff make: booked now, sent or awaiting the transfer.
    const reference = request.bankTransfer?.reference?.trim() || null;
    let orderStatus = order.status as OrderStatus;
    for (const [index, row] of rows.entries()) {
      if (parts[index]!.payment.provider !== "cod") continue;
      ({ orderStatus } = await book(tx, row.id, { status: reference ? "succeeded" : "awaiting_transfer", reference }, now));
      row.status = reference ? "succeeded" : "awaiting_transfer";
    }
    const pending = rows.filter((row) => row.status === "pending");
    return pending.length > 0 ? { pending } : { done: settledOutcome(rows, orderStatus), booked: true };
  }

  /** Asks the provider to give back one pending row, under the row's own key, and books what it answered. */
  async function settle(row: RefundRow): Promise<boolean> {
    const [payment] = await db.select().from(payments).where(eq(payments.id, row.paymentId));
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
      return false;
    }
    await db.transaction(async (tx) => {
      const [still] = await tx.select({ status: refunds.status }).from(refunds).where(eq(refunds.id, row.id)).for("update");
      if (still!.status === "pending") await book(tx, row.id, { status: "succeeded", reference }, clock());
    });
    return true;
  }

  async function refund(request: RefundRequest): Promise<RefundOutcome> {
    const prepared = await db.transaction((tx) => prepare(tx, request, clock()));
    if ("done" in prepared) {
      if (prepared.booked) await deliverEvents({ type: "order", id: request.orderId });
      return prepared.done;
    }
    // Part by part: a provider that fails leaves its part (and those after it) pending for the same request to retry.
    for (const row of prepared.pending) {
      if (!(await settle(row))) {
        await deliverEvents({ type: "order", id: request.orderId });
        return { kind: "provider_failed", refundId: prepared.pending[0]!.id };
      }
    }
    await deliverEvents({ type: "order", id: request.orderId });
    const [order] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, request.orderId));
    return settledOutcome(await rowsOfRequest(db, request.idempotencyKey), order!.status as OrderStatus);
  }

  /** Gives a parcel addition's charge back whole, once: its row keyed by the payment, written before the provider is asked. */
  async function returnAdditionCharge(paymentId: string): Promise<boolean> {
    const idempotencyKey = `parcel-addition:${paymentId}`;
    const row = await db.transaction(async (tx) => {
      const [payment] = await tx.select().from(payments).where(eq(payments.publicId, paymentId));
      if (!payment || payment.purpose !== "parcel_addition") throw new Error(`Payment ${paymentId} is no parcel addition's charge`);
      await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, payment.orderId)).for("update");
      const [earlier] = await tx.select().from(refunds).where(eq(refunds.idempotencyKey, idempotencyKey));
      if (earlier) return earlier;
      if (payment.status !== "succeeded") return null;
      const [written] = await tx
        .insert(refunds)
        .values({
          paymentId: payment.id,
          idempotencyKey,
          requestKey: idempotencyKey,
          amountMinor: payment.amountMinor,
          currencyCode: payment.currencyCode,
          status: "pending",
          reason: ADDITION_RETURNED,
          createdAt: clock(),
        })
        .returning();
      return written!;
    });
    if (row === null || row.status !== "pending") return true;
    return settle(row);
  }

  return { refund, returnAdditionCharge };
}

/** What the order's payments took and have not yet given back, in its currency. */
async function leftOnPayments(tx: Database, orderId: number): Promise<number> {
  const [{ leftMinor }] = (await tx
    .select({ leftMinor: sql<number>`coalesce(sum(${payments.amountMinor} - ${payments.refundedMinor}), 0)::int` })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), inArray(payments.status, ["succeeded", "refunded"])))) as [{ leftMinor: number }];
  return leftMinor;
}

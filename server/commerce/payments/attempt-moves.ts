/**
 * What other modules do to an order's payment attempts, and read of them, in their own transaction: the payments
 * module owns the attempts' table, so the orders module settling cash on delivery and subscriptions switching a
 * renewal to it or charging its card call these rather than touching the rows themselves (decision 0134).
 */
import { and, eq } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { payments } from "#server/db/schema";

/** The cash-on-delivery attempt, if still pending, succeeds; with the courier's transfer, under its bank reference. */
export async function settleCashAttempt(tx: Database, paymentId: number, now: Date, bankReference?: string): Promise<void> {
  await tx
    .update(payments)
    .set({ status: "succeeded", settledAt: now, updatedAt: now, ...(bankReference ? { chargeReference: bankReference } : {}) })
    .where(and(eq(payments.id, paymentId), eq(payments.status, "pending")));
}

/** A cash attempt staff settled before the courier's transfer came now names the transfer too. */
export async function nameCashTransfer(tx: Database, paymentId: number, bankReference: string, now: Date): Promise<void> {
  await tx.update(payments).set({ chargeReference: bankReference, updatedAt: now }).where(eq(payments.id, paymentId));
}

/** Cancels the order's pending attempts (the order is to be paid another way). */
export async function cancelPendingAttempts(tx: Database, orderId: number, now: Date): Promise<void> {
  await tx
    .update(payments)
    .set({ status: "cancelled", settledAt: now, updatedAt: now })
    .where(and(eq(payments.orderId, orderId), eq(payments.status, "pending")));
}

/** The order's pending attempt, if any, read in the caller's transaction: a renewal charges the card it names. */
export async function pendingAttemptOf(
  tx: Database,
  orderId: number,
): Promise<{ publicId: string; savedPaymentMethodId: number | null } | undefined> {
  const [open] = await tx
    .select({ publicId: payments.publicId, savedPaymentMethodId: payments.savedPaymentMethodId })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, "pending")));
  return open;
}

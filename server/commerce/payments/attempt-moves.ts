/**
 * What other modules do to an order's payment attempts, in their own transaction: the payments module owns the
 * attempts' table, so the orders module settling cash on delivery and subscriptions switching a renewal to it call
 * these rather than writing the rows themselves (decision 0134).
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

/**
 * The one step that settles a cash-on-delivery order (issue 16 item 4, issue 43 item 7): the pending attempt succeeds,
 * the order is paid (and delivered first, with its invoice, if nobody had marked it so). Staff take it with their
 * "cash collected" button; the courier's transfer takes it through the remittance import, with the transfer's bank
 * reference. Both run it in their own transaction, on the order they locked.
 */
import { desc, eq } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { payments } from "#server/db/schema";
import type { StaffActor } from "#server/commerce/shared/staff-audit";
import type { OrderRow } from "#server/commerce/shared/order-rows";
import { settleCashAttempt } from "#server/commerce/payments/module";
import { invoiceAndMail, type Invoicing } from "#server/commerce/invoicing/module";
import { applyOrderTransition, orderAllows } from "./lifecycle.ts";

type PaymentRow = typeof payments.$inferSelect;

export type CashCollection =
  | { kind: "collected"; order: OrderRow; payment: PaymentRow; mailIds: number[] }
  /** The attempt is no longer pending: the cash was collected before (or the order was paid another way). */
  | { kind: "settled_before"; payment: PaymentRow }
  | { kind: "refused"; problem: "not_cash_on_delivery" | "not_shipped" };

/** Delivered; a cash-on-delivery order's invoice is issued with it, and emailed (its confirmation went out unpaid). */
export async function markDelivered(
  tx: Database,
  invoicing: Invoicing,
  order: OrderRow,
  action: "deliver" | "deliver_collecting_cash",
  actor: StaffActor | null,
  now: Date,
): Promise<{ order: OrderRow; mailIds: number[] }> {
  const delivered = await applyOrderTransition(tx, order, action, now, { actor, set: { deliveredAt: now } });
  return { order: delivered, mailIds: await invoiceAndMail(tx, invoicing, delivered, now) };
}

/**
 * Settles the locked order's cash-on-delivery attempt. `actor` null is the courier (its transfer's `bankReference` is
 * kept as the attempt's charge reference: what the money was taken as, which a refund or the accountant names), and
 * `detail` what the timeline entry says beside the amount.
 */
export async function collectCash(
  tx: Database,
  invoicing: Invoicing,
  order: OrderRow,
  by: {
    actor: StaffActor | null;
    bankReference?: string;
    detail?: Record<string, unknown>;
    /** Where the parcel may stand; by default anywhere on its way or delivered. */
    from?: readonly string[];
  },
  now: Date,
): Promise<CashCollection> {
  if (order.paymentMethod !== "cod") return { kind: "refused", problem: "not_cash_on_delivery" };
  const [payment] = await tx
    .select()
    .from(payments)
    .where(eq(payments.orderId, order.id))
    .orderBy(desc(payments.attempt))
    .limit(1)
    .for("update");
  if (payment && payment.status !== "pending") return { kind: "settled_before", payment };
  // The parcel is on its way or delivered: cash is only collected at the door.
  const reachable = by.from
    ? by.from.includes(order.fulfilmentStatus)
    : order.fulfilmentStatus === "delivered" || orderAllows(order, "deliver_collecting_cash");
  if (!payment || !reachable) return { kind: "refused", problem: "not_shipped" };
  await settleCashAttempt(tx, payment.id, now, by.bankReference);
  const delivered =
    order.fulfilmentStatus === "delivered"
      ? { order, mailIds: [] }
      : await markDelivered(tx, invoicing, order, "deliver_collecting_cash", by.actor, now);
  const updated = await applyOrderTransition(tx, delivered.order, "collect_cash_on_delivery", now, {
    actor: by.actor,
    detail: { ...by.detail, amountMinor: payment.amountMinor, currencyCode: payment.currencyCode.trim() },
    set: { paidAt: now },
  });
  return { kind: "collected", order: updated, payment, mailIds: delivered.mailIds };
}

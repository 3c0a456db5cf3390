/**
 * What the customer's return commands share (`../customer-returns.ts` assembles them): their dependencies, whose
 * orders a request may use, the units already held by returns, and the refusal every command answers with.
 */
import { and, eq, notInArray, type SQL } from "drizzle-orm";
import { addressFirstName } from "#domain/account-forms";
import type { ReturnRefusal } from "#domain/customer-returns";
import { normaliseIban } from "#domain/iban";
import type { ReturnStatus } from "#domain/returns";
import type { Database } from "#server/db/client";
import { orders, returnLines, returns, type orderLines } from "#server/db/schema";
import type { MailBranding } from "#server/mail/mail-types";
import type { Mailer } from "#server/mail/outbox";
import { renderReturnUpdate, type WithdrawalTerms } from "#server/mail/return-updates";
import type { NotifyStaff } from "#server/mail/staff-notice";
import type { Clock } from "#server/commerce/shared/clock";
import type { DeliverEvents } from "#server/commerce/shared/domain-events";
import { heldByCustomer } from "#server/commerce/shared/customer-rows";
import type { PaymentService } from "#server/commerce/payments/module";
import type { WithdrawalLinks } from "../withdrawal-links.ts";

export type CustomerRef = { id: number; email: string };

/** A photo already checked and kept by the upload store (kind `returns`), in the order the customer added it. */
export interface StoredReturnPhoto {
  file: string;
  width: number;
  height: number;
}

export interface CustomerReturnsDeps {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  branding: MailBranding;
  /** Deletes the stored files of photos whose request was not written (the upload store's `returns` kind). */
  discardPhotos: (files: string[]) => Promise<void>;
  /** Refunds what a withdrawal before shipping owes from an online payment. */
  payments: Pick<PaymentService, "refund">;
  /** Delivers a stopped order's `order.cancelled` (what stopping it gives back) once the withdrawal has committed. */
  deliverEvents: DeliverEvents;
  links: Pick<WithdrawalLinks, "pageFor">;
  /** Tells the staff who decide returns of a new request, in its transaction. */
  notifyStaff: NotifyStaff;
}

/**
 * Whose orders a request may use: a signed-in customer's own, or the one a guest's signed link names. The return is
 * the customer's, or the order's account's (none for a guest's order).
 */
export interface Owner {
  orders: SQL;
  customerId: (order: { customerId: number | null }) => number | null;
}

export const customerOwner = (customer: CustomerRef): Owner => ({
  orders: heldByCustomer(orders, customer),
  customerId: () => customer.id,
});
export const linkOwner = (orderId: number): Owner => ({ orders: eq(orders.id, orderId), customerId: (order) => order.customerId });

/** Returns that still hold their units: every one but those refused or withdrawn by the customer. */
export const RELEASED: ReturnStatus[] = ["rejected", "cancelled"];
/** Orders that can come back at all: confirmed and on their way or delivered, not cancelled or refunded in full. */
export const RETURNABLE_ORDER_STATUSES = ["paid", "payment_due_on_delivery", "fulfilled", "delivered"];

export class Refused extends Error {
  constructor(
    readonly reason: ReturnRefusal,
    readonly field: string,
  ) {
    super(reason);
  }
}

/** A command's refusal as its answer; anything else is not a refusal and is thrown on. */
export function refusal(error: unknown) {
  if (error instanceof Refused) return { ok: false as const, reason: error.reason, field: error.field };
  throw error;
}

export type OrderRow = typeof orders.$inferSelect;
export type LineRow = typeof orderLines.$inferSelect;

/** Cash is paid on delivery only once the courier delivered: a withdrawal then sends it back to a bank account. */
export const paidInCash = (order: Pick<OrderRow, "paymentMethod" | "fulfilmentStatus">) =>
  order.paymentMethod === "cod" && order.fulfilmentStatus === "delivered";

/** A line's money in the order's currency, as the refund quote reads it. */
export const money = (line: LineRow) => ({
  id: line.id,
  quantity: line.quantity,
  totalMinor: line.totalMinor,
  discountMinor: line.discountMinor,
});
/** A line's money in lei, as the refund quote reads it. */
export const lei = (line: LineRow) => ({
  id: line.id,
  quantity: line.quantity,
  totalMinor: line.totalRonMinor,
  discountMinor: line.discountRonMinor,
});

/** Units of each of the order's lines already held by returns, and whether one of them refunds the shipping. */
export async function heldUnits(tx: Database, orderId: number) {
  const rows = await tx
    .select({ lineId: returnLines.orderLineId, quantity: returnLines.quantity, shipping: returns.shippingRefundMinor })
    .from(returnLines)
    .innerJoin(returns, eq(returns.id, returnLines.returnId))
    .where(and(eq(returns.orderId, orderId), notInArray(returns.status, RELEASED)));
  const held = new Map<number, number>();
  for (const row of rows) held.set(row.lineId, (held.get(row.lineId) ?? 0) + row.quantity);
  return { held, shippingRefunded: rows.some((row) => row.shipping > 0) };
}

/** The bank account a refund by transfer goes to, refused by the field the form shows. */
export function checkBankAccount(bankAccount: { iban: string; accountHolder: string } | undefined) {
  if (!bankAccount) throw new Refused("bank_account_required", "bankAccount.iban");
  if (!normaliseIban(bankAccount.iban)) throw new Refused("iban_invalid", "bankAccount.iban");
  if (!bankAccount.accountHolder.trim()) throw new Refused("account_holder_required", "bankAccount.accountHolder");
}

/** The customer's email about the return as it is now, enqueued in the change's transaction; its id. */
export async function returnMail(
  { mailer, branding, links }: Pick<CustomerReturnsDeps, "mailer" | "branding" | "links">,
  tx: Database,
  item: typeof returns.$inferSelect,
  orderNumber: number,
  message: string | null,
  withdrawal?: WithdrawalTerms,
) {
  const [order] = await tx.select({ address: orders.shippingAddress }).from(orders).where(eq(orders.id, item.orderId));
  return mailer.enqueue(
    tx,
    renderReturnUpdate(branding, {
      to: item.email,
      language: item.language,
      firstName: addressFirstName(order?.address),
      returnId: item.id,
      kind: item.kind as "return" | "withdrawal",
      orderNumber,
      status: item.status as ReturnStatus,
      // Store credit is given in lei, whatever the order was paid in.
      refundMinor: item.refundMethod === "store_credit" ? item.refundRonMinor : item.refundMinor,
      currencyCode: item.refundMethod === "store_credit" ? "RON" : item.currencyCode.trim(),
      refundMethod: item.refundMethod as "original" | "store_credit",
      message,
      pageUrl: links.pageFor(item),
      ...(withdrawal ? { withdrawal } : {}),
    }),
  );
}

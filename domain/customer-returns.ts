/**
 * Returns as the customer sees them (`/api/account/returns…`, issue 19): the orders they may still send back, with
 * how many units of each line, a return's quote, and their returns. Amounts are minor units of the order's
 * currency (what a card refund gives back) and lei (what store credit gives); dates are ISO instants.
 */
import type { ReturnReason, ReturnStatus } from "./returns.ts";

export const RETURN_REFUND_METHODS = ["original", "store_credit"] as const;
export type ReturnRefundMethod = (typeof RETURN_REFUND_METHODS)[number];

/** The reasons a customer picks in the form; `withdrawal` is the legal withdrawal's own. */
export const CUSTOMER_RETURN_REASONS = [
  "defective",
  "wrong_size",
  "not_as_described",
  "damaged_in_shipping",
  "changed_mind",
  "other",
] as const satisfies readonly ReturnReason[];
export type CustomerReturnReason = (typeof CUSTOMER_RETURN_REASONS)[number];

export const RETURN_DETAILS_MAX_LENGTH = 2_000;

export interface EligibleReturnLine {
  lineId: number;
  title: string;
  variantTitle: string;
  quantity: number;
  /** Units not yet in a return that is pending, approved, processing or completed. */
  returnable: number;
  /** What one unit gives back, after the order's discount (the last unit may take a rounding cent more). */
  unitRefundMinor: number;
}

export interface EligibleReturnOrder {
  orderNumber: number;
  placedAt: string;
  receivedAt: string;
  /** The store's 30 days. */
  returnableUntil: string;
  currencyCode: string;
  /** Cash on delivery: "original method" is a bank transfer, so the form asks for the IBAN. */
  paidOnDelivery: boolean;
  lines: EligibleReturnLine[];
}

export interface ReturnRequestLine {
  lineId: number;
  quantity: number;
  reason: CustomerReturnReason;
}

export interface ReturnRequestBody {
  orderNumber: number;
  lines: ReturnRequestLine[];
  details?: string | undefined;
  refundMethod: ReturnRefundMethod;
  bankAccount?: { iban: string; accountHolder: string } | undefined;
}

export interface ReturnQuoteView {
  currencyCode: string;
  itemsMinor: number;
  shippingMinor: number;
  totalMinor: number;
  /** The same in lei, which store credit gives. */
  totalRonMinor: number;
}

export interface CustomerReturnLine {
  lineId: number;
  title: string;
  variantTitle: string;
  quantity: number;
  reason: ReturnReason;
  refundMinor: number;
}

export interface CustomerReturn {
  id: number;
  orderNumber: number;
  kind: "return" | "withdrawal";
  status: ReturnStatus;
  refundMethod: ReturnRefundMethod;
  /** The IBAN's last 4 characters, for a bank transfer. */
  bankAccountEnding: string | null;
  details: string | null;
  currencyCode: string;
  refundMinor: number;
  shippingRefundMinor: number;
  refundRonMinor: number;
  requestedAt: string;
  /** A withdrawal's legal refund deadline (14 days). */
  refundDueBy: string | null;
  lines: CustomerReturnLine[];
  /** Every status it went through, with what the store said. */
  timeline: { status: ReturnStatus; at: string; message: string | null }[];
}

/** Why a request is refused; `field` names where the form shows the sentence. */
export const RETURN_REFUSALS = [
  "invalid_request",
  "order_not_found",
  "not_received",
  "window_closed",
  "line_not_found",
  "too_many_units",
  "details_required",
  "bank_account_required",
  "iban_invalid",
  "account_holder_required",
  "not_cancellable",
  "return_not_found",
] as const;
export type ReturnRefusal = (typeof RETURN_REFUSALS)[number];

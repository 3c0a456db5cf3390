/**
 * The admin's returns (issue 19 item 4), for both sides: the queue's view as the URL holds it (a status, overdue
 * withdrawals only, the page) and what the queue and one return show. Amounts are minor units of the order's
 * currency, `…RonMinor` in lei (what store credit gives); dates are ISO instants.
 */
import { z } from "zod";
import type { ReturnPhotoView } from "./customer-returns.ts";
import type { Language } from "./locale.ts";
import { RETURN_STATUSES, type ReturnStatus } from "./returns.ts";
import { readViewQuery, viewQuery } from "./view-query.ts";

export const ADMIN_RETURNS_PAGE_SIZE = 25;

/** The queue's status filter in the order a member works through it. */
export const RETURN_STATUS_FILTERS = [
  "pending",
  "approved",
  "processing",
  "completed",
  "rejected",
  "cancelled",
] as const satisfies readonly ReturnStatus[];

/** The queue's view; anything unreadable is left out, so an edited bookmark still opens. */
export const returnFilterSchema = z.object({
  status: z
    .preprocess((value) => (value === "" || value === null ? undefined : value), z.enum(RETURN_STATUSES).optional())
    .catch(undefined),
  /** `1`: only withdrawals past their legal refund day and not refunded. */
  overdue: z.literal("1").optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
});

export type ReturnFilter = z.output<typeof returnFilterSchema>;

export function readReturnFilter(params: URLSearchParams): ReturnFilter {
  return readViewQuery(returnFilterSchema, params);
}

export function returnFilterQuery(filter: Partial<ReturnFilter>): string {
  return viewQuery(filter);
}

export interface AdminReturnRow {
  id: number;
  orderNumber: number;
  email: string;
  kind: "return" | "withdrawal";
  status: ReturnStatus;
  refundMethod: "original" | "store_credit";
  currencyCode: string;
  refundMinor: number;
  createdAt: string;
  /** A withdrawal's legal deadline for the refund. */
  refundDueBy: string | null;
  /** Past its deadline and not yet refunded. */
  overdue: boolean;
}

export interface AdminReturnLine {
  lineId: number;
  title: string;
  variantTitle: string;
  quantity: number;
  reason: string;
  refundMinor: number;
  receivedQuantity: number;
  damagedQuantity: number;
}

export interface AdminReturnEvent {
  status: ReturnStatus;
  at: string;
  actor: string;
  staffEmail: string | null;
  message: string | null;
}

export interface AdminReturnDetail extends AdminReturnRow {
  language: Language;
  paidOnDelivery: boolean;
  details: string | null;
  bankIban: string | null;
  bankAccountHolder: string | null;
  refundRonMinor: number;
  shippingRefundMinor: number;
  lines: AdminReturnLine[];
  /** The customer's photos, by position; each `url` is the staff's photo route. */
  photos: ReturnPhotoView[];
  timeline: AdminReturnEvent[];
}

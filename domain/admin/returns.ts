/**
 * The admin's returns (issue 19 item 4), for both sides: the queue's view as the URL holds it (a status, overdue
 * withdrawals only, the page) and what the queue and one return show. Amounts are minor units of the order's
 * currency, `…RonMinor` in lei (what store credit gives); dates are ISO instants.
 */
import { z } from "zod";
import type { ReturnPhotoView } from "../customer-returns.ts";
import { SUPPORTED_LANGUAGES } from "../locale.ts";
import { RETURN_STATUSES, type ReturnStatus } from "../returns.ts";
import { readViewQuery, viewQuery } from "../view-query.ts";

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

export const adminReturnRowSchema = z.object({
  id: z.number().int(),
  orderNumber: z.number().int(),
  email: z.string(),
  kind: z.enum(["return", "withdrawal"]),
  status: z.enum(RETURN_STATUSES),
  refundMethod: z.enum(["original", "store_credit"]),
  currencyCode: z.string(),
  refundMinor: z.number().int(),
  createdAt: z.string(),
  refundDueBy: z.string().nullable().describe("A withdrawal's legal deadline for the refund."),
  overdue: z.boolean().describe("Past its deadline and not yet refunded."),
});

export type AdminReturnRow = z.infer<typeof adminReturnRowSchema>;

export const adminReturnLineSchema = z.object({
  lineId: z.number().int(),
  title: z.string(),
  variantTitle: z.string(),
  quantity: z.number().int(),
  reason: z.string(),
  refundMinor: z.number().int(),
  receivedQuantity: z.number().int(),
  damagedQuantity: z.number().int(),
});

export type AdminReturnLine = z.infer<typeof adminReturnLineSchema>;

export const adminReturnEventSchema = z.object({
  status: z.enum(RETURN_STATUSES),
  at: z.string(),
  actor: z.string(),
  staffEmail: z.string().nullable(),
  message: z.string().nullable(),
});

export type AdminReturnEvent = z.infer<typeof adminReturnEventSchema>;

const returnPhotoSchema = z.object({
  position: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  url: z.string().describe("The staff's photo route."),
}) satisfies z.ZodType<ReturnPhotoView>;

export const adminReturnDetailSchema = adminReturnRowSchema.extend({
  language: z.enum(SUPPORTED_LANGUAGES),
  paidOnDelivery: z.boolean(),
  details: z.string().nullable(),
  bankIban: z.string().nullable(),
  bankAccountHolder: z.string().nullable(),
  refundRonMinor: z.number().int(),
  shippingRefundMinor: z.number().int(),
  lines: z.array(adminReturnLineSchema),
  photos: z.array(returnPhotoSchema).describe("The customer's photos, by position."),
  timeline: z.array(adminReturnEventSchema),
});

export type AdminReturnDetail = z.infer<typeof adminReturnDetailSchema>;

/** What each of a return's steps answers: the return as it is now. */
export const adminReturnAnswerSchema = z.object({ return: adminReturnDetailSchema });

const count = z.number().int().min(0).max(99);

/** The bodies of a return's steps (`POST /api/admin/returns/{id}/…`). */
export const approveReturnSchema = z.object({ instructions: z.string().max(2_000).default("") });
export const rejectReturnSchema = z.object({ message: z.string().max(2_000), internalReason: z.string().max(500).default("") });
export const receiveReturnSchema = z.object({
  lines: z
    .array(z.object({ lineId: z.number().int().positive().max(2_147_483_647), received: count, damaged: count }))
    .min(1)
    .max(50),
});
export const refundReturnSchema = z.object({ reference: z.string().max(120).optional() });

/**
 * Returns as the customer sees them (`/api/account/returns…`, issue 19): the orders they may still send back, with
 * how many units of each line, a return's quote, and their returns. Amounts are minor units of the order's
 * currency (what a card refund gives back) and lei (what store credit gives); dates are ISO instants.
 */
import { z } from "zod";
import { RETURN_REASONS, RETURN_STATUSES, type ReturnReason } from "./returns.ts";

export const RETURN_REFUND_METHODS = ["original", "store_credit"] as const;
export type ReturnRefundMethod = (typeof RETURN_REFUND_METHODS)[number];

/**
 * The reasons a customer picks in the form, fitting supplements in bottles (issue 40): the parcel, the product sent,
 * its state and date, how it agreed with them, or a change of mind. `side_effects` is worded "Efecte adverse"
 * everywhere, as the subscription's cancellation reason of the same code is.
 */
export const CUSTOMER_RETURN_REASONS = [
  "damaged_in_shipping",
  "wrong_product",
  "defective",
  "not_as_described",
  "expiry_too_close",
  "side_effects",
  "changed_mind",
  "other",
] as const satisfies readonly ReturnReason[];
export type CustomerReturnReason = (typeof CUSTOMER_RETURN_REASONS)[number];

export const RETURN_DETAILS_MAX_LENGTH = 2_000;

/**
 * Photos a customer may add to a request (issue 19 item 2): at most 3, each at most 10 MB as sent (a phone's
 * 12–48 MP picture is 2–8 MB) and at least 300 px on its short side (less cannot show a broken seal, a crack or a
 * batch number, and every phone picture is far larger: only icons and tiny crops are refused). The server turns
 * each upright, scales it down to 1600 px at most (enough to read a label when zoomed), strips every metadata
 * (the camera's GPS position, the date, the device) and keeps it as WebP, readable only by its customer and staff.
 */
export const RETURN_PHOTOS_MAX = 3;
export const RETURN_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const RETURN_PHOTO_MIN_SIDE = 300;
export const RETURN_PHOTO_MAX_SIDE = 1600;
/**
 * What the file input offers. HEIC is left out on purpose: the image library here cannot decode HEVC, and iOS
 * Safari converts a HEIC photo to JPEG when the input does not list HEIC; a HEIC that still arrives is refused
 * with its own sentence.
 */
export const RETURN_PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp", "image/avif"] as const;

/** Why a photo is refused (`field: "photos"`): too many, not a picture we read, a HEIC, over 10 MB, too small. */
export const RETURN_PHOTO_REFUSALS = ["photo_count", "photo_type", "photo_heic", "photo_too_large", "photo_too_small"] as const;
export type ReturnPhotoRefusal = (typeof RETURN_PHOTO_REFUSALS)[number];

/** One of a return's photos; `url` answers only to its customer (account side) or to staff (admin side). */
export const returnPhotoViewSchema = z.object({
  position: z.number().int().describe("0, 1 or 2, in the order the customer added them."),
  width: z.number().int(),
  height: z.number().int(),
  url: z.string(),
});
export type ReturnPhotoView = z.infer<typeof returnPhotoViewSchema>;

/** Where the customer reads a photo of their return (Bearer session, like the rest of /api/account). */
export const customerReturnPhotoPath = (returnId: number, position: number) => `/api/account/returns/${returnId}/photos/${position}`;
/** Where staff read it (staff session, `orders.read`). */
export const adminReturnPhotoPath = (returnId: number, position: number) => `/api/admin/returns/${returnId}/photos/${position}`;

export const eligibleReturnLineSchema = z.object({
  lineId: z.number().int(),
  title: z.string(),
  variantTitle: z.string(),
  quantity: z.number().int(),
  returnable: z.number().int().describe("Units not yet in a return that is pending, approved, processing or completed."),
  unitRefundMinor: z
    .number()
    .int()
    .describe("What one unit gives back, after the order's discount (the last unit may take a rounding cent more)."),
});
export type EligibleReturnLine = z.infer<typeof eligibleReturnLineSchema>;

export const eligibleReturnOrderSchema = z.object({
  orderNumber: z.number().int(),
  placedAt: z.string(),
  receivedAt: z.string(),
  returnableUntil: z.string().describe("The store's 30 days."),
  currencyCode: z.string(),
  paidOnDelivery: z.boolean().describe('Cash on delivery: "original method" is a bank transfer, so the form asks for the IBAN.'),
  lines: z.array(eligibleReturnLineSchema),
});
export type EligibleReturnOrder = z.infer<typeof eligibleReturnOrderSchema>;

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

export const returnQuoteViewSchema = z.object({
  currencyCode: z.string(),
  itemsMinor: z.number().int(),
  shippingMinor: z.number().int(),
  totalMinor: z.number().int(),
  totalRonMinor: z.number().int().describe("The same in lei, which store credit gives."),
});
export type ReturnQuoteView = z.infer<typeof returnQuoteViewSchema>;

export const customerReturnLineSchema = z.object({
  lineId: z.number().int(),
  title: z.string(),
  variantTitle: z.string(),
  quantity: z.number().int(),
  reason: z.enum(RETURN_REASONS),
  refundMinor: z.number().int(),
});
export type CustomerReturnLine = z.infer<typeof customerReturnLineSchema>;

export const customerReturnSchema = z
  .object({
    id: z.number().int(),
    orderNumber: z.number().int(),
    kind: z.enum(["return", "withdrawal"]),
    stoppedOrder: z
      .boolean()
      .describe("A withdrawal made before the parcel left: the order was stopped, so nothing is sent back (decision 0075)."),
    status: z.enum(RETURN_STATUSES),
    refundMethod: z.enum(RETURN_REFUND_METHODS),
    bankAccountEnding: z.string().nullable().describe("The IBAN's last 4 characters, for a bank transfer."),
    details: z.string().nullable(),
    currencyCode: z.string(),
    refundMinor: z.number().int(),
    shippingRefundMinor: z.number().int(),
    refundRonMinor: z.number().int(),
    requestedAt: z.string(),
    refundDueBy: z.string().nullable().describe("A withdrawal's legal refund deadline (14 days)."),
    lines: z.array(customerReturnLineSchema),
    photos: z.array(returnPhotoViewSchema).describe("The photos sent with the request, by position."),
    timeline: z
      .array(z.object({ status: z.enum(RETURN_STATUSES), at: z.string(), message: z.string().nullable() }))
      .describe("Every status it went through, with what the store said."),
  })
  .meta({ id: "CustomerReturn" });
export type CustomerReturn = z.infer<typeof customerReturnSchema>;

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
  "store_credit_needs_account",
] as const;
export type ReturnRefusal = (typeof RETURN_REFUSALS)[number];

/**
 * `GET /api/account/store-credit`: the customer's balance in lei and every change of it, the newest first. An owner's
 * adjustment is shown as such, without the owner's reason or name, which are the store's own notes.
 */
export const customerStoreCreditSchema = z.object({
  balanceRonMinor: z.number().int(),
  entries: z.array(
    z.object({
      id: z.number().int(),
      amountRonMinor: z.number().int(),
      kind: z.enum(["return_refund", "checkout_debit", "order_recredit", "adjustment"]),
      returnId: z.number().int().nullable(),
      orderNumber: z.number().int().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type CustomerStoreCredit = z.infer<typeof customerStoreCreditSchema>;

/**
 * The admin's orders (issue 16), for both sides: the list's filters as the URL holds them, and the
 * actions' forms, read by the same rules in the browser and on the server. A failed rule names its
 * problem, which each side words in the member's language.
 */
import { z } from "zod";
import { readViewQuery, viewQuery } from "../view-query.ts";
import { CARRIERS } from "../carriers.ts";
import { fractionDigits } from "../currency.ts";
import { ORDER_STATUSES, PAYMENT_METHODS } from "../order-contract.ts";
import { addressSchema } from "../address-schema.ts";
import { chosenPickupPointSchema } from "../order-schemas.ts";

export const FULFILMENT_STATUSES = ["unfulfilled", "packed", "shipped", "delivered"] as const;
export type FulfilmentStatus = (typeof FULFILMENT_STATUSES)[number];

export const PAYMENT_STATUS_FILTERS = ["pending", "succeeded", "declined", "cancelled", "refunded"] as const;

export const ORDER_SORTS = ["created", "number", "total", "email"] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

export const ADMIN_ORDERS_PAGE_SIZE = 25;

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((value) => (value === "" || value === null ? undefined : value), z.enum(values).optional()).catch(undefined);

const optionalDate = z
  .preprocess((value) => (value === "" || value === null ? undefined : value), z.iso.date().optional())
  .catch(undefined);

/**
 * The list's view as the URL's query holds it, so a view can be bookmarked; anything unreadable is left
 * out rather than refused, as a hand-edited bookmark should still open the list.
 */
export const orderFilterSchema = z.object({
  q: z.string().trim().max(100).optional().catch(undefined),
  status: optionalEnum(ORDER_STATUSES),
  method: optionalEnum(PAYMENT_METHODS),
  payment: optionalEnum(PAYMENT_STATUS_FILTERS),
  fulfilment: optionalEnum(FULFILMENT_STATUSES),
  from: optionalDate,
  to: optionalDate,
  subscription: optionalEnum(["yes", "no"] as const),
  code: z.string().trim().max(64).optional().catch(undefined),
  sort: optionalEnum(ORDER_SORTS),
  dir: optionalEnum(["asc", "desc"] as const),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
});

export type OrderFilter = z.output<typeof orderFilterSchema>;

/** The filter from a URL's query string (empty values are "no filter"). */
export function readOrderFilter(params: URLSearchParams): OrderFilter {
  return readViewQuery(orderFilterSchema, params);
}

/** The query string of a view, without what is at its default, so equal views have equal URLs. */
export function orderFilterQuery(filter: Partial<OrderFilter>): string {
  return viewQuery(filter);
}

export type OrderActionProblem = "required" | "too_long" | "carrier" | "url" | "amount" | "iban";

const text = (limit: number) => z.string({ error: "required" }).trim().min(1, { error: "required" }).max(limit, { error: "too_long" });

/** Every change is sent with a key the page made when it showed the form, so a repeated click does it once. */
const idempotencyKey = z.string().regex(/^[A-Za-z0-9_-]{8,100}$/, { error: "required" });

export const orderNoteSchema = z.object({ note: text(2000) });

export const shipOrderSchema = z
  .object({
    carrier: z.enum(CARRIERS, { error: "carrier" }),
    trackingNumber: text(64),
    trackingUrl: z.string().trim().max(500, { error: "too_long" }).default(""),
  })
  .superRefine((value, context) => {
    if (value.carrier !== "other") return;
    if (value.trackingUrl === "") context.addIssue({ code: "custom", path: ["trackingUrl"], message: "required" });
    else if (!/^https:\/\/[^\s]+$/i.test(value.trackingUrl) || !URL.canParse(value.trackingUrl))
      context.addIssue({ code: "custom", path: ["trackingUrl"], message: "url" });
  });

export const cancelOrderSchema = z.object({
  reason: z.string().trim().max(500, { error: "too_long" }).default(""),
});

/** An amount as staff type it, in the order's currency: "12.50", "12,5" or "12"; JPY has no decimals. */
export function parseAmountMinor(input: string, currencyCode: string): number | null {
  const digits = fractionDigits(currencyCode);
  const pattern = digits === 0 ? /^\d{1,9}$/ : /^\d{1,9}([.,]\d{1,2})?$/;
  const value = input.trim();
  if (!pattern.test(value)) return null;
  const [whole, fraction = ""] = value.split(/[.,]/);
  const minor = Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, "0") || "0");
  return minor > 0 ? minor : null;
}

export const refundOrderSchema = z.object({
  /** In the order's currency; the server converts it with the order's own currency. */
  amount: text(16),
  reason: z.string().trim().max(500, { error: "too_long" }).default(""),
  /** Cash-on-delivery orders are refunded by bank transfer: where it was sent, and its reference. */
  iban: z.string().trim().max(42, { error: "too_long" }).default(""),
  accountHolder: z.string().trim().max(100, { error: "too_long" }).default(""),
  transferReference: z.string().trim().max(100, { error: "too_long" }).default(""),
  idempotencyKey,
});

export type ShipOrderInput = z.input<typeof shipOrderSchema>;
export type RefundOrderInput = z.input<typeof refundOrderSchema>;

/** A row of the orders list, as the page has it. */
export const adminOrderRowSchema = z.object({
  id: z.number().int(),
  orderNumber: z.number().int(),
  createdAt: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  city: z.string(),
  country: z.string(),
  status: z.string(),
  paymentMethod: z.string(),
  paymentStatus: z.string().nullable().describe("The latest attempt's; null for an order no attempt was opened for."),
  fulfilmentStatus: z.string(),
  currencyCode: z.string(),
  totalMinor: z.number().int(),
  subtotalRonMinor: z.number().int(),
  discountRonMinor: z.number().int(),
  shippingRonMinor: z.number().int(),
  taxRonMinor: z.number().int(),
  totalRonMinor: z.number().int(),
  storeCreditRonMinor: z.number().int().describe("The part of the total paid with the customer's store credit, in lei."),
  discountCode: z.string().nullable(),
  hasSubscription: z.boolean(),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  withdrawn: z
    .boolean()
    .describe("Stopped by the customer's legal withdrawal before shipping (decision 0075): shown as withdrawn, not cancelled."),
});

export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

export const timelineEntrySchema = z.object({
  at: z.string(),
  kind: z.string(),
  staffEmail: z.string().nullable().describe("Who acted; null for the shopper or the store itself."),
  // Free-form: each kind of entry keeps its own facts (a tracking number, a refund's amount, an email's subject).
  detail: z.record(z.string(), z.unknown()),
});

export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

const minor = z.number().int();

/** One order as staff see it (its page, and the answer of every step on it). */
export const adminOrderDetailSchema = z.object({
  id: z.number().int(),
  orderNumber: z.number().int(),
  status: z.string(),
  fulfilmentStatus: z.string(),
  email: z.string(),
  language: z.string(),
  customerId: z.number().int().nullable(),
  termsVersion: z
    .number()
    .int()
    .nullable()
    .describe("The version of the terms the shopper accepted (decision 0052); null for orders placed before it was kept."),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  withdrawnAt: z.string().nullable().describe("When the customer's legal withdrawal stopped the order before shipping (decision 0075)."),
  packedAt: z.string().nullable(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  currencyCode: z.string(),
  lines: z.array(
    z.object({
      sku: z.string(),
      title: z.string(),
      variantTitle: z.string(),
      quantity: z.number().int(),
      unitPriceMinor: minor,
      totalMinor: minor,
      totalRonMinor: minor,
      isSubscription: z.boolean(),
    }),
  ),
  money: z.object({
    subtotalMinor: minor,
    discountMinor: minor,
    shippingMinor: minor,
    taxMinor: minor,
    totalMinor: minor,
    vatRatePercent: z.number(),
    vatScheme: z
      .string()
      .nullable()
      .describe("`domestic`, `eu_distance_ro`, `oss` or `export` (decision 0055); null for orders placed before."),
    vatByRate: z
      .array(z.object({ ratePercent: z.number(), vatMinor: minor }))
      .describe("VAT by rate in the order's currency, highest first."),
    shippingServiceName: z.string().nullable().describe("The carrier service chosen at checkout; null for orders placed before."),
    discountCode: z.string().nullable(),
    discountPercent: z.number(),
    promotionDiscountMinor: minor.describe(
      "What the automatic promotions took off, gifts included (decision 0172): part of `discountMinor`, the rest is the code's.",
    ),
    promotions: z
      .array(
        z.object({
          title: z.string().describe("As the order showed it, in the order's language."),
          kind: z.enum(["discount", "gift", "free_shipping"]),
          amountMinor: minor.describe("For free shipping, what the shipping would have cost (not part of `discountMinor`)."),
          amountRonMinor: minor,
        }),
      )
      .describe("Each automatic promotion the order was priced with, cancelled orders' too."),
    storeCreditMinor: minor.describe("Paid from the customer's store credit; the rest is what the card or the courier takes."),
    ron: z.object({
      subtotalMinor: minor,
      discountMinor: minor,
      promotionDiscountMinor: minor,
      shippingMinor: minor,
      taxMinor: minor,
      totalMinor: minor,
      storeCreditMinor: minor,
    }),
  }),
  shippingAddress: addressSchema,
  pickupPoint: chosenPickupPointSchema.nullable().optional().describe("The locker the shopper chose; null: to the address."),
  billingAddress: addressSchema,
  shopperNote: z.string(),
  shipment: z
    .object({ carrier: z.string(), carrierName: z.string(), trackingNumber: z.string(), trackingUrl: z.string().nullable() })
    .nullable(),
  payments: z.array(
    z.object({
      attempt: z.number().int(),
      provider: z.string(),
      method: z.string(),
      status: z.string(),
      amountMinor: minor,
      refundedMinor: minor,
      currencyCode: z.string(),
      createdAt: z.string(),
      settledAt: z.string().nullable(),
    }),
  ),
  refunds: z.array(
    z.object({
      id: z.number().int(),
      amountMinor: minor,
      currencyCode: z.string(),
      status: z.string(),
      reason: z.string().nullable(),
      reference: z.string().nullable(),
      accountHolder: z.string().nullable(),
      iban: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  refundableMinor: minor.describe("What a refund may still give back, in the order's currency."),
  subscription: z.object({ status: z.string(), interval: z.string(), nextChargeDate: z.string() }).nullable(),
  timeline: z.array(timelineEntrySchema),
});

export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

/** What a step on an order answers: whether it changed anything, and the order as it is now. */
export const orderStepAnswerSchema = z.object({ changed: z.boolean(), order: adminOrderDetailSchema });

const refundedSchema = z.object({
  kind: z.literal("refunded"),
  refundId: z.number().int(),
  amountMinor: minor,
  status: z.enum(["succeeded", "awaiting_transfer"]),
  orderStatus: z.enum(ORDER_STATUSES),
});

/** A refund given (`POST /api/admin/orders/{number}/refund`), and the order as it is now. */
export const orderRefundAnswerSchema = z.object({ refund: refundedSchema, order: adminOrderDetailSchema });

/** A cancellation, and what became of the refund of what was paid online (null: nothing was). */
export const orderCancelAnswerSchema = orderStepAnswerSchema.extend({
  refund: z
    .discriminatedUnion("kind", [
      refundedSchema,
      z.object({ kind: z.literal("not_found") }),
      z.object({ kind: z.literal("nothing_to_refund"), status: z.enum(ORDER_STATUSES) }),
      z.object({ kind: z.literal("too_much"), refundableMinor: minor }),
      z.object({ kind: z.literal("bank_account_needed") }),
      z.object({ kind: z.literal("key_reused") }),
      z.object({ kind: z.literal("provider_failed"), refundId: z.number().int() }),
    ])
    .nullable(),
});

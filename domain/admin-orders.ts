/**
 * The admin's orders (issue 16), for both sides: the list's filters as the URL holds them, and the
 * actions' forms, read by the same rules in the browser and on the server. A failed rule names its
 * problem, which each side words in the member's language.
 */
import { z } from "zod";
import { readViewQuery, viewQuery } from "./view-query.ts";
import type { AddressValues } from "./account-forms.ts";
import { CARRIERS } from "./carriers.ts";
import { fractionDigits } from "./currency.ts";
import { ORDER_STATUSES, PAYMENT_METHODS } from "./order-contract.ts";

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

/** A row of the orders list, as the API and the page have it. */
export interface AdminOrderRow {
  id: number;
  orderNumber: number;
  createdAt: string;
  name: string;
  email: string;
  phone: string;
  city: string;
  country: string;
  status: string;
  paymentMethod: string;
  /** The latest attempt's; null for an order no attempt was opened for. */
  paymentStatus: string | null;
  fulfilmentStatus: string;
  currencyCode: string;
  totalMinor: number;
  subtotalRonMinor: number;
  discountRonMinor: number;
  shippingRonMinor: number;
  taxRonMinor: number;
  totalRonMinor: number;
  /** The part of the total paid with the customer's store credit, in lei. */
  storeCreditRonMinor: number;
  discountCode: string | null;
  hasSubscription: boolean;
  carrier: string | null;
  trackingNumber: string | null;
  /** Stopped by the customer's legal withdrawal before shipping (decision 0075): shown as withdrawn, not cancelled. */
  withdrawn: boolean;
}

/** One order as staff see it (`GET /api/admin/orders/:number` and the order's page). */
export interface TimelineEntry {
  at: string;
  kind: string;
  /** Who acted; null for the shopper or the store itself. */
  staffEmail: string | null;
  detail: Record<string, unknown>;
}

export interface AdminOrderDetail {
  id: number;
  orderNumber: number;
  status: string;
  fulfilmentStatus: string;
  email: string;
  language: string;
  customerId: number | null;
  /** The version of the terms the shopper accepted (decision 0052); null for orders placed before it was kept. */
  termsVersion: number | null;
  createdAt: string;
  paidAt: string | null;
  cancelledAt: string | null;
  /** When the customer's legal withdrawal stopped the order before shipping (decision 0075). */
  withdrawnAt: string | null;
  packedAt: string | null;
  shippedAt: string | null;
  deliveredAt: string | null;
  currencyCode: string;
  lines: {
    sku: string;
    title: string;
    variantTitle: string;
    quantity: number;
    unitPriceMinor: number;
    totalMinor: number;
    totalRonMinor: number;
    isSubscription: boolean;
  }[];
  money: {
    subtotalMinor: number;
    discountMinor: number;
    shippingMinor: number;
    taxMinor: number;
    totalMinor: number;
    vatRatePercent: number;
    /** `domestic`, `eu_distance_ro`, `oss` or `export` (decision 0055); null for orders placed before. */
    vatScheme: string | null;
    /** VAT by rate in the order's currency, highest first. */
    vatByRate: { ratePercent: number; vatMinor: number }[];
    /** The carrier service chosen at checkout; null for orders placed before. */
    shippingServiceName: string | null;
    discountCode: string | null;
    discountPercent: number;
    /** Paid from the customer's store credit; the rest is what the card or the courier takes. */
    storeCreditMinor: number;
    ron: {
      subtotalMinor: number;
      discountMinor: number;
      shippingMinor: number;
      taxMinor: number;
      totalMinor: number;
      storeCreditMinor: number;
    };
  };
  shippingAddress: AddressValues;
  billingAddress: AddressValues;
  shopperNote: string;
  shipment: { carrier: string; carrierName: string; trackingNumber: string; trackingUrl: string | null } | null;
  payments: {
    attempt: number;
    provider: string;
    method: string;
    status: string;
    amountMinor: number;
    refundedMinor: number;
    currencyCode: string;
    createdAt: string;
    settledAt: string | null;
  }[];
  refunds: {
    id: number;
    amountMinor: number;
    currencyCode: string;
    status: string;
    reason: string | null;
    reference: string | null;
    accountHolder: string | null;
    iban: string | null;
    createdAt: string;
  }[];
  /** What a refund may still give back, in the order's currency. */
  refundableMinor: number;
  subscription: { status: string; interval: string; nextChargeDate: string } | null;
  timeline: TimelineEntry[];
}

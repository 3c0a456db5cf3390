/**
 * The admin's subscriptions (issue 18 item 5), for both sides: the list's view as the URL holds it (every
 * subscription by state, the renewals of the next 14 days, or the card charges that failed) and the rows each
 * view shows. Amounts are in lei (bani), the shop's currency; days are calendar days in Bucharest.
 */
import { z } from "zod";
import { subscriptionDetailSchema, type SubscriptionPayment } from "../customer-subscriptions.ts";
import type { SubscriptionInterval } from "../order-subscription-dates.ts";
import { CANCEL_REASONS, SUBSCRIPTION_STATES, type SubscriptionState } from "../subscription-lifecycle.ts";
import { readViewQuery, viewQuery } from "../view-query.ts";

export const ADMIN_SUBSCRIPTIONS_PAGE_SIZE = 25;
/** How far ahead the upcoming renewals look. */
export const UPCOMING_RENEWAL_DAYS = 14;

export const SUBSCRIPTION_VIEWS = ["all", "upcoming", "failed"] as const;
export type SubscriptionView = (typeof SUBSCRIPTION_VIEWS)[number];

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((value) => (value === "" || value === null ? undefined : value), z.enum(values).optional()).catch(undefined);

/** The list's view; anything unreadable is left out, so an edited bookmark still opens. */
export const subscriptionFilterSchema = z.object({
  view: optionalEnum(SUBSCRIPTION_VIEWS),
  status: optionalEnum(SUBSCRIPTION_STATES),
  /** Part of the subscription's email, or its number. */
  q: z.string().trim().max(100).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
});

export type SubscriptionFilter = z.output<typeof subscriptionFilterSchema>;

export function readSubscriptionFilter(params: URLSearchParams): SubscriptionFilter {
  return readViewQuery(subscriptionFilterSchema, params);
}

export function subscriptionFilterQuery(filter: Partial<SubscriptionFilter>): string {
  return viewQuery(filter);
}

/** A row of the list and of the upcoming renewals. */
export interface AdminSubscriptionRow {
  id: number;
  status: SubscriptionState;
  email: string;
  /** The account's, or null for a guest who subscribed at checkout. */
  customerId: number | null;
  /** The customer's name as the delivery address has it. */
  name: string;
  product: string;
  quantity: number;
  interval: SubscriptionInterval;
  /** Lei, VAT included: what the next delivery costs before shipping (the lower of the agreed and today's price). */
  pricePerDeliveryRonMinor: number;
  /** The next delivery's day; for a subscription paused for some deliveries, the day it resumes; null when none is due. */
  nextDeliveryDate: string | null;
  payment: SubscriptionPayment;
  createdAt: string;
}

/** A renewal whose card charge was declined: still retried, or given up after the last retry. */
export interface AdminFailedCharge {
  subscriptionId: number;
  email: string;
  product: string;
  cycle: number;
  orderNumber: number;
  totalRonMinor: number;
  attempts: number;
  /** The provider's reason (`card_declined`, `insufficient_funds`, `authentication_required`, …). */
  lastDecline: string | null;
  /** When the card is tried again; null once the retries are over (the subscription was paused). */
  nextRetryAt: string | null;
  state: "failed" | "abandoned";
  createdAt: string;
}

/** One of a subscription's renewals as staff see it: its order and how its charge stands. */
export const adminSubscriptionRenewalSchema = z.object({
  cycle: z.number().int(),
  dueDate: z.string(),
  orderNumber: z.number().int(),
  chargeState: z.enum(["not_needed", "pending", "charged", "failed", "abandoned"]),
  attempts: z.number().int(),
  lastDecline: z.string().nullable(),
  nextRetryAt: z.string().nullable(),
});
export type AdminSubscriptionRenewal = z.infer<typeof adminSubscriptionRenewalSchema>;

/** One subscription's admin page: what the customer's portal shows, and what only staff see. */
export const adminSubscriptionDetailSchema = subscriptionDetailSchema.extend({
  email: z.string(),
  customerId: z.number().int().nullable(),
  cancelReason: z.enum(CANCEL_REASONS).nullable(),
  cancelNote: z.string().nullable(),
  renewals: z.array(adminSubscriptionRenewalSchema),
});
export type AdminSubscriptionDetail = z.infer<typeof adminSubscriptionDetailSchema>;

/** What a staff action for the customer answers: the staff's view of the subscription afterwards, and the receipt's words. */
export const adminSubscriptionActionDoneSchema = z.object({
  success: z.literal(true),
  detail: adminSubscriptionDetailSchema,
  message: z.string(),
});

/** One page of a view (`GET /api/admin/subscriptions`), with how many subscriptions are in each state. */
export type AdminSubscriptionsPage = (
  { view: "all" | "upcoming"; subscriptions: AdminSubscriptionRow[] } | { view: "failed"; charges: AdminFailedCharge[] }
) & { total: number; counts: Record<SubscriptionState, number> };

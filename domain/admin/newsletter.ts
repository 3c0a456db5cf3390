/**
 * The admin's newsletter subscribers (issue 17 item 6), for both sides: the list's view as the URL holds
 * it, and a subscriber with the proof of their consent (GDPR Art. 7: what they agreed to, and when).
 */
import { z } from "zod";
import { readViewQuery, viewQuery } from "../view-query.ts";

export const ADMIN_SUBSCRIBERS_PAGE_SIZE = 25;

export const SUBSCRIBER_STATUSES = ["subscribed", "unsubscribed"] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** Where the sign-up was made (the database's check lists the same). */
export const SUBSCRIBER_SOURCES = ["discount_popup", "footer", "checkout", "account"] as const;

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((value) => (value === "" || value === null ? undefined : value), z.enum(values).optional()).catch(undefined);

export const subscriberFilterSchema = z.object({
  /** Part of the email. */
  q: z.string().trim().max(100).optional().catch(undefined),
  status: optionalEnum(SUBSCRIBER_STATUSES),
  source: optionalEnum(SUBSCRIBER_SOURCES),
  language: optionalEnum(["ro", "en"] as const),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
});

export type SubscriberFilter = z.output<typeof subscriberFilterSchema>;

export function readSubscriberFilter(params: URLSearchParams): SubscriberFilter {
  return readViewQuery(subscriberFilterSchema, params);
}

export function subscriberFilterQuery(filter: Partial<SubscriberFilter>): string {
  return viewQuery(filter);
}

export const adminSubscriberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  status: z.enum(SUBSCRIBER_STATUSES),
  source: z.string(),
  language: z.string(),
  /** The sentence the subscriber agreed to, as the form showed it in their language. */
  consentText: z.string(),
  /** When that consent was given (the latest sign-up). */
  consentedAt: z.string(),
  /** The first sign-up. */
  createdAt: z.string(),
  unsubscribedAt: z.string().nullable(),
});
export type AdminSubscriber = z.infer<typeof adminSubscriberSchema>;

/** What a staff unsubscribe answers: the subscriber as they are now, and whether anything changed. */
export const subscriberChangeSchema = z.object({ changed: z.boolean(), subscriber: adminSubscriberSchema });

/**
 * Outgoing webhooks (issue 70 item 1, decision 0171): the topics an owner's endpoint may hear, each the public name
 * of one domain event, and the rules a registration follows. The names are the store's public contract (the
 * OpenAPI document's `webhooks`); the domain events behind them may be renamed without changing them.
 */
import type { DomainEventType } from "./event-types.ts";

export const WEBHOOK_TOPIC_EVENTS = {
  "order.placed": "order.placed",
  "order.paid": "order.paid",
  "order.shipped": "order.shipped",
  "order.delivered": "order.delivered",
  "order.cancelled": "order.cancelled",
  "order.refunded": "order.refunded",
  "subscription.started": "subscription.created",
  "subscription.renewed": "subscription.renewal_created",
  "subscription.cancelled": "subscription.cancelled",
  "return.requested": "return.pending",
  "return.received": "return.processing",
  "invoice.issued": "invoice.issued",
  "invoice.accepted": "invoice.accepted_by_anaf",
  "product.changed": "product.changed",
  "stock.changed": "variant.stock_changed",
  "newsletter.subscribed": "newsletter.consent_given",
  "newsletter.unsubscribed": "newsletter.consent_withdrawn",
} as const satisfies Record<string, DomainEventType>;

export type WebhookTopic = keyof typeof WEBHOOK_TOPIC_EVENTS;
export const WEBHOOK_TOPICS = Object.keys(WEBHOOK_TOPIC_EVENTS) as WebhookTopic[];

/** The topic a test delivery carries: sent only when the owner asks, to one endpoint. */
export const WEBHOOK_TEST_TOPIC = "webhook.test";

/** The body's schema version: a change a receiver could trip on takes the next one. */
export const WEBHOOK_PAYLOAD_VERSION = 1;

export function isWebhookTopic(value: unknown): value is WebhookTopic {
  return typeof value === "string" && Object.hasOwn(WEBHOOK_TOPIC_EVENTS, value);
}

/** The topics' families, each the part of a topic before its dot: what a body's `data` may hold differs by family. */
export type WebhookFamily = keyof typeof WEBHOOK_DATA_DESCRIPTIONS;

export function familyOfTopic(topic: string): WebhookFamily {
  return topic === WEBHOOK_TEST_TOPIC ? "test" : (topic.split(".")[0] as WebhookFamily);
}

export function topicOfEvent(type: string): WebhookTopic | null {
  for (const topic of WEBHOOK_TOPICS) if (WEBHOOK_TOPIC_EVENTS[topic] === type) return topic;
  return null;
}

/**
 * When the next attempt comes after a failed one (by the number of attempts made): about three days from the first
 * to the ninth and last, after which the delivery is dead-lettered.
 */
export const WEBHOOK_RETRY_DELAYS_MS = [30_000, 120_000, 600_000, 3_600_000, 21_600_000, 43_200_000, 86_400_000, 100_800_000] as const;
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_MS.length + 1;

/** Failed attempts in a row, across deliveries, after which the store disables the endpoint and tells the owner. */
export const WEBHOOK_DISABLE_AFTER_FAILURES = 20;

/** How long a rotated-out secret still signs deliveries beside the new one. */
export const WEBHOOK_ROTATION_OVERLAP_MS = 24 * 3_600_000;

/**
 * How long the delivery log keeps a delivery after its end: a delivered one a month (enough to answer "did you send
 * it?"), a dead-lettered one three months, so the owner can still see and resend it after a long outage.
 */
export const WEBHOOK_DELIVERED_KEPT_DAYS = 30;
export const WEBHOOK_DEAD_KEPT_DAYS = 90;

export const WEBHOOK_URL_MAX = 2_000;

/** What a delivery's body holds (version 1), for the OpenAPI document's `webhooks` and a receiver's own checks. */
export const WEBHOOK_DATA_DESCRIPTIONS = {
  order:
    "orderId, orderNumber, status, fulfilment; currency, totalMinor (minor units, shipping and VAT included) and lines " +
    "(sku, quantity, totalMinor after the line's discount). No name, email, phone or address: ask the admin for those.",
  subscription: "subscriptionId, kind (the change), and the orderId of a renewal. No customer details.",
  return: "returnId, orderId, status. No customer details or reasons.",
  invoice: "invoiceId, orderId, kind, label (series and number); on invoice.accepted also uploadId, ANAF's index of the upload.",
  product:
    "productId, handle, status (active, draft, archived) and change: what was saved (edit, variant_change for a price, " +
    "availability or GTIN, publish, unpublish, pictures, claims, safety_edit, create). Read the product from the Storefront API.",
  stock:
    "variantId, productId, sku, stock (the units now counted, or null once the variant is no longer counted), change " +
    "(units in or out) and cause (order_placed, order_cancelled, adjustment, return_restocked…).",
  newsletter:
    "subscriberId, email, language and via (the form or the way: footer, discount_popup, checkout, account, email_link, " +
    "staff). The one topic that carries an email address: an email tool needs it to add or remove the subscriber.",
  test: "test: true. Sent only when the owner asks, to one endpoint.",
} as const;

/**
 * A subscription as its customer sees it in the portal (`GET /api/account/subscriptions`, issue 18 item 1):
 * what comes, how often, when next, where to, how it is paid, and the deliveries so far with their orders.
 */
import type { OrderAddress, OrderStatus } from "./order-contract.ts";
import type { SubscriptionInterval } from "./order-subscription-dates.ts";
import type { AddressValues } from "./account-forms.ts";
import type { SubscriptionActionName } from "./subscription-actions.ts";
import type { SubscriptionEventKind, SubscriptionState } from "./subscription-lifecycle.ts";

export type SubscriptionPayment = { kind: "card"; brand: string; last4: string } | { kind: "cash_on_delivery" };

export interface SubscriptionDelivery {
  orderNumber: number;
  /** When the order was placed (ISO instant). */
  placedAt: string;
  status: OrderStatus;
}

export interface CustomerSubscription {
  id: number;
  status: SubscriptionState;
  productHandle: string;
  /** The product and variant as the first order named them. */
  title: string;
  variantTitle: string;
  quantity: number;
  interval: SubscriptionInterval;
  /** Lei, VAT included: today's price of the variant times the quantity (renewals are priced on their day). */
  pricePerDeliveryMinor: number;
  /** The next delivery's day in Bucharest (YYYY-MM-DD); null once cancelled. */
  nextDeliveryDate: string | null;
  /** The delivery the customer skipped, while it is still ahead. */
  skippedDate: string | null;
  /** While paused for a number of deliveries: the day deliveries start again. */
  resumeOn: string | null;
  address: OrderAddress | null;
  payment: SubscriptionPayment;
  /** The first order, then each renewal, newest first. */
  deliveries: SubscriptionDelivery[];
  startedAt: string;
  cancelledAt: string | null;
}

/** One line of a subscription's history (the `subscription_events` row), oldest first. */
export interface SubscriptionHistoryEntry {
  kind: SubscriptionEventKind;
  /** ISO instant. */
  at: string;
  actor: "customer" | "staff" | "system";
  /** What changed: `{ from, to }` values, a renewal's `orderNumber` and `cycle`, a decline, a cancellation's `reason`. */
  details: Record<string, unknown>;
  /** The member who acted for the customer: only staff are shown it. */
  staffEmail?: string | null;
}

/** A subscription variant of the catalogue the customer may switch to. */
export interface SubscriptionVariantChoice {
  variantId: number;
  productHandle: string;
  title: string;
  variantTitle: string;
  /** Lei, VAT included, per unit and delivery, today. */
  unitPriceMinor: number;
}

export interface SavedAddressChoice extends AddressValues {
  id: number;
}

/**
 * One subscription's page (`GET /api/account/subscriptions/{id}`, `GET /api/subscription-links/{token}`): the
 * subscription, its history, what it can be changed to, and the actions its state offers now.
 */
export interface SubscriptionDetail {
  subscription: CustomerSubscription;
  history: SubscriptionHistoryEntry[];
  choices: { variants: SubscriptionVariantChoice[]; addresses: SavedAddressChoice[] };
  actions: SubscriptionActionName[];
}

/**
 * The answer to an action that was carried out (200). `message` is the receipt's sentence in the asker's
 * language (the same words the email carries); `paymentSetupUrl` is the provider's hosted page for a new card.
 */
export interface SubscriptionActionDone {
  success: true;
  detail: SubscriptionDetail;
  message: string;
  paymentSetupUrl?: string;
}

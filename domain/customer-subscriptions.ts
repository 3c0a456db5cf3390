/**
 * A subscription as its customer sees it in the portal (`GET /api/account/subscriptions`, issue 18 item 1):
 * what comes, how often, when next, where to, how it is paid, and the deliveries so far with their orders.
 */
import type { OrderAddress, OrderStatus } from "./order-contract.ts";
import type { SubscriptionInterval } from "./order-subscription-dates.ts";
import type { SubscriptionState } from "./subscription-lifecycle.ts";

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

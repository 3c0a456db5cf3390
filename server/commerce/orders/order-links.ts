/** The shopper's pages of an order that emails link to, and the recipient of an email about an order. */
import type { AddressValues } from "#domain/account-forms";
import type { Language } from "#domain/locale";
import { PARCEL_OFFER_FRAGMENT } from "#domain/parcel-offer-anchor";
import type { Clock } from "#server/commerce/shared/clock";
import { createSignedIds } from "#server/commerce/shared/signed-ids";
import type { OrderUpdateOrder } from "#server/mail/order-updates";
import type { OrderRow } from "#server/commerce/shared/order-rows";

/** The account page of one order; shown in the email only to orders that belong to an account. */
export function accountOrderUrl(baseUrl: string, orderNumber: number, language: Language): string {
  const url = new URL(`/my-account/orders/${orderNumber}`, `${baseUrl}/`);
  if (language === "en") url.searchParams.set("lng", "en");
  return url.toString();
}

/** The shopper's page of their order, for the emails: their account's, or guest tracking with the number filled in. */
export function shopperOrderUrl(baseUrl: string, order: Pick<OrderRow, "customerId" | "orderNumber" | "language">): string {
  if (order.customerId !== null) return accountOrderUrl(baseUrl, order.orderNumber, order.language);
  const url = new URL("/track-order", `${baseUrl}/`);
  url.searchParams.set("order", String(order.orderNumber));
  if (order.language === "en") url.searchParams.set("lng", "en");
  return url.toString();
}

export function updateRecipient(baseUrl: string, order: OrderRow): OrderUpdateOrder {
  return {
    to: order.email,
    language: order.language as Language,
    orderNumber: `#${order.orderNumber}`,
    firstName: (order.shippingAddress as AddressValues).firstName ?? "",
    orderUrl: shopperOrderUrl(baseUrl, order),
  };
}

/**
 * Long enough to follow the parcel to the door and the 14 days of withdrawal after it; afterwards guest tracking (the
 * number and the email) still shows the order. Decision 0083.
 */
export const ORDER_LINK_LIFETIME_MS = 60 * 24 * 60 * 60_000;

/** The storefront page a guest's order link opens; the token is the next path segment. */
export const ORDER_LINK_PATH = "/track-order";

export interface OrderLinks {
  /** The order (its id) a token names, or null when it is forged, malformed or expired. */
  read(token: string): number | null;
  /**
   * The order confirmation's link (decision 0083): an account's order page behind its sign-in, or for a guest, who
   * has no account, a signed link that opens that one order without asking the email again.
   */
  pageFor(order: Pick<OrderRow, "id" | "customerId" | "orderNumber" | "language">): string;
  /**
   * The signed token of one order, whoever placed it: what authorises adding the parcel's offer (decision 0158), sent
   * with the offer to the page that already proved the order, and in the confirmation's link to the offer.
   */
  tokenFor(orderId: number): string;
  /** The signed order page opened at its parcel offer, for the confirmation email (decision 0158). */
  offerPageFor(order: Pick<OrderRow, "id" | "language">): string;
}

export function createOrderLinks({ secret, baseUrl, clock }: { secret: () => string; baseUrl: string; clock: Clock }): OrderLinks {
  const tokens = createSignedIds({ purpose: "elara:order-link:v1:", lifetimeMs: ORDER_LINK_LIFETIME_MS, secret, clock });
  return {
    read: (token) => tokens.read(token),
    pageFor(order) {
      if (order.customerId !== null) return accountOrderUrl(baseUrl, order.orderNumber, order.language);
      const url = new URL(`${ORDER_LINK_PATH.slice(1)}/${tokens.issue(order.id)}`, `${baseUrl.replace(/\/$/, "")}/`);
      if (order.language === "en") url.searchParams.set("lng", "en");
      return url.toString();
    },
    tokenFor: (orderId) => tokens.issue(orderId),
    offerPageFor(order) {
      const url = new URL(`${ORDER_LINK_PATH.slice(1)}/${tokens.issue(order.id)}`, `${baseUrl.replace(/\/$/, "")}/`);
      if (order.language === "en") url.searchParams.set("lng", "en");
      url.hash = PARCEL_OFFER_FRAGMENT;
      return url.toString();
    },
  };
}

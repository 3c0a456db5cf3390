/** The shopper's pages of an order that emails link to, and the recipient of an email about an order. */
import type { AddressValues } from "#domain/account-forms";
import type { Language } from "#domain/locale";
import type { OrderUpdateOrder } from "#server/mail/order-updates";
import type { OrderRow } from "./orders-types.ts";

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

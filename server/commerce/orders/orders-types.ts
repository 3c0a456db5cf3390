/** The vocabulary of orders shared by the order, payment and tracking services. */
import type { orderLines, orders, payments } from "#server/db/schema";
import type { PaymentMethod } from "./payments/payment-provider.ts";

export const ORDER_STATUSES = [
  "pending_payment",
  "payment_due_on_delivery",
  "paid",
  "fulfilled",
  "delivered",
  "cancelled",
  "refunded",
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

export type PaymentStatus = "pending" | "succeeded" | "declined" | "cancelled" | "refunded";

/** An address as the order keeps it: every field present, optional ones as "". */
export interface AddressSnapshot {
  firstName: string;
  lastName: string;
  company: string;
  address1: string;
  address2: string;
  city: string;
  province: string;
  zip: string;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  phone: string;
}

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

/** The method column of an order or a payment, which the database's check keeps to the known methods. */
export function orderPaymentMethod(row: { paymentMethod: string } | { method: string }): PaymentMethod {
  return ("paymentMethod" in row ? row.paymentMethod : row.method) as PaymentMethod;
}

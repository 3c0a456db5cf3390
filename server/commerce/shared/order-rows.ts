/** The vocabulary of orders shared by the order, payment and tracking services. */
import type { orderLines, orders, payments } from "#server/db/schema";
import type { PaymentMethod } from "#domain/order-contract";

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

/** The method column of an order or a payment, which the database's check keeps to the known methods. */
export function orderPaymentMethod(row: { paymentMethod: string } | { method: string }): PaymentMethod {
  return ("paymentMethod" in row ? row.paymentMethod : row.method) as PaymentMethod;
}

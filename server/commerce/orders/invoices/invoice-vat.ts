/**
 * Where the invoices learn each line's VAT rate, in one place (issue 21 item 7). Today every order has one rate,
 * `orders.vat_rate_percent`, for its lines and its shipping, under Romanian VAT. Issue 21 item 5 adds
 * `order_lines.vat_rate_percent`, `orders.shipping_vat_rate_percent` and `orders.vat_scheme`: when it lands, this
 * function reads those columns instead and nothing else in the invoices changes.
 */
import type { VatScheme } from "#domain/invoice";
import type { OrderLineRow, OrderRow } from "../orders-types.ts";

export interface OrderVatRates {
  /** One rate per line, in the lines' order. */
  lineRates: number[];
  shippingRate: number;
  scheme: VatScheme;
}

export function orderVatRates(order: OrderRow, lines: readonly OrderLineRow[]): OrderVatRates {
  return { lineRates: lines.map(() => order.vatRatePercent), shippingRate: order.vatRatePercent, scheme: "domestic" };
}

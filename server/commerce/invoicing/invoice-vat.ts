/**
 * Where the invoices learn each line's VAT rate, in one place (issue 21 item 7): the rate the order charged each
 * line and its shipping, and the scheme it was priced under (decisions 0055, 0057). An order from before VAT by
 * destination has no scheme: it was Romanian VAT at its one rate, which migration 0031 wrote on its lines.
 */
import type { VatScheme } from "#domain/invoice";
import type { OrderLineRow, OrderRow } from "#server/commerce/shared/order-rows";

export interface OrderVatRates {
  /** One rate per line, in the lines' order. */
  lineRates: number[];
  shippingRate: number;
  scheme: VatScheme;
}

export function orderVatRates(order: OrderRow, lines: readonly OrderLineRow[]): OrderVatRates {
  return {
    lineRates: lines.map((line) => line.vatRatePercent),
    shippingRate: order.shippingVatRatePercent,
    scheme: order.vatScheme ?? "domestic",
  };
}

import type { CustomerReturn } from "#domain/customer-returns";
import { formatMoney } from "#domain/format-price";

/** What the customer gets back: store credit is kept in lei, the original way gives back the order's currency. */
export function refundAmountText(item: Pick<CustomerReturn, "refundMethod" | "refundMinor" | "refundRonMinor" | "currencyCode">): string {
  return item.refundMethod === "store_credit"
    ? formatMoney({ amountMinor: item.refundRonMinor, currencyCode: "RON" })
    : formatMoney({ amountMinor: item.refundMinor, currencyCode: item.currencyCode });
}

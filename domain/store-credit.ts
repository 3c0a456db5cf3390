/**
 * Store credit as a way to pay (issue 19 item 5, decision 0048): how much of an order the customer's balance pays,
 * and how a refund of such an order splits between the credit and the card (or bank transfer) that paid the rest.
 * The balance is in lei; an order charged in another currency takes the same share of its total in that currency,
 * so no exchange rate is applied twice and the credit never exceeds the order.
 */

export interface OrderTotals {
  /** In the order's (charged) currency. */
  totalMinor: number;
  totalRonMinor: number;
}

export interface StoreCreditPayment {
  /** What the credit pays, in the order's currency and in lei. */
  creditMinor: number;
  creditRonMinor: number;
  /** What is left for the payment provider or the courier, in the order's currency. */
  dueMinor: number;
}

/** Pays as much of the order as the balance covers: all of it, or part, never more than the order. */
export function storeCreditPayment(balanceRonMinor: number, order: OrderTotals): StoreCreditPayment {
  const creditRonMinor = Math.max(0, Math.min(balanceRonMinor, order.totalRonMinor));
  const creditMinor =
    creditRonMinor === order.totalRonMinor ? order.totalMinor : Math.floor((order.totalMinor * creditRonMinor) / order.totalRonMinor);
  return { creditMinor, creditRonMinor, dueMinor: order.totalMinor - creditMinor };
}

export interface PaidWithCredit extends OrderTotals {
  storeCreditMinor: number;
  storeCreditRonMinor: number;
}

export interface RefundSplit {
  /** Back to the card or by bank transfer, in the order's currency. */
  providerMinor: number;
  /** Back to the store credit, in lei. */
  creditRonMinor: number;
}

/**
 * A refund of an order paid partly with store credit goes back the way it was paid, in proportion: credit spent
 * comes back as credit (so a return never turns credit into cash), the rest to the card. The provider's share is
 * rounded down, so partial refunds together never ask the provider for more than it took; the credit's share is
 * rounded up, so the customer never loses the rounding.
 */
export function splitRefund(refund: { refundMinor: number; refundRonMinor: number }, order: PaidWithCredit): RefundSplit {
  if (order.storeCreditRonMinor === 0) return { providerMinor: refund.refundMinor, creditRonMinor: 0 };
  const providerMinor =
    order.totalMinor === 0 ? 0 : Math.floor((refund.refundMinor * (order.totalMinor - order.storeCreditMinor)) / order.totalMinor);
  const providerRonMinor =
    order.totalRonMinor === 0
      ? 0
      : Math.floor((refund.refundRonMinor * (order.totalRonMinor - order.storeCreditRonMinor)) / order.totalRonMinor);
  return { providerMinor, creditRonMinor: refund.refundRonMinor - providerRonMinor };
}

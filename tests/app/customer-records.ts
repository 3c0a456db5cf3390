/**
 * A customer's records as the account's and the signed links' answers carry them (an order that can be returned, a
 * return, a subscription), for the component tests of the account, returns and subscriptions. A test changes only
 * what it is about.
 */
import type { CustomerReturn, EligibleReturnOrder } from "#domain/customer-returns";
import type { CustomerSubscription } from "#domain/customer-subscriptions";

export const eligibleOrder = (changes: Partial<EligibleReturnOrder> = {}): EligibleReturnOrder => ({
  orderNumber: 1042,
  placedAt: "2026-03-01T10:00:00.000Z",
  receivedAt: "2026-03-02T12:00:00.000Z",
  returnableUntil: "2026-04-01T12:00:00.000Z",
  currencyCode: "RON",
  paidOnDelivery: false,
  lines: [
    { lineId: 11, title: "Papillex", variantTitle: "O sticlă", quantity: 2, returnable: 2, unitRefundMinor: 18_900 },
    { lineId: 12, title: "Endo-Well", variantTitle: "Pachet de 3", quantity: 1, returnable: 1, unitRefundMinor: 49_900 },
  ],
  ...changes,
});

export const customerReturn = (changes: Partial<CustomerReturn> = {}): CustomerReturn => ({
  id: 7,
  orderNumber: 1042,
  kind: "return",
  stoppedOrder: false,
  status: "pending",
  refundMethod: "store_credit",
  bankAccountEnding: null,
  details: null,
  currencyCode: "RON",
  refundMinor: 18_900,
  shippingRefundMinor: 0,
  refundRonMinor: 18_900,
  requestedAt: "2026-03-05T10:00:00.000Z",
  refundDueBy: null,
  lines: [{ lineId: 11, title: "Papillex", variantTitle: "O sticlă", quantity: 1, reason: "changed_mind", refundMinor: 18_900 }],
  photos: [],
  timeline: [{ status: "pending", at: "2026-03-05T10:00:00.000Z", message: null }],
  ...changes,
});

export const customerSubscription = (changes: Partial<CustomerSubscription> = {}): CustomerSubscription => ({
  id: 4,
  status: "active",
  productHandle: "papillex",
  title: "Papillex",
  variantTitle: "Abonament lunar",
  quantity: 2,
  interval: "monthly",
  pricePerDeliveryMinor: 31_980,
  nextDeliveryDate: "2026-02-28",
  skippedDate: null,
  resumeOn: null,
  address: null,
  payment: { kind: "cash_on_delivery" },
  deliveries: [{ orderNumber: 1042, placedAt: "2026-01-31T10:00:00.000Z", status: "payment_due_on_delivery" }],
  startedAt: "2026-01-31T10:00:00.000Z",
  cancelledAt: null,
  ...changes,
});

/**
 * Sends the shopper to the hosted payment page: a full page load, since the page is served by the
 * payment provider (here the store's sandbox), not by the app. One place, so tests can watch it.
 */
export function leaveForPayment(paymentUrl: string): void {
  window.location.assign(paymentUrl);
}

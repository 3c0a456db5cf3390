/**
 * Cash on delivery ("ramburs"): nothing is paid online, so the order is confirmed at once and the
 * courier collects the total. Nothing can be started, checked, charged or refunded online: the shop
 * pays a refund back by bank transfer, which the payment service records with the IBAN.
 */
import type { PaymentProvider } from "./payment-provider.ts";

export function createCashOnDeliveryProvider(): PaymentProvider {
  const nothingOnline = () => Promise.reject(new Error("Cash on delivery has nothing online"));
  return {
    name: "cod",
    kind: "on_delivery",
    methods: async () => ["cod"],
    start: nothingOnline,
    check: async () => ({ state: "open" }),
    cancel: async () => ({ state: "cancelled" }),
    refund: nothingOnline,
    chargeSaved: async () => ({ state: "declined", reason: "cash_on_delivery" }),
    forget: async () => undefined,
    startCardSetup: nothingOnline,
    checkCardSetup: async () => ({ state: "cancelled" }),
  };
}

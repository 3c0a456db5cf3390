/**
 * Cash on delivery ("ramburs"): nothing is paid online, so the order is confirmed at once and the
 * courier collects the total. There is no signed result to check, and a refund is paid back by the
 * shop (by bank transfer), which the reference records.
 */
import type { PaymentProvider } from "./payment-provider.ts";

export function createCashOnDeliveryProvider(): PaymentProvider {
  return {
    name: "cod",
    methods: ["cod"],
    createPayment: (attempt) => ({ reference: `COD-${attempt.orderNumber}`, outcome: "due_on_delivery" }),
    resumeUrl: () => undefined,
    confirm: () => null,
    refund: async (payment) => ({ reference: `${payment.reference}-REFUND` }),
  };
}

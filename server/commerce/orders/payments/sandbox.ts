/**
 * The sandbox gateway: a hosted payment page at `/pay/{paymentId}` on this server that plays card,
 * PayPal, Apple Pay and Google Pay, and returns to `/finish` with a signed result, as a real gateway
 * would. Its outcomes are chosen by the shopper's button (pay, decline, cancel); no money moves.
 */
import type { PaymentProvider } from "./payment-provider.ts";
import { HOSTED_PAYMENT_METHODS, type PaymentResult } from "#domain/order-contract";
import type { ResultSigner } from "./result-signing.ts";

export const PAYMENT_PAGE_PATH = "/pay";

/** The store's own page that a hosted payment returns to. */
export const FINISH_PATH = "/finish";

function paymentPageUrl(baseUrl: string, paymentId: string, language: "ro" | "en"): string {
  const url = new URL(`${PAYMENT_PAGE_PATH}/${encodeURIComponent(paymentId)}`, `${baseUrl}/`);
  if (language === "en") url.searchParams.set("lng", "en");
  return url.toString();
}

/** `/finish?order=…&payment=…&result=…&sig=…`: relative, so it returns to whichever host served the page. */
export function finishUrl(
  signer: ResultSigner,
  { paymentId, orderNumber, result, language }: { paymentId: string; orderNumber: number; result: PaymentResult; language: "ro" | "en" },
): string {
  const query = new URLSearchParams({
    order: String(orderNumber),
    payment: paymentId,
    result,
    sig: signer.sign({ paymentId, orderNumber, result }),
  });
  if (language === "en") query.set("lng", "en");
  return `${FINISH_PATH}?${query.toString()}`;
}

export interface SandboxProvider extends PaymentProvider {
  readonly signer: ResultSigner;
}

export function createSandboxProvider({ baseUrl, signer }: { baseUrl: string; signer: ResultSigner }): SandboxProvider {
  return {
    name: "sandbox",
    methods: HOSTED_PAYMENT_METHODS,
    signer,
    createPayment: (attempt) => ({
      reference: `SBX-${attempt.orderNumber}-${attempt.attempt}`,
      paymentUrl: paymentPageUrl(baseUrl, attempt.paymentId, attempt.language),
      outcome: "awaiting_shopper",
    }),
    resumeUrl: (attempt) => paymentPageUrl(baseUrl, attempt.paymentId, attempt.language),
    confirm: (signed) => (signer.verify(signed) ? signed.result : null),
    refund: async (payment) => ({ reference: `${payment.reference}-REFUND` }),
  };
}

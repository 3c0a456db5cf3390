/**
 * The sandbox gateway: a hosted payment page at `/pay/{paymentId}` on this server that plays card,
 * PayPal, Apple Pay and Google Pay, and returns to `/finish` with a signed result, as a real gateway
 * would. Its outcomes are chosen by the shopper's button (pay, decline, cancel); no money moves, so it
 * exists only outside production or with `PAYMENTS_SANDBOX=1` (decision 0024).
 */
import { FINISH_PATH, type PaymentProvider, type SavedMethodDetails } from "./payment-provider.ts";
import { HOSTED_PAYMENT_METHODS, type PaymentResult } from "#domain/order-contract";
import type { ResultSigner } from "./result-signing.ts";

export const PAYMENT_PAGE_PATH = "/pay";

function paymentPageUrl(baseUrl: string, paymentId: string, language: "ro" | "en"): string {
  return pageUrl(baseUrl, `${PAYMENT_PAGE_PATH}/${encodeURIComponent(paymentId)}`, language);
}

/** The sandbox's page where a shopper gives a card for later without paying (a subscription's new card). */
export const CARD_SETUP_PAGE_PATH = `${PAYMENT_PAGE_PATH}/card-setup`;

function pageUrl(baseUrl: string, path: string, language: "ro" | "en"): string {
  const url = new URL(path, `${baseUrl}/`);
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

/** Sandbox tokens that charge successfully, and the one that always declines (for dunning tests). */
export const SANDBOX_DECLINING_TOKEN_SUFFIX = "_declines";

export interface SandboxProvider extends PaymentProvider {
  readonly signer: ResultSigner;
  /** The test card a paid sandbox attempt (or a card setup) saves for renewals: a token, never a number. */
  testCard(paymentId: string, now: Date): SavedMethodDetails;
}

export function createSandboxProvider({ baseUrl, signer }: { baseUrl: string; signer: ResultSigner }): SandboxProvider {
  return {
    name: "sandbox",
    kind: "hosted",
    signer,
    methods: async () => HOSTED_PAYMENT_METHODS,
    start: async (attempt) => ({
      reference: `SBX-${attempt.orderNumber}-${attempt.attempt}`,
      redirectUrl: paymentPageUrl(baseUrl, attempt.paymentId, attempt.language),
    }),
    // The sandbox keeps no state of its own: its page settles attempts through the payment service.
    check: async () => ({ state: "open" }),
    cancel: async () => ({ state: "cancelled" }),
    refund: async ({ chargeReference, idempotencyKey }) => ({ reference: `${chargeReference}-R-${idempotencyKey}` }),
    chargeSaved: async ({ method, idempotencyKey }) =>
      method.providerMethod.endsWith(SANDBOX_DECLINING_TOKEN_SUFFIX)
        ? { state: "declined", reason: "card_declined" }
        : { state: "succeeded", chargeReference: `SBX-CHG-${idempotencyKey}` },
    forget: async () => undefined,
    startCardSetup: async (request) => ({
      reference: `SBX-SETUP-${request.setupId}`,
      redirectUrl: pageUrl(baseUrl, `${CARD_SETUP_PAGE_PATH}/${encodeURIComponent(request.setupId)}`, request.language),
    }),
    // As for payments, the sandbox's page settles a setup through the store itself; asked, it knows nothing more.
    checkCardSetup: async () => ({ state: "open" }),
    testCard: (paymentId, now) => ({
      providerCustomer: null,
      providerMethod: `sbx_pm_${paymentId.slice(4)}`,
      brand: "visa",
      last4: "4242",
      expMonth: 12,
      expYear: now.getUTCFullYear() + 3,
    }),
  };
}

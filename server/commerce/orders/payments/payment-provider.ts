/**
 * The payment provider interface (ARCHITECTURE.md "Payments"). A provider knows how to start an
 * attempt, how to prove what happened to it, and how to give money back; the store's payment service
 * owns the records and the order's state, so a real gateway is one more implementation of this.
 */
import type { PaymentMethod, PaymentResult } from "#domain/order-contract";
export type ProviderName = "cod" | "sandbox";

/** The result a hosted page returns with, as it arrives on `/finish`. */
export interface SignedPaymentResult {
  paymentId: string;
  orderNumber: number;
  result: PaymentResult;
  sig: string;
}

/** One attempt to pay an order, as a provider needs to see it. */
export interface PaymentAttempt {
  /** The attempt's unguessable public id. */
  paymentId: string;
  orderNumber: number;
  attempt: number;
  method: PaymentMethod;
  amountMinor: number;
  currencyCode: string;
  language: "ro" | "en";
}

export interface StartedPayment {
  /** The provider's reference for the attempt. */
  reference: string;
  /** Where to send the shopper; absent when nothing is paid online. */
  paymentUrl?: string;
  /** `due_on_delivery`: the order is confirmed now and paid to the courier; `awaiting_shopper`: the shopper pays on the page. */
  outcome: "due_on_delivery" | "awaiting_shopper";
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** The methods the provider takes; the payment service gives each method to the first provider that offers it. */
  readonly methods: readonly PaymentMethod[];
  createPayment(attempt: PaymentAttempt): StartedPayment;
  /** Where the shopper goes back to pay an attempt still open (an idempotent retry of the order); none for cash. */
  resumeUrl(attempt: Pick<PaymentAttempt, "paymentId" | "language">): string | undefined;
  /** The result a signed return proves, or null when the proof does not hold (or the provider has none). */
  confirm(signed: SignedPaymentResult): PaymentResult | null;
  /** Gives the money of a settled attempt back; answers the provider's reference for the refund. */
  refund(payment: { reference: string; amountMinor: number; currencyCode: string }): Promise<{ reference: string }>;
}

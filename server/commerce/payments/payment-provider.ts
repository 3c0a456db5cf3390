/**
 * The payment provider interface (ARCHITECTURE.md "Payments", decision 0024). A provider starts an
 * attempt on its hosted page, tells what really happened to it when asked, closes it, gives money back
 * and charges a saved method; the store's payment service owns the records and the order's state, so a
 * gateway is one more implementation of this and one more entry in the service's list.
 */
import type { PaymentMethod, PaymentResult } from "#domain/order-contract";

export type ProviderName = "cod" | "sandbox" | "stripe";

/** The store's own page every hosted payment returns to, whichever provider served it. */
export const FINISH_PATH = "/finish";

/** The result a hosted page returns with, as it arrives on `FINISH_PATH` (the sandbox signs it). */
export interface SignedPaymentResult {
  paymentId: string;
  orderNumber: number;
  result: PaymentResult;
  sig: string;
}

/** One attempt to pay an order, as a provider needs to see it. */
export interface PaymentAttempt {
  /** The attempt's unguessable public id; providers use it as their idempotency key. */
  paymentId: string;
  orderNumber: number;
  attempt: number;
  method: PaymentMethod;
  amountMinor: number;
  currencyCode: string;
  language: "ro" | "en";
  email: string;
  /** What the attempt pays: the order at checkout, or one product added to its parcel afterwards (decision 0164). */
  purpose: "checkout" | "parcel_addition";
  /** The attempt pays for a subscription: the provider keeps the method for renewals. */
  saveForRenewals: boolean;
  /** When the attempt stops being payable (the unpaid-order sweep cancels the order then, or closes the addition's page). */
  expiresAt: Date;
  /** When the attempt was written: a provider derives its own deadlines from it, so a repeated start asks the same. */
  createdAt: Date;
}

/** What a reusable payment method is shown as; the provider keeps the method itself. */
export interface SavedMethodDetails {
  providerCustomer: string | null;
  providerMethod: string;
  brand: string;
  last4: string;
  expMonth: number | null;
  expYear: number | null;
}

/**
 * What a provider knows about an attempt, read from the provider itself (never from the shopper):
 * `open` while the shopper may still pay; `paid` with what was really taken.
 */
export type ProviderOutcome =
  | { state: "open" }
  | { state: "declined" }
  | { state: "cancelled" }
  | {
      state: "paid";
      amountMinor: number;
      currencyCode: string;
      chargeReference: string | null;
      saved: SavedMethodDetails | null;
    };

export interface HostedStart {
  reference: string;
  redirectUrl: string;
}

export type SavedChargeOutcome =
  | { state: "succeeded"; chargeReference: string }
  /** The bank wants the cardholder (3-D Secure): the shopper must pay this one in person. */
  | { state: "requires_action"; chargeReference: string | null }
  | { state: "declined"; reason: string };

/** A card to keep for renewals, given on the provider's hosted page without a payment (a subscription's new card). */
export interface CardSetupRequest {
  /** The setup's unguessable public id; the provider's idempotency key and the way back to the store. */
  setupId: string;
  email: string;
  language: "ro" | "en";
  /** The provider's customer of the card it replaces, so the new one joins it; null: a new customer. */
  providerCustomer: string | null;
  /** Where the provider sends the shopper back, whatever happened (the store asks the provider what did). */
  returnUrl: string;
  createdAt: Date;
}

/** What a provider says became of a card setup, read from the provider itself. */
export type CardSetupOutcome = { state: "open" } | { state: "cancelled" } | { state: "saved"; saved: SavedMethodDetails };

export interface PaymentProvider {
  readonly name: ProviderName;
  /**
   * The methods the provider takes for a charge in this currency, as the provider's account has them
   * enabled; the payment service gives each method to the first provider that offers it.
   */
  methods(currencyCode: string): Promise<readonly PaymentMethod[]>;
  /** `on_delivery`: nothing is paid online, the order is confirmed at once. */
  readonly kind: "hosted" | "on_delivery";
  /** Opens the attempt on the provider's hosted page; the same attempt twice answers the same page. */
  start(attempt: PaymentAttempt): Promise<HostedStart>;
  /** What the provider says happened to an attempt it started. */
  check(reference: string): Promise<ProviderOutcome>;
  /** Closes an open attempt so it can no longer be paid; answers what it ended as (paid, if it beat us). */
  cancel(reference: string): Promise<ProviderOutcome>;
  /** Gives back part or all of what a settled attempt took; the same key twice refunds once. */
  refund(request: { chargeReference: string; amountMinor: number; currencyCode: string; idempotencyKey: string }): Promise<{
    reference: string;
  }>;
  /** Charges a saved method without the shopper present (a renewal); the same key twice charges once. */
  chargeSaved(request: {
    method: Pick<SavedMethodDetails, "providerCustomer" | "providerMethod">;
    amountMinor: number;
    currencyCode: string;
    idempotencyKey: string;
    description: string;
  }): Promise<SavedChargeOutcome>;
  /** Opens a hosted page where the shopper gives a card kept for later charges, without paying now. */
  startCardSetup(request: CardSetupRequest): Promise<HostedStart>;
  /** What became of a card setup the provider started. */
  checkCardSetup(reference: string): Promise<CardSetupOutcome>;
  /** Forgets a saved method at the provider, so it can never be charged again. */
  forget(method: Pick<SavedMethodDetails, "providerCustomer" | "providerMethod">): Promise<void>;
}

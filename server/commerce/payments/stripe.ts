/**
 * Stripe as the card gateway (decision 0024): a Checkout Session per attempt for card (with Apple Pay
 * and Google Pay on the same page) and PayPal, facts read back from Stripe itself, refunds and
 * off-session charges of saved cards. Every call that creates or changes something carries an
 * idempotency key derived from the store's own ids, so a retry after a timeout or a crash changes
 * nothing twice. `apiBase` points the SDK at a local fake in tests.
 */
import { createRequire } from "node:module";
import type Stripe from "stripe";
import type { PaymentMethod } from "#domain/order-contract";
import {
  FINISH_PATH,
  type CardSetupOutcome,
  type PaymentAttempt,
  type PaymentProvider,
  type ProviderOutcome,
  type SavedMethodDetails,
} from "./payment-provider.ts";

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Where the API answers; unset: Stripe's own. */
  apiBase: string | undefined;
}

/** Currencies Stripe charges PayPal in; the store's others (RON, JPY, …) are offered card only. */
const PAYPAL_CURRENCIES = new Set(["EUR", "GBP", "USD", "CHF", "CZK", "DKK", "NOK", "PLN", "SEK", "AUD", "CAD", "HKD", "NZD", "SGD"]);

/** How long the account's enabled methods are believed before they are read again. */
const METHODS_CACHE_MS = 10 * 60_000;

/**
 * Stripe refuses a Checkout Session that expires in less than 30 minutes or more than 24 hours from its
 * creation. The bounds count from the attempt's own creation, so a start repeated under the same
 * idempotency key sends the same `expires_at` (Stripe answers 400 to one key with other parameters);
 * the margin lets a start a few minutes late still ask for at least 30 minutes.
 */
const SESSION_LIFETIME_MS = { min: 35 * 60_000, max: 23 * 3_600_000 };

export interface StripeProvider extends PaymentProvider {
  /** Verifies a webhook's signature and answers the Checkout Session it is about, if any (else null). */
  sessionOfEvent(
    rawBody: string,
    signature: string | undefined,
  ): { sessionId: string; paymentId: string | null; cardSetupId: string | null } | null;
}

/** Thrown for a webhook whose signature does not hold: the route answers 400 and changes nothing. */
export class WebhookSignatureError extends Error {}

const SESSION_EVENTS = new Set([
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.async_payment_failed",
  "checkout.session.expired",
]);

function stripeClient(sdk: typeof Stripe, { secretKey, apiBase }: StripeSettings): Stripe {
  const base = apiBase ? new URL(apiBase) : undefined;
  return new sdk(secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === "https:" ? 443 : 80),
          protocol: base.protocol === "https:" ? "https" : "http",
        }
      : {}),
  });
}

function returnUrl(baseUrl: string, attempt: PaymentAttempt, extra: Record<string, string>): string {
  const url = new URL(FINISH_PATH, `${baseUrl}/`);
  url.searchParams.set("order", String(attempt.orderNumber));
  url.searchParams.set("payment", attempt.paymentId);
  for (const [key, value] of Object.entries(extra)) url.searchParams.set(key, value);
  if (attempt.language === "en") url.searchParams.set("lng", "en");
  return url.toString();
}

/** What the shopper sees paid on Stripe's page: the order, or the product added to its parcel. */
function productName(brandName: string, { purpose, orderNumber, language }: PaymentAttempt): string {
  if (purpose === "parcel_addition") {
    return language === "en" ? `${brandName}: added to order #${orderNumber}` : `${brandName}: adăugat la comanda #${orderNumber}`;
  }
  return language === "en" ? `${brandName} order #${orderNumber}` : `${brandName} comanda #${orderNumber}`;
}

/** The card an intent's expanded payment method holds, as the store keeps it; null for any other method. */
function cardOf(intent: Stripe.PaymentIntent | Stripe.SetupIntent): SavedMethodDetails | null {
  const method = intent.payment_method;
  if (!method || typeof method === "string" || !method.card) return null;
  const customer = typeof intent.customer === "string" ? intent.customer : (intent.customer?.id ?? null);
  return {
    providerCustomer: customer,
    providerMethod: method.id,
    brand: method.card.brand,
    last4: method.card.last4,
    expMonth: method.card.exp_month,
    expYear: method.card.exp_year,
  };
}

/** What a Checkout Session (with its PaymentIntent expanded) says happened. */
function outcomeOf(session: Stripe.Checkout.Session): ProviderOutcome {
  if (session.status === "expired") return { state: "cancelled" };
  if (session.status !== "complete") return { state: "open" };
  const intent = typeof session.payment_intent === "object" ? session.payment_intent : null;
  if (session.payment_status === "paid") {
    return {
      state: "paid",
      amountMinor: session.amount_total ?? 0,
      currencyCode: (session.currency ?? "").toUpperCase(),
      chargeReference: intent?.id ?? (typeof session.payment_intent === "string" ? session.payment_intent : null),
      saved: intent?.setup_future_usage ? cardOf(intent) : null,
    };
  }
  // Complete but unpaid: a delayed method still processing, or one that failed.
  if (intent && (intent.status === "requires_payment_method" || intent.status === "canceled")) return { state: "declined" };
  return { state: "open" };
}

/** What a setup-mode Checkout Session (its SetupIntent's payment method expanded) says became of the card. */
function setupOutcomeOf(session: Stripe.Checkout.Session): CardSetupOutcome {
  if (session.status === "expired") return { state: "cancelled" };
  const intent = typeof session.setup_intent === "object" ? session.setup_intent : null;
  if (session.status !== "complete" || intent?.status !== "succeeded") return { state: "open" };
  const saved = cardOf(intent);
  return saved ? { state: "saved", saved } : { state: "open" };
}

/**
 * The SDK, loaded when a store configured for Stripe builds its provider: it takes a few hundred milliseconds to load,
 * which every start of a store without Stripe (and every test) would pay for nothing. Its CommonJS entry loads
 * synchronously, so the provider is built as before.
 */
const loadStripe = (): typeof Stripe => createRequire(import.meta.url)("stripe") as typeof Stripe;

export function createStripeProvider({
  settings,
  baseUrl,
  brandName,
}: {
  settings: StripeSettings;
  baseUrl: string;
  brandName: string;
}): StripeProvider {
  const sdk = loadStripe();
  const stripe = stripeClient(sdk, settings);
  const isStripeError = (error: unknown, type: string) => error instanceof sdk.errors.StripeError && error.type === type;
  let enabled: { at: number; methods: Promise<Set<PaymentMethod>> } | undefined;

  async function readEnabledMethods(): Promise<Set<PaymentMethod>> {
    const configurations = await stripe.paymentMethodConfigurations.list({ limit: 20 });
    const active = configurations.data.filter((configuration) => configuration.active);
    const chosen = active.find((configuration) => configuration.is_default) ?? active[0];
    // An account that answers no configuration still takes cards: Stripe enables them on every account.
    if (!chosen) return new Set(["card"]);
    const methods = new Set<PaymentMethod>();
    if (chosen.card?.available) methods.add("card");
    if (chosen.apple_pay?.available) methods.add("apple_pay");
    if (chosen.google_pay?.available) methods.add("google_pay");
    if (chosen.paypal?.available) methods.add("paypal");
    return methods;
  }

  function enabledMethods(): Promise<Set<PaymentMethod>> {
    if (!enabled || Date.now() - enabled.at > METHODS_CACHE_MS) {
      const methods = readEnabledMethods().catch(() => {
        // Unknown for now: cards only, and ask again on the next checkout instead of in ten minutes.
        enabled = undefined;
        return new Set<PaymentMethod>(["card"]);
      });
      enabled = { at: Date.now(), methods };
    }
    return enabled.methods;
  }

  async function customerFor(attempt: PaymentAttempt): Promise<string> {
    const customer = await stripe.customers.create(
      { email: attempt.email, metadata: { order_number: String(attempt.orderNumber) } },
      { idempotencyKey: `customer:${attempt.paymentId}` },
    );
    return customer.id;
  }

  async function check(reference: string): Promise<ProviderOutcome> {
    const session = await stripe.checkout.sessions.retrieve(reference, { expand: ["payment_intent.payment_method"] });
    return outcomeOf(session);
  }

  return {
    name: "stripe",
    kind: "hosted",

    async methods(currencyCode) {
      const available = await enabledMethods();
      return [...available].filter((method) => method !== "paypal" || PAYPAL_CURRENCIES.has(currencyCode.toUpperCase()));
    },

    async start(attempt) {
      const save = attempt.saveForRenewals && attempt.method !== "paypal";
      const customer = save ? await customerFor(attempt) : undefined;
      const created = attempt.createdAt.getTime();
      const lifetime = Math.min(Math.max(attempt.expiresAt.getTime() - created, SESSION_LIFETIME_MS.min), SESSION_LIFETIME_MS.max);
      const metadata = { payment_id: attempt.paymentId, order_number: String(attempt.orderNumber) };
      const session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          client_reference_id: String(attempt.orderNumber),
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: attempt.currencyCode.toLowerCase(),
                unit_amount: attempt.amountMinor,
                product_data: { name: productName(brandName, attempt) },
              },
            },
          ],
          // A filter on what the account has enabled: Apple Pay and Google Pay come with cards, where the device has them.
          allowed_payment_method_types: [attempt.method === "paypal" ? "paypal" : "card"],
          ...(customer ? { customer } : { customer_email: attempt.email }),
          payment_intent_data: { metadata, ...(save ? { setup_future_usage: "off_session" as const } : {}) },
          metadata,
          locale: attempt.language,
          success_url: returnUrl(baseUrl, attempt, {}),
          cancel_url: returnUrl(baseUrl, attempt, { cancelled: "1" }),
          expires_at: Math.floor((created + lifetime) / 1000),
        },
        { idempotencyKey: `checkout:${attempt.paymentId}` },
      );
      if (!session.url) throw new Error(`Stripe answered Checkout Session ${session.id} without a URL`);
      return { reference: session.id, redirectUrl: session.url };
    },

    check,

    async cancel(reference) {
      try {
        const session = await stripe.checkout.sessions.expire(reference, {}, { idempotencyKey: `expire:${reference}` });
        return outcomeOf(session);
      } catch (error) {
        // Not open any more: it was paid or expired meanwhile, and Stripe knows which.
        if (isStripeError(error, "StripeInvalidRequestError")) return check(reference);
        throw error;
      }
    },

    async refund({ chargeReference, amountMinor, idempotencyKey }) {
      const refund = await stripe.refunds.create(
        { payment_intent: chargeReference, amount: amountMinor },
        { idempotencyKey: `refund:${idempotencyKey}` },
      );
      return { reference: refund.id };
    },

    async chargeSaved({ method, amountMinor, currencyCode, idempotencyKey, description }) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: amountMinor,
            currency: currencyCode.toLowerCase(),
            ...(method.providerCustomer ? { customer: method.providerCustomer } : {}),
            payment_method: method.providerMethod,
            off_session: true,
            confirm: true,
            description,
          },
          { idempotencyKey: `charge:${idempotencyKey}` },
        );
        if (intent.status === "succeeded") return { state: "succeeded", chargeReference: intent.id };
        if (intent.status === "requires_action") return { state: "requires_action", chargeReference: intent.id };
        return { state: "declined", reason: intent.status };
      } catch (error) {
        if (!(error instanceof sdk.errors.StripeCardError)) throw error;
        const intentId = (error.raw as { payment_intent?: { id?: string } }).payment_intent?.id ?? null;
        if (error.code === "authentication_required") return { state: "requires_action", chargeReference: intentId };
        return { state: "declined", reason: error.decline_code ?? error.code ?? "card_declined" };
      }
    },

    async startCardSetup(request) {
      // A card kept for off-session charges must belong to a Stripe customer: the old card's, or a new one.
      const customer =
        request.providerCustomer ??
        (
          await stripe.customers.create(
            { email: request.email, metadata: { card_setup: request.setupId } },
            { idempotencyKey: `customer:${request.setupId}` },
          )
        ).id;
      const session = await stripe.checkout.sessions.create(
        {
          mode: "setup",
          customer,
          allowed_payment_method_types: ["card"],
          metadata: { card_setup_id: request.setupId },
          locale: request.language,
          success_url: request.returnUrl,
          cancel_url: request.returnUrl,
          expires_at: Math.floor((request.createdAt.getTime() + SESSION_LIFETIME_MS.min) / 1000),
        },
        { idempotencyKey: `setup:${request.setupId}` },
      );
      if (!session.url) throw new Error(`Stripe answered setup session ${session.id} without a URL`);
      return { reference: session.id, redirectUrl: session.url };
    },

    async checkCardSetup(reference) {
      const session = await stripe.checkout.sessions.retrieve(reference, { expand: ["setup_intent.payment_method"] });
      return setupOutcomeOf(session);
    },

    async forget(method) {
      try {
        await stripe.paymentMethods.detach(method.providerMethod, {}, { idempotencyKey: `detach:${method.providerMethod}` });
      } catch (error) {
        // Already gone at Stripe: forgotten is what we wanted.
        if (!(error instanceof sdk.errors.StripeError && error.code === "resource_missing")) throw error;
      }
    },

    sessionOfEvent(rawBody, signature) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? "", settings.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : "bad signature");
      }
      if (!SESSION_EVENTS.has(event.type)) return null;
      const session = event.data.object as Stripe.Checkout.Session;
      return {
        sessionId: session.id,
        paymentId: session.metadata?.payment_id ?? null,
        cardSetupId: session.mode === "setup" ? (session.metadata?.card_setup_id ?? null) : null,
      };
    },
  };
}

/**
 * A fake of Stripe's HTTP API on 127.0.0.1, for tests (there is no internet here). The official `stripe` SDK
 * reaches it through `host`/`port`/`protocol: "http"`; it posts signed webhooks to the store as Stripe does; a
 * browser pays on its stand-in for Stripe's hosted Checkout page. What Stripe would keep (sessions, payment
 * intents, payment methods, customers, refunds, events) is in maps that tests read and change.
 *
 * Covered, shaped as Stripe's API reference has them: Checkout Sessions (create, retrieve with `expand`,
 * expire) paid, failed or expired by the test; customers; refunds up to what was paid; off-session charges of
 * saved cards that succeed, are declined or want the cardholder; detaching a card; the account's payment method
 * configuration. Every API request is recorded; the secret test key is checked; an `Idempotency-Key` replays
 * the first answer (and is refused with other parameters); errors have Stripe's bodies and statuses, so the SDK
 * throws its own error classes; `failNextRequests` stands for an outage.
 *
 * Not covered: 3-D Secure on the hosted page (its Pay button always pays, with Visa 4242), disputes, refunds
 * that fail after they were accepted, Stripe Tax, minimum charge amounts, which currencies a method takes, real
 * wallets (Apple Pay and Google Pay are only flags of the configuration), sessions expiring by the clock (call
 * `expire`), webhook retries, errors for unknown parameters, pagination, Price and Product objects.
 */
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { checkoutPage, notFoundPage, sendHtml } from "./stripe-checkout-page.ts";
import type { Customer, LineItem, PaymentIntent, PaymentMethod, Refund, Session, SetupIntent } from "./stripe-objects.ts";
import {
  ApiError,
  integer,
  invalidParam,
  invalidRequest,
  missingParam,
  noSuch,
  parseForm,
  requiredInteger,
  requiredText,
  stringMap,
  text,
  texts,
  valueAt,
  type Form,
} from "./stripe-form.ts";

/** Stripe's JSON as tests read it (`fake.sessions.get(id).status`): as loose as it comes off the wire. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests reach into Stripe's objects without guards, as its JSON allows
type Loose = any;

export interface RecordedRequest {
  method: string;
  /** Without the query string: a GET's query parameters are in `body`. */
  path: string;
  /** Stripe's form encoding as nested objects and arrays; the values stay strings. */
  body: Record<string, Loose>;
  idempotencyKey: string | undefined;
}

export type ConfigurableMethod = "card" | "apple_pay" | "google_pay" | "paypal";

export interface PayOptions {
  /** False: the session is paid but no event is sent, as when the webhook is late. */
  sendWebhook?: boolean;
  /** What Stripe says was paid, when a test wants it to differ from the session's amount. */
  amountTotal?: number;
}

export interface FakeStripe {
  /** `http://127.0.0.1:PORT`: the API under `/v1`, the hosted page under `/checkout/{session id}`. */
  readonly url: string;
  readonly port: number;
  /** Every API request received, in order (the hosted page's are not API requests). */
  readonly requests: RecordedRequest[];
  readonly sessions: Map<string, Loose>;
  readonly paymentIntents: Map<string, Loose>;
  readonly refunds: Map<string, Loose>;
  readonly customers: Map<string, Loose>;
  readonly paymentMethods: Map<string, Loose>;
  readonly setupIntents: Map<string, Loose>;
  /** Every event the fake made, whether or not a webhook URL was set to receive it. */
  readonly events: Loose[];
  /** The account's payment methods, as `GET /v1/payment_method_configurations` answers them. */
  readonly enabled: Record<ConfigurableMethod, boolean>;
  /** Where events are posted, signed with `secret`; set `url` once the store listens. */
  readonly webhook: { url: string | undefined; secret: string };
  /** Payment method ids whose off-session charges the bank declines (insufficient funds). */
  readonly decliningMethods: Set<string>;
  /** Payment method ids whose charges the bank confirms only with the cardholder (3-D Secure). */
  readonly authenticationRequiredMethods: Set<string>;
  /** The shopper pays the session by card; answers the store's status for `checkout.session.completed`. */
  pay(sessionId: string, options?: PayOptions): Promise<number | undefined>;
  /** The shopper gives a card on a setup-mode session's page: a SetupIntent succeeds with a card attached to its customer. */
  saveCard(sessionId: string, options?: { sendWebhook?: boolean }): Promise<number | undefined>;
  /** A delayed method fails: the session is complete but unpaid (`checkout.session.async_payment_failed`). */
  failAsync(sessionId: string): Promise<number | undefined>;
  /** The session runs out of time (`checkout.session.expired`). */
  expire(sessionId: string): Promise<number | undefined>;
  /** Posts an event about `object` to the webhook URL; answers the store's status. */
  sendEvent(type: string, object: unknown, options?: { signatureSecret?: string }): Promise<number>;
  /** The next `count` API requests answer 500, as during an outage. */
  failNextRequests(count: number): void;
  /** Waits for the webhooks still on their way, then stops listening. */
  close(): Promise<void>;
}

export async function startFakeStripe({ webhookSecret }: { webhookSecret: string }): Promise<FakeStripe> {
  const server = createServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return new StripeFake(server, webhookSecret);
}

/** What a new session's mode decides (payment or setup); the rest is read from the form alike. */
type SessionByMode = Pick<
  Session,
  | "payment_status"
  | "mode"
  | "currency"
  | "amount_subtotal"
  | "amount_total"
  | "customer"
  | "customer_email"
  | "allowed_payment_method_types"
  | "payment_method_types"
>;

/** What a session keeps beside its public fields: the page shows the items, `pay` builds the intent from the rest. */
interface CheckoutSetup {
  items: LineItem[];
  intentMetadata: Record<string, string>;
  intentDescription: string | null;
  setupFutureUsage: string | null;
}

interface ApiAnswer {
  status: number;
  /** Serialized when answered, so a replay is byte for byte the first answer. */
  body: string;
  replayed?: boolean;
}

interface Route {
  method: "GET" | "POST";
  path: RegExp;
  /** Answers the object (200) or throws an ApiError; `id` is the path's one parameter, if it has one. */
  handle(form: Form, id: string): object;
}

const CONFIGURABLE_METHODS: readonly ConfigurableMethod[] = ["card", "apple_pay", "google_pay", "paypal"];

/** Stripe's test tokens (`pm_card_visa`, `pm_card_mastercard`, …): each use makes a new card payment method. */
const TEST_TOKEN = /^pm_card_\w+$/;

/** Stripe refuses a session that expires sooner than this, or later than a day, after it is made. */
const SESSION_LIFETIME_SECONDS = { min: 30 * 60, max: 24 * 3600 };

class StripeFake implements FakeStripe {
  readonly url: string;
  readonly port: number;
  readonly requests: RecordedRequest[] = [];
  readonly sessions = new Map<string, Session>();
  readonly paymentIntents = new Map<string, PaymentIntent>();
  readonly refunds = new Map<string, Refund>();
  readonly customers = new Map<string, Customer>();
  readonly paymentMethods = new Map<string, PaymentMethod>();
  readonly setupIntents = new Map<string, SetupIntent>();
  readonly events: object[] = [];
  readonly enabled: Record<ConfigurableMethod, boolean> = { card: true, apple_pay: true, google_pay: true, paypal: false };
  readonly webhook: { url: string | undefined; secret: string };
  readonly decliningMethods = new Set<string>();
  readonly authenticationRequiredMethods = new Set<string>();

  private readonly server: Server;
  private readonly checkouts = new Map<string, CheckoutSetup>();
  private readonly idempotent = new Map<string, { request: string; answer: ApiAnswer }>();
  private readonly deliveries = new Set<Promise<unknown>>();
  private failuresLeft = 0;

  private readonly routes: Route[] = [
    { method: "GET", path: /^\/v1\/payment_method_configurations$/, handle: () => this.configurations() },
    { method: "POST", path: /^\/v1\/customers$/, handle: (form) => this.createCustomer(form) },
    { method: "POST", path: /^\/v1\/checkout\/sessions$/, handle: (form) => this.createSession(form) },
    { method: "GET", path: /^\/v1\/checkout\/sessions\/([^/]+)$/, handle: (_form, id) => this.existingSession(id) },
    { method: "POST", path: /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/, handle: (_form, id) => this.expireThroughApi(id) },
    { method: "POST", path: /^\/v1\/refunds$/, handle: (form) => this.createRefund(form) },
    { method: "POST", path: /^\/v1\/payment_intents$/, handle: (form) => this.createPaymentIntent(form) },
    { method: "POST", path: /^\/v1\/payment_methods\/([^/]+)\/detach$/, handle: (_form, id) => this.detach(id) },
  ];

  constructor(server: Server, webhookSecret: string) {
    this.server = server;
    this.port = (server.address() as AddressInfo).port;
    this.url = `http://127.0.0.1:${this.port}`;
    this.webhook = { url: undefined, secret: webhookSecret };
    server.on("request", (request: IncomingMessage, response: ServerResponse) => void this.handle(request, response));
  }

  async pay(sessionId: string, { sendWebhook = true, amountTotal }: PayOptions = {}): Promise<number | undefined> {
    const session = this.openSession(sessionId);
    // Checkout attaches the card to the customer only when it is kept for later payments.
    const keep = this.checkouts.get(sessionId)!.setupFutureUsage !== null;
    const method = this.newCard(keep ? session.customer : null);
    const intent = this.sessionIntent(session, { amount: amountTotal ?? session.amount_total ?? 0, payment_method: method.id });
    succeed(intent);
    Object.assign(session, { status: "complete", payment_status: "paid", payment_intent: intent.id, amount_total: intent.amount });
    return sendWebhook ? this.notify("checkout.session.completed", session) : undefined;
  }

  async saveCard(sessionId: string, { sendWebhook = true }: { sendWebhook?: boolean } = {}): Promise<number | undefined> {
    const session = this.openSession(sessionId);
    if (session.mode !== "setup") throw new Error(`Session ${sessionId} is not in setup mode`);
    const method = this.newCard(session.customer);
    const intent: SetupIntent = {
      id: newId("seti"),
      object: "setup_intent",
      status: "succeeded",
      usage: "off_session",
      customer: session.customer,
      payment_method: method.id,
      metadata: session.metadata ?? {},
      created: nowSeconds(),
      livemode: false,
    };
    this.setupIntents.set(intent.id, intent);
    Object.assign(session, { status: "complete", setup_intent: intent.id });
    return sendWebhook ? this.notify("checkout.session.completed", session) : undefined;
  }

  async failAsync(sessionId: string): Promise<number | undefined> {
    const session = this.openSession(sessionId);
    const intent = this.sessionIntent(session, { amount: session.amount_total ?? 0, payment_method: null });
    Object.assign(session, { status: "complete", payment_status: "unpaid", payment_intent: intent.id });
    return this.notify("checkout.session.async_payment_failed", session);
  }

  async expire(sessionId: string): Promise<number | undefined> {
    const session = this.openSession(sessionId);
    session.status = "expired";
    return this.notify("checkout.session.expired", session);
  }

  sendEvent(type: string, object: unknown, { signatureSecret }: { signatureSecret?: string } = {}): Promise<number> {
    return this.deliver(this.newEvent(type, object), signatureSecret);
  }

  failNextRequests(count: number): void {
    this.failuresLeft = count;
  }

  async close(): Promise<void> {
    await Promise.all(this.deliveries);
    const closed = new Promise<void>((resolve, reject) => this.server.close((error) => (error ? reject(error) : resolve())));
    // The SDK keeps its connections alive; without this, close would wait for them to time out.
    this.server.closeAllConnections();
    await closed;
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? "/", this.url);
    try {
      if (url.pathname.startsWith("/v1/")) await this.serveApi(request, response, url);
      else await this.servePage(request, response, url.pathname);
    } catch (error) {
      // A bug in the fake, or a store that did not take the webhook of a payment made on the page: loud, so the test fails.
      response.writeHead(500, { "Content-Type": "text/plain" }).end(error instanceof Error ? error.stack : String(error));
    }
  }

  private async serveApi(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    const method = request.method ?? "GET";
    const form = parseForm(method === "GET" ? url.searchParams : new URLSearchParams(await readBody(request)));
    const key = request.headers["idempotency-key"];
    const idempotencyKey = typeof key === "string" ? key : undefined;
    this.requests.push({ method, path: url.pathname, body: form, idempotencyKey });
    const answer = this.answer(method, url.pathname, form, request.headers.authorization, idempotencyKey);
    response.writeHead(answer.status, {
      "Content-Type": "application/json",
      "Request-Id": newId("req"),
      "Stripe-Version": Stripe.API_VERSION,
      ...(idempotencyKey ? { "Idempotency-Key": idempotencyKey } : {}),
      ...(answer.replayed ? { "Idempotent-Replayed": "true" } : {}),
    });
    response.end(answer.body);
  }

  private answer(
    method: string,
    path: string,
    form: Form,
    authorization: string | undefined,
    idempotencyKey: string | undefined,
  ): ApiAnswer {
    const refusal = authorizationRefusal(authorization);
    if (refusal) return failed(refusal);
    if (this.failuresLeft > 0) {
      this.failuresLeft -= 1;
      return failed(new ApiError(500, { type: "api_error", message: "The fake is failing this request, as asked by failNextRequests." }));
    }
    if (method !== "POST" || !idempotencyKey) return this.route(method, path, form);
    return this.idempotently(idempotencyKey, `${method} ${path} ${JSON.stringify(form)}`, () => this.route(method, path, form));
  }

  /** Stripe answers a key's first result again, without doing anything, for the same request; another request with it is an error. */
  private idempotently(key: string, request: string, run: () => ApiAnswer): ApiAnswer {
    const stored = this.idempotent.get(key);
    if (stored && stored.request !== request) {
      const message = `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`;
      return failed(new ApiError(400, { type: "idempotency_error", message }));
    }
    if (stored) return { ...stored.answer, replayed: true };
    const answer = run();
    this.idempotent.set(key, { request, answer });
    return answer;
  }

  private route(method: string, path: string, form: Form): ApiAnswer {
    for (const route of this.routes) {
      const match = route.method === method ? route.path.exec(path) : null;
      if (!match) continue;
      try {
        const object = route.handle(form, decodeURIComponent(match[1] ?? ""));
        return { status: 200, body: JSON.stringify(this.expanded(object, texts(form, "expand") ?? [])) };
      } catch (error) {
        if (error instanceof ApiError) return failed(error);
        throw error;
      }
    }
    return failed(invalidRequest(`Unrecognized request URL (${method}: ${path}). The fake does not have this endpoint.`, {}, 404));
  }

  /** `expand[]=payment_intent.payment_method`: each id on the path replaced by a copy of its object. */
  private expanded(object: object, paths: string[]): object {
    if (paths.length === 0) return object;
    const copy = structuredClone(object) as Record<string, unknown>;
    for (const path of paths) this.expandPath(copy, path.split("."), path);
    return copy;
  }

  private expandPath(node: Record<string, unknown>, [field = "", ...rest]: string[], path: string): void {
    const value = node[field];
    if (value === null) return;
    const target = typeof value === "string" ? this.objectWithId(value) : value;
    if (typeof target !== "object" || target === null) {
      throw invalidRequest(`This property cannot be expanded (${path}).`, { param: "expand" });
    }
    const expanded = structuredClone(target) as Record<string, unknown>;
    node[field] = expanded;
    if (rest.length > 0) this.expandPath(expanded, rest, path);
  }

  private objectWithId(id: string): object | undefined {
    const stores: ReadonlyMap<string, object>[] = [
      this.sessions,
      this.paymentIntents,
      this.paymentMethods,
      this.customers,
      this.refunds,
      this.setupIntents,
    ];
    return stores.map((store) => store.get(id)).find((object) => object !== undefined);
  }

  private configurations() {
    const setting = (on: boolean) => ({
      available: on,
      display_preference: { overridable: null, preference: on ? "on" : "off", value: on ? "on" : "off" },
    });
    const configuration = {
      id: "pmc_fake_default",
      object: "payment_method_configuration",
      active: true,
      is_default: true,
      name: "Default",
      livemode: false,
      application: null,
      parent: null,
      ...Object.fromEntries(CONFIGURABLE_METHODS.map((method) => [method, setting(this.enabled[method])])),
    };
    return { object: "list", url: "/v1/payment_method_configurations", has_more: false, data: [configuration] };
  }

  private createCustomer(form: Form): Customer {
    const customer: Customer = {
      id: newId("cus"),
      object: "customer",
      email: text(form, "email") ?? null,
      name: text(form, "name") ?? null,
      metadata: stringMap(form, "metadata"),
      created: nowSeconds(),
      livemode: false,
    };
    this.customers.set(customer.id, customer);
    return customer;
  }

  private createSession(form: Form): Session {
    const mode = requiredText(form, "mode");
    if (mode === "setup") return this.createSetupSession(form);
    if (mode !== "payment") throw invalidRequest("The fake takes mode=payment or mode=setup only.", { param: "mode" });
    const items = lineItems(form);
    const customer = this.customerParam(form);
    const customerEmail = text(form, "customer_email") ?? null;
    if (customer && customerEmail) {
      throw invalidRequest("You may only specify one of these parameters: customer, customer_email.", { param: "customer_email" });
    }
    const allowed = texts(form, "allowed_payment_method_types");
    const amount = items.reduce((sum, item) => sum + item.unitAmount * item.quantity, 0);
    return this.newSession(
      form,
      {
        payment_status: "unpaid",
        mode: "payment",
        currency: items[0]!.currency,
        amount_subtotal: amount,
        amount_total: amount,
        customer,
        customer_email: customerEmail,
        allowed_payment_method_types: allowed ?? null,
        payment_method_types: this.enabledTypes(allowed ?? texts(form, "payment_method_types")),
      },
      {
        items,
        intentMetadata: stringMap(form, "payment_intent_data[metadata]"),
        intentDescription: text(form, "payment_intent_data[description]") ?? null,
        setupFutureUsage: text(form, "payment_intent_data[setup_future_usage]") ?? null,
      },
    );
  }

  /** A setup-mode session: no amount, a customer the card will belong to, and card as its only method here. */
  private createSetupSession(form: Form): Session {
    const customer = this.customerParam(form);
    const allowed = texts(form, "allowed_payment_method_types");
    if (!allowed && !text(form, "currency")) {
      throw invalidRequest("currency is required in setup mode when allowed_payment_method_types is not set.", { param: "currency" });
    }
    return this.newSession(
      form,
      {
        payment_status: "no_payment_required",
        mode: "setup",
        currency: text(form, "currency") ?? null,
        amount_subtotal: null,
        amount_total: null,
        customer,
        customer_email: null,
        allowed_payment_method_types: allowed ?? null,
        payment_method_types: this.enabledTypes(allowed),
      },
      { items: [], intentMetadata: {}, intentDescription: null, setupFutureUsage: null },
    );
  }

  /**
   * A new open session, kept with what its payment will need: the fields both modes read from the form alike, and
   * `byMode`, those the mode decides.
   */
  private newSession(form: Form, byMode: SessionByMode, checkout: CheckoutSetup): Session {
    const id = newId("cs_test");
    const session: Session = {
      id,
      object: "checkout.session",
      url: `${this.url}/checkout/${id}`,
      status: "open",
      payment_status: byMode.payment_status,
      mode: byMode.mode,
      currency: byMode.currency,
      amount_subtotal: byMode.amount_subtotal,
      amount_total: byMode.amount_total,
      client_reference_id: text(form, "client_reference_id") ?? null,
      customer: byMode.customer,
      customer_email: byMode.customer_email,
      metadata: stringMap(form, "metadata"),
      success_url: text(form, "success_url") ?? null,
      cancel_url: text(form, "cancel_url") ?? null,
      expires_at: expiresAt(form),
      created: nowSeconds(),
      payment_intent: null,
      setup_intent: null,
      locale: text(form, "locale") ?? null,
      allowed_payment_method_types: byMode.allowed_payment_method_types,
      payment_method_types: byMode.payment_method_types,
      livemode: false,
    };
    this.sessions.set(id, session);
    this.checkouts.set(id, checkout);
    return session;
  }

  /** The session's method types: those asked for, which the account must have on; else all it has on. */
  private enabledTypes(asked: string[] | undefined): string[] {
    const isOn = (type: string) => CONFIGURABLE_METHODS.some((method) => method === type && this.enabled[method]);
    if (!asked) return ["card", "paypal"].filter(isOn);
    const off = asked.find((type) => !isOn(type));
    if (off) {
      throw invalidRequest(`The payment method type "${off}" is invalid. Please ensure the provided type is activated in your dashboard.`, {
        param: "payment_method_types",
      });
    }
    return asked;
  }

  private existingSession(id: string): Session {
    const session = this.sessions.get(id);
    if (!session) throw noSuch("checkout.session", id, "id");
    return session;
  }

  private expireThroughApi(id: string): Session {
    const session = this.existingSession(id);
    if (session.status !== "open") {
      throw invalidRequest(
        `Only Checkout Sessions with a status in [open] can be expired. This Checkout Session has a status of ${session.status}.`,
      );
    }
    session.status = "expired";
    this.notifyLater("checkout.session.expired", session);
    return session;
  }

  private createRefund(form: Form): Refund {
    const intentId = requiredText(form, "payment_intent");
    const intent = this.paymentIntents.get(intentId);
    if (!intent) throw noSuch("payment_intent", intentId, "payment_intent");
    if (intent.status !== "succeeded") {
      throw invalidRequest(`This PaymentIntent (${intentId}) does not have a successful charge to refund.`, { param: "payment_intent" });
    }
    const refundable = intent.amount_received - this.refundedAmount(intentId);
    if (refundable === 0)
      throw invalidRequest(`Charge ${intent.latest_charge} has already been refunded.`, { code: "charge_already_refunded" });
    const amount = integer(form, "amount", 1) ?? refundable;
    if (amount > refundable) {
      throw invalidRequest(`Refund amount (${amount}) is greater than unrefunded amount on charge (${refundable}).`, { param: "amount" });
    }
    const refund: Refund = {
      id: newId("re"),
      object: "refund",
      amount,
      currency: intent.currency,
      payment_intent: intentId,
      charge: intent.latest_charge,
      status: "succeeded",
      reason: text(form, "reason") ?? null,
      metadata: stringMap(form, "metadata"),
      created: nowSeconds(),
    };
    this.refunds.set(refund.id, refund);
    return refund;
  }

  private refundedAmount(intentId: string): number {
    return [...this.refunds.values()]
      .filter((refund) => refund.payment_intent === intentId)
      .reduce((sum, refund) => sum + refund.amount, 0);
  }

  private createPaymentIntent(form: Form): PaymentIntent {
    const customer = this.customerParam(form);
    const requested = text(form, "payment_method");
    const method = requested === undefined ? undefined : this.chargeableMethod(requested, customer);
    const intent = this.newIntent({
      amount: requiredInteger(form, "amount", 1),
      currency: requiredText(form, "currency").toLowerCase(),
      customer,
      payment_method: method?.id ?? null,
      metadata: stringMap(form, "metadata"),
      description: text(form, "description") ?? null,
      setup_future_usage: text(form, "setup_future_usage") ?? null,
      status: method ? "requires_confirmation" : "requires_payment_method",
    });
    if (text(form, "confirm") === "true") this.confirm(intent, requested, text(form, "off_session") === "true");
    return intent;
  }

  /** The bank's answer, as the test set it for the method: a decline, a wish for the cardholder, else the money. */
  private confirm(intent: PaymentIntent, requested: string | undefined, offSession: boolean): void {
    if (requested === undefined) {
      throw invalidRequest("You cannot confirm this PaymentIntent because it's missing a payment method.", {
        code: "payment_intent_unexpected_state",
      });
    }
    if (this.decliningMethods.has(requested)) {
      Object.assign(intent, { status: "requires_payment_method", payment_method: null });
      throw cardError(intent, "card_declined", "insufficient_funds", "Your card has insufficient funds.");
    }
    if (this.authenticationRequiredMethods.has(requested)) {
      intent.status = "requires_action";
      // On session the intent is answered and the shopper's page runs 3-D Secure; off session nobody is there to.
      if (offSession) {
        throw cardError(
          intent,
          "authentication_required",
          "authentication_required",
          "Your card was declined. This transaction requires authentication.",
        );
      }
      return;
    }
    succeed(intent);
  }

  /** A charge's method: one the fake made, attached to the charge's customer, or a Stripe test token. */
  private chargeableMethod(id: string, customer: string | null): PaymentMethod {
    const known = this.paymentMethods.get(id);
    if (!known) {
      if (TEST_TOKEN.test(id)) return this.newCard(null);
      throw noSuch("PaymentMethod", id, "payment_method");
    }
    if (known.customer === null) {
      throw invalidRequest(
        "The provided PaymentMethod was previously used without being attached to a Customer or was detached from a Customer, and may not be used again.",
        { param: "payment_method" },
      );
    }
    if (known.customer !== customer) {
      throw invalidRequest(`The provided PaymentMethod belongs to Customer ${known.customer}; pass it as \`customer\`.`, {
        param: "customer",
      });
    }
    return known;
  }

  private detach(id: string): PaymentMethod {
    const method = this.paymentMethods.get(id);
    if (!method) throw noSuch("PaymentMethod", id, "payment_method");
    if (method.customer === null) {
      throw invalidRequest("The payment method you provided is not attached to a customer so detachment is impossible.", {
        param: "payment_method",
      });
    }
    method.customer = null;
    return method;
  }

  private customerParam(form: Form): string | null {
    const id = text(form, "customer");
    if (id === undefined) return null;
    if (!this.customers.has(id)) throw noSuch("customer", id, "customer");
    return id;
  }

  private openSession(sessionId: string): Session {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`The fake has no Checkout Session ${sessionId}`);
    if (session.status !== "open") throw new Error(`Checkout Session ${sessionId} is ${session.status}, not open`);
    return session;
  }

  /** The session's PaymentIntent, from what it was made with; the shopper has not confirmed it yet. */
  private sessionIntent(session: Session, fields: Pick<PaymentIntent, "amount" | "payment_method">): PaymentIntent {
    const setup = this.checkouts.get(session.id)!;
    return this.newIntent({
      ...fields,
      currency: session.currency ?? "",
      customer: session.customer,
      metadata: setup.intentMetadata,
      description: setup.intentDescription,
      setup_future_usage: setup.setupFutureUsage,
      status: "requires_payment_method",
    });
  }

  private newCard(customer: string | null): PaymentMethod {
    const method: PaymentMethod = {
      id: newId("pm"),
      object: "payment_method",
      type: "card",
      card: { brand: "visa", last4: "4242", exp_month: 12, exp_year: 2030, funding: "credit", country: "US" },
      customer,
      metadata: {},
      created: nowSeconds(),
      livemode: false,
    };
    this.paymentMethods.set(method.id, method);
    return method;
  }

  private newIntent(
    fields: Omit<PaymentIntent, "id" | "object" | "amount_received" | "latest_charge" | "created" | "livemode">,
  ): PaymentIntent {
    const intent: PaymentIntent = {
      id: newId("pi"),
      object: "payment_intent",
      amount_received: 0,
      latest_charge: null,
      created: nowSeconds(),
      livemode: false,
      ...fields,
    };
    this.paymentIntents.set(intent.id, intent);
    return intent;
  }

  private newEvent(type: string, object: unknown): object {
    const event = {
      id: newId("evt"),
      object: "event",
      api_version: Stripe.API_VERSION,
      created: nowSeconds(),
      type,
      // A copy: the event tells the object as it was when it happened.
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    };
    this.events.push(event);
    return event;
  }

  /** Makes the event and, when a webhook URL is set, posts it and answers the store's status. */
  private async notify(type: string, object: unknown): Promise<number | undefined> {
    const event = this.newEvent(type, object);
    return this.webhook.url ? this.deliver(event) : undefined;
  }

  /** As Stripe, after it answered the request; `close` waits for it, so a test ends with its webhooks handled. */
  private notifyLater(type: string, object: unknown): void {
    // Stripe would post a missed event again later; a test that needs it sends it itself, so a failure is dropped.
    const delivery = this.notify(type, object).catch(() => undefined);
    this.deliveries.add(delivery);
    void delivery.finally(() => this.deliveries.delete(delivery));
  }

  private async deliver(event: object, secret = this.webhook.secret): Promise<number> {
    if (!this.webhook.url) throw new Error("fake.webhook.url is not set, so the event has nowhere to go");
    const payload = JSON.stringify(event);
    const response = await fetch(this.webhook.url, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "Stripe-Signature": Stripe.webhooks.generateTestHeaderString({ payload, secret }),
        "User-Agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
      },
      body: payload,
    });
    await response.arrayBuffer();
    return response.status;
  }

  private async servePage(request: IncomingMessage, response: ServerResponse, path: string): Promise<void> {
    const match = /^\/checkout\/([^/]+)(\/pay)?$/.exec(path);
    const session = match ? this.sessions.get(decodeURIComponent(match[1]!)) : undefined;
    if (!match || !session) return sendHtml(response, 404, notFoundPage());
    if (request.method === "POST" && match[2]) return this.payOnPage(session, response);
    if (request.method === "GET" && !match[2]) return sendHtml(response, 200, checkoutPage(session, this.checkouts.get(session.id)!.items));
    sendHtml(response, 405, notFoundPage());
  }

  /** The Pay button: paid, the store told (and its answer awaited, so it knows before the shopper is back), then back to the store. */
  private async payOnPage(session: Session, response: ServerResponse): Promise<void> {
    if (session.status === "open") await this.pay(session.id);
    const paid = session.status === "complete" && session.success_url;
    const location = paid ? session.success_url!.replaceAll("{CHECKOUT_SESSION_ID}", session.id) : `/checkout/${session.id}`;
    response.writeHead(303, { Location: location }).end();
  }
}

const failed = (error: ApiError): ApiAnswer => ({ status: error.status, body: JSON.stringify({ error: error.details }) });

function cardError(intent: PaymentIntent, code: string, declineCode: string, message: string): ApiError {
  return new ApiError(402, { type: "card_error", code, decline_code: declineCode, message, payment_intent: intent });
}

/** The fake takes secret test keys only: a live key here would be a test configured to leak one. */
function authorizationRefusal(authorization: string | undefined): ApiError | undefined {
  if (!authorization) {
    return new ApiError(401, {
      type: "invalid_request_error",
      message: "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth.",
    });
  }
  if (/^Bearer sk_test_\w+$/.test(authorization)) return undefined;
  return new ApiError(401, {
    type: "invalid_request_error",
    message: `Invalid API Key provided: ${authorization.replace(/^Bearer /, "")}`,
  });
}

function succeed(intent: PaymentIntent): void {
  Object.assign(intent, { status: "succeeded", amount_received: intent.amount, latest_charge: newId("ch") });
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

const nowSeconds = () => Math.floor(Date.now() / 1000);

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function lineItems(form: Form): LineItem[] {
  const list = valueAt(form, "line_items");
  if (list === undefined || list === "") throw missingParam("line_items");
  if (!Array.isArray(list) || list.length === 0) throw invalidParam("line_items");
  const items = list.map((_, index) => lineItem(form, `line_items[${index}]`));
  if (new Set(items.map((item) => item.currency)).size > 1)
    throw invalidRequest("All line items must be in the same currency.", { param: "line_items" });
  return items;
}

function lineItem(form: Form, at: string): LineItem {
  if (text(form, `${at}[price]`)) throw invalidRequest("The fake takes price_data, not Price ids.", { param: `${at}[price]` });
  return {
    name: requiredText(form, `${at}[price_data][product_data][name]`),
    quantity: requiredInteger(form, `${at}[quantity]`, 1),
    unitAmount: requiredInteger(form, `${at}[price_data][unit_amount]`),
    currency: requiredText(form, `${at}[price_data][currency]`).toLowerCase(),
  };
}

function expiresAt(form: Form): number {
  const now = nowSeconds();
  const at = integer(form, "expires_at") ?? now + SESSION_LIFETIME_SECONDS.max;
  if (at < now + SESSION_LIFETIME_SECONDS.min || at > now + SESSION_LIFETIME_SECONDS.max) {
    throw invalidRequest("The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.", {
      param: "expires_at",
    });
  }
  return at;
}

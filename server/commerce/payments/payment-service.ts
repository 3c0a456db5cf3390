/**
 * Payment attempts and what their outcomes do to orders. Providers start attempts on their hosted pages
 * and say what happened (the providers beside this file); this service keeps the records: one row per
 * attempt, at most one open at a time, and an outcome applied once — the first verified outcome settles
 * the attempt, the same outcome again answers the same without a second email, and a paid attempt
 * confirms its order in the same transaction that records it (the confirmation's effects are the order's event
 * handlers', delivered once it has committed: decision 0086). An order becomes paid only from a
 * provider's own word: a signature only the store can make (the sandbox), or a read of the provider's
 * API (Stripe, prompted by its verified webhook or by the shopper's return), never from the shopper.
 */
import { randomBytes } from "node:crypto";
import { and, desc, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { orders, payments, savedPaymentMethods } from "#server/db/schema";
import { orderEventPayload } from "#domain/order-lifecycle";
import { PARCEL_PAYMENT_PAGE_MINUTES } from "#domain/parcel-additions";
import { PAYMENT_METHODS, type PaymentMethod, type PaymentResult, type OrderStatus, type PaymentStatus } from "#domain/order-contract";
import type { Clock } from "#server/commerce/shared/clock";
import type { DeliverEvents, EventHandler } from "#server/commerce/shared/domain-events";
import type { OrderRow, PaymentRow } from "#server/commerce/shared/order-rows";
import { createCashOnDeliveryProvider } from "./cash-on-delivery.ts";
import type {
  CardSetupOutcome,
  CardSetupRequest,
  HostedStart,
  PaymentAttempt,
  PaymentProvider,
  ProviderOutcome,
  SavedChargeOutcome,
  SavedMethodDetails,
  SignedPaymentResult,
} from "./payment-provider.ts";
import { finishUrl, type SandboxProvider } from "./sandbox.ts";
import type { StripeProvider } from "./stripe.ts";
import { createSavedMethods, recordSavedMethod, type SavedMethodUses, type SavedMethods } from "./saved-methods.ts";
import type { OrderMoves } from "./order-moves.ts";
import { createRefunds, type RefundRequest, type RefundOutcome } from "./refunds.ts";
import { sweepUnpaidOrders, type SweepReport } from "./unpaid-sweep.ts";

export type { RefundRequest, RefundOutcome } from "./refunds.ts";

/** What the shopper pressed on the sandbox's hosted page. */
export type SandboxAction = "pay" | "decline" | "cancel";

const RESULT_OF_ACTION: Record<SandboxAction, PaymentResult> = { pay: "paid", decline: "declined", cancel: "cancelled" };

const STATUS_OF_STATE: Record<Exclude<ProviderOutcome["state"], "open">, PaymentStatus> = {
  paid: "succeeded",
  declined: "declined",
  cancelled: "cancelled",
};

const PAYMENT_OUTCOMES = ["paid", "declined", "cancelled", "refused"] as const satisfies readonly (PaymentResult | "refused")[];

export interface PaymentOutcomeCount {
  provider: string;
  outcome: (typeof PAYMENT_OUTCOMES)[number];
  count: number;
}

export type SettleOutcome =
  | { kind: "invalid" }
  | { kind: "settled"; result: PaymentResult; orderId: number }
  /** The provider has not decided yet (a delayed method, or the webhook still on its way). */
  | { kind: "pending"; orderId: number }
  /** The provider's word did not match the order (another amount or currency): not paid, logged. */
  | { kind: "refused"; orderId: number };

export type RetryOutcome =
  | { kind: "opened"; order: OrderRow; paymentUrl: string }
  | { kind: "not_found" }
  | { kind: "not_awaiting_payment"; status: OrderStatus }
  | { kind: "method_unavailable" };

/** A saved card an addition may be charged to, as the shopper is shown it. */
export interface AdditionCard {
  savedMethodId: number;
  brand: string;
  last4: string;
}

export type OpenedPayment = { paymentId: string; outcome: "due_on_delivery" | "awaiting_shopper" };

/** What the hosted page shows for an attempt. */
export interface PaymentPageView {
  payment: PaymentRow;
  order: OrderRow;
  /** `open`: buttons; `settled`: the outcome with a link on; `superseded`: a newer attempt replaced it. */
  state: "open" | "settled" | "superseded";
  /** For a settled attempt, the signed way back to /finish. */
  finishUrl: string | null;
}

export interface PaymentService {
  /** The methods checkout may offer for a charge in this currency, in the store's order; cash on delivery always. */
  availableMethods(currencyCode: string): Promise<PaymentMethod[]>;
  /** Records the order's next attempt inside the caller's transaction; the provider is asked after it commits. */
  open(tx: Database, order: OrderRow, method: PaymentMethod, now: Date): Promise<OpenedPayment>;
  /** The provider's hosted page for an attempt still open, started there the first time it is asked for. */
  hostedUrl(paymentId: string): Promise<string | undefined>;
  /** Where the shopper pays the order's open attempt; none when nothing is open. */
  openPaymentUrl(order: Pick<OrderRow, "id" | "language">): Promise<string | undefined>;
  /** Verifies a sandbox's signed result and applies it once; `invalid` when the proof does not hold for that order. */
  settle(signed: SignedPaymentResult): Promise<SettleOutcome>;
  /**
   * The shopper is back from a provider's page that signs nothing (Stripe): asks the provider what happened and
   * applies it. `cancelled`: the shopper left the page, so the attempt is closed at the provider first.
   */
  verify(request: { paymentId: string; orderNumber: number; cancelled: boolean }): Promise<SettleOutcome>;
  /** A verified Stripe webhook: reads the session it names from Stripe and applies what Stripe says. */
  stripeWebhook(rawBody: string, signature: string | undefined): Promise<"applied" | "ignored" | { cardSetupId: string }>;
  /**
   * A renewal's off-session attempt on a saved method, recorded inside the caller's transaction (which holds the
   * subscription); the provider is asked by `chargeSaved` after it commits (decision 0043).
   */
  openSavedCharge(tx: Database, order: OrderRow, savedMethodId: number, now: Date): Promise<{ paymentId: string }>;
  /**
   * Asks the saved method's provider to take an attempt opened by `openSavedCharge`, outside any transaction. The
   * attempt's id is the provider's idempotency key: asked again after a crash, the provider charges once.
   */
  chargeSaved(paymentId: string, description: string): Promise<SavedChargeOutcome>;
  /**
   * The card a shopper may be charged for a product added to their parcel (decision 0164): the newest method kept for
   * the order's customer or email whose provider is configured here; null when there is none.
   */
  additionCardFor(tx: Database, owner: { customerId: number | null; email: string }): Promise<AdditionCard | null>;
  /**
   * A product added to a paid order's parcel, charged to `card` (from `additionCardFor`): its own attempt of
   * `amountMinor`, recorded in the caller's transaction (which holds the order); `chargeSaved` asks the provider.
   */
  openAdditionCharge(
    tx: Database,
    order: OrderRow,
    charge: { savedMethodId: number; amountMinor: number },
    now: Date,
  ): Promise<{ paymentId: string }>;
  /** Whether a card is taken on a hosted payment page in this currency (an addition to an order without a saved card). */
  hostedCardAvailable(currencyCode: string): Promise<boolean>;
  /**
   * A product added to a paid order's parcel, paid by card on the hosted page (`hostedUrl` starts it): its own attempt of
   * `amountMinor`, recorded in the caller's transaction (which holds the order).
   */
  openAdditionPayment(tx: Database, order: OrderRow, amountMinor: number, now: Date): Promise<{ paymentId: string }>;
  /**
   * Closes an addition's payment page that was not paid in time: at the provider, then here (the addition is settled
   * unpaid); one paid at the last moment is applied instead. Throws when the provider does not answer (ask again).
   */
  closeAdditionPayment(paymentId: string): Promise<void>;
  /**
   * Gives a parcel addition's charge back whole when its product could not go into the parcel after all: the order's
   * own money and status are untouched. True once given back; false when the provider did not answer (ask again).
   */
  returnAdditionCharge(paymentId: string): Promise<boolean>;
  /** Records the provider's answer inside the caller's transaction; a charge confirms the order (its events for the caller to deliver). */
  settleSavedCharge(tx: Database, paymentId: string, outcome: SavedChargeOutcome, now: Date): Promise<{ paid: boolean }>;
  /**
   * A new attempt for an order still waiting for payment (the open one, if any, is closed first).
   * `provenBy: "email"`: whoever knows the order's number and email may only resume an attempt that is
   * still open at its provider, never close the shopper's page; `"attempt"`: the shopper is back from it.
   */
  retry(order: OrderRow, method: PaymentMethod | undefined, provenBy: "email" | "attempt"): Promise<RetryOutcome>;
  /** Gives money back, all or part, once per idempotency key (decision 0024 "Refunds"). */
  refund(request: RefundRequest): Promise<RefundOutcome>;
  /** The courier brought the cash of a cash-on-delivery order; false when there is nothing due. */
  markCollected(orderId: number): Promise<boolean>;
  /** Cancels orders whose online payment never came (decision 0024 "Unpaid orders"). */
  sweepUnpaid(): Promise<SweepReport>;
  savedMethods: SavedMethods;
  /** The hosted provider that takes cards in lei, where a subscription's new card is given; null: none here. */
  cardSetupProvider(): Promise<"sandbox" | "stripe" | null>;
  startCardSetup(provider: string, request: CardSetupRequest): Promise<HostedStart>;
  checkCardSetup(provider: string, reference: string): Promise<CardSetupOutcome>;
  /** The card the sandbox's setup page gives (a test token); null when the sandbox is off. */
  sandboxCard(setupId: string, now: Date): SavedMethodDetails | null;
  page(paymentId: string): Promise<PaymentPageView | null>;
  /**
   * The providers' answers this process has recorded since it started, by provider and outcome (`refused`: paid, but
   * not the order's amount), for /metrics' counter. Counted as recorded: a transaction that fails after recording
   * one (rare) is counted again when it is retried.
   */
  outcomesRecorded(): PaymentOutcomeCount[];
  /** The sandbox gateway's side: records the shopper's choice and answers the signed URL of /finish. */
  respond(paymentId: string, action: SandboxAction): Promise<PaymentPageView | null>;
}

export interface PaymentServiceOptions {
  db: Database;
  orderMoves: OrderMoves;
  methodUses: SavedMethodUses;
  /** Delivers an order's events once the transaction that paid, refunded or cancelled it has committed. */
  deliverEvents: DeliverEvents;
  /** The sandbox's hosted page; absent in production unless `PAYMENTS_SANDBOX=1`. */
  sandbox?: SandboxProvider;
  stripe?: StripeProvider;
  clock: Clock;
  /** How long an order may wait for its online payment before the sweep cancels it. */
  unpaidOrderTtlMinutes: number;
  /** Logs money that needs a person: a payment for an order that was cancelled meanwhile, or that does not match. */
  onAnomaly?: (details: object, message: string) => void;
  parcelAdditions: ParcelAdditionPayments;
}

/**
 * The orders module's side of a parcel addition's payment (decision 0164): told the attempt's final outcome in the
 * transaction that records it, it adds the product to the order, marks the charge to be given back (the parcel closed
 * meanwhile), or marks the addition unpaid. The order is locked by then.
 */
export interface ParcelAdditionPayments {
  settle(tx: Database, payment: { orderId: number; paymentId: string; paid: boolean }, now: Date): Promise<void>;
}

const PAYMENT_ID_PREFIX = "pay_";

export function newPaymentId(): string {
  return `${PAYMENT_ID_PREFIX}${randomBytes(24).toString("base64url")}`;
}

/** Ids we hand out are 36 characters; anything else cannot name an attempt and is not looked up. */
export function looksLikePaymentId(value: string): boolean {
  return /^pay_[A-Za-z0-9_-]{32}$/.test(value);
}

/** What the service's functions share, built once by `createPaymentService`. */
interface PaymentContext {
  db: Database;
  orderMoves: OrderMoves;
  deliverEvents: DeliverEvents;
  sandbox: SandboxProvider | undefined;
  stripe: StripeProvider | undefined;
  clock: Clock;
  unpaidOrderTtlMinutes: number;
  onAnomaly: (details: object, message: string) => void;
  parcelAdditions: ParcelAdditionPayments;
  providers: readonly PaymentProvider[];
  providerNamed: (name: string) => PaymentProvider | undefined;
  countOutcome: (provider: string, outcome: PaymentOutcomeCount["outcome"]) => void;
}

export function createPaymentService(options: PaymentServiceOptions): PaymentService {
  const { db, orderMoves, sandbox, stripe, clock, deliverEvents, unpaidOrderTtlMinutes, onAnomaly = () => undefined } = options;
  // The registry, in order of preference: a method goes to the first provider that takes it.
  const providers: readonly PaymentProvider[] = [
    createCashOnDeliveryProvider(),
    ...(stripe ? [stripe] : []),
    ...(sandbox ? [sandbox] : []),
  ];
  const providerNamed = (name: string) => providers.find((candidate) => candidate.name === name);
  const savedMethods = createSavedMethods({ db, providerNamed, clock, methodUses: options.methodUses });
  // Every provider's outcomes start at 0: Prometheus's increase() sees nothing of a series whose first sample is 1.
  const outcomeCounts = new Map<string, PaymentOutcomeCount>(
    providers.flatMap((provider) =>
      PAYMENT_OUTCOMES.map((outcome) => [`${provider.name} ${outcome}`, { provider: provider.name, outcome, count: 0 }] as const),
    ),
  );
  const countOutcome = (provider: string, outcome: PaymentOutcomeCount["outcome"]) => {
    const key = `${provider} ${outcome}`;
    const counted = outcomeCounts.get(key) ?? { provider, outcome, count: 0 };
    counted.count++;
    outcomeCounts.set(key, counted);
  };
  const context: PaymentContext = {
    db,
    orderMoves,
    deliverEvents,
    sandbox,
    stripe,
    clock,
    unpaidOrderTtlMinutes,
    onAnomaly,
    parcelAdditions: options.parcelAdditions,
    providers,
    providerNamed,
    countOutcome,
  };

  const refunds = createRefunds({ db, orderMoves, clock, providerNamed, deliverEvents });

  return {
    savedMethods,

    availableMethods: (currencyCode) => availableMethods(context, currencyCode),

    open: (tx, order, method, now) => openAttempt(context, tx, order, method, now),
    openSavedCharge: (tx, order, savedMethodId, now) => openSavedCharge(context, tx, order, savedMethodId, now),
    chargeSaved: (paymentId, description) => chargeSaved(context, paymentId, description),
    additionCardFor: (tx, owner) => additionCardFor(context, tx, owner),
    openAdditionCharge: async (tx, order, { savedMethodId, amountMinor }, now) => {
      const [method] = await tx.select().from(savedPaymentMethods).where(eq(savedPaymentMethods.id, savedMethodId));
      if (!method || !context.providerNamed(method.provider)) throw new Error(`Saved method ${savedMethodId} has no configured provider`);
      const paymentId = await insertAttempt(tx, order, now, {
        provider: method.provider,
        method: "card",
        savedPaymentMethodId: method.id,
        purpose: "parcel_addition",
        amountMinor,
      });
      return { paymentId };
    },
    returnAdditionCharge: (paymentId) => refunds.returnAdditionCharge(paymentId),
    hostedCardAvailable: async (currencyCode) => (await providerFor(context, "card", currencyCode.trim()))?.kind === "hosted",
    openAdditionPayment: async (tx, order, amountMinor, now) => {
      const provider = await providerFor(context, "card", order.currencyCode.trim());
      if (provider?.kind !== "hosted") throw new Error(`No hosted page takes cards in ${order.currencyCode}`);
      const paymentId = await insertAttempt(tx, order, now, {
        provider: provider.name,
        method: "card",
        purpose: "parcel_addition",
        amountMinor,
      });
      return { paymentId };
    },
    async closeAdditionPayment(paymentId) {
      const row = await findPayment(db, byPublicId(paymentId), false);
      if (row?.payment.status !== "pending") return;
      if ((await closeAtProvider(context, row.payment)) !== "paid") await apply(context, paymentId, { state: "cancelled" }, null);
    },
    settleSavedCharge: (tx, paymentId, outcome, now) => settleSavedCharge(context, tx, paymentId, outcome, now),

    async cardSetupProvider() {
      const provider = await providerFor(context, "card", "RON");
      return provider?.name === "stripe" || provider?.name === "sandbox" ? provider.name : null;
    },

    startCardSetup: async (name, request) => cardSetupProviderNamed(context, name).startCardSetup(request),
    checkCardSetup: async (name, reference) => cardSetupProviderNamed(context, name).checkCardSetup(reference),

    sandboxCard: (setupId, now) => sandbox?.testCard(setupId, now) ?? null,
    hostedUrl: (paymentId) => hostedUrl(context, paymentId),

    async openPaymentUrl(order) {
      const open = await pendingAttempt(db, order.id);
      return open ? hostedUrl(context, open.publicId) : undefined;
    },

    settle: (signed) => settleSigned(context, signed),
    verify: (request) => verifyReturn(context, request),
    stripeWebhook: (rawBody, signature) => applyStripeWebhook(context, rawBody, signature),
    retry: (order, method, provenBy) => retryPayment(context, order, method, provenBy),
    refund: (request) => refunds.refund(request),
    markCollected: (orderId) => markCollected(context, orderId),

    sweepUnpaid: () =>
      sweepUnpaidOrders({
        db,
        now: clock(),
        ttlMinutes: unpaidOrderTtlMinutes,
        closeAtProvider: (payment) => closeAtProvider(context, payment),
        cancelUnpaid: orderMoves.cancelUnpaid,
        deliverEvents,
      }),

    outcomesRecorded: () => [...outcomeCounts.values()].map((counted) => ({ ...counted })),

    async page(paymentId) {
      if (!looksLikePaymentId(paymentId)) return null;
      const row = await findPayment(db, byPublicId(paymentId), false);
      return row && row.payment.provider === "sandbox" ? view(sandbox, row.payment, row.order) : null;
    },

    respond: (paymentId, action) => respondOnSandbox(context, paymentId, action),
  };
}

async function availableMethods(context: PaymentContext, currencyCode: string): Promise<PaymentMethod[]> {
  const offered = new Set<PaymentMethod>();
  for (const provider of context.providers) for (const method of await provider.methods(currencyCode)) offered.add(method);
  return PAYMENT_METHODS.filter((method) => offered.has(method));
}

function cardSetupProviderNamed(context: PaymentContext, name: string): PaymentProvider {
  const provider = context.providerNamed(name);
  if (!provider) throw new Error(`Card setup with ${name}, which is not configured`);
  return provider;
}

async function providerFor(context: PaymentContext, method: PaymentMethod, currencyCode: string): Promise<PaymentProvider | undefined> {
  for (const provider of context.providers) if ((await provider.methods(currencyCode)).includes(method)) return provider;
  return undefined;
}

async function findPayment(tx: Database, where: SQL | undefined, lock: boolean) {
  const query = tx
    .select({ payment: payments, order: orders })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(where);
  const [row] = lock ? await query.for("update", { of: payments }) : await query;
  return row;
}
const byPublicId = (paymentId: string) => eq(payments.publicId, paymentId);

async function attemptOf(context: PaymentContext, payment: PaymentRow, order: OrderRow): Promise<PaymentAttempt> {
  const addition = payment.purpose === "parcel_addition";
  // An addition's page is opened long after the order was placed: it has its own half hour, and keeps no card.
  const saveForRenewals = !addition && (await context.orderMoves.hasSubscriptionLine(context.db, order.id));
  const expiresAt = addition
    ? new Date(payment.createdAt.getTime() + PARCEL_PAYMENT_PAGE_MINUTES * 60_000)
    : new Date(order.createdAt.getTime() + context.unpaidOrderTtlMinutes * 60_000);
  return {
    paymentId: payment.publicId,
    orderNumber: order.orderNumber,
    attempt: payment.attempt,
    method: payment.method as PaymentMethod,
    amountMinor: payment.amountMinor,
    currencyCode: payment.currencyCode.trim(),
    language: order.language,
    email: order.email,
    purpose: addition ? "parcel_addition" : "checkout",
    saveForRenewals,
    expiresAt,
    createdAt: payment.createdAt,
  };
}

/**
 * Applies what a provider said about an attempt, once: the first final outcome settles it; later ones
 * answer the settled result. A paid outcome must be for the attempt's amount and currency.
 */
async function apply(
  context: PaymentContext,
  paymentId: string,
  outcome: ProviderOutcome,
  signature: string | null,
): Promise<SettleOutcome | null> {
  const applied = await context.db.transaction((tx) => applyIn(context, tx, paymentId, outcome, signature, context.clock()));
  if (applied && "orderId" in applied) await context.deliverEvents({ type: "order", id: applied.orderId });
  return applied;
}

/** `apply` inside the caller's transaction; the order's events are the caller's to deliver after it commits. */
async function applyIn(
  context: PaymentContext,
  tx: Database,
  paymentId: string,
  outcome: ProviderOutcome,
  signature: string | null,
  now: Date,
): Promise<SettleOutcome | null> {
  const { orderMoves, onAnomaly, countOutcome } = context;
  const peeked = await findPayment(tx, byPublicId(paymentId), false);
  if (!peeked) return null;
  const addition = peeked.payment.purpose === "parcel_addition";
  // An addition's outcome is written into its order by the orders module, which locks the order: locked first here, in
  // the order a cancellation takes them (the order, then its open attempts), so neither waits on the other forever.
  if (addition) await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, peeked.order.id)).for("update");
  const { payment, order } = (await findPayment(tx, byPublicId(paymentId), true))!;
  const settleAddition = (paid: boolean) =>
    addition ? context.parcelAdditions.settle(tx, { orderId: order.id, paymentId, paid }, now) : Promise.resolve();
  if (payment.status !== "pending") {
    // A retry superseded this attempt (or the sweep closed it); a provider's "paid" for it is money to give back.
    if (payment.status === "cancelled" && outcome.state === "paid") {
      onAnomaly({ orderNumber: order.orderNumber, paymentId }, "payment succeeded for a superseded attempt; refund it");
    }
    if (payment.status === "refused") return { kind: "refused", orderId: order.id };
    const result = (payment.result as PaymentResult | null) ?? "cancelled";
    return { kind: "settled", result, orderId: order.id };
  }
  if (outcome.state === "open") return { kind: "pending", orderId: order.id };
  if (outcome.state === "paid" && (outcome.amountMinor !== payment.amountMinor || outcome.currencyCode !== payment.currencyCode.trim())) {
    await tx
      .update(payments)
      .set({ status: "refused", chargeReference: outcome.chargeReference, verifiedAt: now, settledAt: now, updatedAt: now })
      .where(eq(payments.id, payment.id));
    countOutcome(payment.provider, "refused");
    onAnomaly(
      {
        orderNumber: order.orderNumber,
        paymentId,
        expected: [payment.amountMinor, payment.currencyCode],
        received: [outcome.amountMinor, outcome.currencyCode],
      },
      "payment for another amount than the order's refused; refund it",
    );
    await settleAddition(false);
    return { kind: "refused", orderId: order.id };
  }
  const result: PaymentResult = outcome.state === "paid" ? "paid" : outcome.state;
  await tx
    .update(payments)
    .set({
      status: STATUS_OF_STATE[outcome.state],
      result,
      resultSignature: signature,
      chargeReference: outcome.state === "paid" ? outcome.chargeReference : null,
      verifiedAt: now,
      settledAt: now,
      updatedAt: now,
    })
    .where(eq(payments.id, payment.id));
  countOutcome(payment.provider, result);
  const settled: SettleOutcome = { kind: "settled", result, orderId: order.id };
  // A parcel addition's payment pays its product, which the orders module adds (or gives back); the order was paid.
  if (addition) {
    await settleAddition(outcome.state === "paid");
    return settled;
  }
  if (outcome.state !== "paid") return settled;
  // The card a subscription's first payment saved renews it: its id rides on the order's events to the handler that
  // starts the subscription.
  const kept =
    outcome.saved && orderMoves.canPay(order)
      ? await recordSavedMethod(tx, { provider: payment.provider, saved: outcome.saved, owner: order, now })
      : null;
  const paid = await orderMoves.pay(tx, order, now, kept === null ? {} : { savedPaymentMethodId: kept });
  if (!paid) {
    onAnomaly(
      { orderNumber: order.orderNumber, status: order.status, paymentId },
      "payment succeeded for an order no longer waiting for it; refund it",
    );
    return settled;
  }
  return settled;
}

/** What the provider of an attempt says now; an attempt never started there is still open (or closed, if asked to). */
async function askProvider(context: PaymentContext, payment: PaymentRow, close: boolean): Promise<ProviderOutcome> {
  const provider = context.providerNamed(payment.provider);
  if (!provider) throw new Error(`Payment ${payment.publicId} was taken by ${payment.provider}, which is not configured`);
  if (payment.reference === null) return close ? { state: "cancelled" } : { state: "open" };
  return close ? provider.cancel(payment.reference) : provider.check(payment.reference);
}

function view(sandbox: SandboxProvider | undefined, payment: PaymentRow, order: OrderRow): PaymentPageView {
  const result = payment.result as PaymentResult | null;
  if (payment.status === "pending") return { payment, order, state: "open", finishUrl: null };
  if (result === null || !sandbox) return { payment, order, state: "superseded", finishUrl: null };
  return {
    payment,
    order,
    state: "settled",
    finishUrl: finishUrl(sandbox.signer, {
      paymentId: payment.publicId,
      orderNumber: order.orderNumber,
      result,
      language: order.language,
    }),
  };
}

/**
 * A new pending attempt, numbered after the order's last: its public id. It pays what the order leaves to pay after
 * store credit, unless the taker names another amount (a parcel addition's).
 */
async function insertAttempt(
  tx: Database,
  order: OrderRow,
  now: Date,
  taker: Pick<typeof payments.$inferInsert, "provider" | "method" | "reference" | "savedPaymentMethodId" | "purpose"> & {
    amountMinor?: number;
  },
): Promise<string> {
  const [last] = await tx
    .select({ attempt: payments.attempt })
    .from(payments)
    .where(eq(payments.orderId, order.id))
    .orderBy(desc(payments.attempt))
    .limit(1);
  const paymentId = newPaymentId();
  await tx.insert(payments).values({
    publicId: paymentId,
    orderId: order.id,
    attempt: (last?.attempt ?? 0) + 1,
    status: "pending",
    amountMinor: order.totalMinor - order.storeCreditMinor,
    currencyCode: order.currencyCode,
    createdAt: now,
    updatedAt: now,
    ...taker,
  });
  return paymentId;
}

async function pendingAttempt(db: Database, orderId: number) {
  const [open] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, "pending")))
    .limit(1);
  return open;
}

/** Closes an open attempt at its provider; one paid at the last moment is applied (and confirms its order). */
async function closeAtProvider(context: PaymentContext, payment: PaymentRow): Promise<ProviderOutcome["state"]> {
  const outcome = await askProvider(context, payment, true);
  if (outcome.state === "paid") await apply(context, payment.publicId, outcome, null);
  return outcome.state;
}

async function openAttempt(
  context: PaymentContext,
  tx: Database,
  order: OrderRow,
  method: PaymentMethod,
  now: Date,
): Promise<OpenedPayment> {
  const provider = await providerFor(context, method, order.currencyCode.trim());
  if (!provider) throw new Error(`No payment provider takes ${method} in ${order.currencyCode}`);
  const onDelivery = provider.kind === "on_delivery";
  const paymentId = await insertAttempt(tx, order, now, {
    provider: provider.name,
    method,
    reference: onDelivery ? `COD-${order.orderNumber}` : null,
  });
  return { paymentId, outcome: onDelivery ? "due_on_delivery" : "awaiting_shopper" };
}

async function openSavedCharge(
  context: PaymentContext,
  tx: Database,
  order: OrderRow,
  savedMethodId: number,
  now: Date,
): Promise<{ paymentId: string }> {
  const [method] = await tx.select().from(savedPaymentMethods).where(eq(savedPaymentMethods.id, savedMethodId));
  if (!method || !context.providerNamed(method.provider)) throw new Error(`Saved method ${savedMethodId} has no configured provider`);
  const paymentId = await insertAttempt(tx, order, now, { provider: method.provider, method: "card", savedPaymentMethodId: method.id });
  return { paymentId };
}

async function additionCardFor(
  context: PaymentContext,
  tx: Database,
  owner: { customerId: number | null; email: string },
): Promise<AdditionCard | null> {
  const kept = await tx
    .select({
      id: savedPaymentMethods.id,
      provider: savedPaymentMethods.provider,
      brand: savedPaymentMethods.brand,
      last4: savedPaymentMethods.last4,
    })
    .from(savedPaymentMethods)
    .where(
      and(
        isNull(savedPaymentMethods.removedAt),
        owner.customerId === null
          ? eq(savedPaymentMethods.email, owner.email)
          : or(eq(savedPaymentMethods.customerId, owner.customerId), eq(savedPaymentMethods.email, owner.email)),
      ),
    )
    .orderBy(desc(savedPaymentMethods.id));
  const usable = kept.find((method) => context.providerNamed(method.provider));
  return usable ? { savedMethodId: usable.id, brand: usable.brand, last4: usable.last4 } : null;
}

async function chargeSaved(context: PaymentContext, paymentId: string, description: string): Promise<SavedChargeOutcome> {
  const [row] = await context.db
    .select({ payment: payments, method: savedPaymentMethods })
    .from(payments)
    .innerJoin(savedPaymentMethods, eq(savedPaymentMethods.id, payments.savedPaymentMethodId))
    .where(byPublicId(paymentId));
  if (!row) throw new Error(`Payment ${paymentId} is not a saved method's charge`);
  const provider = context.providerNamed(row.payment.provider);
  if (!provider) throw new Error(`Payment ${paymentId} was taken by ${row.payment.provider}, which is not configured`);
  return provider.chargeSaved({
    method: row.method,
    amountMinor: row.payment.amountMinor,
    currencyCode: row.payment.currencyCode.trim(),
    idempotencyKey: paymentId,
    description,
  });
}

async function settleSavedCharge(
  context: PaymentContext,
  tx: Database,
  paymentId: string,
  outcome: SavedChargeOutcome,
  now: Date,
): Promise<{ paid: boolean }> {
  const [payment] = await tx.select().from(payments).where(byPublicId(paymentId));
  if (!payment) throw new Error(`No payment ${paymentId}`);
  const applied = await applyIn(
    context,
    tx,
    paymentId,
    outcome.state === "succeeded"
      ? {
          state: "paid",
          amountMinor: payment.amountMinor,
          currencyCode: payment.currencyCode.trim(),
          chargeReference: outcome.chargeReference,
          saved: null,
        }
      : { state: "declined" },
    null,
    now,
  );
  return { paid: applied?.kind === "settled" && applied.result === "paid" };
}

async function hostedUrl(context: PaymentContext, paymentId: string): Promise<string | undefined> {
  const { db, clock } = context;
  const row = await findPayment(db, byPublicId(paymentId), false);
  if (!row || row.payment.status !== "pending") return undefined;
  if (row.payment.redirectUrl) return row.payment.redirectUrl;
  const provider = context.providerNamed(row.payment.provider);
  if (!provider || provider.kind !== "hosted") return undefined;
  // Outside the order's transaction: a provider's answer takes a network round trip. Asked twice (two
  // retries of one checkout), the provider answers the same page for the same attempt.
  const started = await provider.start(await attemptOf(context, row.payment, row.order));
  const [recorded] = await db
    .update(payments)
    .set({ reference: started.reference, redirectUrl: started.redirectUrl, updatedAt: clock() })
    .where(and(eq(payments.id, row.payment.id), eq(payments.status, "pending")))
    .returning({ id: payments.id });
  return recorded ? started.redirectUrl : undefined;
}

async function settleSigned(context: PaymentContext, signed: SignedPaymentResult): Promise<SettleOutcome> {
  const { sandbox } = context;
  if (!sandbox || !looksLikePaymentId(signed.paymentId) || !sandbox.signer.verify(signed)) return { kind: "invalid" };
  const row = await findPayment(context.db, byPublicId(signed.paymentId), false);
  if (!row || row.order.orderNumber !== signed.orderNumber || row.payment.provider !== sandbox.name) return { kind: "invalid" };
  const { payment } = row;
  const attempt = await attemptOf(context, payment, row.order);
  const outcome: ProviderOutcome =
    signed.result === "paid"
      ? {
          state: "paid",
          amountMinor: payment.amountMinor,
          currencyCode: payment.currencyCode.trim(),
          chargeReference: payment.reference,
          saved: attempt.saveForRenewals ? sandbox.testCard(payment.publicId, context.clock()) : null,
        }
      : { state: signed.result };
  return (await apply(context, signed.paymentId, outcome, signed.sig)) ?? { kind: "invalid" };
}

async function verifyReturn(
  context: PaymentContext,
  { paymentId, orderNumber, cancelled }: { paymentId: string; orderNumber: number; cancelled: boolean },
): Promise<SettleOutcome> {
  if (!looksLikePaymentId(paymentId)) return { kind: "invalid" };
  const row = await findPayment(context.db, byPublicId(paymentId), false);
  // The sandbox proves its results with a signature; only providers that can be asked are asked.
  if (!row || row.order.orderNumber !== orderNumber || row.payment.provider === "sandbox" || row.payment.provider === "cod")
    return { kind: "invalid" };
  if (row.payment.status !== "pending") return (await apply(context, paymentId, { state: "open" }, null))!;
  return (await apply(context, paymentId, await askProvider(context, row.payment, cancelled), null)) ?? { kind: "invalid" };
}

async function applyStripeWebhook(
  context: PaymentContext,
  rawBody: string,
  signature: string | undefined,
): Promise<"applied" | "ignored" | { cardSetupId: string }> {
  const { stripe } = context;
  if (!stripe) return "ignored";
  const about = stripe.sessionOfEvent(rawBody, signature);
  if (!about) return "ignored";
  // A subscription's new card: the orders module's card setups apply it (decision 0045).
  if (about.cardSetupId) return { cardSetupId: about.cardSetupId };
  const row = await findPayment(context.db, and(eq(payments.provider, "stripe"), eq(payments.reference, about.sessionId)), false);
  if (!row) return "ignored";
  // The event says which session changed; Stripe's API says what it is now, whatever order events come in.
  await apply(context, row.payment.publicId, await stripe.check(about.sessionId), null);
  return "applied";
}

async function retryPayment(
  context: PaymentContext,
  order: OrderRow,
  method: PaymentMethod | undefined,
  provenBy: "email" | "attempt",
): Promise<RetryOutcome> {
  const { db, clock } = context;
  if (order.status !== "pending_payment") return { kind: "not_awaiting_payment", status: order.status as OrderStatus };
  const chosen = method ?? (order.paymentMethod as PaymentMethod);
  if (chosen === "cod") throw new Error("A retry is always a hosted payment");
  if (!(await providerFor(context, chosen, order.currencyCode.trim()))) return { kind: "method_unavailable" };
  const open = await pendingAttempt(db, order.id);
  if (open?.redirectUrl && provenBy === "email") {
    const outcome = await askProvider(context, open, false);
    if (outcome.state === "open") return { kind: "opened", order, paymentUrl: open.redirectUrl };
    if (outcome.state === "paid") {
      await apply(context, open.publicId, outcome, null);
      return { kind: "not_awaiting_payment", status: "paid" };
    }
  }
  // Close the open attempt at its provider first, so it cannot be paid beside the new one; paid meanwhile, it stands.
  if (open && (await closeAtProvider(context, open)) === "paid") return { kind: "not_awaiting_payment", status: "paid" };
  const now = clock();
  const opened = await db.transaction(async (tx): Promise<RetryOutcome | { kind: "started"; order: OrderRow; paymentId: string }> => {
    const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for("update");
    if (!locked) return { kind: "not_found" };
    if (locked.status !== "pending_payment") return { kind: "not_awaiting_payment", status: locked.status as OrderStatus };
    await tx
      .update(payments)
      .set({ status: "cancelled", settledAt: now, updatedAt: now })
      .where(and(eq(payments.orderId, locked.id), eq(payments.status, "pending")));
    const [current] = chosen === locked.paymentMethod ? [locked] : [await context.orderMoves.switchMethod(tx, locked, chosen, now)];
    const started = await openAttempt(context, tx, current!, chosen, now);
    return { kind: "started", order: current!, paymentId: started.paymentId };
  });
  if (opened.kind !== "started") return opened;
  const paymentUrl = await hostedUrl(context, opened.paymentId);
  if (!paymentUrl) throw new Error(`Payment ${opened.paymentId} could not be started`);
  return { kind: "opened", order: opened.order, paymentUrl };
}

async function markCollected(context: PaymentContext, orderId: number): Promise<boolean> {
  const now = context.clock();
  const collected = await context.db
    .update(payments)
    .set({
      status: "succeeded",
      result: "paid",
      chargeReference: sql`${payments.reference}`,
      verifiedAt: now,
      settledAt: now,
      updatedAt: now,
    })
    .where(and(eq(payments.orderId, orderId), eq(payments.provider, "cod"), eq(payments.status, "pending")))
    .returning({ id: payments.id });
  return collected.length > 0;
}

async function respondOnSandbox(context: PaymentContext, paymentId: string, action: SandboxAction): Promise<PaymentPageView | null> {
  const { db, sandbox } = context;
  const row = sandbox && looksLikePaymentId(paymentId) ? await findPayment(db, byPublicId(paymentId), false) : undefined;
  if (!sandbox || !row || row.payment.provider !== sandbox.name) return null;
  if (row.payment.status === "pending") {
    const result = RESULT_OF_ACTION[action];
    const signedResult = { paymentId, orderNumber: row.order.orderNumber, result };
    // The gateway notifies the store server to server, so the order is settled even if the shopper never comes back.
    await settleSigned(context, { ...signedResult, sig: sandbox.signer.sign(signedResult) });
  }
  const after = await findPayment(db, byPublicId(paymentId), false);
  return after ? view(sandbox, after.payment, after.order) : null;
}

/** A cancelled order takes no more money: its attempt still open is closed, and a "paid" for it later is flagged. */
export const closeOpenAttemptsOfOrder: EventHandler = {
  name: "payments.close-open-attempts",
  types: ["order.cancelled"],
  async handle(tx, event, now) {
    await tx
      .update(payments)
      .set({ status: "cancelled", settledAt: now, updatedAt: now })
      .where(and(eq(payments.orderId, orderEventPayload(event).orderId), eq(payments.status, "pending")));
  },
};

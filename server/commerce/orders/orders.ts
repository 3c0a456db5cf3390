/**
 * Placing orders. One transaction re-prices the lines from the catalogue, redeems the discount code,
 * writes the order, takes its lines' units from stock (decision 0032), writes its lines and its first
 * payment attempt, and publishes its events; once it has committed, the handlers of an order confirmed at once
 * (cash on delivery, or paid whole from store credit) start its subscription and send its confirmation email before
 * the shopper's answer (decision 0086). The idempotency key makes a repeated submission answer the order it
 * already created, and never create a second.
 */
import { createHash } from "node:crypto";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Language } from "#domain/locale";
import type { Money } from "#domain/money";
import type { Database } from "#server/db/client";
import type { DeliverEvents } from "#server/commerce/shared/domain-events";
import { customers, orders } from "#server/db/schema";
import type { PaymentMethod, OrderStatus } from "#domain/order-contract";
import {
  DiscountCodeRefusedError,
  type DiscountRefusal,
  type DiscountService,
  type DiscountValidation,
  type AutomaticPromotions,
  type HasPreviousOrder,
} from "#server/commerce/promotions/module";
import type { OrderRow } from "#server/commerce/shared/order-rows";
import { paidWholeByStoreCredit, placeOrder } from "./place.ts";
import type { AddressValues } from "#domain/account-forms";
import type { ChosenPickupPoint, CourierId } from "#domain/shipments";
import type { InvoiceCompany } from "#domain/invoice-company";
import type { PaymentService } from "#server/commerce/payments/module";
import {
  DestinationError,
  discountedLines,
  LinePricingError,
  withDiscount,
  type ChargeCurrency,
  type DestinationProblem,
  type LineProblem,
  type OrderPricingService,
  type PricedOrder,
  type RequestedLine,
} from "#server/commerce/catalog/module";
import type { Clock } from "#server/commerce/shared/clock";
import { storeCreditPayment } from "#domain/store-credit";
import type { VisitContext } from "#domain/visit-source";
import { changeStoreCredit, lockedStoreCreditBalance, storeCreditBalance } from "#server/commerce/payments/module";

export interface CreateOrderInput {
  idempotencyKey: string;
  /** Normalised: trimmed, lower case. */
  email: string;
  shippingAddress: AddressValues;
  /** Null: the same as the shipping address. */
  billingAddress: AddressValues | null;
  lines: RequestedLine[];
  discountCode: string | null;
  note: string;
  paymentMethod: PaymentMethod;
  acceptsMarketing: boolean;
  /** The display currency asked for; the order is charged in it when the store has its rate. */
  currencyCode: string | undefined;
  /** Open an account for the order's email; its activation link sets the password. */
  createAccount: boolean;
  /** Pay from the signed-in customer's store credit first. */
  useStoreCredit: boolean;
  /** The company the invoice is made out to (checked and normalised); null: the person billed. */
  invoiceCompany: InvoiceCompany | null;
  /** The carrier service chosen; null: the first of the destination's zone that takes the parcel. */
  shippingServiceId: string | null;
  /** The version of the terms the checkout showed and the shopper accepted (decision 0052). */
  termsVersion: number;
  /** The courier's id of the locker chosen, for a service to a locker; null otherwise. */
  pickupPointId: string | null;
  /**
   * What the checkout showed, in the currency it charges: the order is placed only at this total (and, with store credit,
   * this amount left to pay), else refused with the new one. Absent: placed at whatever the server prices (API clients).
   * Not part of the request's fingerprint: it is a condition on placing the order, not a detail of the order.
   */
  expected?: ExpectedAmounts | null;
}

/** The amounts a shopper saw before placing the order, in the currency the order is charged in. */
export interface ExpectedAmounts {
  total: Money;
  /** What is left after store credit; absent: not checked (no credit asked for, or a client that does not send it). */
  due?: Money;
}

export interface OrderContext {
  language: Language;
  /** The signed-in customer placing the order, if any. */
  customerId: number | null;
  /** What the request knew of its visit: the order is credited to its source in the order's transaction. */
  visit: VisitContext;
}

/** What the shopper is told about an order just placed (the 201 answer). */
export interface PlacedOrder {
  orderId: number;
  orderNumber: number;
  status: OrderStatus;
  total: Money;
  paymentUrl?: string;
}

export type CreateOrderOutcome =
  | { kind: "created"; placed: PlacedOrder }
  | { kind: "replayed"; placed: PlacedOrder }
  | { kind: "idempotency_conflict" }
  | { kind: "discount_refused"; code: string; reason: DiscountRefusal; minimumRonMinor?: number }
  | { kind: "lines_invalid"; problems: readonly LineProblem[] }
  /** No configured provider takes this method in the order's currency. */
  | { kind: "payment_method_unavailable" }
  /** Store credit asked for without a signed-in customer. */
  | { kind: "store_credit_needs_sign_in" }
  /** No zone ships to the country, or not with the service asked for (decision 0056). */
  | { kind: "destination_refused"; problem: DestinationProblem }
  /** Cash on delivery asked for where the destination's zone does not take it. */
  | { kind: "cod_not_allowed" }
  /** The owner saved the terms after the checkout showed them: nothing written, the version now in force. */
  | { kind: "terms_version_stale"; current: number }
  /** The order would cost something else than the shopper saw: nothing written, the amounts it costs now. */
  | { kind: "price_changed"; total: Money; due: Money }
  /** The locker named does not suit the service or the parcel, or none was named for a locker service. */
  | { kind: "pickup_point_refused"; reason: PickupPointRefusal };

/** Why a locker is refused for an order (each names the body's `pickupPointId`). */
export type PickupPointRefusal =
  /** A service to a locker, and no locker named. */
  | "required"
  /** A service to the address, and a locker named. */
  | "not_taken"
  /** No active point of the service's courier has this id. */
  | "unknown"
  /** The parcel is too heavy or too big for it. */
  | "too_small"
  /** Cash on delivery, and the point takes neither cash nor card. */
  | "no_payment";

/**
 * The shipping module's check of a locker for a parcel, which the platform hands in (orders may not import shipping,
 * decision 0088): the point as the order keeps it, or why it does not suit.
 */
export type PickupPointCheck = (
  tx: Database,
  request: { courier: CourierId; id: string; weightGrams: number; cashOnDelivery: boolean },
) => Promise<{ point: ChosenPickupPoint } | { refused: Exclude<PickupPointRefusal, "required" | "not_taken"> }>;

export interface QuoteInput {
  lines: RequestedLine[];
  discountCode: string | null;
  email: string | null;
  country: string | undefined;
  currencyCode: string | undefined;
  language: Language;
  /** The signed-in customer asking, whose store credit the quote shows. */
  customerId: number | null;
  useStoreCredit: boolean;
  shippingServiceId: string | null;
}

/** A signed-in customer's balance beside a priced order, and what it would pay of it. */
export interface StoreCreditOnQuote {
  balanceRonMinor: number;
  creditMinor: number;
  dueMinor: number;
}

export type QuoteOutcome =
  | {
      kind: "priced";
      priced: PricedOrder;
      discountCheck: DiscountValidation | null;
      /** The methods create-order takes now in this order's charge currency (cash on delivery still only for Romania). */
      paymentMethods: PaymentMethod[];
      /** Only for a signed-in customer with a balance. */
      storeCredit: StoreCreditOnQuote | null;
    }
  | { kind: "lines_invalid"; problems: readonly LineProblem[] }
  | { kind: "destination_refused"; problem: DestinationProblem };

/** What a customer account needs to be opened from a checkout; the auth service's registration. */
export type RegisterAccount = (registration: {
  email: string;
  firstName: string;
  lastName: string;
  acceptsMarketing: boolean;
  language: Language;
}) => Promise<"created" | "exists">;

export interface OrderService {
  create(input: CreateOrderInput, context: OrderContext): Promise<CreateOrderOutcome>;
  quote(input: QuoteInput): Promise<QuoteOutcome>;
}

export interface OrderServiceOptions {
  db: Database;
  /** Delivers the order's events once its transaction has committed (the platform's dispatcher). */
  deliverEvents: DeliverEvents;
  pricing: OrderPricingService;
  discounts: DiscountService;
  /** The automatic promotions a shopper may earn, and the record of what they took off (promotions). */
  promotions: AutomaticPromotions;
  payments: PaymentService;
  clock: Clock;
  /**
   * The version of the terms in force, read in the order's transaction and kept from changing until it commits
   * (the content module's terms page, decision 0052).
   */
  termsVersion: (tx: Database) => Promise<number>;
  /**
   * Puts the order's email on the newsletter list with the checkout's sentence, in the order's transaction (the
   * newsletter module's, decision 0076): the box ticked at checkout is consent like any other form's.
   */
  recordMarketingConsent: (tx: Database, consent: { email: string; language: Language; via: "checkout"; at: Date }) => Promise<void>;
  /**
   * Credits the order to its visit's source, in the order's transaction (the marketing module's, decision 0151), so
   * that every order placed has its credit and no credit outlives a rolled-back order.
   */
  creditOrder: (tx: Database, orderId: number, visit: VisitContext, at: Date) => Promise<void>;
  /** Checks the locker a service to lockers needs; absent: no service may go to a locker (each is refused). */
  pickupPoints?: PickupPointCheck;
  /** Opens an account for `createAccount`; absent where accounts are not wired (then the option is ignored). */
  registerAccount?: RegisterAccount;
  onError?: (details: object, message: string) => void;
}

/**
 * The discount service's first-order rule reads this: an email has ordered before when it has any
 * order that was not cancelled. Awaiting payment counts — the code is then spoken for until the order
 * is cancelled.
 */
export const hasPreviousOrder: HasPreviousOrder = async (email, tx) => {
  const [row] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.email, email), ne(orders.status, "cancelled")))
    .limit(1);
  return row !== undefined;
};

/**
 * The request as a fingerprint: the same key with another fingerprint is another order. The password
 * is left out — a fast hash of it would be a guessable copy of it in the database.
 */
export function requestFingerprint(input: CreateOrderInput, customerId: number | null): string {
  const canonical = {
    email: input.email,
    shippingAddress: input.shippingAddress,
    billingAddress: input.billingAddress,
    lines: input.lines.map((line) => [line.variantId, line.quantity]),
    discountCode: input.discountCode,
    note: input.note,
    paymentMethod: input.paymentMethod,
    acceptsMarketing: input.acceptsMarketing,
    currencyCode: input.currencyCode ?? null,
    createAccount: input.createAccount,
    useStoreCredit: input.useStoreCredit,
    shippingServiceId: input.shippingServiceId,
    customerId,
    // Only when asked for, so the fingerprints of orders placed before the field existed stay the same.
    ...(input.invoiceCompany ? { invoiceCompany: input.invoiceCompany } : {}),
    ...(input.pickupPointId ? { pickupPointId: input.pickupPointId } : {}),
  };
  return createHash("sha256").update(JSON.stringify(canonical)).digest("hex");
}

/** Another attempt with this idempotency key won the insert; the order it wrote is answered instead. */
class IdempotencyKeyTaken extends Error {}

/** Cash on delivery where the zone does not take it: found once the zone is known, before anything is written. */
class CodNotAllowed extends Error {}

/** The balance read under its row lock was spent meanwhile (never expected: the lock keeps it); nothing is written. */
class StoreCreditSpentMeanwhile extends Error {}

/** The locker named does not suit the order; nothing is written. */
class PickupPointRefused extends Error {
  constructor(readonly reason: PickupPointRefusal) {
    super(`pickup point refused: ${reason}`);
  }
}

/** The order is priced otherwise than the shopper saw; the transaction is rolled back (no stock, code or credit used). */
class PriceChanged extends Error {
  constructor(
    readonly total: Money,
    readonly due: Money,
  ) {
    super("the order's price changed");
  }
}

const sameMoney = (a: Money, b: Money) => a.amountMinor === b.amountMinor && a.currencyCode === b.currencyCode;

/** Whether the order's amounts are the ones the shopper saw (or nothing was said of them). */
function asExpected(expected: ExpectedAmounts | null | undefined, total: Money, due: Money): boolean {
  if (!expected) return true;
  return sameMoney(expected.total, total) && (expected.due === undefined || sameMoney(expected.due, due));
}

/** The shopper accepted terms the owner has since replaced; the transaction is rolled back. */
class TermsVersionStale extends Error {
  constructor(readonly current: number) {
    super(`the terms are at version ${current}`);
  }
}

/** What the order's transaction is given beside it: the request, its charge currency and who places it, checked before. */
interface OrderRequest {
  input: CreateOrderInput;
  context: OrderContext;
  currency: ChargeCurrency;
  fingerprint: string;
  /** The account the order is filed under: the signed-in customer, else one with the order's email. */
  customerId: number | null;
  now: Date;
}

type WrittenOrder = { order: OrderRow; paymentId: string | null };

/** What the shopper is told of an order written: its number, its total, and the payment page when it waits for one. */
async function placedOrder(options: OrderServiceOptions, order: OrderRow): Promise<PlacedOrder> {
  const onError = options.onError ?? (() => undefined);
  let url: string | undefined;
  try {
    if (order.status === "pending_payment") url = await options.payments.openPaymentUrl(order);
  } catch (error) {
    // The order stands; without a payment page the shopper is offered a new attempt (POST /api/retry-payment).
    onError({ err: error, orderId: order.id }, "the payment provider did not open the payment page");
  }
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    status: order.status as OrderStatus,
    total: { amountMinor: order.totalMinor, currencyCode: order.currencyCode.trim() },
    ...(url ? { paymentUrl: url } : {}),
  };
}

/** The answer to a repeated submission: the order its key already placed, or a conflict when the request differs. */
async function existingAnswer(
  options: OrderServiceOptions,
  idempotencyKey: string,
  fingerprint: string,
): Promise<CreateOrderOutcome | null> {
  const [existing] = await options.db.select().from(orders).where(eq(orders.idempotencyKey, idempotencyKey));
  if (!existing) return null;
  if (existing.requestHash !== fingerprint) return { kind: "idempotency_conflict" };
  return { kind: "replayed", placed: await placedOrder(options, existing) };
}

/** The account the order is filed under: the signed-in customer, else an active one with the order's email. */
async function accountFor(db: Database, email: string, context: OrderContext): Promise<number | null> {
  if (context.customerId !== null) return context.customerId;
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.email, email), ne(customers.status, "disabled")));
  return row?.id ?? null;
}

/** Opens the account asked for at checkout and files the order under it; a failure leaves the order standing. */
async function openAccount(options: OrderServiceOptions, input: CreateOrderInput, orderId: number, context: OrderContext): Promise<void> {
  const { db, registerAccount, onError = () => undefined } = options;
  if (!registerAccount || !input.createAccount || context.customerId !== null) return;
  try {
    const registered = await registerAccount({
      email: input.email,
      firstName: input.shippingAddress.firstName,
      lastName: input.shippingAddress.lastName,
      acceptsMarketing: input.acceptsMarketing,
      language: context.language,
    });
    if (registered !== "created") return;
    const [customer] = await db.select({ id: customers.id }).from(customers).where(eq(customers.email, input.email));
    if (customer)
      await db
        .update(orders)
        .set({ customerId: customer.id })
        .where(and(eq(orders.id, orderId), sql`${orders.customerId} IS NULL`));
  } catch (error) {
    // The order stands; the shopper can still register from the account page.
    onError({ err: error, orderId }, "account creation after checkout failed");
  }
}

/** The locker the order goes to: required by a service to lockers, refused by one to the address. */
async function chosenPickupPoint(
  { pickupPoints }: OrderServiceOptions,
  tx: Database,
  input: CreateOrderInput,
  priced: PricedOrder,
  cashOnDelivery: boolean,
): Promise<ChosenPickupPoint | null> {
  const courier = priced.shipping.service.pickupPointsOf;
  if (!courier) {
    // A locker named for a door-to-door service would be silently dropped, and the shopper would wait at the locker.
    if (input.pickupPointId) throw new PickupPointRefused("not_taken");
    return null;
  }
  if (!input.pickupPointId) throw new PickupPointRefused("required");
  if (!pickupPoints) throw new PickupPointRefused("unknown");
  const checked = await pickupPoints(tx, {
    courier,
    id: input.pickupPointId,
    weightGrams: priced.basis.weightGrams,
    cashOnDelivery,
  });
  if ("refused" in checked) throw new PickupPointRefused(checked.refused);
  return checked.point;
}

/**
 * Prices, redeems, writes and opens the payment of one order inside its transaction; a refusal is thrown, so that
 * nothing it wrote stays.
 */
async function writeOrder(options: OrderServiceOptions, tx: Database, request: OrderRequest): Promise<WrittenOrder> {
  const { input, context, currency, fingerprint, customerId, now } = request;
  // One checkout per email at a time, so "first order only" holds when the same shopper submits twice at once.
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`order:${input.email}`}))`);
  const currentTerms = await options.termsVersion(tx);
  if (currentTerms !== input.termsVersion) throw new TermsVersionStale(currentTerms);
  // The capped promotions stay locked until the order commits, so a promotion's last use goes to one order.
  const promotions = await options.promotions.inForce({ email: input.email }, { tx, lock: true });
  const unpriced = await options.pricing.price(
    {
      lines: input.lines,
      currency,
      discount: null,
      shippingCountry: input.shippingAddress.country,
      shippingServiceId: input.shippingServiceId ?? undefined,
      language: context.language,
      promotions,
    },
    tx,
  );
  if (input.paymentMethod === "cod" && !unpriced.shipping.codAllowed && !input.useStoreCredit) throw new CodNotAllowed();
  const { priced, redeemed } = await withCode(options, tx, unpriced, input);
  // Only the signed-in customer's own credit, never an account found by the email typed.
  const credit = storeCreditPayment(
    input.useStoreCredit && context.customerId !== null ? await lockedStoreCreditBalance(tx, context.customerId) : 0,
    { totalMinor: priced.charged.totalMinor, totalRonMinor: priced.ron.totalMinor },
  );
  const total = { amountMinor: priced.charged.totalMinor, currencyCode: currency.currencyCode };
  const due = { amountMinor: credit.dueMinor, currencyCode: currency.currencyCode };
  if (!asExpected(input.expected, total, due)) throw new PriceChanged(total, due);
  const paidByCredit = paidWholeByStoreCredit(credit);
  const pickupPoint = await chosenPickupPoint(options, tx, input, priced, input.paymentMethod === "cod" && !paidByCredit);
  const order = await placeOrder(
    tx,
    {
      idempotencyKey: input.idempotencyKey,
      requestHash: fingerprint,
      customerId,
      email: input.email,
      language: context.language,
      priced,
      paymentMethod: input.paymentMethod,
      storeCredit: credit,
      shippingAddress: input.shippingAddress,
      pickupPoint,
      billingAddress: input.billingAddress ?? input.shippingAddress,
      invoiceCompany: input.invoiceCompany,
      note: input.note,
      acceptsMarketing: input.acceptsMarketing,
      termsVersion: input.termsVersion,
      stockCause: "order_placed",
    },
    now,
  );
  if (!order) throw new IdempotencyKeyTaken();

  if (credit.creditRonMinor > 0) {
    const debited = await changeStoreCredit(
      tx,
      { customerId: context.customerId!, amountRonMinor: -credit.creditRonMinor, kind: "checkout_debit", orderId: order.id },
      now,
    );
    if (!debited.ok) throw new StoreCreditSpentMeanwhile();
  }
  if (redeemed) await options.discounts.attachToOrder(tx, redeemed.redemptionId, order.id);
  await options.promotions.recordUses(
    tx,
    order.id,
    priced.promotions.allocations.map(({ promotionId, title, amountMinor, amountRonMinor }) => ({
      promotionId,
      title,
      amountMinor,
      amountRonMinor,
    })),
  );
  await options.creditOrder(tx, order.id, context.visit, now);
  if (input.acceptsMarketing)
    await options.recordMarketingConsent(tx, { email: input.email, language: context.language, via: "checkout", at: now });
  if (paidByCredit) return { order, paymentId: null };
  const opened = await options.payments.open(tx, order, input.paymentMethod, now);
  return { order, paymentId: opened.outcome === "awaiting_shopper" ? opened.paymentId : null };
}

/**
 * The order priced with its code, when the code applies beside the promotions it earned (decision 0172): a code the
 * promotions outrank is not redeemed, so its use and the shopper's once-per-email stay theirs.
 */
async function withCode(
  options: OrderServiceOptions,
  tx: Database,
  unpriced: PricedOrder,
  input: CreateOrderInput,
): Promise<{ priced: PricedOrder; redeemed: { redemptionId: number } | null }> {
  if (!input.discountCode) return { priced: unpriced, redeemed: null };
  const lines = discountedLines(unpriced);
  const check = await options.discounts.validate({ code: input.discountCode, email: input.email, lines }, tx);
  if (!check.valid) throw new DiscountCodeRefusedError(check.code, check.reason, check.minimumRonMinor);
  if (!withDiscount(unpriced, check.offer).discount) return { priced: unpriced, redeemed: null };
  const redeemed = await options.discounts.redeem({ code: input.discountCode, email: input.email, orderId: null, lines }, tx);
  return { priced: withDiscount(unpriced, redeemed.offer), redeemed };
}

/** The answer for what refused an order inside its transaction; null for an error no shopper should be told of. */
function refusalOf(error: unknown): CreateOrderOutcome | null {
  if (error instanceof DiscountCodeRefusedError)
    return {
      kind: "discount_refused",
      code: error.code,
      reason: error.reason,
      ...(error.minimumRonMinor === undefined ? {} : { minimumRonMinor: error.minimumRonMinor }),
    };
  if (error instanceof LinePricingError) return { kind: "lines_invalid", problems: error.problems };
  if (error instanceof DestinationError) return { kind: "destination_refused", problem: error.problem };
  if (error instanceof CodNotAllowed) return { kind: "cod_not_allowed" };
  if (error instanceof TermsVersionStale) return { kind: "terms_version_stale", current: error.current };
  if (error instanceof PriceChanged) return { kind: "price_changed", total: error.total, due: error.due };
  if (error instanceof PickupPointRefused) return { kind: "pickup_point_refused", reason: error.reason };
  return null;
}

export function createOrderService(options: OrderServiceOptions): OrderService {
  const { db, pricing, discounts, promotions, payments: paymentService, clock, deliverEvents } = options;

  return {
    async create(input, context) {
      if (input.useStoreCredit && context.customerId === null) return { kind: "store_credit_needs_sign_in" };
      const customerId = await accountFor(db, input.email, context);
      const fingerprint = requestFingerprint(input, context.customerId);
      const earlier = await existingAnswer(options, input.idempotencyKey, fingerprint);
      if (earlier) return earlier;

      const currency = await pricing.chargeCurrency(input.currencyCode);
      const now = clock();
      // Asked before the transaction, so a provider's list of enabled methods is never fetched while it holds locks.
      if (!(await paymentService.availableMethods(currency.currencyCode)).includes(input.paymentMethod))
        return { kind: "payment_method_unavailable" };
      let written: WrittenOrder;
      try {
        written = await db.transaction((tx) => writeOrder(options, tx, { input, context, currency, fingerprint, customerId, now }));
      } catch (error) {
        // Whatever refused this attempt, a concurrent one with the same key may have placed the order.
        const placedMeanwhile = await existingAnswer(options, input.idempotencyKey, fingerprint);
        if (placedMeanwhile) return placedMeanwhile;
        const refusal = refusalOf(error);
        if (refusal) return refusal;
        throw error;
      }

      await deliverEvents({ type: "order", id: written.order.id });
      await openAccount(options, input, written.order.id, context);
      return { kind: "created", placed: await placedOrder(options, written.order) };
    },

    async quote({ lines, discountCode, email, country, currencyCode, language, customerId, useStoreCredit, shippingServiceId }) {
      const currency = await pricing.chargeCurrency(currencyCode);
      let unpriced: PricedOrder;
      try {
        unpriced = await pricing.price({
          lines,
          currency,
          discount: null,
          shippingCountry: country,
          shippingServiceId: shippingServiceId ?? undefined,
          language,
          promotions: await promotions.inForce({ email }, {}),
        });
      } catch (error) {
        if (error instanceof LinePricingError) return { kind: "lines_invalid", problems: error.problems };
        if (error instanceof DestinationError) return { kind: "destination_refused", problem: error.problem };
        throw error;
      }
      const discountCheck = discountCode
        ? await discounts.validate({ code: discountCode, email: email ?? undefined, lines: discountedLines(unpriced) })
        : null;
      const priced = discountCheck?.valid ? withDiscount(unpriced, discountCheck.offer) : unpriced;
      const paymentMethods = await paymentService.availableMethods(currency.currencyCode);
      const balanceRonMinor = customerId === null ? 0 : await storeCreditBalance(db, customerId);
      const credit = storeCreditPayment(useStoreCredit ? balanceRonMinor : 0, {
        totalMinor: priced.charged.totalMinor,
        totalRonMinor: priced.ron.totalMinor,
      });
      const storeCredit = balanceRonMinor > 0 ? { balanceRonMinor, creditMinor: credit.creditMinor, dueMinor: credit.dueMinor } : null;
      return { kind: "priced", priced, discountCheck, paymentMethods, storeCredit };
    },
  };
}

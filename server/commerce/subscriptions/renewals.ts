/**
 * Renewals (issue 18 item 2, decision 0043): each delivery a subscription has due becomes one order, in one
 * transaction that holds the subscription's row, writes the order, its line, its stock, its payment, the
 * `subscription_renewals` row keyed by (subscription, cycle), the `renewal_created` event, the order's domain events
 * and the schedule after it. What commits is never due again; what does not commit left nothing behind. Once it has
 * committed, a cash-on-delivery renewal's confirmation is sent by the order's event handlers (decision 0086).
 */
import { and, asc, count, eq, isNotNull, lte, or, sql } from "drizzle-orm";
import { RATE_SCALE } from "#domain/currency-conversion";
import { SHOP_CURRENCY } from "#domain/currency";
import type { AddressValues } from "#domain/account-forms";
import type { PaymentMethod } from "#domain/order-contract";
import { shopCalendarDay, type SubscriptionInterval } from "#domain/order-subscription-dates";
import { SUBSCRIPTION_STATES, subscriptionTransition, type SubscriptionState } from "#domain/subscription-lifecycle";
import {
  dueDeliveries,
  scheduleAfterDelivery,
  type CalendarDay,
  type DueDelivery,
  type SubscriptionSchedule,
} from "#domain/subscription-schedule";
import type { Database } from "#server/db/client";
import { orders, subscriptionRenewals, subscriptions } from "#server/db/schema";
import type { Clock } from "#server/commerce/shared/clock";
import type { DeliverEvents } from "#server/commerce/shared/domain-events";
import type { PaymentService } from "#server/commerce/payments/module";
import { placeOrder } from "#server/commerce/orders/module";
import { changedBy, recordSubscriptionEvent, type SubscriptionChangeActor } from "./timeline.ts";
import {
  DestinationError,
  type OrderPricingService,
  type PricedOrder,
  type RequestedLine,
  type SaleCatalog,
  withDiscount,
} from "#server/commerce/catalog/module";
import { SAVE_DISCOUNT_CODE, takeSaveDiscount } from "./save-offers.ts";
import { pendingExtras, placeWithExtras, priceWithExtras, renewalExtrasDetails, settleRenewalExtras, tellDroppedExtras } from "./extras.ts";

const DAY_MS = 24 * 60 * 60_000;

/** The delivery's order exists already (its idempotency key is taken): a second "deliver now" raced the first. */
export class RenewalAlreadyPlaced extends Error {
  constructor(subscriptionId: number, cycle: number) {
    super(`Renewal ${subscriptionId}/${cycle} is placed already`);
    this.name = "RenewalAlreadyPlaced";
  }
}

export type SubscriptionRow = typeof subscriptions.$inferSelect;

export interface CreatedRenewal {
  orderId: number;
  orderNumber: number;
  totalRonMinor: number;
  /** Delivers the confirmation email; call it once the transaction has committed. */
  afterCommit(): Promise<void>;
}

export interface RenewalSweepReport {
  created: number;
  /** Deliveries that could not become an order (the variant is gone or out of stock); tried again next sweep. */
  failed: number;
}

export interface SubscriptionRenewals {
  /**
   * The order of `delivery`, inside the caller's transaction, which holds the subscription's row. It does not
   * move the schedule: the sweep moves it to the next delivery, "deliver now" restarts it from today.
   */
  renewInTransaction(
    tx: Database,
    subscription: SubscriptionRow,
    delivery: DueDelivery,
    now: Date,
    actor: SubscriptionChangeActor,
  ): Promise<CreatedRenewal>;
  /** Every delivery due on or before `asOf` (a Bucharest calendar day) becomes its order, once. */
  sweep(asOf: CalendarDay): Promise<RenewalSweepReport>;
  /** Subscriptions by state and renewals by charge state, store-wide (for /metrics). */
  counts(): Promise<{ subscriptions: Record<string, number>; renewals: Record<string, number> }>;
}

export interface SubscriptionRenewalsOptions {
  db: Database;
  /** Delivers the renewal order's events once its transaction has committed (the platform's dispatcher). */
  deliverEvents: DeliverEvents;
  pricing: OrderPricingService;
  /** Names the one-off items a renewal could not carry, in the subscription's language. */
  catalog: Pick<SaleCatalog, "variantsForSale">;
  payments: Pick<PaymentService, "open" | "openSavedCharge">;
  /** Charges a card renewal once its transaction has committed (subscription-charges.ts); its sweep retries. */
  chargeCard(subscriptionId: number, cycle: number, now: Date): Promise<unknown>;
  clock: Clock;
  onError?: (details: object, message: string) => void;
  /** Counts what the sweep did, for /metrics. */
  onRenewal?: (outcome: "created" | "failed") => void;
}

const SWEEP_BATCH = 200;
export const RENEWAL_CHARGE_STATES = ["not_needed", "pending", "charged", "failed", "abandoned"] as const;
// Renewals are charged in lei: the price the customer agreed to is a price in lei.
const RON_ONLY = { currencyCode: SHOP_CURRENCY, rates: new Map([[SHOP_CURRENCY, RATE_SCALE]]) } as const;

export function scheduleOf(row: SubscriptionRow): SubscriptionSchedule {
  return {
    interval: row.interval as SubscriptionInterval,
    anchorDay: row.anchorDay,
    nextCycle: row.nextCycle,
    nextDeliveryDate: row.nextChargeDate,
    skippedDate: row.skippedDate,
    pause: row.status === "paused" ? { resumeOn: row.resumeOn } : null,
  };
}

/** The columns a schedule is kept in; `resume_on` only while paused. */
export function scheduleColumns(schedule: SubscriptionSchedule) {
  return {
    interval: schedule.interval,
    anchorDay: schedule.anchorDay,
    nextCycle: schedule.nextCycle,
    nextChargeDate: schedule.nextDeliveryDate,
    skippedDate: schedule.skippedDate,
    resumeOn: schedule.pause?.resumeOn ?? null,
  };
}

/** How a renewal is paid, which its reminder announces: the saved card, or cash on delivery when there is none. */
export function renewalPayment(subscription: Pick<SubscriptionRow, "savedPaymentMethodId">): "cash_on_delivery" | "card" {
  return subscription.savedPaymentMethodId === null ? "cash_on_delivery" : "card";
}

export function createSubscriptionRenewals(options: SubscriptionRenewalsOptions): SubscriptionRenewals {
  const { db, pricing, payments, clock, deliverEvents, chargeCard, onError = () => undefined, onRenewal = () => undefined } = options;
  const { catalog } = options;

  async function renewInTransaction(
    tx: Database,
    subscription: SubscriptionRow,
    delivery: DueDelivery,
    now: Date,
    actor: SubscriptionChangeActor,
  ): Promise<CreatedRenewal> {
    const [first] = await tx
      .select({
        shippingAddress: orders.shippingAddress,
        billingAddress: orders.billingAddress,
        customerId: orders.customerId,
        shippingServiceId: orders.shippingServiceId,
        termsVersion: orders.termsVersion,
      })
      .from(orders)
      .where(eq(orders.id, subscription.orderId));
    if (!first) throw new Error(`Subscription ${subscription.id} has no first order`);
    if (subscription.variantId === null) throw new Error(`Subscription ${subscription.id}'s variant is no longer in the catalogue`);
    const shippingAddress = (subscription.shippingAddress ?? first.shippingAddress) as AddressValues;
    const variantId = subscription.variantId;
    // Priced by the rules of today's zones and rates for where it goes (decisions 0055, 0056), with the service first chosen while its zone has it.
    const price = (lines: RequestedLine[], shippingServiceId: string | undefined) =>
      pricing.price(
        {
          lines,
          currency: RON_ONLY,
          discount: null,
          shippingCountry: shippingAddress.country,
          shippingServiceId,
          language: subscription.language,
        },
        tx,
      );
    const priceLines = async (lines: RequestedLine[]): Promise<PricedOrder> => {
      try {
        return await price(lines, first.shippingServiceId ?? undefined);
      } catch (error) {
        if (!(error instanceof DestinationError && error.problem.reason === "unknown_service")) throw error;
        return price(lines, undefined);
      }
    };
    // The one-off items waiting for this delivery ride on it (issue 68 item 4); one it cannot sell is left out, never the delivery.
    const subscriptionLine = { variantId, quantity: subscription.quantity };
    let extras = await priceWithExtras(priceLines, subscriptionLine, await pendingExtras(tx, subscription.id, true));
    const savedCard = subscription.savedPaymentMethodId;
    const paymentMethod: PaymentMethod = savedCard === null ? "cod" : "card";
    const key = `renewal:${subscription.id}:${delivery.cycle}`;
    // The cancel form's discount (decision 0170) rides on this renewal only: taken off the subscription in its transaction.
    const savePercent = await takeSaveDiscount(tx, subscription);
    const discounted = (priced: PricedOrder): PricedOrder =>
      savePercent === null
        ? priced
        : withDiscount(priced, {
            code: SAVE_DISCOUNT_CODE,
            kind: "percent",
            percent: savePercent,
            amountRonMinor: null,
            // The subscription's own product, not the one-off items riding with it.
            productIds: [priced.lines[0]!.productId],
          });
    const place = (sp: Database, priced: PricedOrder) =>
      placeOrder(
        sp,
        {
          idempotencyKey: key,
          requestHash: key,
          customerId: subscription.customerId ?? first.customerId,
          email: subscription.email,
          language: subscription.language,
          priced: discounted(priced),
          // A card renewal waits for its charge, which confirms it (decision 0043 §3).
          paymentMethod,
          storeCredit: null,
          shippingAddress,
          billingAddress: subscription.shippingAddress
            ? shippingAddress
            : ((first.billingAddress as AddressValues | null) ?? shippingAddress),
          invoiceCompany: null,
          note: "",
          acceptsMarketing: false,
          // A renewal delivers the subscription the shopper agreed to: under the terms they accepted then (decision 0052).
          termsVersion: first.termsVersion,
          stockCause: "renewal",
        },
        now,
      );
    const placed = await placeWithExtras(tx, extras, {
      agreedUnitPriceRonMinor: subscription.agreedUnitPriceRonMinor,
      reprice: (riding, dropped) => priceWithExtras(priceLines, subscriptionLine, riding, dropped),
      place,
    });
    const order = placed.order;
    extras = placed.extras;
    if (!order) throw new RenewalAlreadyPlaced(subscription.id, delivery.cycle);
    await settleRenewalExtras(tx, order.id, extras, now);
    const dropped = await tellDroppedExtras(tx, catalog, { subscription, orderNumber: order.orderNumber, dropped: extras.dropped }, now);
    // Written before the confirmation, which must see that this order renews a subscription rather than start one.
    await tx.insert(subscriptionRenewals).values({
      subscriptionId: subscription.id,
      cycle: delivery.cycle,
      dueDate: delivery.date,
      orderId: order.id,
      chargeState: savedCard === null ? "not_needed" : "pending",
      nextRetryAt: savedCard === null ? null : now,
      createdAt: now,
    });
    if (savedCard !== null) await payments.openSavedCharge(tx, order, savedCard, now);
    else await payments.open(tx, order, "cod", now);
    await recordSubscriptionEvent(
      tx,
      {
        subscriptionId: subscription.id,
        kind: "renewal_created",
        details: {
          cycle: delivery.cycle,
          dueDate: delivery.date,
          orderId: order.id,
          orderNumber: order.orderNumber,
          totalRonMinor: order.totalRonMinor,
          ...(savePercent === null ? {} : { saveDiscountPercent: savePercent }),
          ...renewalExtrasDetails(extras, dropped),
        },
        ...changedBy(actor),
        customer: { customerId: subscription.customerId, email: subscription.email },
      },
      now,
    );
    return {
      orderId: order.id,
      orderNumber: order.orderNumber,
      totalRonMinor: order.totalRonMinor,
      afterCommit: async () => {
        await deliverEvents({ type: "order", id: order.id });
        if (savedCard === null) return;
        try {
          await chargeCard(subscription.id, delivery.cycle, now);
        } catch (error) {
          onError(
            { err: error, subscriptionId: subscription.id, cycle: delivery.cycle },
            "a card renewal's charge failed; the charge sweep tries again",
          );
        }
      },
    };
  }

  /** One due delivery of one subscription, if another instance is not renewing it now: true when an order was made. */
  /**
   * The moment a sweep as of `asOf` acts at: now, or for a day ahead (`npm run jobs -- renewals --as-of`) the same
   * time on that day, so the renewal, its charge and the dunning dates counted from it all read the run's day
   * rather than the machine's (issue 40 item 9).
   */
  function runMoment(asOf: CalendarDay): Date {
    const now = clock();
    const daysAhead = Math.round((Date.parse(asOf) - Date.parse(shopCalendarDay(now))) / DAY_MS);
    return daysAhead > 0 ? new Date(now.getTime() + daysAhead * DAY_MS) : now;
  }

  async function renewNextDue(subscriptionId: number, asOf: CalendarDay): Promise<CreatedRenewal | null> {
    return db.transaction(async (tx) => {
      const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId)).for("update", { skipLocked: true });
      if (!row) return null;
      if (!subscriptionTransition(row.status as SubscriptionState, "renew", "system").allowed) return null;
      const schedule = scheduleOf(row);
      const [delivery] = dueDeliveries(schedule, asOf);
      if (!delivery) return null;
      const now = runMoment(asOf);
      const created = await renewInTransaction(tx, row, delivery, now, { kind: "system" });
      const next = scheduleAfterDelivery(schedule, delivery);
      await tx
        .update(subscriptions)
        .set({ ...scheduleColumns(next), status: "active", updatedAt: now })
        .where(eq(subscriptions.id, row.id));
      return created;
    });
  }

  async function dueSubscriptionIds(asOf: CalendarDay, afterId: number): Promise<number[]> {
    const rows = await db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(
        and(
          sql`${subscriptions.id} > ${afterId}`,
          or(
            and(eq(subscriptions.status, "active"), lte(subscriptions.nextChargeDate, asOf)),
            and(eq(subscriptions.status, "paused"), isNotNull(subscriptions.resumeOn), lte(subscriptions.resumeOn, asOf)),
          ),
        ),
      )
      .orderBy(asc(subscriptions.id))
      .limit(SWEEP_BATCH);
    return rows.map((row) => row.id);
  }

  return {
    renewInTransaction,
    async counts() {
      const [states, charges] = await Promise.all([
        db.select({ key: subscriptions.status, count: count() }).from(subscriptions).groupBy(subscriptions.status),
        db
          .select({ key: subscriptionRenewals.chargeState, count: count() })
          .from(subscriptionRenewals)
          .groupBy(subscriptionRenewals.chargeState),
      ]);
      const byKey = (rows: { key: string; count: number }[], keys: readonly string[]) =>
        Object.fromEntries(keys.map((key) => [key, rows.find((row) => row.key === key)?.count ?? 0]));
      return { subscriptions: byKey(states, SUBSCRIPTION_STATES), renewals: byKey(charges, RENEWAL_CHARGE_STATES) };
    },
    async sweep(asOf) {
      const report: RenewalSweepReport = { created: 0, failed: 0 };
      let afterId = 0;
      for (;;) {
        const ids = await dueSubscriptionIds(asOf, afterId);
        if (ids.length === 0) return report;
        afterId = ids.at(-1)!;
        for (const id of ids) {
          // One transaction per delivery: three missed cycles are three orders, each committed on its own.
          for (;;) {
            let created: CreatedRenewal | null;
            try {
              created = await renewNextDue(id, asOf);
            } catch (error) {
              report.failed += 1;
              onRenewal("failed");
              onError({ err: error, subscriptionId: id }, "a subscription's renewal could not be created; the next sweep tries again");
              break;
            }
            if (!created) break;
            report.created += 1;
            onRenewal("created");
            await created.afterCommit();
          }
        }
      }
    },
  };
}

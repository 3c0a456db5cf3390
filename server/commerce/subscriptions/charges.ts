/**
 * Card renewals' charges and their dunning (issue 18 items 2 and 4, decision 0043 §3). The renewal's own
 * transaction left the order `pending_payment` with a pending attempt on the saved card; each charge then goes in
 * three steps, so no lock is held while the provider answers:
 *
 * 1. **Claim**, in a transaction holding the subscription (`SKIP LOCKED`) and the renewal: a cancelled or paused
 *    subscription is never charged (its order is cancelled); one that has no saved card any more is switched to
 *    cash on delivery; otherwise the attempt to ask for is chosen (the pending one, or a new one for a retry) and
 *    leased for `CHARGE_LEASE_MS`, so another instance leaves it alone.
 * 2. **Charge**, outside any transaction, with the attempt's id as the provider's idempotency key.
 * 3. **Settle**, in a second transaction: paid confirms the order; declined schedules the retry of days 1, 3 and 7
 *    (`past_due`, an email each time) or, after the last, abandons the order and pauses the subscription.
 *
 * What confirming or abandoning the order does beyond its state (the confirmation email, the stock given back) is
 * done by the order's event handlers, delivered once the step's transaction has committed (decision 0086).
 *
 * A process killed between 2 and 3 leaves the attempt pending and leased; when the lease runs out, the next sweep
 * asks the provider again with the same key, which charges once and answers the same.
 */
import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { AddressValues } from "#domain/account-forms";
import { shopCalendarDay } from "#domain/order-subscription-dates";
import { subscriptionTransition, type SubscriptionAction, type SubscriptionState } from "#domain/subscription-lifecycle";
import type { Database } from "#server/db/client";
import { orders, subscriptionRenewals, subscriptions } from "#server/db/schema";
import { orderLinesOf, applyOrderTransition, cancelOrder } from "#server/commerce/orders/module";
import type { Clock } from "#server/commerce/shared/clock";
import type { DeliverEvents } from "#server/commerce/shared/domain-events";
import type { MailBranding } from "#server/mail/mail-types";
import type { Mailer } from "#server/mail/outbox";
import { renderSubscriptionChargeFailed } from "#server/mail/subscription-charge";
import type { NotifyStaff } from "#server/mail/staff-notice";
import type { OrderRow } from "#server/commerce/shared/order-rows";
import type { PaymentService, SavedChargeOutcome } from "#server/commerce/payments/module";
import { cancelPendingAttempts, pendingAttemptOf } from "#server/commerce/payments/module";
import { lineItemName } from "#server/commerce/catalog/module";
import type { SubscriptionLinks } from "./links.ts";
import type { SubscriptionRow } from "./renewals.ts";
import { recordSubscriptionEvent } from "./timeline.ts";

/** After the first decline, the card is tried again this many days after the renewal was created. */
export const DUNNING_RETRY_DAYS = [1, 3, 7] as const;
/** How long a claimed charge is left to the instance that claimed it before another may ask the provider again. */
export const CHARGE_LEASE_MS = 10 * 60_000;
const SWEEP_BATCH = 100;
const DAY_MS = 24 * 60 * 60_000;

export type ChargeResult = "charged" | "retrying" | "abandoned" | "paused" | "cash_on_delivery" | "not_due" | "error";

export interface ChargeSweepReport {
  charged: number;
  /** Declined, tried again on its next dunning day. */
  retrying: number;
  /** Declined for the last time: the order cancelled and the subscription paused. */
  paused: number;
  /** Cancelled or paused before the charge, or its order cancelled: never charged. */
  abandoned: number;
  /** The customer chose cash on delivery meanwhile: the order goes out to be paid to the courier. */
  cashOnDelivery: number;
  /** The provider did not answer; asked again once the lease runs out. */
  errors: number;
}

export interface SubscriptionCharges {
  /** One renewal's charge, if it is due at `now` and no other instance holds it. */
  chargeRenewal(subscriptionId: number, cycle: number, now?: Date): Promise<ChargeResult>;
  /** Every charge of one subscription that is due now (after the customer changed how to pay, or cancelled). */
  chargeDueOf(subscriptionId: number): Promise<void>;
  /** Every renewal charge and retry due now, or at `asOf` when that is later (`npm run jobs -- charges --as-of`). */
  sweep(asOf?: Date): Promise<ChargeSweepReport>;
}

export interface SubscriptionChargesOptions {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  branding: MailBranding;
  /** The link to manage the subscription, in a declined charge's email. */
  subscriptionPages: Pick<SubscriptionLinks, "pageFor">;
  /** Delivers the renewal order's events once a step's transaction has committed (the platform's dispatcher). */
  deliverEvents: DeliverEvents;
  payments: Pick<PaymentService, "open" | "openSavedCharge" | "chargeSaved" | "settleSavedCharge">;
  /** Tells the staff who look after subscriptions of a declined renewal (its first decline and its last). */
  notifyStaff: NotifyStaff;
  onError?: (details: object, message: string) => void;
}

type RenewalRow = typeof subscriptionRenewals.$inferSelect;

type Claim =
  | { kind: "charge"; paymentId: string; description: string }
  | { kind: "done"; result: "charged" | "abandoned" | "cash_on_delivery"; orderId: number };

const WAITING_FOR_CHARGE = ["pending", "failed"] as const;

const due = (now: Date) => and(inArray(subscriptionRenewals.chargeState, WAITING_FOR_CHARGE), lte(subscriptionRenewals.nextRetryAt, now));

/** What the charges' functions share: the options, with a default for `onError`. */
interface ChargesContext extends SubscriptionChargesOptions {
  onError: NonNullable<SubscriptionChargesOptions["onError"]>;
}

export function createSubscriptionCharges(options: SubscriptionChargesOptions): SubscriptionCharges {
  const context: ChargesContext = { ...options, onError: options.onError ?? (() => undefined) };

  return {
    chargeRenewal: (subscriptionId, cycle, now) => chargeRenewal(context, subscriptionId, cycle, now),
    chargeDueOf: (subscriptionId) => chargeDueOf(context, subscriptionId),
    sweep: (asOf) => sweepCharges(context, asOf),
  };
}

async function chargeDueOf(
  context: ChargesContext,
  subscriptionId: Parameters<SubscriptionCharges["chargeDueOf"]>[0],
): ReturnType<SubscriptionCharges["chargeDueOf"]> {
  const { clock, db } = context;
  const now = clock();
  const rows = await db
    .select({ cycle: subscriptionRenewals.cycle })
    .from(subscriptionRenewals)
    .where(and(eq(subscriptionRenewals.subscriptionId, subscriptionId), due(now)));
  for (const { cycle } of rows) await chargeRenewal(context, subscriptionId, cycle, now);
}

async function sweepCharges(
  context: ChargesContext,
  asOf: Parameters<SubscriptionCharges["sweep"]>[0],
): ReturnType<SubscriptionCharges["sweep"]> {
  const { clock, db, onError } = context;
  const now = asOf && asOf > clock() ? asOf : clock();
  const report: ChargeSweepReport = { charged: 0, retrying: 0, paused: 0, abandoned: 0, cashOnDelivery: 0, errors: 0 };
  const tally: Record<ChargeResult, keyof ChargeSweepReport | null> = {
    charged: "charged",
    retrying: "retrying",
    paused: "paused",
    abandoned: "abandoned",
    cash_on_delivery: "cashOnDelivery",
    error: "errors",
    not_due: null,
  };
  // Past the last one tried, so a row another instance holds (still due) is tried once per sweep.
  let after = { subscriptionId: 0, cycle: 0 };
  for (;;) {
    const rows = await db
      .select({ subscriptionId: subscriptionRenewals.subscriptionId, cycle: subscriptionRenewals.cycle })
      .from(subscriptionRenewals)
      .where(
        and(
          due(now),
          sql`(${subscriptionRenewals.subscriptionId}, ${subscriptionRenewals.cycle}) > (${after.subscriptionId}, ${after.cycle})`,
        ),
      )
      .orderBy(asc(subscriptionRenewals.subscriptionId), asc(subscriptionRenewals.cycle))
      .limit(SWEEP_BATCH);
    if (rows.length === 0) return report;
    after = rows.at(-1)!;
    for (const { subscriptionId, cycle } of rows) {
      let result: ChargeResult;
      try {
        result = await chargeRenewal(context, subscriptionId, cycle, now);
      } catch (error) {
        onError({ err: error, subscriptionId, cycle }, "a renewal's charge could not be settled; the next sweep tries again");
        result = "error";
      }
      const key = tally[result];
      if (key) report[key] += 1;
    }
  }
}

/** Staff hear of a renewal's first decline, when a word to the customer may help, and of the last, when it stops. */
function tellStaff(
  context: ChargesContext,
  tx: Database,
  subscription: SubscriptionRow,
  order: OrderRow,
  decline: string,
  attempt: number,
  final: boolean,
) {
  const { notifyStaff } = context;
  return attempt === 1 || final
    ? notifyStaff(tx, {
        kind: "renewal_declined",
        subscriptionId: subscription.id,
        orderNumber: order.orderNumber,
        customerEmail: subscription.email,
        totalRonMinor: order.totalRonMinor,
        decline,
        final,
      })
    : Promise.resolve([]);
}

async function recordEvent(
  context: ChargesContext,
  tx: Database,
  subscription: SubscriptionRow,
  action: SubscriptionAction,
  details: Record<string, unknown>,
  now: Date,
): Promise<SubscriptionState> {
  const transition = subscriptionTransition(subscription.status as SubscriptionState, action, "system");
  if (!transition.allowed) return subscription.status as SubscriptionState;
  await tx
    .update(subscriptions)
    .set({ status: transition.next, updatedAt: now, ...(transition.next === "paused" ? { resumeOn: null } : {}) })
    .where(eq(subscriptions.id, subscription.id));
  await recordSubscriptionEvent(
    tx,
    {
      subscriptionId: subscription.id,
      kind: transition.event,
      details,
      actor: "system",
      customer: { customerId: subscription.customerId, email: subscription.email },
    },
    now,
  );
  return transition.next;
}

async function settleRenewal(context: ChargesContext, tx: Database, renewal: RenewalRow, values: Partial<RenewalRow>) {
  await tx
    .update(subscriptionRenewals)
    .set(values)
    .where(and(eq(subscriptionRenewals.subscriptionId, renewal.subscriptionId), eq(subscriptionRenewals.cycle, renewal.cycle)));
}

/** The customer took the card away: the renewal is delivered and paid to the courier, and confirmed now. */
async function switchToCashOnDelivery(
  context: ChargesContext,
  tx: Database,
  subscription: SubscriptionRow,
  renewal: RenewalRow,
  order: OrderRow,
  now: Date,
) {
  await cancelPendingAttempts(tx, order.id, now);
  const switched = await applyOrderTransition(tx, order, "pay_on_delivery", now, { set: { paymentMethod: "cod" } });
  await context.payments.open(tx, switched, "cod", now);
  await settleRenewal(context, tx, renewal, { chargeState: "not_needed", nextRetryAt: null });
  if (subscription.status === "past_due")
    await recordEvent(
      context,
      tx,
      subscription,
      "charge_recovered",
      { cycle: renewal.cycle, orderNumber: order.orderNumber, paidBy: "cash_on_delivery" },
      now,
    );
}

async function claim(context: ChargesContext, subscriptionId: number, cycle: number, now: Date): Promise<Claim | null> {
  const { branding, db } = context;
  return db.transaction(async (tx) => {
    const [subscription] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscriptionId))
      .for("update", { skipLocked: true });
    if (!subscription) return null;
    const [renewal] = await tx
      .select()
      .from(subscriptionRenewals)
      .where(
        and(
          eq(subscriptionRenewals.subscriptionId, subscriptionId),
          eq(subscriptionRenewals.cycle, cycle),
          inArray(subscriptionRenewals.chargeState, WAITING_FOR_CHARGE),
          lte(subscriptionRenewals.nextRetryAt, now),
        ),
      )
      .for("update");
    if (!renewal) return null;
    const [order] = await tx.select().from(orders).where(eq(orders.id, renewal.orderId)).for("update");
    if (!order) throw new Error(`Renewal ${subscriptionId}/${cycle} has no order`);
    if (order.status !== "pending_payment") {
      // Paid another way (the customer paid the order's page), or cancelled by staff: nothing to charge.
      const paid = order.status !== "cancelled";
      await settleRenewal(context, tx, renewal, { chargeState: paid ? "charged" : "abandoned", nextRetryAt: null });
      if (paid && subscription.status === "past_due")
        await recordEvent(context, tx, subscription, "charge_recovered", { cycle, orderNumber: order.orderNumber }, now);
      return { kind: "done", result: paid ? "charged" : "abandoned", orderId: order.id };
    }
    if (subscription.status === "cancelled" || subscription.status === "paused") {
      await cancelOrder(tx, order, { by: "renewal_given_up" }, now);
      await settleRenewal(context, tx, renewal, { chargeState: "abandoned", nextRetryAt: null });
      return { kind: "done", result: "abandoned", orderId: order.id };
    }
    const open = await pendingAttemptOf(tx, order.id);
    let paymentId = open?.savedPaymentMethodId != null ? open.publicId : null;
    if (paymentId === null) {
      if (subscription.savedPaymentMethodId === null) {
        await switchToCashOnDelivery(context, tx, subscription, renewal, order, now);
        return { kind: "done", result: "cash_on_delivery", orderId: order.id };
      }
      paymentId = (await context.payments.openSavedCharge(tx, order, subscription.savedPaymentMethodId, now)).paymentId;
    }
    await settleRenewal(context, tx, renewal, { nextRetryAt: new Date(now.getTime() + CHARGE_LEASE_MS) });
    return { kind: "charge", paymentId, description: `${branding.brandName} #${order.orderNumber}` };
  });
}

async function dunningEmail(
  context: ChargesContext,
  tx: Database,
  subscription: SubscriptionRow,
  order: OrderRow,
  failure: { nextRetryAt: Date | null; decline: string },
) {
  const { branding, mailer } = context;
  const [line] = await orderLinesOf(tx, [order.id]);
  return mailer.enqueue(
    tx,
    renderSubscriptionChargeFailed(branding, {
      to: subscription.email,
      language: subscription.language,
      firstName: (order.shippingAddress as AddressValues).firstName,
      name: line ? lineItemName(line) : subscription.productHandle,
      orderNumber: order.orderNumber,
      totalRonMinor: order.totalRonMinor,
      nextRetryDate: failure.nextRetryAt ? shopCalendarDay(failure.nextRetryAt) : null,
      authenticationRequired: failure.decline === "authentication_required",
      manageUrl: context.subscriptionPages.pageFor({
        id: subscription.id,
        customerId: subscription.customerId,
        language: subscription.language,
      }),
    }),
  );
}

async function settle(
  context: ChargesContext,
  subscriptionId: number,
  cycle: number,
  paymentId: string,
  outcome: SavedChargeOutcome,
  now: Date,
): Promise<{ result: ChargeResult; mailIds: number[]; orderId?: number }> {
  const { db } = context;
  return db.transaction(async (tx) => {
    const [subscription] = await tx.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId)).for("update");
    const [renewal] = await tx
      .select()
      .from(subscriptionRenewals)
      .where(and(eq(subscriptionRenewals.subscriptionId, subscriptionId), eq(subscriptionRenewals.cycle, cycle)))
      .for("update");
    if (!subscription || !renewal || !(WAITING_FOR_CHARGE as readonly string[]).includes(renewal.chargeState))
      return { result: "not_due", mailIds: [] };
    const recorded = await context.payments.settleSavedCharge(tx, paymentId, outcome, now);
    const attempts = renewal.chargeAttempts + 1;
    const [order] = await tx.select().from(orders).where(eq(orders.id, renewal.orderId));
    if (recorded.paid) {
      await settleRenewal(context, tx, renewal, { chargeState: "charged", chargeAttempts: attempts, nextRetryAt: null, lastDecline: null });
      if (subscription.status === "past_due")
        await recordEvent(context, tx, subscription, "charge_recovered", { cycle, orderNumber: order!.orderNumber }, now);
      return { result: "charged", mailIds: [], orderId: order!.id };
    }
    if (outcome.state === "succeeded" || order!.status !== "pending_payment") {
      // Taken for an order no longer waiting for it: the payment service logged it for a person to refund.
      await settleRenewal(context, tx, renewal, { chargeState: "abandoned", chargeAttempts: attempts, nextRetryAt: null });
      return { result: "abandoned", mailIds: [] };
    }
    const decline = outcome.state === "declined" ? outcome.reason : "authentication_required";
    /** No more tries: the renewal's order is cancelled and the renewal keeps the last decline. */
    const giveUp = async () => {
      await cancelOrder(tx, order!, { by: "renewal_given_up" }, now);
      await settleRenewal(context, tx, renewal, {
        chargeState: "abandoned",
        chargeAttempts: attempts,
        nextRetryAt: null,
        lastDecline: decline,
      });
    };
    if (subscription.status === "cancelled" || subscription.status === "paused") {
      // Cancelled while the provider was asked: no retry, no dunning.
      await giveUp();
      return { result: "abandoned", mailIds: [], orderId: order!.id };
    }
    const retryDays = DUNNING_RETRY_DAYS[attempts - 1];
    const nextRetryAt = retryDays === undefined ? null : new Date(renewal.createdAt.getTime() + retryDays * DAY_MS);
    const details = {
      cycle,
      orderNumber: order!.orderNumber,
      attempt: attempts,
      decline,
      nextRetryAt: nextRetryAt?.toISOString() ?? null,
    };
    const state = await recordEvent(context, tx, subscription, "charge_failed", details, now);
    if (nextRetryAt) {
      await settleRenewal(context, tx, renewal, { chargeState: "failed", chargeAttempts: attempts, nextRetryAt, lastDecline: decline });
      return {
        result: "retrying",
        mailIds: [
          await dunningEmail(context, tx, subscription, order!, { nextRetryAt, decline }),
          ...(await tellStaff(context, tx, subscription, order!, decline, attempts, false)),
        ],
      };
    }
    await giveUp();
    await recordEvent(context, tx, { ...subscription, status: state }, "stop_retrying", { reason: "charge_failed", cycle }, now);
    return {
      result: "paused",
      orderId: order!.id,
      mailIds: [
        await dunningEmail(context, tx, subscription, order!, { nextRetryAt: null, decline }),
        ...(await tellStaff(context, tx, subscription, order!, decline, attempts, true)),
      ],
    };
  });
}

async function chargeRenewal(context: ChargesContext, subscriptionId: number, cycle: number, now = context.clock()): Promise<ChargeResult> {
  const { deliverEvents, mailer, onError } = context;
  const claimed = await claim(context, subscriptionId, cycle, now);
  if (!claimed) return "not_due";
  if (claimed.kind === "done") {
    await deliverEvents({ type: "order", id: claimed.orderId });
    return claimed.result;
  }
  let outcome: SavedChargeOutcome;
  try {
    outcome = await context.payments.chargeSaved(claimed.paymentId, claimed.description);
  } catch (error) {
    onError({ err: error, subscriptionId, cycle }, "a renewal's card charge got no answer; it is asked again when its lease runs out");
    return "error";
  }
  const settled = await settle(context, subscriptionId, cycle, claimed.paymentId, outcome, now);
  if (settled.orderId !== undefined) await deliverEvents({ type: "order", id: settled.orderId });
  void mailer.deliver(settled.mailIds);
  return settled.result;
}

/**
 * What orders do to points (issue 71 item 1, decision 0189). An order earns once it is both paid and delivered —
 * whichever comes last: a card order's delivery, a cash-on-delivery order's cash handed over by the courier, never a
 * delivered parcel whose cash is still with the courier. A refund takes back its share of what the order earned, a
 * cancellation (a refused parcel brought back, an order delivered by mistake) what is left. Each is once per cause.
 */
import { orderEventPayload } from "#domain/order-lifecycle";
import { earnsFrom, pointsForGoods, pointsToReverse, type LoyaltyOrderFacts, type LoyaltySettings } from "#domain/loyalty";
import type { Database } from "#server/db/client";
import type { EventHandler } from "#server/commerce/shared/domain-events";
import { creditPoints, debitPoints, orderPoints } from "./ledger.ts";

/** The orders module's read port: an order's facts in the caller's transaction. */
export type LoyaltyOrderFactsOf = (tx: Database, orderId: number) => Promise<LoyaltyOrderFacts | null>;
/** The owner's loyalty settings, read in the caller's transaction. */
export type LoyaltySettingsOf = (tx?: Database) => Promise<LoyaltySettings>;

export const EARN_ON_ORDER = "loyalty.earn-on-order";
export const REVERSE_ON_ORDER = "loyalty.reverse-on-order";

export const orderCause = (orderId: number) => `order:${orderId}`;

export function earnOnPaidDelivery(factsOf: LoyaltyOrderFactsOf, settingsOf: LoyaltySettingsOf): EventHandler {
  return {
    name: EARN_ON_ORDER,
    types: ["order.paid", "order.delivered"],
    async handle(tx, event, now) {
      const facts = await factsOf(tx, orderEventPayload(event).orderId);
      if (!facts || facts.customerId === null || !facts.paid || !facts.delivered || facts.ended) return;
      const settings = await settingsOf(tx);
      if (!earnsFrom(settings, "orders")) return;
      const points = pointsForGoods(facts.goodsRonMinor, settings);
      if (points === 0) return;
      await creditPoints(
        tx,
        { customerId: facts.customerId, points, kind: "earned", cause: orderCause(facts.orderId), orderId: facts.orderId },
        now,
      );
    },
  };
}

/**
 * Takes back what an order earned, whether or not the program is still on (the ledger stays true to the money): a
 * refund its share, a whole refund or a cancellation all that is left. Points already spent are not clawed back
 * below zero (decision 0189).
 */
export function reverseOnRefundOrCancel(factsOf: LoyaltyOrderFactsOf): EventHandler {
  return {
    name: REVERSE_ON_ORDER,
    types: ["order.refunded", "order.cancelled"],
    async handle(tx, event, now) {
      const payload = orderEventPayload(event);
      const facts = await factsOf(tx, payload.orderId);
      if (!facts || facts.customerId === null) return;
      const { earned, reversed } = await orderPoints(tx, facts.orderId);
      const refund = event.type === "order.refunded";
      const points = pointsToReverse({
        earned,
        reversedBefore: reversed,
        refundedMinor: payload.amountMinor ?? 0,
        orderTotalMinor: facts.totalMinor,
        whole: !refund || payload.whole === true,
      });
      if (points === 0) return;
      await debitPoints(
        tx,
        {
          customerId: facts.customerId,
          points,
          kind: "reversed",
          cause: refund ? `refund:${payload.refundId}` : `cancel:${facts.orderId}`,
          orderId: facts.orderId,
          shortfall: "up_to_balance",
        },
        now,
      );
    },
  };
}

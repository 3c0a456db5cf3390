/**
 * Subscription records born from orders. An order with a subscription line starts one when it is
 * confirmed (paid, or accepted for cash on delivery): active, charging again one interval after the
 * order. The unique index on the order makes "exactly once" a property of the database, so a payment
 * confirmed twice, or by two servers at once, still starts one subscription, with one `created` event.
 * Both ends are the handlers of the order's events (decision 0086): `order.confirmed` starts it, and the order
 * cancelled or refunded whole ends it.
 */
import type { SubscriptionInterval } from "#domain/order-subscription-dates";
import { orderEventPayload } from "#domain/order-lifecycle";
import { firstSchedule } from "#domain/subscription-schedule";
import type { StaffName } from "#domain/staff-roles";
import { and, eq, ne } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { orders, subscriptionRenewals, subscriptions } from "#server/db/schema";
import { orderLinesOf } from "#server/commerce/orders/module";
import type { EventHandler } from "#server/commerce/shared/domain-events";
import type { OrderLineRow, OrderRow } from "#server/commerce/shared/order-rows";
import { dropPendingExtras } from "./extras.ts";
import { recordSubscriptionEvent } from "./timeline.ts";

/** Answers the new subscription's id, or null when the order has no subscription line or already has one. */
export async function startSubscriptionForOrder(
  tx: Database,
  order: Pick<OrderRow, "id" | "customerId" | "email" | "createdAt" | "language">,
  lines: readonly Pick<
    OrderLineRow,
    "isSubscription" | "subscriptionInterval" | "variantId" | "sku" | "productHandle" | "quantity" | "unitPriceRonMinor"
  >[],
  now: Date,
  /** The card the order's payment saved, to renew with; null: cash on delivery. */
  savedPaymentMethodId: number | null = null,
): Promise<number | null> {
  const line = lines.find((candidate) => candidate.isSubscription);
  if (!line) return null;
  // A renewal's order carries the subscription's line; its subscription exists already.
  const [renewal] = await tx
    .select({ orderId: subscriptionRenewals.orderId })
    .from(subscriptionRenewals)
    .where(eq(subscriptionRenewals.orderId, order.id));
  if (renewal) return null;
  const interval: SubscriptionInterval = line.subscriptionInterval === "quarterly" ? "quarterly" : "monthly";
  const schedule = firstSchedule(order.createdAt, interval);
  const inserted = await tx
    .insert(subscriptions)
    .values({
      customerId: order.customerId,
      email: order.email,
      orderId: order.id,
      variantId: line.variantId,
      sku: line.sku,
      productHandle: line.productHandle,
      quantity: line.quantity,
      agreedUnitPriceRonMinor: line.unitPriceRonMinor,
      language: order.language,
      savedPaymentMethodId,
      status: "active",
      interval,
      nextChargeDate: schedule.nextDeliveryDate,
      anchorDay: schedule.anchorDay,
      nextCycle: schedule.nextCycle,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: subscriptions.orderId })
    .returning({ id: subscriptions.id });
  const subscriptionId = inserted[0]?.id;
  if (subscriptionId === undefined) return null;
  await recordSubscriptionEvent(
    tx,
    {
      subscriptionId,
      kind: "created",
      details: { orderId: order.id, interval, nextDeliveryDate: schedule.nextDeliveryDate },
      actor: "customer",
      customer: { customerId: order.customerId, email: order.email },
    },
    now,
  );
  return subscriptionId;
}

/**
 * Ends the subscription an order started, when the order itself is cancelled or refunded in full: no reason
 * from the customer, so none is recorded, but the history says why and who. Cancelling twice records once.
 */
export async function cancelSubscriptionOfOrder(
  tx: Database,
  orderId: number,
  cause: "order_cancelled" | "order_refunded",
  staff: StaffName | null,
  now: Date,
): Promise<void> {
  const cancelled = await tx
    .update(subscriptions)
    .set({ status: "cancelled", cancelledAt: now, resumeOn: null, updatedAt: now })
    .where(and(eq(subscriptions.orderId, orderId), ne(subscriptions.status, "cancelled")))
    .returning({ id: subscriptions.id, customerId: subscriptions.customerId, email: subscriptions.email });
  for (const { id, customerId, email } of cancelled) {
    await dropPendingExtras(tx, id, "cancelled", now);
    await recordSubscriptionEvent(
      tx,
      {
        subscriptionId: id,
        kind: "cancelled",
        details: { cause, orderId },
        actor: staff ? "staff" : "system",
        staff,
        customer: { customerId, email },
      },
      now,
    );
  }
}

export const startSubscriptionOnConfirmation: EventHandler = {
  name: "subscriptions.start-on-confirmation",
  types: ["order.confirmed"],
  async handle(tx, event, now) {
    const { orderId, savedPaymentMethodId } = orderEventPayload(event);
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
    if (!order) throw new Error(`Order ${orderId} of event ${event.id} is gone`);
    const lines = await orderLinesOf(tx, [orderId]);
    await startSubscriptionForOrder(tx, order, lines, now, savedPaymentMethodId ?? null);
  },
};

export const endSubscriptionWithOrder: EventHandler = {
  name: "subscriptions.end-with-order",
  types: ["order.cancelled", "order.refunded"],
  async handle(tx, event, now) {
    const { orderId, staff, whole } = orderEventPayload(event);
    if (event.type === "order.cancelled") await cancelSubscriptionOfOrder(tx, orderId, "order_cancelled", staff ?? null, now);
    else if (whole) await cancelSubscriptionOfOrder(tx, orderId, "order_refunded", null, now);
  },
};

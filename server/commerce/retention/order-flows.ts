/**
 * What the flows planned for one delivered order (the review request, the refill reminder) share: the subject that
 * names the order, and the handler that takes the email back when the order is undone before it goes.
 */
import { orderEventPayload } from "#domain/order-lifecycle";
import type { Flow } from "#domain/retention-flows";
import type { Database } from "#server/db/client";
import type { EventHandler } from "#server/commerce/shared/domain-events";
import type { FlowMessages } from "./flow-messages.ts";

export const orderSubject = (orderId: number) => `order:${orderId}`;

/** An order cancelled or refunded whole cancels its flow's email; a part refunded (one bottle broken) leaves it. */
export function cancelWhenOrderUndone(name: string, flow: Flow, messages: Pick<FlowMessages, "cancel">): EventHandler {
  return {
    name,
    types: ["order.cancelled", "order.refunded"],
    async handle(tx, event) {
      const payload = orderEventPayload(event);
      if (event.type === "order.refunded" && payload.whole !== true && payload.status !== "refunded") return;
      await messages.cancel(tx, flow, orderSubject(payload.orderId));
    },
  };
}

/**
 * A delivered order plans its flow's email, from the delivery's own time; a parcel that arrives after its order was
 * refunded or cancelled plans nothing.
 */
export function planWhenOrderDelivered(
  name: string,
  plan: (tx: Database, orderId: number, deliveredAt: Date) => Promise<void>,
): EventHandler {
  return {
    name,
    types: ["order.delivered"],
    async handle(tx, event) {
      const { orderId, status } = orderEventPayload(event);
      if (status !== "delivered") return;
      await plan(tx, orderId, event.createdAt);
    },
  };
}

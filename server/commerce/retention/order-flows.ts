/**
 * What the flows planned for one delivered order (the review request, the refill reminder) share: the email planned
 * about the order to whoever placed it, and the handler that takes it back when the order is undone before it goes.
 */
import { orderEventPayload } from "#domain/order-lifecycle";
import type { Language } from "#domain/locale";
import type { Flow } from "#domain/retention-flows";
import type { Database } from "#server/db/client";
import type { EventHandler } from "#server/commerce/shared/domain-events";
import type { FlowMessages } from "./flow-messages.ts";

const orderSubject = (orderId: number) => `order:${orderId}`;

/** Plans `flow`'s email about the order, to the address it was placed with and in that order's language. */
export function planOrderMessage(
  messages: Pick<FlowMessages, "plan">,
  tx: Database,
  {
    flow,
    orderId,
    placedBy,
    content,
    dueAt,
  }: { flow: Flow; orderId: number; placedBy: { email: string; language: Language }; content: object; dueAt: Date },
): Promise<void> {
  return messages.plan(tx, {
    flow,
    subject: orderSubject(orderId),
    recipient: placedBy.email,
    language: placedBy.language,
    content: { ...content },
    dueAt,
  });
}

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

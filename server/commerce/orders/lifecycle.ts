/**
 * The one writer of an order's state (issue 41 item 2, decision 0084): every change of `orders.status` and
 * `orders.fulfilment_status` goes through here, in the caller's transaction. A transition is checked against the
 * table of domain/order-lifecycle.ts, written only if the row still stands where the caller read it, left on the
 * order's timeline (`order_events`) and published as domain events for the dispatcher. A test fails if any other
 * file under server/ writes either column.
 */
import { and, eq } from "drizzle-orm";
import {
  orderTransition,
  placedOrderEvents,
  type FulfilmentState,
  type OrderAction,
  type OrderEventType,
  type OrderState,
} from "#domain/order-lifecycle";
import type { OrderStatus } from "#domain/order-contract";
import type { Database } from "#server/db/client";
import { orders } from "#server/db/schema";
import { publishDomainEvents } from "#server/commerce/shared/domain-events";
import { recordOrderEvent } from "./back-office/order-events.ts";
import type { OrderRow } from "#server/commerce/shared/order-rows";
import type { StaffActor } from "#server/commerce/shared/staff-audit";

/** The columns a transition may write beside the state: its timestamp, the parcel's carrier, the payment method. */
type CompanionColumns = Partial<
  Pick<
    typeof orders.$inferInsert,
    | "paidAt"
    | "cancelledAt"
    | "withdrawnAt"
    | "packedAt"
    | "shippedAt"
    | "deliveredAt"
    | "carrier"
    | "trackingNumber"
    | "trackingUrl"
    | "paymentMethod"
  >
>;

export interface TransitionRequest {
  /** Who acted, on the timeline; null: the store itself (a sweep, a payment provider, the customer's withdrawal). */
  actor?: StaffActor | null;
  /** What the timeline entry carries (a cancellation's reason, the tracking number). */
  detail?: Record<string, unknown>;
  set?: CompanionColumns;
  /** What the domain events carry beside the order's id, number and new state (a refund's id and amount). */
  payload?: Record<string, unknown>;
}

/** An order's state on both axes, as the lifecycle table reads it. */
export function orderStateOf(order: Pick<OrderRow, "status" | "fulfilmentStatus">): OrderState {
  return { status: order.status as OrderStatus, fulfilment: order.fulfilmentStatus as FulfilmentState };
}

/** Whether `action` is allowed where the order stands: callers answer their own refusal (a 409) before trying. */
export function orderAllows(order: Pick<OrderRow, "status" | "fulfilmentStatus">, action: OrderAction): boolean {
  return orderTransition(orderStateOf(order), action).allowed;
}

/** A transition the table does not allow from where the order stands, or the order moved since the caller read it. */
export class OrderTransitionRefused extends Error {
  constructor(
    readonly orderNumber: number,
    readonly action: OrderAction,
    readonly reason: "status" | "fulfilment" | "changed_meanwhile",
  ) {
    super(`Order #${orderNumber} cannot ${action}: ${reason === "changed_meanwhile" ? "it changed meanwhile" : `not from its ${reason}`}`);
    this.name = "OrderTransitionRefused";
  }
}

/**
 * Applies `action` to `order` (as the caller read it, under its row lock or not) and answers the order as written;
 * throws `OrderTransitionRefused` when the table refuses it or the row has moved since.
 */
export async function applyOrderTransition(
  tx: Database,
  order: OrderRow,
  action: OrderAction,
  now: Date,
  request: TransitionRequest = {},
): Promise<OrderRow> {
  const outcome = await tryOrderTransition(tx, order, action, now, request);
  if (outcome.applied) return outcome.order;
  throw new OrderTransitionRefused(order.orderNumber, action, outcome.reason);
}

/** `applyOrderTransition` for callers to whom a refusal is an expected answer (a payment for an order no longer waiting). */
export async function tryOrderTransition(
  tx: Database,
  order: OrderRow,
  action: OrderAction,
  now: Date,
  request: TransitionRequest = {},
): Promise<{ applied: true; order: OrderRow } | { applied: false; reason: "status" | "fulfilment" | "changed_meanwhile" }> {
  const outcome = orderTransition(orderStateOf(order), action);
  if (!outcome.allowed) return { applied: false, reason: outcome.reason };
  const { next } = outcome;
  const moves = next.status !== order.status || next.fulfilment !== order.fulfilmentStatus;
  let written = order;
  // A transition that changes nothing on the row (a part refunded) leaves it, and its `updated_at`, as they were.
  if (moves || request.set) {
    const [updated] = await tx
      .update(orders)
      .set({ ...request.set, status: next.status, fulfilmentStatus: next.fulfilment, updatedAt: now })
      .where(and(eq(orders.id, order.id), eq(orders.status, order.status), eq(orders.fulfilmentStatus, order.fulfilmentStatus)))
      .returning();
    if (!updated) return { applied: false, reason: "changed_meanwhile" };
    written = updated;
  }
  if (outcome.timeline) await recordOrderEvent(tx, order.id, outcome.timeline, request.actor ?? null, request.detail ?? {}, now);
  await publishOrderEvents(tx, written, outcome.events, now, request.payload);
  return { applied: true, order: written };
}

/** An order just inserted (checkout, a subscription's renewal): its events, in the transaction that wrote it. */
export async function recordOrderPlaced(tx: Database, order: OrderRow, now: Date): Promise<void> {
  await publishOrderEvents(tx, order, placedOrderEvents(order.status as OrderStatus), now);
}

function publishOrderEvents(
  tx: Database,
  order: OrderRow,
  types: readonly OrderEventType[],
  now: Date,
  extra: Record<string, unknown> = {},
) {
  const payload = { orderId: order.id, orderNumber: order.orderNumber, status: order.status, fulfilment: order.fulfilmentStatus, ...extra };
  return publishDomainEvents(
    tx,
    { type: "order", id: order.id },
    types.map((type) => ({ type, payload })),
    now,
  );
}

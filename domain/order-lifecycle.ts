/**
 * What may happen to an order in each state (issue 41 item 1, decision 0084), in the style of
 * subscription-lifecycle.ts. An order stands on two axes, each a column of its own row:
 *
 * - `status`: the order as the shopper, the Storefront API and the books know it — waiting for its money, to be paid
 *   to the courier, paid, on its way (`fulfilled`), delivered, cancelled or refunded. The values predate this table
 *   and are kept as they are, so every reader (reports, VAT, the account pages, the API) reads what it read before.
 * - `fulfilment`: where the parcel is. Staff move it today (packed, shipped, delivered); couriers will add the steps
 *   between the depot and the door.
 *
 * An action names which states of each axis it starts from and where each goes; shipping and delivering move both
 * (the parcel, and `status` to `fulfilled`/`delivered`). Facts that gate nothing stay beside the axes, in their own
 * columns and rows: cash on delivery collected (`paid_at`), withdrawn (`withdrawn_at`), partly refunded (the
 * payment's refunded amount), returned (the returns). Each action also names the entry it leaves on the order's
 * timeline (none where the timeline already shows the moment from another row: the order's creation, its payments,
 * its refunds) and the domain event handlers hear.
 */
import type { OrderStatus } from "./order-contract.ts";
import type { StaffName } from "./staff-roles.ts";

export const FULFILMENT_STATES = [
  "unfulfilled",
  "packed",
  "shipped",
  // The courier's steps (their integrations write them; nothing does yet).
  "handed_to_carrier",
  "out_for_delivery",
  "delivery_failed",
  "refused",
  "returned_to_sender",
  "delivered",
] as const;
export type FulfilmentState = (typeof FULFILMENT_STATES)[number];

export interface OrderState {
  status: OrderStatus;
  fulfilment: FulfilmentState;
}

/** The kinds of `order_events` rows a transition leaves on the order's timeline (the admin's order page). */
export type OrderTimelineKind =
  | "packed"
  | "shipped"
  | "delivered"
  | "cod_collected"
  | "cancelled"
  | "withdrawn"
  | "handed_to_carrier"
  | "out_for_delivery"
  | "delivery_failed"
  | "refused"
  | "returned_to_sender";

/** The domain events an order publishes (decision 0084 lists what each carries). */
export const ORDER_EVENT_TYPES = [
  "order.placed",
  /** Paid online, or to be paid to the courier: the moment the order is the shop's to send. */
  "order.confirmed",
  /** Money taken: online, from store credit, or the courier's cash handed over. */
  "order.paid",
  "order.packed",
  "order.shipped",
  "order.handed_to_carrier",
  "order.out_for_delivery",
  "order.delivery_failed",
  "order.refused",
  "order.returned_to_sender",
  "order.delivered",
  "order.cancelled",
  "order.refunded",
  /**
   * A product the shopper added to the parcel before its AWB (decisions 0158, 0164): the order's total rose, and a card
   * order's addition was charged on its own.
   */
  "order.parcel_added",
] as const;
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];

/**
 * What cancelled an order: staff, the customer's withdrawal (decision 0075), the unpaid sweep, a renewal given up, a
 * cash-on-delivery parcel the courier brought back unpaid (decision 0092).
 */
export type OrderCancellationCause = "staff" | "withdrawal" | "unpaid" | "renewal_given_up" | "parcel_returned";

/** What an order's domain events carry (decision 0086): the order as the transition wrote it, and the action's facts. */
export interface OrderEventPayload {
  orderId: number;
  orderNumber: number;
  status: OrderStatus;
  fulfilment: FulfilmentState;
  /** `order.cancelled`: what cancelled it, and the member of staff who did. */
  cancellation?: OrderCancellationCause;
  staff?: StaffName | null;
  /** `order.confirmed`, `order.paid` of a payment that saved its card: the saved method the order's subscription renews with. */
  savedPaymentMethodId?: number;
  /** `order.refunded`: the refund, in the order's currency, and whether the payment is now given back whole. */
  refundId?: number;
  amountMinor?: number;
  whole?: boolean;
  /** `order.parcel_added`: the addition, its line, and whether it was charged on its own (a card order's). */
  additionId?: number;
  orderLineId?: number;
  charged?: boolean;
}

/** An order event's payload, as the lifecycle wrote it. */
export function orderEventPayload(event: { payload: Record<string, unknown> }): OrderEventPayload {
  return event.payload as unknown as OrderEventPayload;
}

interface Transition {
  /** Each allowed status and where it goes; absent: the action does not look at or change the status. */
  status?: Partial<Record<OrderStatus, OrderStatus>>;
  fulfilment?: Partial<Record<FulfilmentState, FulfilmentState>>;
  timeline: OrderTimelineKind | null;
  events: readonly OrderEventType[];
}

// An order waiting for its money has no parcel yet.
const UNPAID = { unfulfilled: "unfulfilled" } as const;
const CONFIRMED_UNSHIPPED = { paid: "paid", payment_due_on_delivery: "payment_due_on_delivery" } as const;
const NOT_YET_SHIPPED = { unfulfilled: "unfulfilled", packed: "packed" } as const;
/** Where a parcel is between leaving the shop and reaching the door or coming back. */
const ON_THE_WAY = ["shipped", "handed_to_carrier", "out_for_delivery", "delivery_failed"] as const;
const stays = <S extends string>(states: readonly S[]) => Object.fromEntries(states.map((s) => [s, s])) as Record<S, S>;
const to = <S extends string, T extends string>(states: readonly S[], next: T) =>
  Object.fromEntries(states.map((s) => [s, next])) as Record<S, T>;

const TRANSITIONS = {
  // The shopper's online payment (or a saved card's renewal charge) succeeded.
  pay: { status: { pending_payment: "paid" }, fulfilment: UNPAID, timeline: null, events: ["order.confirmed", "order.paid"] },
  // A card renewal whose card was taken away is delivered and paid to the courier instead.
  pay_on_delivery: {
    status: { pending_payment: "payment_due_on_delivery" },
    fulfilment: UNPAID,
    timeline: null,
    events: ["order.confirmed"],
  },
  // Nobody paid: the checkout's payment page was left (the unpaid sweep), or a renewal was given up.
  abandon: { status: { pending_payment: "cancelled" }, fulfilment: UNPAID, timeline: "cancelled", events: ["order.cancelled"] },
  // Staff stop an order before its parcel leaves.
  cancel: {
    status: to(["paid", "payment_due_on_delivery"], "cancelled"),
    fulfilment: NOT_YET_SHIPPED,
    timeline: "cancelled",
    events: ["order.cancelled"],
  },
  // The customer withdraws from the contract before the parcel leaves (decision 0075).
  withdraw: {
    status: to(["paid", "payment_due_on_delivery"], "cancelled"),
    fulfilment: NOT_YET_SHIPPED,
    timeline: "withdrawn",
    events: ["order.cancelled"],
  },
  pack: { status: CONFIRMED_UNSHIPPED, fulfilment: { unfulfilled: "packed" }, timeline: "packed", events: ["order.packed"] },
  ship: {
    status: to(["paid", "payment_due_on_delivery"], "fulfilled"),
    fulfilment: to(["unfulfilled", "packed"], "shipped"),
    timeline: "shipped",
    events: ["order.shipped"],
  },
  hand_to_carrier: { fulfilment: { shipped: "handed_to_carrier" }, timeline: "handed_to_carrier", events: ["order.handed_to_carrier"] },
  out_for_delivery: {
    fulfilment: to(["handed_to_carrier", "delivery_failed"], "out_for_delivery"),
    timeline: "out_for_delivery",
    events: ["order.out_for_delivery"],
  },
  delivery_failed: { fulfilment: { out_for_delivery: "delivery_failed" }, timeline: "delivery_failed", events: ["order.delivery_failed"] },
  refuse: { fulfilment: to(["out_for_delivery", "delivery_failed"], "refused"), timeline: "refused", events: ["order.refused"] },
  return_to_sender: {
    fulfilment: to(["handed_to_carrier", "out_for_delivery", "delivery_failed", "refused"], "returned_to_sender"),
    timeline: "returned_to_sender",
    events: ["order.returned_to_sender"],
  },
  // A cash-on-delivery parcel scanned back at the shop unpaid: nobody owes anything, so the order ends. Also from
  // `delivered`, for a parcel staff marked delivered by mistake (its invoice is then taken back by a credit note).
  cancel_returned: {
    status: to(["fulfilled", "delivered"], "cancelled"),
    fulfilment: to([...ON_THE_WAY, "refused", "returned_to_sender", "delivered"], "returned_to_sender"),
    timeline: "cancelled",
    events: ["order.cancelled"],
  },
  // A refunded order stays refunded when its parcel arrives: the money's side says more.
  deliver: {
    status: { fulfilled: "delivered", refunded: "refunded" },
    fulfilment: to(ON_THE_WAY, "delivered"),
    timeline: "delivered",
    events: ["order.delivered"],
  },
  // The courier handed over the cash of a parcel staff had not marked delivered: delivered, and the `cod_collected`
  // entry of the collection that follows in the same step says so on the timeline.
  deliver_collecting_cash: {
    status: { fulfilled: "delivered" },
    fulfilment: to(ON_THE_WAY, "delivered"),
    timeline: null,
    events: ["order.delivered"],
  },
  // The courier handed over the cash of a delivered parcel.
  collect_cash_on_delivery: {
    status: { delivered: "delivered" },
    fulfilment: { delivered: "delivered" },
    timeline: "cod_collected",
    events: ["order.paid"],
  },
  // Part of the money given back: the order stands where it was.
  refund_part: {
    status: stays(["paid", "payment_due_on_delivery", "fulfilled", "delivered", "cancelled"]),
    timeline: null,
    events: ["order.refunded"],
  },
  // All of it: a cancelled order stays cancelled, which says more than "refunded".
  refund_whole: {
    status: { ...to(["paid", "payment_due_on_delivery", "fulfilled", "delivered"], "refunded"), cancelled: "cancelled" },
    timeline: null,
    events: ["order.refunded"],
  },
} as const satisfies Record<string, Transition>;

export type OrderAction = keyof typeof TRANSITIONS;
export const ORDER_ACTIONS = Object.keys(TRANSITIONS) as OrderAction[];

export type OrderTransitionOutcome =
  | { allowed: true; next: OrderState; timeline: OrderTimelineKind | null; events: readonly OrderEventType[] }
  | { allowed: false; reason: "status" | "fulfilment" };

export function orderTransition(state: OrderState, action: OrderAction): OrderTransitionOutcome {
  const transition: Transition = TRANSITIONS[action];
  const status = transition.status ? transition.status[state.status] : state.status;
  if (!status) return { allowed: false, reason: "status" };
  const fulfilment = transition.fulfilment ? transition.fulfilment[state.fulfilment] : state.fulfilment;
  if (!fulfilment) return { allowed: false, reason: "fulfilment" };
  return { allowed: true, next: { status, fulfilment }, timeline: transition.timeline, events: transition.events };
}

/** The status an order is placed in: paid whole from store credit, to be paid to the courier, or waiting for a payment page. */
export function placedOrderStatus(order: { paidInFull: boolean; cashOnDelivery: boolean }): OrderStatus {
  return order.paidInFull ? "paid" : order.cashOnDelivery ? "payment_due_on_delivery" : "pending_payment";
}

/** The events of an order's creation: placed, and confirmed (and paid) when nothing is left to wait for. */
export function placedOrderEvents(status: OrderStatus): OrderEventType[] {
  if (status === "paid") return ["order.placed", "order.confirmed", "order.paid"];
  if (status === "payment_due_on_delivery") return ["order.placed", "order.confirmed"];
  return ["order.placed"];
}

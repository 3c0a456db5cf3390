/**
 * Returns (issue 19), the rules both sides share: which orders may still be returned and until when, how many
 * units of each line, what a return gives back, and which status may follow which. Money is integer minor units
 * in the order's currency; days are counted in Bucharest by the callers (instants in, instants out).
 *
 * - The store's promise (spec section 9): 30 days after delivery. An order never marked delivered counts as
 *   delivered 5 days after it was shipped.
 * - The law (OUG 34/2014, EU consumer rules): 14 days from receipt to withdraw from the contract, no reason asked;
 *   the store pays back within 14 days of the withdrawal, shipping of the delivery included.
 */

export const RETURN_WINDOW_DAYS = 30;
export const LEGAL_WITHDRAWAL_DAYS = 14;
/** The shop must refund a withdrawal within this many days of it (OUG 34/2014 art. 13). */
export const WITHDRAWAL_REFUND_DAYS = 14;
/** An order shipped but never marked delivered counts as received this many days after shipping. */
export const ASSUMED_DELIVERY_DAYS = 5;
export const RETURN_PHOTOS_MAX = 3;

const DAY_MS = 24 * 60 * 60_000;

/**
 * The reasons a return line may carry: those a customer picks (domain/customer-returns.ts), the legal withdrawal,
 * which asks none, and `wrong_size`, the spec's clothing-shop reason no bottle of capsules can have: no longer
 * offered (issue 40), kept so returns asked with it still read.
 */
export const RETURN_REASONS = [
  "damaged_in_shipping",
  "wrong_product",
  "defective",
  "not_as_described",
  "expiry_too_close",
  "side_effects",
  "changed_mind",
  "other",
  "withdrawal",
  "wrong_size",
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/** Reasons that are the store's fault: shipping is refunded and the return label is free. */
export const STORE_FAULT_REASONS: ReadonlySet<ReturnReason> = new Set([
  "defective",
  "not_as_described",
  "damaged_in_shipping",
  "wrong_product",
  "expiry_too_close",
]);
/**
 * Reasons that say the goods cannot be sold again: when the courier brings a return back (issue 43 item 8), with no
 * one counting the parcel, its units of these lines are counted damaged and stay out of stock.
 */
export const UNSELLABLE_RETURN_REASONS: ReadonlySet<ReturnReason> = new Set(["damaged_in_shipping", "defective", "expiry_too_close"]);
/** Reasons whose details (and, for damage, photos) the customer must give. */
export const REASONS_NEEDING_DETAILS: ReadonlySet<ReturnReason> = new Set(["defective", "other"]);

export const RETURN_STATUSES = ["pending", "approved", "rejected", "processing", "completed", "cancelled"] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** The domain events a return publishes (decision 0090): one per entry of its history, named by the status it reached. */
export const RETURN_EVENT_TYPES = RETURN_STATUSES.map((status) => `return.${status}` as const);
export type ReturnEventType = `return.${ReturnStatus}`;

/**
 * Who may move a return where: the customer cancels while it waits; staff approve or reject it, mark the parcel
 * received (processing) and refund it (completed).
 */
const TRANSITIONS: Record<ReturnStatus, Partial<Record<ReturnStatus, "customer" | "staff">>> = {
  pending: { approved: "staff", rejected: "staff", cancelled: "customer" },
  approved: { processing: "staff", cancelled: "staff" },
  processing: { completed: "staff" },
  rejected: {},
  completed: {},
  cancelled: {},
};

export function returnTransitionAllowed(from: ReturnStatus, to: ReturnStatus, by: "customer" | "staff"): boolean {
  return TRANSITIONS[from][to] === by;
}

/** The Storefront API's `ReturnStatus` for each of ours (Shopify 2024-01). */
export const SHOPIFY_RETURN_STATUS: Record<ReturnStatus, "REQUESTED" | "OPEN" | "CLOSED" | "DECLINED" | "CANCELED"> = {
  pending: "REQUESTED",
  approved: "OPEN",
  processing: "OPEN",
  completed: "CLOSED",
  rejected: "DECLINED",
  cancelled: "CANCELED",
};

export interface OrderDelivery {
  /** Only delivered or shipped orders can come back. */
  fulfilmentStatus: string;
  shippedAt: Date | null;
  deliveredAt: Date | null;
}

/** When the customer received the order, as the windows count it; null when it has not been received. */
export function receivedAt(order: OrderDelivery): Date | null {
  if (order.deliveredAt) return order.deliveredAt;
  if (order.fulfilmentStatus === "shipped" && order.shippedAt) return new Date(order.shippedAt.getTime() + ASSUMED_DELIVERY_DAYS * DAY_MS);
  return null;
}

export type ReturnWindow = { open: true; until: Date } | { open: false; reason: "not_received" | "window_closed"; until: Date | null };

/** The store's 30-day return window of an order at `now`. */
export function returnWindow(order: OrderDelivery, now: Date): ReturnWindow {
  return windowOf(order, now, RETURN_WINDOW_DAYS);
}

/**
 * The legal withdrawal's 14 days. Unlike the store's window it opens at the contract (the order), so a customer may
 * withdraw before the parcel arrives; it closes 14 days after receipt.
 */
export function withdrawalWindow(order: OrderDelivery, now: Date): ReturnWindow {
  const received = receivedAt(order);
  // Not received yet (a shipped order counts as received 5 days on): the 14 days have not even started.
  if (!received || received > now) return { open: true, until: new Date(now.getTime() + LEGAL_WITHDRAWAL_DAYS * DAY_MS) };
  return windowOf(order, now, LEGAL_WITHDRAWAL_DAYS);
}

function windowOf(order: OrderDelivery, now: Date, days: number): ReturnWindow {
  const received = receivedAt(order);
  if (!received || received > now) return { open: false, reason: "not_received", until: null };
  const until = new Date(received.getTime() + days * DAY_MS);
  return now <= until ? { open: true, until } : { open: false, reason: "window_closed", until };
}

export interface ReturnableLine {
  id: number;
  quantity: number;
  /** The line's price before the discount, and its share of the order's discount, in the order's currency. */
  totalMinor: number;
  discountMinor: number;
}

/** Units of each line that may still be returned: ordered, less those in returns not rejected or cancelled. */
export function returnableUnits(lines: readonly ReturnableLine[], alreadyReturned: ReadonlyMap<number, number>): Map<number, number> {
  return new Map(lines.map((line) => [line.id, Math.max(0, line.quantity - (alreadyReturned.get(line.id) ?? 0))]));
}

/**
 * What `units` of a line give back: the line's price after its discount, shared over its units so that returning
 * every unit, however split over several returns, gives back exactly the line's paid total. `before` units of the
 * line were returned earlier; units are worth the paid total × n / quantity rounded down, so the last unit takes the
 * remainder of an uneven split.
 */
export function lineRefundMinor(line: ReturnableLine, units: number, before = 0): number {
  const paid = line.totalMinor - line.discountMinor;
  const upTo = (count: number) => Math.floor((paid * Math.min(count, line.quantity)) / line.quantity);
  return upTo(before + units) - upTo(before);
}

export interface RefundQuote {
  /** Each line's units and what they give back. */
  lines: { lineId: number; units: number; refundMinor: number }[];
  itemsMinor: number;
  /** The delivery's shipping, refunded when the return is the store's fault or a withdrawal of the whole order. */
  shippingMinor: number;
  totalMinor: number;
}

/**
 * What a return gives back, in the order's currency. `shipping` is refunded once per order: when a line's reason is
 * the store's fault, or for a withdrawal (the law refunds the standard delivery), and only if no earlier return of
 * the order refunded it.
 */
export function quoteRefund(
  order: { shippingMinor: number; shippingRefunded: boolean },
  lines: readonly ReturnableLine[],
  selected: readonly { lineId: number; units: number; reason: ReturnReason; returnedBefore?: number }[],
): RefundQuote {
  const quoted = selected.map((choice) => {
    const line = lines.find((candidate) => candidate.id === choice.lineId);
    if (!line) throw new Error(`Line ${choice.lineId} is not the order's`);
    return { lineId: line.id, units: choice.units, refundMinor: lineRefundMinor(line, choice.units, choice.returnedBefore ?? 0) };
  });
  const itemsMinor = quoted.reduce((sum, line) => sum + line.refundMinor, 0);
  const storesFault = selected.some((choice) => STORE_FAULT_REASONS.has(choice.reason) || choice.reason === "withdrawal");
  const shippingMinor = storesFault && !order.shippingRefunded ? order.shippingMinor : 0;
  return { lines: quoted, itemsMinor, shippingMinor, totalMinor: itemsMinor + shippingMinor };
}

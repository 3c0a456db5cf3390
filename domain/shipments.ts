/**
 * A parcel as the store follows it through a courier (issue 43, decision 0092): the couriers it integrates, one status
 * vocabulary every courier's codes map onto, and what each status does to the order (the lifecycle's courier steps,
 * decision 0084). Pure: the adapters (server/commerce/shipping/carriers) translate the couriers' codes into these.
 */
import type { OrderAction } from "./order-lifecycle.ts";

/** The couriers the store talks to; `sandbox` is the store's own fake courier (dev, tests, demos). */
export const COURIER_IDS = ["sameday", "fan_courier", "cargus", "sandbox"] as const;
export type CourierId = (typeof COURIER_IDS)[number];

export function isCourierId(value: unknown): value is CourierId {
  return typeof value === "string" && (COURIER_IDS as readonly string[]).includes(value);
}

/**
 * Where a parcel is, on every courier. `in_locker`: waiting in the locker or pick-up point for the shopper;
 * `failed_attempt`: the courier rang and will try again; `returning`: on its way back to the shop.
 */
export const SHIPMENT_STATUSES = [
  "created",
  "picked_up",
  "in_transit",
  "out_for_delivery",
  "in_locker",
  "failed_attempt",
  "delivered",
  "refused",
  "returning",
  "returned",
  "cancelled",
  "lost",
] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

/** After these nothing more happens to the parcel: tracking stops asking about it. */
export const FINAL_SHIPMENT_STATUSES: readonly ShipmentStatus[] = ["delivered", "returned", "cancelled", "lost"];

export function isFinalShipmentStatus(status: ShipmentStatus): boolean {
  return FINAL_SHIPMENT_STATUSES.includes(status);
}

/**
 * The order lifecycle's action a courier status asks for (null: the order's state does not change, e.g. a parcel
 * moving between depots). The lifecycle decides whether the order can take it from where it stands, so a status
 * heard twice, or late, changes nothing.
 */
export const ORDER_ACTION_OF_STATUS: Record<ShipmentStatus, OrderAction | null> = {
  created: null,
  picked_up: "hand_to_carrier",
  in_transit: null,
  out_for_delivery: "out_for_delivery",
  // A parcel in a locker is, for the order, out for delivery: the shopper has only to collect it.
  in_locker: "out_for_delivery",
  failed_attempt: "delivery_failed",
  delivered: "deliver",
  refused: "refuse",
  returning: "return_to_sender",
  returned: "return_to_sender",
  cancelled: null,
  lost: null,
};

/** The order of the steps a parcel takes forward, for placing an event that arrives out of order on the timeline. */
export function shipmentStatusRank(status: ShipmentStatus): number {
  return SHIPMENT_STATUSES.indexOf(status);
}

/**
 * The locker or pick-up point a shopper chose at checkout, as the order keeps it: enough to show where the parcel
 * goes and to tell the courier, whatever the daily sync later does to the point.
 */
export interface ChosenPickupPoint {
  courier: CourierId;
  /** The courier's own id of the point, which goes on the AWB. */
  id: string;
  kind: "locker" | "pickup_point";
  name: string;
  address: string;
  city: string;
  county: string;
}

/** "name, address, city": how the checkout, the confirmation, its email and the order pages name a locker. */
export function pickupPointLine(point: Pick<ChosenPickupPoint, "name" | "address" | "city">): string {
  return `${point.name}, ${point.address}, ${point.city}`;
}

/**
 * Where a shipment may go from where it stands (issue 65 item 4), as an order, a subscription and a return have their
 * tables: the AWB request the store writes (`requested`), the courier's answer to it (`created` with the AWB, or
 * `failed`), the staff's call-back of a parcel the courier has not scanned yet, and the courier's own statuses, which
 * tracking writes as its latest event says. Pure: server/commerce/shipping/shipment-status.ts, the one writer of
 * `shipments.status`, checks it.
 */
import { SHIPMENT_STATUSES, type ShipmentStatus } from "./shipments.ts";

/** Where a shipment's AWB request stands before the courier's statuses take over. */
export const SHIPMENT_REQUEST_STATES = ["requested", "failed"] as const;
export type ShipmentRequestState = (typeof SHIPMENT_REQUEST_STATES)[number];

export type ShipmentState = ShipmentRequestState | ShipmentStatus;
export const SHIPMENT_STATES: readonly ShipmentState[] = [...SHIPMENT_REQUEST_STATES, ...SHIPMENT_STATUSES];

export type ShipmentAction = "awb_created" | "awb_refused" | "call_back" | "track";

interface ShipmentTransition {
  from: readonly ShipmentState[];
  /** Where it goes; `courier`: to the status of the courier's latest event, whichever it is. */
  to: ShipmentState | "courier";
}

const TRANSITIONS = {
  // The courier's answer settles the request once: a second press that asked meanwhile finds it settled.
  awb_created: { from: ["requested"], to: "created" },
  awb_refused: { from: ["requested"], to: "failed" },
  // Only before the courier's first scan; the courier's yes is the parcel's end, whatever tracking heard meanwhile.
  call_back: { from: ["created"], to: "cancelled" },
  // However late the events arrive; a parcel called back stays so, whatever the courier says of it afterwards.
  track: { from: SHIPMENT_STATES.filter((state) => state !== "cancelled"), to: "courier" },
} as const satisfies Record<ShipmentAction, ShipmentTransition>;

/** The states `action` starts from. */
export function shipmentActionFrom(action: ShipmentAction): readonly ShipmentState[] {
  return TRANSITIONS[action].from;
}

/** Where `action` takes a shipment. */
export function shipmentActionTo<Action extends ShipmentAction>(action: Action): (typeof TRANSITIONS)[Action]["to"] {
  return TRANSITIONS[action].to;
}

export function shipmentAllows(state: ShipmentState, action: ShipmentAction): boolean {
  return shipmentActionFrom(action).includes(state);
}

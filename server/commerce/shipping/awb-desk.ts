/**
 * The staff's AWB desk (issue 43 item 3): what an order proposes for its AWB — the courier of the shipping service the
 * shopper chose, the locker they picked — staff's changes checked against it, the order's parcels as its page shows
 * them, and cancelling only what the courier has not yet scanned. Making the AWB itself, once per order, is awbs.ts's.
 */
import { eq } from "drizzle-orm";
import type { AdminShipment, AwbDefaults, AwbService, PickupBooking } from "#domain/admin/shipments";
import { nextPickupWindow } from "#domain/courier-pickup";
import { isCourierId, type CourierId, type ShipmentStatus } from "#domain/shipments";
import type { ShippingZones } from "#domain/shipping-zones";
import type { StaffActor } from "#domain/staff-roles";
import type { Clock } from "#server/commerce/shared/clock";
import type { Database } from "#server/db/client";
import { orders, shipments } from "#server/db/schema";
import { CarrierError, type ParcelMeasures } from "./carriers/carrier.ts";
import type { CourierRegistry } from "./couriers.ts";
import { DEFAULT_BOX_CM, orderWeightGrams, shippable, type AwbOutcome, type Awbs, type ShipmentRow } from "./awbs.ts";
import type { Tracking } from "./tracking.ts";

/** What staff may change of what the order proposes; anything left out is the order's. */
export interface AwbChoice {
  courier?: CourierId;
  service?: AwbService;
  parcels?: ParcelMeasures[];
}

/** Refusals of staff's choice itself, before any courier is asked. */
export type AwbChoiceRefusal =
  /** Neither the order's service nor staff named a courier, and the store has more than one. */
  | { kind: "no_courier" }
  /** A locker service for an order whose shopper chose no locker. */
  | { kind: "no_locker" }
  /** The shopper's locker belongs to another courier than the one chosen. */
  | { kind: "locker_elsewhere"; courier: CourierId };

export type DeskOutcome = AwbOutcome | AwbChoiceRefusal;

export type CancelOutcome = "cancelled" | "too_late" | "not_found" | "courier_unavailable";

/** Once the courier has any of these, the parcel is in its hands: no API calls it back. */
const SCANNED: readonly string[] = [
  "picked_up",
  "in_transit",
  "out_for_delivery",
  "in_locker",
  "failed_attempt",
  "delivered",
  "refused",
  "returning",
  "returned",
  "lost",
] satisfies ShipmentStatus[];

type OrderRow = typeof orders.$inferSelect;

export interface AwbDeskDependencies {
  db: Database;
  awbs: Awbs;
  tracking: Pick<Tracking, "eventsOf">;
  couriers: CourierRegistry;
  shippingZones: () => Promise<ShippingZones>;
  clock: Clock;
}

export function createAwbDesk({ db, awbs, tracking, couriers, shippingZones, clock }: AwbDeskDependencies) {
  async function orderOf(orderNumber: number): Promise<OrderRow | null> {
    const [order] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
    return order ?? null;
  }

  async function defaultsOf(order: OrderRow): Promise<AwbDefaults> {
    const zone = (await shippingZones()).zones.find((candidate) => candidate.id === order.shippingZoneId);
    const service = zone?.services.find((candidate) => candidate.id === order.shippingServiceId);
    const enabled = couriers.enabled();
    const point = order.pickupPoint;
    // The locker's courier is the one that can deliver there; otherwise the service's, or the store's only courier.
    const courier = point?.courier ?? service?.courier ?? (enabled.length === 1 ? enabled[0]! : null);
    const weightGrams = await orderWeightGrams(db, order.id);
    return {
      courier,
      service: point ? "locker" : "standard",
      lockerId: point?.id ?? null,
      lockerName: point ? `${point.name}, ${point.address}, ${point.city}` : null,
      parcel: { weightGrams, ...DEFAULT_BOX_CM },
    };
  }

  async function view(shipment: ShipmentRow): Promise<AdminShipment> {
    const events = await tracking.eventsOf(shipment.id);
    return {
      id: shipment.id,
      kind: shipment.kind === "return" ? "return" : "outbound",
      courier: isCourierId(shipment.courier) ? shipment.courier : "sandbox",
      service: shipment.service,
      awb: shipment.awb,
      status: shipment.status,
      cashOnDeliveryMinor: shipment.cashOnDeliveryMinor,
      lockerId: shipment.lockerId,
      parcels: shipment.parcels,
      failure: shipment.failure,
      requestedAt: shipment.requestedAt.toISOString(),
      statusAt: shipment.statusAt.toISOString(),
      events: events.map((event) => ({
        at: event.at.toISOString(),
        status: event.status as ShipmentStatus,
        description: event.description,
        location: event.location,
      })),
    };
  }

  return {
    /** The order's parcels with their timelines, what it proposes for a new AWB, and whether one may be made now. */
    async parcelsOf(orderNumber: number) {
      const order = await orderOf(orderNumber);
      if (!order) return null;
      const rows = await awbs.ofOrder(order.id);
      const outbound = rows.filter((row) => row.kind === "outbound");
      const live = outbound.some((row) => row.status !== "failed" && row.status !== "cancelled");
      return {
        shipments: await Promise.all(rows.map(view)),
        defaults: await defaultsOf(order),
        couriers: couriers.enabled(),
        canCreate: !live && shippable(order, outbound.length),
      };
    },

    /** Makes the order's AWB with what it proposes, changed by staff's choice where they made one. */
    async create(orderNumber: number, choice: AwbChoice, actor: StaffActor): Promise<DeskOutcome> {
      const order = await orderOf(orderNumber);
      if (!order) return { kind: "not_found" };
      const defaults = await defaultsOf(order);
      const courier = choice.courier ?? defaults.courier;
      if (!courier) {
        // An order no AWB can be made for (abroad, not confirmed) says so, rather than asking for a courier.
        const attempts = (await awbs.ofOrder(order.id)).filter((row) => row.kind === "outbound").length;
        return shippable(order, attempts) ? { kind: "no_courier" } : { kind: "not_shippable" };
      }
      const service = choice.service ?? (order.pickupPoint && order.pickupPoint.courier !== courier ? "standard" : defaults.service);
      if (service === "locker") {
        if (!order.pickupPoint) return { kind: "no_locker" };
        if (order.pickupPoint.courier !== courier) return { kind: "locker_elsewhere", courier: order.pickupPoint.courier };
      }
      return awbs.create(
        orderNumber,
        { courier, service, parcels: choice.parcels, lockerId: service === "locker" ? order.pickupPoint!.id : null },
        actor,
      );
    },

    /**
     * After AWBs were made: asks each of these couriers that must be asked to come for them (Cargus) in the next
     * window, once for all the AWBs the batch made. A refusal does not undo the AWBs: staff read the courier's words
     * and book the visit on the courier's site.
     */
    async bookPickups(made: readonly string[]): Promise<PickupBooking[]> {
      const window = nextPickupWindow(clock());
      const bookings: PickupBooking[] = [];
      for (const courier of new Set(made.filter(isCourierId))) {
        const adapter = couriers.adapter(courier);
        if (!adapter?.bookPickup) continue;
        const booking = { courier, from: window.from.toISOString(), to: window.to.toISOString() };
        try {
          await adapter.bookPickup(window);
          bookings.push({ ...booking, booked: true, failure: null });
        } catch (error) {
          if (!(error instanceof CarrierError)) throw error;
          bookings.push({ ...booking, booked: false, failure: error.message });
        }
      }
      return bookings;
    },

    async shipment(id: number): Promise<AdminShipment | null> {
      const [row] = await db.select().from(shipments).where(eq(shipments.id, id));
      return row ? view(row) : null;
    },

    /** Calls the AWB back, answering `too_late` at once for a parcel the courier already holds. */
    async cancel(id: number, actor: StaffActor): Promise<CancelOutcome> {
      const [row] = await db.select({ status: shipments.status }).from(shipments).where(eq(shipments.id, id));
      if (!row) return "not_found";
      if (SCANNED.includes(row.status)) return "too_late";
      return awbs.cancel(id, actor);
    },

    view,
  };
}

export type AwbDesk = ReturnType<typeof createAwbDesk>;

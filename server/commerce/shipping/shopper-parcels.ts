/**
 * An order's parcel as its shopper follows it on the store's own pages (issue 43 item 6): the courier, the AWB, where
 * it goes, its status and what the courier said of it, newest first. Only the live outbound AWB: a request still
 * waiting for the courier, a refused request and a cancelled AWB are the staff's business, so a cancelled AWB made
 * again shows only the new one. The callers decide who may see the order; this answers for the order they name.
 */
import { and, desc, eq, inArray, isNotNull, notInArray } from "drizzle-orm";
import type { AddressValues } from "#domain/account-forms";
import type { CourierId, ShipmentStatus } from "#domain/shipments";
import type { Database } from "#server/db/client";
import { orders, shipmentEvents, shipments } from "#server/db/schema";

export interface ShopperParcel {
  courier: CourierId;
  awb: string;
  status: ShipmentStatus;
  /**
   * The locker or pick-up point the shopper chose, or their street when `withAddress` (the proof allows addresses);
   * null when neither may be shown.
   */
  destination: { kind: "locker" | "pickup_point" | "address"; name: string | null; address: string; city: string } | null;
  events: { at: Date; status: ShipmentStatus; description: string; location: string | null }[];
}

const HIDDEN = ["requested", "failed", "cancelled"];

export function createShopperParcels({ db }: { db: Database }) {
  return {
    async ofOrder(orderId: number, { withAddress }: { withAddress: boolean }): Promise<ShopperParcel[]> {
      const rows = await db
        .select({
          id: shipments.id,
          courier: shipments.courier,
          awb: shipments.awb,
          status: shipments.status,
          pickupPoint: orders.pickupPoint,
          shippingAddress: orders.shippingAddress,
        })
        .from(shipments)
        .innerJoin(orders, eq(orders.id, shipments.orderId))
        .where(
          and(
            eq(shipments.orderId, orderId),
            eq(shipments.kind, "outbound"),
            notInArray(shipments.status, HIDDEN),
            isNotNull(shipments.awb),
          ),
        )
        .orderBy(desc(shipments.id));
      if (rows.length === 0) return [];
      const events = await db
        .select()
        .from(shipmentEvents)
        .where(
          inArray(
            shipmentEvents.shipmentId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(desc(shipmentEvents.at), desc(shipmentEvents.id));
      return rows.map((row) => {
        const point = row.pickupPoint;
        const address = row.shippingAddress as AddressValues;
        const destination: ShopperParcel["destination"] = point
          ? { kind: point.kind, name: point.name, address: point.address, city: point.city }
          : withAddress
            ? { kind: "address", name: null, address: [address.address1, address.address2].filter(Boolean).join(", "), city: address.city }
            : null;
        return {
          courier: row.courier as CourierId,
          awb: row.awb!,
          status: row.status as ShipmentStatus,
          destination,
          events: events
            .filter((event) => event.shipmentId === row.id)
            .map((event) => ({
              at: event.at,
              status: event.status as ShipmentStatus,
              description: event.description,
              location: event.location,
            })),
        };
      });
    },
  };
}

export type ShopperParcels = ReturnType<typeof createShopperParcels>;

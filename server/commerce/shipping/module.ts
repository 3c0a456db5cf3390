/**
 * The shipping module (decision 0134): parcels through the couriers, their AWBs, labels and tracking, lockers,
 * cash-on-delivery transfers and the parcels staff must deal with. Its ports: `ParcelMoves` (orders: a parcel moves
 * its order through the lifecycle), `ReturnParcelMoves` (returns: a return's parcel moves its return) and the
 * shipping zones in force (settings).
 */
import type { ShippingZones } from "#domain/shipping-zones";
import type { DeliverEvents } from "#server/commerce/shared/domain-events";
import type { Infrastructure } from "#server/commerce/shared/infrastructure";
import type { Database } from "#server/db/client";
import type { ParcelMoves } from "#server/commerce/orders/module";
import { createAwbDesk, type AwbDesk } from "./awb-desk.ts";
import { createAwbs, lastSandboxAwbNumber, type Awbs } from "./awbs.ts";
import { createSandboxCourier, type SandboxCourier } from "./carriers/sandbox-courier.ts";
import { createCodReconciliation, type CodReconciliation } from "./cod-reconciliation.ts";
import { configuredCouriers } from "./configured-couriers.ts";
import { courierRegistry, type CourierRegistry } from "./couriers.ts";
import { createParcelTasks, type ParcelTasks } from "./parcel-tasks.ts";
import { checkPickupPoint, createPickupPoints, type PickupPoints } from "./pickup-points.ts";
import { createRemittances, type Remittances } from "./remittances.ts";
import { createReturnShipments, type ReturnParcelMoves, type ReturnShipments } from "./return-shipments.ts";
import { createShopperParcels, type ShopperParcels } from "./shopper-parcels.ts";
import { createTracking, type Tracking } from "./tracking.ts";

/** What other modules and the server's layers use of this module's own files: reachable only through here. */
export { REMITTANCE_SINCE_MAX_DAYS } from "./remittances.ts";
export type { AwbDesk, DeskOutcome } from "./awb-desk.ts";
export { awbRequestedFor, type Awbs, DEFAULT_BOX_CM, recipientOf } from "./awbs.ts";
export { CarrierError } from "./carriers/carrier.ts";
export type { SandboxCourier } from "./carriers/sandbox-courier.ts";
export type { CodReconciliation } from "./cod-reconciliation.ts";
export type { ParcelTasks } from "./parcel-tasks.ts";
export type { PickupPointQuery, PickupPointRow, PickupPoints } from "./pickup-points.ts";
export type { Remittances } from "./remittances.ts";
export type { ReturnAwbCreatedPayload, ReturnShipmentOutcome, ReturnShipments } from "./return-shipments.ts";
export type { ShopperParcel, ShopperParcels } from "./shopper-parcels.ts";
export type { Tracking } from "./tracking.ts";

export type { ReturnParcelMoves };

export interface ShippingPorts extends Pick<Infrastructure, "config" | "db" | "clock" | "mailer" | "audit"> {
  parcelMoves: ParcelMoves;
  returnParcelMoves: ReturnParcelMoves;
  shippingZones: (tx?: Database) => Promise<ShippingZones>;
  deliverEvents: DeliverEvents;
}

export interface ShippingServices {
  couriers: CourierRegistry;
  awbs: Awbs;
  tracking: Tracking;
  /** Staff's side of the AWBs: what an order proposes, their changes checked, the order's parcels for its page. */
  desk: AwbDesk;
  /** The couriers' lockers and pick-up points, synced daily, searched by the checkout. */
  pickupPoints: PickupPoints;
  /** Whether a locker takes an order's parcel (orders' checkout). */
  checkPickupPoint: (tx: Database, request: Parameters<typeof checkPickupPoint>[2]) => ReturnType<typeof checkPickupPoint>;
  /** An order's live parcel and its timeline, as the shopper's order pages show them. */
  parcels: ShopperParcels;
  /** The sandbox courier itself, where it is enabled: its clock is the platform's, and dev and tests steer its parcels. */
  sandboxCourier: SandboxCourier | undefined;
  /** Parcels refused, coming back, back or lost, until staff mark them dealt with. */
  parcelTasks: ParcelTasks;
  /** The couriers' cash-on-delivery transfers, imported daily, and the admin's reconciliation of them (issue 43 item 7). */
  remittances: Remittances;
  codReconciliation: CodReconciliation;
  /** A return's parcel from the customer to the shop (returns' AWBs). */
  returnShipments: ReturnShipments;
}

export function createShippingModule(ports: ShippingPorts): { services: ShippingServices; handlers: [] } {
  const { config, db, clock, mailer, audit, parcelMoves } = ports;
  const sandboxCourier = config.courierSandbox
    ? createSandboxCourier({ now: clock, lastAwbNumber: () => lastSandboxAwbNumber(db) })
    : undefined;
  const couriers = courierRegistry(configuredCouriers(config.couriers, sandboxCourier, clock));
  const pickupPoints = createPickupPoints({ db, clock, couriers });
  const awbs = createAwbs({ db, clock, couriers, parcelMoves, audit });
  const tracking = createTracking({
    db,
    clock,
    couriers,
    parcelMoves,
    returnParcelMoves: ports.returnParcelMoves,
    deliverMail: (mailIds) => mailer.deliver(mailIds),
  });
  const { company } = config;
  return {
    services: {
      couriers,
      awbs,
      tracking,
      desk: createAwbDesk({ db, awbs, tracking, couriers, shippingZones: ports.shippingZones, clock }),
      pickupPoints,
      checkPickupPoint: (tx, request) => checkPickupPoint(pickupPoints, tx, request),
      parcels: createShopperParcels({ db }),
      sandboxCourier,
      parcelTasks: createParcelTasks({ db, clock, audit }),
      remittances: createRemittances({ db, clock, couriers, parcelMoves, deliverMail: (mailIds) => mailer.deliver(mailIds) }),
      codReconciliation: createCodReconciliation({ db, clock }),
      returnShipments: createReturnShipments({
        db,
        clock,
        couriers,
        audit,
        deliverEvents: ports.deliverEvents,
        shop: {
          name: company.legalName,
          phone: company.phone,
          email: company.email,
          company: company.legalName,
          county: company.address.county,
          city: company.address.city,
          street: company.address.street,
          postalCode: company.address.postalCode,
          country: company.address.countryCode,
        },
      }),
    },
    handlers: [],
  };
}

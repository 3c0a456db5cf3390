/**
 * Parcels made through the couriers, what the couriers said of them, their lockers and their cash (issue 43, decision
 * 0092): the shipping module's tables, which only its code (server/commerce/shipping/) writes.
 */
import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { COURIER_IDS, SHIPMENT_STATUSES } from "#domain/shipments";
import { SHIPMENT_STATES } from "#domain/shipment-lifecycle";
import { belongsTo, sqlList, timestamptz } from "#server/db/schema/columns";
import { orders } from "#server/db/schema/orders";
import { returns } from "#server/db/schema/returns";

/**
 * One AWB asked of a courier for an order (`outbound`) or for a return's pick-up (`return`). `reference` is the
 * store's key for the request (the order number and the attempt): written before the courier is called, so a create
 * whose answer was lost is found again by it, never made twice. `status` is `requested` until the AWB is known,
 * `failed` when the courier refused it, then the courier's statuses. At most one live shipment per order and kind.
 */
export const shipments = pgTable(
  "shipments",
  {
    id: serial("id").primaryKey(),
    orderId: belongsTo("order_id", () => orders.id),
    kind: text("kind").notNull().default("outbound"),
    /** The return a `return` shipment brings back (issue 43 item 8). */
    returnId: integer("return_id").references(() => returns.id, { onDelete: "cascade" }),
    courier: text("courier").notNull(),
    service: text("service").notNull(),
    reference: text("reference").notNull().unique(),
    awb: text("awb"),
    status: text("status").notNull().default("requested"),
    lockerId: text("locker_id"),
    cashOnDeliveryMinor: integer("cash_on_delivery_minor").notNull(),
    declaredValueMinor: integer("declared_value_minor").notNull(),
    parcels: jsonb("parcels").$type<{ weightGrams: number; lengthCm: number; widthCm: number; heightCm: number }[]>().notNull(),
    costMinor: integer("cost_minor"),
    /** The courier's words when it refused the request, for staff. */
    failure: text("failure"),
    requestedAt: timestamptz("requested_at").notNull(),
    statusAt: timestamptz("status_at").notNull(),
    deliveredAt: timestamptz("delivered_at"),
    /**
     * When staff closed the task a refused, returned or lost parcel opens in the admin (issue 43 item 5); null while
     * it waits for them, and for parcels that need none.
     */
    taskClosedAt: timestamptz("task_closed_at"),
  },
  (t) => [
    check("shipments_kind", sql`${t.kind} IN ('outbound', 'return')`),
    check("shipments_courier", sql`${t.courier} IN ${sqlList(COURIER_IDS)}`),
    check("shipments_status", sql`${t.status} IN ${sqlList(SHIPMENT_STATES)}`),
    check("shipments_amounts", sql`${t.cashOnDeliveryMinor} >= 0 AND ${t.declaredValueMinor} >= 0`),
    check("shipments_awb_once_created", sql`${t.status} IN ('requested', 'failed') OR ${t.awb} IS NOT NULL`),
    uniqueIndex("shipments_courier_awb_idx").on(t.courier, t.awb),
    check("shipments_return_of_return", sql`(${t.kind} = 'return') = (${t.returnId} IS NOT NULL)`),
    uniqueIndex("shipments_one_live_per_order_idx")
      .on(t.orderId)
      .where(sql`${t.kind} = 'outbound' AND ${t.status} NOT IN ('failed', 'cancelled')`),
    uniqueIndex("shipments_one_live_per_return_idx")
      .on(t.returnId)
      .where(sql`${t.kind} = 'return' AND ${t.status} NOT IN ('failed', 'cancelled')`),
    // The tracking job's question: which parcels are still on their way.
    index("shipments_open_idx")
      .on(t.courier, t.statusAt)
      .where(sql`${t.status} NOT IN ('requested', 'failed', 'delivered', 'returned', 'cancelled', 'lost')`),
  ],
);

/** What the courier said of a parcel, once each (the same event heard twice is one row). */
export const shipmentEvents = pgTable(
  "shipment_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    shipmentId: belongsTo("shipment_id", () => shipments.id),
    carrierCode: text("carrier_code").notNull(),
    status: text("status").notNull(),
    at: timestamptz("at").notNull(),
    description: text("description").notNull(),
    location: text("location"),
    recordedAt: timestamptz("recorded_at").notNull(),
  },
  (t) => [
    check("shipment_events_status", sql`${t.status} IN ${sqlList(SHIPMENT_STATUSES)}`),
    uniqueIndex("shipment_events_once_idx").on(t.shipmentId, t.carrierCode, t.at),
  ],
);

/**
 * Where each courier's tracking sync stands: its cursor, and a lease so that of several instances one runs it at a
 * time (an instance killed mid-run lets its lease run out, and the next run starts from the last saved cursor).
 */
export const courierSyncCursors = pgTable("courier_sync_cursors", {
  courier: text("courier").primaryKey(),
  cursor: text("cursor"),
  syncedUntil: timestamptz("synced_until"),
  leasedUntil: timestamptz("leased_until"),
  updatedAt: timestamptz("updated_at").notNull(),
});

/** The couriers' lockers and pick-up points, replaced by the daily sync; a point the courier no longer lists turns inactive. */
export const pickupPoints = pgTable(
  "pickup_points",
  {
    courier: text("courier").notNull(),
    externalId: text("external_id").notNull(),
    kind: text("kind").notNull(),
    name: text("name").notNull(),
    county: text("county").notNull(),
    city: text("city").notNull(),
    address: text("address").notNull(),
    postalCode: text("postal_code"),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    acceptsCash: boolean("accepts_cash").notNull(),
    acceptsCard: boolean("accepts_card").notNull(),
    maxWeightGrams: integer("max_weight_grams"),
    maxMeasuresCm: jsonb("max_measures_cm").$type<{ length: number; width: number; height: number }>(),
    hours: text("hours"),
    active: boolean("active").notNull().default(true),
    syncedAt: timestamptz("synced_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.courier, t.externalId] }),
    check("pickup_points_kind", sql`${t.kind} IN ('locker', 'pickup_point')`),
    index("pickup_points_place_idx")
      .on(t.courier, t.county, t.city)
      .where(sql`${t.active}`),
  ],
);

/** Cash a courier collected on delivery and paid to the shop, as its transfers list it; matched to the shipment when one has its AWB. */
export const codRemittances = pgTable(
  "cod_remittances",
  {
    id: serial("id").primaryKey(),
    courier: text("courier").notNull(),
    awb: text("awb").notNull(),
    amountMinor: integer("amount_minor").notNull(),
    paidOn: date("paid_on").notNull(),
    bankReference: text("bank_reference").notNull(),
    shipmentId: integer("shipment_id").references(() => shipments.id, { onDelete: "set null" }),
    importedAt: timestamptz("imported_at").notNull(),
  },
  (t) => [
    check("cod_remittances_amount", sql`${t.amountMinor} > 0`),
    uniqueIndex("cod_remittances_once_idx").on(t.courier, t.awb, t.bankReference),
    index("cod_remittances_unmatched_idx")
      .on(t.paidOn)
      .where(sql`${t.shipmentId} IS NULL`),
  ],
);

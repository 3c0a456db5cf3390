/**
 * Staff's AWBs in the admin (issue 43 item 3), for both sides: what a "Create AWB" form and the batch may send, what
 * the routes answer, and the order page's parcels panel. A failed rule names its problem, which each side words in
 * the member's language.
 */
import { z } from "zod";
import { COURIER_IDS, SHIPMENT_STATUSES, type CourierId } from "../shipments.ts";

/** The store's own service names every adapter translates (Sameday's ids, FAN's service names, Cargus's ids). */
export const AWB_SERVICES = ["standard", "locker"] as const;
export type AwbService = (typeof AWB_SERVICES)[number];

export const LABEL_FORMATS = ["a6", "a4"] as const;
export type AdminLabelFormat = (typeof LABEL_FORMATS)[number];

/**
 * What one parcel may weigh and measure: Cargus takes at most 31 kg a piece (research §1.1), and none of the three
 * carries a box longer than two metres as a parcel.
 */
export const PARCEL_LIMITS = { weightGrams: { min: 1, max: 31_000 }, sideCm: { min: 1, max: 200 }, count: { min: 1, max: 10 } } as const;
/** Orders one batch press ships: a day's packing table, and few enough that the courier answers within a request. */
export const SHIP_BATCH_MAX = 50;

export type AwbFormProblem = "courier" | "service" | "weight" | "side" | "parcels" | "orders" | "format" | "ids";

const whole = (min: number, max: number, problem: AwbFormProblem) =>
  z.number({ error: problem }).int({ error: problem }).min(min, { error: problem }).max(max, { error: problem });

export const parcelSchema = z.object({
  weightGrams: whole(PARCEL_LIMITS.weightGrams.min, PARCEL_LIMITS.weightGrams.max, "weight"),
  lengthCm: whole(PARCEL_LIMITS.sideCm.min, PARCEL_LIMITS.sideCm.max, "side"),
  widthCm: whole(PARCEL_LIMITS.sideCm.min, PARCEL_LIMITS.sideCm.max, "side"),
  heightCm: whole(PARCEL_LIMITS.sideCm.min, PARCEL_LIMITS.sideCm.max, "side"),
});

/** `POST /api/admin/orders/{number}/awb`: anything left out is what the order proposes. */
export const createAwbSchema = z.object({
  courier: z.enum(COURIER_IDS, { error: "courier" }).optional(),
  service: z.enum(AWB_SERVICES, { error: "service" }).optional(),
  parcels: z
    .array(parcelSchema, { error: "parcels" })
    .min(PARCEL_LIMITS.count.min, { error: "parcels" })
    .max(PARCEL_LIMITS.count.max, { error: "parcels" })
    .optional(),
});
export type CreateAwbInput = z.input<typeof createAwbSchema>;

/** `POST /api/admin/orders/ship-batch`. */
export const shipBatchSchema = z.object({
  orderNumbers: z
    .array(z.number().int().positive().max(2_147_483_647), { error: "orders" })
    .min(1, { error: "orders" })
    .max(SHIP_BATCH_MAX, { error: "orders" })
    .refine((numbers) => new Set(numbers).size === numbers.length, { error: "orders" }),
  format: z.enum(LABEL_FORMATS, { error: "format" }).default("a6"),
});
export type ShipBatchInput = z.input<typeof shipBatchSchema>;

/** The query of `GET /api/admin/shipments/labels.pdf`: ids as `1,2,3`, each a shipment with an AWB. */
export const labelsQuerySchema = z.object({
  ids: z.string().describe("Shipment ids, comma-separated, in the order the pages should print (at most 50)."),
  format: z.enum(LABEL_FORMATS).optional().describe("`a6` (one label a page, the default) or `a4`."),
});

/** The shipment ids of `ids=1,2,3`, or null when one is not a positive whole number or there are none or too many. */
export function readShipmentIds(value: string | undefined): number[] | null {
  if (!value) return null;
  const parts = value.split(",");
  if (parts.length > SHIP_BATCH_MAX || !parts.every((part) => /^\d{1,10}$/.test(part))) return null;
  const ids = parts.map(Number);
  return ids.every((id) => id > 0 && id <= 2_147_483_647) ? ids : null;
}

export const labelsUrl = (ids: readonly number[], format: AdminLabelFormat) =>
  `/api/admin/shipments/labels.pdf?ids=${ids.join(",")}&format=${format}`;

export const adminShipmentEventSchema = z.object({
  at: z.string(),
  status: z.enum(SHIPMENT_STATUSES),
  description: z.string().describe("The courier's own words for the step."),
  location: z.string().nullable(),
});

export const adminShipmentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(["outbound", "return"]),
  courier: z.enum(COURIER_IDS),
  service: z.string(),
  awb: z.string().nullable(),
  status: z.string().describe("`requested`, `failed`, or a courier status (`created` … `delivered`, `cancelled`)."),
  cashOnDeliveryMinor: z.number().int().describe("What the courier collects on delivery, in bani."),
  lockerId: z.string().nullable(),
  parcels: z.array(parcelSchema),
  failure: z.string().nullable().describe("The courier's words when it refused the request."),
  requestedAt: z.string(),
  statusAt: z.string(),
  events: z.array(adminShipmentEventSchema),
});
export type AdminShipment = z.infer<typeof adminShipmentSchema>;

/** The courier's visit to the shop booked after AWBs were made, where the courier must be asked (Cargus). */
export const pickupBookingSchema = z.object({
  courier: z.enum(COURIER_IDS),
  from: z.string().describe("The window's start, ISO 8601."),
  to: z.string().describe("The window's end, ISO 8601."),
  booked: z.boolean(),
  failure: z.string().nullable().describe("The courier's words when it refused: staff book the visit on its site."),
});
export type PickupBooking = z.infer<typeof pickupBookingSchema>;

/** A created (or repeated) AWB: `repeated` when the order had it already and nothing new was asked of the courier. */
export const awbAnswerSchema = z.object({
  repeated: z.boolean(),
  shipment: adminShipmentSchema,
  pickup: pickupBookingSchema.nullable().describe("The courier's visit booked for it; null where none was asked."),
});
export const cancelAwbAnswerSchema = z.object({ shipment: adminShipmentSchema });

export const batchResultSchema = z.object({
  orderNumber: z.number().int(),
  outcome: z.enum(["created", "repeated", "refused"]),
  code: z.string().nullable().describe("Why it was refused (the same codes the one-order route answers)."),
  message: z.string().nullable().describe("The refusal in the member's language, with the courier's words where it gave any."),
  shipmentId: z.number().int().nullable(),
  awb: z.string().nullable(),
});
export type BatchResult = z.infer<typeof batchResultSchema>;

export const shipBatchAnswerSchema = z.object({
  results: z.array(batchResultSchema),
  shipmentIds: z.array(z.number().int()).describe("The AWBs made or found, in the order asked."),
  labelsUrl: z.string().nullable().describe("One PDF of all their labels; null when none was made."),
  pickups: z.array(pickupBookingSchema).describe("The visits booked for them, one a courier that must be asked."),
});
export type ShipBatchAnswer = z.infer<typeof shipBatchAnswerSchema>;

/** What the order proposes for its AWB: its shipping service's courier, a locker service where the shopper chose one. */
export interface AwbDefaults {
  courier: CourierId | null;
  service: AwbService;
  lockerId: string | null;
  lockerName: string | null;
  /** The order's bottles' weight in the shop's usual box: one parcel, unless staff split it. */
  parcel: z.infer<typeof parcelSchema>;
}

/** The order page's parcels panel. */
export interface AdminParcels {
  shipments: AdminShipment[];
  defaults: AwbDefaults;
  /** The couriers the store has an account with, for the form's choice. */
  couriers: CourierId[];
  /** Whether an AWB may be made now (confirmed, not on its way, in Romania), or again after one was cancelled. */
  canCreate: boolean;
  /** Whether the member may make and cancel AWBs. */
  canShip: boolean;
}

/** Whether a row of the orders list may go in a batch: confirmed, not yet on its way, to a Romanian address. */
export function batchShippable(row: { status: string; fulfilmentStatus: string; country: string; withdrawn: boolean }): boolean {
  return (
    !row.withdrawn &&
    row.country === "RO" &&
    ["paid", "payment_due_on_delivery"].includes(row.status) &&
    ["unfulfilled", "packed"].includes(row.fulfilmentStatus)
  );
}

/** A courier's name as staff know it (the sandbox is the store's own). */
export const COURIER_NAMES: Record<CourierId, string> = {
  sameday: "Sameday",
  fan_courier: "FAN Courier",
  cargus: "Cargus",
  sandbox: "Sandbox",
};

/**
 * One interface for every courier (issue 43, decision 0092; research §1.4): Sameday, FAN Courier and Cargus each have
 * an adapter that speaks their documented REST API, and the sandbox courier stands in for all of them in dev and in
 * the tests. The store never sees a courier's own shapes: amounts are in bani (lei), weights in grams, sizes in
 * centimetres, times as Dates, statuses in the one vocabulary of `#domain/shipments`. No adapter ever logs or
 * throws a credential or a token.
 */
import type { PickupWindow } from "#domain/courier-pickup";
import type { CourierId, ShipmentStatus } from "#domain/shipments";

/** What a courier's account can do; the admin offers only what the chosen courier has. */
export interface CarrierCapabilities {
  /** Lockers or pick-up points the shopper can choose (easybox, FANbox, Ship & Go). */
  lockers: boolean;
  /** Cash on delivery, and whether the courier pays it out in remittances the store can import. */
  cashOnDelivery: boolean;
  remittances: boolean;
  /** Events since a cursor for all the account's parcels (status-sync, GetDeltaEvents), rather than one AWB at a time. */
  deltaEvents: boolean;
  labelFormats: readonly LabelFormat[];
  /**
   * The service code of a return AWB (issue 43 item 8), by how the parcel leaves the customer: `pickup`, the courier
   * collects it at their address; `locker`, they drop it in one of the courier's lockers. A way left out is one this
   * adapter cannot make: the store refuses it rather than send a courier a draft it would read as an ordinary parcel.
   */
  returnServices?: Partial<Record<"pickup" | "locker", string>>;
}

export type LabelFormat = "pdf-a6" | "pdf-a4";

/** All a courier's account can do but returns, whose service codes each courier names its own way (Cargus, the sandbox). */
export const EVERY_CAPABILITY_BUT_RETURNS: CarrierCapabilities = {
  lockers: true,
  cashOnDelivery: true,
  remittances: true,
  deltaEvents: true,
  labelFormats: ["pdf-a6", "pdf-a4"],
};

/** The recipient as the courier needs it: Romanian county and locality names, a phone the courier calls. */
export interface ShipmentRecipient {
  name: string;
  phone: string;
  email: string | null;
  /** Company name for a business address; null for a person. */
  company: string | null;
  county: string;
  city: string;
  street: string;
  postalCode: string | null;
  /** ISO alpha-2; the three couriers take Romanian addresses only. */
  country: string;
}

export interface ParcelMeasures {
  weightGrams: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
}

/** What the store asks a courier to carry. */
export interface ShipmentDraft {
  /**
   * The store's own reference for the parcel (the order number, with the attempt for a re-created AWB): sent as the
   * courier's client reference, and the key that makes a repeated create give the AWB already made.
   */
  reference: string;
  /** The courier's service code (e.g. Sameday `7` next day, `15` locker next day; Cargus `34`/`38`; FAN `Standard`). */
  service: string;
  recipient: ShipmentRecipient;
  parcels: readonly ParcelMeasures[];
  /** To collect from the recipient, in bani: what the shopper owes on delivery, 0 for a paid order. */
  cashOnDeliveryMinor: number;
  /** Declared value for insurance, in bani; 0 insures nothing beyond the courier's default. */
  declaredValueMinor: number;
  /** The locker or pick-up point's id at this courier, for a parcel delivered there. */
  lockerId: string | null;
  /** A short description of the contents, printed on the label. */
  contents: string;
  /** The recipient may open the parcel before paying (a paid option at most couriers). */
  openPackage: boolean;
  /**
   * Who hands the parcel over, for a return AWB: the customer, from whom the courier collects it (or who drops it in
   * `firstMileLockerId`). Absent: the account's own pickup point, the shop.
   */
  sender?: ShipmentRecipient;
  /** The locker the sender drops the parcel in (Sameday's `lockerFirstMile`); absent or null: collected at the sender's address. */
  firstMileLockerId?: string | null;
}

export interface CreatedShipment {
  awb: string;
  /** One number per parcel where the courier numbers them (multi-parcel shipments); [awb] otherwise. */
  parcelNumbers: string[];
  /** What the courier charges the store, in bani with VAT, when it says so in its answer. */
  costMinor: number | null;
}

export interface TrackingEvent {
  awb: string;
  /** The courier's own code for the step, kept so the mapping can be audited and revisited. */
  carrierCode: string;
  status: ShipmentStatus;
  at: Date;
  /** The courier's words for the step (often Romanian), shown in the admin beside ours. */
  description: string;
  location: string | null;
}

export interface PickupPoint {
  courier: CourierId;
  /** The courier's id for the point, which goes on the AWB. */
  externalId: string;
  kind: "locker" | "pickup_point";
  name: string;
  county: string;
  city: string;
  address: string;
  postalCode: string | null;
  latitude: number;
  longitude: number;
  /** Whether the recipient can pay on collection there, in cash or by card; a point taking neither is hidden for COD. */
  acceptsCash: boolean;
  acceptsCard: boolean;
  /** The largest parcel the point takes; null where the courier does not say. */
  maxWeightGrams: number | null;
  maxMeasuresCm: { length: number; width: number; height: number } | null;
  /** Opening hours as the courier writes them (a locker is often open around the clock). */
  hours: string | null;
}

/** Money the courier collected on delivery and paid to the shop's account. */
export interface Remittance {
  awb: string;
  amountMinor: number;
  /** The day the transfer was made, `YYYY-MM-DD` (Europe/Bucharest). */
  paidOn: string;
  /** The bank transfer's reference, as the owner finds it on the statement. */
  bankReference: string;
}

export interface EventsPage {
  events: TrackingEvent[];
  /** Where the next call starts; persisted by the tracking job, opaque to everyone but the adapter. */
  cursor: string;
}

export interface CarrierAdapter {
  readonly id: CourierId;
  readonly capabilities: CarrierCapabilities;
  /** What the courier would charge for the draft, in bani with VAT. */
  quote(draft: ShipmentDraft): Promise<{ costMinor: number }>;
  createShipment(draft: ShipmentDraft): Promise<CreatedShipment>;
  /**
   * The AWB made for `reference` on or after `createdOn`, or null: how the store learns what became of a create whose
   * answer was lost (a timeout after the courier made it), so a retry never makes a second parcel.
   */
  findByReference(reference: string, createdOn: Date): Promise<CreatedShipment | null>;
  /** The labels of one or more AWBs, as one PDF. */
  label(awbs: readonly string[], format: LabelFormat): Promise<Uint8Array>;
  /** `too_late` once the courier has scanned the parcel: it can no longer be called back through the API. */
  cancel(awb: string): Promise<"cancelled" | "too_late">;
  /** The whole history of these AWBs, oldest first. */
  track(awbs: readonly string[]): Promise<TrackingEvent[]>;
  /**
   * The account's events since `cursor` (null: since `since`), up to `until`; an adapter without delta events
   * answers from `track` over the AWBs it is given.
   */
  eventsSince(request: { cursor: string | null; since: Date; until: Date; openAwbs: readonly string[] }): Promise<EventsPage>;
  /** Every locker or pick-up point of the account's courier (the daily sync replaces the table with it). */
  pickupPoints(): Promise<PickupPoint[]>;
  /** The cash-on-delivery transfers made on `day` (`YYYY-MM-DD`). */
  remittances(day: string): Promise<Remittance[]>;
  /**
   * Asks the courier to come to the shop in `window` for the AWBs made since the last request (Cargus's "comandă de
   * ridicare"). Absent where the courier comes without being asked: Sameday and FAN Courier collect on the account's
   * daily round.
   */
  bookPickup?(window: PickupWindow): Promise<void>;
}

/**
 * Why a courier call failed, without any credential: `auth` (the account's credentials are refused even after a new
 * token), `unavailable` (network, timeout, 5xx: try again later), `rejected` (the courier refused the request; its
 * message says why, for staff), `not_found` (no such AWB).
 */
export type CarrierFailure = "auth" | "unavailable" | "rejected" | "not_found";

export class CarrierError extends Error {
  override name = "CarrierError";
  constructor(
    readonly courier: CourierId,
    readonly failure: CarrierFailure,
    message: string,
  ) {
    super(`${courier}: ${message}`);
  }

  get retryable(): boolean {
    return this.failure === "unavailable";
  }
}

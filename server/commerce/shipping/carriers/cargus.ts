/**
 * Cargus, through its UrgentOnline API v3 (issue 43, research §1.1): an Azure API Management gateway that wants the
 * account's subscription key (`Ocp-Apim-Subscription-Key`) on every call, and a token from `POST LoginUser`
 * (`{UserName, Password}` → the token as a JSON string, valid 24 h) as `Authorization: Bearer` on every call but the
 * login. Bodies are JSON; money is in lei with decimals, weights in whole kilograms, sizes in centimetres.
 *
 * Where each call and field comes from (none could be tried against the real service from here):
 * - Cargus "Documentatie API V3" (https://www.cargus.ro/wp-content/uploads/DocumentatieAPIV3-2.0-EN.pdf; read through
 *   a markdown transcription of version 3.1.7): LoginUser, ShippingCalculation (request and `GrandTotal`…
 *   answer), Awbs, `DELETE Awbs?barCode=`, `Awbs/GetByDate` (mm-dd-yyyy), `AwbDocuments` (format 0 A4 / 1 label
 *   10×14, base64 answer), `AwbTrace/WithRedirect?barCode=[…]`, `AwbTrace/GetDeltaEvents` (mm-dd-yyyy), Ship & Go
 *   points (`PaymentType` 1 none, 2 card, 3 cash or card, 4 cash), `CashAccount/GetByDeductionDate` (yyyy-mm-dd),
 *   service ids (34 Economic Standard, 35 Standard Plus, 36 Palet, 38 PUDO, 39 Multipiece).
 * - Cargus's own shop modules: github:cargus-ecomm/Prestashop (cargus.class.php headers; CargusOrdersController.php
 *   the AWB body, `CustomString` = order id, `DeliveryPudoPoint` + service 38, `DELETE Awbs` answering 1;
 *   controllers/front/cron.php `GET PudoPoints`; AwbDocuments answered as base64) and the Magento 2 module
 *   github:liquidlab-agency/magento2-urgent-cargus (Model/Api/CreateAwb.php `POST Awbs/WithGetAwb` answering the AWB
 *   objects with `BarCode`; CargusShipGo/Cron/Pins.php every field of a Ship & Go point; PrintAwb.php).
 * - github:AndreiBasocVTEX/seller-order-processing node/features/cargus (dto/cargus-awb.dto.ts: the AWB object with
 *   `ParcelCodes`, `ShippingCost.GrandTotal`, `CustomString`; the AwbTrace item `{Code, …, Event: [{Date, EventId,
 *   Description, LocalityName}]}`; "EventId 21 === Delivered"; `DELETE Awbs` answering a boolean).
 * - A public Node client of the same API (seen in a code search, its repository not named there): `PUT Orders?locationId=
 *   &action=1&PickupStartDate=&PickupEndDate=`, which launches the pick-up point's order of the AWBs made since its
 *   last one with the window of the courier's visit (action 0 cancels it). Its date format is this adapter's guess.
 * - github:mynameisbogdan/urgentcargus-php src/Exception/ClientException.php: an error body is `{message}`,
 *   `{Error}` or a bare string. github:s0biesky/Cargus-API script.js: the same login and label calls from Node.
 */
import { instantFromShopLocal, shopLocalDateTime } from "#domain/dates";
import type { ShipmentStatus } from "#domain/shipments";
import {
  CarrierError,
  EVERY_CAPABILITY_BUT_RETURNS,
  type CarrierAdapter,
  type CreatedShipment,
  type LabelFormat,
  type PickupPoint,
  type Remittance,
  type ShipmentDraft,
  type TrackingEvent,
} from "./carrier.ts";
import { courierSession, type CourierSession } from "./carrier-http.ts";

export const CARGUS_BASE_URLS = {
  production: "https://urgentcargus.azure-api.net/api",
  // The test gateway Cargus gives on request (research §1.1 [4][7]); its host is the one integrators name.
  test: "https://urgentcargusapitest.azure-api.net/api",
} as const;

/** What the owner asks Cargus for (README): a subscription to StandardUrgentOnlineAPI, a WebExpress user, a pick-up point. */
export interface CargusSettings {
  /** The Primary Key of the StandardUrgentOnlineAPI subscription on the developer portal. */
  subscriptionKey: string;
  /** The WebExpress user and password the API logs in with. */
  username: string;
  password: string;
  environment: keyof typeof CARGUS_BASE_URLS;
  /** The account's pick-up point the parcels leave from (`Sender.LocationId`, from `GET PickupLocations`). */
  pickupLocationId: number;
  /** That point's county and locality, as Cargus spells them: the quote prices from there. */
  senderCounty: string;
  senderLocality: string;
  /** The contract's price table (`GET PriceTables`); null lets Cargus use the account's default. */
  priceTableId: number | null;
  /** The service for a home delivery when the draft names none of Cargus's ids: 34 Economic Standard (≤31 kg). */
  defaultServiceId: number;
  /**
   * How the cash collected comes back: `bank` (`BankRepayment`, transferred to the shop's account and listed by
   * CashAccount, what the remittance import reconciles) or `cash` (`CashRepayment`, brought back in an envelope).
   */
  cashOnDeliveryTo: "bank" | "cash";
}

export const CARGUS_DEFAULT_SERVICE_ID = 34;
/** Ship & Go (PUDO) delivery: the service a parcel for a point travels on, with `DeliveryPudoPoint`. */
export const CARGUS_PUDO_SERVICE_ID = 38;

/**
 * Cargus's tracking steps (`AwbTrace` `Event[].EventId`, kept as the event's carrierCode) → the store's statuses.
 *
 * Cargus publishes no list of its event ids: the API v3 documentation and both of Cargus's own shop modules show
 * the events only as text (`Description`), and the one id integrators agree on is 21, the delivery confirmation
 * ("Confirmat"). Every other id is unknown here, so it maps to `in_transit` and keeps its code: a parcel that
 * moves is the safe reading (it changes nothing in the order's lifecycle), whereas guessing `refused` or
 * `delivered` from an unknown id would cancel or invoice an order on a guess. The tracking job keeps the code and
 * the courier's words beside it, so the table can grow from what the account really sees.
 */
export const CARGUS_STATUSES: Readonly<Record<string, ShipmentStatus>> = {
  "21": "delivered",
};

/** The store's status for a Cargus event id; see CARGUS_STATUSES for why an unknown one reads as in transit. */
export function cargusStatus(eventId: string): ShipmentStatus {
  return CARGUS_STATUSES[eventId] ?? "in_transit";
}

/** The A6 label is Cargus's 10×14 cm label format (1); A4 is format 0. */
const LABEL_FORMAT: Record<LabelFormat, number> = { "pdf-a6": 1, "pdf-a4": 0 };
const TOKEN_LIFETIME_MS = 24 * 3_600_000;
/** How many AWBs one trace call asks about: the query string carries them all. */
const TRACE_BATCH = 50;
/** Awbs/GetByDate pages through the AWBs; a shorter page is the last. */
const LISTING_PAGE_SIZE = 100;
const DAY_MS = 86_400_000;

// ---- What Cargus answers (only the fields the adapter reads) ----

interface CargusParcelCode {
  Code: string | number;
}

interface CargusAwb {
  BarCode: string | number;
  CustomString?: string | null;
  ParcelCodes?: CargusParcelCode[] | null;
  ShippingCost?: { GrandTotal?: number | null } | null;
}

interface CargusTraceEvent {
  Date: string;
  EventId: number | string;
  Description?: string | null;
  LocalityName?: string | null;
}

interface CargusTraceItem {
  Code: string | number;
  Event?: CargusTraceEvent[] | null;
}

interface CargusDeltaRow {
  BarCode: string | number;
}

interface CargusPudoPoint {
  Id: number | string;
  Name: string;
  County: string;
  City: string;
  Address?: string | null;
  StreetName?: string | null;
  StreetNo?: string | null;
  PostalCode?: string | null;
  Latitude: number;
  Longitude: number;
  ServiceCOD?: boolean | null;
  PaymentType?: number | null;
  [openHours: `OpenHours${string}`]: string | null | undefined;
}

interface CargusCashAccountRow {
  BarCode: string | number;
  RepaymentValue: number;
  DeductionDate?: string | null;
  DeductionId?: string | number | null;
}

// ---- Small translations ----

function lei(minor: number): number {
  return Math.round(minor) / 100;
}

function bani(amountLei: number): number {
  return Math.round(amountLei * 100);
}

/** Cargus weighs in whole kilograms: a parcel is rounded up, and never weighs nothing. */
function kilograms(grams: number): number {
  return Math.max(1, Math.ceil(grams / 1000));
}

/** A day on the shop's (and Cargus's) calendar, `YYYY-MM-DD`. */
function bucharestDay(instant: Date): string {
  return shopLocalDateTime(instant).slice(0, 10);
}

/** The date format of the listing and event calls, `mm-dd-yyyy` (the cash account calls take `yyyy-mm-dd`). */
function americanDay(instant: Date): string {
  const [year, month, day] = bucharestDay(instant).split("-");
  return `${month}-${day}-${year}`;
}

const CARGUS_LOCAL_TIME = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(?::(\d{2})(?:\.(\d+))?)?$/;

/** Cargus writes its times on the Bucharest clock without an offset ("2026-11-26T14:05:00"); one with an offset is kept. */
function cargusInstant(value: string): Date {
  const match = CARGUS_LOCAL_TIME.exec(value.trim());
  if (!match) return new Date(value);
  const minute = instantFromShopLocal(match[1]!);
  if (!minute) return new Date(Number.NaN);
  const seconds = Number(match[2] ?? 0);
  const millis = Number((match[3] ?? "0").padEnd(3, "0").slice(0, 3));
  return new Date(minute.getTime() + seconds * 1000 + millis);
}

/** The courier's message from a failed answer: `{message}` (the gateway), `{Error}`, a list of messages, or text. */
export function cargusErrorMessage(body: unknown): string | null {
  if (typeof body === "string") return body.trim() || null;
  if (Array.isArray(body)) {
    const said = body.filter((item): item is string => typeof item === "string" && item.trim() !== "");
    return said.length > 0 ? said.join("; ") : null;
  }
  if (body && typeof body === "object") {
    const record = body as Record<string, unknown>;
    for (const key of ["message", "Message", "Error", "error"]) {
      if (typeof record[key] === "string" && record[key] !== "") return record[key] as string;
    }
  }
  return null;
}

/** A JSON string answer (the token, a label's base64), written quoted as JSON or, by some gateways, bare. */
async function stringAnswer(response: Response): Promise<string> {
  const text = (await response.text()).trim();
  if (text.startsWith('"')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (typeof parsed === "string") return parsed;
    } catch {
      // Not JSON after all: the quotes are part of the text.
    }
  }
  return text;
}

/** A listing's rows; Cargus answers an empty listing with an empty body as well as with `[]`. */
function rowsOf<T>(answer: T[] | null | ""): T[] {
  return Array.isArray(answer) ? answer : [];
}

function createdShipment(awb: CargusAwb): CreatedShipment {
  const barcode = String(awb.BarCode);
  // A parcel's own code is what Cargus assigned; the "0" a request sends back unchanged is no number of a parcel.
  const parcelNumbers = (awb.ParcelCodes ?? []).map((parcel) => String(parcel.Code)).filter((code) => code !== "" && code !== "0");
  const total = awb.ShippingCost?.GrandTotal;
  return {
    awb: barcode,
    parcelNumbers: parcelNumbers.length > 0 ? parcelNumbers : [barcode],
    costMinor: typeof total === "number" && Number.isFinite(total) ? bani(total) : null,
  };
}

const WEEK_DAYS = [
  ["Mo", "Lu"],
  ["Tu", "Ma"],
  ["We", "Mi"],
  ["Th", "Jo"],
  ["Fr", "Vi"],
  ["Sa", "Sâ"],
  ["Su", "Du"],
] as const;

/** Opening hours as one line, "Lu 08:00-18:00, Ma 08:00-18:00, …", from the point's `OpenHours<Day>Start/End`. */
function openingHours(point: CargusPudoPoint): string | null {
  const days = WEEK_DAYS.flatMap(([key, roDay]) => {
    const start = point[`OpenHours${key}Start`];
    const end = point[`OpenHours${key}End`];
    return start && end ? [`${roDay} ${start}-${end}`] : [];
  });
  return days.length > 0 ? days.join(", ") : null;
}

function pickupPoint(point: CargusPudoPoint): PickupPoint {
  // PaymentType: 1 no payment, 2 card only, 3 cash or card, 4 cash only; a point without ServiceCOD takes no COD at all.
  const payOnCollection = point.ServiceCOD === true;
  const paymentType = point.PaymentType ?? 1;
  const street = [point.StreetName, point.StreetNo].filter((part) => part && part.trim() !== "").join(" ");
  return {
    courier: "cargus",
    externalId: String(point.Id),
    // Cargus gives a `PointType` but documents none of its values, so lockers and counters are not told apart.
    kind: "pickup_point",
    name: point.Name,
    county: point.County,
    city: point.City,
    address: point.Address?.trim() || street,
    postalCode: point.PostalCode?.trim() || null,
    latitude: Number(point.Latitude),
    longitude: Number(point.Longitude),
    acceptsCash: payOnCollection && (paymentType === 3 || paymentType === 4),
    acceptsCard: payOnCollection && (paymentType === 2 || paymentType === 3),
    // Cargus publishes no size or weight limit per point.
    maxWeightGrams: null,
    maxMeasuresCm: null,
    hours: openingHours(point),
  };
}

export function createCargusAdapter(settings: CargusSettings, options: { fetch?: typeof fetch; now?: () => number } = {}): CarrierAdapter {
  const now = options.now ?? Date.now;
  const session: CourierSession = courierSession({
    courier: "cargus",
    baseUrl: CARGUS_BASE_URLS[settings.environment],
    // The gateway refuses any call without the key, the login included; the trace header is in Cargus's examples.
    headers: { "Ocp-Apim-Subscription-Key": settings.subscriptionKey, "Ocp-Apim-Trace": "true" },
    errorMessage: cargusErrorMessage,
    fetch: options.fetch,
    now,
    async login(http) {
      let response: Response;
      try {
        response = await http.anonymous("POST", "/LoginUser", {
          json: { UserName: settings.username, Password: settings.password },
        });
      } catch (error) {
        // Cargus answers a wrong WebExpress user or password with "Failed to authenticate!", not always with a 401.
        if (error instanceof CarrierError && /failed to authenticate/i.test(error.message))
          throw new CarrierError("cargus", "auth", "LoginUser refused the credentials");
        throw error;
      }
      const token = await stringAnswer(response);
      if (token === "") return http.fail("auth", "LoginUser answered no token");
      return { value: token, expiresAt: now() + TOKEN_LIFETIME_MS };
    },
  });

  /** Cargus's service id for the draft: a Ship & Go point travels on 38; otherwise the draft's id, or the default. */
  function serviceId(draft: ShipmentDraft): number {
    if (draft.lockerId) return CARGUS_PUDO_SERVICE_ID;
    return /^\d+$/.test(draft.service) ? Number(draft.service) : settings.defaultServiceId;
  }

  function repayment(draft: ShipmentDraft): { CashRepayment: number; BankRepayment: number } {
    const amount = lei(draft.cashOnDeliveryMinor);
    return settings.cashOnDeliveryTo === "bank" ? { CashRepayment: 0, BankRepayment: amount } : { CashRepayment: amount, BankRepayment: 0 };
  }

  /** What the quote and the AWB both say of the parcels, the service and the money, in Cargus's order. */
  function consignment(draft: ShipmentDraft) {
    return {
      Parcels: draft.parcels.length,
      Envelopes: 0,
      TotalWeight: totalWeight(draft),
      ServiceId: serviceId(draft),
      DeclaredValue: lei(draft.declaredValueMinor),
      ...repayment(draft),
      OtherRepayment: "",
    };
  }

  function parcelCodes(draft: ShipmentDraft) {
    return draft.parcels.map((parcel) => ({
      // "0": Cargus numbers the parcels itself (both of Cargus's modules send it so).
      Code: "0",
      Type: 1,
      Weight: kilograms(parcel.weightGrams),
      Length: Math.ceil(parcel.lengthCm),
      Width: Math.ceil(parcel.widthCm),
      Height: Math.ceil(parcel.heightCm),
      ParcelContent: draft.contents,
    }));
  }

  function totalWeight(draft: ShipmentDraft): number {
    return draft.parcels.reduce((sum, parcel) => sum + kilograms(parcel.weightGrams), 0);
  }

  function awbBody(draft: ShipmentDraft) {
    const { recipient } = draft;
    const contact = {
      Name: recipient.company ?? recipient.name,
      ContactPerson: recipient.name,
      PhoneNumber: recipient.phone,
      Email: recipient.email ?? "",
    };
    return {
      Sender: { LocationId: settings.pickupLocationId },
      // A parcel for a Ship & Go point names the point and the person who collects it, as Cargus's module sends it.
      Recipient: draft.lockerId
        ? contact
        : {
            ...contact,
            LocationId: null,
            CountyId: null,
            CountyName: recipient.county,
            LocalityId: null,
            LocalityName: recipient.city,
            StreetId: null,
            StreetName: "-",
            AddressText: recipient.street,
            CodPostal: recipient.postalCode ?? "",
          },
      ...(draft.lockerId ? { DeliveryPudoPoint: Number(draft.lockerId) } : {}),
      ...consignment(draft),
      OpenPackage: draft.openPackage,
      ...(settings.priceTableId !== null ? { PriceTableId: settings.priceTableId } : {}),
      // The shop pays the transport (1 sender, 2 recipient).
      ShipmentPayer: 1,
      SaturdayDelivery: false,
      MorningDelivery: false,
      Observations: "",
      PackageContent: draft.contents,
      // The store's reference comes back on the AWB listing: how findByReference finds a create whose answer was lost.
      CustomString: draft.reference,
      ParcelCodes: parcelCodes(draft),
    };
  }

  async function listAwbs(from: Date, to: Date): Promise<CargusAwb[]> {
    const awbs: CargusAwb[] = [];
    for (let page = 1; ; page += 1) {
      const query = new URLSearchParams({
        FromDate: americanDay(from),
        ToDate: americanDay(to),
        pageNumber: String(page),
        itemsPerPage: String(LISTING_PAGE_SIZE),
      });
      const rows = rowsOf(await session.json<CargusAwb[] | null>("GET", `/Awbs/GetByDate?${query}`));
      awbs.push(...rows);
      if (rows.length < LISTING_PAGE_SIZE) return awbs;
    }
  }

  async function trace(awbs: readonly string[]): Promise<TrackingEvent[]> {
    const events: TrackingEvent[] = [];
    for (let start = 0; start < awbs.length; start += TRACE_BATCH) {
      const batch = awbs.slice(start, start + TRACE_BATCH);
      const barCodes = encodeURIComponent(JSON.stringify(batch));
      const answer = await session.json<CargusTraceItem[] | CargusTraceItem | null>("GET", `/AwbTrace/WithRedirect?barCode=${barCodes}`);
      // Asked about one AWB, Cargus has been seen answering the item itself rather than a list of one.
      const items = Array.isArray(answer) ? answer : answer && typeof answer === "object" ? [answer] : [];
      for (const item of items) {
        for (const event of item.Event ?? []) {
          const carrierCode = String(event.EventId);
          events.push({
            awb: String(item.Code),
            carrierCode,
            status: cargusStatus(carrierCode),
            at: cargusInstant(event.Date),
            description: event.Description?.trim() ?? "",
            location: event.LocalityName?.trim() || null,
          });
        }
      }
    }
    return events.sort((a, b) => a.at.getTime() - b.at.getTime());
  }

  return {
    id: "cargus",
    capabilities: EVERY_CAPABILITY_BUT_RETURNS,

    async quote(draft) {
      const cost = await session.json<{ GrandTotal?: number | null }>("POST", "/ShippingCalculation", {
        json: {
          FromLocalityId: 0,
          ToLocalityId: 0,
          FromCountyName: settings.senderCounty,
          FromLocalityName: settings.senderLocality,
          ToCountyName: draft.recipient.county,
          ToLocalityName: draft.recipient.city,
          ...consignment(draft),
          PaymentInstrumentId: 0,
          PaymentInstrumentValue: 0,
          OpenPackage: draft.openPackage,
          ShipmentPayer: 1,
          ...(settings.priceTableId !== null ? { PriceTableId: settings.priceTableId } : {}),
        },
      });
      // GrandTotal is the price with VAT (Subtotal + Tax), what the store's prices are in.
      if (typeof cost?.GrandTotal !== "number") return session.fail("unavailable", "ShippingCalculation answered no GrandTotal");
      return { costMinor: bani(cost.GrandTotal) };
    },

    async createShipment(draft) {
      // Ship & Go points are numbered; anything else is not one of Cargus's points and would be sent as null.
      if (draft.lockerId !== null && !/^\d+$/.test(draft.lockerId))
        return session.fail("rejected", `${draft.lockerId} is not a Ship & Go point id`);
      // Awbs/WithGetAwb makes the AWB as `POST Awbs` does and answers it whole (barcode, parcel codes, cost).
      const answer = await session.json<CargusAwb[] | CargusAwb | null>("POST", "/Awbs/WithGetAwb", { json: awbBody(draft) });
      const awb = Array.isArray(answer) ? answer[0] : answer;
      if (!awb || awb.BarCode === undefined || awb.BarCode === null || String(awb.BarCode) === "")
        return session.fail("rejected", "Awbs/WithGetAwb answered no AWB");
      return createdShipment(awb);
    },

    async findByReference(reference, createdOn) {
      // Cargus lists the account's AWBs by day with the `CustomString` each was sent with; the reference is matched
      // here, from the day the create was tried (a day early, for a create sent around midnight) to tomorrow.
      const awbs = await listAwbs(new Date(createdOn.getTime() - DAY_MS), new Date(now() + DAY_MS));
      const found = awbs.find((awb) => (awb.CustomString ?? "").trim() === reference);
      return found ? createdShipment(found) : null;
    },

    async label(awbs, format) {
      const query = new URLSearchParams({
        barCodes: JSON.stringify(awbs),
        type: "PDF",
        format: String(LABEL_FORMAT[format]),
        // 1: the main copy once (0 would print it twice on the page).
        printMainOnce: "1",
      });
      const response = await session.call("GET", `/AwbDocuments?${query}`);
      // The document comes as a JSON string holding the PDF in base64.
      const pdf = Buffer.from(await stringAnswer(response), "base64");
      if (pdf.subarray(0, 5).toString("latin1") !== "%PDF-") return session.fail("unavailable", "AwbDocuments answered no PDF");
      return new Uint8Array(pdf);
    },

    async cancel(awb) {
      const response = await session.call("DELETE", `/Awbs?barCode=${encodeURIComponent(awb)}`);
      // Cargus deletes an AWB only while it has no checkpoint; once scanned it answers false (0 in older modules).
      const said = (await response.text()).trim().toLowerCase();
      return said === "true" || said === "1" ? "cancelled" : "too_late";
    },

    track(awbs) {
      return trace(awbs);
    },

    async eventsSince({ cursor, since, until }) {
      // GetDeltaEvents names the account's AWBs that moved in the days asked (mm-dd-yyyy); their histories then come
      // from the trace, which has the event ids and times. Whole histories are answered: an event heard twice is the
      // same (awb, code, time), which the tracking job keeps once. ToDate is the day after `until`, so the last
      // day is in whether Cargus reads ToDate as inclusive or not.
      const from = cursor ? new Date(cursor) : since;
      const query = new URLSearchParams({ FromDate: americanDay(from), ToDate: americanDay(new Date(until.getTime() + DAY_MS)) });
      const moved = rowsOf(await session.json<CargusDeltaRow[] | null>("GET", `/AwbTrace/GetDeltaEvents?${query}`));
      const awbs = [...new Set(moved.map((row) => String(row.BarCode)))];
      const events = awbs.length > 0 ? await trace(awbs) : [];
      return { events, cursor: until.toISOString() };
    },

    async bookPickup({ from, to }) {
      // The AWBs made from the pick-up point wait in its open order until the order is launched with a window for the
      // courier's visit; the window is on the shop's clock, as Cargus's own site asks for it ("yyyy-mm-dd HH:mm").
      const query = new URLSearchParams({
        locationId: String(settings.pickupLocationId),
        action: "1",
        PickupStartDate: shopLocalDateTime(from).replace("T", " "),
        PickupEndDate: shopLocalDateTime(to).replace("T", " "),
      });
      await session.call("PUT", `/Orders?${query}`);
    },

    async pickupPoints() {
      // PudoPoints is what Cargus's own modules call (the documentation names it PUDO_Get); same fields.
      const points = rowsOf(await session.json<CargusPudoPoint[] | null>("GET", "/PudoPoints"));
      return points.map(pickupPoint);
    },

    async remittances(day) {
      // The COD money transferred from `day` on (DeductionDate is the transfer, DeductionId its payment order); the
      // rows of later days are left for their own import.
      const rows = rowsOf(await session.json<CargusCashAccountRow[] | null>("GET", `/CashAccount/GetByDeductionDate?DeductionDate=${day}`));
      return rows.flatMap((row): Remittance[] => {
        if (!row.DeductionDate || row.DeductionId === null || row.DeductionId === undefined) return [];
        const paidOn = row.DeductionDate.slice(0, 10);
        if (paidOn !== day) return [];
        return [{ awb: String(row.BarCode), amountMinor: bani(row.RepaymentValue), paidOn, bankReference: String(row.DeductionId) }];
      });
    },
  };
}

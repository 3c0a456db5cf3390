/**
 * Sameday (with easybox lockers) over its client REST API (issue 43; research §1.1), built from the official PHP SDK
 * github.com/sameday-courier/php-sdk (v2.4.1, src/Sameday/Requests/*, Responses/*, SamedayClient.php and the
 * response shapes in its tests/Responses/*), with the official plugins (sameday-courier/woocommerce-plugin,
 * magento-2-plugin, prestashop-plugin) for how they use it:
 *
 * - `POST /api/authenticate` with `X-Auth-Username` / `X-Auth-Password` headers and `remember_me=1`, answering
 *   `{ token, expire_at: "Y-m-d H:i" }` (Bucharest wall time); every other call carries `X-AUTH-TOKEN`. The SDK logs
 *   in again once after a 401/403 (courierSession does it after a 401).
 * - `POST /api/awb` and `POST /api/awb/estimate-cost`, form-encoded the way PHP's http_build_query writes nested
 *   arrays (`awbRecipient[name]`, `parcels[0][weight]`); weights in kg, sizes in cm, money in lei.
 *   `clientInternalReference` carries the store's reference; Sameday refuses a second AWB with the same one
 *   (`clientInternalReference: awb.not_unique`, woocommerce-plugin issues #194/#197). `lockerLastMile` is the
 *   easybox id, with the service "Locker NextDay" (id 15; woocommerce-plugin issue #273).
 * - `GET /api/awb/download/{awb}/{A4|A6}` (one AWB per call), `DELETE /api/awb/{awb}`,
 *   `GET /api/client/awb/{awb}/status` (expeditionHistory), `GET /api/client/status-sync?startTimestamp&endTimestamp
 *   &page&countPerPage` (UNIX seconds, 500 a page), `GET /api/client/lockers?page&countPerPage`,
 *   `GET /api/client/services` (optional taxes: `OPCG` opens the parcel at delivery).
 *
 * Not in the API, so not here: a listing of AWBs by client reference (see findByReference) and any COD transfer
 * report (remittances answers [] and the capability says so). Production https://api.sameday.ro, demo
 * https://sameday-api.demo.zitec.com, each with its own credentials.
 */
import type { ShipmentStatus } from "#domain/shipments";
import { instantFromShopLocal } from "#domain/dates";
import {
  CarrierError,
  type CarrierAdapter,
  type CreatedShipment,
  type LabelFormat,
  type PickupPoint,
  type ShipmentDraft,
  type TrackingEvent,
} from "./carrier.ts";
import { courierSession, type IssuedToken } from "./carrier-http.ts";

export const SAMEDAY_BASE_URLS = {
  production: "https://api.sameday.ro",
  demo: "https://sameday-api.demo.zitec.com",
} as const;

export interface SamedaySettings {
  /** The API user Sameday gives for the API (not the eAWB web login); each environment has its own. */
  username: string;
  password: string;
  environment: keyof typeof SAMEDAY_BASE_URLS;
  /** Overrides the environment's host (Sameday Hungary/Bulgaria, a proxy). */
  baseUrl?: string;
  /** The account's pickup point and its contact person (`GET /api/client/pickup-points`: `id`, `pickupPointContactPerson[].id`). */
  pickupPointId: number;
  contactPersonId: number;
  /**
   * The store's service names → Sameday service ids (`GET /api/client/services`). A draft whose service is already
   * a number is sent as it is. Defaults: `standard` 7 (24H next day) and `locker` 15 (Locker NextDay), used for
   * any parcel that goes to an easybox.
   */
  serviceIds?: Partial<Record<string, number>>;
}

const DEFAULT_SERVICE_IDS: Record<string, number> = { standard: 7, locker: 15 };

/**
 * Sameday's `statusId` → the store's status. Only ids whose meaning is shown with the id in a source are here:
 * 1, 9 and 33 in the SDK's own tests (tests/Responses/SamedayGetStatusSyncResponseTest.php,
 * SamedayGetAwbStatusHistoryResponseTest.php), 5 and 56 in a recorded api.sameday.ro answer kept in a public
 * repository (phoenix19950512/E-Commerce-backend). Sameday publishes no full list in the SDK; names seen without
 * their id are in SAMEDAY_STATUS_NAMES.
 */
export const SAMEDAY_STATUSES: Record<string, ShipmentStatus> = {
  "1": "created", // AWB Emis — Document de transport emis
  "5": "in_transit", // In traversare granita
  "9": "delivered", // Livrata cu succes — Colet livrat
  "33": "out_for_delivery", // In livrare la curier
  "56": "in_transit", // Iesire din hub — In tranzit spre depozit
};

/**
 * Sameday's status names (`status`) seen in its answers whose id no source gives, read when the id is not in
 * SAMEDAY_STATUSES. Names from the SDK tests and from public code that handles real Sameday answers.
 */
export const SAMEDAY_STATUS_NAMES: Record<string, ShipmentStatus> = {
  "AWB Emis": "created",
  "Alocata pentru ridicare": "created",
  "Ridicata de la client": "picked_up",
  "Intrare in HUB": "in_transit",
  "Iesire din hub": "in_transit",
  "Intrare sorter": "in_transit",
  "Intrare sorter agentie": "in_transit",
  "Intrare in agentie": "in_transit",
  "Iesire din agentie": "in_transit",
  "In traversare granita": "in_transit",
  Depozitare: "in_transit",
  "Redirectionare Home Delivery": "in_transit",
  "Redirect Home to OOH": "in_transit",
  "In livrare la curier": "out_for_delivery",
  "Incarcat in OOH": "in_locker",
  // The courier called and left a notice; it tries again or the recipient collects later.
  Avizat: "failed_attempt",
  "Ridicare ulterioara": "failed_attempt",
  "Livrata cu succes": "delivered",
};

/**
 * The status of one Sameday step. An id and name we do not know reads as `in_transit`, keeping its code on the event:
 * a parcel moving through a step nobody listed must not stop tracking (no final status) nor move the order
 * backwards, and the code stays for the table to be completed. A step marked `inReturn` (parcel history, SDK 2.4)
 * is on the way back to the shop, and "delivered" in return means back with us.
 */
export function samedayStatus(statusId: number | string, name: string | null, inReturn = false): ShipmentStatus {
  const status = SAMEDAY_STATUSES[String(statusId)] ?? (name ? SAMEDAY_STATUS_NAMES[name.trim()] : undefined) ?? "in_transit";
  if (!inReturn) return status;
  if (status === "delivered") return "returned";
  return status === "created" ? status : "returning";
}

/** One step as `status-sync`, the AWB history and the parcel history write it. */
interface SamedayStep {
  statusId: number;
  status: string;
  statusLabel?: string;
  statusState?: string;
  statusDate: string;
  county?: string;
  reason?: string;
  transitLocation?: string;
  inReturn?: boolean;
  parcelAwbNumber?: string;
}

interface AwbStatusAnswer {
  expeditionSummary: { awbNumber: string; canceled: boolean; delivered: boolean };
  expeditionStatus: SamedayStep;
  expeditionHistory: SamedayStep[];
}

interface PagedAnswer<T> {
  currentPage: number;
  perPage: number;
  pages?: number;
  total?: number;
  data: T[];
}

interface SamedayLocker {
  lockerId: number;
  name: string;
  county: string;
  city: string;
  address: string;
  postalCode: string | null;
  lat: number;
  lng: number;
  supportedPayment?: number | boolean;
  clientVisible?: number | boolean;
  availableBoxes?: { size: string; number: number }[];
  occupiedBoxes?: { size: string; number: number }[];
  reservedBoxes?: { size: string; number: number }[];
  schedule?: { day: number; openingHour: string; closingHour: string }[];
}

interface SamedayService {
  id: number;
  serviceCode: string;
  serviceOptionalTaxes: { id: number; taxCode?: string }[];
}

/** The optional tax that lets the recipient open the parcel before paying (plugins' OPEN_PACKAGE_OPTION_CODE). */
const OPEN_PACKAGE_TAX = "OPCG";
const STATUS_SYNC_PAGE = 500;
const LIST_PAGE = 500;

/**
 * easybox compartments by the size letter the lockers list gives. The API names sizes only; these measures are the
 * courier's published easyway sizes (research §1.1 [15], [16]), not API fields.
 */
const EASYBOX_SIZES: Record<string, { weightGrams: number; length: number; width: number; height: number }> = {
  S: { weightGrams: 4_000, length: 46, width: 44, height: 9 },
  M: { weightGrams: 9_000, length: 46, width: 44, height: 18 },
  L: { weightGrams: 20_000, length: 46, width: 44, height: 38 },
};

const DAYS = ["", "Lu", "Ma", "Mi", "Jo", "Vi", "Sâ", "Du"];

const lei = (minor: number): string => (minor / 100).toFixed(2);
const bani = (amount: number): number => Math.round(amount * 100);
const kilograms = (grams: number): string => String(Math.round(grams) / 1000);

/** `2019-02-26T09:37:28+0200` (the SDK samples' offset without a colon) as an instant. */
function samedayDate(text: string): Date {
  return new Date(text.replace(/([+-]\d{2})(\d{2})$/, "$1:$2"));
}

/** Sameday's 400 answer: `message`, and per-field errors nested under `errors.children` (SamedayBadRequestException). */
function errorMessage(body: unknown): string | null {
  // A gateway's HTML page says nothing staff can use; a short text answer is kept.
  if (!body || typeof body !== "object")
    return typeof body === "string" && body && !body.trimStart().startsWith("<") ? body.slice(0, 200) : null;
  const fieldErrors: string[] = [];
  const walk = (node: unknown, path: string[]): void => {
    if (!node || typeof node !== "object") return;
    const { errors, children } = node as { errors?: unknown; children?: Record<string, unknown> };
    if (Array.isArray(errors) && errors.length > 0) fieldErrors.push(`${path.join(".")}: ${errors.join(", ")}`);
    else if (errors && typeof errors === "object") walk(errors, path);
    for (const [key, child] of Object.entries(children ?? {})) walk(child, [...path, key]);
  };
  walk(body, []);
  const message = (body as { message?: unknown }).message;
  const parts = [typeof message === "string" ? message : null, ...fieldErrors].filter(Boolean);
  return parts.length > 0 ? parts.join("; ") : null;
}

/** PHP's http_build_query, which the SDK uses for its form bodies: nested keys in brackets, booleans as 1/0, nulls left out. */
function phpForm(fields: Record<string, unknown>): URLSearchParams {
  const form = new URLSearchParams();
  const add = (key: string, value: unknown): void => {
    if (value === null || value === undefined) return;
    if (typeof value === "boolean") form.append(key, value ? "1" : "0");
    else if (Array.isArray(value)) value.forEach((item, index) => add(`${key}[${index}]`, item));
    else if (typeof value === "object") for (const [inner, item] of Object.entries(value)) add(`${key}[${inner}]`, item);
    else form.append(key, String(value as string | number));
  };
  for (const [key, value] of Object.entries(fields)) add(key, value);
  return form;
}

function lockerHours(schedule: SamedayLocker["schedule"]): string | null {
  if (!schedule || schedule.length === 0) return null;
  const first = schedule[0]!;
  if (schedule.length === 7 && schedule.every((day) => day.openingHour === first.openingHour && day.closingHour === first.closingHour))
    return `Lu–Du ${first.openingHour}–${first.closingHour}`;
  return schedule.map((day) => `${DAYS[day.day] ?? day.day} ${day.openingHour}–${day.closingHour}`).join(", ");
}

function pickupPoint(locker: SamedayLocker): PickupPoint {
  const sizes = new Set(
    [...(locker.availableBoxes ?? []), ...(locker.occupiedBoxes ?? []), ...(locker.reservedBoxes ?? [])].map((box) => box.size),
  );
  const largest = ["L", "M", "S"].find((size) => sizes.has(size));
  const box = largest ? EASYBOX_SIZES[largest]! : null;
  return {
    courier: "sameday",
    externalId: String(locker.lockerId),
    kind: "locker",
    name: locker.name,
    county: locker.county,
    city: locker.city,
    address: locker.address,
    postalCode: locker.postalCode || null,
    latitude: Number(locker.lat),
    longitude: Number(locker.lng),
    // easybox terminals take cards, never cash (woocommerce-plugin issue #135); `supportedPayment` says whether
    // this one takes payment at all.
    acceptsCash: false,
    acceptsCard: Boolean(locker.supportedPayment),
    maxWeightGrams: box?.weightGrams ?? null,
    maxMeasuresCm: box ? { length: box.length, width: box.width, height: box.height } : null,
    hours: lockerHours(locker.schedule),
  };
}

/** A parcel's number is its AWB and a three-digit position (1SDY241067423 → 1SDY241067423001 in the SDK samples). */
function awbOfParcel(parcelAwb: string, knownAwbs: readonly string[]): string {
  return knownAwbs.find((awb) => parcelAwb.startsWith(awb)) ?? parcelAwb.replace(/\d{3}$/, "");
}

export function createSamedayAdapter(settings: SamedaySettings, deps: { fetch?: typeof fetch; now?: () => number } = {}): CarrierAdapter {
  const baseUrl = (settings.baseUrl ?? SAMEDAY_BASE_URLS[settings.environment]).replace(/\/$/, "");
  const fetchImpl = deps.fetch ?? fetch;
  const now = deps.now ?? Date.now;
  const fail = (failure: CarrierError["failure"], message: string): never => {
    throw new CarrierError("sameday", failure, message);
  };

  /**
   * The login is sent here rather than through `session.anonymous`, which cannot add headers: Sameday takes the
   * credentials in headers, and putting them in the session's common headers would send them on every call.
   */
  async function login(): Promise<IssuedToken> {
    let response: Response;
    try {
      response = await fetchImpl(`${baseUrl}/api/authenticate`, {
        method: "POST",
        headers: {
          Accept: "application/json",
          "Content-Type": "application/x-www-form-urlencoded",
          "X-Auth-Username": settings.username,
          "X-Auth-Password": settings.password,
        },
        body: phpForm({ remember_me: true }).toString(),
        signal: AbortSignal.timeout(20_000),
      });
    } catch (error) {
      return fail("unavailable", `POST /api/authenticate did not answer (${(error as Error).name})`);
    }
    if (response.status === 429 || response.status >= 500)
      return fail("unavailable", `POST /api/authenticate answered HTTP ${response.status}`);
    // The call carries nothing but the credentials, so any other refusal is theirs.
    if (!response.ok) return fail("auth", `POST /api/authenticate refused the credentials (HTTP ${response.status})`);
    const answer = (await response.json().catch(() => null)) as { token?: string; expire_at?: string } | null;
    if (!answer?.token) return fail("unavailable", "POST /api/authenticate answered no token");
    // `expire_at` is Bucharest wall time; without one the SDK trusts the token for ten minutes.
    const expires = answer.expire_at ? instantFromShopLocal(answer.expire_at.trim().slice(0, 16).replace(" ", "T")) : null;
    return { value: answer.token, expiresAt: expires?.getTime() ?? now() + 10 * 60_000 };
  }

  const session = courierSession({
    courier: "sameday",
    baseUrl,
    fetch: deps.fetch,
    now: deps.now,
    errorMessage,
    tokenHeader: (token) => ({ "X-AUTH-TOKEN": token }),
    login,
  });

  async function allPages<T>(path: string, query: Record<string, string>, perPage: number): Promise<T[]> {
    const items: T[] = [];
    for (let page = 1; ; page++) {
      const params = new URLSearchParams({ ...query, page: String(page), countPerPage: String(perPage) });
      const answer = await session.json<PagedAnswer<T>>("GET", `${path}?${params}`);
      items.push(...(answer?.data ?? []));
      // `pages` where Sameday gives it (lockers, services); status-sync gives none, so a short page is the last.
      const last = answer?.pages != null ? page >= answer.pages : (answer?.data ?? []).length < (answer?.perPage ?? perPage);
      if (last) return items;
    }
  }

  let services: Promise<SamedayService[]> | null = null;
  async function openPackageTax(serviceId: number): Promise<number> {
    services ??= allPages<SamedayService>("/api/client/services", {}, LIST_PAGE).catch((error: unknown) => {
      services = null;
      throw error;
    });
    const service = (await services).find((candidate) => candidate.id === serviceId);
    const tax = service?.serviceOptionalTaxes.find((candidate) => candidate.taxCode === OPEN_PACKAGE_TAX);
    return tax ? tax.id : fail("rejected", `service ${serviceId} does not offer opening the parcel at delivery`);
  }

  function serviceId(draft: ShipmentDraft): number {
    if (/^\d+$/.test(draft.service)) return Number(draft.service);
    const ids = { ...DEFAULT_SERVICE_IDS, ...settings.serviceIds };
    const id = draft.lockerId ? ids.locker : ids[draft.service];
    return id ?? fail("rejected", `no Sameday service is set for "${draft.service}"`);
  }

  /** The fields `POST /api/awb` and `/api/awb/estimate-cost` share (SamedayPostAwbRequest, SamedayPostAwbEstimationRequest). */
  async function awbFields(draft: ShipmentDraft): Promise<Record<string, unknown>> {
    const service = serviceId(draft);
    const { recipient } = draft;
    return {
      pickupPoint: settings.pickupPointId,
      contactPerson: settings.contactPersonId,
      packageType: 0, // PackageType::PARCEL
      packageNumber: draft.parcels.length,
      packageWeight: kilograms(draft.parcels.reduce((total, parcel) => total + parcel.weightGrams, 0)),
      service,
      awbPayment: 1, // AwbPaymentType::CLIENT: the shop pays the courier
      cashOnDelivery: lei(draft.cashOnDeliveryMinor),
      insuredValue: lei(draft.declaredValueMinor),
      thirdPartyPickup: 0,
      serviceTaxes: draft.openPackage ? [await openPackageTax(service)] : [],
      awbRecipient: {
        name: recipient.name,
        phoneNumber: recipient.phone,
        address: recipient.street,
        personType: recipient.company ? 1 : 0, // PersonType::COMPANY / INDIVIDUAL
        cityString: recipient.city,
        countyString: recipient.county,
        ...(recipient.company ? { companyName: recipient.company } : {}),
        postalCode: recipient.postalCode,
        email: recipient.email,
      },
      parcels: draft.parcels.map((parcel) => ({
        weight: kilograms(parcel.weightGrams),
        width: parcel.widthCm,
        length: parcel.lengthCm,
        height: parcel.heightCm,
      })),
    };
  }

  function trackingEvent(step: SamedayStep, awb: string): TrackingEvent {
    const label = step.statusLabel || step.status;
    return {
      awb,
      carrierCode: String(step.statusId),
      status: samedayStatus(step.statusId, step.status, step.inReturn === true),
      at: samedayDate(step.statusDate),
      description: step.reason ? `${label} (${step.reason})` : label,
      location: step.transitLocation || step.county || null,
    };
  }

  async function history(awb: string): Promise<AwbStatusAnswer> {
    return session.json<AwbStatusAnswer>("GET", `/api/client/awb/${encodeURIComponent(awb)}/status`);
  }

  async function statusSync(from: number, to: number): Promise<SamedayStep[]> {
    const window = { startTimestamp: String(Math.floor(from / 1000)), endTimestamp: String(Math.floor(to / 1000)) };
    return allPages<SamedayStep>("/api/client/status-sync", window, STATUS_SYNC_PAGE);
  }

  /** AWBs this adapter made or found, by reference: none of them is offered for another reference. */
  const claimed = new Map<string, string>();

  /**
   * Sameday has no way to list AWBs by client reference (nothing in the SDK or the plugins reads
   * `clientInternalReference` back). The best the documented API allows: the AWBs issued (status 1) since
   * `createdOn` in `status-sync`, less those this adapter already knows for another reference; found only when exactly
   * one is left, so a guess among several parcels made in the same minutes never lands on the wrong order. Sameday
   * itself refuses a second AWB with the same reference, so a retried create cannot make a second parcel either way.
   */
  async function findByReference(reference: string, createdOn: Date): Promise<CreatedShipment | null> {
    const known = claimed.get(reference);
    if (known) return { awb: known, parcelNumbers: [known], costMinor: null };
    const steps = await statusSync(createdOn.getTime() - 60_000, now());
    const taken = new Set(claimed.values());
    const issued = new Map<string, string[]>();
    for (const step of steps) {
      if (String(step.statusId) !== "1" || !step.parcelAwbNumber) continue;
      const awb = awbOfParcel(step.parcelAwbNumber, []);
      if (taken.has(awb)) continue;
      const parcels = issued.get(awb) ?? [];
      if (!parcels.includes(step.parcelAwbNumber)) parcels.push(step.parcelAwbNumber);
      issued.set(awb, parcels);
    }
    if (issued.size !== 1) return null;
    const [awb, parcels] = [...issued.entries()][0]!;
    claimed.set(reference, awb);
    return { awb, parcelNumbers: parcels.sort(), costMinor: null };
  }

  return {
    id: "sameday",
    capabilities: {
      lockers: true,
      cashOnDelivery: true,
      // No COD transfer report in Sameday's client API: the payouts follow the contract, outside the API.
      remittances: false,
      deltaEvents: true,
      labelFormats: ["pdf-a6", "pdf-a4"],
    },

    async quote(draft) {
      const answer = await session.json<{ amount: number; currency: string }>("POST", "/api/awb/estimate-cost", {
        form: phpForm(await awbFields(draft)),
      });
      return { costMinor: bani(answer.amount) };
    },

    async createShipment(draft) {
      const fields = {
        ...(await awbFields(draft)),
        observation: draft.contents,
        clientInternalReference: draft.reference,
        ...(draft.lockerId ? { lockerLastMile: draft.lockerId } : {}),
      };
      try {
        const answer = await session.json<{ awbNumber: string; awbCost: number; parcels: { position: number; awbNumber: string }[] }>(
          "POST",
          "/api/awb",
          { form: phpForm(fields) },
        );
        const parcels = [...answer.parcels].sort((a, b) => a.position - b.position).map((parcel) => parcel.awbNumber);
        claimed.set(draft.reference, answer.awbNumber);
        return { awb: answer.awbNumber, parcelNumbers: parcels.length > 0 ? parcels : [answer.awbNumber], costMinor: bani(answer.awbCost) };
      } catch (error) {
        // The reference was used already: the AWB made then (looked for over the last two days) answers this create.
        if (error instanceof CarrierError && error.failure === "rejected" && /clientInternalReference[^;]*not_unique/.test(error.message)) {
          const made = await findByReference(draft.reference, new Date(now() - 2 * 86_400_000));
          if (made) return made;
        }
        throw error;
      }
    },

    findByReference,

    async label(awbs, format: LabelFormat) {
      // Sameday prints one AWB per call; merging several labels into one PDF is the store's (one tool for every courier).
      if (awbs.length !== 1) return fail("rejected", `Sameday prints one AWB per label call, not ${awbs.length}`);
      const size = format === "pdf-a4" ? "A4" : "A6";
      return session.bytes("GET", `/api/awb/download/${encodeURIComponent(awbs[0]!)}/${size}`);
    },

    async cancel(awb) {
      try {
        await session.call("DELETE", `/api/awb/${encodeURIComponent(awb)}`);
        return "cancelled";
      } catch (error) {
        if (!(error instanceof CarrierError) || error.failure !== "rejected") throw error;
        // Sameday refuses (400) to delete an AWB once the courier has it; its history tells whether that is why.
        const { expeditionHistory } = await history(awb);
        if (expeditionHistory.some((step) => String(step.statusId) !== "1")) return "too_late";
        throw error;
      }
    },

    async track(awbs) {
      const events: TrackingEvent[] = [];
      for (const awb of awbs) {
        const answer = await history(awb);
        events.push(...answer.expeditionHistory.map((step) => trackingEvent(step, awb)));
      }
      return events.sort((a, b) => a.at.getTime() - b.at.getTime());
    },

    async eventsSince({ cursor, since, until, openAwbs }) {
      const from = cursor !== null && /^\d+$/.test(cursor) ? Number(cursor) * 1000 : since.getTime();
      const to = until.getTime();
      const steps = await statusSync(from, to);
      const events = steps
        .filter((step) => step.parcelAwbNumber)
        .map((step) => trackingEvent(step, awbOfParcel(step.parcelAwbNumber!, openAwbs)))
        .sort((a, b) => a.at.getTime() - b.at.getTime());
      // The cursor is the window's end in UNIX seconds, where the next status-sync starts.
      return { events, cursor: String(Math.floor(to / 1000)) };
    },

    async pickupPoints() {
      const lockers = await allPages<SamedayLocker>("/api/client/lockers", {}, LIST_PAGE);
      // A locker marked not visible to clients is not offered to shoppers.
      return lockers.filter((locker) => locker.clientVisible === undefined || Boolean(locker.clientVisible)).map(pickupPoint);
    },

    remittances: async () => [],
  };
}

/**
 * FAN Courier (API v2, with FANbox lockers) behind the one carrier interface (issue 43, research §1.1).
 *
 * Where every call, field and shape comes from (nothing here was checked against the live service):
 * - FAN's "Documentatie API FAN Courier v2.0" (RO_FANCourier_API_130825.pdf, Sept 2025), as read field by field in
 *   github:daika7ana/fancourier-api-v2 `API_GAP_ANALYSIS.md` (28 documented endpoints, option letters, payment values,
 *   "no error format, no HTTP status table, no sandbox host").
 * - The community PHP client github:shusaura85/fancourier-api and its fork github:daika7ana/fancourier-api-v2:
 *   `src/Fancourier/Auth.php` (POST login → `data.token`, `data.expiresAt`), `Request/AbstractRequest.php` (Bearer
 *   token; GET/DELETE parameters as a PHP query string, POST as JSON), `Request/CreateAwb.php` +
 *   `Objects/AwbIntern.php` (intern-awb: `clientId`, `shipments[].info/recipient`), `Response/CreateAwb.php`
 *   (`response[].awbNumber/tariff/vat/errors`), `Request/GetCosts.php` (reports/awb/internal-tariff),
 *   `Request/PrintAwb.php` (awb/label: `awbs[]`, `pdf=1`, `format=A4|A5|A6`, "A6 only with ePOD"),
 *   `Request/DeleteAwb.php` (DELETE awb), `Request/TrackAwb.php` + `Objects/AwbTracker.php` (reports/awb/tracking),
 *   `Request/GetPudo.php` + `Objects/Pudo.php` (reports/pickup-points by `type` or `id`),
 *   `Request/GetShippingSlip.php` + `Objects/ShippingSlip.php` (reports/awb: the day's AWBs, 100 a page),
 *   `Request/GetBankTransfers.php` + `Objects/BankTransfer.php` (reports/bank-transfers), their `tests/fixtures/*.json`,
 *   `examples/create_awb_fanbox.php` and issue shusaura85/fancourier-api#33 (the locker goes in
 *   `recipient.address.pickupLocationId`, with the point's own address), `Request/AbstractRequest.php` constants
 *   (the documentation's service names, option letters and event codes).
 * - The event codes: the documentation's list (C0–S50, the SDK's AWB_EVENT_* constants), with FAN's words from
 *   `reports/awb-events` as a PrestaShop FAN module keeps them for when that call fails, which also lists the later
 *   S54, S55 and S64; S34 "Afisare" comes from the older SelfAWB lists. See FAN_COURIER_STATUSES.
 *
 * FAN has no test host: a test account (FAN gives one on request) works against production, so `baseUrl` only
 * changes for a proxy or a local fake. The account's pickup address is the one FAN keeps for `clientId` (an account
 * with several work points has one clientId for each), so the adapter needs no pickup location id of its own.
 */
import type { ShipmentStatus } from "#domain/shipments";
import { instantFromShopLocal, shopLocalDateTime } from "#domain/dates";
import {
  CarrierError,
  type CarrierAdapter,
  type CreatedShipment,
  type LabelFormat,
  type PickupPoint,
  type Remittance,
  type ShipmentDraft,
  type TrackingEvent,
} from "./carrier.ts";
import { courierSession, type CourierSession, type IssuedToken } from "./carrier-http.ts";

export const FAN_COURIER_BASE_URL = "https://api.fancourier.ro";

/** FAN's service names, exactly as `reports/services` lists them for the account (they differ in letter case). */
export interface FanCourierServices {
  /** Home delivery without cash on delivery. */
  home: string;
  /** Home delivery collecting cash, paid into the shop's bank account ("cont colector"): what bank-transfers reports. */
  homeCashOnDelivery: string;
  locker: string;
  lockerCashOnDelivery: string;
}

export const FAN_COURIER_DEFAULT_SERVICES: FanCourierServices = {
  home: "Standard",
  homeCashOnDelivery: "Cont Colector",
  locker: "FANbox",
  lockerCashOnDelivery: "FANbox Cont Colector",
};

export interface FanCourierSettings {
  /** The account's client id from selfawb.ro; it goes in every request and names the shop's pickup address. */
  clientId: string;
  /** The API user (the selfAWB login) and its password: sent only in the body of POST /login. */
  username: string;
  password: string;
  /** FAN_COURIER_BASE_URL unless a proxy or fake stands in. */
  baseUrl?: string;
  services?: Partial<FanCourierServices>;
  /**
   * Option X (ePOD) on every AWB, on by default: FAN prints the A6 label only for ePOD AWBs (PrintAwb.php: "A6 can
   * only be used with ePod option"); without it the adapter offers A4 labels only.
   */
  epod?: boolean;
  /**
   * Option letters a FANbox delivery carries: `V`, the recipient collecting from a locker, as the SDK's constants
   * name the documentation's list (`OPTION_PICKUP_LOCKER = 'V'`, `OPTION_DROP_OFF_LOCKER = 'W'` for a parcel the
   * shop leaves in a locker). The SDK's FANbox example sends `W` instead; the account's answer settles it.
   */
  lockerOptions?: readonly string[];
}

/**
 * FAN's AWB event codes (`reports/awb-events`) → the store's statuses. FAN's words are kept beside each code.
 * A code missing here maps to `in_transit` and keeps its code on the event (`statusOfFanEvent`): FAN adds codes
 * without notice (S54/S55 for lockers came after the first lists), and "moving, nothing for the shop to do" is the
 * one reading that never triggers a wrong order action; the admin shows the raw code so the table can be extended.
 * `returned` and `cancelled` have no code on the parcel's own AWB: a return travels on its own AWB
 * (`returnAwbNumber`), whose S2 is the shop receiving it, and a deleted AWB simply stops existing.
 */
export const FAN_COURIER_STATUSES: Readonly<Record<string, ShipmentStatus>> = {
  C0: "picked_up", // Expeditie ridicata
  C1: "out_for_delivery", // Expeditie preluata spre livrare
  H0: "in_transit", // Expeditie in tranzit spre depozitul de destinatie
  H1: "in_transit", // Expeditie descarcata in depozitul de destinatie
  H2: "in_transit", // Expeditie in tranzit
  H3: "in_transit", // Expeditie sortata pe banda
  H4: "in_transit", // Expeditie sortata pe banda
  H10: "in_transit", // Expeditie in tranzit spre depozitul de destinatie
  H11: "in_transit", // Expeditie descarcata in depozitul de destinatie
  H12: "in_transit", // Expeditie in depozit
  H13: "in_transit", // Expeditie in depozit
  H15: "in_transit", // Expeditie in depozit
  H17: "in_transit", // Expeditie in depozitul de destinatie
  S1: "out_for_delivery", // Expeditie in livrare
  S2: "delivered", // Livrat
  S3: "failed_attempt", // Avizat (nobody home, notice left)
  S4: "failed_attempt", // Adresa incompleta
  S5: "failed_attempt", // Adresa gresita, destinatar mutat
  S6: "refused", // Refuz primire
  S7: "refused", // Refuz plata transport
  S8: "in_locker", // Livrare din sediul FAN Courier (waits at a FAN office for the shopper)
  S9: "in_transit", // Redirectionat
  S10: "failed_attempt", // Adresa gresita, fara telefon
  S11: "failed_attempt", // Avizat si trimis SMS
  S12: "failed_attempt", // Contactat; livrare ulterioara
  S14: "failed_attempt", // Restrictii acces la adresa
  S15: "refused", // Refuz predare ramburs
  S16: "returning", // Retur la termen (kept past its time, going back)
  S19: "failed_attempt", // Adresa incompleta - trimis SMS
  S20: "failed_attempt", // Adresa incompleta, fara telefon
  S21: "failed_attempt", // Avizat, lipsa persoana de contact
  S22: "failed_attempt", // Avizat, nu are bani de ramburs
  S24: "failed_attempt", // Avizat, nu are imputernicire/CI
  S25: "failed_attempt", // Adresa gresita - trimis SMS
  S27: "failed_attempt", // Adresa gresita, nr telefon gresit
  S28: "failed_attempt", // Adresa incompleta, nr telefon gresit
  S30: "failed_attempt", // Nu raspunde la telefon
  S33: "returning", // Retur solicitat (the shop asked for it back)
  S34: "failed_attempt", // Afisare (notice posted at the address)
  S35: "out_for_delivery", // Retrimis in livrare
  S37: "lost", // Despagubit (FAN paid for it: lost or destroyed)
  S38: "created", // AWB neexpediat (never handed to FAN)
  S42: "failed_attempt", // Adresa gresita
  S43: "returning", // Retur
  S46: "in_locker", // Predat punct Livrare (in the FANbox / PayPoint)
  S47: "in_transit", // Predat partener extern
  S49: "failed_attempt", // Activitate suspendata (the recipient's business is closed)
  S50: "refused", // Refuz confirmare (would not sign the ePOD)
  S54: "failed_attempt", // Locker plin
  S55: "failed_attempt", // Dimensiune caseta depasita
  S64: "in_transit", // Lipsa acte vama (held until papers arrive)
};

export function statusOfFanEvent(code: string): ShipmentStatus {
  return FAN_COURIER_STATUSES[code] ?? "in_transit";
}

/* ---- FAN's shapes (SDK objects and fixtures named in the header) ---- */

interface FanEnvelope<T> {
  status?: string;
  message?: string;
  data?: T;
  total?: number | string;
  perPage?: number | string;
  currentPage?: number | string;
}

type FanNumber = number | string | null | undefined;

interface FanCreated {
  awbNumber?: number | string | null;
  tariff?: FanNumber;
  vat?: FanNumber;
  success?: boolean;
  errors?: unknown;
}

interface FanTariff {
  costNoVAT?: FanNumber;
  vat?: FanNumber;
  total?: FanNumber;
  errors?: unknown;
}

interface FanTrackedAwb {
  awbNumber: number | string;
  content?: string;
  message?: string;
  returnAwbNumber?: string;
  events?: { id: string; name?: string; location?: string; date: string }[];
}

interface FanAddress {
  county?: string;
  locality?: string;
  street?: string;
  streetNo?: string;
  zipCode?: string;
}

interface FanPickupPoint {
  id: string | number;
  name?: string;
  description?: string;
  address?: FanAddress;
  latitude?: FanNumber;
  longitude?: FanNumber;
  schedule?: unknown;
  paymentMethods?: unknown;
}

interface FanSlip {
  info?: { awbNumber?: string | number; content?: string; date?: string };
}

interface FanBankTransfer {
  info?: {
    awbNumber?: string | number;
    amountCollected?: FanNumber;
    transferDate?: string;
    content?: string;
  };
}

/* ---- Small pure helpers ---- */

/** GET and DELETE parameters as PHP's http_build_query writes them (`info[service]=…`, `awb[0]=…`): FAN's API is PHP. */
export function phpQuery(params: Record<string, unknown>): string {
  const query = new URLSearchParams();
  const add = (key: string, value: unknown): void => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) value.forEach((item, index) => add(`${key}[${index}]`, item));
    else if (typeof value === "object")
      for (const [name, item] of Object.entries(value as Record<string, unknown>)) add(`${key}[${name}]`, item);
    else query.append(key, String(value as string | number | boolean));
  };
  for (const [key, value] of Object.entries(params)) add(key, value);
  return query.toString();
}

/** Bani → lei, as FAN's amounts are written (234.5 for 23 450 bani). */
const lei = (minor: number): number => Math.round(minor) / 100;

/** Lei as FAN answers them (a number, or a numeric string in some answers) → bani; null when it is no amount. */
function minorOf(value: FanNumber): number | null {
  const amount = typeof value === "string" ? Number(value.replace(",", ".")) : value;
  return typeof amount === "number" && Number.isFinite(amount) ? Math.round(amount * 100) : null;
}

/** FAN writes its times as Bucharest wall time, "2023-11-28 18:58:00". */
export function instantOfFanTime(value: string | undefined): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/.exec(value?.trim() ?? "");
  if (!match) return null;
  const minute = instantFromShopLocal(`${match[1]}T${match[2]}:${match[3]}`);
  return minute ? new Date(minute.getTime() + Number(match[4] ?? 0) * 1000) : null;
}

const shopDay = (instant: Date): string => shopLocalDateTime(instant).slice(0, 10);

function nextDay(day: string): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

/** bank-transfers writes days as "20.11.2023". */
function isoOfFanDay(value: string | undefined): string | null {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value?.trim() ?? "");
  return match ? `${match[3]}-${match[2]}-${match[1]}` : null;
}

/** Every message in FAN's `errors`: a string, a list, or a field → message(s) map (Laravel validation). */
function messagesOf(errors: unknown): string[] {
  if (typeof errors === "string") return errors.trim() ? [errors.trim()] : [];
  if (Array.isArray(errors)) return errors.flatMap(messagesOf);
  if (errors && typeof errors === "object") return Object.values(errors).flatMap(messagesOf);
  return [];
}

/** The courier's own words from a failed answer, for staff: `message`, `errors`, or intern-awb's per-shipment errors. */
export function fanErrorMessage(body: unknown): string | null {
  if (typeof body === "string") return body.trim() ? body.trim().slice(0, 200) : null;
  if (!body || typeof body !== "object") return null;
  const answer = body as { message?: unknown; errors?: unknown; response?: unknown };
  const said = [
    ...(typeof answer.message === "string" ? [answer.message] : []),
    ...messagesOf(answer.errors),
    ...(Array.isArray(answer.response) ? answer.response.flatMap((item: FanCreated) => messagesOf(item?.errors)) : []),
  ];
  return said.length ? said.join("; ").slice(0, 500) : null;
}

/** Where the reference travels: FAN has no client-reference field, and `content` is echoed by every report. */
export function fanContent(draft: Pick<ShipmentDraft, "reference" | "contents">): string {
  return `${draft.reference} ${draft.contents}`.trim();
}

function contentNames(content: string | undefined, reference: string): boolean {
  const text = (content ?? "").trim().toLowerCase();
  const wanted = reference.trim().toLowerCase();
  return text === wanted || text.startsWith(`${wanted} `);
}

/** A point's payment methods: strings in the SDK's fixture (`["cash"]`); objects with a name or type are read too. */
function paymentMethodNames(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.map((item) =>
    typeof item === "string"
      ? item
      : typeof item === "object" && item
        ? String((item as { name?: unknown; type?: unknown }).name ?? (item as { type?: unknown }).type ?? "")
        : "",
  );
}

/** The point's opening hours as FAN writes them (a day → hours map in the SDK's fixture; a list or text also read). */
function hoursOf(schedule: unknown): string | null {
  if (typeof schedule === "string") return schedule.trim() || null;
  const parts = Array.isArray(schedule)
    ? schedule.map((entry) =>
        typeof entry === "object" && entry ? Object.values(entry as Record<string, unknown>).join(" ") : String(entry),
      )
    : schedule && typeof schedule === "object"
      ? Object.entries(schedule as Record<string, unknown>).map(([day, hours]) => `${day} ${String(hours)}`)
      : [];
  const text = parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join("; ");
  return text || null;
}

/** A coordinate FAN writes as a number or a string; blank is no coordinate (Number("") would read 0). */
const numberOf = (value: FanNumber): number =>
  typeof value === "string" ? (value.trim() ? Number(value) : Number.NaN) : (value ?? Number.NaN);

const FANBOX_MAX_WEIGHT_GRAMS = 30_000;
/** FAN's tracking takes several AWBs a call; 100 as the FAN PrestaShop module sends at most. */
const TRACK_BATCH = 100;
/** reports/awb and reports/bank-transfers answer at most 100 rows a page (GetShippingSlip.php). */
const PAGE_SIZE = 100;
/** FAN's token lives 24 h (the documentation; `expiresAt` names no time zone, so the earlier reading wins). */
const TOKEN_LIFETIME_MS = 24 * 3_600_000;

export function createFanCourierAdapter(
  settings: FanCourierSettings,
  deps: { fetch?: typeof fetch; now?: () => number } = {},
): CarrierAdapter {
  const now = deps.now ?? Date.now;
  const services = { ...FAN_COURIER_DEFAULT_SERVICES, ...settings.services };
  const epod = settings.epod ?? true;
  const lockerOptions = settings.lockerOptions ?? ["V"];
  const clientId = settings.clientId;

  const session: CourierSession = courierSession({
    courier: "fan_courier",
    baseUrl: (settings.baseUrl ?? FAN_COURIER_BASE_URL).replace(/\/+$/, ""),
    login,
    errorMessage: fanErrorMessage,
    fetch: deps.fetch,
    now,
  });

  async function login(current: CourierSession): Promise<IssuedToken> {
    let response: Response;
    try {
      // In the body, never in the URL (the documentation's example puts them in the query string).
      response = await current.anonymous("POST", "/login", { json: { username: settings.username, password: settings.password } });
    } catch (error) {
      // A login FAN refuses with a validation error is still refused credentials, not a request to retry or fix.
      if (error instanceof CarrierError && error.failure === "rejected") current.fail("auth", "POST /login refused the credentials");
      throw error;
    }
    const body = (await response.json().catch(() => null)) as FanEnvelope<{ token?: string; expiresAt?: string }> | null;
    const token = body?.data?.token;
    if (body?.status !== "success" || !token) return current.fail("auth", "POST /login gave no token");
    const issuedAt = now();
    const said = instantOfFanTime(body.data?.expiresAt)?.getTime() ?? Number.POSITIVE_INFINITY;
    return { value: token, expiresAt: Math.min(said, issuedAt + TOKEN_LIFETIME_MS) };
  }

  /** A report answer `{ status: "success", data }`; anything else is FAN refusing the request. */
  async function report<T>(path: string, query: Record<string, unknown>): Promise<FanEnvelope<T>> {
    const body = await session.json<FanEnvelope<T>>("GET", `${path}?${phpQuery(query)}`);
    if (body?.status !== "success")
      session.fail("rejected", `GET ${path} refused the request: ${fanErrorMessage(body) ?? "no reason given"}`);
    return body;
  }

  /** Every page of a paged report (reports/awb, reports/bank-transfers), or until `stop` finds what it looks for. */
  async function pages<T>(path: string, query: Record<string, unknown>, stop: (rows: T[]) => boolean = () => false): Promise<T[]> {
    const rows: T[] = [];
    for (let page = 1; ; page++) {
      const answer = await report<T[]>(path, { ...query, page, perPage: PAGE_SIZE });
      const found = Array.isArray(answer.data) ? answer.data : [];
      rows.push(...found);
      const total = Number(answer.total ?? rows.length);
      if (found.length === 0 || stop(found) || rows.length >= total) return rows;
    }
  }

  function serviceFor(draft: ShipmentDraft): string {
    const cashOnDelivery = draft.cashOnDeliveryMinor > 0;
    const asked = draft.service.trim();
    const role =
      /^(locker|fanbox)$/i.test(asked) || (draft.lockerId && /^(standard|home)?$/i.test(asked))
        ? "locker"
        : /^(standard|home)?$/i.test(asked)
          ? "home"
          : null;
    // A FAN service named outright (e.g. "Cont Colector", "Express Loco 2H") goes as it is.
    if (!role) return asked;
    if (role === "locker") return cashOnDelivery ? services.lockerCashOnDelivery : services.locker;
    return cashOnDelivery ? services.homeCashOnDelivery : services.home;
  }

  /** FAN takes one weight and one size per AWB: the parcels' total weight in started kilograms, the largest box's sizes. */
  function measures(draft: ShipmentDraft) {
    const grams = draft.parcels.reduce((sum, parcel) => sum + parcel.weightGrams, 0);
    const largest = [...draft.parcels].sort((a, b) => b.lengthCm * b.widthCm * b.heightCm - a.lengthCm * a.widthCm * a.heightCm)[0];
    return {
      weight: Math.max(1, Math.ceil(grams / 1000)),
      packages: { parcel: Math.max(1, draft.parcels.length), envelope: 0 },
      dimensions: largest ? { length: largest.lengthCm, height: largest.heightCm, width: largest.widthCm } : undefined,
    };
  }

  function options(draft: ShipmentDraft): string[] {
    return [...(draft.openPackage ? ["A"] : []), ...(epod ? ["X"] : []), ...(draft.lockerId ? lockerOptions : [])];
  }

  async function pickupPoint(id: string): Promise<FanPickupPoint> {
    const answer = await report<FanPickupPoint[] | FanPickupPoint>("/reports/pickup-points", { id });
    const found = (Array.isArray(answer.data) ? answer.data : answer.data ? [answer.data] : []).find((point) => String(point.id) === id);
    return found ?? session.fail("not_found", `FANbox ${id} is not among FAN's pickup points`);
  }

  async function shipmentOf(draft: ShipmentDraft) {
    if (draft.recipient.country.toUpperCase() !== "RO") session.fail("rejected", "intern-awb carries Romanian addresses only");
    const { weight, packages, dimensions } = measures(draft);
    const point = draft.lockerId ? await pickupPoint(draft.lockerId) : null;
    const address = point
      ? {
          county: point.address?.county ?? "",
          locality: point.address?.locality ?? "",
          street: point.address?.street ?? "",
          streetNo: point.address?.streetNo ?? "",
          zipCode: point.address?.zipCode ?? "",
          pickupLocationId: draft.lockerId,
        }
      : {
          county: draft.recipient.county,
          locality: draft.recipient.city,
          street: draft.recipient.street,
          streetNo: "",
          zipCode: draft.recipient.postalCode ?? "",
        };
    return {
      info: {
        service: serviceFor(draft),
        packages,
        weight,
        ...(draft.cashOnDeliveryMinor > 0 ? { cod: lei(draft.cashOnDeliveryMinor) } : {}),
        declaredValue: lei(draft.declaredValueMinor),
        // The shop pays the transport and any cost of sending the cash back.
        payment: "expeditor",
        returnPayment: "expeditor",
        content: fanContent(draft),
        ...(dimensions ? { dimensions } : {}),
        options: options(draft),
      },
      recipient: {
        name: draft.recipient.company ?? draft.recipient.name,
        contactPerson: draft.recipient.name,
        phone: draft.recipient.phone,
        email: draft.recipient.email ?? "",
        address,
      },
    };
  }

  async function trackBatch(awbs: readonly string[]): Promise<TrackingEvent[]> {
    const answer = await report<FanTrackedAwb[]>("/reports/awb/tracking", { clientId, awb: awbs, language: "ro" });
    const events: TrackingEvent[] = [];
    for (const tracked of Array.isArray(answer.data) ? answer.data : []) {
      for (const event of tracked.events ?? []) {
        const at = instantOfFanTime(event.date);
        // An event without a readable time cannot be placed on the timeline; the next call asks again.
        if (!at) continue;
        events.push({
          awb: String(tracked.awbNumber),
          carrierCode: event.id,
          status: statusOfFanEvent(event.id),
          at,
          description: event.name ?? "",
          location: event.location?.trim() || null,
        });
      }
    }
    return events;
  }

  async function track(awbs: readonly string[]): Promise<TrackingEvent[]> {
    const events: TrackingEvent[] = [];
    for (let start = 0; start < awbs.length; start += TRACK_BATCH)
      events.push(...(await trackBatch(awbs.slice(start, start + TRACK_BATCH))));
    // Oldest first; FAN lists each AWB's events in order, the sort keeps that order for events of the same second.
    return events.sort((a, b) => a.at.getTime() - b.at.getTime());
  }

  const adapter: CarrierAdapter = {
    id: "fan_courier",
    capabilities: {
      lockers: true,
      cashOnDelivery: true,
      remittances: true,
      // FAN has no account-wide event feed: reports/awb-events is the list of codes, not a stream.
      deltaEvents: false,
      labelFormats: epod ? ["pdf-a6", "pdf-a4"] : ["pdf-a4"],
    },

    async quote(draft) {
      const { weight, packages, dimensions } = measures(draft);
      const priced = options({ ...draft, lockerId: null });
      const answer = await report<FanTariff>("/reports/awb/internal-tariff", {
        clientId,
        info: {
          service: serviceFor(draft),
          payment: "expeditor",
          weight,
          packages: { parcel: packages.parcel },
          ...(dimensions ? { dimensions } : {}),
          ...(draft.declaredValueMinor > 0 ? { declaredValue: lei(draft.declaredValueMinor) } : {}),
          ...(priced.length ? { options: priced } : {}),
        },
        recipient: { locality: draft.recipient.city, county: draft.recipient.county },
      });
      const costMinor = minorOf(answer.data?.total);
      if (!costMinor)
        return session.fail(
          "rejected",
          `GET /reports/awb/internal-tariff gave no price: ${fanErrorMessage(answer.data) ?? "no reason given"}`,
        );
      return { costMinor };
    },

    async createShipment(draft) {
      const body = await session.json<{ response?: FanCreated[] }>("POST", "/intern-awb", {
        json: { clientId, shipments: [await shipmentOf(draft)] },
      });
      const created = body?.response?.[0];
      const problems = messagesOf(created?.errors);
      if (!created?.awbNumber || created.success === false || problems.length)
        return session.fail(
          "rejected",
          `POST /intern-awb refused the shipment: ${problems.join("; ") || fanErrorMessage(body) || "no AWB given"}`,
        );
      const awb = String(created.awbNumber);
      const tariff = minorOf(created.tariff);
      const vat = minorOf(created.vat);
      // `tariff` is without VAT; the price with VAT is known only when FAN also says the VAT.
      return { awb, parcelNumbers: [awb], costMinor: tariff !== null && vat !== null ? tariff + vat : null };
    },

    /**
     * FAN has no lookup by client reference; the documented listing is reports/awb, the day's AWBs. The reference
     * went out at the start of `content` (fanContent), which the listing echoes, so the AWB made for it is found
     * on the day it was created, or the next day for a create just before midnight.
     */
    async findByReference(reference, createdOn): Promise<CreatedShipment | null> {
      const first = shopDay(createdOn);
      const days = nextDay(first) <= shopDay(new Date(now())) ? [first, nextDay(first)] : [first];
      const named = (rows: FanSlip[]) => rows.find((row) => contentNames(row.info?.content, reference));
      for (const date of days) {
        const found = named(await pages<FanSlip>("/reports/awb", { clientId, date }, (rows) => Boolean(named(rows))));
        if (found?.info?.awbNumber) {
          const awb = String(found.info.awbNumber);
          return { awb, parcelNumbers: [awb], costMinor: null };
        }
      }
      return null;
    },

    async label(awbs, format: LabelFormat) {
      if (!adapter.capabilities.labelFormats.includes(format))
        session.fail("rejected", "FAN prints A6 labels only for ePOD AWBs; this account sends AWBs without ePOD");
      const response = await session.call(
        "GET",
        `/awb/label?${phpQuery({ clientId, awbs, language: "ro", pdf: 1, format: format === "pdf-a6" ? "A6" : "A4" })}`,
      );
      const bytes = new Uint8Array(await response.arrayBuffer());
      if (Buffer.from(bytes.subarray(0, 5)).toString("latin1") === "%PDF-") return bytes;
      // FAN answers a label it cannot print with JSON (`status: fail`) and HTTP 200 (PrintAwb response class).
      const text = new TextDecoder().decode(bytes);
      const said = (() => {
        try {
          return fanErrorMessage(JSON.parse(text));
        } catch {
          return null;
        }
      })();
      return said
        ? session.fail("rejected", `GET /awb/label refused: ${said}`)
        : session.fail("unavailable", "GET /awb/label answered something that is not a PDF");
    },

    /**
     * DELETE awb. FAN documents no error for a parcel already on its way, so a refused delete is read against the
     * parcel's tracking: once FAN has scanned it (any event) it is too late, otherwise the refusal stands.
     */
    async cancel(awb) {
      let refusal: CarrierError;
      try {
        const body = await session.json<FanEnvelope<unknown>>("DELETE", `/awb?${phpQuery({ clientId, awb })}`);
        if (body?.status === "success") return "cancelled";
        refusal = new CarrierError("fan_courier", "rejected", `DELETE /awb refused: ${fanErrorMessage(body) ?? "no reason given"}`);
      } catch (error) {
        if (!(error instanceof CarrierError) || (error.failure !== "rejected" && error.failure !== "not_found")) throw error;
        refusal = error;
      }
      const scanned = await track([awb]);
      if (scanned.some((event) => event.status !== "created")) return "too_late";
      throw refusal;
    },

    track,

    /**
     * Without an event feed, each call answers the whole history of the open AWBs (the store keeps each event once,
     * by AWB, code and time). Filtering on the cursor would lose events: FAN stamps an event with the scan's time,
     * which can be hours before the event reaches the API.
     */
    async eventsSince(request) {
      return { events: await track(request.openAwbs), cursor: request.until.toISOString() };
    },

    async pickupPoints(): Promise<PickupPoint[]> {
      const answer = await report<FanPickupPoint[]>("/reports/pickup-points", { type: "fanbox" });
      const points: PickupPoint[] = [];
      for (const point of Array.isArray(answer.data) ? answer.data : []) {
        const latitude = numberOf(point.latitude);
        const longitude = numberOf(point.longitude);
        if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) continue;
        const methods = paymentMethodNames(point.paymentMethods).map((method) => method.toLowerCase());
        const address = point.address ?? {};
        points.push({
          courier: "fan_courier",
          externalId: String(point.id),
          kind: "locker",
          name: point.name ?? String(point.id),
          county: address.county ?? "",
          city: address.locality ?? "",
          address: [address.street, address.streetNo].filter(Boolean).join(" "),
          postalCode: address.zipCode || null,
          latitude,
          longitude,
          // Read from `paymentMethods` where FAN lists them; a FANbox that lists none is paid by card, as FAN sells it.
          acceptsCash: methods.some((method) => /cash|numerar/.test(method)),
          acceptsCard: methods.length ? methods.some((method) => /card/.test(method)) : true,
          // 30 kg a FANbox parcel, as another FAN integration reads the documentation; drawer sizes come as letters only.
          maxWeightGrams: FANBOX_MAX_WEIGHT_GRAMS,
          maxMeasuresCm: null,
          hours: hoursOf(point.schedule),
        });
      }
      return points;
    },

    /**
     * reports/bank-transfers for the day: the cash FAN collected and paid into the account ("cont colector").
     * FAN's answer names no bank reference, so the transfer is named by its day, as one FAN transfer a day shows on
     * the statement.
     */
    async remittances(day) {
      const rows = await pages<FanBankTransfer>("/reports/bank-transfers", { clientId, date: day });
      const remittances: Remittance[] = [];
      for (const row of rows) {
        const amountMinor = minorOf(row.info?.amountCollected);
        if (!row.info?.awbNumber || !amountMinor || amountMinor <= 0) continue;
        const paidOn = isoOfFanDay(row.info.transferDate) ?? day;
        remittances.push({ awb: String(row.info.awbNumber), amountMinor, paidOn, bankReference: `FAN Courier ${paidOn}` });
      }
      return remittances;
    },
  };
  return adapter;
}

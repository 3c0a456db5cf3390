/**
 * The shipping zones as the owner edits them (decision 0056): the stored shape the store settings check
 * what they read against, and the form the admin sends (amounts in lei and grams as typed), checked by the
 * same rules in the browser and on the server. Each problem names its field by its path in the form
 * (`zones.1.services.0.bands.2.amount`), with a code the admin words in the member's language.
 */
import { z } from "zod";
import { parseLeiMinor } from "./admin/settings.ts";
import { SUPPORTED_CURRENCIES } from "./currency.ts";
import type { ShippingService, ShippingZone, ShippingZones } from "./shipping-zones.ts";
import { COURIER_IDS, isCourierId } from "./shipments.ts";

export const MAX_ZONES = 10;
export const MAX_SERVICES = 5;
export const MAX_BANDS = 10;
export const MAX_NAME_LENGTH = 60;
/** A rate over 1 000 lei, or a threshold over 100 000 lei, is a typo. */
export const SHIPPING_AMOUNT_MAX_MINOR = 1_000_00;
export const FREE_FROM_MAX_MINOR = 100_000_00;
export const MAX_WEIGHT_GRAMS = 30_000;

const ID = /^[a-z0-9-]{1,40}$/;
const bani = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const localText = z.object({ ro: z.string().min(1).max(MAX_NAME_LENGTH), en: z.string().min(1).max(MAX_NAME_LENGTH) });

/** What `shipping.zones` holds; a row that does not read as this is ignored for the defaults. */
export const storedZonesSchema = z.object({
  zones: z
    .array(
      z.object({
        id: z.string().regex(ID),
        name: localText,
        countries: z.array(z.string().regex(/^[A-Z]{2}$/)),
        everyOtherCountry: z.boolean(),
        freeFrom: z.object({ amountMinor: bani, currencyCode: z.string().length(3) }).nullable(),
        codAllowed: z.boolean(),
        services: z
          .array(
            z.object({
              id: z.string().regex(ID),
              name: localText,
              deliveryTime: localText,
              courier: z.enum(COURIER_IDS).optional(),
              toPickupPoint: z.boolean().optional(),
              rate: z.discriminatedUnion("kind", [
                z.object({ kind: z.literal("value"), bands: z.array(z.object({ fromMinor: bani, amountMinor: bani })).min(1) }),
                z.object({
                  kind: z.literal("weight"),
                  bands: z.array(z.object({ upToGrams: z.number().int().min(1), amountMinor: bani })).min(1),
                }),
              ]),
            }),
          )
          .min(1),
      }),
    )
    .min(1),
}) satisfies z.ZodType<ShippingZones>;

/** A band as typed: `from` (lei, value bands) or `upTo` (grams, weight bands), and the amount in lei. */
export interface BandForm {
  from?: string;
  upTo?: string;
  amount: string;
}

export interface ServiceForm {
  id: string;
  name: { ro: string; en: string };
  deliveryTime: { ro: string; en: string };
  /** The courier whose AWBs staff make for it; empty or absent: shipped by hand. */
  courier?: string;
  /** To a locker or pick-up point of that courier, chosen at checkout. */
  toPickupPoint?: boolean;
  kind: "value" | "weight";
  bands: BandForm[];
}

export interface ZoneForm {
  id: string;
  name: { ro: string; en: string };
  /** ISO codes as typed: "RO" or "DE, AT, FR". */
  countries: string;
  everyOtherCountry: boolean;
  /** Empty: never free. */
  freeFrom: string;
  freeFromCurrency: string;
  codAllowed: boolean;
  services: ServiceForm[];
}

export interface ZonesForm {
  zones: ZoneForm[];
}

/** What is wrong with one field; the admin words it with the field's label. */
export type ZoneProblem =
  | "required"
  | "too_long"
  | "lei"
  | "grams"
  | "countries"
  | "country_twice"
  | "currency"
  | "no_countries"
  | "one_rest_of_world"
  | "first_band_zero"
  | "bands_order"
  | "too_many"
  | "none"
  | "id"
  | "courier"
  | "pickup_without_courier";

export interface ZoneIssue {
  path: string;
  problem: ZoneProblem;
}

/** The stored zones as the form shows them, amounts with the member's decimal sign (the form reads either). */
export function zonesToForm({ zones }: ShippingZones, language = "en"): ZonesForm {
  const toLeiText = (minor: number) => {
    const whole = Math.trunc(minor / 100);
    const cents = minor % 100;
    return cents === 0 ? String(whole) : `${whole}${language === "ro" ? "," : "."}${String(cents).padStart(2, "0")}`;
  };
  return {
    zones: zones.map((zone) => ({
      id: zone.id,
      name: { ...zone.name },
      countries: zone.countries.join(", "),
      everyOtherCountry: zone.everyOtherCountry,
      freeFrom: zone.freeFrom ? toLeiText(zone.freeFrom.amountMinor) : "",
      freeFromCurrency: zone.freeFrom?.currencyCode ?? "RON",
      codAllowed: zone.codAllowed,
      services: zone.services.map((service) => ({
        id: service.id,
        name: { ...service.name },
        deliveryTime: { ...service.deliveryTime },
        courier: service.courier ?? "",
        toPickupPoint: service.toPickupPoint ?? false,
        kind: service.rate.kind,
        bands:
          service.rate.kind === "value"
            ? service.rate.bands.map((band) => ({ from: toLeiText(band.fromMinor), amount: toLeiText(band.amountMinor) }))
            : service.rate.bands.map((band) => ({ upTo: String(band.upToGrams), amount: toLeiText(band.amountMinor) })),
      })),
    })),
  };
}

/**
 * The form read into zones, or every problem it has. `isCountry` says which codes are countries (the
 * server knows the full list; the browser checks the shape only).
 */
export function parseZonesForm(
  form: ZonesForm,
  isCountry: (code: string) => boolean,
): { ok: true; zones: ShippingZones } | { ok: false; issues: ZoneIssue[] } {
  const issues: ZoneIssue[] = [];
  const problem = (path: string, code: ZoneProblem) => void issues.push({ path, problem: code });
  const text = (path: string, value: string) => {
    const trimmed = (value ?? "").trim();
    if (trimmed === "") problem(path, "required");
    else if (trimmed.length > MAX_NAME_LENGTH) problem(path, "too_long");
    return trimmed;
  };
  const lei = (path: string, value: string, max: number) => {
    if ((value ?? "").trim() === "") return void problem(path, "required");
    const minor = parseLeiMinor(value);
    if (minor === null || minor > max) return void problem(path, "lei");
    return minor;
  };

  if (!Array.isArray(form?.zones) || form.zones.length === 0) return { ok: false, issues: [{ path: "zones", problem: "none" }] };
  if (form.zones.length > MAX_ZONES) return { ok: false, issues: [{ path: "zones", problem: "too_many" }] };
  const serviceIds = new Set<string>();
  const zoneIds = new Set<string>();
  let restOfWorld = 0;
  const zones: ShippingZone[] = form.zones.map((zone, z) => {
    const at = `zones.${z}`;
    if (!ID.test(zone.id ?? "") || zoneIds.has(zone.id)) problem(`${at}.name.ro`, "id");
    zoneIds.add(zone.id);
    const name = { ro: text(`${at}.name.ro`, zone.name?.ro), en: text(`${at}.name.en`, zone.name?.en) };
    const countries = (zone.countries ?? "")
      .split(/[\s,;]+/)
      .map((code) => code.trim().toUpperCase())
      .filter(Boolean);
    if (countries.some((code) => !/^[A-Z]{2}$/.test(code) || !isCountry(code))) problem(`${at}.countries`, "countries");
    else if (new Set(countries).size !== countries.length) problem(`${at}.countries`, "country_twice");
    else if (countries.length === 0 && !zone.everyOtherCountry) problem(`${at}.countries`, "no_countries");
    if (zone.everyOtherCountry && ++restOfWorld > 1) problem(`${at}.everyOtherCountry`, "one_rest_of_world");
    let freeFrom: ShippingZone["freeFrom"] = null;
    if ((zone.freeFrom ?? "").trim() !== "") {
      const currency = (zone.freeFromCurrency ?? "").trim().toUpperCase();
      if (!(SUPPORTED_CURRENCIES as readonly string[]).includes(currency)) problem(`${at}.freeFromCurrency`, "currency");
      const amount = lei(`${at}.freeFrom`, zone.freeFrom, FREE_FROM_MAX_MINOR);
      if (amount !== undefined) freeFrom = { amountMinor: amount, currencyCode: currency };
    }
    if (!Array.isArray(zone.services) || zone.services.length === 0) problem(`${at}.services`, "none");
    else if (zone.services.length > MAX_SERVICES) problem(`${at}.services`, "too_many");
    const services = (zone.services ?? []).slice(0, MAX_SERVICES).map((service, s) => {
      const sat = `${at}.services.${s}`;
      if (!ID.test(service.id ?? "") || serviceIds.has(service.id)) problem(`${sat}.name.ro`, "id");
      serviceIds.add(service.id);
      const serviceName = { ro: text(`${sat}.name.ro`, service.name?.ro), en: text(`${sat}.name.en`, service.name?.en) };
      const deliveryTime = {
        ro: text(`${sat}.deliveryTime.ro`, service.deliveryTime?.ro),
        en: text(`${sat}.deliveryTime.en`, service.deliveryTime?.en),
      };
      const carriage = carriageOf(service, (problemOf) => problem(`${sat}.courier`, problemOf));
      const bands = Array.isArray(service.bands) ? service.bands : [];
      if (bands.length === 0) problem(`${sat}.bands`, "none");
      else if (bands.length > MAX_BANDS) problem(`${sat}.bands`, "too_many");
      const amounts = bands.map((band, b) => lei(`${sat}.bands.${b}.amount`, band.amount, SHIPPING_AMOUNT_MAX_MINOR) ?? 0);
      if (service.kind === "weight") {
        const limits = bands.map((band, b) => {
          const grams = Number((band.upTo ?? "").trim());
          if ((band.upTo ?? "").trim() === "") problem(`${sat}.bands.${b}.upTo`, "required");
          else if (!Number.isInteger(grams) || grams < 1 || grams > MAX_WEIGHT_GRAMS) problem(`${sat}.bands.${b}.upTo`, "grams");
          else if (b > 0 && grams <= Number(bands[b - 1]!.upTo)) problem(`${sat}.bands.${b}.upTo`, "bands_order");
          return grams;
        });
        return {
          id: service.id,
          name: serviceName,
          deliveryTime,
          ...carriage,
          rate: { kind: "weight" as const, bands: limits.map((upToGrams, b) => ({ upToGrams, amountMinor: amounts[b]! })) },
        };
      }
      const starts = bands.map((band, b) => {
        const from = lei(`${sat}.bands.${b}.from`, band.from ?? "", FREE_FROM_MAX_MINOR) ?? 0;
        if (b === 0 && from !== 0) problem(`${sat}.bands.0.from`, "first_band_zero");
        else if (b > 0 && from <= (parseLeiMinor(bands[b - 1]!.from ?? "") ?? -1)) problem(`${sat}.bands.${b}.from`, "bands_order");
        return from;
      });
      return {
        id: service.id,
        name: serviceName,
        deliveryTime,
        ...carriage,
        rate: { kind: "value" as const, bands: starts.map((fromMinor, b) => ({ fromMinor, amountMinor: amounts[b]! })) },
      };
    });
    return {
      id: zone.id,
      name,
      countries,
      everyOtherCountry: Boolean(zone.everyOtherCountry),
      freeFrom,
      codAllowed: Boolean(zone.codAllowed),
      services,
    };
  });
  return issues.length > 0 ? { ok: false, issues } : { ok: true, zones: { zones } };
}

/** The courier a service is carried by, as stored: no keys at all for a service shipped by hand. */
function carriageOf(
  service: Pick<ServiceForm, "courier" | "toPickupPoint">,
  refuse: (problem: ZoneProblem) => void,
): Pick<ShippingService, "courier" | "toPickupPoint"> {
  const courier = (service.courier ?? "").trim();
  if (courier === "") {
    if (service.toPickupPoint) refuse("pickup_without_courier");
    return {};
  }
  if (!isCourierId(courier)) {
    refuse("courier");
    return {};
  }
  return service.toPickupPoint ? { courier, toPickupPoint: true } : { courier };
}

const FIELD_NAMES: Record<"ro" | "en", Record<string, string>> = {
  ro: {
    "name.ro": "numele în română",
    "name.en": "numele în engleză",
    countries: "țările",
    everyOtherCountry: "„restul lumii”",
    freeFrom: "pragul pentru livrare gratuită",
    freeFromCurrency: "moneda pragului",
    services: "serviciile",
    "deliveryTime.ro": "termenul de livrare în română",
    "deliveryTime.en": "termenul de livrare în engleză",
    bands: "tarifele",
    from: "de la (lei)",
    upTo: "până la (grame)",
    amount: "tariful (lei)",
    courier: "curierul",
  },
  en: {
    "name.ro": "Romanian name",
    "name.en": "English name",
    countries: "countries",
    everyOtherCountry: "“rest of the world”",
    freeFrom: "free shipping threshold",
    freeFromCurrency: "threshold currency",
    services: "services",
    "deliveryTime.ro": "Romanian delivery time",
    "deliveryTime.en": "English delivery time",
    bands: "rates",
    from: "from (lei)",
    upTo: "up to (grams)",
    amount: "rate (lei)",
    courier: "courier",
  },
};

const PROBLEMS: Record<"ro" | "en", Record<ZoneProblem, string>> = {
  ro: {
    required: "completează valoarea.",
    too_long: `cel mult ${MAX_NAME_LENGTH} de caractere.`,
    lei: "scrie o sumă în lei, cu cel mult două zecimale (de exemplu 19,99).",
    grams: `scrie un număr întreg de grame între 1 și ${MAX_WEIGHT_GRAMS}.`,
    countries: "scrie coduri de țară din două litere, despărțite prin virgulă (de exemplu RO, MD).",
    country_twice: "o țară apare de două ori.",
    currency: "alege una dintre monedele magazinului.",
    no_countries: "scrie cel puțin o țară sau bifează „restul lumii”.",
    one_rest_of_world: "doar o zonă poate fi „restul lumii”.",
    first_band_zero: "primul tarif trebuie să înceapă de la 0 lei, ca orice comandă să aibă un preț.",
    bands_order: "fiecare treaptă trebuie să fie mai mare decât cea dinainte.",
    too_many: "sunt prea multe; șterge din ele.",
    none: "adaugă cel puțin unul.",
    id: "identificatorul lipsește sau se repetă; reîncarcă pagina.",
    courier: "alege unul dintre curierii magazinului.",
    pickup_without_courier: "livrarea la locker are nevoie de un curier; alege-l.",
  },
  en: {
    required: "enter a value.",
    too_long: `at most ${MAX_NAME_LENGTH} characters.`,
    lei: "enter an amount in lei with at most two decimals (for example 19.99).",
    grams: `enter a whole number of grams from 1 to ${MAX_WEIGHT_GRAMS}.`,
    countries: "enter two-letter country codes separated by commas (for example RO, MD).",
    country_twice: "a country is listed twice.",
    currency: "choose one of the store's currencies.",
    no_countries: "list at least one country or tick “rest of the world”.",
    one_rest_of_world: "only one zone can be the “rest of the world”.",
    first_band_zero: "the first rate must start at 0 lei, so every order has a price.",
    bands_order: "each step must be higher than the one before.",
    too_many: "there are too many; remove some.",
    none: "add at least one.",
    id: "the identifier is missing or repeated; reload the page.",
    courier: "choose one of the store's couriers.",
    pickup_without_courier: "delivery to a locker needs a courier; choose one.",
  },
};

/** "Zone 2, service 1, rate 3 — rate (lei): enter an amount in lei…", in the member's language. */
export function zoneIssueMessage({ path, problem }: ZoneIssue, language: string): string {
  const lang = language === "en" ? "en" : "ro";
  const parts = path.split(".");
  const where: string[] = [];
  let field = "";
  for (let index = 0; index < parts.length; index++) {
    const part = parts[index]!;
    const next = parts[index + 1];
    const number = next !== undefined && /^\d+$/.test(next) ? Number(next) + 1 : null;
    if (part === "zones" && number !== null) where.push(lang === "ro" ? `Zona ${number}` : `Zone ${number}`);
    else if (part === "services" && number !== null) where.push(lang === "ro" ? `serviciul ${number}` : `service ${number}`);
    else if (part === "bands" && number !== null) where.push(lang === "ro" ? `treapta ${number}` : `step ${number}`);
    else if (number === null && !/^\d+$/.test(part)) {
      field = parts.slice(index).join(".");
      break;
    }
    if (number !== null) index++;
  }
  const label = FIELD_NAMES[lang][field] ?? (lang === "ro" ? "zonele" : "zones");
  const text = `${[...where, label].join(", ")}: ${PROBLEMS[lang][problem]}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const textPair = z.object({ ro: z.string(), en: z.string() });

/** The form's shape (strings and switches); `parseZonesForm` then applies the rules. */
export const zonesFormShape = z.object({
  zones: z.array(
    z.object({
      id: z.string(),
      name: textPair,
      countries: z.string(),
      everyOtherCountry: z.boolean(),
      freeFrom: z.string(),
      freeFromCurrency: z.string(),
      codAllowed: z.boolean(),
      services: z.array(
        z.object({
          id: z.string(),
          name: textPair,
          deliveryTime: textPair,
          courier: z.string().optional(),
          toPickupPoint: z.boolean().optional(),
          kind: z.enum(["value", "weight"]),
          bands: z.array(z.object({ from: z.string().optional(), upTo: z.string().optional(), amount: z.string() })),
        }),
      ),
    }),
  ),
}) satisfies z.ZodType<ZonesForm>;

/**
 * Shipping by destination (issue 21 item 6, decision 0056): zones (Romania, the EU, the rest of the world),
 * each with its carrier services, a free-shipping threshold and whether cash on delivery is taken there.
 * A country belongs to the first zone that lists it, else to a zone for "every other country"; a country
 * no zone takes cannot be ordered to. The owner edits the zones in the admin (store setting
 * `shipping.zones`); until then the defaults below apply, whose Romanian rate and threshold are the
 * shipping terms of decision 0038 (so `SHIPPING_FLAT_RATE` keeps its meaning).
 *
 * Amounts are in lei (bani), VAT included at the goods' rate (decision 0055); a threshold may be in
 * another display currency (the spec's "$50" for the US).
 */
import { EU_COUNTRIES, HOME_COUNTRY } from "./vat.ts";
import { leiText, type ShippingTerms } from "./shipping.ts";
import { SHOP_CURRENCY } from "./currency.ts";
import type { CourierId } from "./shipments.ts";

export interface LocalText {
  ro: string;
  en: string;
}

/** By the order's value after its discount (lei): the band with the highest `fromMinor` not above it applies. */
export interface ValueRate {
  kind: "value";
  bands: { fromMinor: number; amountMinor: number }[];
}

/** By the parcel's weight: the first band whose `upToGrams` holds it; a heavier parcel is not taken. */
export interface WeightRate {
  kind: "weight";
  bands: { upToGrams: number; amountMinor: number }[];
}

export type ShippingRate = ValueRate | WeightRate;

export interface ShippingService {
  /** Stable within the zones: the checkout sends it, the order keeps it. */
  id: string;
  name: LocalText;
  deliveryTime: LocalText;
  rate: ShippingRate;
  /**
   * The courier whose AWB staff make for it from the admin (issue 43, decision 0092); absent: a parcel staff ship by
   * hand (e.g. abroad by post).
   */
  courier?: CourierId;
  /** To a locker or pick-up point of that courier the shopper chooses at checkout, not to the address. */
  toPickupPoint?: boolean;
}

export interface FreeShippingThreshold {
  amountMinor: number;
  currencyCode: string;
}

export interface ShippingZone {
  id: string;
  name: LocalText;
  /** ISO alpha-2 codes this zone lists. */
  countries: string[];
  /** Also every country no zone lists (the rest of the world). */
  everyOtherCountry: boolean;
  /** Orders from this value (after the discount) ship free with any service of the zone; null: never. */
  freeFrom: FreeShippingThreshold | null;
  codAllowed: boolean;
  services: ShippingService[];
}

export interface ShippingZones {
  zones: ShippingZone[];
}

/** A bottle weighs about 150 g packed, a 3-pack about 450 g: the seed's weights, and a variant's without one. */
export const BOTTLE_WEIGHT_GRAMS = 150;

/** What a default locker service charges below the free threshold (lei, bani). */
export const LOCKER_RATE_MINOR = 14_99;

export const ZONE_IDS = { romania: "ro", eu: "eu", world: "world" } as const;

/** The zones a store uses until its owner saves others; Romania's rate and threshold are the shipping terms (decision 0038). */
export function defaultShippingZones(romania: Pick<ShippingTerms, "flatRateMinor" | "freeFromMinor">): ShippingZones {
  return {
    zones: [
      {
        id: ZONE_IDS.romania,
        name: { ro: "România", en: "Romania" },
        countries: [HOME_COUNTRY],
        everyOtherCountry: false,
        freeFrom: { amountMinor: romania.freeFromMinor, currencyCode: SHOP_CURRENCY },
        codAllowed: true,
        services: [
          {
            id: "fan-courier",
            name: { ro: "Fan Courier", en: "Fan Courier" },
            courier: "fan_courier",
            deliveryTime: { ro: "3–5 zile lucrătoare", en: "3–5 business days" },
            rate: { kind: "value", bands: [{ fromMinor: 0, amountMinor: romania.flatRateMinor }] },
          },
          // Lockers cost the courier less than a door (no second attempt, one stop for many parcels): a lower rate.
          {
            id: "sameday-easybox",
            name: { ro: "Sameday easybox", en: "Sameday easybox" },
            courier: "sameday",
            toPickupPoint: true,
            deliveryTime: { ro: "1–3 zile lucrătoare, în locker-ul ales", en: "1–3 business days, to the locker you choose" },
            rate: { kind: "value", bands: [{ fromMinor: 0, amountMinor: LOCKER_RATE_MINOR }] },
          },
          {
            id: "fanbox",
            name: { ro: "FANbox", en: "FANbox" },
            courier: "fan_courier",
            toPickupPoint: true,
            deliveryTime: { ro: "2–4 zile lucrătoare, în locker-ul ales", en: "2–4 business days, to the locker you choose" },
            rate: { kind: "value", bands: [{ fromMinor: 0, amountMinor: LOCKER_RATE_MINOR }] },
          },
        ],
      },
      {
        id: ZONE_IDS.eu,
        name: { ro: "Uniunea Europeană", en: "European Union" },
        countries: EU_COUNTRIES.filter((code) => code !== HOME_COUNTRY),
        everyOtherCountry: false,
        freeFrom: null,
        codAllowed: false,
        services: [
          {
            id: "posta-romana-eu",
            name: { ro: "Poșta Română internațional", en: "Poșta Română international" },
            deliveryTime: { ro: "5–10 zile lucrătoare", en: "5–10 business days" },
            rate: {
              kind: "weight",
              bands: [
                { upToGrams: 500, amountMinor: 45_00 },
                { upToGrams: 2_000, amountMinor: 79_00 },
                { upToGrams: 10_000, amountMinor: 149_00 },
              ],
            },
          },
        ],
      },
      {
        id: ZONE_IDS.world,
        name: { ro: "Restul lumii", en: "Rest of the world" },
        countries: [],
        everyOtherCountry: true,
        freeFrom: null,
        codAllowed: false,
        services: [
          {
            id: "posta-romana-world",
            name: { ro: "Poșta Română internațional", en: "Poșta Română international" },
            deliveryTime: { ro: "10–20 zile lucrătoare", en: "10–20 business days" },
            rate: {
              kind: "weight",
              bands: [
                { upToGrams: 500, amountMinor: 69_00 },
                { upToGrams: 2_000, amountMinor: 119_00 },
                { upToGrams: 10_000, amountMinor: 229_00 },
              ],
            },
          },
        ],
      },
    ],
  };
}

/** The zone a parcel to `country` goes by: the first that lists it, else the first for every other country; null: none ships there. */
export function zoneFor(country: string | undefined, { zones }: ShippingZones): ShippingZone | null {
  const code = country?.trim().toUpperCase() || HOME_COUNTRY;
  return zones.find((zone) => zone.countries.includes(code)) ?? zones.find((zone) => zone.everyOtherCountry) ?? null;
}

/** What a service charges (lei) for an order of this value (after the discount, lei) and weight; null when it does not take it. */
export function serviceCharge(
  rate: ShippingRate,
  { valueRonMinor, weightGrams }: { valueRonMinor: number; weightGrams: number },
): number | null {
  if (rate.kind === "weight") return rate.bands.find((band) => weightGrams <= band.upToGrams)?.amountMinor ?? null;
  let charge: number | null = null;
  let from = -1;
  for (const band of rate.bands) {
    if (band.fromMinor <= valueRonMinor && band.fromMinor > from) {
      charge = band.amountMinor;
      from = band.fromMinor;
    }
  }
  return charge;
}

/**
 * The Romanian zone as the shipping terms the cart and the header's banner read (decision 0038): the
 * first service's rate for a small order, and the threshold in lei (none when the zone has none in lei).
 */
export function romanianShippingTerms(zones: ShippingZones): ShippingTerms {
  const zone = zoneFor(HOME_COUNTRY, zones);
  const service = zone?.services[0];
  const flatRateMinor = service ? (serviceCharge(service.rate, { valueRonMinor: 0, weightGrams: BOTTLE_WEIGHT_GRAMS }) ?? 0) : 0;
  const freeFrom = zone?.freeFrom;
  const freeFromMinor = freeFrom && freeFrom.currencyCode === SHOP_CURRENCY ? freeFrom.amountMinor : Number.MAX_SAFE_INTEGER;
  return { currencyCode: SHOP_CURRENCY, flatRateMinor, freeFromMinor };
}

/** A text in the shopper's language. */
export function localText(text: LocalText, language: string): string {
  return language === "en" ? text.en : text.ro;
}

/**
 * The threshold the free-shipping banner names (spec §9 keeps both readings): "200 lei" from Romania's zone, or
 * for a shopper shown dollars the US zone's threshold when the owner set it in dollars ("$50").
 */
export function freeShippingBanner(zones: ShippingZones, { currency, language }: { currency: string; language: string }): string {
  const american = zoneFor("US", zones)?.freeFrom;
  if (currency === "USD" && american?.currencyCode === "USD") {
    const whole = american.amountMinor % 100 === 0;
    return new Intl.NumberFormat(language === "ro" ? "ro-RO" : "en-US", {
      style: "currency",
      currency: "USD",
      minimumFractionDigits: whole ? 0 : 2,
    }).format(american.amountMinor / 100);
  }
  return leiText(romanianShippingTerms(zones).freeFromMinor, language);
}

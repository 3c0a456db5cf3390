/**
 * VAT as Romanian shops show it: included in every price, and printed as "of which VAT" under the total
 * (decision 0055). Each product has a class (standard or reduced); the rate an order line carries depends
 * on where the parcel goes:
 *
 * - Romania: Romania's rate of the class (21 % standard, 11 % reduced since 1 August 2025);
 * - another EU state, to a consumer: Romania's rate while the store is under the EU distance-selling
 *   threshold (EUR 10 000 of cross-border sales a year), the destination's rate once the owner says it
 *   is over it (the One-Stop Shop);
 * - outside the EU: an export, zero-rated.
 *
 * The owner's price includes Romanian VAT; the net price (without VAT) is what stays the same across
 * destinations, and the destination's VAT is added to it, so an export pays the net price.
 * Rates are percents with at most two decimals (Finland's 25.5 %, Ireland's 13.5 %).
 */
import { divideRounded } from "./money.ts";

export const VAT_CLASSES = ["standard", "reduced"] as const;
export type VatClass = (typeof VAT_CLASSES)[number];

export function isVatClass(value: unknown): value is VatClass {
  return typeof value === "string" && (VAT_CLASSES as readonly string[]).includes(value);
}

/** How an order is taxed; orders keep it (`orders.vat_scheme`). */
export const VAT_SCHEMES = ["domestic", "eu_distance_ro", "oss", "export"] as const;
export type VatScheme = (typeof VAT_SCHEMES)[number];

/** The 27 member states (ISO 3166 alpha-2; Greece is GR here, as in addresses, not the VIES "EL"). */
export const EU_COUNTRIES = [
  "AT",
  "BE",
  "BG",
  "CY",
  "CZ",
  "DE",
  "DK",
  "EE",
  "ES",
  "FI",
  "FR",
  "GR",
  "HR",
  "HU",
  "IE",
  "IT",
  "LT",
  "LU",
  "LV",
  "MT",
  "NL",
  "PL",
  "PT",
  "RO",
  "SE",
  "SI",
  "SK",
] as const;

const EU: ReadonlySet<string> = new Set(EU_COUNTRIES);

export function isEuCountry(country: string): boolean {
  return EU.has(country.trim().toUpperCase());
}

export const HOME_COUNTRY = "RO";

/** The EU distance-selling threshold (Directive 2017/2455): EUR 10 000 of cross-border B2C sales in a calendar year, without VAT. */
export const EU_DISTANCE_SELLING_THRESHOLD_EUR_MINOR = 10_000_00;

/** One country's rates, in percent. */
export interface CountryVatRates {
  standardPercent: number;
  reducedPercent: number;
}

/** A rate is a percent from 0 to 100 with at most two decimals. */
export function isVatRatePercent(rate: number): boolean {
  return Number.isFinite(rate) && rate >= 0 && rate <= 100 && Math.abs(rate * 100 - Math.round(rate * 100)) < 1e-9;
}

/** The rate in hundredths of a percent (21 → 2100, 25.5 → 2550), so the arithmetic stays in integers. */
function basisPoints(ratePercent: number): bigint {
  if (!isVatRatePercent(ratePercent)) {
    throw new RangeError(`A VAT rate is a percent from 0 to 100 with at most two decimals, got ${ratePercent}`);
  }
  return BigInt(Math.round(ratePercent * 100));
}

/**
 * The VAT contained in a price that includes it: total − total ÷ (1 + rate), where the net amount is
 * rounded to a whole minor unit (halves away from zero) and the VAT is what remains, so net + VAT is
 * always exactly the total. 121.00 lei at 21 % holds 21.00 lei; 100.00 lei holds 17.36 lei.
 */
export function includedVat(totalMinor: number, ratePercent: number): number {
  if (!Number.isSafeInteger(totalMinor)) throw new RangeError(`Minor units must be a safe integer, got ${totalMinor}`);
  const net = divideRounded(BigInt(totalMinor) * 10_000n, 10_000n + basisPoints(ratePercent));
  return totalMinor - Number(net);
}

/**
 * A price that includes VAT at `fromPercent`, re-stated with VAT at `toPercent` on the same net price,
 * rounded to a whole minor unit (halves up): 189.00 lei with 21 % is 156.20 lei net, so 189.00 lei at 21 %,
 * 156.20 lei for an export, 185.87 lei at 19 %.
 */
export function repriceVat(grossMinor: number, fromPercent: number, toPercent: number): number {
  if (!Number.isSafeInteger(grossMinor) || grossMinor < 0)
    throw new RangeError(`Minor units must be a safe non-negative integer, got ${grossMinor}`);
  const from = basisPoints(fromPercent);
  const to = basisPoints(toPercent);
  if (from === to) return grossMinor;
  return Number(divideRounded(BigInt(grossMinor) * (10_000n + to), 10_000n + from));
}

/** The scheme of an order shipped to `country` (unknown before the shopper chooses one: priced as Romania). */
export function vatSchemeFor(country: string | undefined, { ossActive }: { ossActive: boolean }): VatScheme {
  const code = country?.trim().toUpperCase() || HOME_COUNTRY;
  if (code === HOME_COUNTRY) return "domestic";
  if (!EU.has(code)) return "export";
  return ossActive ? "oss" : "eu_distance_ro";
}

export interface DestinationVat {
  scheme: VatScheme;
  /** The country whose rates apply (Romania's below the threshold); null for an export. */
  ratesCountry: string | null;
  /** The rate a product of this class carries for this destination. */
  rateOf(vatClass: VatClass): number;
  /** The rate the owner's price includes (Romania's rate of the class): the price's net is taken with it. */
  homeRateOf(vatClass: VatClass): number;
}

export class MissingVatRatesError extends Error {
  override name = "MissingVatRatesError";
  constructor(readonly country: string) {
    super(`No VAT rates for ${country}`);
  }
}

/**
 * The destination's VAT: which scheme, and the rate of each class. `rates` are the rates table's rows by
 * country; Romania's row is needed always, the destination's only under OSS.
 */
export function destinationVat(
  country: string | undefined,
  { ossActive, rates }: { ossActive: boolean; rates: ReadonlyMap<string, CountryVatRates> },
): DestinationVat {
  const scheme = vatSchemeFor(country, { ossActive });
  const home = rates.get(HOME_COUNTRY);
  if (!home) throw new MissingVatRatesError(HOME_COUNTRY);
  const of = (row: CountryVatRates, vatClass: VatClass) => (vatClass === "reduced" ? row.reducedPercent : row.standardPercent);
  const homeRateOf = (vatClass: VatClass) => of(home, vatClass);
  if (scheme === "export") return { scheme, ratesCountry: null, rateOf: () => 0, homeRateOf };
  if (scheme !== "oss") return { scheme, ratesCountry: HOME_COUNTRY, rateOf: homeRateOf, homeRateOf };
  const code = country!.trim().toUpperCase();
  const destination = rates.get(code);
  if (!destination) throw new MissingVatRatesError(code);
  return { scheme, ratesCountry: code, rateOf: (vatClass) => of(destination, vatClass), homeRateOf };
}

/**
 * The rate shipping carries: the rate of the goods it delivers (transport follows the goods it is
 * ancillary to), and with goods at two rates the higher, so VAT is never under-collected; 0 with no goods.
 */
export function shippingVatRate(lineRates: readonly number[]): number {
  return lineRates.reduce((highest, rate) => Math.max(highest, rate), 0);
}

/** VAT by rate, for "of which VAT 11 %: … / 21 %: …": rates from highest to lowest, each with its amount. */
export function vatByRate(parts: readonly { ratePercent: number; vatMinor: number }[]): { ratePercent: number; vatMinor: number }[] {
  const byRate = new Map<number, number>();
  for (const part of parts) byRate.set(part.ratePercent, (byRate.get(part.ratePercent) ?? 0) + part.vatMinor);
  return [...byRate.entries()].map(([ratePercent, vatMinor]) => ({ ratePercent, vatMinor })).sort((a, b) => b.ratePercent - a.ratePercent);
}

import { ROMANIA } from "#domain/account-forms";
import { ROMANIAN_COUNTIES } from "#domain/romanian-counties";

/**
 * Countries an address may be in: Romania first (the shop's country), then the European Union, its
 * neighbours and the shop's other display-currency countries, by name in the shopper's language.
 */
const COUNTRY_CODES = [
  "AT",
  "AU",
  "BE",
  "BG",
  "CA",
  "CH",
  "CY",
  "CZ",
  "DE",
  "DK",
  "EE",
  "ES",
  "FI",
  "FR",
  "GB",
  "GR",
  "HR",
  "HU",
  "IE",
  "IT",
  "JP",
  "LT",
  "LU",
  "LV",
  "MD",
  "MT",
  "NL",
  "NO",
  "PL",
  "PT",
  "RS",
  "SE",
  "SI",
  "SK",
  "UA",
  "US",
] as const;

export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

export function countryOptions(language: string): Array<{ value: string; label: string }> {
  const collator = new Intl.Collator(language);
  const others = COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code, language) })).sort((a, b) =>
    collator.compare(a.label, b.label),
  );
  return [{ value: ROMANIA, label: countryName(ROMANIA, language) }, ...others];
}

/** The county select of a Romanian address: each county by the name a courier's label prints. */
export const COUNTY_OPTIONS: ReadonlyArray<{ value: string; label: string }> = ROMANIAN_COUNTIES.map((county) => ({
  value: county.name,
  label: county.name,
}));

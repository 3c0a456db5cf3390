/**
 * The countries an address may name: the codes of the Storefront API's CountryCode enum (so every
 * stored address can be served as MailingAddress.countryCodeV2), without its non-country entries.
 */
import { Kind, parse } from "graphql";
import { localizationEnumsSdl } from "#domain/shopify-enums";

/** Ascension and Tristan da Cunha (parts of SH), the former Netherlands Antilles, and "unknown". */
const NOT_COUNTRIES = new Set(["AC", "AN", "TA", "ZZ"]);

function shopifyCountryCodes(): string[] {
  for (const definition of parse(localizationEnumsSdl).definitions) {
    if (definition.kind === Kind.ENUM_TYPE_DEFINITION && definition.name.value === "CountryCode") {
      return (definition.values ?? []).map((value) => value.name.value);
    }
  }
  throw new Error("The Storefront API schema has no CountryCode enum");
}

const COUNTRY_CODES: ReadonlySet<string> = new Set(shopifyCountryCodes().filter((code) => !NOT_COUNTRIES.has(code)));

export function isCountryCode(code: string): boolean {
  return COUNTRY_CODES.has(code);
}

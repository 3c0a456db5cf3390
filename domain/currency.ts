export const SUPPORTED_CURRENCIES = ["USD", "EUR", "GBP", "RON", "CAD", "AUD", "JPY"] as const;

export type CurrencyCode = (typeof SUPPORTED_CURRENCIES)[number];

export function isSupportedCurrency(x: string): x is CurrencyCode {
  return (SUPPORTED_CURRENCIES as readonly string[]).includes(x);
}

export const SHOP_CURRENCY: CurrencyCode = "RON";
export const SHOP_COUNTRY = "RO";
// What the storefront shows when the shop's own currency cannot be loaded (spec §8).
export const FALLBACK_CURRENCY: CurrencyCode = "RON";

export const CURRENCY_LOCALE: Readonly<Record<CurrencyCode, string>> = {
  USD: "en-US",
  EUR: "de-DE",
  GBP: "en-GB",
  RON: "ro-RO",
  CAD: "en-CA",
  AUD: "en-AU",
  JPY: "ja-JP",
};

// Codes arrive from URLs, cookies and the platform in any case; Intl accepts them all.
export function fractionDigits(code: string): number {
  return code.toUpperCase() === "JPY" ? 0 : 2;
}

// A Map rather than an object literal so that "constructor" or "__proto__" never match.
const REGION_CURRENCY: ReadonlyMap<string, CurrencyCode> = new Map<string, CurrencyCode>([
  ["US", "USD"],
  ["GB", "GBP"],
  ["CA", "CAD"],
  ["RO", "RON"],
  ["DE", "EUR"],
  ["FR", "EUR"],
  ["IT", "EUR"],
  ["ES", "EUR"],
  ["NL", "EUR"],
  ["AU", "AUD"],
  ["JP", "JPY"],
]);

export function currencyForRegion(region: string | undefined): CurrencyCode | undefined {
  if (region === undefined) return undefined;
  return REGION_CURRENCY.get(region.trim().toUpperCase());
}

// The reverse of the region table, for asking the Storefront API for a currency through
// `@inContext(country:)`: one country per currency, EUR through Germany as the first euro region.
export const COUNTRY_FOR_CURRENCY: Readonly<Record<CurrencyCode, string>> = {
  USD: "US",
  EUR: "DE",
  GBP: "GB",
  RON: "RO",
  CAD: "CA",
  AUD: "AU",
  JPY: "JP",
};

// Mirrors the shopper's display currency so that the server renders prices in it. A fixed name,
// like the language cookie's, because the server reads it before any brand configuration matters.
export const CURRENCY_COOKIE = "elara_currency";

/** The currency a page is drawn in: the cookie's when it names one the store shows, else the shop's. */
export function pageCurrency(cookieValue: string | undefined): CurrencyCode {
  return cookieValue !== undefined && isSupportedCurrency(cookieValue) ? cookieValue : SHOP_CURRENCY;
}

// BCP 47: language, up to three extlangs (3 letters), an optional script (4 letters), then the
// region (2 letters or 3 digits). Anything else after the language ends the search, so a variant
// such as "1901" or a private-use part is never mistaken for a region. "_" is accepted because
// POSIX-style locale names ("en_GB") reach us from some browsers and tools.
export function currencyFromLanguageTag(tag: string | undefined): CurrencyCode | undefined {
  if (tag === undefined) return undefined;
  const subtags = tag.trim().split(/[-_]/).slice(1);
  for (const subtag of subtags) {
    if (/^[a-z]{2}$/i.test(subtag) || /^\d{3}$/.test(subtag)) return currencyForRegion(subtag);
    if (!/^[a-z]{3,4}$/i.test(subtag)) return undefined;
  }
  return undefined;
}

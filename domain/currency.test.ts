import { describe, expect, it } from "vitest";
import {
  COUNTRY_FOR_CURRENCY,
  CURRENCY_LOCALE,
  FALLBACK_CURRENCY,
  SHOP_COUNTRY,
  SHOP_CURRENCY,
  SUPPORTED_CURRENCIES,
  currencyForRegion,
  currencyFromLanguageTag,
  fractionDigits,
  isSupportedCurrency,
  pageCurrency,
} from "./currency.ts";

describe("currency constants", () => {
  it("lists the seven display currencies of the spec", () => {
    expect(SUPPORTED_CURRENCIES).toEqual(["USD", "EUR", "GBP", "RON", "CAD", "AUD", "JPY"]);
  });

  it("sells in RON from Romania and falls back to RON", () => {
    expect(SHOP_CURRENCY).toBe("RON");
    expect(SHOP_COUNTRY).toBe("RO");
    expect(FALLBACK_CURRENCY).toBe("RON");
  });

  it("maps each currency to its display locale", () => {
    expect(CURRENCY_LOCALE).toEqual({
      USD: "en-US",
      EUR: "de-DE",
      GBP: "en-GB",
      RON: "ro-RO",
      CAD: "en-CA",
      AUD: "en-AU",
      JPY: "ja-JP",
    });
  });
});

describe("pageCurrency", () => {
  it("is the cookie's currency when the store shows it, else the shop's", () => {
    expect(pageCurrency("EUR")).toBe("EUR");
    expect(pageCurrency("XYZ")).toBe("RON");
    expect(pageCurrency("")).toBe("RON");
    expect(pageCurrency(undefined)).toBe("RON");
  });
});

describe("isSupportedCurrency", () => {
  it("accepts only the supported codes, exactly", () => {
    for (const code of SUPPORTED_CURRENCIES) expect(isSupportedCurrency(code)).toBe(true);
    expect(isSupportedCurrency("CHF")).toBe(false);
    expect(isSupportedCurrency("ron")).toBe(false);
    expect(isSupportedCurrency("")).toBe(false);
  });
});

describe("fractionDigits", () => {
  it("gives JPY no decimals and every other code two", () => {
    expect(fractionDigits("JPY")).toBe(0);
    expect(fractionDigits("jpy")).toBe(0);
    for (const code of ["USD", "EUR", "GBP", "RON", "CAD", "AUD"]) expect(fractionDigits(code)).toBe(2);
    expect(fractionDigits("XYZ")).toBe(2);
    expect(fractionDigits("")).toBe(2);
  });
});

describe("currencyForRegion", () => {
  it.each([
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
  ])("maps %s to %s", (region, currency) => {
    expect(currencyForRegion(region)).toBe(currency);
  });

  it("ignores case", () => {
    expect(currencyForRegion("ro")).toBe("RON");
    expect(currencyForRegion("Gb")).toBe("GBP");
  });

  it("has no currency for other regions or none", () => {
    expect(currencyForRegion("CH")).toBeUndefined();
    expect(currencyForRegion("AT")).toBeUndefined();
    expect(currencyForRegion("")).toBeUndefined();
    expect(currencyForRegion(undefined)).toBeUndefined();
    expect(currencyForRegion("constructor")).toBeUndefined();
  });
});

describe("COUNTRY_FOR_CURRENCY", () => {
  it("names a country for every supported currency", () => {
    expect(COUNTRY_FOR_CURRENCY).toEqual({ USD: "US", EUR: "DE", GBP: "GB", RON: "RO", CAD: "CA", AUD: "AU", JPY: "JP" });
  });

  it("gives back each currency through the region table", () => {
    for (const code of SUPPORTED_CURRENCIES) expect(currencyForRegion(COUNTRY_FOR_CURRENCY[code])).toBe(code);
  });
});

describe("currencyFromLanguageTag", () => {
  it("uses the region subtag", () => {
    expect(currencyFromLanguageTag("en-GB")).toBe("GBP");
    expect(currencyFromLanguageTag("ro-RO")).toBe("RON");
    expect(currencyFromLanguageTag("en-US")).toBe("USD");
    expect(currencyFromLanguageTag("fr-FR")).toBe("EUR");
    expect(currencyFromLanguageTag("ja-JP")).toBe("JPY");
    expect(currencyFromLanguageTag("en-au")).toBe("AUD");
    expect(currencyFromLanguageTag("en_CA")).toBe("CAD");
  });

  it("finds the region after a script subtag and before a variant", () => {
    expect(currencyFromLanguageTag("en-Latn-GB")).toBe("GBP");
    expect(currencyFromLanguageTag("de-DE-1996")).toBe("EUR");
  });

  it("has no currency without a known region", () => {
    expect(currencyFromLanguageTag("de")).toBeUndefined();
    expect(currencyFromLanguageTag("en")).toBeUndefined();
    expect(currencyFromLanguageTag("de-CH")).toBeUndefined();
    expect(currencyFromLanguageTag("es-419")).toBeUndefined();
    expect(currencyFromLanguageTag("sl-rozaj-biske")).toBeUndefined();
    expect(currencyFromLanguageTag("en-x-us")).toBeUndefined();
    expect(currencyFromLanguageTag("")).toBeUndefined();
    expect(currencyFromLanguageTag(undefined)).toBeUndefined();
  });
});

import { parse } from "graphql";
import { describe, expect, it } from "vitest";
import { localeFor, requestedCountry, requestedLanguage } from "./in-context.ts";

describe("requestedLanguage", () => {
  it("reads a literal, a variable or the variable's default", () => {
    expect(requestedLanguage(parse("query @inContext(language: EN) { shop { name } }"), undefined, undefined)).toBe("EN");
    const withVariable = parse("query Q($l: LanguageCode = RO) @inContext(language: $l) { shop { name } }");
    expect(requestedLanguage(withVariable, "Q", { l: "EN" })).toBe("EN");
    expect(requestedLanguage(withVariable, "Q", {})).toBe("RO");
  });

  it("reads the directive of the operation that runs", () => {
    const document = parse("query A @inContext(language: EN) { shop { name } } query B { shop { name } }");
    expect(requestedLanguage(document, "A", undefined)).toBe("EN");
    expect(requestedLanguage(document, "B", undefined)).toBeUndefined();
    expect(requestedLanguage(document, undefined, undefined)).toBeUndefined();
  });
});

describe("requestedCountry", () => {
  it("reads a literal, a variable or the variable's default, beside the language", () => {
    expect(requestedCountry(parse("query @inContext(language: EN, country: US) { shop { name } }"), undefined, undefined)).toBe("US");
    const withVariable = parse("query Q($c: CountryCode = JP) @inContext(country: $c) { shop { name } }");
    expect(requestedCountry(withVariable, "Q", { c: "FR" })).toBe("FR");
    expect(requestedCountry(withVariable, "Q", {})).toBe("JP");
    expect(requestedCountry(parse("query @inContext(language: EN) { shop { name } }"), undefined, undefined)).toBeUndefined();
  });
});

describe("localeFor", () => {
  it("serves RO and EN, gives other languages Romanian, and uses the default when none is asked", () => {
    expect(localeFor("EN", "ro")).toBe("en");
    expect(localeFor("RO", "en")).toBe("ro");
    expect(localeFor("DE", "en")).toBe("ro");
    expect(localeFor(undefined, "en")).toBe("en");
    expect(localeFor(undefined, undefined)).toBe("ro");
  });
});

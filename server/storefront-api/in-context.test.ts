import { parse } from "graphql";
import { describe, expect, it } from "vitest";
import { localeFor, requestedCountry, requestedLanguage } from "./in-context.ts";

describe("the @inContext readers", () => {
  it.each([
    ["language", requestedLanguage, "LanguageCode", "EN", "EN", "RO"],
    ["country", requestedCountry, "CountryCode", "US", "FR", "JP"],
  ] as const)("read the %s as a literal, a variable or the variable's default", (argument, reader, type, literal, asked, fallback) => {
    expect(reader(parse(`query @inContext(${argument}: ${literal}) { shop { name } }`), undefined, undefined)).toBe(literal);
    const withVariable = parse(`query Q($v: ${type} = ${fallback}) @inContext(${argument}: $v) { shop { name } }`);
    expect(reader(withVariable, "Q", { v: asked })).toBe(asked);
    expect(reader(withVariable, "Q", {})).toBe(fallback);
  });
});

describe("requestedLanguage", () => {
  it("reads the directive of the operation that runs", () => {
    const document = parse("query A @inContext(language: EN) { shop { name } } query B { shop { name } }");
    expect(requestedLanguage(document, "A", undefined)).toBe("EN");
    expect(requestedLanguage(document, "B", undefined)).toBeUndefined();
    expect(requestedLanguage(document, undefined, undefined)).toBeUndefined();
  });
});

describe("requestedCountry", () => {
  it("reads the country beside the language, and nothing when only the language is asked", () => {
    expect(requestedCountry(parse("query @inContext(language: EN, country: US) { shop { name } }"), undefined, undefined)).toBe("US");
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

import { describe, expect, it } from "vitest";
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_QUERY_PARAM,
  LANGUAGE_STORAGE_KEY,
  SUPPORTED_LANGUAGES,
  isLanguage,
  pickLanguage,
} from "./locale.ts";

describe("language constants", () => {
  it("serves Romanian by default and English", () => {
    expect(SUPPORTED_LANGUAGES).toEqual(["ro", "en"]);
    expect(DEFAULT_LANGUAGE).toBe("ro");
  });

  it("uses i18next's names for the cookie, storage key and query parameter", () => {
    expect(LANGUAGE_COOKIE).toBe("i18next");
    expect(LANGUAGE_STORAGE_KEY).toBe("i18nextLng");
    expect(LANGUAGE_QUERY_PARAM).toBe("lng");
  });
});

describe("isLanguage", () => {
  it("accepts exactly the supported codes", () => {
    expect(isLanguage("ro")).toBe(true);
    expect(isLanguage("en")).toBe(true);
    expect(isLanguage("EN")).toBe(false);
    expect(isLanguage("en-GB")).toBe(false);
    expect(isLanguage("fr")).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
    expect(isLanguage(1)).toBe(false);
  });
});

describe("pickLanguage", () => {
  it("defaults to Romanian", () => {
    expect(pickLanguage({})).toBe("ro");
    expect(pickLanguage({ query: null, cookie: null, acceptLanguage: null })).toBe("ro");
  });

  it("prefers the query, then the cookie, then Accept-Language", () => {
    expect(pickLanguage({ query: "en", cookie: "ro", acceptLanguage: "ro" })).toBe("en");
    expect(pickLanguage({ query: "ro", cookie: "en", acceptLanguage: "en" })).toBe("ro");
    expect(pickLanguage({ cookie: "en", acceptLanguage: "ro" })).toBe("en");
    expect(pickLanguage({ cookie: "ro", acceptLanguage: "en" })).toBe("ro");
    expect(pickLanguage({ acceptLanguage: "en" })).toBe("en");
  });

  it("skips an unsupported or empty value and asks the next source", () => {
    expect(pickLanguage({ query: "fr", cookie: "en" })).toBe("en");
    expect(pickLanguage({ query: "", cookie: "de", acceptLanguage: "en" })).toBe("en");
    expect(pickLanguage({ query: "fr", cookie: "de", acceptLanguage: "fr" })).toBe("ro");
  });

  it("matches the primary subtag in any case", () => {
    expect(pickLanguage({ query: "EN" })).toBe("en");
    expect(pickLanguage({ query: "en-GB" })).toBe("en");
    expect(pickLanguage({ cookie: "en_US" })).toBe("en");
    expect(pickLanguage({ cookie: " RO-ro " })).toBe("ro");
    expect(pickLanguage({ query: "english" })).toBe("ro");
  });

  it("reads Accept-Language by its q-values", () => {
    expect(pickLanguage({ acceptLanguage: "en-US,en;q=0.9" })).toBe("en");
    expect(pickLanguage({ acceptLanguage: "de,en;q=0.5" })).toBe("en");
    expect(pickLanguage({ acceptLanguage: "fr" })).toBe("ro");
    expect(pickLanguage({ acceptLanguage: "ro;q=0.8, en;q=0.9" })).toBe("en");
    expect(pickLanguage({ acceptLanguage: "en;q=0.5, ro-RO;q=0.7, de" })).toBe("ro");
    expect(pickLanguage({ acceptLanguage: "EN-gb ; Q=1" })).toBe("en");
  });

  it("keeps the sent order between equal weights", () => {
    expect(pickLanguage({ acceptLanguage: "en, ro" })).toBe("en");
    expect(pickLanguage({ acceptLanguage: "ro;q=0.5, en;q=0.5" })).toBe("ro");
  });

  it("treats q=0 as refusal and a malformed weight as unusable", () => {
    expect(pickLanguage({ acceptLanguage: "en;q=0" })).toBe("ro");
    expect(pickLanguage({ acceptLanguage: "en;q=0, ro" })).toBe("ro");
    expect(pickLanguage({ acceptLanguage: "en;q=2" })).toBe("ro");
    expect(pickLanguage({ acceptLanguage: "en;q=abc" })).toBe("ro");
  });

  it("survives empty and odd headers", () => {
    expect(pickLanguage({ acceptLanguage: "" })).toBe("ro");
    expect(pickLanguage({ acceptLanguage: "*" })).toBe("ro");
    expect(pickLanguage({ acceptLanguage: ",,;q=0.5," })).toBe("ro");
    expect(pickLanguage({ acceptLanguage: "*, en;q=0.1" })).toBe("en");
  });
});

import { describe, expect, it } from "vitest";
import en from "./en/common.json";
import ro from "./ro/common.json";

/** Plural forms differ by language (Romanian has `_few`), so keys compare without their plural suffix. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function keys(messages: object, prefix = ""): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === "object" && value !== null ? keys(value, `${prefix}${key}.`) : [`${prefix}${key.replace(PLURAL_SUFFIX, "")}`],
  );
}

function leaves(messages: object): string[] {
  return Object.values(messages).flatMap((value) => (typeof value === "object" && value !== null ? leaves(value) : [String(value)]));
}

describe("message catalogues", () => {
  it("have the same keys in ro and en", () => {
    const roKeys = new Set(keys(ro));
    const enKeys = new Set(keys(en));
    expect([...roKeys].filter((key) => !enKeys.has(key))).toEqual([]);
    expect([...enKeys].filter((key) => !roKeys.has(key))).toEqual([]);
  });

  it("have no empty texts", () => {
    expect([...leaves(ro), ...leaves(en)].filter((text) => text.trim() === "")).toEqual([]);
  });

  it("carry the spec's exact English error texts", () => {
    expect(en.errors.productTitle).toBe("Error Loading Product");
    expect(en.errors.productNotFound).toBe("Product not found or could not be loaded.");
    expect(en.errors.genericTitle).toBe("Something went wrong");
    expect(en.errors.tryAgain).toBe("Try Again");
    expect(en.errors.reloadPage).toBe("Reload Page");
  });

  it("give Romanian plurals their three forms", () => {
    expect(Object.keys(ro.shop).filter((key) => key.startsWith("reviews_"))).toEqual(["reviews_one", "reviews_few", "reviews_other"]);
  });
});

import { describe, expect, it } from "vitest";
import { politeRegisterWords } from "#tests/romanian-register.ts";

const files = import.meta.glob<{ default: object }>(["./*/*.json", "./*/pages/*.json"], { eager: true });
const resources: Record<string, Record<string, object>> = { ro: {}, en: {} };
for (const [file, module] of Object.entries(files)) {
  const [, language = "", namespace = ""] = /^\.\/([^/]+)\/(?:pages\/)?([^/]+)\.json$/.exec(file) ?? [];
  const catalogue = resources[language];
  if (!catalogue) throw new Error(`${file}: no such language`);
  if (catalogue[namespace]) throw new Error(`${file}: namespace "${namespace}" is defined twice`);
  catalogue[namespace] = module.default;
}

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

const ro = resources.ro as Record<string, object>;
const en = resources.en as Record<string, object>;

describe("message catalogues", () => {
  it("have the same namespaces in ro and en", () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(ro).sort());
    expect(Object.keys(ro)).toContain("common");
  });

  it.each(Object.keys(ro))("namespace %s speaks Romanian as 'tu', never 'dumneavoastră'", (namespace) => {
    const polite = leaves(ro[namespace] ?? {}).flatMap((text) => politeRegisterWords(text).map((word) => `${word} in "${text}"`));
    expect(polite).toEqual([]);
  });

  it.each(Object.keys(ro))("namespace %s has the same keys in ro and en", (namespace) => {
    const roKeys = new Set(keys(ro[namespace] ?? {}));
    const enKeys = new Set(keys(en[namespace] ?? {}));
    expect([...roKeys].filter((key) => !enKeys.has(key))).toEqual([]);
    expect([...enKeys].filter((key) => !roKeys.has(key))).toEqual([]);
  });

  it("have no empty texts", () => {
    expect([...leaves(ro), ...leaves(en)].filter((text) => text.trim() === "")).toEqual([]);
  });

  it("carry the spec's exact English error texts", () => {
    expect(en.errors).toMatchObject({
      productTitle: "Error Loading Product",
      productNotFound: "Product not found or could not be loaded.",
      genericTitle: "Something went wrong",
      tryAgain: "Try Again",
      reloadPage: "Reload Page",
    });
  });

  it("give Romanian plurals their three forms", () => {
    const shop = (ro.common as { shop: object }).shop;
    expect(Object.keys(shop).filter((key) => key.startsWith("reviews_"))).toEqual(["reviews_one", "reviews_few", "reviews_other"]);
  });
});

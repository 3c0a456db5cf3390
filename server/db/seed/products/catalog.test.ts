import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { singleBottlesPriceMinor } from "#domain/product-rules";
import type { Localized, SeedMetafieldValue, SeedProduct, SeedVariant } from "#server/db/seed/catalog-types";
import { seedCatalog } from "./catalog.ts";

const imagesDir = fileURLToPath(new URL("../images/", import.meta.url));
const imagePath = (file: string) => imagesDir + file;
const imageExists = (file: string) => existsSync(imagePath(file));

const handles = ["papillex", "endo-well", "ic-well", "pco-well", "simplix", "ahcc"];

function product(handle: string): SeedProduct {
  const found = seedCatalog.find((p) => p.handle === handle);
  if (!found) throw new Error(`no seed product ${handle}`);
  return found;
}

/** The one variant in the catalogue that is sold out, so the storefront's sold-out state has real data. */
const isSoldOutOnPurpose = (handle: string, optionValue: Localized | undefined) => handle === "ic-well" && optionValue?.en === "3-Pack";

const isLocalized = (v: unknown): v is Localized =>
  typeof v === "object" && v !== null && !Array.isArray(v) && Object.keys(v).sort().join() === "en,ro";

/** Every { ro, en } pair anywhere in the product, with its path. */
function localizedValues(value: unknown, path = ""): [string, Localized][] {
  if (isLocalized(value)) return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => localizedValues(v, `${path}[${i}]`));
  if (typeof value === "object" && value !== null)
    return Object.entries(value).flatMap(([k, v]) => localizedValues(v, path ? `${path}.${k}` : k));
  return [];
}

/** Every metafield of the product and of its variants, with a readable location. */
function allMetafields(p: SeedProduct): [string, SeedMetafieldValue][] {
  return [
    ...Object.entries(p.metafields),
    ...p.variants.flatMap((v) => Object.entries(v.metafields).map(([k, m]): [string, SeedMetafieldValue] => [`${v.sku}.${k}`, m])),
  ];
}

/** The indexes N for which `${prefix}_N_${suffix}` is set, in ascending order. */
function numbered(metafields: Record<string, SeedMetafieldValue>, prefix: string, suffix: string): number[] {
  const re = new RegExp(`^${prefix}_(\\d+)_${suffix}$`);
  return Object.keys(metafields)
    .map((k) => re.exec(k)?.[1])
    .filter((n): n is string => n !== undefined)
    .map(Number)
    .sort((a, b) => a - b);
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/** `numbers`, checked to be 6 to 10 of them, numbered from 1 without a gap. */
function sixToTenFromOne(numbers: number[]): number[] {
  expect(numbers.length).toBeGreaterThanOrEqual(6);
  expect(numbers.length).toBeLessThanOrEqual(10);
  expect(numbers).toEqual(range(numbers.length));
  return numbers;
}
const stringValue = (m: SeedMetafieldValue | undefined): string | undefined => (m && typeof m.value === "string" ? m.value : undefined);

describe.each(handles)("seed product %s", (handle) => {
  const p = product(handle);
  const mf = p.metafields;

  it("has the expected handle, vendor, tags and one purchase option", () => {
    expect(p.handle).toBe(handle);
    expect(p.vendor).toBe("Elara");
    expect(p.tags.length).toBeGreaterThan(0);
    expect(p.options).toHaveLength(1);
    expect(p.options[0]?.name).toEqual({ ro: "Opțiune de cumpărare", en: "Purchase option" });
  });

  it("has 4 images whose files exist", () => {
    expect(p.images).toHaveLength(4);
    p.images.forEach((image, i) => {
      expect(image.file).toBe(`${handle}-${i + 1}.svg`);
      expect(imageExists(image.file), image.file).toBe(true);
    });
  });

  it("points every url metafield at an existing seed image", () => {
    const urls = allMetafields(p).filter(([, m]) => m.type === "url");
    expect(urls.length).toBeGreaterThan(0);
    for (const [key, m] of urls) {
      expect(typeof m.value, key).toBe("string");
      const match = /^\/images\/seed\/([a-z0-9-]+\.svg)$/.exec(String(m.value));
      expect(match, `${key}: ${String(m.value)}`).not.toBeNull();
      expect(imageExists(match![1]!), `${key}: ${String(m.value)}`).toBe(true);
    }
    expect(mf.showcase_image).toEqual({ type: "url", value: `/images/seed/${handle}-showcase.svg` });
    expect(mf.benefits_image).toEqual({ type: "url", value: `/images/seed/${handle}-benefits.svg` });
    expect(mf.faq_image).toEqual({ type: "url", value: `/images/seed/${handle}-faq.svg` });
  });

  it("uses only self-contained SVGs (no external or raster references)", () => {
    const files = [
      ...p.images.map((i) => i.file),
      ...allMetafields(p)
        .filter(([, m]) => m.type === "url")
        .map(([, m]) => String(m.value).slice("/images/seed/".length)),
    ];
    for (const file of files) {
      const svg = readFileSync(imagePath(file), "utf8");
      expect(svg, file).toMatch(/^<svg [^>]*width="\d+" height="\d+"/);
      expect(svg, file).not.toMatch(/<image|data:|@import|url\(\s*['"]?http/i);
      expect(svg.replaceAll('xmlns="http://www.w3.org/2000/svg"', ""), file).not.toMatch(/https?:/);
    }
  });

  it("has non-empty Romanian and English text for every localized value", () => {
    const values = localizedValues(p);
    expect(values.length).toBeGreaterThan(50);
    for (const [path, { ro, en }] of values) {
      expect(ro.trim(), `${path}.ro`).not.toBe("");
      expect(en.trim(), `${path}.en`).not.toBe("");
      // Romanian uses comma-below ș/ț, never the cedilla forms ş/ţ.
      expect(ro, `${path}.ro`).not.toMatch(/[şţŞŢ]/);
    }
  });

  it("keeps descriptionHtml to the allowed tags", () => {
    for (const html of [p.descriptionHtml.ro, p.descriptionHtml.en]) {
      const tags = [...html.matchAll(/<\/?([a-z0-9]+)[^>]*>/gi)].map((m) => m[1]!.toLowerCase());
      expect(
        tags.every((t) => ["p", "ul", "li", "strong", "em"].includes(t)),
        tags.join(","),
      ).toBe(true);
      expect(tags).toContain("ul");
    }
  });

  it("has the required product metafields", () => {
    for (const key of [
      "category",
      "shortDescription",
      "description",
      "benefits",
      "formula",
      "directions",
      "qualityStandards",
      "ingredients",
      "howToUse",
      "benefits_title",
      "ingredients_title",
      "faq_title",
    ]) {
      expect(mf[key], key).toBeDefined();
      expect(isLocalized(mf[key]?.value), key).toBe(true);
    }
    expect(mf.category?.type).toBe("single_line_text_field");
    // Review counts come from reviews; the metafield only asks for the spec's 1–3 sample reviews.
    if (mf.reviewCount !== undefined) {
      expect(mf.reviewCount.type).toBe("number_integer");
      expect(Number(stringValue(mf.reviewCount))).toBeGreaterThanOrEqual(1);
      expect(Number(stringValue(mf.reviewCount))).toBeLessThanOrEqual(3);
    }
  });

  it("has 4 benefits with an icon of minus, plus or check", () => {
    expect(numbered(mf, "benefit", "title")).toEqual(range(4));
    const icons = range(4).map((n) => {
      expect(mf[`benefit_${n}_description`], `benefit_${n}_description`).toBeDefined();
      return stringValue(mf[`benefit_${n}_icon`]);
    });
    for (const icon of icons) expect(["minus", "plus", "check"]).toContain(icon);
    expect(icons).toContain("plus");
  });

  it("has 6 to 10 consecutively numbered ingredients", () => {
    const titles = sixToTenFromOne(numbered(mf, "ingredient", "title"));
    expect(numbered(mf, "ingredient", "description")).toEqual(titles);
    expect(numbered(mf, "ingredient", "image")).toEqual(titles);
    for (const n of titles) expect(stringValue(mf[`ingredient_${n}_image`])).toMatch(/^\/images\/seed\/ingredient-[a-z0-9-]+\.svg$/);
  });

  it("has 6 to 10 consecutively numbered FAQs", () => {
    const questions = sixToTenFromOne(numbered(mf, "faq", "question"));
    expect(numbered(mf, "faq", "answer")).toEqual(questions);
  });

  it("has one variant per option value, in option order", () => {
    const combos = p.options.reduce((n, o) => n * o.values.length, 1);
    expect(p.variants).toHaveLength(combos);
    const option = p.options[0]!;
    expect(p.variants).toHaveLength(option.values.length);
    p.variants.forEach((variant, i) => {
      expect(variant.optionValues, variant.sku).toHaveLength(p.options.length);
      variant.optionValues.forEach((ov, j) => expect(p.options[j]!.values, variant.sku).toContainEqual(ov));
      expect(variant.optionValues[0]).toEqual(option.values[i]);
      expect(variant.availableForSale, variant.sku).toBe(true);
      expect(variant.stockQuantity === 0, variant.sku).toBe(isSoldOutOnPurpose(handle, variant.optionValues[0]));
      if (variant.imageIndex !== undefined) expect(p.images[variant.imageIndex]).toBeDefined();
    });
    expect(option.values.slice(0, 3).map((v) => v.en)).toEqual(["Single Bottle", "3-Pack", "Monthly Subscription"]);
    expect(new Set(p.variants.map((v) => v.sku)).size).toBe(p.variants.length);
  });

  it("claims no saving and no lowest price in words, in either language: the store computes them from today's prices (decision 0140)", () => {
    // A percentage or "lowest price" typed once stays when a single bottle is reduced, and is then untrue.
    const priceClaim = /\d\s*%|mai puțin decât|less than|cel mai mic preț|lowest price|economis|\bsav(e|ing)/i;
    const texts = [
      ...p.variants.map((variant): [string, SeedMetafieldValue | undefined] => [
        `${variant.sku}.description`,
        variant.metafields.description,
      ]),
      ...Object.entries(mf).filter(([key]) => /^faq_\d+_answer$/.test(key)),
    ];
    for (const [where, text] of texts)
      for (const words of Object.values((text?.value ?? {}) as Localized)) expect(words, where).not.toMatch(priceClaim);
  });

  it("prices variants consistently, with no typed compare-at or savings (the store computes them, decision 0140)", () => {
    for (const variant of p.variants) {
      const m = variant.metafields;
      expect(Number.isInteger(variant.priceMinor) && variant.priceMinor > 0, variant.sku).toBe(true);
      // Bottles are priced at .00 or .90; a 3-pack or a quarterly delivery is three such bottles.
      const bottles = /3-Pack|Quarterly/.test(variant.optionValues[0]!.en) ? 3 : 1;
      expect([0, 90], variant.sku).toContain((variant.priceMinor / bottles) % 100);
      expect(m.compare_at_price, variant.sku).toBeUndefined();
      expect(m.originalPrice, variant.sku).toBeUndefined();
      expect(m.savings, variant.sku).toBeUndefined();
      const isSubscription = stringValue(m.subscription) === "true";
      expect(isSubscription, variant.sku).toBe(variant.sku.includes("-SUB-"));
      expect(isSubscription, variant.sku).toBe(/Subscription/.test(variant.optionValues[0]!.en));
      if (isSubscription) {
        expect(m.subscriptionText, variant.sku).toBeDefined();
        expect(m.subscription_info, variant.sku).toBeDefined();
      }
      expect(m.label, variant.sku).toBeDefined();
      expect(m.description, variant.sku).toBeDefined();
    }
  });
});

describe("seed catalogue", () => {
  it("holds exactly the six products, each handle once", () => {
    const catalogHandles = seedCatalog.map((p) => p.handle);
    expect(new Set(catalogHandles).size).toBe(catalogHandles.length);
    expect([...catalogHandles].sort()).toEqual([...handles].sort());
  });

  it("uses every SKU once across the catalogue", () => {
    const skus = seedCatalog.flatMap((p) => p.variants.map((v) => v.sku));
    expect(skus.length).toBeGreaterThan(0);
    expect(new Set(skus).size).toBe(skus.length);
  });

  it("makes the ic-well 3-Pack the one sold-out variant", () => {
    const threePack = product("ic-well").variants.find((v) => v.optionValues[0]?.en === "3-Pack");
    expect(threePack?.stockQuantity).toBe(0);
    const soldOut = seedCatalog.flatMap((p) => p.variants.filter((v) => v.stockQuantity === 0).map((v) => v.sku));
    expect(soldOut).toEqual([threePack!.sku]);
  });

  it("counts the stock of bottles and packs, and not of subscriptions, so an order of 99 still fits", () => {
    for (const variant of seedCatalog.flatMap((p) => p.variants)) {
      if (variant.sku.includes("-SUB-")) expect(variant.stockQuantity, variant.sku).toBeNull();
      else if (variant.stockQuantity !== 0) expect(variant.stockQuantity, variant.sku).toBeGreaterThanOrEqual(99);
    }
  });

  it("creates products in an order other than the storefront's priority order", () => {
    expect(seedCatalog.slice(0, 3).map((p) => p.handle)).not.toEqual(["papillex", "ahcc", "simplix"]);
  });

  it.each(handles)("gives %s 3 to 6 images", (handle) => {
    expect(product(handle).images.length).toBeGreaterThanOrEqual(3);
    expect(product(handle).images.length).toBeLessThanOrEqual(6);
  });

  it.each(handles)(
    "prices every %s pack and subscription below buying its bottles singly, and the single bottle with nothing",
    (handle) => {
      const [single, ...others] = product(handle).variants;
      const facts = (variant: SeedVariant) => ({ title: variant.optionValues[0]!.en, metafields: {} });
      // A struck-through "was" price needs a price the store really charged before (the EU's Omnibus rule).
      expect(singleBottlesPriceMinor(facts(single!), single!.priceMinor)).toBeNull();
      for (const variant of others) {
        const bottles = /3-Pack|Quarterly/.test(variant.optionValues[0]!.en) ? 3 : 1;
        const reference = singleBottlesPriceMinor(facts(variant), single!.priceMinor);
        expect(reference, variant.sku).toBe(single!.priceMinor * bottles);
        expect(reference!, variant.sku).toBeGreaterThan(variant.priceMinor);
      }
    },
  );

  it.each(["ahcc", "endo-well"])("charges each %s quarterly delivery for its three bottles, below three monthly ones", (handle) => {
    const options = product(handle).variants;
    const byOption = (name: string) => options.find((variant) => variant.optionValues[0]!.en === name)!;
    const quarterly = byOption("Quarterly Subscription");
    const monthly = byOption("Monthly Subscription");
    const threePack = byOption("3-Pack");
    // The fault this guards: three bottles sold for the price of one.
    expect(quarterly.priceMinor).toBeGreaterThan(2 * monthly.priceMinor);
    expect(quarterly.priceMinor).toBeLessThan(3 * monthly.priceMinor);
    expect(quarterly.priceMinor).toBeLessThan(threePack.priceMinor);
  });

  it.each(["papillex", "endo-well", "ic-well"])("prices the %s single bottle between 149 and 219 lei", (handle) => {
    const single = product(handle).variants[0]!;
    expect(single.optionValues[0]?.en).toBe("Single Bottle");
    expect(single.priceMinor).toBeGreaterThanOrEqual(14900);
    expect(single.priceMinor).toBeLessThanOrEqual(21900);
  });

  it("gives only endo-well a review count, 1 to 3, so the store shows sample reviews", () => {
    expect(seedCatalog.filter((p) => p.metafields.reviewCount !== undefined).map((p) => p.handle)).toEqual(["endo-well"]);
    const count = Number(product("endo-well").metafields.reviewCount?.value);
    expect(count).toBeGreaterThanOrEqual(1);
    expect(count).toBeLessThanOrEqual(3);
  });

  it("offers a quarterly subscription on endo-well but not on papillex or ic-well", () => {
    expect(product("endo-well").options[0]!.values.map((v) => v.en)).toContain("Quarterly Subscription");
    expect(product("papillex").options[0]!.values).toHaveLength(3);
    expect(product("ic-well").options[0]!.values).toHaveLength(3);
  });
});

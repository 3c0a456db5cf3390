import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { Localized, SeedMetafieldValue, SeedProduct } from "../catalog-types.ts";
import { ahcc } from "./ahcc.ts";
import { pcoWell } from "./pco-well.ts";
import { simplix } from "./simplix.ts";

const imagesDir = fileURLToPath(new URL("../images/", import.meta.url));
const imagePath = (file: string) => imagesDir + file;

const products: [string, SeedProduct][] = [
  ["pco-well", pcoWell],
  ["simplix", simplix],
  ["ahcc", ahcc],
];

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
const stringValue = (m: SeedMetafieldValue | undefined): string | undefined => (m && typeof m.value === "string" ? m.value : undefined);
const decimal = (minor: number) => (minor / 100).toFixed(2);

describe.each(products)("seed product %s", (handle, product) => {
  const mf = product.metafields;

  it("has the expected handle, vendor and one purchase option", () => {
    expect(product.handle).toBe(handle);
    expect(product.vendor).toBe("Elara");
    expect(product.options).toHaveLength(1);
    expect(product.options[0]?.name).toEqual({ ro: "Opțiune de cumpărare", en: "Purchase option" });
  });

  it("has 4 images whose files exist", () => {
    expect(product.images).toHaveLength(4);
    product.images.forEach((image, i) => {
      expect(image.file).toBe(`${handle}-${i + 1}.svg`);
      expect(existsSync(imagePath(image.file)), image.file).toBe(true);
    });
  });

  it("points every metafield URL at an existing seed image", () => {
    const urls = [product.metafields, ...product.variants.map((v) => v.metafields)].flatMap((m) =>
      Object.values(m).filter((v) => v.type === "url"),
    );
    expect(urls.length).toBeGreaterThan(0);
    for (const { value } of urls) {
      expect(value).toMatch(/^\/images\/seed\/[a-z0-9-]+\.svg$/);
      const file = String(value).slice("/images/seed/".length);
      expect(existsSync(imagePath(file)), file).toBe(true);
    }
    expect(stringValue(mf.showcase_image)).toBe(`/images/seed/${handle}-showcase.svg`);
    expect(stringValue(mf.benefits_image)).toBe(`/images/seed/${handle}-benefits.svg`);
    expect(stringValue(mf.faq_image)).toBe(`/images/seed/${handle}-faq.svg`);
  });

  it("uses only self-contained SVGs (no external or raster references)", () => {
    const files = [
      ...product.images.map((i) => i.file),
      ...Object.values(mf)
        .filter((v) => v.type === "url")
        .map((v) => String(v.value).slice("/images/seed/".length)),
    ];
    for (const file of files) {
      const svg = readFileSync(imagePath(file), "utf8");
      expect(svg, file).toMatch(/^<svg [^>]*width="\d+" height="\d+"/);
      expect(svg, file).not.toMatch(/<image|data:|@import|url\(\s*['"]?http/i);
      expect(svg.replaceAll('xmlns="http://www.w3.org/2000/svg"', ""), file).not.toMatch(/https?:/);
    }
  });

  it("has a non-empty ro and en text for every localized value", () => {
    const values = localizedValues(product);
    expect(values.length).toBeGreaterThan(50);
    for (const [path, { ro, en }] of values) {
      expect(ro.trim(), `${path}.ro`).not.toBe("");
      expect(en.trim(), `${path}.en`).not.toBe("");
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
    expect(mf.reviewCount?.type).toBe("number_integer");
    expect(stringValue(mf.reviewCount)).toMatch(/^\d+$/);
  });

  it("has 4 benefits with an icon of minus, plus or check", () => {
    expect(numbered(mf, "benefit", "title")).toEqual([1, 2, 3, 4]);
    for (const n of range(4)) {
      expect(mf[`benefit_${n}_description`], `benefit ${n}`).toBeDefined();
      expect(["minus", "plus", "check"]).toContain(stringValue(mf[`benefit_${n}_icon`]));
    }
    expect(range(4).some((n) => stringValue(mf[`benefit_${n}_icon`]) === "plus")).toBe(true);
  });

  it("has 6 to 10 consecutively numbered ingredients", () => {
    const titles = numbered(mf, "ingredient", "title");
    expect(titles.length).toBeGreaterThanOrEqual(6);
    expect(titles.length).toBeLessThanOrEqual(10);
    expect(titles).toEqual(range(titles.length));
    expect(numbered(mf, "ingredient", "description")).toEqual(titles);
    expect(numbered(mf, "ingredient", "image")).toEqual(titles);
    for (const n of titles) expect(stringValue(mf[`ingredient_${n}_image`])).toMatch(/^\/images\/seed\/ingredient-[a-z0-9-]+\.svg$/);
  });

  it("has 6 to 10 consecutively numbered FAQs", () => {
    const questions = numbered(mf, "faq", "question");
    expect(questions.length).toBeGreaterThanOrEqual(6);
    expect(questions.length).toBeLessThanOrEqual(10);
    expect(questions).toEqual(range(questions.length));
    expect(numbered(mf, "faq", "answer")).toEqual(questions);
  });

  it("has one variant per option value, in option order", () => {
    const option = product.options[0]!;
    expect(product.variants).toHaveLength(option.values.length);
    product.variants.forEach((variant, i) => {
      expect(variant.optionValues).toHaveLength(product.options.length);
      expect(variant.optionValues[0]).toEqual(option.values[i]);
      expect(variant.availableForSale).toBe(true);
      if (variant.imageIndex !== undefined) expect(product.images[variant.imageIndex]).toBeDefined();
    });
    expect(new Set(product.variants.map((v) => v.sku)).size).toBe(product.variants.length);
  });

  it("prices variants consistently", () => {
    for (const variant of product.variants) {
      expect(Number.isInteger(variant.priceMinor), variant.sku).toBe(true);
      expect([0, 90]).toContain(variant.priceMinor % 100);
      const m = variant.metafields;
      if (variant.compareAtPriceMinor !== null) {
        expect(variant.compareAtPriceMinor, variant.sku).toBeGreaterThan(variant.priceMinor);
        expect(stringValue(m.compare_at_price), variant.sku).toBe(decimal(variant.compareAtPriceMinor));
        expect(stringValue(m.originalPrice), variant.sku).toBe(decimal(variant.compareAtPriceMinor));
      }
      const savings = stringValue(m.savings);
      if (savings !== undefined && variant.compareAtPriceMinor !== null) {
        const gap = (1 - variant.priceMinor / variant.compareAtPriceMinor) * 100;
        expect(Math.round(gap), variant.sku).toBe(Number(savings));
      }
      const isSubscription = stringValue(m.subscription) === "true";
      expect(isSubscription, variant.sku).toBe(variant.sku.includes("-SUB-"));
      if (isSubscription) {
        expect(m.subscriptionText, variant.sku).toBeDefined();
        expect(m.subscription_info, variant.sku).toBeDefined();
        expect(savings, variant.sku).toBeDefined();
      }
      expect(m.label, variant.sku).toBeDefined();
      expect(m.description, variant.sku).toBeDefined();
    }
  });
});

import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { Localized, SeedMetafieldValue, SeedProduct } from "../catalog-types.ts";
import { endoWell } from "./endo-well.ts";
import { icWell } from "./ic-well.ts";
import { papillex } from "./papillex.ts";

const imagesDir = fileURLToPath(new URL("../images/", import.meta.url));
const imageExists = (file: string) => existsSync(imagesDir + file);

const products: [string, SeedProduct][] = [
  ["papillex", papillex],
  ["endo-well", endoWell],
  ["ic-well", icWell],
];

const isLocalized = (value: SeedMetafieldValue["value"]): value is Localized => typeof value === "object";

/** Every metafield of the product and of its variants, with a readable location. */
function allMetafields(product: SeedProduct): [string, SeedMetafieldValue][] {
  return [
    ...Object.entries(product.metafields),
    ...product.variants.flatMap((v) => Object.entries(v.metafields).map(([k, m]): [string, SeedMetafieldValue] => [`${v.sku}.${k}`, m])),
  ];
}

/** Every localized string of the product, with a readable location. */
function allLocalized(product: SeedProduct): [string, Localized][] {
  return [
    ["title", product.title],
    ["description", product.description],
    ["descriptionHtml", product.descriptionHtml],
    ...product.images.map((img): [string, Localized] => [`image ${img.file}`, img.alt]),
    ...product.options.flatMap((o, i): [string, Localized][] => [
      [`option ${i}`, o.name],
      ...o.values.map((v, j): [string, Localized] => [`option ${i} value ${j}`, v]),
    ]),
    ...product.variants.flatMap((v) => v.optionValues.map((ov, i): [string, Localized] => [`${v.sku} option value ${i}`, ov])),
    ...allMetafields(product).flatMap(([key, m]): [string, Localized][] => (isLocalized(m.value) ? [[key, m.value]] : [])),
  ];
}

/** The N of every `{prefix}_N_{suffix}` key, sorted. */
function numbered(product: SeedProduct, prefix: string, suffix: string): number[] {
  const re = new RegExp(`^${prefix}_(\\d+)_${suffix}$`);
  return Object.keys(product.metafields)
    .map((k) => re.exec(k)?.[1])
    .filter((n): n is string => n !== undefined)
    .map(Number)
    .sort((a, b) => a - b);
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe.each(products)("seed product %s", (handle, product) => {
  it("has the expected handle and vendor", () => {
    expect(product.handle).toBe(handle);
    expect(product.vendor).toBe("Elara");
    expect(product.tags.length).toBeGreaterThan(0);
  });

  it("has 4 images whose files exist", () => {
    expect(product.images).toHaveLength(4);
    product.images.forEach((img, i) => {
      expect(img.file).toBe(`${handle}-${i + 1}.svg`);
      expect(imageExists(img.file), img.file).toBe(true);
    });
  });

  it("points every url metafield at an existing seed image", () => {
    const urls = allMetafields(product).filter(([, m]) => m.type === "url");
    expect(urls.length).toBeGreaterThan(0);
    for (const [key, m] of urls) {
      expect(typeof m.value, key).toBe("string");
      const match = /^\/images\/seed\/([a-z0-9-]+\.svg)$/.exec(m.value as string);
      expect(match, `${key}: ${String(m.value)}`).not.toBeNull();
      expect(imageExists(match![1]!), `${key}: ${String(m.value)}`).toBe(true);
    }
    expect(product.metafields.showcase_image).toEqual({ type: "url", value: `/images/seed/${handle}-showcase.svg` });
    expect(product.metafields.benefits_image).toEqual({ type: "url", value: `/images/seed/${handle}-benefits.svg` });
    expect(product.metafields.faq_image).toEqual({ type: "url", value: `/images/seed/${handle}-faq.svg` });
  });

  it("has non-empty Romanian and English text everywhere", () => {
    for (const [where, value] of allLocalized(product)) {
      expect(value.ro.trim(), `${where} (ro)`).not.toBe("");
      expect(value.en.trim(), `${where} (en)`).not.toBe("");
      // Romanian uses comma-below ș/ț, never the cedilla forms ş/ţ.
      expect(value.ro, `${where} (ro)`).not.toMatch(/[şţŞŢ]/);
    }
  });

  it("keeps descriptionHtml to the allowed tags", () => {
    for (const html of [product.descriptionHtml.ro, product.descriptionHtml.en]) {
      const tags = [...html.matchAll(/<\/?([a-z0-9]+)[^>]*>/gi)].map((m) => m[1]!.toLowerCase());
      expect(
        tags.every((t) => ["p", "ul", "li", "strong", "em"].includes(t)),
        tags.join(","),
      ).toBe(true);
      expect(tags).toContain("ul");
    }
  });

  it("has 4 benefits with valid icons", () => {
    expect(numbered(product, "benefit", "title")).toEqual(range(4));
    const icons = range(4).map((n) => {
      expect(product.metafields[`benefit_${n}_description`], `benefit_${n}_description`).toBeDefined();
      return product.metafields[`benefit_${n}_icon`]?.value;
    });
    for (const icon of icons) expect(["minus", "plus", "check"]).toContain(icon);
    expect(icons).toContain("plus");
  });

  it("has 6 to 10 consecutively numbered ingredients", () => {
    const ns = numbered(product, "ingredient", "title");
    expect(ns.length).toBeGreaterThanOrEqual(6);
    expect(ns.length).toBeLessThanOrEqual(10);
    expect(ns).toEqual(range(ns.length));
    expect(numbered(product, "ingredient", "description")).toEqual(ns);
    expect(numbered(product, "ingredient", "image")).toEqual(ns);
  });

  it("has 6 to 10 FAQ items", () => {
    const ns = numbered(product, "faq", "question");
    expect(ns.length).toBeGreaterThanOrEqual(6);
    expect(ns.length).toBeLessThanOrEqual(10);
    expect(ns).toEqual(range(ns.length));
    expect(numbered(product, "faq", "answer")).toEqual(ns);
  });

  it("has one variant per option value, in option order", () => {
    const combos = product.options.reduce((n, o) => n * o.values.length, 1);
    expect(product.variants).toHaveLength(combos);
    for (const v of product.variants) {
      expect(v.optionValues, v.sku).toHaveLength(product.options.length);
      v.optionValues.forEach((ov, i) => expect(product.options[i]!.values, v.sku).toContainEqual(ov));
    }
    const option = product.options[0]!;
    expect(product.variants.map((v) => v.optionValues[0])).toEqual(option.values);
    expect(option.values.slice(0, 3).map((v) => v.en)).toEqual(["Single Bottle", "3-Pack", "Monthly Subscription"]);
    expect(new Set(product.variants.map((v) => v.sku)).size).toBe(product.variants.length);
  });

  it("prices variants sensibly, with compare-at above price", () => {
    for (const v of product.variants) {
      expect(Number.isInteger(v.priceMinor) && v.priceMinor > 0, v.sku).toBe(true);
      if (v.compareAtPriceMinor !== null) {
        expect(v.compareAtPriceMinor, v.sku).toBeGreaterThan(v.priceMinor);
        const decimal = (v.compareAtPriceMinor / 100).toFixed(2);
        expect(v.metafields.compare_at_price, v.sku).toEqual({ type: "single_line_text_field", value: decimal });
        expect(v.metafields.originalPrice, v.sku).toEqual({ type: "single_line_text_field", value: decimal });
        const savings = v.metafields.savings;
        if (savings) {
          expect(savings.type).toBe("number_integer");
          const gap = Math.round((1 - v.priceMinor / v.compareAtPriceMinor) * 100);
          expect(Number(savings.value), v.sku).toBe(gap);
        }
      }
      const isSubscription = /Subscription/.test(v.optionValues[0]!.en);
      expect(v.metafields.subscription?.value === "true", v.sku).toBe(isSubscription);
      if (isSubscription) {
        expect(v.metafields.subscriptionText, v.sku).toBeDefined();
        expect(v.metafields.subscription_info, v.sku).toBeDefined();
      }
    }
    const single = product.variants[0]!;
    expect(single.priceMinor).toBeGreaterThanOrEqual(14900);
    expect(single.priceMinor).toBeLessThanOrEqual(21900);
  });

  it("has the review count and category metafields", () => {
    const count = Number(product.metafields.reviewCount?.value);
    expect(product.metafields.reviewCount?.type).toBe("number_integer");
    expect(Number.isInteger(count) && count > 0).toBe(true);
    expect(product.metafields.category?.type).toBe("single_line_text_field");
  });
});

describe("seed products, cross-product rules", () => {
  it("makes the ic-well 3-Pack the one unavailable variant", () => {
    const threePack = icWell.variants.find((v) => v.optionValues[0]?.en === "3-Pack");
    expect(threePack?.availableForSale).toBe(false);
    const unavailable = products.flatMap(([, p]) => p.variants.filter((v) => !v.availableForSale).map((v) => v.sku));
    expect(unavailable).toEqual([threePack!.sku]);
  });

  it("gives endo-well 1 to 3 reviews so the store shows sample reviews", () => {
    const count = Number(endoWell.metafields.reviewCount?.value);
    expect(count).toBeGreaterThanOrEqual(1);
    expect(count).toBeLessThanOrEqual(3);
  });

  it("offers a quarterly subscription only on endo-well", () => {
    expect(endoWell.options[0]!.values.map((v) => v.en)).toContain("Quarterly Subscription");
    expect(papillex.options[0]!.values).toHaveLength(3);
    expect(icWell.options[0]!.values).toHaveLength(3);
  });
});

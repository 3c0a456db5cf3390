import { describe, expect, it } from "vitest";
import { readProductContent, textLines } from "./product-content.ts";
import { PRODUCT_METAFIELD_KEYS, PRODUCT_QUERY } from "./product-query.ts";

const numbered = (count: number, make: (n: number) => Record<string, string>) =>
  Object.assign({}, ...Array.from({ length: count }, (_, i) => make(i + 1))) as Record<string, string>;

describe("product metafields", () => {
  it("asks for every key of the spec, with 4 benefits, 10 ingredients and 10 FAQ items", () => {
    for (const key of [
      "category",
      "reviewCount",
      "shortDescription",
      "description",
      "benefits",
      "formula",
      "directions",
      "qualityStandards",
      "ingredients",
      "howToUse",
      "showcase_image",
      "benefit_4_icon",
      "ingredient_10_image",
      "faq_10_answer",
    ]) {
      expect(PRODUCT_METAFIELD_KEYS).toContain(key);
      expect(PRODUCT_QUERY).toContain(`key: "${key}"`);
    }
    expect(PRODUCT_METAFIELD_KEYS).not.toContain("benefit_5_title");
    expect(PRODUCT_METAFIELD_KEYS).not.toContain("ingredient_11_title");
    expect(new Set(PRODUCT_METAFIELD_KEYS).size).toBe(PRODUCT_METAFIELD_KEYS.length);
  });

  it("reads at most 4 benefits, 10 ingredients and 10 questions, skipping incomplete ones", () => {
    const fields = {
      ...numbered(5, (n) => ({
        [`benefit_${n}_title`]: `B${n}`,
        [`benefit_${n}_description`]: `d${n}`,
        [`benefit_${n}_icon`]: n === 2 ? "minus" : n === 3 ? "plus" : "unknown",
      })),
      ...numbered(11, (n) => ({ [`ingredient_${n}_title`]: `I${n}`, [`ingredient_${n}_description`]: `d${n}` })),
      ...numbered(11, (n) => ({ [`faq_${n}_question`]: `Q${n}`, [`faq_${n}_answer`]: n === 4 ? " " : `A${n}` })),
      benefits_image: "/b.svg",
    };
    const content = readProductContent(fields, "ro");
    expect(content.benefits.items.map((item) => item.icon)).toEqual(["check", "minus", "plus", "check"]);
    expect(content.benefits.image).toBe("/b.svg");
    expect(content.benefits.title).toBeNull();
    expect(content.ingredients.items).toHaveLength(10);
    expect(content.ingredients.items[0]).toEqual({ title: "I1", description: "d1", image: null });
    expect(content.faq.items.map((item) => item.question)).toEqual(["Q1", "Q2", "Q3", "Q5", "Q6", "Q7", "Q8", "Q9", "Q10"]);
  });

  it("asks for the store's own drawings in the page's language", () => {
    const fields = {
      benefits_image: "/images/seed/papillex-benefits.svg",
      faq_image: "/images/seed/papillex-faq.svg",
      ingredient_1_title: "Zinc",
      ingredient_1_image: "https://cdn.example/zinc.svg",
    };
    const content = readProductContent(fields, "en");
    expect(content.benefits.image).toBe("/images/seed/papillex-benefits.svg?lang=en");
    expect(content.faq.image).toBe("/images/seed/papillex-faq.svg?lang=en");
    expect(content.ingredients.items[0]?.image).toBe("https://cdn.example/zinc.svg");
  });

  it("keeps the four detail accordions in the spec's order, leaving out empty ones", () => {
    const content = readProductContent({ qualityStandards: "GMP", formula: "A\nB", directions: "  ", benefits: "x" }, "ro");
    expect(content.details.map((detail) => detail.id)).toEqual(["benefits", "formula", "qualityStandards"]);
  });

  it("splits multi-line text into its non-empty lines", () => {
    expect(textLines("one\r\n\n  two  \nthree")).toEqual(["one", "two", "three"]);
  });
});

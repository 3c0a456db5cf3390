import type { Language } from "#domain/locale";
import type { MetafieldValue } from "#app/lib/storefront-fragments.ts";
import type { MandatoryView } from "#domain/mandatory-information";
import { withImageLanguage } from "#app/lib/seed-images.ts";
import { MAX_BENEFITS, MAX_FAQ_ITEMS, MAX_INGREDIENTS } from "./product-query.ts";

export type BenefitIcon = "minus" | "plus" | "check";

export interface Benefit {
  title: string;
  description: string;
  icon: BenefitIcon;
}

export interface Ingredient {
  title: string;
  description: string;
  image: string | null;
}

export interface FaqItem {
  question: string;
  answer: string;
}

/** The page's content sections, read from the product's metafields (spec §3); a section without items is left out. */
export interface ProductContent {
  details: Array<{ id: "benefits" | "formula" | "directions" | "qualityStandards"; text: string }>;
  benefits: { title: string | null; image: string | null; items: Benefit[] };
  ingredients: { title: string | null; items: Ingredient[] };
  faq: { title: string | null; image: string | null; items: FaqItem[] };
}

const DETAIL_KEYS = ["benefits", "formula", "directions", "qualityStandards"] as const;

/** A metafield's text, or null when it is missing or blank. */
function text(fields: Record<string, string>, key: string): string | null {
  const value = fields[key]?.trim();
  return value ? value : null;
}

function toIcon(value: string | null): BenefitIcon {
  return value === "minus" || value === "plus" ? value : "check";
}

/** Numbered metafield items 1…max, skipping numbers whose required fields are missing. */
function numbered<T>(max: number, read: (n: number) => T | null): T[] {
  return Array.from({ length: max }, (_, i) => read(i + 1)).filter((item): item is T => item !== null);
}

/** A picture's URL from a metafield, in the page's language when it is one of the store's drawings. */
function pictureUrl(fields: Record<string, string>, key: string, language: Language): string | null {
  const url = text(fields, key);
  return url ? withImageLanguage(url, language) : null;
}

export function readProductContent(fields: Record<string, string>, language: Language): ProductContent {
  return {
    details: DETAIL_KEYS.flatMap((id) => {
      const value = text(fields, id);
      return value ? [{ id, text: value }] : [];
    }),
    benefits: {
      title: text(fields, "benefits_title"),
      image: pictureUrl(fields, "benefits_image", language),
      items: numbered(MAX_BENEFITS, (n) => {
        const title = text(fields, `benefit_${n}_title`);
        if (!title) return null;
        return { title, description: text(fields, `benefit_${n}_description`) ?? "", icon: toIcon(text(fields, `benefit_${n}_icon`)) };
      }),
    },
    ingredients: {
      title: text(fields, "ingredients_title"),
      items: numbered(MAX_INGREDIENTS, (n) => {
        const title = text(fields, `ingredient_${n}_title`);
        if (!title) return null;
        return {
          title,
          description: text(fields, `ingredient_${n}_description`) ?? "",
          image: pictureUrl(fields, `ingredient_${n}_image`, language),
        };
      }),
    },
    faq: {
      title: text(fields, "faq_title"),
      image: pictureUrl(fields, "faq_image", language),
      items: numbered(MAX_FAQ_ITEMS, (n) => {
        const question = text(fields, `faq_${n}_question`);
        const answer = text(fields, `faq_${n}_answer`);
        return question && answer ? { question, answer } : null;
      }),
    },
  };
}

/** Multi-line metafield text as its non-empty lines. */
export function textLines(value: string): string[] {
  return value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** What the product page shows only in its script-free sections (decision 0100): sent as their HTML, not as data. */
export interface HtmlOnlyProductContent {
  metafields: Array<MetafieldValue | null>;
  mandatory: MandatoryView | null;
}

/**
 * The metafields only the description, details, benefits and FAQ sections and the ingredient slides' pictures and
 * texts read (the carousel itself needs only how many there are and their names), and three the page shows nowhere
 * (`ingredients`, `howToUse`: the label's own particulars come with the mandatory information; `showcase_image`), and
 * a non-food product's safety information (`safety_*`, decision 0144).
 */
const HTML_ONLY_FIELD =
  /^(shortDescription|description|benefits|formula|directions|qualityStandards|ingredients|howToUse|showcase_image|benefits_(title|image)|benefit_\d+_\w+|ingredient_\d+_(image|description)|faq_(title|image)|faq_\d+_\w+|safety_\w+)$/;

/** The product without its HTML-only metafields, and those metafields. */
export function splitHtmlOnlyContent<P extends { metafields: Array<MetafieldValue | null> }>(
  product: P,
): { product: P; metafields: MetafieldValue[] } {
  const htmlOnly = (field: MetafieldValue | null): field is MetafieldValue => field !== null && HTML_ONLY_FIELD.test(field.key);
  return {
    product: { ...product, metafields: product.metafields.filter((field) => !htmlOnly(field)) },
    metafields: product.metafields.filter(htmlOnly),
  };
}

/**
 * The product editor (issue 17 item 1): every text the storefront shows for a product, in Romanian and English
 * side by side, read by the same rules in the browser and on the server. A text the storefront shows is required
 * in both languages: written in one and not the other is refused, naming the empty one; an optional item (a
 * benefit, an ingredient, a question) left empty in both languages is removed.
 */
import { z } from "zod";
import type { Language } from "../locale.ts";
import { VAT_CLASSES } from "../vat.ts";
import { MAX_UNITS_PER_BOTTLE, MAX_UNITS_PER_DAY } from "../days-of-supply.ts";
import { mandatoryEditSchema, mandatoryEditValues, mandatoryInformationSchema } from "../mandatory-information.ts";
import { PRODUCT_KINDS, productSafetySchema } from "../product-safety.ts";

/** A variant's packed weight in grams (shipping by weight, decision 0056): a bottle about 150, a 3-pack about 450. */
export const VARIANT_WEIGHT_MAX_GRAMS = 30_000;

export const PRODUCT_EDITOR_LANGUAGES: readonly Language[] = ["ro", "en"];

/** The storefront's limits (spec §3): up to 4 benefits, 10 ingredients, 10 questions. */
export const EDITOR_MAX_BENEFITS = 4;
export const EDITOR_MAX_INGREDIENTS = 10;
export const EDITOR_MAX_FAQ_ITEMS = 10;
export const BENEFIT_ICONS = ["check", "plus", "minus"] as const;
export type BenefitIconName = (typeof BENEFIT_ICONS)[number];

export const PRODUCT_TITLE_MAX_LENGTH = 200;
export const PRODUCT_LINE_MAX_LENGTH = 300;
export const PRODUCT_TEXT_MAX_LENGTH = 5_000;
export const PRODUCT_HTML_MAX_LENGTH = 50_000;

/**
 * The product's own texts in one language. `description`/`descriptionHtml` are the product's (cards, the
 * Storefront API's `description` and `descriptionHtml`); `longDescription` is the `custom.description`
 * metafield the product page shows under the purchase panel when it is there.
 */
export const productTextsViewSchema = z.object({
  title: z.string(),
  description: z.string(),
  descriptionHtml: z.string(),
  category: z.string(),
  shortDescription: z.string(),
  longDescription: z.string(),
  benefits: z.string(),
  formula: z.string(),
  directions: z.string(),
  qualityStandards: z.string(),
  ingredients: z.string(),
  benefitsTitle: z.string(),
  ingredientsTitle: z.string(),
  faqTitle: z.string(),
});
export type ProductTexts = z.infer<typeof productTextsViewSchema>;

/** Which metafield key (namespace `custom`) holds each text, and the stored type of a new row. */
export const PRODUCT_TEXT_METAFIELDS = {
  category: { key: "category", type: "single_line_text_field" },
  shortDescription: { key: "shortDescription", type: "multi_line_text_field" },
  longDescription: { key: "description", type: "multi_line_text_field" },
  benefits: { key: "benefits", type: "multi_line_text_field" },
  formula: { key: "formula", type: "multi_line_text_field" },
  directions: { key: "directions", type: "multi_line_text_field" },
  qualityStandards: { key: "qualityStandards", type: "multi_line_text_field" },
  ingredients: { key: "ingredients", type: "multi_line_text_field" },
  benefitsTitle: { key: "benefits_title", type: "single_line_text_field" },
  ingredientsTitle: { key: "ingredients_title", type: "single_line_text_field" },
  faqTitle: { key: "faq_title", type: "single_line_text_field" },
} as const satisfies Partial<Record<keyof ProductTexts, { key: string; type: string }>>;

export type ProductMetafieldText = keyof typeof PRODUCT_TEXT_METAFIELDS;
export const PRODUCT_METAFIELD_TEXTS = Object.keys(PRODUCT_TEXT_METAFIELDS) as ProductMetafieldText[];

/** Single-line texts: a line break in them is refused rather than shown as nothing. */
const SINGLE_LINE: ReadonlySet<keyof ProductTexts> = new Set(["title", "category", "benefitsTitle", "ingredientsTitle", "faqTitle"]);

const titledTextSchema = z.object({ title: z.string(), description: z.string() });
export type TitledText = z.infer<typeof titledTextSchema>;
const faqTextSchema = z.object({ question: z.string(), answer: z.string() });
export type FaqText = z.infer<typeof faqTextSchema>;
const variantTextsSchema = z.object({ label: z.string(), description: z.string(), subscriptionText: z.string() });
export type VariantTexts = z.infer<typeof variantTextsSchema>;

/** Variant metafield keys for each variant text. */
export const VARIANT_TEXT_METAFIELDS = {
  label: "label",
  description: "description",
  subscriptionText: "subscriptionText",
} as const satisfies Record<keyof VariantTexts, string>;

const editorBenefitSchema = z.object({ icon: z.enum(BENEFIT_ICONS), ro: titledTextSchema, en: titledTextSchema });
export type EditorBenefit = z.infer<typeof editorBenefitSchema>;
const editorIngredientSchema = z.object({
  /** The ingredient's picture URL (kept as it is; not edited here). */
  image: z.string(),
  ro: titledTextSchema,
  en: titledTextSchema,
});
export type EditorIngredient = z.infer<typeof editorIngredientSchema>;
const editorFaqSchema = z.object({ ro: faqTextSchema, en: faqTextSchema });
export type EditorFaq = z.infer<typeof editorFaqSchema>;
const editorVariantSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  /** The variant's option values, for the editor's heading ("O sticlă"). */
  title: z.string(),
  subscription: z.boolean(),
  /**
   * A pack's or a subscription's comparison with buying as many single bottles at today's price (decisions 0030,
   * 0140): computed when read, shown read-only, never typed and not a reduction; null where there is no saving.
   */
  singleBottles: z.object({ priceMinor: z.number().int(), currencyCode: z.string(), savingsPercent: z.number().int() }).nullable(),
  /** Packed weight in grams. */
  weightGrams: z.number().int(),
  ro: variantTextsSchema,
  en: variantTextsSchema,
});
export type EditorVariant = z.infer<typeof editorVariantSchema>;

/** A product as the editor opens it (the editor page's loader). */
export const editableProductSchema = z
  .object({
    id: z.number().int(),
    handle: z.string(),
    status: z.enum(["active", "draft"]),
    /** Standard or reduced VAT (decision 0055): the rate follows from where each order goes. */
    vatClass: z.enum(VAT_CLASSES),
    /** A supplement, or a non-food product the GPSR covers (decision 0144): which sections the editor shows. */
    kind: z.enum(PRODUCT_KINDS),
    /** Capsules (or tablets, scoops) in a bottle and a day's units (decision 0114); null: unknown, no refill reminder. */
    unitsPerBottle: z.number().int().nullable(),
    unitsPerDay: z.number().int().nullable(),
    /** The `updatedAt` this reading is of: sent back as `version`. */
    updatedAt: z.string(),
    texts: z.object({ ro: productTextsViewSchema, en: productTextsViewSchema }),
    /** The gallery in the storefront's order; `src` is the path under `/images/`. */
    images: z.array(
      z.object({
        id: z.number().int(),
        src: z.string(),
        width: z.number().int(),
        height: z.number().int(),
        alt: z.object({ ro: z.string(), en: z.string() }),
      }),
    ),
    benefits: z.array(editorBenefitSchema),
    ingredients: z.array(editorIngredientSchema),
    faq: z.array(editorFaqSchema),
    variants: z.array(editorVariantSchema),
    /** The food supplement's mandatory label particulars (decision 0096). */
    mandatory: mandatoryInformationSchema,
    /** A non-food product's safety information (GPSR Art. 19, decision 0144); empty for a supplement. */
    safety: productSafetySchema,
    /**
     * The product offered to add to a cash-on-delivery parcel holding this one (decision 0158), and the products the
     * owner may choose from (every other one, drafts too, by title).
     */
    parcelOffer: z
      .object({
        productId: z.number().int().nullable(),
        choices: z.array(z.object({ id: z.number().int(), title: z.string() })),
      })
      .optional(),
  })
  .meta({ id: "EditableProduct" });
export type EditableProduct = z.infer<typeof editableProductSchema>;

const text = (max: number) => z.string({ error: "invalid" }).trim().max(max, { error: "too_long" }).default("");

const productTextsSchema = z.object({
  title: text(PRODUCT_TITLE_MAX_LENGTH),
  description: text(PRODUCT_TEXT_MAX_LENGTH),
  descriptionHtml: text(PRODUCT_HTML_MAX_LENGTH),
  category: text(100),
  shortDescription: text(PRODUCT_LINE_MAX_LENGTH * 2),
  longDescription: text(PRODUCT_TEXT_MAX_LENGTH),
  benefits: text(PRODUCT_TEXT_MAX_LENGTH),
  formula: text(PRODUCT_TEXT_MAX_LENGTH),
  directions: text(PRODUCT_TEXT_MAX_LENGTH),
  qualityStandards: text(PRODUCT_TEXT_MAX_LENGTH),
  ingredients: text(PRODUCT_TEXT_MAX_LENGTH),
  benefitsTitle: text(PRODUCT_LINE_MAX_LENGTH),
  ingredientsTitle: text(PRODUCT_LINE_MAX_LENGTH),
  faqTitle: text(PRODUCT_LINE_MAX_LENGTH),
});

const titled = z.object({ title: text(PRODUCT_LINE_MAX_LENGTH), description: text(PRODUCT_TEXT_MAX_LENGTH) });
const faqText = z.object({ question: text(PRODUCT_LINE_MAX_LENGTH), answer: text(PRODUCT_TEXT_MAX_LENGTH) });
const variantTexts = z.object({
  label: text(PRODUCT_LINE_MAX_LENGTH),
  description: text(PRODUCT_LINE_MAX_LENGTH * 2),
  subscriptionText: text(PRODUCT_LINE_MAX_LENGTH),
});

/**
 * The editor's form. Lists are as long as the storefront allows (shorter lists are padded with empty items by
 * the server); `version` is the `updatedAt` the editor opened, so two members cannot overwrite each other.
 */
export const productEditSchema = z
  .object({
    version: z.string({ error: "required" }).min(1, { error: "required" }).max(40),
    /** Absent: unchanged. */
    vatClass: z.enum(VAT_CLASSES, { error: "invalid" }).optional(),
    /** Units as typed, empty for unknown; absent: unchanged. */
    unitsPerBottle: z.string({ error: "units_per_bottle" }).trim().max(6, { error: "units_per_bottle" }).optional(),
    unitsPerDay: z.string({ error: "units_per_day" }).trim().max(6, { error: "units_per_day" }).optional(),
    texts: z.object({ ro: productTextsSchema, en: productTextsSchema }),
    benefits: z
      .array(z.object({ icon: z.enum(BENEFIT_ICONS, { error: "invalid" }).default("check"), ro: titled, en: titled }))
      .max(EDITOR_MAX_BENEFITS, { error: "too_many" })
      .default([]),
    ingredients: z
      .array(z.object({ ro: titled, en: titled }))
      .max(EDITOR_MAX_INGREDIENTS, { error: "too_many" })
      .default([]),
    faq: z
      .array(z.object({ ro: faqText, en: faqText }))
      .max(EDITOR_MAX_FAQ_ITEMS, { error: "too_many" })
      .default([]),
    variants: z
      .array(
        z.object({
          id: z.number().int().positive().max(2_147_483_647),
          /** No longer typed (decision 0140): computed from today's prices, so a typed one is refused ("computed"). */
          savings: z.unknown().optional(),
          /** Grams as typed; absent: unchanged. */
          weightGrams: z.string({ error: "weight" }).trim().max(6, { error: "weight" }).optional(),
          ro: variantTexts,
          en: variantTexts,
        }),
      )
      .max(50)
      .default([]),
    /** The mandatory label particulars (decision 0096); absent: unchanged. */
    mandatory: mandatoryEditSchema.optional(),
  })
  .superRefine((input, context) => {
    const require = (path: (string | number)[]) => context.addIssue({ code: "custom", path, message: "required" });
    const singleLine = (path: (string | number)[]) => context.addIssue({ code: "custom", path, message: "single_line" });
    /** Shown when written in either language, so then needed in both; reports the empty one(s). */
    const pair = (base: (string | number)[], values: Record<Language, string>, key: string, always = false) => {
      const written = PRODUCT_EDITOR_LANGUAGES.some((language) => values[language] !== "");
      for (const language of PRODUCT_EDITOR_LANGUAGES)
        if ((always || written) && values[language] === "") require([...base, language, key]);
    };
    const keys = Object.keys(productTextsSchema.shape) as (keyof ProductTexts)[];
    for (const language of PRODUCT_EDITOR_LANGUAGES)
      for (const key of keys) if (SINGLE_LINE.has(key) && /[\r\n]/.test(input.texts[language][key])) singleLine(["texts", language, key]);
    for (const key of keys) {
      const always = key === "title" || key === "description";
      const written = PRODUCT_EDITOR_LANGUAGES.some((language) => input.texts[language][key] !== "");
      for (const language of PRODUCT_EDITOR_LANGUAGES)
        if ((always || written) && input.texts[language][key] === "") require(["texts", language, key]);
    }
    input.benefits.forEach((benefit, index) => {
      const used = PRODUCT_EDITOR_LANGUAGES.some((l) => benefit[l].title !== "" || benefit[l].description !== "");
      if (!used) return;
      pair(["benefits", index], { ro: benefit.ro.title, en: benefit.en.title }, "title", true);
      pair(["benefits", index], { ro: benefit.ro.description, en: benefit.en.description }, "description");
    });
    input.ingredients.forEach((ingredient, index) => {
      const used = PRODUCT_EDITOR_LANGUAGES.some((l) => ingredient[l].title !== "" || ingredient[l].description !== "");
      if (!used) return;
      pair(["ingredients", index], { ro: ingredient.ro.title, en: ingredient.en.title }, "title", true);
      pair(["ingredients", index], { ro: ingredient.ro.description, en: ingredient.en.description }, "description");
    });
    input.faq.forEach((item, index) => {
      const used = PRODUCT_EDITOR_LANGUAGES.some((l) => item[l].question !== "" || item[l].answer !== "");
      if (!used) return;
      pair(["faq", index], { ro: item.ro.question, en: item.en.question }, "question", true);
      pair(["faq", index], { ro: item.ro.answer, en: item.en.answer }, "answer", true);
    });
    if (input.unitsPerBottle !== undefined && parseUnits(input.unitsPerBottle, MAX_UNITS_PER_BOTTLE) === undefined)
      context.addIssue({ code: "custom", path: ["unitsPerBottle"], message: "units_per_bottle" });
    if (input.unitsPerDay !== undefined && parseUnits(input.unitsPerDay, MAX_UNITS_PER_DAY) === undefined)
      context.addIssue({ code: "custom", path: ["unitsPerDay"], message: "units_per_day" });
    input.variants.forEach((variant, index) => {
      if (variant.savings !== undefined && variant.savings !== null && variant.savings !== "")
        context.addIssue({ code: "custom", path: ["variants", index, "savings"], message: "computed" });
      if (variant.weightGrams !== undefined && parseWeightGrams(variant.weightGrams) === null)
        context.addIssue({ code: "custom", path: ["variants", index, "weightGrams"], message: "weight" });
      for (const key of ["label", "description", "subscriptionText"] as const)
        pair(["variants", index], { ro: variant.ro[key], en: variant.en[key] }, key);
    });
  });

export type ProductEditInput = z.input<typeof productEditSchema>;
export type ProductEdit = z.output<typeof productEditSchema>;

/** Grams as typed ("450"); null unless a whole number from 1 to 30 000. */
export function parseWeightGrams(typed: string): number | null {
  const value = typed.trim();
  if (!/^\d{1,5}$/.test(value)) return null;
  const grams = Number(value);
  return grams >= 1 && grams <= VARIANT_WEIGHT_MAX_GRAMS ? grams : null;
}

/** Units as typed ("60"): null when empty (unknown), undefined unless a whole number from 1 to `max`. */
export function parseUnits(typed: string, max: number): number | null | undefined {
  const value = typed.trim();
  if (value === "") return null;
  if (!/^\d{1,4}$/.test(value)) return undefined;
  const units = Number(value);
  return units >= 1 && units <= max ? units : undefined;
}

/** The form's values of a product as opened (the editor's starting point, and the body it sends back). */
export function productEditValues(product: EditableProduct): ProductEditInput {
  return {
    version: product.updatedAt,
    vatClass: product.vatClass,
    unitsPerBottle: product.unitsPerBottle === null ? "" : String(product.unitsPerBottle),
    unitsPerDay: product.unitsPerDay === null ? "" : String(product.unitsPerDay),
    texts: product.texts,
    benefits: product.benefits.map(({ icon, ro, en }) => ({ icon, ro, en })),
    ingredients: product.ingredients.map(({ ro, en }) => ({ ro, en })),
    faq: product.faq,
    variants: product.variants.map(({ id, weightGrams, ro, en }) => ({ id, weightGrams: String(weightGrams), ro, en })),
    mandatory: mandatoryEditValues(product.mandatory),
  };
}

export const IMAGE_ALT_MAX_LENGTH = 200;

/** The alt texts sent with an uploaded picture: both languages required (the picture is shown on both pages). */
export const imageAltSchema = z.object({
  altRo: z.string({ error: "required" }).trim().min(1, { error: "required" }).max(IMAGE_ALT_MAX_LENGTH, { error: "too_long" }),
  altEn: z.string({ error: "required" }).trim().min(1, { error: "required" }).max(IMAGE_ALT_MAX_LENGTH, { error: "too_long" }),
});

/** The most pictures a product's gallery holds: more than any page shows, few enough to reorder by keyboard. */
export const PRODUCT_GALLERY_MAX_IMAGES = 20;

/**
 * What a save of the editor or a change to the gallery answers: whether anything changed, and the product as the
 * editor shows it now.
 */
export const productEditedSchema = z.object({ changed: z.boolean(), product: editableProductSchema });
export const productImageAddedSchema = productEditedSchema.extend({ imageId: z.number().int() });

/** A new order for a product's gallery: every picture's id, the first one first. */
export const imageOrderSchema = z.object({
  imageIds: z
    .array(z.number({ error: "invalid" }).int({ error: "invalid" }).positive({ error: "invalid" }), { error: "invalid" })
    .min(1, { error: "invalid" })
    .max(PRODUCT_GALLERY_MAX_IMAGES, { error: "invalid" }),
});

/**
 * Where each text of the product editor is stored, and how one is written back: the product's translations, and the
 * `custom` metafields of the product and its variants, as `catalog-load.ts` reads them.
 */
import { and, eq, inArray } from "drizzle-orm";
import {
  PRODUCT_EDITOR_LANGUAGES,
  PRODUCT_METAFIELD_TEXTS,
  PRODUCT_TEXT_METAFIELDS,
  VARIANT_TEXT_METAFIELDS,
  type EditableProduct,
  type ProductTexts,
  type VariantTexts,
} from "#domain/admin/product-editor";
import type { Language } from "#domain/locale";
import type { Database } from "#server/db/client";
import { ANY_LOCALE, productMetafields, productTranslations, variantMetafields } from "#server/db/schema";

export const NAMESPACE = "custom";
const SINGLE = "single_line_text_field";

/** One stored text: where it lives and what it holds ("" = no row). */
export interface Stored {
  table: "translation" | "product" | "variant";
  ownerId: number;
  key: string;
  locale: string;
  type: string;
  value: string;
}

/** The editable texts of a product, as it is read and as a save would leave it. */
export type Shape = Pick<EditableProduct, "texts" | "benefits" | "faq"> & {
  ingredients: Array<{ image: string; ro: { title: string; description: string }; en: { title: string; description: string } }>;
  variants: Array<{ id: number } & Record<Language, VariantTexts>>;
};

type Put = (name: string, stored: Omit<Stored, "ownerId"> & { ownerId?: number }) => void;

const TRANSLATED: readonly (keyof ProductTexts)[] = ["title", "description", "descriptionHtml"];

/** Every stored text of a product's editable shape, by a name the audit log can show ("en.benefit_2_title"). */
export function storedValues(productId: number, shape: Shape): Map<string, Stored> {
  const values = new Map<string, Stored>();
  const put: Put = (name, stored) => values.set(name, { ownerId: productId, ...stored });
  for (const language of PRODUCT_EDITOR_LANGUAGES) putLanguageTexts(put, shape, language);
  putLanguageFreeValues(put, shape);
  return values;
}

/** The texts of one language: the product's own, its numbered lists' and its variants'. */
function putLanguageTexts(put: Put, shape: Shape, language: Language) {
  const texts = shape.texts[language];
  for (const key of TRANSLATED) put(`${language}.${key}`, { table: "translation", key, locale: language, type: "", value: texts[key] });
  for (const name of PRODUCT_METAFIELD_TEXTS) {
    const { key, type } = PRODUCT_TEXT_METAFIELDS[name];
    // The long description's metafield is `custom.description`: named by its field, so it does not hide the product's
    // own `description` (the cards'), which then could not be saved.
    const shown = (TRANSLATED as readonly string[]).includes(key) ? name : key;
    put(`${language}.${shown}`, { table: "product", key, locale: language, type, value: texts[name] });
  }
  const numbered = <T>(list: string, items: T[], parts: Record<string, (item: T) => string>) =>
    items.forEach((item, index) => {
      for (const [part, valueOf] of Object.entries(parts)) {
        const key = `${list}_${index + 1}_${part}`;
        put(`${language}.${key}`, { table: "product", key, locale: language, type: SINGLE, value: valueOf(item) });
      }
    });
  numbered("benefit", shape.benefits, {
    title: (benefit) => benefit[language].title,
    description: (benefit) => benefit[language].description,
  });
  numbered("ingredient", shape.ingredients, {
    title: (ingredient) => ingredient[language].title,
    description: (ingredient) => ingredient[language].description,
  });
  numbered("faq", shape.faq, { question: (item) => item[language].question, answer: (item) => item[language].answer });
  for (const variant of shape.variants)
    for (const [name, key] of Object.entries(VARIANT_TEXT_METAFIELDS) as [keyof VariantTexts, string][])
      put(`variant ${variant.id} ${language}.${key}`, {
        table: "variant",
        ownerId: variant.id,
        key,
        locale: language,
        type: SINGLE,
        value: variant[language][name],
      });
}

/**
 * The values for every language: the benefits' icons, the ingredients' pictures. A variant's `savings` is not the
 * editor's any more (decision 0140): it is computed when read, and a row stored before is left as it is.
 */
function putLanguageFreeValues(put: Put, shape: Shape) {
  const numbered = <T extends Record<Language, { title: string }>>(
    list: string,
    items: T[],
    part: string,
    type: string,
    valueOf: (item: T) => string,
  ) =>
    items.forEach((item, index) => {
      const key = `${list}_${index + 1}_${part}`;
      // An item removed in every language takes its icon or picture with it.
      const used = PRODUCT_EDITOR_LANGUAGES.some((language) => item[language].title !== "");
      put(key, { table: "product", key, locale: ANY_LOCALE, type, value: used ? valueOf(item) : "" });
    });
  numbered("benefit", shape.benefits, "icon", SINGLE, (benefit) => benefit.icon);
  numbered("ingredient", shape.ingredients, "image", "url", (ingredient) => ingredient.image);
}

/** Writes one changed text to its row: a translation's column, or a metafield set, or removed when emptied. */
export async function writeStored(tx: Database, stored: Stored) {
  if (stored.table === "translation") {
    const [existing] = await tx
      .select()
      .from(productTranslations)
      .where(and(eq(productTranslations.productId, stored.ownerId), eq(productTranslations.locale, stored.locale as Language)));
    const values = { [stored.key]: stored.value } as Partial<Record<"title" | "description" | "descriptionHtml", string>>;
    if (existing)
      await tx
        .update(productTranslations)
        .set(values)
        .where(and(eq(productTranslations.productId, stored.ownerId), eq(productTranslations.locale, stored.locale as Language)));
    else
      await tx.insert(productTranslations).values({
        productId: stored.ownerId,
        locale: stored.locale as Language,
        title: "",
        description: "",
        descriptionHtml: "",
        ...values,
      });
    return;
  }
  const table = stored.table === "product" ? productMetafields : variantMetafields;
  const owner = stored.table === "product" ? productMetafields.productId : variantMetafields.variantId;
  // A text emptied in one language must not fall back to a row for every language, which would still show.
  const locales = stored.locale === ANY_LOCALE ? [ANY_LOCALE] : [stored.locale, ANY_LOCALE];
  if (stored.value === "") {
    await tx
      .delete(table)
      .where(and(eq(owner, stored.ownerId), eq(table.namespace, NAMESPACE), eq(table.key, stored.key), inArray(table.locale, locales)));
    return;
  }
  const row = { namespace: NAMESPACE, key: stored.key, locale: stored.locale, type: stored.type, value: stored.value };
  if (stored.table === "product")
    await tx
      .insert(productMetafields)
      .values({ productId: stored.ownerId, ...row })
      .onConflictDoUpdate({
        target: [productMetafields.productId, productMetafields.namespace, productMetafields.key, productMetafields.locale],
        set: { value: stored.value },
      });
  else
    await tx
      .insert(variantMetafields)
      .values({ variantId: stored.ownerId, ...row })
      .onConflictDoUpdate({
        target: [variantMetafields.variantId, variantMetafields.namespace, variantMetafields.key, variantMetafields.locale],
        set: { value: stored.value },
      });
}

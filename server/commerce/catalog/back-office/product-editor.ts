/**
 * The product editor's reading and saving (issue 17 item 1): every text the storefront shows for a product, both
 * languages, read from the rows the storefront reads (`product_translations`, and the `custom` metafields of the
 * product and its variants, as `catalog-load.ts` picks them) and written back to the same rows in one audited
 * transaction. A save compares the `updatedAt` the editor opened with the row's, locked: when someone saved in
 * between it changes nothing and answers the current product. Only what changed is written, and the audit entry
 * keeps exactly that, before and after.
 */
import { isVatClass } from "#domain/vat";
import { MAX_UNITS_PER_BOTTLE, MAX_UNITS_PER_DAY } from "#domain/days-of-supply";
import type { ClaimsFinding } from "#domain/claims-check";
import { productCopyTexts, publishClaimsRefusal } from "#domain/claims-copy";
import { chosenClaimRefusals, dailyNutrientsOf, type ClaimConditionRefusal } from "#domain/health-claims";
import { and, asc, eq, inArray } from "drizzle-orm";
import {
  BENEFIT_ICONS,
  EDITOR_MAX_BENEFITS,
  EDITOR_MAX_FAQ_ITEMS,
  EDITOR_MAX_INGREDIENTS,
  PRODUCT_EDITOR_LANGUAGES,
  parseUnits,
  parseWeightGrams,
  PRODUCT_METAFIELD_TEXTS,
  PRODUCT_TEXT_METAFIELDS,
  VARIANT_TEXT_METAFIELDS,
  type BenefitIconName,
  type EditableProduct,
  type ProductEdit,
  type ProductTexts,
  type VariantTexts,
} from "#domain/admin/product-editor";
import type { Language } from "#domain/locale";
import type { Database } from "#server/db/client";
import {
  ANY_LOCALE,
  productImageTranslations,
  productImages,
  productMetafields,
  productTranslations,
  productVariants,
  products,
  variantMetafields,
} from "#server/db/schema";
import type { Clock } from "#server/commerce/shared/clock";
import type { StaffActor, StaffAudit } from "#server/commerce/shared/staff-audit";
import { loadProducts } from "../catalog-load.ts";
import { readTogether } from "#server/db/reads";
import { missingMandatoryFields, type MandatoryInformation } from "#domain/mandatory-information";
import { mandatoryAfterEdit, readMandatoryInformation, writeMandatoryInformation } from "../mandatory-information.ts";
import { readProductClaims } from "./health-claims.ts";

const NAMESPACE = "custom";
const SINGLE = "single_line_text_field";

export type ProductEditOutcome =
  | { kind: "saved"; changed: boolean; product: EditableProduct }
  | { kind: "not_found" }
  /** A variant of the body is not this product's. */
  | { kind: "unknown_variant"; index: number }
  /** Someone saved the product since this editor opened it. */
  | { kind: "edited_meanwhile"; product: EditableProduct }
  /** The save would empty mandatory fields of a published product (decision 0096): `fields` names them. */
  | { kind: "mandatory_emptied"; fields: string[] }
  /** The product is published, and the new copy says what the law forbids a supplement's advertising to say. */
  | { kind: "forbidden_claims"; findings: ClaimsFinding[] }
  /**
   * The product is published, and the new nutrients table drops or lowers a nutrient below the condition of use of a
   * health claim it makes (decision 0097): the refusals name each nutrient and its condition.
   */
  | { kind: "claim_conditions"; refusals: ClaimConditionRefusal[] };

export interface ProductEditor {
  /** The product as the editor opens it, drafts too; null when there is no such product. */
  editable(id: number, language: Language): Promise<EditableProduct | null>;
  edit(id: number, input: ProductEdit, actor: StaffActor, language: Language): Promise<ProductEditOutcome>;
}

/** One stored text: where it lives and what it holds ("" = no row). */
interface Stored {
  table: "translation" | "product" | "variant";
  ownerId: number;
  key: string;
  locale: string;
  type: string;
  value: string;
}

type Shape = Pick<EditableProduct, "texts" | "benefits" | "faq"> & {
  ingredients: Array<{ image: string; ro: { title: string; description: string }; en: { title: string; description: string } }>;
  variants: Array<{ id: number; savings: string } & Record<Language, VariantTexts>>;
};

const TRANSLATED: readonly (keyof ProductTexts)[] = ["title", "description", "descriptionHtml"];

/** Every stored text of a product's editable shape, by a name the audit log can show ("en.benefit_2_title"). */
function storedValues(productId: number, shape: Shape): Map<string, Stored> {
  const values = new Map<string, Stored>();
  const put = (name: string, stored: Omit<Stored, "ownerId"> & { ownerId?: number }) => values.set(name, { ownerId: productId, ...stored });
  for (const language of PRODUCT_EDITOR_LANGUAGES) {
    const texts = shape.texts[language];
    for (const key of TRANSLATED) put(`${language}.${key}`, { table: "translation", key, locale: language, type: "", value: texts[key] });
    for (const name of PRODUCT_METAFIELD_TEXTS) {
      const { key, type } = PRODUCT_TEXT_METAFIELDS[name];
      // The long description's metafield is `custom.description`: named by its field, so it does not hide the product's
      // own `description` (the cards'), which then could not be saved.
      const shown = (TRANSLATED as readonly string[]).includes(key) ? name : key;
      put(`${language}.${shown}`, { table: "product", key, locale: language, type, value: texts[name] });
    }
    shape.benefits.forEach((benefit, index) => {
      const n = index + 1;
      put(`${language}.benefit_${n}_title`, {
        table: "product",
        key: `benefit_${n}_title`,
        locale: language,
        type: SINGLE,
        value: benefit[language].title,
      });
      put(`${language}.benefit_${n}_description`, {
        table: "product",
        key: `benefit_${n}_description`,
        locale: language,
        type: SINGLE,
        value: benefit[language].description,
      });
    });
    shape.ingredients.forEach((ingredient, index) => {
      const n = index + 1;
      put(`${language}.ingredient_${n}_title`, {
        table: "product",
        key: `ingredient_${n}_title`,
        locale: language,
        type: SINGLE,
        value: ingredient[language].title,
      });
      put(`${language}.ingredient_${n}_description`, {
        table: "product",
        key: `ingredient_${n}_description`,
        locale: language,
        type: SINGLE,
        value: ingredient[language].description,
      });
    });
    shape.faq.forEach((item, index) => {
      const n = index + 1;
      put(`${language}.faq_${n}_question`, {
        table: "product",
        key: `faq_${n}_question`,
        locale: language,
        type: SINGLE,
        value: item[language].question,
      });
      put(`${language}.faq_${n}_answer`, {
        table: "product",
        key: `faq_${n}_answer`,
        locale: language,
        type: SINGLE,
        value: item[language].answer,
      });
    });
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
  shape.benefits.forEach((benefit, index) => {
    const n = index + 1;
    const used = PRODUCT_EDITOR_LANGUAGES.some((language) => benefit[language].title !== "");
    put(`benefit_${n}_icon`, {
      table: "product",
      key: `benefit_${n}_icon`,
      locale: ANY_LOCALE,
      type: SINGLE,
      value: used ? benefit.icon : "",
    });
  });
  shape.ingredients.forEach((ingredient, index) => {
    const n = index + 1;
    const used = PRODUCT_EDITOR_LANGUAGES.some((language) => ingredient[language].title !== "");
    // An ingredient removed in both languages takes its picture with it.
    put(`ingredient_${n}_image`, {
      table: "product",
      key: `ingredient_${n}_image`,
      locale: ANY_LOCALE,
      type: "url",
      value: used ? ingredient.image : "",
    });
  });
  for (const variant of shape.variants)
    put(`variant ${variant.id} savings`, {
      table: "variant",
      ownerId: variant.id,
      key: "savings",
      locale: ANY_LOCALE,
      type: "number_integer",
      value: variant.savings,
    });
  return values;
}

/** The mandatory information as flat names ("mandatory.texts.ro.storage"), for the audit log's before and after. */
function flatMandatory(information: MandatoryInformation): Map<string, string> {
  const flat = new Map<string, string>();
  const walk = (value: unknown, name: string) => {
    if (value !== null && typeof value === "object") for (const [key, inner] of Object.entries(value)) walk(inner, `${name}.${key}`);
    else flat.set(name, value === null ? "" : String(value));
  };
  walk(information, "mandatory");
  return flat;
}

/** A long text in the audit log: its start and its length, not a second copy of the page. */
function clip(value: string): string {
  return value.length <= 300 ? value : `${value.slice(0, 300)}… (${value.length})`;
}

function pad<T>(items: T[], length: number, empty: () => T): T[] {
  return Array.from({ length }, (_, index) => items[index] ?? empty());
}

/** The product as the editor opens it, drafts too, read inside the caller's transaction; null when there is none. */
export async function readEditableProduct(tx: Database, id: number, language: Language): Promise<EditableProduct | null> {
  const [product] = await tx.select().from(products).where(eq(products.id, id));
  if (!product) return null;
  const [translations, metafieldRows, variantRows, loaded, imageRows, altRows, mandatory] = await readTogether(tx, [
    () => tx.select().from(productTranslations).where(eq(productTranslations.productId, id)),
    () =>
      tx
        .select()
        .from(productMetafields)
        .where(and(eq(productMetafields.productId, id), eq(productMetafields.namespace, NAMESPACE))),
    () =>
      tx
        .select()
        .from(productVariants)
        .where(eq(productVariants.productId, id))
        .orderBy(asc(productVariants.position), asc(productVariants.id)),
    () => loadProducts(tx, [id], language, "any"),
    () => tx.select().from(productImages).where(eq(productImages.productId, id)).orderBy(asc(productImages.position)),
    () =>
      tx
        .select({
          imageId: productImageTranslations.imageId,
          locale: productImageTranslations.locale,
          altText: productImageTranslations.altText,
        })
        .from(productImageTranslations)
        .innerJoin(productImages, eq(productImages.id, productImageTranslations.imageId))
        .where(eq(productImages.productId, id)),
    () => readMandatoryInformation(tx, id),
  ]);
  const variantIds = variantRows.map((row) => row.id);
  const variantFields =
    variantIds.length === 0
      ? []
      : await tx
          .select()
          .from(variantMetafields)
          .where(and(inArray(variantMetafields.variantId, variantIds), eq(variantMetafields.namespace, NAMESPACE)));
  // What the storefront reads for a language: its own row, else the row for every language.
  const pick = (rows: { key: string; locale: string; value: string }[], key: string, locale: string) =>
    rows.find((row) => row.key === key && row.locale === locale)?.value ??
    rows.find((row) => row.key === key && row.locale === ANY_LOCALE)?.value ??
    "";
  const field = (key: string, locale: string) => pick(metafieldRows, key, locale);
  const texts = Object.fromEntries(
    PRODUCT_EDITOR_LANGUAGES.map((locale) => {
      const own = translations.find((row) => row.locale === locale);
      const metafieldTexts = Object.fromEntries(
        PRODUCT_METAFIELD_TEXTS.map((name) => [name, field(PRODUCT_TEXT_METAFIELDS[name].key, locale)]),
      ) as Record<(typeof PRODUCT_METAFIELD_TEXTS)[number], string>;
      return [
        locale,
        { title: own?.title ?? "", description: own?.description ?? "", descriptionHtml: own?.descriptionHtml ?? "", ...metafieldTexts },
      ];
    }),
  ) as Record<Language, ProductTexts>;
  const numbered = <T>(count: number, build: (n: number) => T) => Array.from({ length: count }, (_, index) => build(index + 1));
  const catalogVariants = new Map((loaded.get(id)?.variants ?? []).map((variant) => [variant.id, variant]));
  return {
    id,
    handle: product.handle,
    status: product.status as "active" | "draft",
    vatClass: isVatClass(product.vatClass) ? product.vatClass : "standard",
    unitsPerBottle: product.unitsPerBottle,
    unitsPerDay: product.unitsPerDay,
    updatedAt: product.updatedAt.toISOString(),
    texts,
    images: imageRows.map((image) => ({
      id: image.id,
      src: image.src,
      width: image.width,
      height: image.height,
      alt: {
        ro: altRows.find((row) => row.imageId === image.id && row.locale === "ro")?.altText ?? "",
        en: altRows.find((row) => row.imageId === image.id && row.locale === "en")?.altText ?? "",
      },
    })),
    benefits: numbered(EDITOR_MAX_BENEFITS, (n) => {
      const icon = field(`benefit_${n}_icon`, ANY_LOCALE);
      return {
        icon: (BENEFIT_ICONS as readonly string[]).includes(icon) ? (icon as BenefitIconName) : "check",
        ro: { title: field(`benefit_${n}_title`, "ro"), description: field(`benefit_${n}_description`, "ro") },
        en: { title: field(`benefit_${n}_title`, "en"), description: field(`benefit_${n}_description`, "en") },
      };
    }),
    ingredients: numbered(EDITOR_MAX_INGREDIENTS, (n) => ({
      image: field(`ingredient_${n}_image`, ANY_LOCALE),
      ro: { title: field(`ingredient_${n}_title`, "ro"), description: field(`ingredient_${n}_description`, "ro") },
      en: { title: field(`ingredient_${n}_title`, "en"), description: field(`ingredient_${n}_description`, "en") },
    })),
    faq: numbered(EDITOR_MAX_FAQ_ITEMS, (n) => ({
      ro: { question: field(`faq_${n}_question`, "ro"), answer: field(`faq_${n}_answer`, "ro") },
      en: { question: field(`faq_${n}_question`, "en"), answer: field(`faq_${n}_answer`, "en") },
    })),
    variants: variantRows.map((row) => {
      const own = variantFields.filter((metafield) => metafield.variantId === row.id);
      const textsOf = (locale: Language): VariantTexts => ({
        label: pick(own, VARIANT_TEXT_METAFIELDS.label, locale),
        description: pick(own, VARIANT_TEXT_METAFIELDS.description, locale),
        subscriptionText: pick(own, VARIANT_TEXT_METAFIELDS.subscriptionText, locale),
      });
      const title = catalogVariants.get(row.id)?.title ?? row.sku;
      return {
        id: row.id,
        sku: row.sku,
        title: title === "Default Title" ? "" : title,
        subscription: pick(own, "subscription", ANY_LOCALE) === "true",
        savings: pick(own, "savings", ANY_LOCALE),
        weightGrams: row.weightGrams,
        ro: textsOf("ro"),
        en: textsOf("en"),
      };
    }),
    mandatory,
  };
}

export function createProductEditor({ db, clock, audit }: { db: Database; clock: Clock; audit: StaffAudit }): ProductEditor {
  async function write(tx: Database, stored: Stored) {
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

  return {
    editable: (id, language) => readEditableProduct(db, id, language),

    edit: (id, input, actor, language) =>
      db.transaction(async (tx): Promise<ProductEditOutcome> => {
        const [locked] = await tx.select({ id: products.id }).from(products).where(eq(products.id, id)).for("update");
        if (!locked) return { kind: "not_found" };
        const before = (await readEditableProduct(tx, id, language))!;
        if (input.version !== before.updatedAt) return { kind: "edited_meanwhile", product: before };
        const known = new Set(before.variants.map((variant) => variant.id));
        const unknown = input.variants.findIndex((variant) => !known.has(variant.id));
        if (unknown !== -1) return { kind: "unknown_variant", index: unknown };

        const emptyTitled = () => ({ ro: { title: "", description: "" }, en: { title: "", description: "" } });
        const after: Shape = {
          texts: input.texts,
          benefits: pad(input.benefits, EDITOR_MAX_BENEFITS, () => ({ icon: "check" as const, ...emptyTitled() })),
          ingredients: pad(input.ingredients, EDITOR_MAX_INGREDIENTS, emptyTitled).map((ingredient, index) => ({
            ...ingredient,
            image: before.ingredients[index]?.image ?? "",
          })),
          faq: pad(input.faq, EDITOR_MAX_FAQ_ITEMS, () => ({ ro: { question: "", answer: "" }, en: { question: "", answer: "" } })),
          // A variant the body leaves out keeps its texts.
          variants: before.variants.map((variant) => input.variants.find((sent) => sent.id === variant.id) ?? variant),
        };
        // Saving a published product publishes its copy, so it must pass the claims checker; a draft may hold anything.
        const findings = before.status === "active" ? publishClaimsRefusal(productCopyTexts(after)) : null;
        if (findings) return { kind: "forbidden_claims", findings };
        const old = storedValues(id, before);
        const changes = [...storedValues(id, after)].filter(([name, stored]) => old.get(name)?.value !== stored.value);
        const mandatory = input.mandatory ? mandatoryAfterEdit(before.mandatory, input.mandatory) : before.mandatory;
        const oldMandatory = flatMandatory(before.mandatory);
        const newMandatory = flatMandatory(mandatory);
        const mandatoryChanges = [...new Set([...oldMandatory.keys(), ...newMandatory.keys()])].filter(
          (name) => oldMandatory.get(name) !== newMandatory.get(name),
        );
        // A published product keeps what publishing asked for: a save may fill gaps, never open new ones.
        if (before.status === "active" && mandatoryChanges.length > 0) {
          const missingBefore = new Set(missingMandatoryFields(before.mandatory));
          const emptied = missingMandatoryFields(mandatory).filter((field) => !missingBefore.has(field));
          if (emptied.length > 0) return { kind: "mandatory_emptied", fields: emptied };
          // The claims it makes read their %NRV from this table: it may not take away what a claim stands on.
          const claims = await readProductClaims(tx, id);
          const refusedBefore = new Set(
            chosenClaimRefusals(claims.register, claims.chosen, claims.daily).map((refusal) => refusal.claimId),
          );
          const refusals = chosenClaimRefusals(claims.register, claims.chosen, dailyNutrientsOf(mandatory.nutrients)).filter(
            (refusal) => !refusedBefore.has(refusal.claimId),
          );
          if (refusals.length > 0) return { kind: "claim_conditions", refusals };
        }
        // The VAT class and the weights are columns (decisions 0055, 0056), audited beside the texts.
        const vatClass = input.vatClass !== undefined && input.vatClass !== before.vatClass ? input.vatClass : null;
        const weights = input.variants.flatMap((sent) => {
          const grams = sent.weightGrams === undefined ? null : parseWeightGrams(sent.weightGrams);
          const was = before.variants.find((variant) => variant.id === sent.id)!.weightGrams;
          return grams !== null && grams !== was ? [{ id: sent.id, was, grams }] : [];
        });
        // The days of supply's numbers are columns too (decision 0114); empty means unknown.
        const supply: Partial<Record<"unitsPerBottle" | "unitsPerDay", number | null>> = {};
        const bottle = input.unitsPerBottle === undefined ? undefined : parseUnits(input.unitsPerBottle, MAX_UNITS_PER_BOTTLE);
        if (bottle !== undefined && bottle !== before.unitsPerBottle) supply.unitsPerBottle = bottle;
        const day = input.unitsPerDay === undefined ? undefined : parseUnits(input.unitsPerDay, MAX_UNITS_PER_DAY);
        if (day !== undefined && day !== before.unitsPerDay) supply.unitsPerDay = day;
        const supplyChanged = Object.keys(supply) as ("unitsPerBottle" | "unitsPerDay")[];
        const supplyColumn = { unitsPerBottle: "units_per_bottle", unitsPerDay: "units_per_day" } as const;
        if (
          changes.length === 0 &&
          vatClass === null &&
          weights.length === 0 &&
          mandatoryChanges.length === 0 &&
          supplyChanged.length === 0
        )
          return { kind: "saved", changed: false, product: before };

        const now = clock();
        for (const [, stored] of changes) await write(tx, stored);
        if (mandatoryChanges.length > 0) await writeMandatoryInformation(tx, id, mandatory, now);
        for (const weight of weights)
          await tx.update(productVariants).set({ weightGrams: weight.grams }).where(eq(productVariants.id, weight.id));
        await tx
          .update(products)
          .set({ updatedAt: now, ...(vatClass ? { vatClass } : {}), ...supply })
          .where(eq(products.id, id));
        await audit(
          tx,
          actor,
          {
            action: "product.edit",
            target: { type: "product", id },
            before: {
              ...Object.fromEntries(changes.map(([name]) => [name, clip(old.get(name)?.value ?? "")])),
              ...(vatClass ? { vat_class: before.vatClass } : {}),
              ...Object.fromEntries(supplyChanged.map((key) => [supplyColumn[key], before[key]])),
              ...Object.fromEntries(weights.map((weight) => [`variant ${weight.id} weight_grams`, weight.was])),
              ...Object.fromEntries(mandatoryChanges.map((name) => [name, clip(oldMandatory.get(name) ?? "")])),
            },
            after: {
              ...Object.fromEntries(changes.map(([name, stored]) => [name, clip(stored.value)])),
              ...(vatClass ? { vat_class: vatClass } : {}),
              ...Object.fromEntries(supplyChanged.map((key) => [supplyColumn[key], supply[key]])),
              ...Object.fromEntries(weights.map((weight) => [`variant ${weight.id} weight_grams`, weight.grams])),
              ...Object.fromEntries(mandatoryChanges.map((name) => [name, clip(newMandatory.get(name) ?? "")])),
            },
          },
          now,
        );
        return { kind: "saved", changed: true, product: (await readEditableProduct(tx, id, language))! };
      }),
  };
}

/** The product as the editor opens it, drafts too: from the rows the storefront reads, both languages. */
import { isVatClass } from "#domain/vat";
import { savingsPercent } from "#domain/money";
import { and, asc, eq, inArray, ne } from "drizzle-orm";
import {
  BENEFIT_ICONS,
  EDITOR_MAX_BENEFITS,
  EDITOR_MAX_FAQ_ITEMS,
  EDITOR_MAX_INGREDIENTS,
  PRODUCT_EDITOR_LANGUAGES,
  PRODUCT_METAFIELD_TEXTS,
  PRODUCT_TEXT_METAFIELDS,
  VARIANT_TEXT_METAFIELDS,
  type BenefitIconName,
  type EditableProduct,
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
import { loadProducts } from "../catalog-load.ts";
import type { CatalogVariant } from "../catalog-types.ts";
import { readTogether } from "#server/db/reads";
import { readMandatoryInformation } from "../mandatory-information.ts";
import { readProductSafety } from "../product-safety.ts";
import { isProductKind } from "#domain/product-safety";
import { NAMESPACE } from "./product-stored-texts.ts";

type TextRow = { key: string; locale: string; value: string };

/** Every other product by its title in the editor's language (its handle where it has none), for the parcel offer's choice. */
async function parcelOfferChoices(tx: Database, id: number, language: Language) {
  const rows = await tx
    .select({ id: products.id, handle: products.handle, title: productTranslations.title })
    .from(products)
    .leftJoin(productTranslations, and(eq(productTranslations.productId, products.id), eq(productTranslations.locale, language)))
    .where(ne(products.id, id))
    .orderBy(asc(products.id));
  return rows.map((row) => ({ id: row.id, title: row.title || row.handle }));
}
type EditableRows = Awaited<ReturnType<typeof readEditableRows>>;

/** What the storefront reads for a language: its own row, else the row for every language. */
function storefrontValue(rows: TextRow[], key: string, locale: string): string {
  return (
    rows.find((row) => row.key === key && row.locale === locale)?.value ??
    rows.find((row) => row.key === key && row.locale === ANY_LOCALE)?.value ??
    ""
  );
}

/** The product as the editor opens it, drafts too, read inside the caller's transaction; null when there is none. */
export async function readEditableProduct(tx: Database, id: number, language: Language): Promise<EditableProduct | null> {
  const [product] = await tx.select().from(products).where(eq(products.id, id));
  if (!product) return null;
  const rows = await readEditableRows(tx, id, language);
  const field = (key: string, locale: string) => storefrontValue(rows.metafieldRows, key, locale);
  return {
    id,
    handle: product.handle,
    status: product.status as "active" | "draft",
    vatClass: isVatClass(product.vatClass) ? product.vatClass : "standard",
    kind: isProductKind(product.kind) ? product.kind : "supplement",
    unitsPerBottle: product.unitsPerBottle,
    unitsPerDay: product.unitsPerDay,
    updatedAt: product.updatedAt.toISOString(),
    texts: productTexts(rows, field),
    images: rows.imageRows.map((image) => ({
      id: image.id,
      src: image.src,
      width: image.width,
      height: image.height,
      alt: {
        ro: rows.altRows.find((row) => row.imageId === image.id && row.locale === "ro")?.altText ?? "",
        en: rows.altRows.find((row) => row.imageId === image.id && row.locale === "en")?.altText ?? "",
      },
    })),
    ...numberedLists(field),
    variants: editableVariants(rows, id),
    mandatory: rows.mandatory,
    safety: rows.safety,
    parcelOffer: { productId: product.parcelOfferProductId, choices: await parcelOfferChoices(tx, id, language) },
  };
}

/** Every row the editable product is made of, read together. */
async function readEditableRows(tx: Database, id: number, language: Language) {
  const [translations, metafieldRows, variantRows, loaded, imageRows, altRows, mandatory, safety] = await readTogether(tx, [
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
    () => readProductSafety(tx, id),
  ]);
  const variantIds = variantRows.map((row) => row.id);
  const variantFields =
    variantIds.length === 0
      ? []
      : await tx
          .select()
          .from(variantMetafields)
          .where(and(inArray(variantMetafields.variantId, variantIds), eq(variantMetafields.namespace, NAMESPACE)));
  return { translations, metafieldRows, variantRows, loaded, imageRows, altRows, mandatory, safety, variantFields };
}

type Field = (key: string, locale: string) => string;

/** The product's own texts in each language: its translation row and its text metafields. */
function productTexts(rows: EditableRows, field: Field): Record<Language, ProductTexts> {
  return Object.fromEntries(
    PRODUCT_EDITOR_LANGUAGES.map((locale) => {
      const own = rows.translations.find((row) => row.locale === locale);
      const metafieldTexts = Object.fromEntries(
        PRODUCT_METAFIELD_TEXTS.map((name) => [name, field(PRODUCT_TEXT_METAFIELDS[name].key, locale)]),
      ) as Record<(typeof PRODUCT_METAFIELD_TEXTS)[number], string>;
      return [
        locale,
        { title: own?.title ?? "", description: own?.description ?? "", descriptionHtml: own?.descriptionHtml ?? "", ...metafieldTexts },
      ];
    }),
  ) as Record<Language, ProductTexts>;
}

/** The benefits, ingredients and questions, each list as long as the editor offers, its unused places empty. */
function numberedLists(field: Field): Pick<EditableProduct, "benefits" | "ingredients" | "faq"> {
  const numbered = <T>(count: number, build: (n: number) => T) => Array.from({ length: count }, (_, index) => build(index + 1));
  return {
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
  };
}

/** What buying as many single bottles costs today, and the percent saved; null when the variant saves nothing. */
function singleBottlesComparison(variant: CatalogVariant | undefined): EditableProduct["variants"][number]["singleBottles"] {
  if (!variant || variant.singleBottlesPriceMinor === null || variant.singleBottlesPriceMinor <= variant.priceMinor) return null;
  return {
    priceMinor: variant.singleBottlesPriceMinor,
    currencyCode: variant.currencyCode,
    savingsPercent: savingsPercent(variant.priceMinor, variant.singleBottlesPriceMinor),
  };
}

/** The variants with their texts in both languages, titled as the storefront titles them ("" for an only variant). */
function editableVariants(rows: EditableRows, id: number): EditableProduct["variants"] {
  const catalogVariants = new Map((rows.loaded.get(id)?.variants ?? []).map((variant) => [variant.id, variant]));
  return rows.variantRows.map((row) => {
    const own = rows.variantFields.filter((metafield) => metafield.variantId === row.id);
    const textsOf = (locale: Language): VariantTexts => ({
      label: storefrontValue(own, VARIANT_TEXT_METAFIELDS.label, locale),
      description: storefrontValue(own, VARIANT_TEXT_METAFIELDS.description, locale),
      subscriptionText: storefrontValue(own, VARIANT_TEXT_METAFIELDS.subscriptionText, locale),
    });
    const title = catalogVariants.get(row.id)?.title ?? row.sku;
    return {
      id: row.id,
      sku: row.sku,
      title: title === "Default Title" ? "" : title,
      subscription: storefrontValue(own, "subscription", ANY_LOCALE) === "true",
      singleBottles: singleBottlesComparison(catalogVariants.get(row.id)),
      weightGrams: row.weightGrams,
      ro: textsOf("ro"),
      en: textsOf("en"),
    };
  });
}

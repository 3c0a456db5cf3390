/**
 * Batch loading of whole products and of metafields by id lists. The queries run side by side and
 * the rows are stitched together in memory, so the round trips do not grow with the page size.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { SHOP_CURRENCY } from "#domain/currency";
import { runningReduction } from "#domain/prior-price";
import { isProductKind } from "#domain/product-safety";
import { singleBottleVariant, singleBottlesPriceMinor } from "#domain/product-rules";
import type { Database } from "#server/db/client";
import {
  ANY_LOCALE,
  priceHistory,
  productImageTranslations,
  productImages,
  productMetafields,
  productOptionTranslations,
  productOptionValueTranslations,
  productOptionValues,
  productOptions,
  productTranslations,
  productVariants,
  products,
  variantMetafields,
  variantOptionValues,
} from "#server/db/schema";
import type { CatalogImage, CatalogOption, CatalogProduct, CatalogVariant, PriceRange } from "./catalog-types.ts";
import { metafieldKey, type CatalogMetafield, type MetafieldMap, type MetafieldOwner } from "#server/commerce/shared/metafields";
import { DEFAULT_LOCALE, type Locale } from "#server/commerce/shared/locale";
import { isRowId } from "#server/commerce/shared/row-id";
import { readTogether } from "#server/db/reads";

const DEFAULT_VARIANT_TITLE = "Default Title";

const ownProduct = alias(productTranslations, "own_product_translation");
const fallbackProduct = alias(productTranslations, "fallback_product_translation");
const ownAlt = alias(productImageTranslations, "own_alt");
const fallbackAlt = alias(productImageTranslations, "fallback_alt");
const ownOptionName = alias(productOptionTranslations, "own_option_name");
const fallbackOptionName = alias(productOptionTranslations, "fallback_option_name");
const ownValue = alias(productOptionValueTranslations, "own_value");
const fallbackValue = alias(productOptionValueTranslations, "fallback_value");

/** Products the storefront may show: a draft is the owner's alone (and its variants are not for sale). */
export const publishedSql = sql`${products.status} = 'active'`;

/** `any` is the back office's reading: drafts too. */
export type ProductVisibility = "published" | "any";

export async function loadProducts(
  db: Database,
  ids: readonly number[],
  locale: Locale,
  visibility: ProductVisibility = "published",
): Promise<Map<number, CatalogProduct>> {
  const unique = [...new Set(ids)].filter(isRowId);
  if (unique.length === 0) return new Map();

  const [productRows, imageRows, optionRows, valueRows, variantRows, selectionRows, historyRows] = await readTogether(db, [
    () =>
      db
        .select({
          id: products.id,
          handle: products.handle,
          vendor: products.vendor,
          productType: products.productType,
          kind: products.kind,
          tags: products.tags,
          createdAt: products.createdAt,
          updatedAt: products.updatedAt,
          title: sql<string>`coalesce(${ownProduct.title}, ${fallbackProduct.title}, '')`,
          description: sql<string>`coalesce(${ownProduct.description}, ${fallbackProduct.description}, '')`,
          descriptionHtml: sql<string>`coalesce(${ownProduct.descriptionHtml}, ${fallbackProduct.descriptionHtml}, '')`,
        })
        .from(products)
        .leftJoin(ownProduct, and(eq(ownProduct.productId, products.id), eq(ownProduct.locale, locale)))
        .leftJoin(fallbackProduct, and(eq(fallbackProduct.productId, products.id), eq(fallbackProduct.locale, DEFAULT_LOCALE)))
        .where(visibility === "published" ? and(inArray(products.id, unique), publishedSql) : inArray(products.id, unique)),
    () =>
      db
        .select({
          id: productImages.id,
          productId: productImages.productId,
          src: productImages.src,
          width: productImages.width,
          height: productImages.height,
          altText: sql<string | null>`coalesce(${ownAlt.altText}, ${fallbackAlt.altText})`,
        })
        .from(productImages)
        .leftJoin(ownAlt, and(eq(ownAlt.imageId, productImages.id), eq(ownAlt.locale, locale)))
        .leftJoin(fallbackAlt, and(eq(fallbackAlt.imageId, productImages.id), eq(fallbackAlt.locale, DEFAULT_LOCALE)))
        .where(inArray(productImages.productId, unique))
        .orderBy(asc(productImages.productId), asc(productImages.position)),
    () =>
      db
        .select({
          id: productOptions.id,
          productId: productOptions.productId,
          name: sql<string>`coalesce(${ownOptionName.name}, ${fallbackOptionName.name}, '')`,
        })
        .from(productOptions)
        .leftJoin(ownOptionName, and(eq(ownOptionName.optionId, productOptions.id), eq(ownOptionName.locale, locale)))
        .leftJoin(
          fallbackOptionName,
          and(eq(fallbackOptionName.optionId, productOptions.id), eq(fallbackOptionName.locale, DEFAULT_LOCALE)),
        )
        .where(inArray(productOptions.productId, unique))
        .orderBy(asc(productOptions.productId), asc(productOptions.position)),
    () =>
      db
        .select({
          id: productOptionValues.id,
          optionId: productOptionValues.optionId,
          value: sql<string>`coalesce(${ownValue.value}, ${fallbackValue.value}, '')`,
        })
        .from(productOptionValues)
        .innerJoin(productOptions, eq(productOptions.id, productOptionValues.optionId))
        .leftJoin(ownValue, and(eq(ownValue.valueId, productOptionValues.id), eq(ownValue.locale, locale)))
        .leftJoin(fallbackValue, and(eq(fallbackValue.valueId, productOptionValues.id), eq(fallbackValue.locale, DEFAULT_LOCALE)))
        .where(inArray(productOptions.productId, unique))
        .orderBy(asc(productOptionValues.optionId), asc(productOptionValues.position)),
    () =>
      db
        .select()
        .from(productVariants)
        .where(inArray(productVariants.productId, unique))
        .orderBy(asc(productVariants.productId), asc(productVariants.position)),
    () =>
      db
        .select({ variantId: variantOptionValues.variantId, valueId: variantOptionValues.valueId })
        .from(variantOptionValues)
        .innerJoin(productVariants, eq(productVariants.id, variantOptionValues.variantId))
        .where(inArray(productVariants.productId, unique)),
    () =>
      db
        .select({ variantId: priceHistory.variantId, priceMinor: priceHistory.priceMinor, validFrom: priceHistory.validFrom })
        .from(priceHistory)
        .innerJoin(productVariants, eq(productVariants.id, priceHistory.variantId))
        .where(inArray(productVariants.productId, unique)),
  ]);
  const historyByVariant = groupBy(historyRows, (row) => row.variantId);

  const imagesByProduct = groupBy(imageRows, (row) => row.productId);
  const imageById = new Map<number, CatalogImage>(imageRows.map((row) => [row.id, row]));

  const valuesByOption = groupBy(valueRows, (row) => row.optionId);
  const optionsByProduct = new Map<number, CatalogOption[]>();
  // Where each option value belongs, so a variant's selections can be put in option order.
  const valueInfo = new Map<number, { optionName: string; optionIndex: number; value: string }>();
  for (const row of optionRows) {
    const options = optionsByProduct.get(row.productId) ?? [];
    const values = valuesByOption.get(row.id) ?? [];
    for (const value of values) valueInfo.set(value.id, { optionName: row.name, optionIndex: options.length, value: value.value });
    options.push({ id: row.id, name: row.name, values: values.map((value) => value.value) });
    optionsByProduct.set(row.productId, options);
  }

  const selectionsByVariant = groupBy(selectionRows, (row) => row.variantId);
  const variantsByProduct = new Map<number, CatalogVariant[]>();
  for (const row of variantRows) {
    const selectedOptions = (selectionsByVariant.get(row.id) ?? [])
      .flatMap((selection) => {
        const info = valueInfo.get(selection.valueId);
        return info ? [info] : [];
      })
      .sort((a, b) => a.optionIndex - b.optionIndex)
      .map((info) => ({ name: info.optionName, value: info.value }));
    const variant: CatalogVariant = {
      id: row.id,
      productId: row.productId,
      sku: row.sku,
      title: selectedOptions.length > 0 ? selectedOptions.map((option) => option.value).join(" / ") : DEFAULT_VARIANT_TITLE,
      priceMinor: row.priceMinor,
      reduction: runningReduction(historyByVariant.get(row.id) ?? []),
      singleBottlesPriceMinor: null,
      currencyCode: row.currencyCode,
      availableForSale: isOnSale(row),
      quantityAvailable: row.stockQuantity,
      // As on Shopify, a variant without its own picture shows the product's first one.
      image: (row.imageId === null ? undefined : imageById.get(row.imageId)) ?? imagesByProduct.get(row.productId)?.[0] ?? null,
      selectedOptions,
    };
    const list = variantsByProduct.get(row.productId) ?? [];
    list.push(variant);
    variantsByProduct.set(row.productId, list);
  }

  const result = new Map<number, CatalogProduct>();
  for (const row of productRows) {
    const variants = withSingleBottlesReference(variantsByProduct.get(row.id) ?? []);
    const currencyCode = variants[0]?.currencyCode ?? SHOP_CURRENCY;
    result.set(row.id, {
      ...row,
      kind: isProductKind(row.kind) ? row.kind : "supplement",
      images: imagesByProduct.get(row.id) ?? [],
      options: optionsByProduct.get(row.id) ?? [],
      variants,
      availableForSale: variants.some((variant) => variant.availableForSale),
      priceRange: range(
        variants.map((variant) => variant.priceMinor),
        currencyCode,
      ),
      // Shopify counts a variant without a compare-at price as 0, so such products show "0.00".
      compareAtPriceRange: range(
        variants.map((variant) => variant.reduction?.priorPriceMinor ?? 0),
        currencyCode,
      ),
    });
  }
  return result;
}

/** Each pack's and subscription's reference: its bottles at the product's single-bottle price today (decision 0030). */
function withSingleBottlesReference(variants: CatalogVariant[]): CatalogVariant[] {
  const facts = variants.map((variant) => ({ variant, title: variant.title, metafields: {} }));
  const single = singleBottleVariant(facts)?.variant.priceMinor;
  return facts.map(({ variant, ...fact }) => ({ ...variant, singleBottlesPriceMinor: singleBottlesPriceMinor(fact, single) }));
}

/** A variant the merchant offers is for sale until its counted stock runs out; uncounted stock never does. */
export function isOnSale(variant: { availableForSale: boolean; stockQuantity: number | null }): boolean {
  return variant.availableForSale && (variant.stockQuantity === null || variant.stockQuantity > 0);
}

/** `isOnSale` as a condition on a product_variants row, for queries that filter on it. */
export const onSaleSql = sql`(${productVariants.availableForSale} and (${productVariants.stockQuantity} is null or ${productVariants.stockQuantity} > 0))`;

function range(amounts: number[], currencyCode: string): PriceRange {
  if (amounts.length === 0) return { minMinor: 0, maxMinor: 0, currencyCode };
  return { minMinor: Math.min(...amounts), maxMinor: Math.max(...amounts), currencyCode };
}

function groupBy<T, K>(rows: readonly T[], keyOf: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

/**
 * Which stored row answers for a language: the language's own row, else the row for every
 * language, else the Romanian one (the language every text is written in first).
 */
function localePreference(locale: Locale): string[] {
  return [...new Set([locale, ANY_LOCALE, DEFAULT_LOCALE])];
}

export async function loadMetafields(
  db: Database,
  owner: Exclude<MetafieldOwner, "Article">,
  ownerIds: readonly number[],
  locale: Locale,
): Promise<Map<number, MetafieldMap>> {
  const unique = [...new Set(ownerIds)].filter(isRowId);
  const result = new Map<number, Map<string, CatalogMetafield>>(unique.map((id) => [id, new Map()]));
  if (unique.length === 0) return result;

  const preference = localePreference(locale);
  const rows =
    owner === "Product"
      ? await db
          .select({ ownerId: productMetafields.productId, ...metafieldFields(productMetafields) })
          .from(productMetafields)
          .where(and(inArray(productMetafields.productId, unique), inArray(productMetafields.locale, preference)))
      : await db
          .select({ ownerId: variantMetafields.variantId, ...metafieldFields(variantMetafields) })
          .from(variantMetafields)
          .where(and(inArray(variantMetafields.variantId, unique), inArray(variantMetafields.locale, preference)));

  const rank = (rowLocale: string) => preference.indexOf(rowLocale);
  const chosenRank = new Map<string, number>();
  for (const row of rows) {
    const key = metafieldKey(row.namespace, row.key);
    const seenKey = `${row.ownerId}\u0000${key}`;
    const seen = chosenRank.get(seenKey);
    if (seen !== undefined && seen <= rank(row.locale)) continue;
    chosenRank.set(seenKey, rank(row.locale));
    result.get(row.ownerId)?.set(key, {
      id: row.id,
      owner,
      namespace: row.namespace,
      key: row.key,
      type: row.type,
      value: row.value,
    });
  }
  return result;
}

function metafieldFields(table: typeof productMetafields | typeof variantMetafields) {
  return {
    id: table.id,
    namespace: table.namespace,
    key: table.key,
    locale: table.locale,
    type: table.type,
    value: table.value,
  };
}

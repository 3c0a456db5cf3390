import { eq, inArray, sql } from "drizzle-orm";
import { BOTTLE_WEIGHT_GRAMS } from "#domain/shipping-zones";
import type { Database } from "#server/db/client";
import {
  ANY_LOCALE,
  authorisedHealthClaims,
  priceHistory,
  productHealthClaims,
  productImageTranslations,
  productImages,
  productMandatoryInformation,
  productMandatoryTranslations,
  productMetafields,
  productOptionTranslations,
  productOptionValueTranslations,
  productOptionValues,
  productOptions,
  productTranslations,
  productVariants,
  products,
  stockMovements,
  variantMetafields,
  variantOptionValues,
} from "#server/db/schema";
import type { Localized, SeedMetafieldValue, SeedProduct } from "./catalog-types.ts";
import { SEED_SUPPLY, seedMandatoryInformation } from "./mandatory-information.ts";

const LOCALES = ["ro", "en"] as const;
const METAFIELD_NAMESPACE = "custom";
/** Seed images are square product shots; the showcase images are referenced by URL metafields. */
const SEED_IMAGE_SIZE = 800;
/** Products are dated a minute apart from this instant so CREATED_AT sorting is deterministic. */
const SEED_EPOCH = Date.parse("2026-01-05T09:00:00Z");

/** A 3-pack and a quarterly delivery hold three bottles; every other variant one (decision 0056). */
export function seedWeightGrams(sku: string): number {
  return /-(3PK|SUB-Q)$/.test(sku) ? 3 * BOTTLE_WEIGHT_GRAMS : BOTTLE_WEIGHT_GRAMS;
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export async function isCatalogEmpty(db: Database): Promise<boolean> {
  const rows = await db.select({ id: products.id }).from(products).limit(1);
  return rows.length === 0;
}

/** Drops every catalogue row (translations, variants and metafields cascade) and restarts the ids. */
export async function clearCatalog(db: Database): Promise<void> {
  await db.execute(
    sql`TRUNCATE ${products}, ${productImages}, ${productOptions}, ${productOptionValues}, ${productVariants} RESTART IDENTITY CASCADE`,
  );
}

/** Inserts the catalogue in one transaction: either every product is there or none is. */
export async function insertCatalog(db: Database, catalog: readonly SeedProduct[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [index, product] of catalog.entries()) {
      await insertProduct(tx, product, new Date(SEED_EPOCH + index * 60_000));
    }
  });
}

async function insertProduct(tx: Transaction, product: SeedProduct, createdAt: Date): Promise<void> {
  const [row] = await tx
    .insert(products)
    .values({
      handle: product.handle,
      vendor: product.vendor,
      productType: product.productType,
      tags: product.tags,
      ...SEED_SUPPLY,
      createdAt,
      updatedAt: createdAt,
    })
    .returning({ id: products.id });
  const productId = row!.id;

  await tx.insert(productTranslations).values(
    LOCALES.map((locale) => ({
      productId,
      locale,
      title: product.title[locale],
      description: product.description[locale],
      descriptionHtml: product.descriptionHtml[locale],
    })),
  );

  const imageIds: number[] = [];
  for (const [position, image] of product.images.entries()) {
    const [imageRow] = await tx
      .insert(productImages)
      .values({ productId, position, src: `seed/${image.file}`, width: SEED_IMAGE_SIZE, height: SEED_IMAGE_SIZE })
      .returning({ id: productImages.id });
    imageIds.push(imageRow!.id);
    await tx
      .insert(productImageTranslations)
      .values(localizedRows(image.alt, (locale, altText) => ({ imageId: imageRow!.id, locale, altText })));
  }

  // valueIds[optionIndex][valueIndex]
  const valueIds: number[][] = [];
  for (const [position, option] of product.options.entries()) {
    const [optionRow] = await tx.insert(productOptions).values({ productId, position }).returning({ id: productOptions.id });
    const optionId = optionRow!.id;
    await tx.insert(productOptionTranslations).values(localizedRows(option.name, (locale, name) => ({ optionId, locale, name })));
    const ids: number[] = [];
    for (const [valuePosition, value] of option.values.entries()) {
      const [valueRow] = await tx
        .insert(productOptionValues)
        .values({ optionId, position: valuePosition })
        .returning({ id: productOptionValues.id });
      ids.push(valueRow!.id);
      await tx
        .insert(productOptionValueTranslations)
        .values(localizedRows(value, (locale, text) => ({ valueId: valueRow!.id, locale, value: text })));
    }
    valueIds.push(ids);
  }

  let firstCounted: number | null = null;
  for (const [position, variant] of product.variants.entries()) {
    const [variantRow] = await tx
      .insert(productVariants)
      .values({
        productId,
        position,
        sku: variant.sku,
        priceMinor: variant.priceMinor,
        currencyCode: "RON",
        availableForSale: variant.availableForSale,
        stockQuantity: variant.stockQuantity,
        weightGrams: seedWeightGrams(variant.sku),
        imageId: variant.imageIndex === undefined ? null : (imageIds[variant.imageIndex] ?? null),
      })
      .returning({ id: productVariants.id });
    const variantId = variantRow!.id;
    // The seed's price opens the variant's history on the product's own date (decision 0140). The db layer cannot
    // reach the catalog's setVariantPrice, and a variant just inserted has no open row to close.
    await tx.insert(priceHistory).values({
      variantId,
      priceMinor: variant.priceMinor,
      currencyCode: "RON",
      validFrom: createdAt,
      changedBy: "seed",
      reason: "opening",
    });
    if (variant.stockQuantity !== null)
      await tx
        .insert(stockMovements)
        .values({ variantId, cause: "opening", sourceKey: "opening", change: variant.stockQuantity, balanceAfter: variant.stockQuantity });
    // A subscription counts no stock of its own: its deliveries take bottles of the product's first counted variant.
    if (variant.stockQuantity === null && variant.metafields.subscription?.value === "true" && firstCounted !== null)
      await tx.update(productVariants).set({ stockFromVariantId: firstCounted }).where(eq(productVariants.id, variantId));
    if (variant.stockQuantity !== null) firstCounted ??= variantId;
    const selected = variant.optionValues.map((value, optionIndex) => {
      const option = product.options[optionIndex];
      const valueIndex = option?.values.findIndex((candidate) => candidate.en === value.en) ?? -1;
      const valueId = valueIds[optionIndex]?.[valueIndex];
      if (valueId === undefined)
        throw new Error(`Seed ${product.handle}/${variant.sku}: option value "${value.en}" is not one of the option's values`);
      return { variantId, valueId };
    });
    if (selected.length > 0) await tx.insert(variantOptionValues).values(selected);
    const metafieldRows = metafieldsToRows(variant.metafields).map((row) => ({ ...row, variantId }));
    if (metafieldRows.length > 0) await tx.insert(variantMetafields).values(metafieldRows);
  }

  const metafieldRows = metafieldsToRows(product.metafields).map((row) => ({ ...row, productId }));
  if (metafieldRows.length > 0) await tx.insert(productMetafields).values(metafieldRows);

  const mandatory = seedMandatoryInformation(product);
  if (mandatory) {
    await tx.insert(productMandatoryInformation).values({
      productId,
      sample: mandatory.sample,
      nutrients: mandatory.nutrients,
      operatorName: mandatory.operatorName,
      operatorAddress: mandatory.operatorAddress,
      notificationNumber: mandatory.notificationNumber,
      notificationAuthority: mandatory.notificationAuthority,
      notificationDate: mandatory.notificationDate,
      labelPhotoSrc: mandatory.labelPhoto?.src ?? null,
      labelPhotoWidth: mandatory.labelPhoto?.width ?? null,
      labelPhotoHeight: mandatory.labelPhoto?.height ?? null,
      updatedAt: createdAt,
    });
    await tx.insert(productMandatoryTranslations).values(LOCALES.map((locale) => ({ productId, locale, ...mandatory.texts[locale] })));
  }
  const codes = product.healthClaims ?? [];
  if (codes.length > 0) {
    const claims = await tx.select().from(authorisedHealthClaims).where(inArray(authorisedHealthClaims.code, codes));
    await tx.insert(productHealthClaims).values(
      codes.map((code, position) => {
        const claim = claims.find((row) => row.code === code);
        if (!claim) throw new Error(`Seed ${product.handle}: "${code}" is not a claim of the register (migration 0046)`);
        return { productId, claimId: claim.id, position };
      }),
    );
  }
}

function localizedRows<T>(text: Localized, toRow: (locale: (typeof LOCALES)[number], value: string) => T): T[] {
  return LOCALES.map((locale) => toRow(locale, text[locale]));
}

function metafieldsToRows(metafields: Record<string, SeedMetafieldValue>) {
  return Object.entries(metafields).flatMap(([key, metafield]) => {
    const base = { namespace: METAFIELD_NAMESPACE, key, type: metafield.type };
    return typeof metafield.value === "string"
      ? [{ ...base, locale: ANY_LOCALE, value: metafield.value }]
      : LOCALES.map((locale) => ({ ...base, locale, value: (metafield.value as Localized)[locale] }));
  });
}

/**
 * What the subscriptions read of the catalogue's variants (`VariantFacts`, decision 0134): which variants there are
 * (the change-of-product list), a variant's SKU when a subscription takes it, and today's prices (a renewal charges
 * the lower of the agreed and today's). A variant no longer in the catalogue is absent from the maps.
 */
import { asc, inArray } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "#server/db/client";
import { productVariants } from "#server/db/schema";

export interface VariantFacts {
  /** Every variant's id, the lowest first. */
  ids(db: Database): Promise<number[]>;
  /** The SKU of each of `variantIds`, in the caller's transaction. */
  skusOf(tx: Database, variantIds: readonly number[]): Promise<Map<number, string>>;
  /** Today's unit price of each of `variantIds`. */
  pricesOf(db: Database, variantIds: readonly number[]): Promise<Map<number, number>>;
  /** The id of each of `skus` that names a variant (promotions' admin names variants by SKU). */
  idsOfSkus(db: Database, skus: readonly string[]): Promise<Map<string, number>>;
}

/** One column of each of `variantIds`, by variant id (a variant no longer in the catalogue is absent). */
async function columnOf<Value>(
  db: Database,
  variantIds: readonly number[],
  column: AnyPgColumn<{ data: Value }>,
): Promise<Map<number, Value>> {
  if (variantIds.length === 0) return new Map();
  const rows = await db
    .select({ id: productVariants.id, value: column })
    .from(productVariants)
    .where(inArray(productVariants.id, [...new Set(variantIds)]));
  return new Map(rows.map((row) => [row.id, row.value as Value]));
}

export const variantFacts: VariantFacts = {
  async ids(db) {
    const rows = await db.select({ id: productVariants.id }).from(productVariants).orderBy(asc(productVariants.id));
    return rows.map((row) => row.id);
  },
  skusOf: (tx, variantIds) => columnOf(tx, variantIds, productVariants.sku),
  pricesOf: (db, variantIds) => columnOf(db, variantIds, productVariants.priceMinor),
  async idsOfSkus(db, skus) {
    if (skus.length === 0) return new Map();
    const rows = await db
      .select({ id: productVariants.id, sku: productVariants.sku })
      .from(productVariants)
      .where(inArray(productVariants.sku, [...new Set(skus)]));
    return new Map(rows.map((row) => [row.sku, row.id]));
  },
};

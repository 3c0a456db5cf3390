/**
 * What the subscriptions read of the catalogue's variants (`VariantFacts`, decision 0134): which variants there are
 * (the change-of-product list), a variant's SKU when a subscription takes it, and today's prices (a renewal charges
 * the lower of the agreed and today's). A variant no longer in the catalogue is absent from the maps.
 */
import { asc, inArray } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { productVariants } from "#server/db/schema";

export interface VariantFacts {
  /** Every variant's id, the lowest first. */
  ids(db: Database): Promise<number[]>;
  /** The SKU of each of `variantIds`, in the caller's transaction. */
  skusOf(tx: Database, variantIds: readonly number[]): Promise<Map<number, string>>;
  /** Today's unit price of each of `variantIds`. */
  pricesOf(db: Database, variantIds: readonly number[]): Promise<Map<number, number>>;
}

export const variantFacts: VariantFacts = {
  async ids(db) {
    const rows = await db.select({ id: productVariants.id }).from(productVariants).orderBy(asc(productVariants.id));
    return rows.map((row) => row.id);
  },
  async skusOf(tx, variantIds) {
    if (variantIds.length === 0) return new Map();
    const rows = await tx
      .select({ id: productVariants.id, sku: productVariants.sku })
      .from(productVariants)
      .where(inArray(productVariants.id, [...new Set(variantIds)]));
    return new Map(rows.map((row) => [row.id, row.sku]));
  },
  async pricesOf(db, variantIds) {
    if (variantIds.length === 0) return new Map();
    const rows = await db
      .select({ id: productVariants.id, priceMinor: productVariants.priceMinor })
      .from(productVariants)
      .where(inArray(productVariants.id, [...new Set(variantIds)]));
    return new Map(rows.map((row) => [row.id, row.priceMinor]));
  },
};

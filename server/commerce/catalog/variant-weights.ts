/**
 * What variants weigh: shipping weighs an order's parcel and returns a return's by them, without reading the
 * catalogue's tables (decision 0134); both sit above the catalogue in the map and import this. A variant without a
 * weight, or no longer in the catalogue, is absent: the caller counts a bottle.
 */
import { and, inArray, isNotNull } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { productVariants } from "#server/db/schema";

export async function variantWeights(tx: Database, variantIds: readonly number[]): Promise<Map<number, number>> {
  if (variantIds.length === 0) return new Map();
  const rows = await tx
    .select({ id: productVariants.id, grams: productVariants.weightGrams })
    .from(productVariants)
    .where(and(inArray(productVariants.id, [...new Set(variantIds)]), isNotNull(productVariants.weightGrams)));
  return new Map(rows.map((row) => [row.id, row.grams!]));
}

/**
 * The catalogue's numbers behind a product's days of supply (decision 0114): units in a bottle and units a day, by
 * handle. A product the catalogue no longer has is absent.
 */
import { inArray } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { products } from "#server/db/schema";

export interface ProductSupply {
  unitsPerBottle: number | null;
  unitsPerDay: number | null;
}

export async function productSupply(tx: Database, handles: readonly string[]): Promise<Map<string, ProductSupply>> {
  if (handles.length === 0) return new Map();
  const rows = await tx
    .select({ handle: products.handle, unitsPerBottle: products.unitsPerBottle, unitsPerDay: products.unitsPerDay })
    .from(products)
    .where(inArray(products.handle, [...handles]));
  return new Map(rows.map(({ handle, ...supply }) => [handle, supply]));
}

/** Which handles name a product of the catalogue, drafts included (customers' wishlist, decision 0134's `KnownProducts`). */
import { inArray } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { products } from "#server/db/schema";

export async function knownHandles(tx: Database, handles: readonly string[]): Promise<Set<string>> {
  if (handles.length === 0) return new Set();
  const rows = await tx
    .select({ handle: products.handle })
    .from(products)
    .where(inArray(products.handle, [...handles]));
  return new Set(rows.map((row) => row.handle));
}

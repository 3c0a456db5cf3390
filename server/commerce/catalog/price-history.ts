/**
 * A variant's prices over time (decision 0140): the one way a variant's price is written, so the Omnibus prior price
 * (domain/prior-price.ts) is always computed from a complete history. The caller's transaction closes the open row
 * and opens the new one together with the variant's own price.
 */
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { runningReduction, type Reduction } from "#domain/prior-price";
import type { Database } from "#server/db/client";
import { priceHistory, productVariants } from "#server/db/schema";

/** Why a price was set: the seed's or a new product's first price, the owner's edit, a bulk import. */
export type PriceChangeReason = "opening" | "admin" | "import";

export interface PriceChange {
  variantId: number;
  priceMinor: number;
  currencyCode: string;
  at: Date;
  /** Who set it, as it should read in the history: a staff member's email, "seed", "migration". */
  changedBy: string;
  reason: PriceChangeReason;
}

/** One row of a variant's history as the owner reads it. */
export interface PriceHistoryEntry {
  priceMinor: number;
  currencyCode: string;
  validFrom: Date;
  validTo: Date | null;
  changedBy: string;
  reason: string;
}

/**
 * Sets a variant's price and keeps its history, inside the caller's transaction. A price equal to the one in force
 * writes nothing; a variant without history (just inserted) gets its opening row. Answers whether the price changed.
 */
export async function setVariantPrice(tx: Database, change: PriceChange): Promise<boolean> {
  const [open] = await tx
    .select({ id: priceHistory.id, priceMinor: priceHistory.priceMinor })
    .from(priceHistory)
    .where(and(eq(priceHistory.variantId, change.variantId), isNull(priceHistory.validTo)))
    .for("update");
  if (open?.priceMinor === change.priceMinor) return false;
  if (open) await tx.update(priceHistory).set({ validTo: change.at }).where(eq(priceHistory.id, open.id));
  await tx.insert(priceHistory).values({
    variantId: change.variantId,
    priceMinor: change.priceMinor,
    currencyCode: change.currencyCode,
    validFrom: change.at,
    changedBy: change.changedBy,
    reason: change.reason,
  });
  await tx.update(productVariants).set({ priceMinor: change.priceMinor }).where(eq(productVariants.id, change.variantId));
  return true;
}

/** Each variant's history, oldest first; a variant without rows maps to an empty list. */
export async function priceHistoriesOf(db: Database, variantIds: readonly number[]): Promise<Map<number, PriceHistoryEntry[]>> {
  const histories = new Map<number, PriceHistoryEntry[]>(variantIds.map((id) => [id, []]));
  if (variantIds.length === 0) return histories;
  const rows = await db
    .select()
    .from(priceHistory)
    .where(inArray(priceHistory.variantId, [...new Set(variantIds)]))
    .orderBy(asc(priceHistory.variantId), asc(priceHistory.validFrom), asc(priceHistory.id));
  for (const { variantId, priceMinor, currencyCode, validFrom, validTo, changedBy, reason } of rows)
    histories.get(variantId)?.push({ priceMinor, currencyCode, validFrom, validTo, changedBy, reason });
  return histories;
}

/** The reduction running on each variant, if any, from its history. */
export function reductionsOf(histories: ReadonlyMap<number, readonly PriceHistoryEntry[]>): Map<number, Reduction | null> {
  return new Map([...histories].map(([id, history]) => [id, runningReduction(history)]));
}

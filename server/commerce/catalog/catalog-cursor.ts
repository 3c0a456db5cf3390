/**
 * Product list cursors: the sort key, the row's sort value as the database printed it, and the id.
 * Keeping the database's own text of the value (not a JS Date or float) makes the keyset comparison
 * exact, so a page boundary never repeats or skips a row. base64url keeps them opaque and URL-safe.
 *
 * A title cursor also names its language: titles differ per language, so continuing an English
 * listing with a Romanian cursor would repeat or skip products.
 */
import { CatalogInputError, type ProductSortKey } from "./catalog-types.ts";
import type { Locale } from "#server/commerce/shared/locale";

export interface ProductCursor {
  /** Includes the language for TITLE, e.g. "TITLE:en". */
  sortKey: string;
  value: string;
  id: number;
}

/** What a cursor must have been issued for to be accepted. */
export function cursorSortKey(sortKey: ProductSortKey, locale: Locale): string {
  return sortKey === "TITLE" ? `${sortKey}:${locale}` : sortKey;
}

export function encodeProductCursor(cursor: ProductCursor): string {
  return Buffer.from(JSON.stringify([cursor.sortKey, cursor.value, cursor.id]), "utf8").toString("base64url");
}

/** Throws CatalogInputError for a cursor we did not issue, or one issued for another order or language. */
export function decodeProductCursor(cursor: string, expectedSortKey: string): ProductCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw new CatalogInputError("Invalid cursor");
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 3 ||
    typeof parsed[0] !== "string" ||
    typeof parsed[1] !== "string" ||
    !Number.isSafeInteger(parsed[2])
  ) {
    throw new CatalogInputError("Invalid cursor");
  }
  const [sortKey, value, id] = parsed as [string, string, number];
  if (sortKey !== expectedSortKey) {
    throw new CatalogInputError("The cursor was issued for another sortKey or language");
  }
  return { sortKey, value, id };
}

/**
 * A non-food product's safety information (GPSR Art. 19, decision 0144), owned by the catalogue: kept as the product's
 * `custom.safety_*` metafields (domain/product-safety.ts names them), so the product page and the Storefront API read
 * it as they read every other text. Read for the editor and the publish rule, written by the editor's safety save in
 * one audited transaction (back-office/product-safety-editor.ts).
 */
import { and, count, eq, inArray } from "drizzle-orm";
import { isProductKind, missingSafetyFields, type ProductKind } from "#domain/product-safety";
import {
  emptyProductSafety,
  IDENTIFIER_KEYS,
  MANUFACTURER_KEYS,
  RESPONSIBLE_KEYS,
  SAFETY_METAFIELDS,
  storedParty,
  type ProductSafety,
} from "#domain/product-safety-fields";
import type { Database } from "#server/db/client";
import { ANY_LOCALE, productImages, productMetafields, products } from "#server/db/schema";
import { NAMESPACE, type Stored } from "./back-office/product-stored-texts.ts";

const KEYS = Object.values(SAFETY_METAFIELDS);
const JSON_TYPE = "json";
const WARNINGS_TYPE = "multi_line_text_field";

/** The product's kind; supplement for a product that is not there (its rules are the stricter ones). */
export async function readProductKind(tx: Database, productId: number): Promise<ProductKind> {
  const [row] = await tx.select({ kind: products.kind }).from(products).where(eq(products.id, productId));
  return isProductKind(row?.kind) ? row.kind : "supplement";
}

/** The product's safety information, both languages; empty fields where nothing is kept yet. */
export async function readProductSafety(tx: Database, productId: number): Promise<ProductSafety> {
  const rows = await tx
    .select({ key: productMetafields.key, locale: productMetafields.locale, value: productMetafields.value })
    .from(productMetafields)
    .where(
      and(eq(productMetafields.productId, productId), eq(productMetafields.namespace, NAMESPACE), inArray(productMetafields.key, KEYS)),
    );
  const value = (key: string, locale: string = ANY_LOCALE) => rows.find((row) => row.key === key && row.locale === locale)?.value;
  const safety = emptyProductSafety();
  return {
    manufacturer: storedParty(value(SAFETY_METAFIELDS.manufacturer), MANUFACTURER_KEYS),
    responsible: storedParty(value(SAFETY_METAFIELDS.responsible), RESPONSIBLE_KEYS),
    identifiers: storedParty(value(SAFETY_METAFIELDS.identifiers), IDENTIFIER_KEYS),
    warnings: {
      ro: value(SAFETY_METAFIELDS.warnings, "ro") ?? safety.warnings.ro,
      en: value(SAFETY_METAFIELDS.warnings, "en") ?? safety.warnings.en,
    },
  };
}

/** A group kept as one `json` metafield; "" (no row) when every part of it is empty. */
function jsonValue(group: object): string {
  return Object.values(group).some(Boolean) ? JSON.stringify(group) : "";
}

/** Every stored value of the information, by the name the audit log shows. */
export function storedSafety(productId: number, safety: ProductSafety): Map<string, Stored> {
  const row = (key: string, locale: string, type: string, value: string): Stored => ({
    table: "product",
    ownerId: productId,
    key,
    locale,
    type,
    value,
  });
  return new Map([
    [SAFETY_METAFIELDS.manufacturer, row(SAFETY_METAFIELDS.manufacturer, ANY_LOCALE, JSON_TYPE, jsonValue(safety.manufacturer))],
    [SAFETY_METAFIELDS.responsible, row(SAFETY_METAFIELDS.responsible, ANY_LOCALE, JSON_TYPE, jsonValue(safety.responsible))],
    [SAFETY_METAFIELDS.identifiers, row(SAFETY_METAFIELDS.identifiers, ANY_LOCALE, JSON_TYPE, jsonValue(safety.identifiers))],
    [`ro.${SAFETY_METAFIELDS.warnings}`, row(SAFETY_METAFIELDS.warnings, "ro", WARNINGS_TYPE, safety.warnings.ro)],
    [`en.${SAFETY_METAFIELDS.warnings}`, row(SAFETY_METAFIELDS.warnings, "en", WARNINGS_TYPE, safety.warnings.en)],
  ]);
}

/** How many pictures the product has: Art. 19(b) asks for one. */
export async function countProductPictures(tx: Database, productId: number): Promise<number> {
  const [row] = await tx.select({ pictures: count() }).from(productImages).where(eq(productImages.productId, productId));
  return row?.pictures ?? 0;
}

/** What publishing a non-food product still needs (the publish rule and the editor name the same fields). */
export async function missingProductSafety(tx: Database, productId: number) {
  return missingSafetyFields(await readProductSafety(tx, productId), await countProductPictures(tx, productId));
}

/**
 * A food supplement's mandatory label particulars (issue 44 item 3, decision 0096), owned by the catalogue: read for
 * the editor and the product page, written by the editor's save inside its transaction. The rules of what is well
 * formed and what is missing are `domain/mandatory-information.ts`; the rule that refuses publishing without them is
 * `back-office/publish-rules.ts`.
 */
import { eq } from "drizzle-orm";
import {
  emptyMandatoryInformation,
  isBlankNutrient,
  MANDATORY_TEXT_KEYS,
  mandatoryView,
  type LabelPhoto,
  type MandatoryEdit,
  type MandatoryInformation,
  type MandatoryView,
} from "#domain/mandatory-information";
import type { Language } from "#domain/locale";
import type { Database } from "#server/db/client";
import { productMandatoryInformation, productMandatoryTranslations, products } from "#server/db/schema";
import { readTogether } from "#server/db/reads";

/** The product's information, both languages; empty fields for a product that has none yet. */
export async function readMandatoryInformation(tx: Database, productId: number): Promise<MandatoryInformation> {
  const [rows, translations] = await readTogether(tx, [
    () => tx.select().from(productMandatoryInformation).where(eq(productMandatoryInformation.productId, productId)),
    () => tx.select().from(productMandatoryTranslations).where(eq(productMandatoryTranslations.productId, productId)),
  ]);
  const information = emptyMandatoryInformation();
  for (const row of translations) for (const key of MANDATORY_TEXT_KEYS) information.texts[row.locale][key] = row[key];
  const row = rows[0];
  if (!row) return information;
  return {
    ...information,
    sample: row.sample,
    nutrients: row.nutrients,
    operatorName: row.operatorName,
    operatorAddress: row.operatorAddress,
    notificationNumber: row.notificationNumber,
    notificationAuthority: row.notificationAuthority,
    notificationDate: row.notificationDate ?? "",
    labelPhoto:
      row.labelPhotoSrc && row.labelPhotoWidth && row.labelPhotoHeight
        ? { src: row.labelPhotoSrc, width: row.labelPhotoWidth, height: row.labelPhotoHeight }
        : null,
  };
}

/** What a save stores: the form's values, without wholly empty nutrient rows. */
export function mandatoryAfterEdit(before: MandatoryInformation, edit: MandatoryEdit): MandatoryInformation {
  return { ...edit, nutrients: edit.nutrients.filter((nutrient) => !isBlankNutrient(nutrient)), labelPhoto: before.labelPhoto };
}

/** Writes the whole information of a product (both languages), inside the caller's transaction. */
export async function writeMandatoryInformation(tx: Database, productId: number, information: MandatoryInformation, now: Date) {
  const values = {
    sample: information.sample,
    nutrients: information.nutrients,
    operatorName: information.operatorName,
    operatorAddress: information.operatorAddress,
    notificationNumber: information.notificationNumber,
    notificationAuthority: information.notificationAuthority,
    notificationDate: information.notificationDate || null,
    labelPhotoSrc: information.labelPhoto?.src ?? null,
    labelPhotoWidth: information.labelPhoto?.width ?? null,
    labelPhotoHeight: information.labelPhoto?.height ?? null,
    updatedAt: now,
  };
  await tx
    .insert(productMandatoryInformation)
    .values({ productId, ...values })
    .onConflictDoUpdate({ target: productMandatoryInformation.productId, set: values });
  for (const locale of ["ro", "en"] as const) {
    const texts = information.texts[locale];
    await tx
      .insert(productMandatoryTranslations)
      .values({ productId, locale, ...texts })
      .onConflictDoUpdate({ target: [productMandatoryTranslations.productId, productMandatoryTranslations.locale], set: texts });
  }
}

/** Replaces the label photo; answers the one it replaced (its file is the caller's to delete once this commits). */
export async function setLabelPhoto(tx: Database, productId: number, photo: LabelPhoto, now: Date): Promise<LabelPhoto | null> {
  const before = await readMandatoryInformation(tx, productId);
  await writeMandatoryInformation(tx, productId, { ...before, labelPhoto: photo }, now);
  return before.labelPhoto;
}

/**
 * The product page's reading: the information in the page's language, or null when the product has none. Read by
 * product id, drafts never reach it (the page's product query answers published products only). A non-food product has
 * none (decision 0144): whatever a save wrote for it, a supplement's label particulars are not its page's to show.
 */
export async function shopperMandatoryInformation(db: Database, productId: number, language: Language): Promise<MandatoryView | null> {
  const [product] = await db.select({ kind: products.kind }).from(products).where(eq(products.id, productId));
  if (product?.kind !== "supplement") return null;
  return mandatoryView(await readMandatoryInformation(db, productId), language);
}

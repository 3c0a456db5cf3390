/**
 * A product's pictures in the admin (issue 17 item 1): add one the upload service has checked and stored, reword
 * its alt texts, put the gallery in a new order, remove one. Each change locks the product row, moves its
 * `updatedAt` (the storefront and the Storefront API show the gallery) and is audited in the same transaction.
 * The stored file of a removed picture is the caller's to delete, once the row is gone for good.
 */
import { and, asc, count, eq, max } from "drizzle-orm";
import { PRODUCT_EDITOR_LANGUAGES, PRODUCT_GALLERY_MAX_IMAGES, type EditableProduct } from "#domain/admin/product-editor";
import type { Language } from "#domain/locale";
import type { Database } from "#server/db/client";
import { productImageTranslations, productImages } from "#server/db/schema";
import type { Clock } from "#server/commerce/shared/clock";
import type { StaffActor, StaffAudit } from "#server/commerce/shared/staff-audit";
import { readEditableProduct } from "./editable-product.ts";
import { lockProduct, recordProductChange } from "./product-change.ts";
import type { LabelPhoto } from "#domain/mandatory-information";
import { setLabelPhoto } from "../mandatory-information.ts";

/** A picture already checked and stored by the upload service, to add at the end of a product's gallery. */
export interface NewProductImage {
  src: string;
  width: number;
  height: number;
  alt: Record<Language, string>;
}

export type ProductImageOutcome =
  | { kind: "added"; imageId: number; product: EditableProduct }
  | { kind: "saved"; changed: boolean; product: EditableProduct }
  /** The picture is gone from the gallery; `src` is the stored file it used. */
  | { kind: "removed"; src: string; product: EditableProduct }
  | { kind: "not_found" }
  /** The gallery already holds `PRODUCT_GALLERY_MAX_IMAGES` pictures. */
  | { kind: "gallery_full" }
  /** A published product keeps at least one picture: the storefront's cards and page are built around it. */
  | { kind: "last_of_published" }
  /** The order sent does not name each of the product's pictures exactly once (someone changed the gallery). */
  | { kind: "not_the_gallery"; product: EditableProduct };

export interface ProductGallery {
  /** Adds a stored picture after the product's others, audited as `product.image_add`. */
  addImage(productId: number, image: NewProductImage, actor: StaffActor, language: Language): Promise<ProductImageOutcome>;
  setImageAlt(
    productId: number,
    imageId: number,
    alt: Record<Language, string>,
    actor: StaffActor,
    language: Language,
  ): Promise<ProductImageOutcome>;
  /** `imageIds` is the whole gallery, first picture first. */
  orderImages(productId: number, imageIds: readonly number[], actor: StaffActor, language: Language): Promise<ProductImageOutcome>;
  removeImage(productId: number, imageId: number, actor: StaffActor, language: Language): Promise<ProductImageOutcome>;
  /**
   * Sets the photo of the full Romanian label (decision 0096), audited as `product.label_photo`; `replaced` is the
   * path of the photo it replaced, whose file is the caller's to delete.
   */
  setLabelPhoto(
    productId: number,
    photo: LabelPhoto,
    actor: StaffActor,
    language: Language,
  ): Promise<{ kind: "saved"; replaced: string | null; product: EditableProduct } | { kind: "not_found" }>;
}

export function createProductGallery({ db, clock, audit }: { db: Database; clock: Clock; audit: StaffAudit }): ProductGallery {
  /** Runs a change with the product row locked; null from `change` means the product has no such picture. */
  const changing = (productId: number, change: (tx: Database, status: string) => Promise<ProductImageOutcome | null>) =>
    db.transaction(async (tx): Promise<ProductImageOutcome> => {
      const locked = await lockProduct(tx, productId);
      if (!locked) return { kind: "not_found" };
      return (await change(tx, locked.status)) ?? { kind: "not_found" };
    });

  const gallery = (tx: Database, productId: number) =>
    tx.select().from(productImages).where(eq(productImages.productId, productId)).orderBy(asc(productImages.position));

  const current = async (tx: Database, productId: number, language: Language) => (await readEditableProduct(tx, productId, language))!;

  return {
    addImage: (productId, image, actor, language) =>
      changing(productId, async (tx) => {
        const [last] = await tx
          .select({ position: max(productImages.position), pictures: count() })
          .from(productImages)
          .where(eq(productImages.productId, productId));
        if ((last?.pictures ?? 0) >= PRODUCT_GALLERY_MAX_IMAGES) return { kind: "gallery_full" };
        const [added] = await tx
          .insert(productImages)
          .values({ productId, position: (last?.position ?? -1) + 1, src: image.src, width: image.width, height: image.height })
          .returning({ id: productImages.id });
        await tx
          .insert(productImageTranslations)
          .values(PRODUCT_EDITOR_LANGUAGES.map((locale) => ({ imageId: added!.id, locale, altText: image.alt[locale] })));
        await recordProductChange(tx, { clock, audit }, productId, actor, {
          action: "product.image_add",
          after: { imageId: added!.id, src: image.src, altRo: image.alt.ro, altEn: image.alt.en },
        });
        return { kind: "added", imageId: added!.id, product: await current(tx, productId, language) };
      }),

    setImageAlt: (productId, imageId, alt, actor, language) =>
      changing(productId, async (tx) => {
        const product = await current(tx, productId, language);
        const before = product.images.find((image) => image.id === imageId);
        if (!before) return null;
        const changed = PRODUCT_EDITOR_LANGUAGES.filter((locale) => before.alt[locale] !== alt[locale]);
        if (changed.length === 0) return { kind: "saved", changed: false, product };
        for (const locale of changed)
          await tx
            .insert(productImageTranslations)
            .values({ imageId, locale, altText: alt[locale] })
            .onConflictDoUpdate({
              target: [productImageTranslations.imageId, productImageTranslations.locale],
              set: { altText: alt[locale] },
            });
        await recordProductChange(tx, { clock, audit }, productId, actor, {
          action: "product.image_alt",
          before: { imageId, ...Object.fromEntries(changed.map((locale) => [locale, before.alt[locale]])) },
          after: { imageId, ...Object.fromEntries(changed.map((locale) => [locale, alt[locale]])) },
        });
        return { kind: "saved", changed: true, product: await current(tx, productId, language) };
      }),

    orderImages: (productId, imageIds, actor, language) =>
      changing(productId, async (tx) => {
        const rows = await gallery(tx, productId);
        const before = rows.map((row) => row.id);
        const sameSet =
          imageIds.length === before.length && new Set(imageIds).size === before.length && imageIds.every((id) => before.includes(id));
        if (!sameSet) return { kind: "not_the_gallery", product: await current(tx, productId, language) };
        if (imageIds.every((id, index) => before[index] === id))
          return { kind: "saved", changed: false, product: await current(tx, productId, language) };
        // Positions are unique per product: park every picture below zero first, then give each its place.
        for (const [index, id] of imageIds.entries())
          await tx
            .update(productImages)
            .set({ position: -1 - index })
            .where(and(eq(productImages.id, id), eq(productImages.productId, productId)));
        for (const [index, id] of imageIds.entries())
          await tx
            .update(productImages)
            .set({ position: index })
            .where(and(eq(productImages.id, id), eq(productImages.productId, productId)));
        await recordProductChange(tx, { clock, audit }, productId, actor, {
          action: "product.image_order",
          before: { imageIds: before },
          after: { imageIds },
        });
        return { kind: "saved", changed: true, product: await current(tx, productId, language) };
      }),

    removeImage: (productId, imageId, actor, language) =>
      changing(productId, async (tx, status) => {
        const { images } = await current(tx, productId, language);
        const removed = images.find((image) => image.id === imageId);
        if (!removed) return null;
        if (images.length === 1 && status === "active") return { kind: "last_of_published" };
        await tx.delete(productImages).where(eq(productImages.id, imageId));
        await recordProductChange(tx, { clock, audit }, productId, actor, {
          action: "product.image_remove",
          before: { imageId, src: removed.src, altRo: removed.alt.ro, altEn: removed.alt.en },
        });
        return { kind: "removed", src: removed.src, product: await current(tx, productId, language) };
      }),

    setLabelPhoto: (productId, photo, actor, language) =>
      db.transaction(async (tx) => {
        const locked = await lockProduct(tx, productId);
        if (!locked) return { kind: "not_found" as const };
        const replaced = await setLabelPhoto(tx, productId, photo, clock());
        await recordProductChange(tx, { clock, audit }, productId, actor, {
          action: "product.label_photo",
          before: { src: replaced?.src ?? null },
          after: { src: photo.src },
        });
        return { kind: "saved" as const, replaced: replaced?.src ?? null, product: await current(tx, productId, language) };
      }),
  };
}

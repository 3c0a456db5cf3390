/**
 * A product's pictures in the admin (issue 17 item 1), JSON under /api/admin for members allowed
 * `catalog.manage`, each change audited (docs/api.md "Store admin: product pictures"):
 *
 * - POST /products/:id/images multipart {file, altRo, altEn} → 201 {changed, imageId, product}
 * - POST /products/:id/images/order {imageIds} → {changed, product}; 409 {error, product} when the gallery changed
 * - POST /products/:id/images/:imageId {altRo, altEn} → {changed, product}
 * - POST /products/:id/images/:imageId/remove → {changed, product}; 409 for a published product's only picture
 */
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import { IMAGE_ALT_MAX_LENGTH, imageAltSchema, imageOrderSchema, PRODUCT_GALLERY_MAX_IMAGES } from "#domain/admin-product-editor";
import type { Language } from "#domain/locale";
import type { ProductGallery, ProductImageOutcome } from "#server/commerce/catalog/back-office/product-gallery";
import type { StaffSessions } from "#server/commerce/staff/staff-sessions";
import { UPLOAD_MAX_BYTES, UPLOAD_MIN_DIMENSION, type UploadStore } from "#server/uploads/upload-store";
import { shopperLanguage } from "#server/http/shopper-language";
import { ADMIN_API } from "./admin-auth.ts";
import {
  ADMIN_BODY_LIMIT,
  adminFailure,
  adminMessages,
  readAdminBody,
  requireStaff,
  staffActor,
  type AdminVariables,
} from "./admin-http.ts";

const MESSAGES: Record<
  Language,
  {
    productNotFound: string;
    imageNotFound: string;
    noFile: string;
    type: string;
    tooLarge: string;
    tooSmall: (width: number, height: number) => string;
    galleryFull: string;
    altRequired: (field: string) => string;
    altTooLong: (field: string) => string;
    alt: Record<"altRo" | "altEn", string>;
    notTheGallery: string;
    lastOfPublished: string;
  }
> = {
  ro: {
    productNotFound: "Produsul nu există.",
    imageNotFound: "Imaginea nu mai este în galeria produsului. Reîncarcă pagina.",
    noFile: "Alege o imagine de încărcat.",
    type: "Imaginea trebuie să fie JPEG, PNG, WebP sau AVIF.",
    tooLarge: `Imaginea are peste ${UPLOAD_MAX_BYTES / 1024 / 1024} MB. Alege una mai mică.`,
    tooSmall: (width, height) =>
      `Imaginea are ${width} × ${height} px; are nevoie de cel puțin ${UPLOAD_MIN_DIMENSION} × ${UPLOAD_MIN_DIMENSION} px ca să arate clar.`,
    galleryFull: `Galeria are deja ${PRODUCT_GALLERY_MAX_IMAGES} imagini. Șterge una înainte să adaugi alta.`,
    altRequired: (field) => `Completează „${field}”: descrie imaginea pentru cine nu o vede.`,
    altTooLong: (field) => `„${field}” are peste ${IMAGE_ALT_MAX_LENGTH} de caractere.`,
    alt: { altRo: "Text alternativ (română)", altEn: "Text alternativ (engleză)" },
    notTheGallery: "Galeria s-a schimbat între timp. Am încărcat-o din nou; aranjează imaginile încă o dată.",
    lastOfPublished: "Un produs publicat are nevoie de cel puțin o imagine. Adaugă alta înainte să o ștergi pe aceasta.",
  },
  en: {
    productNotFound: "No such product.",
    imageNotFound: "This picture is no longer in the product's gallery. Reload the page.",
    noFile: "Choose a picture to upload.",
    type: "The picture must be JPEG, PNG, WebP or AVIF.",
    tooLarge: `The picture is over ${UPLOAD_MAX_BYTES / 1024 / 1024} MB. Choose a smaller one.`,
    tooSmall: (width, height) =>
      `The picture is ${width} × ${height} px; it needs at least ${UPLOAD_MIN_DIMENSION} × ${UPLOAD_MIN_DIMENSION} px to look sharp.`,
    galleryFull: `The gallery already holds ${PRODUCT_GALLERY_MAX_IMAGES} pictures. Remove one before adding another.`,
    altRequired: (field) => `Fill in "${field}": describe the picture for someone who cannot see it.`,
    altTooLong: (field) => `"${field}" is over ${IMAGE_ALT_MAX_LENGTH} characters.`,
    alt: { altRo: "Alt text (Romanian)", altEn: "Alt text (English)" },
    notTheGallery: "The gallery changed meanwhile. It is reloaded; arrange the pictures once more.",
    lastOfPublished: "A published product needs at least one picture. Add another before removing this one.",
  },
};

const rowId = z.coerce.number().int().positive().max(2_147_483_647);

export function adminProductImageRoutes({
  gallery,
  uploads,
  sessions,
  baseUrl,
  trustProxyHops,
}: {
  gallery: ProductGallery;
  uploads: UploadStore;
  sessions: StaffSessions;
  baseUrl: string;
  trustProxyHops: number;
}): Hono<{ Variables: AdminVariables }> {
  const app = new Hono<{ Variables: AdminVariables }>();
  const guard = requireStaff({ sessions, baseUrl }, "catalog.manage");
  const sizeLimit = bodyLimit({ maxSize: ADMIN_BODY_LIMIT, onError: (c) => adminFailure(c, 413, adminMessages(c).tooLarge) });
  const uploadSizeLimit = bodyLimit({
    maxSize: UPLOAD_MAX_BYTES + 64 * 1024,
    onError: (c) => adminFailure(c, 413, MESSAGES[shopperLanguage(c)].tooLarge, "file"),
  });
  const text = (c: Context) => MESSAGES[shopperLanguage(c)];
  const idOf = (c: Context, name: string) => {
    const parsed = rowId.safeParse(c.req.param(name));
    return parsed.success ? parsed.data : 0;
  };
  const describeAlt = (c: Context) => (problem: string, field: string) => {
    const messages = text(c);
    const label = messages.alt[field as "altRo" | "altEn"] ?? field;
    return problem === "too_long" ? messages.altTooLong(label) : messages.altRequired(label);
  };
  /** Every change answers the same way; `product` is the editor's view of it afterwards. */
  const answer = (c: Context, outcome: ProductImageOutcome) => {
    switch (outcome.kind) {
      case "added":
        return c.json({ changed: true, imageId: outcome.imageId, product: outcome.product }, 201);
      case "saved":
        return c.json({ changed: outcome.changed, product: outcome.product });
      case "removed":
        return c.json({ changed: true, product: outcome.product });
      case "not_found":
        return adminFailure(c, 404, text(c).imageNotFound);
      case "gallery_full":
        return adminFailure(c, 400, text(c).galleryFull, "file");
      case "last_of_published":
        return adminFailure(c, 409, text(c).lastOfPublished);
      case "not_the_gallery":
        return c.json({ error: text(c).notTheGallery, product: outcome.product }, 409);
    }
  };

  app.post(`${ADMIN_API}/products/:id/images`, guard, uploadSizeLimit, async (c) => {
    const id = idOf(c, "id");
    const messages = text(c);
    if (id === 0) return adminFailure(c, 404, messages.productNotFound);
    const form = await c.req.formData().catch(() => null);
    const file = form?.get("file");
    if (!form || !(file instanceof File) || file.size === 0) return adminFailure(c, 400, messages.noFile, "file");
    const alt = imageAltSchema.safeParse({ altRo: form.get("altRo") ?? undefined, altEn: form.get("altEn") ?? undefined });
    if (!alt.success) {
      const issue = alt.error.issues[0]!;
      const field = String(issue.path[0]);
      return adminFailure(c, 400, describeAlt(c)(issue.message, field), field);
    }
    if (file.size > UPLOAD_MAX_BYTES) return adminFailure(c, 413, messages.tooLarge, "file");
    const stored = await uploads.save("products", new Uint8Array(await file.arrayBuffer()));
    if (!stored.ok) {
      if (stored.problem === "too_large") return adminFailure(c, 413, messages.tooLarge, "file");
      if (stored.problem === "too_small") return adminFailure(c, 400, messages.tooSmall(stored.width ?? 0, stored.height ?? 0), "file");
      return adminFailure(c, 400, messages.type, "file");
    }
    const outcome = await gallery.addImage(
      id,
      { src: stored.src, width: stored.width, height: stored.height, alt: { ro: alt.data.altRo, en: alt.data.altEn } },
      staffActor(c, trustProxyHops),
      shopperLanguage(c),
    );
    if (outcome.kind !== "added") await uploads.remove(stored.src);
    if (outcome.kind === "not_found") return adminFailure(c, 404, messages.productNotFound);
    return answer(c, outcome);
  });

  app.post(`${ADMIN_API}/products/:id/images/order`, guard, sizeLimit, async (c) => {
    const id = idOf(c, "id");
    if (id === 0) return adminFailure(c, 404, text(c).productNotFound);
    const body = await readAdminBody(c, imageOrderSchema);
    if (!body.ok) return body.response;
    const outcome = await gallery.orderImages(id, body.value.imageIds, staffActor(c, trustProxyHops), shopperLanguage(c));
    if (outcome.kind === "not_found") return adminFailure(c, 404, text(c).productNotFound);
    return answer(c, outcome);
  });

  app.post(`${ADMIN_API}/products/:id/images/:imageId{[0-9]+}`, guard, sizeLimit, async (c) => {
    const body = await readAdminBody(c, imageAltSchema, describeAlt(c));
    if (!body.ok) return body.response;
    const outcome = await gallery.setImageAlt(
      idOf(c, "id"),
      idOf(c, "imageId"),
      { ro: body.value.altRo, en: body.value.altEn },
      staffActor(c, trustProxyHops),
      shopperLanguage(c),
    );
    return answer(c, outcome);
  });

  app.post(`${ADMIN_API}/products/:id/images/:imageId{[0-9]+}/remove`, guard, async (c) => {
    const outcome = await gallery.removeImage(idOf(c, "id"), idOf(c, "imageId"), staffActor(c, trustProxyHops), shopperLanguage(c));
    // The file goes once its row has: a failed transaction keeps both. Seeded drawings are not the store's to delete.
    if (outcome.kind === "removed" && outcome.src.startsWith("uploads/")) await uploads.remove(outcome.src);
    return answer(c, outcome);
  });

  return app;
}

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
import { imageAltSchema, imageOrderSchema, PRODUCT_GALLERY_MAX_IMAGES } from "#domain/admin-product-editor";
import type { Language } from "#domain/locale";
import type { ProductGallery, ProductImageOutcome } from "#server/commerce/catalog/back-office/product-gallery";
import type { StaffSessions } from "#server/commerce/staff/staff-sessions";
import type { UploadStore } from "#server/uploads/upload-store";
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
import { IMAGE_MESSAGES } from "#server/messages/admin-images";
import { readUploadForm, storeUpload, uploadSizeLimit } from "./admin-uploads.ts";

const MESSAGES: Record<
  Language,
  { productNotFound: string; imageNotFound: string; galleryFull: string; notTheGallery: string; lastOfPublished: string }
> = {
  ro: {
    productNotFound: "Produsul nu există.",
    imageNotFound: "Imaginea nu mai este în galeria produsului. Reîncarcă pagina.",
    galleryFull: `Galeria are deja ${PRODUCT_GALLERY_MAX_IMAGES} imagini. Șterge una înainte să adaugi alta.`,
    notTheGallery: "Galeria s-a schimbat între timp. Am încărcat-o din nou; aranjează imaginile încă o dată.",
    lastOfPublished: "Un produs publicat are nevoie de cel puțin o imagine. Adaugă alta înainte să o ștergi pe aceasta.",
  },
  en: {
    productNotFound: "No such product.",
    imageNotFound: "This picture is no longer in the product's gallery. Reload the page.",
    galleryFull: `The gallery already holds ${PRODUCT_GALLERY_MAX_IMAGES} pictures. Remove one before adding another.`,
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
  const text = (c: Context) => MESSAGES[shopperLanguage(c)];
  const idOf = (c: Context, name: string) => {
    const parsed = rowId.safeParse(c.req.param(name));
    return parsed.success ? parsed.data : 0;
  };
  const describeAlt = (c: Context) => (problem: string, field: string) => {
    const messages = IMAGE_MESSAGES[shopperLanguage(c)];
    const label = messages.alt[field as "altRo" | "altEn"] ?? field;
    return problem === "too_long" ? messages.tooLong(label) : messages.required(label);
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

  app.post(`${ADMIN_API}/products/:id/images`, guard, uploadSizeLimit(), async (c) => {
    const id = idOf(c, "id");
    if (id === 0) return adminFailure(c, 404, text(c).productNotFound);
    const form = await readUploadForm(c);
    if (!form.ok) return form.response;
    const stored = await storeUpload(c, uploads, "products", form.bytes);
    if (!stored.ok) return stored.response;
    const outcome = await gallery.addImage(
      id,
      { src: stored.src, width: stored.width, height: stored.height, alt: form.alt },
      staffActor(c, trustProxyHops),
      shopperLanguage(c),
    );
    // Kept only when its row is: an unknown product or a full gallery leaves no file behind.
    if (outcome.kind !== "added") await uploads.remove(stored.src);
    if (outcome.kind === "not_found") return adminFailure(c, 404, text(c).productNotFound);
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

/**
 * A product's pictures in the admin (issue 17 item 1), under /api/admin for members allowed `catalog.manage`, each
 * change audited. Described in the generated reference (`GET /api/admin/openapi.json`, tag "Admin: products").
 */
import { taggedContract } from "../route-kit.ts";
import type { Context } from "hono";
import { imageAltSchema, imageOrderSchema, productImageAddedSchema, productEditedSchema } from "#domain/admin/product-editor";
import type { ProductGallery, ProductImageOutcome } from "#server/commerce/catalog/module";
import type { UploadStore } from "#server/uploads/upload-store";
import { rowIdParam } from "#server/http/kit/row-id";
import { problem } from "#server/http/kit/problem";
import { body, type FieldDescriber } from "#server/http/kit/read-body";
import { shopperLanguage } from "#server/http/shopper-language";
import { ADMIN_API } from "./auth.ts";
import { adminBodyLimit, adminRouteGroups, type AdminRoutes, type AdminRouteOptions } from "./door.ts";
import { staffActor } from "./http.ts";
import { IMAGE_MESSAGES, PRODUCT_GALLERY_MESSAGES } from "#server/messages/admin/images";
import { pictureUploadContract, readUploadForm, storeUpload, uploadSizeLimit } from "./uploads.ts";

const described = taggedContract(["Admin: products"]);

const text = (c: Context) => PRODUCT_GALLERY_MESSAGES[shopperLanguage(c)];
const productNotFound = (c: Context) => problem(c, 404, "product_not_found", text(c).productNotFound);

const describeAlt: FieldDescriber = ({ problem: name, field }, c) => {
  const messages = IMAGE_MESSAGES[shopperLanguage(c)];
  const label = messages.alt[field as "altRo" | "altEn"] ?? field;
  return name === "too_long" ? messages.tooLong(label) : messages.required(label);
};

/** Every change answers the same way; `product` is the editor's view of it afterwards. */
function answer(c: Context, outcome: ProductImageOutcome) {
  switch (outcome.kind) {
    case "added":
      return c.json({ changed: true, imageId: outcome.imageId, product: outcome.product }, 201);
    case "saved":
      return c.json({ changed: outcome.changed, product: outcome.product });
    case "removed":
      return c.json({ changed: true, product: outcome.product });
    case "not_found":
      return problem(c, 404, "image_not_found", text(c).imageNotFound);
    case "gallery_full":
      return problem(c, 400, "gallery_full", text(c).galleryFull, { field: "file", fields: { file: text(c).galleryFull } });
    case "last_of_published":
      return problem(c, 409, "last_of_published", text(c).lastOfPublished);
    case "not_the_gallery":
      return problem(c, 409, "not_the_gallery", text(c).notTheGallery, { product: outcome.product });
  }
}

/** The product the path names and the picture uploaded for it, stored; or the refusal to answer with. */
async function productUpload(c: Context, uploads: UploadStore, form: { alt?: boolean } = {}) {
  const productId = rowIdParam(c);
  if (productId === 0) return { ok: false as const, response: productNotFound(c) };
  const read = await readUploadForm(c, form);
  if (!read.ok) return read;
  const stored = await storeUpload(c, uploads, "products", read.bytes);
  if (!stored.ok) return stored;
  return { ok: true as const, productId, alt: read.alt, picture: { src: stored.src, width: stored.width, height: stored.height } };
}

type ProductImageRouteOptions = AdminRouteOptions & { gallery: ProductGallery; uploads: UploadStore };
type ProductImageRouteKit = ProductImageRouteOptions & { catalogManager: ReturnType<AdminRouteOptions["door"]["permit"]> };

export function adminProductImageRoutes(options: ProductImageRouteOptions): AdminRoutes {
  return adminRouteGroups({ ...options, catalogManager: options.door.permit("catalog.manage") }, [
    pictureUploadRoute,
    galleryChangeRoutes,
    labelPhotoRoute,
  ]);
}

/** A new picture, uploaded as a multipart form. */
function pictureUploadRoute(app: AdminRoutes, { gallery, uploads, trustProxyHops, catalogManager }: ProductImageRouteKit) {
  app.post(
    `${ADMIN_API}/products/:id/images`,
    described({
      summary: "Add a picture to a product's gallery",
      ...pictureUploadContract(),
      responses: { 201: { description: "The new picture's id and the product with it.", schema: productImageAddedSchema } },
    }),
    catalogManager,
    uploadSizeLimit(),
    async (c) => {
      const upload = await productUpload(c, uploads);
      if (!upload.ok) return upload.response;
      const { productId, picture, alt } = upload;
      const outcome = await gallery.addImage(productId, { ...picture, alt }, staffActor(c, trustProxyHops), shopperLanguage(c));
      // Kept only when its row is: an unknown product or a full gallery leaves no file behind.
      if (outcome.kind !== "added") await uploads.remove(picture.src);
      if (outcome.kind === "not_found") return productNotFound(c);
      return answer(c, outcome);
    },
  );
}

/** The gallery's order, a picture's alt texts, a picture removed. */
function galleryChangeRoutes(app: AdminRoutes, { gallery, uploads, trustProxyHops, catalogManager }: ProductImageRouteKit) {
  const sizeLimit = adminBodyLimit();
  app.post(
    `${ADMIN_API}/products/:id/images/order`,
    described({
      summary: "Reorder a product's gallery",
      description:
        "`imageIds` names every picture of the gallery, the first one first. A gallery changed meanwhile answers 409 `not_the_gallery` with the `product` as it is now.",
      responses: { 200: { description: "Whether the order changed, and the product with it.", schema: productEditedSchema } },
      problems: [400, 404, 409, 413],
      examples: [
        { name: "an unknown product", params: { id: "999999" }, body: { imageIds: [1] }, status: 404 },
        { name: "no pictures named", params: { id: "1" }, body: { imageIds: [] }, status: 400 },
      ],
    }),
    catalogManager,
    sizeLimit,
    body(imageOrderSchema),
    async (c) => {
      const id = rowIdParam(c);
      if (id === 0) return productNotFound(c);
      const outcome = await gallery.orderImages(id, c.req.valid("json").imageIds, staffActor(c, trustProxyHops), shopperLanguage(c));
      if (outcome.kind === "not_found") return productNotFound(c);
      return answer(c, outcome);
    },
  );

  app.post(
    `${ADMIN_API}/products/:id/images/:imageId{[0-9]+}`,
    described({
      summary: "Reword a product picture's alt texts",
      responses: { 200: { description: "Whether the texts changed, and the product with them.", schema: productEditedSchema } },
      problems: [400, 404, 413],
      examples: [
        { name: "an unknown picture", params: { id: "1", imageId: "999999" }, body: { altRo: "Sticlă", altEn: "Bottle" }, status: 404 },
      ],
    }),
    catalogManager,
    sizeLimit,
    body(imageAltSchema, describeAlt),
    async (c) => {
      const alt = c.req.valid("json");
      const outcome = await gallery.setImageAlt(
        rowIdParam(c),
        rowIdParam(c, "imageId"),
        { ro: alt.altRo, en: alt.altEn },
        staffActor(c, trustProxyHops),
        shopperLanguage(c),
      );
      return answer(c, outcome);
    },
  );

  app.post(
    `${ADMIN_API}/products/:id/images/:imageId{[0-9]+}/remove`,
    described({
      summary: "Remove a picture from a product's gallery",
      description: "A published product keeps at least one picture: removing its last answers 409 `last_of_published`.",
      responses: { 200: { description: "The product without the picture.", schema: productEditedSchema } },
      problems: [404, 409],
      examples: [{ name: "an unknown picture", params: { id: "1", imageId: "999999" }, status: 404 }],
    }),
    catalogManager,
    async (c) => {
      const outcome = await gallery.removeImage(rowIdParam(c), rowIdParam(c, "imageId"), staffActor(c, trustProxyHops), shopperLanguage(c));
      // The file goes once its row has: a failed transaction keeps both. Seeded drawings are not the store's to delete.
      if (outcome.kind === "removed" && outcome.src.startsWith("uploads/")) await uploads.remove(outcome.src);
      return answer(c, outcome);
    },
  );
}

/** The photo of the full Romanian label, which replaces the one before. */
function labelPhotoRoute(app: AdminRoutes, { gallery, uploads, trustProxyHops, catalogManager }: ProductImageRouteKit) {
  app.post(
    `${ADMIN_API}/products/:id/label-photo`,
    described({
      summary: "Set the photo of a product's full Romanian label (its mandatory information)",
      description:
        "A multipart form with `file` alone: the product page writes the photo's alt text itself. A new photo replaces " +
        "the one before (decision 0096).",
      ...pictureUploadContract({ alt: false }),
      responses: { 200: { description: "The product with its new label photo.", schema: productEditedSchema } },
    }),
    catalogManager,
    uploadSizeLimit(),
    async (c) => {
      const upload = await productUpload(c, uploads, { alt: false });
      if (!upload.ok) return upload.response;
      const outcome = await gallery.setLabelPhoto(upload.productId, upload.picture, staffActor(c, trustProxyHops), shopperLanguage(c));
      if (outcome.kind === "not_found") {
        await uploads.remove(upload.picture.src);
        return productNotFound(c);
      }
      // The photo replaced goes once its row has; the seed's drawings are not the store's to delete.
      if (outcome.replaced?.startsWith("uploads/")) await uploads.remove(outcome.replaced);
      return c.json({ changed: true, product: outcome.product });
    },
  );
}

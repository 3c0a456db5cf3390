/**
 * Product pictures uploaded in the admin (issue 17 item 1): checked with sharp (type, size, dimensions),
 * re-encoded without metadata, kept under DATA_DIR/uploads, served resized by the image route and listed by the
 * Storefront API with both alt texts. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { EditableProduct } from "#domain/admin/product-editor";
import type { DatabaseHandle } from "#server/db/client";
import { auditLog, productImages, products, staffMembers } from "#server/db/schema";
import { socketFrom, testClock } from "#tests/server/account-kit.ts";
import { TEST_BASE_URL, testConfig } from "#tests/server/platform-kit.ts";
import { createSeededTestDatabase, emptyTables, seededProduct } from "#tests/server/test-database.ts";
import { signedInStaffEachTest } from "#tests/server/staff-kit.ts";
import { CSRF_HEADER, STAFF_COOKIE } from "./http.ts";

let database: DatabaseHandle;
let papillexId = 0;
const dataDir = mkdtempSync(path.join(tmpdir(), "elara-uploads-"));

beforeAll(async () => {
  database = await createSeededTestDatabase();
  papillexId = (await seededProduct(database.db, "papillex")).id;
});
afterAll(async () => {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const clock = testClock(new Date("2026-11-23T09:00:00.000Z"));

beforeEach(async () => {
  await emptyTables(database.db, auditLog, staffMembers);
});
const { kit, members } = signedInStaffEachTest(() => ({ database, clock, config: { ...testConfig, dataDir } }), ["owner", "fulfilment"]);

const picture = (width: number, height: number, format: "jpeg" | "png" | "webp" | "avif" | "gif") => {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 122, g: 46, b: 77 } } });
  if (format === "jpeg")
    return image
      .jpeg()
      .withExif({ IFD0: { Copyright: "Secret Camera Owner", Artist: "Someone" } })
      .toBuffer();
  return image.toFormat(format).toBuffer();
};

async function upload(
  file: Uint8Array | null,
  { altRo = "Sticlă Papillex", altEn = "Papillex bottle", member = members.owner, productId = papillexId, language = "en" } = {},
) {
  const form = new FormData();
  if (file) form.set("file", new File([file as Uint8Array<ArrayBuffer>], "picture.bin"));
  form.set("altRo", altRo);
  form.set("altEn", altEn);
  const response = await kit.app.request(
    `/api/admin/products/${productId}/images`,
    {
      method: "POST",
      headers: {
        Origin: TEST_BASE_URL,
        "Accept-Language": language,
        Cookie: `${STAFF_COOKIE}=${member.cookie}`,
        [CSRF_HEADER]: member.csrf,
      },
      body: form,
    },
    socketFrom(),
  );
  return { status: response.status, json: (await response.json()) as { error?: string; field?: string; product?: EditableProduct } };
}

const stored = () => {
  try {
    return readdirSync(path.join(dataDir, "uploads", "products"));
  } catch {
    return [];
  }
};

describe("uploading a product picture", () => {
  it("keeps a re-encoded copy without metadata, served resized and listed by the Storefront API with its alt texts", async () => {
    const before = stored().length;
    const answer = await upload(await picture(1200, 900, "jpeg"));
    expect(answer.status).toBe(201);
    const images = answer.json.product!.images;
    const added = images[images.length - 1]!;
    expect(added).toMatchObject({ width: 1200, height: 900, alt: { ro: "Sticlă Papillex", en: "Papillex bottle" } });
    expect(added.src).toMatch(/^uploads\/products\/[0-9a-f-]{36}\.webp$/);
    expect(stored()).toHaveLength(before + 1);

    const original = await kit.app.request(`/images/${added.src}`);
    expect(original.status).toBe(200);
    expect(original.headers.get("Content-Type")).toBe("image/webp");
    const metadata = await sharp(Buffer.from(await original.arrayBuffer())).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.width).toBe(1200);

    const small = await kit.app.request(`/images/${added.src}?width=400&format=png`);
    expect(small.status).toBe(200);
    expect(small.headers.get("Content-Type")).toBe("image/png");
    expect((await sharp(Buffer.from(await small.arrayBuffer())).metadata()).width).toBe(400);
    expect((await kit.app.request("/images/uploads/products/not-a-file.webp")).status).toBe(404);

    const graph = await kit.app.request("/api/2024-01/graphql.json", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Shopify-Storefront-Access-Token": testConfig.publicStorefrontToken },
      body: JSON.stringify({
        query: 'query @inContext(language: EN) { product(handle: "papillex") { images(first: 10) { nodes { url altText } } } }',
      }),
    });
    const nodes = ((await graph.json()) as { data: { product: { images: { nodes: { url: string; altText: string }[] } } } }).data.product
      .images.nodes;
    expect(nodes[nodes.length - 1]).toMatchObject({ altText: "Papillex bottle" });
    expect(nodes[nodes.length - 1]!.url).toContain(`/images/${added.src}`);

    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.action, "product.image_add"));
    expect(entry).toMatchObject({
      targetType: "product",
      targetId: String(papillexId),
      after: { imageId: added.id, src: added.src, altEn: "Papillex bottle" },
    });
  });

  it("accepts PNG, WebP and AVIF", async () => {
    for (const format of ["png", "webp", "avif"] as const) expect((await upload(await picture(800, 800, format))).status).toBe(201);
  });

  it("refuses another type, a picture too small or too large, and a missing file, keeping nothing", async () => {
    const before = stored().length;
    expect(await upload(await picture(1000, 1000, "gif"))).toMatchObject({
      status: 400,
      json: { error: "The picture must be JPEG, PNG, WebP or AVIF.", field: "file" },
    });
    expect((await upload(new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"))).json.field).toBe("file");
    expect(await upload(await picture(1200, 799, "png"), { language: "ro" })).toMatchObject({
      status: 400,
      json: { error: "Imaginea are 1200 × 799 px; are nevoie de cel puțin 800 × 800 px ca să arate clar.", field: "file" },
    });
    const huge = new Uint8Array(5 * 1024 * 1024 + 1);
    expect((await upload(huge)).status).toBe(413);
    expect((await upload(null)).json).toMatchObject({ error: "Choose a picture to upload.", field: "file" });
    expect(stored()).toHaveLength(before);
  });

  it("requires the alt text in both languages", async () => {
    expect(await upload(await picture(900, 900, "png"), { altEn: " " })).toMatchObject({
      status: 400,
      json: { error: 'Fill in "Alt text (English)": describe the picture for someone who cannot see it.', field: "altEn" },
    });
    expect((await upload(await picture(900, 900, "png"), { altRo: "", language: "ro" })).json).toMatchObject({
      error: "Completează „Text alternativ (română)”: descrie imaginea pentru cine nu o vede.",
      field: "altRo",
    });
  });

  it("refuses a 21st picture and keeps no file of it", async () => {
    const [endo] = await database.db.select().from(products).where(eq(products.handle, "endo-well"));
    const gallery = await galleryOf(endo!.id);
    await database.db.insert(productImages).values(
      Array.from({ length: 20 - gallery.length }, (_, index) => ({
        productId: endo!.id,
        position: gallery.length + index,
        src: "seed/endo-well-1.svg",
        width: 1200,
        height: 1200,
      })),
    );
    const files = stored().length;
    expect(await upload(await picture(900, 900, "png"), { productId: endo!.id })).toMatchObject({
      status: 400,
      json: { error: "The gallery already holds 20 pictures. Remove one before adding another.", field: "file" },
    });
    expect(stored()).toHaveLength(files);
    expect(await galleryOf(endo!.id)).toHaveLength(20);
  });

  it("is the owner's alone, and 404 for an unknown product", async () => {
    expect((await upload(await picture(900, 900, "png"), { member: members.fulfilment })).status).toBe(403);
    expect((await upload(await picture(900, 900, "png"), { productId: 999_999 })).status).toBe(404);
  });
});

async function change(path: string, body: unknown, { member = members.owner, language = "en" } = {}) {
  const response = await kit.app.request(
    `/api/admin/products/${path}`,
    {
      method: "POST",
      headers: {
        Origin: TEST_BASE_URL,
        "Accept-Language": language,
        "Content-Type": "application/json",
        Cookie: `${STAFF_COOKIE}=${member.cookie}`,
        [CSRF_HEADER]: member.csrf,
      },
      body: JSON.stringify(body),
    },
    socketFrom(),
  );
  return {
    status: response.status,
    json: (await response.json()) as { changed?: boolean; error?: string; field?: string; product?: EditableProduct },
  };
}

const galleryOf = async (productId = papillexId) =>
  (await database.db.select().from(productImages).where(eq(productImages.productId, productId))).sort((a, b) => a.position - b.position);

describe("arranging a product's gallery", () => {
  it("puts the pictures in the order sent, refuses an order that is not the whole gallery, and audits the change", async () => {
    await upload(await picture(900, 900, "png"));
    const ids = (await galleryOf()).map((image) => image.id);
    const reversed = [...ids].reverse();
    const answer = await change(`${papillexId}/images/order`, { imageIds: reversed });
    expect(answer).toMatchObject({ status: 200, json: { changed: true } });
    expect(answer.json.product!.images.map((image) => image.id)).toEqual(reversed);
    expect((await galleryOf()).map((image) => image.id)).toEqual(reversed);
    expect((await galleryOf()).map((image) => image.position)).toEqual(reversed.map((_, index) => index));
    expect((await change(`${papillexId}/images/order`, { imageIds: reversed })).json.changed).toBe(false);

    for (const wrong of [reversed.slice(1), [...reversed, reversed[0]], [...reversed.slice(1), 999_999]]) {
      const refused = await change(`${papillexId}/images/order`, { imageIds: wrong }, { language: "ro" });
      expect(refused.status).toBe(409);
      expect(refused.json.error).toContain("Galeria s-a schimbat");
      expect(refused.json.product!.images.map((image) => image.id)).toEqual(reversed);
    }
    expect((await change(`${papillexId}/images/order`, { imageIds: "1,2" })).json.field).toBe("imageIds");
    expect((await change(`${papillexId}/images/order`, { imageIds: [] })).status).toBe(400);
    expect((await galleryOf()).map((image) => image.id)).toEqual(reversed);

    const entries = await database.db.select().from(auditLog).where(eq(auditLog.action, "product.image_order"));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ before: { imageIds: ids }, after: { imageIds: reversed } });
    await change(`${papillexId}/images/order`, { imageIds: ids });
  });

  it("rewords a picture's alt texts, both required, and audits only the language that changed", async () => {
    const [first] = await galleryOf();
    const answer = await change(`${papillexId}/images/${first!.id}`, { altRo: "Flaconul Papillex, din față", altEn: "" });
    expect(answer).toMatchObject({ status: 400, json: { field: "altEn" } });
    const before = (await change(`${papillexId}/images/${first!.id}`, { altRo: "Flaconul Papillex, din față", altEn: "x" })).json.product!;
    const saved = before.images.find((image) => image.id === first!.id)!;
    expect(saved.alt).toEqual({ ro: "Flaconul Papillex, din față", en: "x" });
    const again = await change(`${papillexId}/images/${first!.id}`, { altRo: "Flaconul Papillex, din față", altEn: "x" });
    expect(again.json.changed).toBe(false);
    await change(`${papillexId}/images/${first!.id}`, { altRo: "Flaconul Papillex, din față", altEn: "Papillex bottle, front" });
    const entries = await database.db.select().from(auditLog).where(eq(auditLog.action, "product.image_alt"));
    expect(entries.at(-1)).toMatchObject({
      before: { imageId: first!.id, en: "x" },
      after: { imageId: first!.id, en: "Papillex bottle, front" },
    });
    expect(entries.at(-1)!.after).not.toHaveProperty("ro");
    expect((await change(`${papillexId}/images/999999`, { altRo: "a", altEn: "b" })).status).toBe(404);
  });

  it("removes an uploaded picture and its file, never a published product's last one, and is the owner's alone", async () => {
    const added = (await upload(await picture(900, 900, "webp"))).json.product!.images.at(-1)!;
    const files = stored().length;
    expect((await change(`${papillexId}/images/${added.id}/remove`, {}, { member: members.fulfilment })).status).toBe(403);
    const removed = await change(`${papillexId}/images/${added.id}/remove`, {});
    expect(removed.status).toBe(200);
    expect(removed.json.product!.images.some((image) => image.id === added.id)).toBe(false);
    expect(stored()).toHaveLength(files - 1);
    expect((await kit.app.request(`/images/${added.src}`)).status).toBe(404);
    expect((await change(`${papillexId}/images/${added.id}/remove`, {})).status).toBe(404);
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.action, "product.image_remove"));
    expect(entry).toMatchObject({ before: { imageId: added.id, src: added.src } });

    // A published product with one picture keeps it; the seeded drawing's file is never deleted.
    const [ahcc] = await database.db.select().from(products).where(eq(products.handle, "ahcc"));
    const pictures = await galleryOf(ahcc!.id);
    for (const extra of pictures.slice(1)) expect((await change(`${ahcc!.id}/images/${extra.id}/remove`, {})).status).toBe(200);
    const last = await change(`${ahcc!.id}/images/${pictures[0]!.id}/remove`, {}, { language: "ro" });
    expect(last).toMatchObject({ status: 409, json: { error: expect.stringContaining("cel puțin o imagine") } });
    expect(await galleryOf(ahcc!.id)).toHaveLength(1);
    expect((await kit.app.request(`/images/${pictures[0]!.src}`)).status).toBe(200);
  });
});

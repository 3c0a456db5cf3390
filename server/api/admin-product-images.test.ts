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
import type { EditableProduct } from "#domain/admin-product-editor";
import type { StaffRole } from "#domain/staff-roles";
import type { DatabaseHandle } from "#server/db/client";
import { auditLog, products, staffMembers } from "#server/db/schema";
import { seedIfEmpty } from "#server/db/seed/seed";
import { socketFrom, testClock } from "#tests/server/account-kit.ts";
import { buildOrdersApp } from "#tests/server/orders-kit.ts";
import { TEST_BASE_URL, testConfig } from "#tests/server/platform-kit.ts";
import { createTestDatabase } from "#tests/server/test-database.ts";
import { staffKit, type StaffMemberSession } from "#tests/server/staff-kit.ts";
import { CSRF_HEADER, STAFF_COOKIE } from "./admin-http.ts";

let database: DatabaseHandle;
let papillexId = 0;
const dataDir = mkdtempSync(path.join(tmpdir(), "elara-uploads-"));

beforeAll(async () => {
  database = await createTestDatabase();
  await seedIfEmpty(database.db);
  const [product] = await database.db.select().from(products).where(eq(products.handle, "papillex"));
  papillexId = product!.id;
});
afterAll(async () => {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const clock = testClock(new Date("2026-11-23T09:00:00.000Z"));
let kit: ReturnType<typeof buildOrdersApp>;
const members = {} as Record<StaffRole, StaffMemberSession>;

beforeEach(async () => {
  await database.db.delete(auditLog);
  await database.db.delete(staffMembers);
  kit = buildOrdersApp({ database, clock, config: { ...testConfig, dataDir } });
  const staff = staffKit(kit, clock);
  for (const role of ["owner", "fulfilment"] as const) members[role] = await staff.signIn(`${role}@elara.test`, role);
});

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
      after: { src: added.src, altEn: "Papillex bottle" },
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
      json: { error: 'Fill in "Alt text (English)".', field: "altEn" },
    });
    expect((await upload(await picture(900, 900, "png"), { altRo: "", language: "ro" })).json).toMatchObject({
      error: "Completează „Text alternativ (română)”.",
      field: "altRo",
    });
  });

  it("is the owner's alone, and 404 for an unknown product", async () => {
    expect((await upload(await picture(900, 900, "png"), { member: members.fulfilment })).status).toBe(403);
    expect((await upload(await picture(900, 900, "png"), { productId: 999_999 })).status).toBe(404);
  });
});

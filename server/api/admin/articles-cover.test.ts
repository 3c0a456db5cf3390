/**
 * The blog article's cover through the upload service (issue 17 item 2): the owner sets, replaces and removes
 * it with its alt text in both languages; the picture is checked like a product's, the one replaced or removed
 * is deleted from the store once committed (an upload only, never the seed's drawings); bad input names the
 * field and changes nothing; every change audited. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, like } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AdminArticle } from "#domain/admin/articles";
import type { DatabaseHandle } from "#server/db/client";
import { articleTranslations, articles, auditLog, staffMembers } from "#server/db/schema";
import { SEED_IMAGES_DIR } from "#server/storefront-api/image-versions";
import { socketFrom, testClock } from "#tests/server/account-kit.ts";
import { TEST_BASE_URL, testConfig } from "#tests/server/platform-kit.ts";
import { createSeededTestDatabase, emptyTables } from "#tests/server/test-database.ts";
import { signedInStaffEachTest, type StaffMemberSession } from "#tests/server/staff-kit.ts";
import { CSRF_HEADER, STAFF_COOKIE } from "./http.ts";

const HANDLE = "how-we-research-our-formulas";
let database: DatabaseHandle;
let articleId = 0;
let seeded: { imageSrc: string | null; imageWidth: number | null; imageHeight: number | null };
const dataDir = mkdtempSync(path.join(tmpdir(), "elara-covers-"));

beforeAll(async () => {
  database = await createSeededTestDatabase();
  const [article] = await database.db.select().from(articles).where(eq(articles.handle, HANDLE));
  articleId = article!.id;
  seeded = { imageSrc: article!.imageSrc, imageWidth: article!.imageWidth, imageHeight: article!.imageHeight };
});
afterAll(async () => {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const clock = testClock(new Date("2026-11-23T09:00:00.000Z"));

beforeEach(async () => {
  await database.db.update(articles).set(seeded).where(eq(articles.id, articleId));
  await emptyTables(database.db, auditLog, staffMembers);
});
const { kit, members } = signedInStaffEachTest(() => ({ database, clock, config: { ...testConfig, dataDir } }), ["owner", "support"]);

const picture = (width: number, height: number, format: "jpeg" | "png" | "webp" | "gif") =>
  sharp({ create: { width, height, channels: 3, background: { r: 46, g: 122, b: 77 } } })
    .toFormat(format)
    .toBuffer();

type Answer = { status: number; json: { error?: string; field?: string; changed?: boolean; article?: AdminArticle } };

async function send(method: "POST" | "DELETE", body: FormData | undefined, member: StaffMemberSession, id: number, language: string) {
  const response = await kit.app.request(
    `/api/admin/articles/${id}/cover`,
    {
      method,
      headers: {
        Origin: TEST_BASE_URL,
        "Accept-Language": language,
        Cookie: `${STAFF_COOKIE}=${member.cookie}`,
        [CSRF_HEADER]: member.csrf,
      },
      ...(body ? { body } : {}),
    },
    socketFrom(),
  );
  return { status: response.status, json: (await response.json()) as Answer["json"] };
}

async function upload(
  file: Uint8Array | null,
  { altRo = "Laborator Elara", altEn = "Elara laboratory", member = members.owner, id = articleId, language = "en" } = {},
): Promise<Answer> {
  const form = new FormData();
  if (file) form.set("file", new File([file as Uint8Array<ArrayBuffer>], "cover.bin"));
  form.set("altRo", altRo);
  form.set("altEn", altEn);
  return send("POST", form, member, id, language);
}

const removeCover = ({ member = members.owner, id = articleId, language = "en" } = {}) => send("DELETE", undefined, member, id, language);

const stored = () => {
  try {
    return readdirSync(path.join(dataDir, "uploads", "articles"));
  } catch {
    return [];
  }
};

const fileOf = (src: string) => path.join(dataDir, src);

async function storefrontImage(language: "ro" | "en") {
  const response = await kit.app.request("/api/2024-01/graphql.json", {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Shopify-Storefront-Access-Token": testConfig.publicStorefrontToken },
    body: JSON.stringify({
      query: `query @inContext(language: ${language.toUpperCase()}) { blog(handle: "news") { articleByHandle(handle: "${HANDLE}") { image { url altText width height small: url(transform: { maxWidth: 400 }) } } } }`,
    }),
  });
  const body = (await response.json()) as {
    data: {
      blog: { articleByHandle: { image: { url: string; small: string; altText: string | null; width: number; height: number } | null } };
    };
  };
  return body.data.blog.articleByHandle.image;
}

describe("the article's cover", () => {
  it("replaces the seed's drawing with an upload, keeping the drawing, shown by the Storefront API with its alt texts", async () => {
    expect(seeded.imageSrc).toMatch(/^seed\//);
    const answer = await upload(await picture(1600, 900, "jpeg"));
    expect(answer.status).toBe(200);
    const image = answer.json.article!.image!;
    expect(image).toMatchObject({ width: 1600, height: 900 });
    expect(image.src).toMatch(/^uploads\/articles\/[0-9a-f-]{36}\.webp$/);
    expect(answer.json.article!.texts.ro.imageAltText).toBe("Laborator Elara");
    expect(answer.json.article!.texts.en.imageAltText).toBe("Elara laboratory");
    expect(existsSync(fileOf(image.src))).toBe(true);
    expect(existsSync(path.join(SEED_IMAGES_DIR, seeded.imageSrc!.slice("seed/".length)))).toBe(true);

    const served = await kit.app.request(`/images/${image.src}?width=400`);
    expect(served.status).toBe(200);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(400);

    expect(await storefrontImage("en")).toMatchObject({ altText: "Elara laboratory", width: 1600, height: 900 });
    expect((await storefrontImage("ro"))!.url).toContain(`/images/${image.src}`);
    expect((await storefrontImage("ro"))!.altText).toBe("Laborator Elara");
    // What /blog and the article page put in their srcset: the route serves it at that width.
    const small = new URL((await storefrontImage("ro"))!.small);
    expect(small.pathname).toBe(`/images/${image.src}`);
    const card = await kit.app.request(`${small.pathname}${small.search}`);
    expect(card.status).toBe(200);
    expect((await sharp(Buffer.from(await card.arrayBuffer())).metadata()).width).toBe(400);

    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.action, "article.cover_set"));
    expect(entry).toMatchObject({
      targetType: "article",
      targetId: String(articleId),
      before: { src: seeded.imageSrc },
      after: { src: image.src, altRo: "Laborator Elara", altEn: "Elara laboratory" },
    });
  });

  it("replacing an uploaded cover deletes the old file; removing it deletes the file and the alt texts", async () => {
    const first = (await upload(await picture(900, 900, "png"))).json.article!.image!.src;
    const second = await upload(await picture(1000, 800, "webp"), { altEn: "Another picture" });
    expect(second.status).toBe(200);
    const src = second.json.article!.image!.src;
    expect(src).not.toBe(first);
    expect(existsSync(fileOf(first))).toBe(false);
    expect(existsSync(fileOf(src))).toBe(true);

    const removed = await removeCover();
    expect(removed).toMatchObject({ status: 200, json: { changed: true, article: { image: null } } });
    expect(removed.json.article!.texts.en.imageAltText).toBe("");
    expect(existsSync(fileOf(src))).toBe(false);
    expect(await storefrontImage("en")).toBeNull();
    const texts = await database.db.select().from(articleTranslations).where(eq(articleTranslations.articleId, articleId));
    expect(texts.every((text) => text.imageAltText === null)).toBe(true);
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.action, "article.cover_remove"));
    expect(entry).toMatchObject({ before: { src }, after: { src: null } });

    expect(await removeCover()).toMatchObject({ status: 200, json: { changed: false } });
  });

  it("refuses another type, a picture too small or too large, a missing file or alt text, changing nothing", async () => {
    const before = stored().length;
    expect(await upload(await picture(1000, 1000, "gif"))).toMatchObject({
      status: 400,
      json: { error: "The picture must be JPEG, PNG, WebP or AVIF.", field: "file" },
    });
    expect(await upload(await picture(1200, 700, "png"), { language: "ro" })).toMatchObject({
      status: 400,
      json: { error: "Imaginea are 1200 × 700 px; are nevoie de cel puțin 800 × 800 px ca să arate clar.", field: "file" },
    });
    expect(await upload(new Uint8Array(5 * 1024 * 1024 + 1))).toMatchObject({ status: 413, json: { field: "file" } });
    expect(await upload(null, { language: "ro" })).toMatchObject({
      status: 400,
      json: { error: "Alege o imagine de încărcat.", field: "file" },
    });
    expect(await upload(await picture(900, 900, "png"), { altRo: " ", language: "ro" })).toMatchObject({
      status: 400,
      json: { error: "Completează „Text alternativ (română)”: descrie imaginea pentru cine nu o vede.", field: "altRo" },
    });
    expect(stored()).toHaveLength(before);
    const [article] = await database.db.select().from(articles).where(eq(articles.id, articleId));
    expect(article!.imageSrc).toBe(seeded.imageSrc);
    expect(await database.db.select().from(auditLog).where(like(auditLog.action, "article.%"))).toHaveLength(0);
  });

  it("is for members who write the blog, 404 for an unknown article, and needs the CSRF token", async () => {
    const before = stored().length;
    expect((await upload(await picture(900, 900, "png"), { member: members.support })).status).toBe(403);
    expect((await removeCover({ member: members.support })).status).toBe(403);
    expect(await upload(await picture(900, 900, "png"), { id: 999_999 })).toMatchObject({
      status: 404,
      json: { error: "No such article." },
    });
    expect((await removeCover({ id: 999_999 })).status).toBe(404);
    const response = await kit.app.request(
      `/api/admin/articles/${articleId}/cover`,
      { method: "DELETE", headers: { Origin: TEST_BASE_URL, Cookie: `${STAFF_COOKIE}=${members.owner.cookie}` } },
      socketFrom(),
    );
    expect(response.status).toBe(403);
    expect(stored()).toHaveLength(before);
    const [article] = await database.db.select().from(articles).where(eq(articles.id, articleId));
    expect(article!.imageSrc).toBe(seeded.imageSrc);
  });
});

/**
 * The seed blogs: complete in both languages, tables of contents that match their headings, pictures
 * that exist, and seeding that fills an older data directory once and never twice.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#server/db/client";
import { articleMetafields, articleTranslations, articles, blogs } from "#server/db/schema";
import { createTestDatabase } from "#tests/server/test-database.ts";
import { seedIfEmpty } from "#server/db/seed/seed";
import { BRAND_PLACEHOLDER } from "./blog-seed-types.ts";
import { articleHtml, insertBlogsIfEmpty, seedBlogs, tableOfContents } from "./seed-blog.ts";

const IMAGES_DIR = path.resolve("server/db/seed/images");
const LOCALES = ["ro", "en"] as const;
const everyArticle = seedBlogs.flatMap((blog) => blog.articles);

describe("the seed blogs", () => {
  it("are news, blogs and wellness, each with at least three articles", () => {
    expect(seedBlogs.map((blog) => blog.handle)).toEqual(["news", "blogs", "wellness"]);
    for (const blog of seedBlogs) expect(blog.articles.length).toBeGreaterThanOrEqual(3);
  });

  it("give every article a unique handle, a picture that exists, an author, tags and an excerpt in both languages", () => {
    for (const blog of seedBlogs) {
      const handles = blog.articles.map((article) => article.handle);
      expect(new Set(handles).size).toBe(handles.length);
    }
    for (const article of everyArticle) {
      expect(article.handle).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(existsSync(path.join(IMAGES_DIR, article.image.file))).toBe(true);
      expect(article.author.trim()).not.toBe("");
      expect(article.tags.length).toBeGreaterThan(0);
      for (const locale of LOCALES) {
        expect(article.title[locale].trim()).not.toBe("");
        expect(article.excerpt[locale].trim()).not.toBe("");
        expect(article.image.alt[locale].trim()).not.toBe("");
      }
    }
  });

  it("build HTML whose h2/h3 ids are exactly the table of contents, once each", () => {
    for (const article of everyArticle) {
      for (const locale of LOCALES) {
        const html = articleHtml(article, locale, "Elara");
        const headingIds = [...html.matchAll(/<h([23]) id="([^"]+)">/g)].map((match) => ({ level: Number(match[1]), id: match[2] }));
        const entries = tableOfContents(article, locale, "Elara");
        expect(entries.map(({ id, level }) => ({ id, level }))).toEqual(headingIds);
        expect(new Set(headingIds.map((heading) => heading.id)).size).toBe(headingIds.length);
        expect(entries.filter((entry) => entry.level === 2).length).toBeGreaterThanOrEqual(3);
        expect(entries.some((entry) => entry.level === 3)).toBe(true);
      }
    }
  });

  it("write the configured brand wherever the copy names the shop", () => {
    const research = everyArticle.find((article) => article.handle === "how-we-research-our-formulas")!;
    const html = articleHtml(research, "ro", "Aurora");
    expect(html).not.toContain(BRAND_PLACEHOLDER);
    const texts = seedBlogs.flatMap((blog) => [blog.description.ro, ...blog.articles.map((article) => article.excerpt.en)]);
    expect(texts.some((text) => text.includes(BRAND_PLACEHOLDER))).toBe(true);
  });

  it("write the brand into article HTML as text, never as markup", () => {
    const article = { ...everyArticle[0]!, intro: { ro: "<p>{{brand}}</p>", en: "<p>{{brand}}</p>" } };
    expect(articleHtml(article, "en", "Smith & <Co>")).toContain("<p>Smith &#38; &#60;Co&#62;</p>");
  });

  it("close every health article with the reminder that it does not replace a doctor's advice", () => {
    for (const article of everyArticle.filter((entry) => entry.medicalNote)) {
      expect(articleHtml(article, "ro", "Elara")).toContain("nu înlocuiește sfatul medicului");
      expect(articleHtml(article, "en", "Elara")).toContain("does not replace medical advice");
    }
  });
});

describe("seeding the blogs", () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await createTestDatabase();
  });

  afterAll(async () => {
    await handle?.close();
  });

  async function counts() {
    const [blogRows] = await handle.db.select({ n: count() }).from(blogs);
    const [articleRows] = await handle.db.select({ n: count() }).from(articles);
    const [textRows] = await handle.db.select({ n: count() }).from(articleTranslations);
    const [tocRows] = await handle.db.select({ n: count() }).from(articleMetafields).where(eq(articleMetafields.key, "table_of_contents"));
    return { blogs: blogRows!.n, articles: articleRows!.n, texts: textRows!.n, tables: tocRows!.n };
  }

  it("gives a data directory made before the blog existed its blogs on the next start, once", async () => {
    expect(await seedIfEmpty(handle.db, { brandName: "Aurora" })).toBe(true);
    // A data directory from before the blog: the catalogue is there, the blog tables are empty.
    await handle.db.delete(blogs);
    expect((await counts()).articles).toBe(0);

    expect(await seedIfEmpty(handle.db, { brandName: "Aurora" })).toBe(true);
    const seeded = await counts();
    expect(seeded).toEqual({
      blogs: seedBlogs.length,
      articles: everyArticle.length,
      texts: everyArticle.length * 2,
      tables: everyArticle.length * 2,
    });

    expect(await seedIfEmpty(handle.db, { brandName: "Aurora" })).toBe(false);
    expect(await counts()).toEqual(seeded);
  });

  it("seeds once when two instances start at the same time", async () => {
    await handle.db.delete(blogs);
    const results = await Promise.all([
      insertBlogsIfEmpty(handle.db, seedBlogs, "Aurora"),
      insertBlogsIfEmpty(handle.db, seedBlogs, "Aurora"),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect((await counts()).articles).toBe(everyArticle.length);
  });

  it("writes the configured brand into the stored texts", async () => {
    const rows = await handle.db
      .select({ excerpt: articleTranslations.excerpt, contentHtml: articleTranslations.contentHtml })
      .from(articleTranslations);
    expect(rows.some((row) => row.excerpt.includes("Aurora"))).toBe(true);
    expect(rows.every((row) => !`${row.excerpt}${row.contentHtml}`.includes(BRAND_PLACEHOLDER))).toBe(true);
  });
});

/**
 * Writes the seed blogs into the database: each article's HTML and its `custom.table_of_contents`
 * metafield are built from the same sections, in both languages.
 */
import { sql } from "drizzle-orm";
import { escapeHtml } from "#domain/escape-html";
import type { Database } from "#server/db/client";
import { articleMetafields, articleTranslations, articles, blogTranslations, blogs } from "#server/db/schema";
import type { Localized } from "#server/db/seed/catalog-types";
import { BRAND_PLACEHOLDER, type SeedArticle, type SeedBlog, type SeedSection } from "./blog-seed-types.ts";
import { newsBlog } from "./news.ts";
import { wellnessBlog } from "./wellness.ts";
import { womensHealthBlog } from "./womens-health.ts";

export const seedBlogs: readonly SeedBlog[] = [newsBlog, womensHealthBlog, wellnessBlog];

const LOCALES = ["ro", "en"] as const;
type SeedLocale = (typeof LOCALES)[number];

/** Blog pictures are drawn 16:9 at this size. */
const BLOG_IMAGE_WIDTH = 1200;
const BLOG_IMAGE_HEIGHT = 675;

const TABLE_OF_CONTENTS_KEY = "table_of_contents";

/** Any fixed number: instances starting together take turns seeding instead of racing to a duplicate key. */
const BLOG_SEED_LOCK = 72_018_001;

const MEDICAL_NOTE: Localized = {
  ro: "Acest articol are scop informativ și nu înlocuiește sfatul medicului. Dacă ai simptome sau întrebări despre sănătatea ta, discută cu medicul tău.",
  en: "This article is for information only and does not replace medical advice. If you have symptoms or questions about your health, talk to your doctor.",
};

/** One entry of the table of contents metafield (`json`): the heading's id, text and level. */
export interface TableOfContentsEntry {
  id: string;
  title: string;
  level: 2 | 3;
}

function withBrand(text: string, brand: string): string {
  return text.split(BRAND_PLACEHOLDER).join(brand);
}

function sectionHtml(section: SeedSection, locale: SeedLocale, level: 2 | 3): string {
  const tag = `h${level}`;
  const heading = `<${tag} id="${section.id}">${escapeHtml(section.heading[locale])}</${tag}>`;
  const nested = (section.subsections ?? []).map((subsection) => sectionHtml(subsection, locale, 3)).join("");
  return `${heading}${section.body[locale]}${nested}`;
}

export function articleHtml(article: SeedArticle, locale: SeedLocale, brand: string): string {
  const note = article.medicalNote ? `<p><em>${escapeHtml(MEDICAL_NOTE[locale])}</em></p>` : "";
  const html = `${article.intro[locale]}${article.sections.map((section) => sectionHtml(section, locale, 2)).join("")}${note}`;
  // The brand is configured text, not markup: "A & B" must read as written once in the HTML.
  return withBrand(html, escapeHtml(brand));
}

export function tableOfContents(article: SeedArticle, locale: SeedLocale, brand: string): TableOfContentsEntry[] {
  return article.sections.flatMap((section) => [
    { id: section.id, title: withBrand(section.heading[locale], brand), level: 2 as const },
    ...(section.subsections ?? []).map((subsection) => ({
      id: subsection.id,
      title: withBrand(subsection.heading[locale], brand),
      level: 3 as const,
    })),
  ]);
}

async function isBlogEmpty(db: Database): Promise<boolean> {
  const rows = await db.select({ id: blogs.id }).from(blogs).limit(1);
  return rows.length === 0;
}

/**
 * Seeds the blogs when there are none: on a first start, and on the first start of a data directory
 * made before the blog existed. Returns whether it wrote anything.
 */
export async function insertBlogsIfEmpty(db: Database, seed: readonly SeedBlog[], brand: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${BLOG_SEED_LOCK})`);
    if (!(await isBlogEmpty(tx))) return false;
    await insertBlogs(tx, seed, brand);
    return true;
  });
}

/** Drops every blog (articles, texts and metafields cascade) and restarts the ids. */
export async function clearBlogs(db: Database): Promise<void> {
  await db.execute(sql`TRUNCATE ${blogs}, ${articles} RESTART IDENTITY CASCADE`);
}

export async function insertBlogs(db: Database, seed: readonly SeedBlog[], brand: string): Promise<void> {
  for (const blog of seed) {
    const [blogRow] = await db.insert(blogs).values({ handle: blog.handle }).returning({ id: blogs.id });
    const blogId = blogRow!.id;
    await db.insert(blogTranslations).values(
      LOCALES.map((locale) => ({
        blogId,
        locale,
        title: withBrand(blog.title[locale], brand),
        description: withBrand(blog.description[locale], brand),
      })),
    );
    for (const article of blog.articles) await insertArticle(db, blogId, article, brand);
  }
}

async function insertArticle(db: Database, blogId: number, article: SeedArticle, brand: string): Promise<void> {
  const publishedAt = new Date(article.publishedAt);
  const [row] = await db
    .insert(articles)
    .values({
      blogId,
      handle: article.handle,
      authorName: article.author,
      tags: [...article.tags],
      imageSrc: `seed/${article.image.file}`,
      imageWidth: BLOG_IMAGE_WIDTH,
      imageHeight: BLOG_IMAGE_HEIGHT,
      publishedAt,
      createdAt: publishedAt,
      updatedAt: publishedAt,
    })
    .returning({ id: articles.id });
  const articleId = row!.id;
  await db.insert(articleTranslations).values(
    LOCALES.map((locale) => ({
      articleId,
      locale,
      title: withBrand(article.title[locale], brand),
      excerpt: withBrand(article.excerpt[locale], brand),
      contentHtml: articleHtml(article, locale, brand),
      imageAltText: withBrand(article.image.alt[locale], brand),
    })),
  );
  await db.insert(articleMetafields).values(
    LOCALES.map((locale) => ({
      articleId,
      namespace: "custom",
      key: TABLE_OF_CONTENTS_KEY,
      locale,
      type: "json",
      value: JSON.stringify(tableOfContents(article, locale, brand)),
    })),
  );
}

/**
 * Blogs, articles and the owner's page texts: the content module's tables, which only its code
 * (server/commerce/content/) writes.
 */
import { check, index, jsonb, integer, pgTable, primaryKey, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { metafieldsTable, belongsTo, tags, timestamps, timestamptz, translationsTable } from "#server/db/schema/columns";
import { staffReference } from "#server/db/schema/staff";
import type { FinderQuiz } from "#domain/finder-quiz";

/**
 * The store's blogs (`news`, `blogs`, `wellness`). Titles and intros are per-language rows, like the
 * catalogue's texts.
 */
export const blogs = pgTable(
  "blogs",
  {
    id: serial("id").primaryKey(),
    handle: text("handle").notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex("blogs_handle_key").on(t.handle)],
);

export const blogTranslations = translationsTable(
  "blog_translations",
  { blogId: belongsTo("blog_id", () => blogs.id) },
  {
    title: text("title").notNull(),
    /** One or two sentences introducing the blog; its SEO description. */
    description: text("description").notNull().default(""),
  },
);

/**
 * An article of one blog. Its handle is unique within the blog (two blogs may share one, as on
 * Shopify). The picture is a path under the image route, like product images.
 */
export const articles = pgTable(
  "articles",
  {
    id: serial("id").primaryKey(),
    blogId: belongsTo("blog_id", () => blogs.id),
    handle: text("handle").notNull(),
    authorName: text("author_name").notNull(),
    tags: tags(),
    imageSrc: text("image_src"),
    imageWidth: integer("image_width"),
    imageHeight: integer("image_height"),
    publishedAt: timestamptz("published_at").notNull(),
    /** A `draft` is the owner's alone; a `published` article shows from `published_at` (later: scheduled). */
    status: text("status").notNull().default("published"),
    ...timestamps(),
  },
  (t) => [
    check("articles_status", sql`${t.status} IN ('draft', 'published')`),
    uniqueIndex("articles_blog_handle_key").on(t.blogId, t.handle),
    index("articles_published_idx").on(t.blogId, t.publishedAt),
    check(
      "articles_image_complete",
      sql`(${t.imageSrc} IS NULL) = (${t.imageWidth} IS NULL) AND (${t.imageSrc} IS NULL) = (${t.imageHeight} IS NULL)`,
    ),
  ],
);

/** An article's texts in one language. `content_html` is stored as written and sanitised when a page renders it. */
export const articleTranslations = translationsTable(
  "article_translations",
  { articleId: belongsTo("article_id", () => articles.id) },
  {
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull().default(""),
    contentHtml: text("content_html").notNull(),
    imageAltText: text("image_alt_text"),
  },
);

/** Article metafields, e.g. `custom.table_of_contents` (a JSON list per language; see docs/decisions). */
export const articleMetafields = metafieldsTable("article_metafields", { articleId: belongsTo("article_id", () => articles.id) });

/**
 * The owner's store content (issue 17 item 2, decision 0042): one row per page of the home page's claims and
 * the brand pages, with its version (a save must name the version it opened), which claims are hidden, and
 * the bottles-sold figure. The texts themselves stay in the locale files; `store_content_texts` holds only
 * the owner's overrides, one row per page, key and language.
 */
export const storeContentPages = pgTable("store_content_pages", {
  page: text("page").primaryKey(),
  version: integer("version").notNull().default(0),
  hidden: jsonb("hidden").$type<string[]>().notNull().default([]),
  bottlesSold: integer("bottles_sold"),
  updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  updatedByStaffId: staffReference("updated_by_staff_id"),
});

export const storeContentTexts = pgTable(
  "store_content_texts",
  {
    page: text("page").notNull(),
    key: text("key").notNull(),
    language: text("language").notNull(),
    text: text("text").notNull(),
  },
  (t) => [primaryKey({ columns: [t.page, t.key, t.language] })],
);

/**
 * The supplement finder's quiz as the owner saved it (decision 0159): one row, absent until the first save (the
 * default quiz in domain/finder-quiz.ts holds until then). Only the quiz: the shoppers' answers are never stored.
 */
export const finderQuizzes = pgTable(
  "finder_quizzes",
  {
    id: integer("id").primaryKey().default(1),
    version: integer("version").notNull().default(0),
    quiz: jsonb("quiz").$type<FinderQuiz>().notNull(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
    updatedByStaffId: staffReference("updated_by_staff_id"),
  },
  (t) => [check("finder_quizzes_one_row", sql`${t.id} = 1`)],
);

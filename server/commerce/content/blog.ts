/**
 * Reading the blogs for the storefront. Lists are chosen in two steps: the ids in the order asked
 * for (one small query, sorted by the database), then the page's articles in full (two queries side
 * by side, whatever the page size). A blog of some thousands of articles keeps the first step cheap.
 *
 * Texts fall back to Romanian when the requested language has no row, so an article written in one
 * language is still shown, never blank. Drafts stay hidden, and articles dated in the future until their time.
 */
import { and, asc, eq, inArray, lte, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "#server/db/client";
import { ANY_LOCALE, articleMetafields, articleTranslations, articles, blogTranslations, blogs } from "#server/db/schema";
import type { Article, ArticleSortKey, Blog, BlogSortKey } from "./blog-types.ts";
import { isRowId } from "#server/commerce/shared/row-id";
import { metafieldKey, type CatalogMetafield } from "#server/commerce/shared/metafields";
import { DEFAULT_LOCALE, type Locale } from "#server/commerce/shared/locale";

export interface BlogContent {
  /** Every blog's id, ascending by the sort key (then by id). */
  blogIds(locale: Locale, sortKey: BlogSortKey): Promise<number[]>;
  /** Blogs found, keyed by id; unknown ids are simply absent. */
  loadBlogs(ids: readonly number[], locale: Locale): Promise<Map<number, Blog>>;
  blogByHandle(handle: string, locale: Locale): Promise<Blog | null>;
  /** Published article ids, of one blog or of all, ascending by the sort key (then by id). */
  articleIds(params: { locale: Locale; sortKey: ArticleSortKey; blogId?: number }): Promise<number[]>;
  /** Published articles found, keyed by id, each with its blog and its metafields in `locale`. */
  loadArticles(ids: readonly number[], locale: Locale): Promise<Map<number, Article>>;
  articleByHandle(blogId: number, handle: string, locale: Locale): Promise<Article | null>;
  /** The distinct authors of a blog's published articles, by name. */
  authorNames(blogId: number): Promise<string[]>;
}

const ownBlog = alias(blogTranslations, "own_blog_translation");
const fallbackBlog = alias(blogTranslations, "fallback_blog_translation");
const ownArticle = alias(articleTranslations, "own_article_translation");
const fallbackArticle = alias(articleTranslations, "fallback_article_translation");

const blogTitle = sql<string>`coalesce(${ownBlog.title}, ${fallbackBlog.title}, '')`;
const articleTitle = sql<string>`coalesce(${ownArticle.title}, ${fallbackArticle.title}, '')`;

// Lower-cased under the "C" collation so that PGlite and every PostgreSQL server order alike (as the catalogue does).
const textOrder = (expression: SQL | typeof articles.authorName | typeof blogs.handle) => sql`lower(${expression} collate "C")`;

function articleOrder(sortKey: ArticleSortKey): SQL {
  switch (sortKey) {
    case "TITLE":
      return textOrder(articleTitle);
    case "AUTHOR":
      return textOrder(articles.authorName);
    case "BLOG_TITLE":
      return textOrder(blogTitle);
    case "PUBLISHED_AT":
      return sql`${articles.publishedAt}`;
    case "UPDATED_AT":
      return sql`${articles.updatedAt}`;
    case "ID":
    case "RELEVANCE":
      return sql`${articles.id}`;
  }
}

function blogOrder(sortKey: BlogSortKey): SQL {
  switch (sortKey) {
    case "TITLE":
      return textOrder(blogTitle);
    case "HANDLE":
      return textOrder(blogs.handle);
    case "ID":
    case "RELEVANCE":
      return sql`${blogs.id}`;
  }
}

const isPublished = and(eq(articles.status, "published"), lte(articles.publishedAt, sql`now()`));

/** The language's own metafield row, else the one for every language, else the Romanian one. */
function localePreference(locale: Locale): string[] {
  return [...new Set([locale, ANY_LOCALE, DEFAULT_LOCALE])];
}

export function createBlogContent(db: Database): BlogContent {
  function blogRows(locale: Locale) {
    return db
      .select({
        id: blogs.id,
        handle: blogs.handle,
        title: blogTitle,
        description: sql<string>`coalesce(${ownBlog.description}, ${fallbackBlog.description}, '')`,
        createdAt: blogs.createdAt,
        updatedAt: blogs.updatedAt,
      })
      .from(blogs)
      .leftJoin(ownBlog, and(eq(ownBlog.blogId, blogs.id), eq(ownBlog.locale, locale)))
      .leftJoin(fallbackBlog, and(eq(fallbackBlog.blogId, blogs.id), eq(fallbackBlog.locale, DEFAULT_LOCALE)))
      .$dynamic();
  }

  async function loadBlogs(ids: readonly number[], locale: Locale): Promise<Map<number, Blog>> {
    const unique = [...new Set(ids)].filter(isRowId);
    if (unique.length === 0) return new Map();
    const rows = await blogRows(locale).where(inArray(blogs.id, unique));
    return new Map(rows.map((row) => [row.id, row]));
  }

  async function loadArticleMetafields(ids: number[], locale: Locale): Promise<Map<number, Map<string, CatalogMetafield>>> {
    const preference = localePreference(locale);
    const rows = await db
      .select()
      .from(articleMetafields)
      .where(and(inArray(articleMetafields.articleId, ids), inArray(articleMetafields.locale, preference)));
    const result = new Map<number, Map<string, CatalogMetafield>>(ids.map((id) => [id, new Map()]));
    const chosenRank = new Map<string, number>();
    for (const row of rows) {
      const key = metafieldKey(row.namespace, row.key);
      const seenKey = `${row.articleId}\u0000${key}`;
      const rank = preference.indexOf(row.locale);
      const seen = chosenRank.get(seenKey);
      if (seen !== undefined && seen <= rank) continue;
      chosenRank.set(seenKey, rank);
      result
        .get(row.articleId)
        ?.set(key, { id: row.id, owner: "Article", namespace: row.namespace, key: row.key, type: row.type, value: row.value });
    }
    return result;
  }

  async function loadArticles(ids: readonly number[], locale: Locale): Promise<Map<number, Article>> {
    const unique = [...new Set(ids)].filter(isRowId);
    if (unique.length === 0) return new Map();
    const [rows, metafields] = await Promise.all([
      db
        .select({
          id: articles.id,
          handle: articles.handle,
          authorName: articles.authorName,
          tags: articles.tags,
          imageSrc: articles.imageSrc,
          imageWidth: articles.imageWidth,
          imageHeight: articles.imageHeight,
          publishedAt: articles.publishedAt,
          updatedAt: articles.updatedAt,
          blogId: articles.blogId,
          title: articleTitle,
          excerpt: sql<string>`coalesce(${ownArticle.excerpt}, ${fallbackArticle.excerpt}, '')`,
          contentHtml: sql<string>`coalesce(${ownArticle.contentHtml}, ${fallbackArticle.contentHtml}, '')`,
          imageAltText: sql<string | null>`coalesce(${ownArticle.imageAltText}, ${fallbackArticle.imageAltText})`,
        })
        .from(articles)
        .leftJoin(ownArticle, and(eq(ownArticle.articleId, articles.id), eq(ownArticle.locale, locale)))
        .leftJoin(fallbackArticle, and(eq(fallbackArticle.articleId, articles.id), eq(fallbackArticle.locale, DEFAULT_LOCALE)))
        .where(and(inArray(articles.id, unique), isPublished)),
      loadArticleMetafields(unique, locale),
    ]);
    const blogsById = await loadBlogs(
      rows.map((row) => row.blogId),
      locale,
    );
    const result = new Map<number, Article>();
    for (const row of rows) {
      const blog = blogsById.get(row.blogId);
      if (!blog) continue;
      const { imageSrc, imageWidth, imageHeight, imageAltText, blogId: _blogId, ...article } = row;
      result.set(row.id, {
        ...article,
        blog,
        image:
          imageSrc !== null && imageWidth !== null && imageHeight !== null
            ? { id: row.id, articleId: row.id, src: imageSrc, width: imageWidth, height: imageHeight, altText: imageAltText }
            : null,
        metafields: metafields.get(row.id) ?? new Map(),
      });
    }
    return result;
  }

  return {
    async blogIds(locale, sortKey) {
      const order = blogOrder(sortKey);
      const rows = await db
        .select({ id: blogs.id })
        .from(blogs)
        .leftJoin(ownBlog, and(eq(ownBlog.blogId, blogs.id), eq(ownBlog.locale, locale)))
        .leftJoin(fallbackBlog, and(eq(fallbackBlog.blogId, blogs.id), eq(fallbackBlog.locale, DEFAULT_LOCALE)))
        .orderBy(asc(order), asc(blogs.id));
      return rows.map((row) => row.id);
    },

    loadBlogs,

    async blogByHandle(handle, locale) {
      const [row] = await blogRows(locale).where(eq(blogs.handle, handle)).limit(1);
      return row ?? null;
    },

    async articleIds({ locale, sortKey, blogId }) {
      if (blogId !== undefined && !isRowId(blogId)) return [];
      const order = articleOrder(sortKey);
      const rows = await db
        .select({ id: articles.id })
        .from(articles)
        .leftJoin(ownArticle, and(eq(ownArticle.articleId, articles.id), eq(ownArticle.locale, locale)))
        .leftJoin(fallbackArticle, and(eq(fallbackArticle.articleId, articles.id), eq(fallbackArticle.locale, DEFAULT_LOCALE)))
        .leftJoin(ownBlog, and(eq(ownBlog.blogId, articles.blogId), eq(ownBlog.locale, locale)))
        .leftJoin(fallbackBlog, and(eq(fallbackBlog.blogId, articles.blogId), eq(fallbackBlog.locale, DEFAULT_LOCALE)))
        .where(and(isPublished, blogId === undefined ? undefined : eq(articles.blogId, blogId)))
        .orderBy(asc(order), asc(articles.id));
      return rows.map((row) => row.id);
    },

    loadArticles,

    async articleByHandle(blogId, handle, locale) {
      if (!isRowId(blogId)) return null;
      const [row] = await db
        .select({ id: articles.id })
        .from(articles)
        .where(and(eq(articles.blogId, blogId), eq(articles.handle, handle), isPublished))
        .limit(1);
      if (!row) return null;
      return (await loadArticles([row.id], locale)).get(row.id) ?? null;
    },

    async authorNames(blogId) {
      if (!isRowId(blogId)) return [];
      const rows = await db
        .selectDistinct({ name: articles.authorName })
        .from(articles)
        .where(and(eq(articles.blogId, blogId), isPublished))
        .orderBy(asc(articles.authorName));
      return rows.map((row) => row.name);
    },
  };
}

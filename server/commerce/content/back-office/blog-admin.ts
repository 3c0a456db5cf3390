/**
 * The blog as the owner writes it (issue 17 item 2): every article, drafts and scheduled ones too, opened
 * with both languages, created and changed in one audited transaction. The HTML is stored as written and
 * sanitised whenever a page renders it (decision 0016), so what the editor saved and what the shopper reads
 * never disagree about which rule applied. Nothing caches the blog between requests: an article published here
 * is on /blog at the next request of every instance.
 */
import type { ClaimsFinding } from "#domain/claims-check";
import { articleCopyTexts, publishClaimsRefusal } from "#domain/claims-copy";
import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import {
  ADMIN_ARTICLES_PAGE_SIZE,
  articleState,
  type AdminArticle,
  type AdminArticleRow,
  type AdminBlog,
  type ArticleChange,
  type ArticleFilter,
  type ArticleTexts,
} from "#domain/admin/articles";
import type { Language } from "#domain/locale";
import type { Database } from "#server/db/client";
import { articleTranslations, articles, blogTranslations, blogs } from "#server/db/schema";
import type { Clock } from "#server/commerce/shared/clock";
import type { StaffActor, StaffAudit } from "#server/commerce/shared/staff-audit";

export type ArticleSaveOutcome =
  | { kind: "saved"; changed: boolean; article: AdminArticle }
  | { kind: "not_found" }
  | { kind: "unknown_blog" }
  | { kind: "handle_taken" }
  /** Someone saved it since this editor opened it. */
  | { kind: "edited_meanwhile"; article: AdminArticle }
  /** Published, it would say what the law forbids a supplement's advertising to say (the claims checker). */
  | { kind: "forbidden_claims"; findings: ClaimsFinding[] };

/** A cover set or removed; `replaced` is the picture it no longer shows, for the caller to delete once committed. */
export type ArticleCoverOutcome =
  { kind: "saved"; changed: boolean; article: AdminArticle; replaced: string | null } | { kind: "not_found" };

export interface NewArticleCover {
  src: string;
  width: number;
  height: number;
  alt: Record<Language, string>;
}

export interface BlogAdmin {
  list(filter: ArticleFilter, language: Language): Promise<{ articles: AdminArticleRow[]; total: number }>;
  article(id: number): Promise<AdminArticle | null>;
  blogs(language: Language): Promise<AdminBlog[]>;
  create(input: ArticleChange, actor: StaffActor): Promise<ArticleSaveOutcome>;
  update(id: number, input: ArticleChange, actor: StaffActor): Promise<ArticleSaveOutcome>;
  /** Sets or replaces the article's cover picture and its alt text in both languages. */
  setCover(id: number, cover: NewArticleCover, actor: StaffActor): Promise<ArticleCoverOutcome>;
  /** The article without a cover picture (and without its alt texts). */
  removeCover(id: number, actor: StaffActor): Promise<ArticleCoverOutcome>;
  /** Every article's texts in both languages, drafts too, newest first: what the claims check reads. */
  everyArticleText(): Promise<{ id: number; status: "draft" | "published"; texts: Record<Language, ArticleTexts> }[]>;
}

const LANGUAGES: readonly Language[] = ["ro", "en"];

/** A draft may hold anything while it is written; an article published (or scheduled) must pass the claims checker. */
function claimsRefusal(input: ArticleChange): ArticleSaveOutcome | null {
  if (input.status !== "published") return null;
  const findings = publishClaimsRefusal(articleCopyTexts(input));
  return findings ? { kind: "forbidden_claims", findings } : null;
}

/** What the audit log keeps of an article: everything but the bodies, which it names by length. */
function audited(article: AdminArticle) {
  return {
    blog: article.blogHandle,
    handle: article.handle,
    status: article.status,
    publishedAt: article.publishedAt,
    authorName: article.authorName,
    tags: article.tags.join(", "),
    titleRo: article.texts.ro.title,
    titleEn: article.texts.en.title,
    contentLengthRo: article.texts.ro.contentHtml.length,
    contentLengthEn: article.texts.en.contentHtml.length,
  };
}

interface BlogAdminOptions {
  db: Database;
  clock: Clock;
  audit: StaffAudit;
}

export function createBlogAdmin(options: BlogAdminOptions): BlogAdmin {
  const context = options;
  const { db } = options;

  return {
    everyArticleText: () => everyArticleText(context),
    list: (filter, language) => listArticles(context, filter, language),
    article: (id) => read(context, db, id),
    blogs: (language) => listBlogs(context, language),
    create: (input, actor) => createArticle(context, input, actor),
    update: (id, input, actor) => updateArticle(context, id, input, actor),
    setCover: (id, cover, actor) => setCover(context, id, cover, actor),
    removeCover: (id, actor) => removeCover(context, id, actor),
  };
}

async function everyArticleText(context: BlogAdminOptions): ReturnType<BlogAdmin["everyArticleText"]> {
  const { db } = context;
  const [rows, translations] = await Promise.all([
    db.select({ id: articles.id, status: articles.status }).from(articles).orderBy(desc(articles.publishedAt), desc(articles.id)),
    db.select().from(articleTranslations),
  ]);
  const textsOf = (id: number, locale: Language): ArticleTexts => {
    const row = translations.find((translation) => translation.articleId === id && translation.locale === locale);
    return {
      title: row?.title ?? "",
      excerpt: row?.excerpt ?? "",
      contentHtml: row?.contentHtml ?? "",
      imageAltText: row?.imageAltText ?? "",
    };
  };
  return rows.map((row) => ({
    id: row.id,
    status: row.status as "draft" | "published",
    texts: { ro: textsOf(row.id, "ro"), en: textsOf(row.id, "en") },
  }));
}

async function listArticles(
  context: BlogAdminOptions,
  filter: Parameters<BlogAdmin["list"]>[0],
  language: Parameters<BlogAdmin["list"]>[1],
): ReturnType<BlogAdmin["list"]> {
  const { clock, db } = context;
  const conditions: SQL[] = [];
  const now = clock();
  if (filter.state === "draft") conditions.push(eq(articles.status, "draft"));
  if (filter.state === "scheduled") conditions.push(and(eq(articles.status, "published"), sql`${articles.publishedAt} > ${now}`)!);
  if (filter.state === "published") conditions.push(and(eq(articles.status, "published"), sql`${articles.publishedAt} <= ${now}`)!);
  if (filter.blog) conditions.push(eq(blogs.handle, filter.blog));
  if (filter.q) {
    const pattern = likeAnywhere(filter.q);
    const titled = db
      .select({ id: articleTranslations.articleId })
      .from(articleTranslations)
      .where(ilike(articleTranslations.title, pattern));
    conditions.push(or(ilike(articles.handle, pattern), ilike(articles.authorName, pattern), inArray(articles.id, titled))!);
  }
  const where = and(...conditions);
  const own = db
    .select({ articleId: articleTranslations.articleId, title: articleTranslations.title })
    .from(articleTranslations)
    .where(eq(articleTranslations.locale, language))
    .as("own_title");
  const romanian = db
    .select({ articleId: articleTranslations.articleId, title: articleTranslations.title })
    .from(articleTranslations)
    .where(eq(articleTranslations.locale, "ro"))
    .as("romanian_title");
  const blogTitle = db
    .select({ blogId: blogTranslations.blogId, title: blogTranslations.title })
    .from(blogTranslations)
    .where(eq(blogTranslations.locale, language))
    .as("blog_title");
  const [rows, [total]] = await Promise.all([
    db
      .select({
        article: articles,
        blogHandle: blogs.handle,
        blogTitle: sql<string | null>`${blogTitle.title}`,
        title: sql<string>`coalesce(${own.title}, ${romanian.title}, ${articles.handle})`,
      })
      .from(articles)
      .innerJoin(blogs, eq(blogs.id, articles.blogId))
      .leftJoin(own, eq(own.articleId, articles.id))
      .leftJoin(romanian, eq(romanian.articleId, articles.id))
      .leftJoin(blogTitle, eq(blogTitle.blogId, blogs.id))
      .where(where)
      .orderBy(desc(articles.publishedAt), desc(articles.id))
      .limit(ADMIN_ARTICLES_PAGE_SIZE)
      .offset((filter.page - 1) * ADMIN_ARTICLES_PAGE_SIZE),
    db.select({ total: count() }).from(articles).innerJoin(blogs, eq(blogs.id, articles.blogId)).where(where),
  ]);
  return {
    total: total?.total ?? 0,
    articles: rows.map(({ article, blogHandle, blogTitle: title, title: articleTitle }) => ({
      id: article.id,
      blogHandle,
      blogTitle: title ?? blogHandle,
      handle: article.handle,
      title: articleTitle,
      authorName: article.authorName,
      state: articleState(article.status as "draft" | "published", article.publishedAt, now),
      publishedAt: article.publishedAt.toISOString(),
      updatedAt: article.updatedAt.toISOString(),
    })),
  };
}

async function listBlogs(context: BlogAdminOptions, language: Parameters<BlogAdmin["blogs"]>[0]): ReturnType<BlogAdmin["blogs"]> {
  const { db } = context;
  const rows = await db
    .select({ handle: blogs.handle, title: sql<string | null>`${blogTranslations.title}` })
    .from(blogs)
    .leftJoin(blogTranslations, and(eq(blogTranslations.blogId, blogs.id), eq(blogTranslations.locale, language)))
    .orderBy(blogs.id);
  return rows.map((row) => ({ handle: row.handle, title: row.title ?? row.handle }));
}

function createArticle(context: BlogAdminOptions, input: ArticleChange, actor: StaffActor): Promise<ArticleSaveOutcome> {
  const { audit, clock, db } = context;
  return db.transaction(async (tx): Promise<ArticleSaveOutcome> => {
    const refused = claimsRefusal(input);
    if (refused) return refused;
    const placed = await place(context, tx, input, null);
    if (placed.kind !== "ok") return placed;
    const now = clock();
    const [created] = await tx
      .insert(articles)
      .values({
        blogId: placed.blogId,
        handle: input.handle,
        authorName: input.authorName,
        tags: input.tags,
        status: input.status,
        publishedAt: input.publishedAt ?? now,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: articles.id });
    await writeTexts(context, tx, created!.id, input);
    const article = (await read(context, tx, created!.id))!;
    await audit(tx, actor, { action: "article.create", target: { type: "article", id: article.id }, after: audited(article) }, now);
    return { kind: "saved", changed: true, article };
  });
}

function updateArticle(context: BlogAdminOptions, id: number, input: ArticleChange, actor: StaffActor): Promise<ArticleSaveOutcome> {
  const { audit, clock } = context;
  return changeArticle(context, id, async (tx, before): Promise<ArticleSaveOutcome> => {
    if (input.version !== undefined && input.version !== before.updatedAt) return { kind: "edited_meanwhile", article: before };
    const refused = claimsRefusal(input);
    if (refused) return refused;
    const placed = await place(context, tx, input, id);
    if (placed.kind !== "ok") return placed;
    const now = clock();
    // A draft published without a date of its own is published now, not on the day it was first saved.
    const publishedAt =
      input.publishedAt ?? (before.status === "draft" && input.status === "published" ? now : new Date(before.publishedAt));
    const unchanged =
      before.blogHandle === input.blog &&
      before.handle === input.handle &&
      before.authorName === input.authorName &&
      before.tags.join("\u0000") === input.tags.join("\u0000") &&
      before.status === input.status &&
      before.publishedAt === publishedAt.toISOString() &&
      LANGUAGES.every((language) => JSON.stringify(before.texts[language]) === JSON.stringify(input.texts[language]));
    if (unchanged) return { kind: "saved", changed: false, article: before };
    await tx
      .update(articles)
      .set({
        blogId: placed.blogId,
        handle: input.handle,
        authorName: input.authorName,
        tags: input.tags,
        status: input.status,
        publishedAt,
        updatedAt: now,
      })
      .where(eq(articles.id, id));
    await writeTexts(context, tx, id, input);
    const article = (await read(context, tx, id))!;
    await audit(
      tx,
      actor,
      { action: "article.update", target: { type: "article", id }, before: audited(before), after: audited(article) },
      now,
    );
    return { kind: "saved", changed: true, article };
  });
}

function setCover(context: BlogAdminOptions, id: number, cover: NewArticleCover, actor: StaffActor): Promise<ArticleCoverOutcome> {
  const { clock } = context;
  return changeArticle(context, id, async (tx, before): Promise<ArticleCoverOutcome> => {
    const now = clock();
    await tx
      .update(articles)
      .set({ imageSrc: cover.src, imageWidth: cover.width, imageHeight: cover.height, updatedAt: now })
      .where(eq(articles.id, id));
    for (const language of LANGUAGES)
      await tx
        .update(articleTranslations)
        .set({ imageAltText: cover.alt[language] })
        .where(and(eq(articleTranslations.articleId, id), eq(articleTranslations.locale, language)));
    const article = await coverChanged(context, tx, actor, "article.cover_set", before, now);
    return {
      kind: "saved",
      changed: true,
      article,
      replaced: before.image && before.image.src !== cover.src ? before.image.src : null,
    };
  });
}

function removeCover(context: BlogAdminOptions, id: number, actor: StaffActor): Promise<ArticleCoverOutcome> {
  const { clock } = context;
  return changeArticle(context, id, async (tx, before): Promise<ArticleCoverOutcome> => {
    if (!before.image) return { kind: "saved", changed: false, article: before, replaced: null };
    const now = clock();
    await tx.update(articles).set({ imageSrc: null, imageWidth: null, imageHeight: null, updatedAt: now }).where(eq(articles.id, id));
    await tx.update(articleTranslations).set({ imageAltText: null }).where(eq(articleTranslations.articleId, id));
    const article = await coverChanged(context, tx, actor, "article.cover_remove", before, now);
    return { kind: "saved", changed: true, article, replaced: before.image.src };
  });
}

/** What the audit log keeps of a cover. */
function auditedCover(article: AdminArticle) {
  return article.image
    ? {
        src: article.image.src,
        width: article.image.width,
        height: article.image.height,
        altRo: article.texts.ro.imageAltText,
        altEn: article.texts.en.imageAltText,
      }
    : { src: null };
}

function likeAnywhere(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

async function read(context: BlogAdminOptions, tx: Database, id: number): Promise<AdminArticle | null> {
  const { clock } = context;
  const [row] = await tx
    .select({ article: articles, blogHandle: blogs.handle })
    .from(articles)
    .innerJoin(blogs, eq(blogs.id, articles.blogId))
    .where(eq(articles.id, id));
  if (!row) return null;
  const translations = await tx.select().from(articleTranslations).where(eq(articleTranslations.articleId, id));
  const texts = Object.fromEntries(
    LANGUAGES.map((language) => {
      const own = translations.find((translation) => translation.locale === language);
      return [
        language,
        {
          title: own?.title ?? "",
          excerpt: own?.excerpt ?? "",
          contentHtml: own?.contentHtml ?? "",
          imageAltText: own?.imageAltText ?? "",
        },
      ];
    }),
  ) as Record<Language, ArticleTexts>;
  const { article } = row;
  const status = article.status as "draft" | "published";
  return {
    id: article.id,
    blogHandle: row.blogHandle,
    handle: article.handle,
    authorName: article.authorName,
    tags: article.tags,
    status,
    state: articleState(status, article.publishedAt, clock()),
    publishedAt: article.publishedAt.toISOString(),
    updatedAt: article.updatedAt.toISOString(),
    image:
      article.imageSrc !== null && article.imageWidth !== null && article.imageHeight !== null
        ? { src: article.imageSrc, width: article.imageWidth, height: article.imageHeight }
        : null,
    texts,
  };
}

/** Runs `change` on article `id` as it stands, in a transaction holding its row; not_found when there is none. */
function changeArticle<T>(context: BlogAdminOptions, id: number, change: (tx: Database, before: AdminArticle) => Promise<T>) {
  const { db } = context;
  return db.transaction(async (tx): Promise<T | { kind: "not_found" }> => {
    const [locked] = await tx.select({ id: articles.id }).from(articles).where(eq(articles.id, id)).for("update");
    if (!locked) return { kind: "not_found" };
    return change(tx, (await read(context, tx, id))!);
  });
}

/** The article as a change of its cover left it, the change written to the audit log. */
async function coverChanged(
  context: BlogAdminOptions,
  tx: Database,
  actor: StaffActor,
  action: "article.cover_set" | "article.cover_remove",
  before: AdminArticle,
  now: Date,
): Promise<AdminArticle> {
  const { audit } = context;
  const article = (await read(context, tx, before.id))!;
  await audit(
    tx,
    actor,
    { action, target: { type: "article", id: before.id }, before: auditedCover(before), after: auditedCover(article) },
    now,
  );
  return article;
}

async function writeTexts(context: BlogAdminOptions, tx: Database, articleId: number, input: ArticleChange) {
  for (const language of LANGUAGES) {
    const text = input.texts[language];
    const values = {
      title: text.title,
      excerpt: text.excerpt,
      contentHtml: text.contentHtml,
      imageAltText: text.imageAltText === "" ? null : text.imageAltText,
    };
    await tx
      .insert(articleTranslations)
      .values({ articleId, locale: language, ...values })
      .onConflictDoUpdate({ target: [articleTranslations.articleId, articleTranslations.locale], set: values });
  }
}

/** The blog's id, and whether another article of it already has the handle. */
async function place(context: BlogAdminOptions, tx: Database, input: ArticleChange, exceptId: number | null) {
  const [blog] = await tx.select({ id: blogs.id }).from(blogs).where(eq(blogs.handle, input.blog));
  if (!blog) return { kind: "unknown_blog" as const };
  const [clash] = await tx
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.blogId, blog.id), eq(articles.handle, input.handle)));
  if (clash && clash.id !== exceptId) return { kind: "handle_taken" as const };
  return { kind: "ok" as const, blogId: blog.id };
}

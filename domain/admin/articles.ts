/**
 * The blog in the admin (issue 17 item 2), for both sides: the list's view as the URL holds it, an article as
 * the editor shows it, and the editor's form, read by the same rules in the browser and on the server. Every
 * text the storefront shows is required in both languages.
 */
import { z } from "zod";
import { instantFromShopLocal } from "../dates.ts";
import { readViewQuery, viewQuery } from "../view-query.ts";

/** Where an article stands: a draft, published with a date still to come, or on the blog. */
export const ARTICLE_STATES = ["draft", "scheduled", "published"] as const;
export type ArticleState = (typeof ARTICLE_STATES)[number];

export const ADMIN_ARTICLES_PAGE_SIZE = 25;
export const ARTICLE_TITLE_MAX_LENGTH = 200;
export const ARTICLE_EXCERPT_MAX_LENGTH = 600;
/** Far above a long article (the seed's longest is under 5 KB), far below what would strain a page. */
export const ARTICLE_CONTENT_MAX_LENGTH = 200_000;
export const ARTICLE_MAX_TAGS = 10;
const TAG_MAX_LENGTH = 40;

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" || value === null ? undefined : value), schema.optional()).catch(undefined);

export const articleFilterSchema = z.object({
  q: optional(z.string().trim().max(100)),
  state: optional(z.enum(ARTICLE_STATES)),
  blog: optional(z.string().trim().max(100)),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
});

export type ArticleFilter = z.output<typeof articleFilterSchema>;

export function readArticleFilter(params: URLSearchParams): ArticleFilter {
  return readViewQuery(articleFilterSchema, params);
}

export function articleFilterQuery(filter: Partial<ArticleFilter>): string {
  return viewQuery(filter);
}

export const articleTextsSchema = z.object({
  title: z.string(),
  excerpt: z.string(),
  contentHtml: z.string(),
  imageAltText: z.string(),
});
export type ArticleTexts = z.infer<typeof articleTextsSchema>;

/** An article in the list (`GET /api/admin/articles`). */
export interface AdminArticleRow {
  id: number;
  blogHandle: string;
  blogTitle: string;
  handle: string;
  /** In the member's language, else Romanian. */
  title: string;
  authorName: string;
  state: ArticleState;
  publishedAt: string;
  updatedAt: string;
}

/** An article as the editor opens it, both languages side by side. */
export const adminArticleSchema = z
  .object({
    id: z.number().int(),
    blogHandle: z.string(),
    handle: z.string(),
    authorName: z.string(),
    tags: z.array(z.string()),
    status: z.enum(["draft", "published"]),
    state: z.enum(ARTICLE_STATES),
    publishedAt: z.string(),
    updatedAt: z.string(),
    image: z.object({ src: z.string(), width: z.number().int(), height: z.number().int() }).nullable(),
    texts: z.object({ ro: articleTextsSchema, en: articleTextsSchema }),
  })
  .meta({ id: "AdminArticle" });
export type AdminArticle = z.infer<typeof adminArticleSchema>;

/** What a save answers: the article as saved, and whether anything changed. */
export const articleChangeSchema = z.object({ changed: z.boolean(), article: adminArticleSchema });

/** The blogs an article may belong to, for the editor's choice. */
export interface AdminBlog {
  handle: string;
  title: string;
}

export const ARTICLE_HANDLE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const HANDLE_MAX_LENGTH = 120;

/** An address from a title: "Ce este HPV?" → "ce-este-hpv". */
export function handleFromTitle(title: string): string {
  return title
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, HANDLE_MAX_LENGTH)
    .replace(/-+$/, "");
}

const required = (max: number) => z.string({ error: "required" }).trim().min(1, { error: "required" }).max(max, { error: "too_long" });

const textsSchema = z.object({
  title: required(ARTICLE_TITLE_MAX_LENGTH),
  excerpt: z.string().trim().max(ARTICLE_EXCERPT_MAX_LENGTH, { error: "too_long" }).default(""),
  contentHtml: required(ARTICLE_CONTENT_MAX_LENGTH),
  imageAltText: z.string().trim().max(200, { error: "too_long" }).default(""),
});

/**
 * The editor's form. `publishedAt` is the shop's wall time (a `datetime-local` value, Europe/Bucharest), empty
 * for "now"; `handle` empty takes the Romanian title's; `tags` is comma-separated. `version` is the `updatedAt`
 * the editor opened (absent when creating), so two members editing one article cannot overwrite each other.
 */
export const articleInputSchema = z
  .object({
    blog: required(100),
    handle: z.string().trim().toLowerCase().max(HANDLE_MAX_LENGTH, { error: "too_long" }).default(""),
    authorName: required(100),
    tags: z
      .string()
      .max(ARTICLE_MAX_TAGS * (TAG_MAX_LENGTH + 2), { error: "too_long" })
      .default(""),
    status: z.enum(["draft", "published"], { error: "invalid" }),
    publishedAt: z.string().trim().max(16, { error: "date" }).default(""),
    version: z.string().max(40).optional(),
    texts: z.object({ ro: textsSchema, en: textsSchema }),
  })
  .transform((input, context) => {
    const handle = input.handle === "" ? handleFromTitle(input.texts.ro.title) : input.handle;
    if (!ARTICLE_HANDLE.test(handle)) context.addIssue({ code: "custom", path: ["handle"], message: "handle" });
    const tags = [
      ...new Set(
        input.tags
          .split(",")
          .map((tag) => tag.trim())
          .filter((tag) => tag !== ""),
      ),
    ];
    if (tags.length > ARTICLE_MAX_TAGS || tags.some((tag) => tag.length > TAG_MAX_LENGTH))
      context.addIssue({ code: "custom", path: ["tags"], message: "tags" });
    const publishedAt = input.publishedAt === "" ? null : instantFromShopLocal(input.publishedAt);
    if (input.publishedAt !== "" && publishedAt === null) context.addIssue({ code: "custom", path: ["publishedAt"], message: "date" });
    return { ...input, handle, tags, publishedAt };
  });

export type ArticleInput = z.input<typeof articleInputSchema>;
export type ArticleChange = z.output<typeof articleInputSchema>;

export function articleState(status: "draft" | "published", publishedAt: Date, now: Date): ArticleState {
  if (status === "draft") return "draft";
  return publishedAt.getTime() > now.getTime() ? "scheduled" : "published";
}

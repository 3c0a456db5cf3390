import type { AdminArticle, AdminBlog, ArticleInput, ArticleTexts } from "#domain/admin/articles";
import { shopLocalDateTime } from "#domain/dates";
import type { Language } from "#domain/locale";

const EMPTY_TEXTS: ArticleTexts = { title: "", excerpt: "", contentHtml: "", imageAltText: "" };

export type ArticleValues = Omit<ArticleInput, "version" | "texts"> & { texts: Record<Language, ArticleTexts> };

export function valuesOf(article: AdminArticle | null, blogs: AdminBlog[]): ArticleValues {
  if (!article)
    return {
      blog: blogs[0]?.handle ?? "",
      handle: "",
      authorName: "",
      tags: "",
      status: "draft",
      publishedAt: "",
      texts: { ro: EMPTY_TEXTS, en: EMPTY_TEXTS },
    };
  return {
    blog: article.blogHandle,
    handle: article.handle,
    authorName: article.authorName,
    tags: article.tags.join(", "),
    status: article.status,
    publishedAt: shopLocalDateTime(new Date(article.publishedAt)),
    texts: article.texts,
  };
}

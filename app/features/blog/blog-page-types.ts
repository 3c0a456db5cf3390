/** What the blog routes' loaders hand their pages. */
import type { ArticleCardData, ArticleDetailData, BlogLink } from "./blog-queries.ts";
import type { TocEntry } from "./table-of-contents.ts";

export interface BlogSummary extends BlogLink {
  description: string;
  articles: ArticleCardData[];
}

/** Why the page shows a fallback, for its notice and the browser's report; null when the store answered. */
export type LoadFailure = { message: string } | null;

export interface BlogIndexPageData {
  blogs: BlogSummary[];
  failure: LoadFailure;
}

export interface BlogPageData {
  blog: BlogSummary;
  tabs: BlogLink[];
  /** The cursor of the next page of older articles, when there is one. */
  nextCursor: string | null;
  /** Whether this page is a later page (`?after=`), which links back to the newest. */
  paged: boolean;
  failure: LoadFailure;
}

export interface ArticlePageData {
  article: Omit<ArticleDetailData, "contentHtml" | "tableOfContents"> & { html: string; toc: TocEntry[] };
  related: ArticleCardData[];
  failure: LoadFailure;
}

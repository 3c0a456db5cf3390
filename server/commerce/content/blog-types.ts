/**
 * The blog as the storefront reads it: one language already chosen (Romanian where a text has no
 * row in the requested language), only articles whose publication time has come.
 */
import type { MetafieldMap } from "#server/commerce/shared/metafields";

export interface Blog {
  id: number;
  handle: string;
  title: string;
  /** A sentence or two introducing the blog; its SEO description. */
  description: string;
  createdAt: Date;
  updatedAt: Date;
}

/** An article's picture; it has no row of its own, so it takes the article's id. */
export interface ArticleImage {
  id: number;
  articleId: number;
  /** Path under the image route, e.g. `seed/blog-hpv-basics.svg`. */
  src: string;
  width: number;
  height: number;
  altText: string | null;
}

export interface Article {
  id: number;
  blog: Blog;
  handle: string;
  title: string;
  excerpt: string;
  /** As written by the merchant; pages sanitise it before rendering. */
  contentHtml: string;
  authorName: string;
  tags: string[];
  publishedAt: Date;
  updatedAt: Date;
  image: ArticleImage | null;
  metafields: MetafieldMap;
}

/** Shopify's ArticleSortKeys; RELEVANCE needs a search query and keeps the ID order without one. */
export const ARTICLE_SORT_KEYS = ["AUTHOR", "BLOG_TITLE", "ID", "PUBLISHED_AT", "RELEVANCE", "TITLE", "UPDATED_AT"] as const;
export type ArticleSortKey = (typeof ARTICLE_SORT_KEYS)[number];

/** Shopify's BlogSortKeys. */
export const BLOG_SORT_KEYS = ["HANDLE", "ID", "RELEVANCE", "TITLE"] as const;
export type BlogSortKey = (typeof BLOG_SORT_KEYS)[number];

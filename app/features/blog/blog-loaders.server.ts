/**
 * What the blog routes load, through the in-process Storefront client. A failing store degrades to
 * the spec's fallbacks (§8) with the reason kept for the page to report; a blog or article that does
 * not exist is `null`, which the routes answer with a 404. Article HTML is sanitised here, on the
 * server, so the sanitiser never ships to the browser.
 */
import type { Language } from "#domain/locale";
import type { StorefrontClient } from "#app/lib/load-context.ts";
import { renderArticleHtml } from "./article-html.server.ts";
import {
  ARTICLE_LIST_SIZE,
  BLOG_ARTICLE_QUERY,
  BLOG_ARTICLES_QUERY,
  BLOG_INDEX_QUERY,
  INDEX_ARTICLES_PER_BLOG,
  MAX_BLOGS,
  RELATED_CANDIDATES,
  type ArticleDetailData,
  type BlogArticleData,
  type BlogArticlesData,
  type BlogIndexData,
} from "./blog-queries.ts";
import { relatedArticles } from "./related-articles.ts";
import { fallbackArticle, fallbackBlog, sampleArticles } from "./sample-articles.ts";
import type { ArticlePageData, BlogIndexPageData, BlogPageData, BlogSummary } from "./blog-page-types.ts";
import { tableOfContents } from "./table-of-contents.ts";

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Shopify's text for a cursor it did not issue: a wrong address, not a failing store. */
const INVALID_CURSOR = /Invalid cursor/;

/** Longer than any cursor the API issues; a longer `?after=` is not one. */
const MAX_CURSOR_LENGTH = 200;

export async function loadBlogIndex(storefront: StorefrontClient, language: Language): Promise<BlogIndexPageData> {
  try {
    const data = await storefront.query<BlogIndexData>(BLOG_INDEX_QUERY, {
      variables: { first: INDEX_ARTICLES_PER_BLOG, blogs: MAX_BLOGS },
    });
    return {
      blogs: data.blogs.nodes.map((blog) => ({
        handle: blog.handle,
        title: blog.title,
        description: blog.seo?.description ?? "",
        articles: blog.articles.nodes,
      })),
      failure: null,
    };
  } catch (error) {
    return { blogs: [fallbackSummary(language)], failure: { message: messageOf(error) } };
  }
}

function fallbackSummary(language: Language): BlogSummary {
  return { ...fallbackBlog(language), description: "", articles: sampleArticles(language) };
}

/** A blog's page of articles, newest first; null when no blog has this handle or the cursor is not one of ours. */
export async function loadBlogPage(
  storefront: StorefrontClient,
  language: Language,
  blogHandle: string,
  after: string | null,
): Promise<BlogPageData | null> {
  if (after !== null && (after === "" || after.length > MAX_CURSOR_LENGTH)) return null;
  let data: BlogArticlesData;
  try {
    data = await storefront.query<BlogArticlesData>(BLOG_ARTICLES_QUERY, {
      variables: { blogHandle, first: ARTICLE_LIST_SIZE, after, blogs: MAX_BLOGS },
    });
  } catch (error) {
    if (after !== null && INVALID_CURSOR.test(messageOf(error))) return null;
    const blog = fallbackSummary(language);
    return { blog, tabs: [fallbackBlog(language)], nextCursor: null, paged: false, failure: { message: messageOf(error) } };
  }
  if (!data.blog) return null;
  const { articles, seo, ...link } = data.blog;
  return {
    blog: { ...link, description: seo?.description ?? "", articles: articles.nodes },
    tabs: data.blogs.nodes,
    nextCursor: articles.pageInfo.hasNextPage ? articles.pageInfo.endCursor : null,
    paged: after !== null,
    failure: null,
  };
}

/** One article with its sanitised HTML, table of contents and related articles; null when it does not exist. */
export async function loadArticlePage(
  storefront: StorefrontClient,
  language: Language,
  blogHandle: string,
  articleHandle: string,
): Promise<ArticlePageData | null> {
  let data: BlogArticleData;
  try {
    data = await storefront.query<BlogArticleData>(BLOG_ARTICLE_QUERY, {
      variables: { blogHandle, articleHandle, related: RELATED_CANDIDATES },
    });
  } catch (error) {
    const fallback = fallbackArticle(blogHandle, articleHandle, language);
    const related = fallback.tags.length > 0 ? relatedArticles(fallback, sampleArticles(language)) : [];
    return { article: renderDetail(fallback), related, failure: { message: messageOf(error) } };
  }
  const article = data.blog?.articleByHandle;
  if (!article) return null;
  return {
    article: renderDetail(article),
    related: relatedArticles(article, data.articles.nodes),
    failure: null,
  };
}

function renderDetail({ contentHtml, tableOfContents: metafield, ...article }: ArticleDetailData): ArticlePageData["article"] {
  const rendered = renderArticleHtml(contentHtml);
  return { ...article, html: rendered.html, toc: tableOfContents(metafield?.value, rendered.headings) };
}

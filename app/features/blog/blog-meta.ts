/**
 * Titles, descriptions, canonical and hreflang links, sharing tags and schema.org documents of the
 * blog pages: Blog for a list, Article for an article, and the breadcrumb trail to each.
 */
import type { MetaDescriptor } from "react-router";
import { metaTranslator } from "#app/lib/i18n/meta-translator.ts";
import { pageSeoMeta } from "#app/features/seo/page-seo.ts";
import { seoContext } from "#app/features/seo/seo-context.ts";
import { absoluteUrl, localizedUrl } from "#app/features/seo/seo-urls.ts";
import { breadcrumbJsonLd } from "#app/features/seo/structured-data.ts";
import type { ArticlePageData, BlogPageData, BlogSummary } from "./blog-page-types.ts";
import type { ArticleCardData } from "./blog-queries.ts";

type Matches = Parameters<typeof metaTranslator>[0];

export const BLOG_INDEX_PATH = "/blog";
export const blogPath = (blogHandle: string) => `${BLOG_INDEX_PATH}/${encodeURIComponent(blogHandle)}`;
export const articlePath = (article: { handle: string; blog: { handle: string } }) =>
  `${blogPath(article.blog.handle)}/${encodeURIComponent(article.handle)}`;

/** A fallback page (the store failed) is shown, never indexed. */
const NO_INDEX: MetaDescriptor = { name: "robots", content: "noindex" };

function blogPostingSummary(origin: string, language: "ro" | "en", article: ArticleCardData) {
  return {
    "@type": "BlogPosting",
    headline: article.title,
    url: localizedUrl(origin, articlePath(article), language),
    ...(article.publishedAt ? { datePublished: article.publishedAt } : {}),
  };
}

export function blogIndexMeta(matches: Matches, data: { blogs: BlogSummary[]; failure: unknown } | undefined): MetaDescriptor[] {
  const { t, brand } = metaTranslator(matches);
  const context = seoContext(matches);
  const url = localizedUrl(context.origin, BLOG_INDEX_PATH, context.language);
  const articles = data?.blogs.flatMap((blog) => blog.articles) ?? [];
  return [
    ...pageSeoMeta(context, {
      path: BLOG_INDEX_PATH,
      title: t("blog:meta.indexTitle", { brand }),
      description: t("blog:meta.indexDescription", { brand }),
      image: articles[0]?.image?.large,
    }),
    ...(data?.failure ? [NO_INDEX] : []),
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "Blog",
        name: t("blog:meta.indexTitle", { brand }),
        url,
        inLanguage: context.language,
        publisher: { "@type": "Organization", name: brand },
        blogPost: articles.map((article) => blogPostingSummary(context.origin, context.language, article)),
      },
    },
    {
      "script:ld+json": breadcrumbJsonLd([
        { name: t("seo:breadcrumb.home"), url: localizedUrl(context.origin, "/", context.language) },
        { name: t("layout:nav.blog"), url },
      ]),
    },
  ];
}

export function blogPageMeta(matches: Matches, data: BlogPageData | undefined): MetaDescriptor[] {
  const { t, brand } = metaTranslator(matches);
  if (!data) return [{ title: t("errors:notFoundMetaTitle", { brand }) }, NO_INDEX];
  const context = seoContext(matches);
  const path = blogPath(data.blog.handle);
  const url = localizedUrl(context.origin, path, context.language);
  return [
    ...pageSeoMeta(context, {
      path,
      title: t("blog:meta.blogTitle", { title: data.blog.title, brand }),
      description: data.blog.description || t("blog:meta.indexDescription", { brand }),
      image: data.blog.articles[0]?.image?.large,
    }),
    // Later pages repeat the blog's title: followed for their links, not indexed as pages of their own.
    ...(data.failure || data.paged ? [NO_INDEX] : []),
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "Blog",
        name: data.blog.title,
        ...(data.blog.description ? { description: data.blog.description } : {}),
        url,
        inLanguage: context.language,
        publisher: { "@type": "Organization", name: brand },
        blogPost: data.blog.articles.map((article) => blogPostingSummary(context.origin, context.language, article)),
      },
    },
    {
      "script:ld+json": breadcrumbJsonLd([
        { name: t("seo:breadcrumb.home"), url: localizedUrl(context.origin, "/", context.language) },
        { name: t("layout:nav.blog"), url: localizedUrl(context.origin, BLOG_INDEX_PATH, context.language) },
        { name: data.blog.title, url },
      ]),
    },
  ];
}

export function articlePageMeta(matches: Matches, data: ArticlePageData | undefined): MetaDescriptor[] {
  const { t, brand } = metaTranslator(matches);
  if (!data) return [{ title: t("errors:notFoundMetaTitle", { brand }) }, NO_INDEX];
  const context = seoContext(matches);
  const { article } = data;
  const path = articlePath(article);
  const url = localizedUrl(context.origin, path, context.language);
  const image = article.image ? absoluteUrl(context.origin, article.image.large) : undefined;
  return [
    ...pageSeoMeta(context, {
      path,
      title: t("blog:meta.articleTitle", { title: article.seo?.title ?? article.title, brand }),
      description: article.seo?.description ?? article.excerpt ?? "",
      image,
      type: "article",
    }),
    ...(article.publishedAt ? [{ property: "article:published_time", content: article.publishedAt }] : []),
    ...(data.failure ? [NO_INDEX] : []),
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "Article",
        headline: article.title,
        ...(article.excerpt ? { description: article.excerpt } : {}),
        ...(image ? { image: [image] } : {}),
        ...(article.publishedAt ? { datePublished: article.publishedAt } : {}),
        ...(article.authorV2 ? { author: { "@type": "Person", name: article.authorV2.name } } : {}),
        publisher: { "@type": "Organization", name: brand, url: localizedUrl(context.origin, "/", context.language) },
        mainEntityOfPage: { "@type": "WebPage", "@id": url },
        url,
        inLanguage: context.language,
        ...(article.tags.length > 0 ? { keywords: article.tags.join(", ") } : {}),
        isPartOf: {
          "@type": "Blog",
          name: article.blog.title,
          url: localizedUrl(context.origin, blogPath(article.blog.handle), context.language),
        },
      },
    },
    {
      "script:ld+json": breadcrumbJsonLd([
        { name: t("seo:breadcrumb.home"), url: localizedUrl(context.origin, "/", context.language) },
        { name: t("layout:nav.blog"), url: localizedUrl(context.origin, BLOG_INDEX_PATH, context.language) },
        { name: article.blog.title, url: localizedUrl(context.origin, blogPath(article.blog.handle), context.language) },
        { name: article.title, url },
      ]),
    },
  ];
}

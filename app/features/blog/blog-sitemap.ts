import type { SitemapPage } from "#app/features/seo/sitemap.ts";
import { articlePath, BLOG_INDEX_PATH, blogPath } from "./blog-meta.ts";

/** The Storefront API's largest page: every blog and article of a store this size in one request. */
export const SITEMAP_BLOG_LIMIT = 250;

export const SITEMAP_BLOG_QUERY = `#graphql
  query SitemapBlog($first: Int!) {
    blogs(first: $first) { nodes { handle } }
    articles(first: $first, sortKey: PUBLISHED_AT, reverse: true) { nodes { handle publishedAt blog { handle } } }
  }
`;

export interface SitemapBlogData {
  blogs: { nodes: Array<{ handle: string }> };
  articles: { nodes: Array<{ handle: string; publishedAt: string; blog: { handle: string } }> };
}

/** /blog, every blog and every article (dated by its publication). */
export function blogSitemapPages(data: SitemapBlogData): SitemapPage[] {
  return [
    { path: BLOG_INDEX_PATH },
    ...data.blogs.nodes.map((blog) => ({ path: blogPath(blog.handle) })),
    ...data.articles.nodes.map((article) => ({ path: articlePath(article), lastModified: article.publishedAt })),
  ];
}

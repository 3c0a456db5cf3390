import { blogSitemapPages, SITEMAP_BLOG_LIMIT, SITEMAP_BLOG_QUERY, type SitemapBlogData } from "#app/features/blog/blog-sitemap.ts";
import { BRAND_PAGE_PATHS } from "#app/features/brand-pages/brand-page-meta.ts";
import { SITEMAP_PRODUCT_LIMIT, SITEMAP_PRODUCTS_QUERY, sitemapXml, type SitemapProductsData } from "#app/features/seo/sitemap.ts";
import { CONTENT_PAGE_PATHS, LEGAL_PAGES } from "#domain/store-content";
import type { Route } from "./+types/sitemap-xml";

const STATIC_PATHS = ["/", "/shop", ...BRAND_PAGE_PATHS, ...LEGAL_PAGES.map((page) => CONTENT_PAGE_PATHS[page])];

/** A failed catalogue or blog read is a 500, not a sitemap without them: crawlers retry rather than drop the pages. */
export async function loader({ context }: Route.LoaderArgs) {
  const [data, blog] = await Promise.all([
    context.storefront.query<SitemapProductsData>(SITEMAP_PRODUCTS_QUERY, { variables: { first: SITEMAP_PRODUCT_LIMIT } }),
    context.storefront.query<SitemapBlogData>(SITEMAP_BLOG_QUERY, { variables: { first: SITEMAP_BLOG_LIMIT } }),
  ]);
  const pages = [
    ...STATIC_PATHS.map((path) => ({ path })),
    ...data.products.nodes.map((product) => ({ path: `/products/${product.handle}`, lastModified: product.updatedAt })),
    ...blogSitemapPages(blog),
  ];
  return new Response(sitemapXml(context.publicConfig.baseUrl, pages), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

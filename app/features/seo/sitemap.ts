import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from "#domain/locale";
import { localizedUrl } from "./seo-urls.ts";

export interface SitemapPage {
  path: string;
  /** ISO date of the last change, when known. */
  lastModified?: string;
}

/** The Storefront API's largest page: every product of a catalogue this size in one request. */
export const SITEMAP_PRODUCT_LIMIT = 250;

export const SITEMAP_PRODUCTS_QUERY = `#graphql
  query SitemapProducts($first: Int!) {
    products(first: $first) {
      nodes { handle updatedAt }
    }
  }
`;

export interface SitemapProductsData {
  products: { nodes: Array<{ handle: string; updatedAt: string }> };
}

/**
 * Every page once per language, each entry naming all its language versions (and x-default), as
 * Google's hreflang-in-sitemap format asks.
 */
export function sitemapXml(origin: string, pages: readonly SitemapPage[]): string {
  const entries = pages.flatMap((page) =>
    SUPPORTED_LANGUAGES.map((language) => {
      const alternates = [
        ...SUPPORTED_LANGUAGES.map((other) => alternateLink(other, localizedUrl(origin, page.path, other))),
        alternateLink("x-default", localizedUrl(origin, page.path, DEFAULT_LANGUAGE)),
      ];
      return [
        "  <url>",
        `    <loc>${escapeXml(localizedUrl(origin, page.path, language))}</loc>`,
        ...(page.lastModified ? [`    <lastmod>${escapeXml(page.lastModified)}</lastmod>`] : []),
        ...alternates,
        "  </url>",
      ].join("\n");
    }),
  );
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">`,
    ...entries,
    `</urlset>`,
    "",
  ].join("\n");
}

function alternateLink(hreflang: string, href: string): string {
  return `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

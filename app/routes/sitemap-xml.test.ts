import { describe, expect, it } from "vitest";
import type { StoreLoadContext, StorefrontClient } from "#app/lib/load-context.ts";
import { loader as sitemapLoader } from "./sitemap-xml.ts";

const ORIGIN = "https://elara.example";

function context(storefront: StorefrontClient): StoreLoadContext {
  return { storefront, publicConfig: { baseUrl: ORIGIN } } as StoreLoadContext;
}

const products = {
  products: {
    nodes: [
      { handle: "papillex", updatedAt: "2026-11-01T10:00:00Z" },
      { handle: "ic-well", updatedAt: "2026-11-02T10:00:00Z" },
    ],
  },
};

const blogs = {
  blogs: { nodes: [{ handle: "news" }, { handle: "wellness" }] },
  articles: { nodes: [{ handle: "cold-sores-triggers-and-care", publishedAt: "2026-05-12T08:00:00Z", blog: { handle: "wellness" } }] },
};

const catalogue: StorefrontClient = {
  query: <T>(document: string) => Promise.resolve((document.includes("SitemapBlog") ? blogs : products) as T),
};

async function sitemap(storefront: StorefrontClient) {
  return sitemapLoader({ context: context(storefront), request: new Request(`${ORIGIN}/sitemap.xml`), params: {} } as Parameters<
    typeof sitemapLoader
  >[0]);
}

describe("/sitemap.xml", () => {
  it("lists every page and product in both languages, each with its hreflang alternates", async () => {
    const response = await sitemap(catalogue);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/xml/);
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const paths = [
      "/",
      "/shop",
      "/our-story",
      "/our-values",
      "/our-researchers",
      "/health-professionals",
      "/faq",
      "/contact",
      "/terms",
      "/privacy",
      "/cookies",
      "/returns-policy",
      "/delivery",
      "/products/papillex",
      "/products/ic-well",
      "/blog",
      "/blog/news",
      "/blog/wellness",
      "/blog/wellness/cold-sores-triggers-and-care",
    ];
    expect(locs).toEqual(paths.flatMap((path) => [`${ORIGIN}${path}`, `${ORIGIN}${path}?lng=en`]));
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const papillexEn = xml.split("<url>").find((entry) => entry.includes(`<loc>${ORIGIN}/products/papillex?lng=en</loc>`));
    expect(papillexEn).toContain(`<lastmod>2026-11-01T10:00:00Z</lastmod>`);
    expect(papillexEn).toContain(`<xhtml:link rel="alternate" hreflang="ro" href="${ORIGIN}/products/papillex"/>`);
    expect(papillexEn).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/products/papillex?lng=en"/>`);
    expect(papillexEn).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/products/papillex"/>`);
  });

  it("dates each article by its publication, in both languages", async () => {
    const xml = await (await sitemap(catalogue)).text();
    const articleEn = xml
      .split("<url>")
      .find((entry) => entry.includes(`<loc>${ORIGIN}/blog/wellness/cold-sores-triggers-and-care?lng=en</loc>`));
    expect(articleEn).toContain("<lastmod>2026-05-12T08:00:00Z</lastmod>");
    expect(articleEn).toContain(`<xhtml:link rel="alternate" hreflang="ro" href="${ORIGIN}/blog/wellness/cold-sores-triggers-and-care"/>`);
  });

  it("fails rather than publish a sitemap without the blog when it cannot be read", async () => {
    const blogDown: StorefrontClient = {
      query: <T>(document: string) =>
        document.includes("SitemapBlog") ? Promise.reject(new Error("blog down")) : Promise.resolve(products as T),
    };
    await expect(sitemap(blogDown)).rejects.toThrow("blog down");
  });

  it("fails rather than publish a sitemap without products when the catalogue cannot be read", async () => {
    await expect(sitemap({ query: () => Promise.reject(new Error("down")) })).rejects.toThrow("down");
  });
});

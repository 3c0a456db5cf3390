import { describe, expect, it } from "vitest";
import type { StorefrontClient } from "#app/lib/load-context.ts";
import { loadArticlePage, loadBlogIndex, loadBlogPage } from "./blog-loaders.server.ts";
import type { ArticleCardData, ArticleDetailData } from "./blog-queries.ts";

const failing: StorefrontClient = { query: () => Promise.reject(new Error("Shopify API error: 502 - Bad Gateway")) };

function answering(data: unknown): StorefrontClient {
  return { query: <T>() => Promise.resolve(data as T) };
}

function card(handle: string, blogHandle: string, tags: string[], publishedAt = "2026-03-01T08:00:00Z"): ArticleCardData {
  return {
    id: `gid://shopify/Article/${handle}`,
    handle,
    title: handle,
    excerpt: null,
    publishedAt,
    tags,
    authorV2: { name: "Elena Radu" },
    blog: { handle: blogHandle, title: blogHandle },
    image: null,
  };
}

describe("loadBlogIndex", () => {
  it("falls back to the Wellness Blog with three sample articles, keeping the reason", async () => {
    const page = await loadBlogIndex(failing, "en");
    expect(page.failure).toEqual({ message: "Shopify API error: 502 - Bad Gateway" });
    expect(page.blogs).toHaveLength(1);
    expect(page.blogs[0]).toMatchObject({ handle: "wellness", title: "Wellness Blog" });
    expect(page.blogs[0]!.articles).toHaveLength(3);
    expect((await loadBlogIndex(failing, "ro")).blogs[0]!.title).toBe("Blog Wellness");
  });
});

describe("loadBlogPage", () => {
  it("is null for a blog that does not exist, so the route answers 404", async () => {
    expect(await loadBlogPage(answering({ blog: null, blogs: { nodes: [] } }), "ro", "recipes", null)).toBeNull();
  });

  it("is null for a cursor the store did not issue, or one too long to be a cursor", async () => {
    const refusing: StorefrontClient = { query: () => Promise.reject(new Error("GraphQL errors: Invalid cursor")) };
    expect(await loadBlogPage(refusing, "ro", "news", "bogus")).toBeNull();
    expect(await loadBlogPage(failing, "ro", "news", "x".repeat(201))).toBeNull();
  });

  it("falls back to the sample articles when the store fails", async () => {
    const page = await loadBlogPage(failing, "ro", "news", null);
    expect(page?.failure?.message).toMatch(/502/);
    expect(page?.blog.articles).toHaveLength(3);
  });

  it("offers the next page's cursor only when there is one", async () => {
    const blog = (hasNextPage: boolean) => ({
      blog: { handle: "news", title: "Noutăți", seo: null, articles: { nodes: [], pageInfo: { hasNextPage, endCursor: "abc" } } },
      blogs: { nodes: [{ handle: "news", title: "Noutăți" }] },
    });
    expect((await loadBlogPage(answering(blog(true)), "ro", "news", null))?.nextCursor).toBe("abc");
    expect(await loadBlogPage(answering(blog(false)), "ro", "news", "abc")).toMatchObject({ nextCursor: null, paged: true });
  });
});

describe("loadArticlePage", () => {
  const detail: ArticleDetailData = {
    ...card("sleep-well", "wellness", ["immunity", "sleep"]),
    title: "Sleep well",
    contentHtml: `<p>Intro</p><h2 id="why">Why</h2><img src=x onerror=alert(1)><h3>How much</h3><script>alert(2)</script>`,
    seo: null,
    tableOfContents: { value: JSON.stringify([{ id: "why", title: "Why it matters", level: 2 }]) },
  };

  it("sanitises the HTML and takes the metafield's contents for the headings that exist", async () => {
    const page = await loadArticlePage(
      answering({
        blog: { handle: "wellness", title: "Wellness", articleByHandle: detail },
        articles: {
          nodes: [
            card("sleep-well", "wellness", ["sleep"]),
            card("other-blog", "news", ["immunity"]),
            card("unrelated", "news", ["quality"]),
          ],
        },
        blogs: { nodes: [] },
      }),
      "en",
      "wellness",
      "sleep-well",
    );
    expect(page?.article.html).toBe(
      `<p>Intro</p><h2 id="why">Why</h2><img src="x" alt="" loading="lazy" decoding="async"><h3 id="section-how-much">How much</h3>`,
    );
    expect(page?.article.toc).toEqual([{ id: "why", title: "Why it matters", level: 2 }]);
    expect(page?.related.map((article) => article.handle)).toEqual(["other-blog"]);
    expect(page?.failure).toBeNull();
  });

  it("is null for an article that does not exist", async () => {
    const data = { blog: { handle: "news", title: "News", articleByHandle: null }, articles: { nodes: [] } };
    expect(await loadArticlePage(answering(data), "ro", "news", "missing")).toBeNull();
    expect(await loadArticlePage(answering({ ...data, blog: null }), "ro", "recipes", "missing")).toBeNull();
  });

  it("shows the sample article with the same handle when the store fails, with its contents", async () => {
    const page = await loadArticlePage(failing, "ro", "wellness", "cold-sores-triggers-and-care");
    expect(page?.failure?.message).toMatch(/502/);
    expect(page?.article.title).toBe("Herpesul labial: declanșatori și îngrijire");
    expect(page?.article.toc.map((entry) => entry.id)).toEqual(["common-triggers", "caring-for-your-lips"]);
    expect(page?.related.length).toBeGreaterThan(0);
  });

  it("shows a generic placeholder for any other handle when the store fails", async () => {
    const page = await loadArticlePage(failing, "en", "news", "how-every-batch-is-tested");
    expect(page?.article).toMatchObject({ title: "This article cannot be shown right now", handle: "how-every-batch-is-tested", toc: [] });
    expect(page?.article.blog.handle).toBe("news");
    expect(page?.related).toEqual([]);
  });
});

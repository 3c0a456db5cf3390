/**
 * The blog part of the Storefront API over HTTP (the Hono routes in process) against the seeded blogs:
 * Shopify's shapes, sorting and paging, languages, metafields, and the limits every list obeys.
 */
import { eq } from "drizzle-orm";
import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Config } from "#server/config";
import type { DatabaseHandle } from "#server/db/client";
import { articleTranslations, articles, blogs } from "#server/db/schema";
import { seedBlogs } from "#server/db/seed/blog/seed-blog";
import { createSeededTestDatabase } from "#tests/server/test-database.ts";
import { STOREFRONT_API_PATH, STOREFRONT_TOKEN_HEADER } from "#domain/storefront-endpoint";
import { storefrontApiRoutes } from "./http.ts";
import { testPlatform } from "#tests/server/platform-kit.ts";
import { createStorefrontApi } from "./storefront-api.ts";

const config = {
  baseUrl: "https://shop.example",
  brandName: "Elara",
  publicStorefrontToken: "test-storefront-token-0123456789",
} satisfies Pick<Config, "baseUrl" | "brandName" | "publicStorefrontToken">;

let handle: DatabaseHandle;
let app: Hono;

beforeAll(async () => {
  handle = await createSeededTestDatabase();
  app = storefrontApiRoutes(createStorefrontApi({ platform: testPlatform(handle.db, { config }) }), config);
});

afterAll(async () => {
  await handle?.close();
});

interface GraphQLAnswer<T> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

async function query<T>(document: string, variables?: Record<string, unknown>): Promise<GraphQLAnswer<T>> {
  const response = await app.request(STOREFRONT_API_PATH, {
    method: "POST",
    headers: { "Content-Type": "application/json", [STOREFRONT_TOKEN_HEADER]: config.publicStorefrontToken },
    body: JSON.stringify({ query: document, variables }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as GraphQLAnswer<T>;
}

async function data<T>(document: string, variables?: Record<string, unknown>): Promise<T> {
  const answer = await query<T>(document, variables);
  expect(answer.errors).toBeUndefined();
  return answer.data!;
}

interface ArticleNode {
  handle: string;
  title: string;
  publishedAt: string;
}

const seededNews = seedBlogs.find((blog) => blog.handle === "news")!;
const newestFirst = (list: readonly { publishedAt: string; handle: string }[]) =>
  [...list].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt)).map((article) => article.handle);

describe("blog(handle:) and its articles", () => {
  it("lists a blog's articles newest first, as the spec's list query asks", async () => {
    const result = await data<{ blog: { handle: string; title: string; articles: { nodes: ArticleNode[] } } }>(
      `query ($blogHandle: String!, $first: Int!) {
        blog(handle: $blogHandle) { handle title articles(first: $first, sortKey: PUBLISHED_AT, reverse: true) { nodes { handle title publishedAt } } }
      }`,
      { blogHandle: "news", first: 10 },
    );
    expect(result.blog.title).toBe("Noutăți");
    expect(result.blog.articles.nodes.map((node) => node.handle)).toEqual(newestFirst(seededNews.articles));
  });

  it("answers in the language @inContext asks for", async () => {
    const result = await data<{ blog: { title: string; articles: { nodes: ArticleNode[] } } }>(
      `query @inContext(language: EN) { blog(handle: "news") { title articles(first: 1, sortKey: TITLE) { nodes { title } } } }`,
    );
    expect(result.blog.title).toBe("News");
    const englishTitles = seededNews.articles
      .map((article) => article.title.en)
      .sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
    expect(result.blog.articles.nodes[0]!.title).toBe(englishTitles[0]);
  });

  it("pages with first and after, and says when there is more", async () => {
    const page = `query ($after: String) {
      blog(handle: "blogs") { articles(first: 2, after: $after, sortKey: PUBLISHED_AT, reverse: true) {
        edges { cursor node { handle } } pageInfo { hasNextPage hasPreviousPage endCursor }
      } }
    }`;
    type Answer = {
      blog: {
        articles: {
          edges: { cursor: string; node: { handle: string } }[];
          pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; endCursor: string };
        };
      };
    };
    const first = await data<Answer>(page);
    const second = await data<Answer>(page, { after: first.blog.articles.pageInfo.endCursor });
    const expected = newestFirst(seedBlogs.find((blog) => blog.handle === "blogs")!.articles);
    expect(first.blog.articles.edges.map((edge) => edge.node.handle)).toEqual(expected.slice(0, 2));
    expect(first.blog.articles.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    expect(second.blog.articles.edges.map((edge) => edge.node.handle)).toEqual(expected.slice(2, 4));
    expect(second.blog.articles.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
  });

  it("finds nothing for an unknown blog or article handle", async () => {
    const result = await data<{ blog: null; news: { articleByHandle: null } }>(
      `{ blog(handle: "recipes") { id } news: blog(handle: "news") { articleByHandle(handle: "no-such-article") { id } } }`,
    );
    expect(result).toEqual({ blog: null, news: { articleByHandle: null } });
  });

  it("serves the deprecated blogByHandle, and blog(id:) by global id", async () => {
    const byHandle = await data<{ blogByHandle: { id: string; handle: string } }>(`{ blogByHandle(handle: "wellness") { id handle } }`);
    expect(byHandle.blogByHandle.id).toMatch(/^gid:\/\/shopify\/Blog\/\d+$/);
    const byId = await data<{ blog: { handle: string } }>(`query ($id: ID) { blog(id: $id) { handle } }`, { id: byHandle.blogByHandle.id });
    expect(byId.blog.handle).toBe("wellness");
  });

  it("refuses blog() without exactly one of handle and id", async () => {
    for (const document of [`{ blog { id } }`, `{ blog(handle: "news", id: "gid://shopify/Blog/1") { id } }`]) {
      const answer = await query(document);
      expect(answer.errors?.[0]).toMatchObject({
        message: "Provide exactly one of the arguments handle or id.",
        extensions: { code: "BAD_REQUEST" },
      });
    }
  });

  it("lists each blog's authors once", async () => {
    const result = await data<{ blog: { authors: { name: string }[] } }>(`{ blog(handle: "news") { authors { name } } }`);
    expect(result.blog.authors.map((author) => author.name)).toEqual(
      [...new Set(seededNews.articles.map((article) => article.author))].sort(),
    );
  });
});

describe("Article fields", () => {
  const ARTICLE = `query ($blogHandle: String!, $articleHandle: String!) {
    blog(handle: $blogHandle) {
      articleByHandle(handle: $articleHandle) {
        id title handle excerpt short: excerpt(truncateAt: 40) excerptHtml contentHtml content
        publishedAt tags onlineStoreUrl
        image { id url altText width height small: url(transform: { maxWidth: 400 }) }
        author { name } authorV2 { name }
        blog { handle title }
        seo { title description }
        toc: metafield(namespace: "custom", key: "table_of_contents") { id type value }
        noNamespace: metafield(key: "table_of_contents") { id }
        metafields(identifiers: [{ namespace: "custom", key: "table_of_contents" }, { namespace: "custom", key: "missing" }]) { key }
      }
    }
  }`;

  interface FullArticle {
    id: string;
    title: string;
    excerpt: string;
    short: string;
    excerptHtml: string;
    contentHtml: string;
    content: string;
    publishedAt: string;
    tags: string[];
    onlineStoreUrl: string;
    image: { id: string; url: string; altText: string; width: number; height: number; small: string };
    author: { name: string };
    authorV2: { name: string };
    blog: { handle: string; title: string };
    seo: { title: string; description: string };
    toc: { id: string; type: string; value: string };
    noNamespace: null;
    metafields: ({ key: string } | null)[];
  }

  async function article(blogHandle: string, articleHandle: string) {
    return (
      await data<{ blog: { articleByHandle: FullArticle } }>(ARTICLE, {
        blogHandle,
        articleHandle,
      })
    ).blog.articleByHandle;
  }

  it("serves everything a blog page reads, in Shopify's shapes", async () => {
    const found = await article("blogs", "hpv-what-to-know");
    const seeded = seedBlogs.find((blog) => blog.handle === "blogs")!.articles.find((entry) => entry.handle === "hpv-what-to-know")!;
    expect(found).toMatchObject({
      title: seeded.title.ro,
      excerpt: seeded.excerpt.ro,
      publishedAt: "2026-02-18T08:00:00Z",
      tags: [...seeded.tags],
      onlineStoreUrl: "https://shop.example/blog/blogs/hpv-what-to-know",
      author: { name: seeded.author },
      authorV2: { name: seeded.author },
      blog: { handle: "blogs", title: "Sănătatea femeii" },
      seo: { title: seeded.title.ro, description: seeded.excerpt.ro },
      noNamespace: null,
      metafields: [{ key: "table_of_contents" }, null],
    });
    expect(found.id).toMatch(/^gid:\/\/shopify\/Article\/\d+$/);
    expect(found.excerptHtml).toBe(`<p>${seeded.excerpt.ro}</p>`);
    expect(found.short.length).toBeLessThanOrEqual(40);
    expect(found.short.endsWith("…")).toBe(true);
  });

  it("gives the picture its size, alt text and transformable URL", async () => {
    const { image } = await article("wellness", "cold-sores-triggers-and-care");
    expect(image).toMatchObject({ width: 1200, height: 675, altText: expect.stringContaining("balsam de buze") });
    expect(image.id).toMatch(/^gid:\/\/shopify\/ArticleImage\/\d+$/);
    expect(image.url).toMatch(/^https:\/\/shop\.example\/images\/seed\/blog-cold-sores\.svg\?lang=ro&v=[\w-]+$/);
    expect(image.small).toMatch(/\/images\/seed\/blog-cold-sores\.svg\?width=400&lang=ro&v=/);
  });

  it("reads content as plain text and keeps the HTML's heading ids, which the table of contents names", async () => {
    const found = await article("wellness", "immune-support-through-the-seasons");
    expect(found.content).not.toMatch(/[<>]/);
    expect(found.content).toContain("Somnul, primul pilon Adulții au nevoie");
    expect(found.toc.type).toBe("json");
    const entries = JSON.parse(found.toc.value) as { id: string; title: string; level: number }[];
    expect(entries.map((entry) => entry.level)).toEqual([2, 2, 3, 3, 2]);
    for (const entry of entries) expect(found.contentHtml).toContain(`<h${entry.level} id="${entry.id}">${entry.title}</h${entry.level}>`);
    expect(found.toc.id).toMatch(/^gid:\/\/shopify\/Metafield\/\d+$/);
  });

  it("answers in English with @inContext(language: EN), table of contents included", async () => {
    const result = await data<{ blog: { articleByHandle: { title: string; toc: { value: string } } } }>(
      `query @inContext(language: EN) { blog(handle: "wellness") { articleByHandle(handle: "immune-support-through-the-seasons") {
        title toc: metafield(namespace: "custom", key: "table_of_contents") { value } } } }`,
    );
    expect(result.blog.articleByHandle.title).toBe("Immunity through the seasons: what really matters");
    expect(JSON.parse(result.blog.articleByHandle.toc.value)[0]).toEqual({ id: "sleep", title: "Sleep, the first pillar", level: 2 });
  });

  it("finds an article by global id, and nothing for another type's id", async () => {
    const { id } = await article("news", "how-every-batch-is-tested");
    const result = await data<{ found: { handle: string }; other: null }>(
      `query ($id: ID!, $other: ID!) { found: article(id: $id) { handle } other: article(id: $other) { handle } }`,
      { id, other: "gid://shopify/Product/1" },
    );
    expect(result).toEqual({ found: { handle: "how-every-batch-is-tested" }, other: null });
    const invalid = await query(`{ article(id: "42") { handle } }`);
    expect(invalid.errors?.[0]?.extensions?.code).toBe("BAD_REQUEST");
  });
});

describe("lists across blogs", () => {
  it("lists every article with the root articles query", async () => {
    const total = seedBlogs.reduce((sum, blog) => sum + blog.articles.length, 0);
    const result = await data<{ articles: { nodes: { handle: string; blog: { handle: string } }[] } }>(
      `{ articles(first: 250, sortKey: PUBLISHED_AT) { nodes { handle blog { handle } } } }`,
    );
    expect(result.articles.nodes).toHaveLength(total);
    const everyArticle = seedBlogs.flatMap((blog) => blog.articles.map((entry) => ({ ...entry, blog: blog.handle })));
    expect(result.articles.nodes.map((node) => node.handle)).toEqual(newestFirst(everyArticle).reverse());
  });

  it("sorts by author and by blog title", async () => {
    const byAuthor = await data<{ articles: { nodes: { authorV2: { name: string } }[] } }>(
      `{ articles(first: 250, sortKey: AUTHOR) { nodes { authorV2 { name } } } }`,
    );
    const names = byAuthor.articles.nodes.map((node) => node.authorV2.name);
    expect(names).toEqual([...names].sort());
    const byBlog = await data<{ articles: { nodes: { blog: { title: string } }[] } }>(
      `query @inContext(language: EN) { articles(first: 250, sortKey: BLOG_TITLE, reverse: true) { nodes { blog { title } } } }`,
    );
    expect(byBlog.articles.nodes[0]!.blog.title).toBe("Women's Health");
  });

  it("lists the blogs by handle or title", async () => {
    const result = await data<{ byHandle: { nodes: { handle: string }[] }; byTitle: { nodes: { title: string }[] } }>(
      `query @inContext(language: EN) {
        byHandle: blogs(first: 10, sortKey: HANDLE) { nodes { handle } }
        byTitle: blogs(first: 10, sortKey: TITLE) { nodes { title } }
      }`,
    );
    expect(result.byHandle.nodes.map((node) => node.handle)).toEqual(["blogs", "news", "wellness"]);
    expect(result.byTitle.nodes.map((node) => node.title)).toEqual(["News", "Wellness", "Women's Health"]);
  });

  it("asks for a page size of at most 250, as Shopify does", async () => {
    const missing = await query(`{ articles { nodes { id } } }`);
    expect(missing.errors?.[0]?.message).toBe("you must provide one of first or last");
    const tooMany = await query(`{ blogs(first: 251) { nodes { id } } }`);
    expect(tooMany.errors?.[0]?.message).toBe('Argument "first" must be between 0 and 250, got 251.');
  });

  it("refuses nested lists whose sizes multiply past the cost limit", async () => {
    const answer = await query(`{ blogs(first: 250) { nodes { articles(first: 250) { nodes { title contentHtml content tags } } } } }`);
    expect(answer.errors?.[0]?.extensions?.code).toBe("MAX_COMPLEXITY_EXCEEDED");
  });
});

describe("drafts and missing translations", () => {
  it("hides an article until its publication time, and falls back to Romanian texts", async () => {
    const [news] = await handle.db.select({ id: blogs.id }).from(blogs).where(eq(blogs.handle, "news"));
    const inserted = await handle.db
      .insert(articles)
      .values([
        { blogId: news!.id, handle: "coming-soon", authorName: "Elena Radu", publishedAt: new Date(Date.now() + 86_400_000) },
        { blogId: news!.id, handle: "only-in-romanian", authorName: "Elena Radu", publishedAt: new Date(Date.now() - 60_000) },
      ])
      .returning({ id: articles.id });
    await handle.db
      .insert(articleTranslations)
      .values(inserted.map((row) => ({ articleId: row.id, locale: "ro" as const, title: "Doar în română", contentHtml: "<p>Text</p>" })));

    const result = await data<{ blog: { coming: null; romanian: { title: string; excerpt: null; image: null } } }>(
      `query @inContext(language: EN) { blog(handle: "news") {
        coming: articleByHandle(handle: "coming-soon") { id }
        romanian: articleByHandle(handle: "only-in-romanian") { title excerpt image { url } }
      } }`,
    );
    expect(result.blog).toEqual({ coming: null, romanian: { title: "Doar în română", excerpt: null, image: null } });
    const list = await data<{ blog: { articles: { nodes: { handle: string }[] } } }>(
      `{ blog(handle: "news") { articles(first: 50) { nodes { handle } } } }`,
    );
    expect(list.blog.articles.nodes.map((node) => node.handle)).not.toContain("coming-soon");
  });
});

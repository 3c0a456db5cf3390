/**
 * The blog through the admin API (issue 17 item 2): the owner writes an article in both languages, as a
 * draft, scheduled or published; the Storefront API (and so /blog) shows it only once published and its time
 * has come; bad input names the field and the language and changes nothing; two editors cannot overwrite each
 * other; every change audited. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { readArticleFilter, type ArticleInput } from "#domain/admin/articles";
import type { DatabaseHandle } from "#server/db/client";
import { articles, auditLog, staffMembers } from "#server/db/schema";
import { testClock } from "#tests/server/account-kit.ts";
import { testConfig } from "#tests/server/platform-kit.ts";
import { createSeededTestDatabase, emptyTables } from "#tests/server/test-database.ts";
import { signedInStaffEachTest } from "#tests/server/staff-kit.ts";

let database: DatabaseHandle;
let seededIds: number[] = [];
beforeAll(async () => {
  database = await createSeededTestDatabase();
  seededIds = (await database.db.select({ id: articles.id }).from(articles)).map((row) => row.id);
});
afterAll(() => database.close());

const clock = testClock(new Date("2026-11-23T09:00:00.000Z"));

beforeEach(async () => {
  const all = await database.db.select({ id: articles.id }).from(articles);
  for (const { id } of all) if (!seededIds.includes(id)) await database.db.delete(articles).where(eq(articles.id, id));
  await emptyTables(database.db, auditLog, staffMembers);
});
const { kit, call, members, pagesAs } = signedInStaffEachTest(() => ({ database, clock }), ["owner", "support"]);

const input = (overrides: Partial<ArticleInput> = {}): ArticleInput => ({
  blog: "news",
  handle: "",
  authorName: "Dr. Ana Pop",
  tags: "HPV, imunitate",
  status: "published",
  publishedAt: "",
  texts: {
    ro: {
      title: "Ce aduce iarna pentru imunitate",
      excerpt: "Pe scurt.",
      contentHtml: "<h2>Somnul</h2><p>Dormi bine.</p>",
      imageAltText: "",
    },
    en: {
      title: "What winter brings for immunity",
      excerpt: "In short.",
      contentHtml: "<h2>Sleep</h2><p>Sleep well.</p>",
      imageAltText: "",
    },
  },
  ...overrides,
});

async function storefrontArticle(handle: string, language: "ro" | "en" = "ro") {
  const response = await kit.app.request("/api/2024-01/graphql.json", {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Shopify-Storefront-Access-Token": testConfig.publicStorefrontToken },
    body: JSON.stringify({
      query: `query @inContext(language: ${language.toUpperCase()}) { blog(handle: "news") { articleByHandle(handle: "${handle}") { title contentHtml tags authorV2 { name } } } }`,
    }),
  });
  const body = (await response.json()) as { data: { blog: { articleByHandle: unknown } } };
  return body.data.blog.articleByHandle;
}

describe("writing an article", () => {
  it("publishes in both languages at once, under an address made from the Romanian title", async () => {
    const created = await call("POST", "/api/admin/articles", { member: members.owner, body: input() });
    expect(created.status).toBe(201);
    expect(created.json.article).toMatchObject({
      handle: "ce-aduce-iarna-pentru-imunitate",
      state: "published",
      tags: ["HPV", "imunitate"],
    });

    expect(await storefrontArticle("ce-aduce-iarna-pentru-imunitate")).toEqual({
      title: "Ce aduce iarna pentru imunitate",
      contentHtml: "<h2>Somnul</h2><p>Dormi bine.</p>",
      tags: ["HPV", "imunitate"],
      authorV2: { name: "Dr. Ana Pop" },
    });
    expect(await storefrontArticle("ce-aduce-iarna-pentru-imunitate", "en")).toMatchObject({ title: "What winter brings for immunity" });

    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.action, "article.create"));
    expect(entry).toMatchObject({ targetType: "article", targetId: String(created.json.article.id), staffEmail: "owner@elara.test" });
    expect(entry!.after).toMatchObject({ blog: "news", status: "published", titleRo: "Ce aduce iarna pentru imunitate" });
  });

  it("keeps a draft and a scheduled article off the blog, and lists each by its state", async () => {
    const draft = await call("POST", "/api/admin/articles", { member: members.owner, body: input({ status: "draft", handle: "ciorna" }) });
    expect(draft.json.article.state).toBe("draft");
    const later = await call("POST", "/api/admin/articles", {
      member: members.owner,
      body: input({ handle: "mai-tarziu", publishedAt: "2099-01-01T09:00" }),
    });
    expect(later.json.article).toMatchObject({ state: "scheduled", publishedAt: "2099-01-01T07:00:00.000Z" });
    expect(await storefrontArticle("ciorna")).toBeNull();
    expect(await storefrontArticle("mai-tarziu")).toBeNull();

    const list = async (query: string) => (await pagesAs(members.owner).articles(readArticleFilter(new URLSearchParams(query))))!;
    expect((await list("state=draft")).articles.map((row) => row.handle)).toEqual(["ciorna"]);
    expect((await list("state=scheduled")).articles.map((row) => row.handle)).toEqual(["mai-tarziu"]);
    const published = await list("state=published");
    expect(published.total).toBe(seededIds.length);
    expect(published.blogs.map((blog) => blog.handle)).toEqual(expect.arrayContaining(["news", "wellness"]));
  });

  it("publishes a draft now, and answers changed: false for the same values again", async () => {
    const draft = await call("POST", "/api/admin/articles", { member: members.owner, body: input({ status: "draft", handle: "ciorna" }) });
    const id = draft.json.article.id as number;
    const opened = (await pagesAs(members.owner).article(id))!.article!;
    expect(opened.texts.en.title).toBe("What winter brings for immunity");

    clock.advance(60_000);
    const body = input({ handle: "ciorna", status: "published", version: opened.updatedAt });
    const published = await call("POST", `/api/admin/articles/${id}`, { member: members.owner, body });
    expect(published.json).toMatchObject({ changed: true, article: { state: "published", publishedAt: clock().toISOString() } });
    expect(await storefrontArticle("ciorna")).toMatchObject({ title: "Ce aduce iarna pentru imunitate" });

    const again = await call("POST", `/api/admin/articles/${id}`, {
      member: members.owner,
      body: { ...body, version: published.json.article.updatedAt },
    });
    expect(again.json.changed).toBe(false);
    expect(await database.db.select().from(auditLog).where(eq(auditLog.action, "article.update"))).toHaveLength(1);
  });

  it("refuses to overwrite what someone saved after the editor opened", async () => {
    const created = await call("POST", "/api/admin/articles", { member: members.owner, body: input() });
    const { id, updatedAt } = created.json.article as { id: number; updatedAt: string };
    clock.advance(1_000);
    const first = await call("POST", `/api/admin/articles/${id}`, {
      member: members.owner,
      body: input({ authorName: "Ioana", version: updatedAt }),
    });
    expect(first.status).toBe(200);
    const second = await call("POST", `/api/admin/articles/${id}`, {
      member: members.owner,
      language: "ro",
      body: input({ authorName: "Maria", version: updatedAt }),
    });
    expect(second.status).toBe(409);
    expect(second.json.code).toBe("edited_meanwhile");
    expect(second.json.error).toContain("Altcineva a salvat articolul între timp");
    expect(second.json.article.authorName).toBe("Ioana");
  });

  it("refuses an address another article of the blog has", async () => {
    await call("POST", "/api/admin/articles", { member: members.owner, body: input({ handle: "unic" }) });
    const clash = await call("POST", "/api/admin/articles", { member: members.owner, body: input({ handle: "unic" }) });
    expect(clash.status).toBe(409);
    expect(clash.json.field).toBe("handle");
    expect(await database.db.select().from(articles).where(eq(articles.handle, "unic"))).toHaveLength(1);
  });

  it.each([
    [{ texts: { ...input().texts, en: { ...input().texts.en, title: "" } } }, "texts.en.title", "Completează „Titlu (engleză)”."],
    [
      { texts: { ...input().texts, ro: { ...input().texts.ro, contentHtml: "  " } } },
      "texts.ro.contentHtml",
      "Completează „Conținut (română)”.",
    ],
    [{ authorName: "" }, "authorName", "Completează „Autor”."],
    [
      { handle: "Cu spații" },
      "handle",
      "Adresa poate avea doar litere mici fără diacritice, cifre și cratime (de exemplu obiceiuri-de-iarna).",
    ],
    [{ tags: "a,b,c,d,e,f,g,h,i,j,k" }, "tags", "Cel mult 10 etichete, separate prin virgulă, fiecare de cel mult 40 de caractere."],
    [{ publishedAt: "2026-02-30T10:00" }, "publishedAt", "Alege o dată și o oră valide."],
    [{ status: "archived" as "draft" }, "status", "Câmpul „Stare” nu este valid."],
    [{ blog: "nu-exista" }, "blog", "Blogul ales nu există."],
  ])("refuses %j naming the field in Romanian, writing nothing", async (overrides, field, message) => {
    const answer = await call("POST", "/api/admin/articles", { member: members.owner, language: "ro", body: input(overrides) });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ success: false, status: 400, error: message, field });
    expect(await database.db.select().from(articles)).toHaveLength(seededIds.length);
    expect(await database.db.select().from(auditLog).where(eq(auditLog.action, "article.create"))).toHaveLength(0);
  });

  it("is the owner's alone, with the CSRF token; unknown articles are 404", async () => {
    expect(await pagesAs(members.support).articles(readArticleFilter(new URLSearchParams()))).toBeNull();
    expect((await call("POST", "/api/admin/articles", { member: members.support, body: input() })).status).toBe(403);
    expect((await call("POST", "/api/admin/articles", { member: members.owner, body: input(), csrf: false })).status).toBe(403);
    expect(await pagesAs(members.owner).article(999999)).toMatchObject({ article: null });
    expect((await call("POST", "/api/admin/articles/999999", { member: members.owner, body: input() })).status).toBe(404);
    expect(await database.db.select().from(articles)).toHaveLength(seededIds.length);
  });
});

/**
 * The built store's kept pages, shared (decision 0098): a product page linked by a campaign (fresh `utm_*`/`fbclid`
 * values) is the bare URL's kept page — the same bytes, `Cache-Control`, `Vary`, `ETag` and policy — while a query the
 * page does not read is rendered for its asker alone; and a kept page's policy allows each of its inline scripts by
 * hash, with no nonce in the page or the policy and no `'unsafe-inline'` for scripts. Needs `npm run build` (CI builds
 * before the tests).
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseDocument } from "htmlparser2";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "#tests/server/platform-kit.ts";
import { createSeededTestDatabase, type TestDatabase } from "#tests/server/test-database.ts";

const BUILT_PAGES = path.resolve("build/server/index.js");

const builtPages = async () => (await import(pathToFileURL(BUILT_PAGES).href)) as ServerBuild;

/** The inline scripts of a page as a browser's parser finds them: each `<script>` without `src`, its raw text. */
function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  const visit = (node: { type: string; name?: string; attribs?: Record<string, string>; children?: unknown[]; data?: string }) => {
    if (node.type === "script" && node.attribs && !("src" in node.attribs))
      scripts.push((node.children as { data: string }[]).map((child) => child.data).join(""));
    for (const child of (node.children ?? []) as (typeof node)[]) visit(child);
  };
  visit(parseDocument(html) as unknown as Parameters<typeof visit>[0]);
  return scripts;
}

/** The sources of one directive of a policy. */
function sources(policy: string, directive: string): string[] {
  const found = policy
    .split(";")
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === directive);
  return found?.slice(1) ?? [];
}

// Skipped without `npm run build`: it reads the built pages; CI builds before the tests, so there it always runs.
describe.skipIf(!existsSync(BUILT_PAGES))("the built store's kept pages (needs a build)", () => {
  let database: TestDatabase;
  let app: ReturnType<typeof buildTestApp>["app"];

  beforeAll(async () => {
    database = await createSeededTestDatabase();
    app = buildTestApp(database, { ssr: { build: await builtPages(), mode: "production" } }).app;
  });
  afterAll(() => database?.close());

  const page = async (url: string) => {
    const response = await app.request(url, { headers: { "Accept-Language": "ro", "Accept-Encoding": "identity" } });
    return { response, html: await response.text() };
  };

  it("answers a campaign link with the bare URL's kept page, bytes and headers alike", async () => {
    const bare = await page("/products/papillex");
    expect(bare.response.status).toBe(200);
    for (const [index, tags] of [
      "utm_source=newsletter&utm_medium=email&utm_campaign=black-friday",
      "fbclid=IwAR0a1b2c3&utm_source=facebook",
      "gclid=Cj0KCQ&gbraid=0AAAA&wbraid=CjkKCQ&msclkid=9f8e&ttclid=E.C.P&mc_cid=1a&mc_eid=2b&_ga=2.1.3&igshid=x&yclid=1",
    ].entries()) {
      const tagged = await page(`/products/papillex?${tags}`);
      expect(tagged.response.headers.get("X-Page-Cache"), tags).toBe("HIT");
      for (const name of ["Cache-Control", "Vary", "ETag", "Content-Security-Policy", "Content-Type", "Content-Language"])
        expect(tagged.response.headers.get(name), `${name} of link ${index}`).toBe(bare.response.headers.get(name));
      expect(tagged.html).toBe(bare.html);
    }
    expect(bare.response.headers.get("Cache-Control")).toMatch(/^public, /);
    // The kept page was rendered without the tags: none of them shows in it (its language links included).
    expect(bare.html).not.toMatch(/utm_|fbclid|gclid/);

    // A query the page does not read is not a key of its own: rendered, for this asker only.
    const unknown = await page(`/products/papillex?utm_source=x&variant=${Math.random()}`);
    expect(unknown.response.status).toBe(200);
    expect(unknown.response.headers.get("X-Page-Cache")).toBeNull();
    expect(unknown.response.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("allows each inline script of a kept page by its hash, and shares no nonce between two renders of it", async () => {
    // Two instances of the store, each rendering the page once: two renders, each made with a nonce of its own.
    const other = buildTestApp(database, { ssr: { build: await builtPages(), mode: "production" } }).app;
    const answers = [];
    for (const instance of [app, other]) {
      const response = await instance.request("/products/papillex?lng=en&utm_source=a", { headers: { "Accept-Encoding": "identity" } });
      answers.push({ response, html: await response.text() });
    }
    expect(answers.map(({ response }) => response.headers.get("X-Page-Cache"))).toEqual(["MISS", "MISS"]);
    for (const { response, html } of answers) {
      const policy = response.headers.get("Content-Security-Policy")!;
      const scriptSources = sources(policy, "script-src");
      expect(scriptSources).not.toContain("'unsafe-inline'");
      expect(scriptSources.filter((source) => source.startsWith("'nonce-"))).toEqual([]);
      expect(html).not.toMatch(/\snonce=/);
      // Rendered from a campaign link, yet nothing of the campaign is in the page every later visitor gets.
      expect(html).not.toContain("utm_");
      const scripts = inlineScripts(html);
      expect(scripts.length).toBeGreaterThan(1);
      for (const script of scripts) {
        const hash = `'sha256-${createHash("sha256").update(script).digest("base64")}'`;
        expect(scriptSources, script.slice(0, 80)).toContain(hash);
      }
    }
  });
});

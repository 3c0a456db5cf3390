/**
 * The built store with its page cache off (decision 0120): a page rendered again takes its kept sections (the frame's
 * header and footer, the product page's sections) from the first render, and its HTML is the first render's, byte for
 * byte but for the nonce; a store change that shows in a section drops it. Needs `npm run build` (CI builds before
 * the tests).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { and, eq, sql } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordAudit } from "#server/commerce/staff/audit";
import { productTranslations, products } from "#server/db/schema";
import { buildTestApp, testConfig } from "#tests/server/platform-kit.ts";
import { createSeededTestDatabase, type TestDatabase } from "#tests/server/test-database.ts";

const BUILT_PAGES = path.resolve("build/server/index.js");

/** A render's HTML with its nonce named alike, the one part of it each render makes anew. */
function withoutNonce(html: string): string {
  const nonce = /nonce="([^"]+)"/.exec(html)?.[1];
  return nonce ? html.replaceAll(nonce, "NONCE") : html;
}

/** `kept_render_requests_total{result="hit"}` from the app's metrics. */
async function keptHits(app: ReturnType<typeof buildTestApp>["app"]): Promise<number> {
  const text = await (await app.request("/metrics")).text();
  return Number(/^kept_render_requests_total\{result="hit"\} (\d+)$/m.exec(text)?.[1] ?? Number.NaN);
}

// Skipped without `npm run build`: it renders the built pages; CI builds before the tests, so there it always runs.
describe.skipIf(!existsSync(BUILT_PAGES))("the built store's kept sections, its page cache off (needs a build)", () => {
  let database: TestDatabase;
  let kit: ReturnType<typeof buildTestApp>;

  beforeAll(async () => {
    database = await createSeededTestDatabase();
    const build = (await import(pathToFileURL(BUILT_PAGES).href)) as ServerBuild;
    kit = buildTestApp(database, {
      ssr: { build, mode: "production" },
      config: { pageCache: { ...testConfig.pageCache, maxBytes: 0 } },
      resultCache: { maxBytes: 1_000_000, freshMs: 60_000 },
    });
  });
  afterAll(() => database?.close());

  const page = async (url: string, language = "ro") => {
    const response = await kit.app.request(url, { headers: { "Accept-Language": language, "Accept-Encoding": "identity" } });
    expect(response.headers.get("X-Page-Cache"), url).toBeNull();
    return { status: response.status, html: await response.text() };
  };

  it("renders a page again from its kept sections, the same HTML but for the nonce", async () => {
    for (const [url, language] of [
      ["/products/papillex", "ro"],
      ["/products/papillex?lng=en", "en"],
      ["/products/ahcc?purchase=subscription", "ro"],
      ["/shop?lng=en", "en"],
      ["/our-story", "ro"],
      ["/blog", "ro"],
    ] as const) {
      const hitsBefore = await keptHits(kit.app);
      const first = await page(url, language);
      const again = await page(url, language);
      expect(first.status, url).toBe(200);
      expect(first.html).not.toContain("data-kept-");
      expect(withoutNonce(again.html), `${url} in ${language}`).toBe(withoutNonce(first.html));
      expect(withoutNonce(again.html)).not.toBe(again.html);
      // The header and footer at least, and the product page's three sections.
      expect(await keptHits(kit.app), url).toBeGreaterThanOrEqual(hitsBefore + (url.startsWith("/products/") ? 5 : 2));
    }
  });

  it("renders the home page's frame again from its kept header and footer, though its products stream in after", async () => {
    const frame = (html: string) => [/<header[^]*<\/header>/.exec(html)?.[0], /<footer[^]*<\/footer>/.exec(html)?.[0]];
    const first = await page("/");
    const hitsBefore = await keptHits(kit.app);
    const again = await page("/");
    expect(await keptHits(kit.app)).toBeGreaterThanOrEqual(hitsBefore + 2);
    expect(frame(again.html)[0]).toContain('href="/blog"');
    expect(frame(again.html)).toEqual(frame(first.html));
  });

  it("shows a change of the catalogue in the sections at once, in the footer too", async () => {
    await page("/our-story");
    const before = await page("/our-story");
    expect(before.html).toContain("/products/papillex");
    const title = "Papillex — suport pentru sănătatea cervicală";
    expect(before.html).toContain(`>${title}<`);
    // As the admin writes a product's new title: in one transaction with its audit record, which announces the change.
    await database.db.transaction(async (tx) => {
      const [papillex] = await tx.select({ id: products.id }).from(products).where(eq(products.handle, "papillex"));
      await tx
        .update(productTranslations)
        .set({ title: sql`${productTranslations.title} || ' Nou'` })
        .where(and(eq(productTranslations.productId, papillex!.id), eq(productTranslations.locale, "ro")));
      await recordAudit(tx, { commandLine: true }, { action: "product.edit" }, new Date());
    });
    // The footer lists the shown products: the change drops it, and the next render shows the new title.
    await expect.poll(async () => (await page("/our-story")).html).toContain(`>${title} Nou<`);
  });
});

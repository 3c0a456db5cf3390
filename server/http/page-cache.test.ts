/**
 * The page cache (decision 0051): a hit is the stored bytes in the encoding asked for, with an ETag that a 304 honours;
 * a page is rendered once however many ask at once; past its freshness it is served stale while one render replaces
 * it; a change drops exactly the pages tagged with it, and a render that began before the change is not kept; what a
 * route marked private, a page that sets a cookie, or a 404 is never kept; the bytes kept stay under the limit, and a
 * flood of made-up keys cannot push out a page (decision 0098); a kept page allows its inline scripts by hash, and
 * carries no nonce.
 */
import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import { createPageCache, type PageRequest } from "./page-cache.ts";
import { createChangeFeed } from "./tagged-store.ts";

const html = (body: string, headers: Record<string, string> = {}, status = 200) =>
  new Response(`<!doctype html><html><body>${body}${" ".repeat(2000)}</body></html>`, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Content-Security-Policy": "script-src 'nonce-abc'", ...headers },
  });

function setUp({ maxBytes = 1_000_000, freshMs = 1_000, staleMs = 10_000 } = {}) {
  let time = 0;
  const changes = createChangeFeed();
  const cache = createPageCache({ maxBytes, freshMs, staleMs, now: () => time, changes });
  let renders = 0;
  let content = "v1";
  const request = (overrides: Partial<PageRequest> = {}): PageRequest => ({
    key: "ro|RON|/shop",
    open: false,
    tags: ["catalog"],
    acceptEncoding: "br, gzip",
    ifNoneMatch: undefined,
    head: false,
    render: async () => {
      renders += 1;
      return html(content);
    },
    ...overrides,
  });
  return {
    cache,
    changes,
    request,
    renders: () => renders,
    setContent: (next: string) => (content = next),
    advance: (ms: number) => (time += ms),
  };
}

const text = async (response: Response) => {
  const bytes = Buffer.from(await response.arrayBuffer());
  const encoding = response.headers.get("Content-Encoding");
  return (encoding === "br" ? brotliDecompressSync(bytes) : encoding === "gzip" ? gunzipSync(bytes) : bytes).toString();
};

describe("the page cache", () => {
  it("renders a page once, then answers the kept bytes in the encoding asked for", async () => {
    const { cache, request, renders } = setUp();
    const first = await cache.serve(request());
    expect(first.headers.get("X-Page-Cache")).toBe("MISS");
    expect(first.headers.get("Content-Encoding")).toBe("br");
    expect(await text(first)).toContain("v1");
    const second = await cache.serve(request({ acceptEncoding: "gzip" }));
    expect(second.headers.get("X-Page-Cache")).toBe("HIT");
    expect(second.headers.get("Content-Encoding")).toBe("gzip");
    expect(await text(second)).toContain("v1");
    const plain = await cache.serve(request({ acceptEncoding: undefined }));
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    expect(await text(plain)).toContain("v1");
    expect(renders()).toBe(1);
    // The page's own headers come along; the sharing ones are the cache's.
    expect(second.headers.get("Content-Security-Policy")).toBe("script-src");
    expect(second.headers.get("Cache-Control")).toBe("public, max-age=0, s-maxage=1, stale-while-revalidate=10");
    expect(second.headers.get("Vary")).toBe("Accept-Encoding, Accept-Language, Cookie");
    expect(cache.stats()).toMatchObject({ hits: 2, misses: 1, staleServed: 0, entries: 1 });
  });

  it("answers 304 to the ETag it gave, and a HEAD without a body", async () => {
    const { cache, request } = setUp();
    const etag = (await cache.serve(request())).headers.get("ETag")!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await cache.serve(request({ ifNoneMatch: `W/${etag}, "other"` }));
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect((await cache.serve(request({ ifNoneMatch: '"other"' }))).status).toBe(200);
    const head = await cache.serve(request({ head: true }));
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    expect(Number(head.headers.get("Content-Length"))).toBeGreaterThan(0);
  });

  it("renders one page once however many shoppers ask for it at once", async () => {
    const { cache, request, renders } = setUp();
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.serve(request())));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(renders()).toBe(1);
  });

  it("serves a page past its freshness while one render replaces it, and renders again when it is too old", async () => {
    const { cache, request, renders, setContent, advance } = setUp();
    await cache.serve(request());
    setContent("v2");
    advance(2_000);
    const stale = await cache.serve(request());
    expect(stale.headers.get("X-Page-Cache")).toBe("STALE");
    expect(await text(stale)).toContain("v1");
    // The render in the background stores its page when its compressed copies are made; a busy machine takes a while.
    await vi.waitFor(async () => expect(await text(await cache.serve(request()))).toContain("v2"), { timeout: 5_000, interval: 20 });
    expect(renders()).toBe(2);
    setContent("v3");
    advance(20_000);
    const expired = await cache.serve(request());
    expect(expired.headers.get("X-Page-Cache")).toBe("MISS");
    expect(await text(expired)).toContain("v3");
  });

  it("drops exactly the pages tagged with a change, and does not keep a render that began before it", async () => {
    const { cache, changes, request, renders } = setUp();
    await cache.serve(request());
    await cache.serve(request({ key: "ro|RON|/blog", tags: ["blog"] }));
    changes.changed(["blog"]);
    expect((await cache.serve(request())).headers.get("X-Page-Cache")).toBe("HIT");
    expect((await cache.serve(request({ key: "ro|RON|/blog", tags: ["blog"] }))).headers.get("X-Page-Cache")).toBe("MISS");

    // A render under way when the price changes read the old price: it answers its shopper, and is not kept.
    let release: () => void = () => undefined;
    const slow = cache.serve(
      request({
        key: "ro|RON|/products/papillex",
        render: () => new Promise<Response>((resolve) => (release = () => resolve(html("old price")))),
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    changes.changed(["catalog"]);
    release();
    expect(await text(await slow)).toContain("old price");
    const after = await cache.serve(request({ key: "ro|RON|/products/papillex", render: async () => html("new price") }));
    expect(await text(after)).toContain("new price");
    changes.changed(["*"]);
    expect(cache.stats().entries).toBe(0);
    expect(renders()).toBeGreaterThan(0);
  });

  it("never keeps a private page, one that sets a cookie, or a 404", async () => {
    const { cache, request } = setUp();
    for (const response of [
      () => html("failed to load", { "Cache-Control": "no-store" }),
      () => html("hello", { "Set-Cookie": "a=b" }),
      () => html("not found", {}, 404),
    ]) {
      let renders = 0;
      const ask = () =>
        cache.serve(
          request({
            render: async () => {
              renders += 1;
              return response();
            },
          }),
        );
      await ask();
      await ask();
      expect(renders).toBe(2);
    }
    expect(cache.stats().entries).toBe(0);
  });

  it("keeps its bytes under the limit, the least recently used pages going first", async () => {
    const { cache, request } = setUp({ maxBytes: 6_000 });
    await cache.serve(request({ key: "a" }));
    await cache.serve(request({ key: "b" }));
    expect(cache.stats().bytes).toBeLessThanOrEqual(6_000);
    await cache.serve(request({ key: "c" }));
    expect(cache.stats().bytes).toBeLessThanOrEqual(6_000);
    expect((await cache.serve(request({ key: "b" }))).headers.get("X-Page-Cache")).toBe("HIT");
    expect((await cache.serve(request({ key: "c" }))).headers.get("X-Page-Cache")).toBe("HIT");
    expect((await cache.serve(request({ key: "a" }))).headers.get("X-Page-Cache")).toBe("MISS");
  });

  it("stays bounded under a flood of made-up keys, and the pages shoppers ask for stay kept", async () => {
    const maxBytes = 200_000;
    const { cache, request, renders } = setUp({ maxBytes });
    await cache.serve(request({ key: "ro|RON|/blog" }));
    await cache.serve(request({ key: "ro|RON|/shop" }));
    const before = renders();
    // Twice the whole cache in pages under cursors nobody else will ask for, with no shopper in between.
    for (let index = 0; index < 200; index += 1) {
      const flood = await cache.serve(request({ key: `ro|RON|/blog?after=${index}`, open: true }));
      expect(flood.status).toBe(200);
      expect(cache.stats().bytes).toBeLessThanOrEqual(maxBytes);
    }
    expect(renders() - before).toBe(200);
    expect(cache.stats().entries).toBeLessThan(100);
    expect((await cache.serve(request({ key: "ro|RON|/blog" }))).headers.get("X-Page-Cache")).toBe("HIT");
    expect((await cache.serve(request({ key: "ro|RON|/shop" }))).headers.get("X-Page-Cache")).toBe("HIT");
    expect((await cache.serve(request({ key: "ro|RON|/blog?after=0", open: true }))).headers.get("X-Page-Cache")).toBe("MISS");
  });

  it("keeps a page whose inline scripts are allowed by their hashes, with the render's nonce gone from page and policy", async () => {
    const nonces = ["bm9uY2Utb25l", "bm9uY2UtdHdv"];
    const { cache, changes, request } = setUp();
    const page = (nonce: string) =>
      new Response(
        `<!doctype html><html><head><script nonce="${nonce}">window.a=1</script><script type="module" src="/assets/entry.js" nonce="${nonce}"></script></head>` +
          `<body><p>&lt;script&gt;not one&lt;/script&gt;</p><SCRIPT nonce="${nonce}">window.b="</scrip"</SCRIPT ></body></html>`,
        {
          headers: {
            "Content-Type": "text/html",
            "Content-Security-Policy": `default-src 'self'; script-src 'self' 'nonce-${nonce}'; style-src 'self' 'unsafe-inline'`,
          },
        },
      );
    const first = await cache.serve(request({ render: async () => page(nonces[0]!) }));
    changes.changed(["*"]);
    const second = await cache.serve(request({ render: async () => page(nonces[1]!) }));
    expect([first, second].map((answer) => answer.headers.get("X-Page-Cache"))).toEqual(["MISS", "MISS"]);
    // Two renders, one page: the same bytes, so a browser's or CDN's copy revalidates across them.
    expect(second.headers.get("ETag")).toBe(first.headers.get("ETag"));
    for (const answer of [first, second]) {
      const body = await text(answer);
      const policy = answer.headers.get("Content-Security-Policy")!;
      for (const nonce of nonces) expect(body + policy).not.toContain(nonce);
      expect(policy).not.toContain("nonce");
      expect(policy).toBe(
        `default-src 'self'; script-src 'self' 'sha256-${sha256("window.a=1")}' 'sha256-${sha256('window.b="</scrip"')}'; style-src 'self' 'unsafe-inline'`,
      );
      expect(body).toContain('<script type="module" src="/assets/entry.js"></script>');
    }
  });
});

const sha256 = (script: string) => createHash("sha256").update(script).digest("base64");

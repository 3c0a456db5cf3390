/**
 * The anonymous shoppers' page cache (issue 20, decision 0051): server-rendered HTML of the catalogue, blog, brand
 * and FAQ pages kept in memory, already compressed (brotli and gzip, done once off the event loop), so a hit is a
 * copy of bytes. A page is fresh for `freshMs`, then served stale while one background render replaces it, and
 * rendered while the shopper waits only when it is older than `freshMs + staleMs` or absent. One key is never
 * rendered twice at once: concurrent misses wait for the same render. A change of what a page shows drops it by tag
 * (`invalidate`); a render that started before the change is not kept, since it may have read the old data.
 */
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { negotiateEncoding } from "./compression.ts";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Response headers a hit answers as they were rendered; the rest are the cache's own or per-request. */
const KEPT_HEADERS = ["content-type", "content-security-policy", "content-language", "link"];

export interface PageCacheOptions {
  /** The most bytes of HTML (all three encodings counted) kept; the least recently used pages go first. */
  maxBytes: number;
  freshMs: number;
  staleMs: number;
  now?: () => number;
  onError?: (error: unknown, key: string) => void;
}

export interface PageCacheStats {
  hits: number;
  misses: number;
  staleServed: number;
  entries: number;
  bytes: number;
}

interface Entry {
  tags: readonly string[];
  headers: [string, string][];
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
  storedAt: number;
  bytes: number;
}

export interface PageRequest {
  key: string;
  tags: readonly string[];
  acceptEncoding: string | undefined;
  ifNoneMatch: string | undefined;
  head: boolean;
  /** The page's own render; its answer is kept only when it is a 200 HTML page that sets no cookie. */
  render: () => Promise<Response>;
}

/**
 * A page fit to share: a 200 HTML page that sets no cookie and that its route did not mark private or unstorable
 * (a page whose data could not be read says `no-store`, and must not be served to the next shopper).
 */
function keepablePage(response: Response): boolean {
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  return (
    response.status === 200 &&
    !response.headers.has("Set-Cookie") &&
    (response.headers.get("Content-Type")?.startsWith("text/html") ?? false) &&
    !/\b(no-store|private)\b/i.test(cacheControl)
  );
}

/** What a shared cache may do with a cached page: revalidate every time in a browser, keep it a while in a CDN. */
export function publicCacheControl(freshMs: number, staleMs: number): string {
  return `public, max-age=0, s-maxage=${Math.round(freshMs / 1000)}, stale-while-revalidate=${Math.round(staleMs / 1000)}`;
}

export function createPageCache({ maxBytes, freshMs, staleMs, now = Date.now, onError = () => undefined }: PageCacheOptions) {
  const entries = new Map<string, Entry>();
  const renders = new Map<string, Promise<Entry | null>>();
  const stats = { hits: 0, misses: 0, staleServed: 0 };
  let bytes = 0;
  /** Bumped by every invalidation: a render that began under an older generation is answered but not kept. */
  let generation = 0;
  const cacheControl = publicCacheControl(freshMs, staleMs);

  function drop(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  }

  function keep(key: string, entry: Entry) {
    drop(key);
    if (entry.bytes > maxBytes) return;
    entries.set(key, entry);
    bytes += entry.bytes;
    // A Map iterates in insertion order, and a hit re-inserts: the first keys are the least recently used.
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      drop(oldest);
    }
  }

  async function store(response: Response, tags: readonly string[]): Promise<Entry> {
    const identity = Buffer.from(await response.arrayBuffer());
    const [br, gz] = await Promise.all([
      brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
      gzip(identity, { level: 9 }),
    ]);
    const headers: [string, string][] = [];
    for (const name of KEPT_HEADERS) {
      const value = response.headers.get(name);
      if (value !== null) headers.push([name, value]);
    }
    return {
      tags,
      headers,
      identity,
      br,
      gzip: gz,
      etag: `"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`,
      storedAt: now(),
      bytes: identity.length + br.length + gz.length,
    };
  }

  /** Renders `key` once however many ask at once; the first asker's response is handed back when it cannot be kept. */
  function renderOnce(request: PageRequest): { entry: Promise<Entry | null>; uncached?: Promise<Response | null> } {
    const running = renders.get(request.key);
    if (running) return { entry: running };
    const started = generation;
    let resolveUncached: (response: Response | null) => void = () => undefined;
    const uncached = new Promise<Response | null>((resolve) => (resolveUncached = resolve));
    const entry = (async () => {
      try {
        const response = await request.render();
        // Read the body only when the page can be kept; otherwise the first asker streams it as it came.
        const keepable = keepablePage(response);
        if (!keepable) {
          resolveUncached(response);
          return null;
        }
        resolveUncached(null);
        const made = await store(response, request.tags);
        if (started === generation) keep(request.key, made);
        return made;
      } catch (error) {
        resolveUncached(null);
        throw error;
      } finally {
        renders.delete(request.key);
      }
    })();
    renders.set(request.key, entry);
    return { entry, uncached };
  }

  function answer(entry: Entry, request: PageRequest, state: "HIT" | "MISS" | "STALE"): Response {
    const headers = new Headers(entry.headers);
    headers.set("ETag", entry.etag);
    headers.set("Cache-Control", cacheControl);
    headers.set("Vary", "Accept-Encoding, Accept-Language, Cookie");
    headers.set("X-Page-Cache", state);
    const etags = request.ifNoneMatch?.split(",").map((tag) => tag.trim().replace(/^W\//, ""));
    if (etags?.includes(entry.etag) || request.ifNoneMatch?.trim() === "*") return new Response(null, { status: 304, headers });
    const encoding = negotiateEncoding(request.acceptEncoding);
    const body = encoding === "br" ? entry.br : encoding === "gzip" ? entry.gzip : entry.identity;
    if (encoding) headers.set("Content-Encoding", encoding);
    headers.set("Content-Length", String(body.length));
    // The kept buffer itself, not a copy: a Response never writes to its body.
    return new Response(request.head ? null : (body as Uint8Array<ArrayBuffer>), { status: 200, headers });
  }

  let enabled = maxBytes > 0;
  return {
    get enabled() {
      return enabled;
    },

    /** Without the change feed a kept page could stay stale: nothing more is kept, nothing kept is served. */
    disable() {
      enabled = false;
      this.invalidate(["*"]);
    },

    async serve(request: PageRequest): Promise<Response> {
      const cached = entries.get(request.key);
      const age = cached ? now() - cached.storedAt : Number.POSITIVE_INFINITY;
      if (cached && age <= freshMs + staleMs) {
        entries.delete(request.key);
        entries.set(request.key, cached);
        if (age <= freshMs) {
          stats.hits += 1;
          return answer(cached, request, "HIT");
        }
        stats.staleServed += 1;
        renderOnce(request).entry.catch((error: unknown) => onError(error, request.key));
        return answer(cached, request, "STALE");
      }
      stats.misses += 1;
      const { entry, uncached } = renderOnce(request);
      const made = await entry;
      if (made) return answer(made, request, "MISS");
      const own = uncached ? await uncached : null;
      // Not a page to keep (a 404, a redirect, one that sets a cookie): the first asker has its answer, the others render.
      return own ?? request.render();
    },

    /** Drops the pages that show what changed: those with any of `tags`, or every page for `"*"`. */
    invalidate(tags: readonly string[]) {
      generation += 1;
      const all = tags.includes("*");
      for (const [key, entry] of entries) if (all || entry.tags.some((tag) => tags.includes(tag))) drop(key);
    },

    stats(): PageCacheStats {
      return { ...stats, entries: entries.size, bytes };
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

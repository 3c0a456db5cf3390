/**
 * The anonymous shoppers' page cache (issue 20, decision 0051): server-rendered HTML of the catalogue, blog, brand
 * and FAQ pages kept in memory, already compressed (brotli and gzip, done once off the event loop), so a hit is a
 * copy of bytes. A page is fresh for `freshMs`, then served stale while one background render replaces it, and
 * rendered while the shopper waits only when it is older than `freshMs + staleMs` or absent. One key is never
 * rendered twice at once: concurrent misses wait for the same render. A change of what a page shows drops it by tag
 * (`changes`); a render that started before the change is not kept, since it may have read the old data. The
 * keeping itself (bytes, least recently used, tags, one render per key) is the tagged store's (decision 0136).
 * A kept page allows its inline scripts by hash, not by its render's nonce (decision 0098). Pages under a key any
 * visitor can make up (a blog cursor) have a share of their own, so a flood of them cannot push out the pages.
 */
import { hashedScriptsPage } from "./content-security-policy.ts";
import { negotiateEncoding } from "./compression.ts";
import { CACHE_TAG_HEADER, cacheTagValue } from "./cache-purge.ts";
import { compressedCopies, strongEtag } from "./kept-bytes.ts";
import { createTaggedStore, type ChangeFeed, type TaggedEntry } from "./tagged-store.ts";

/** The part of `maxBytes` the pages under made-up keys may take between them. */
const OPEN_SHARE = 0.25;

/** Response headers a hit answers as they were rendered; the rest are the cache's own or per-request. */
const KEPT_HEADERS = ["content-type", "content-security-policy", "content-language", "link"];

export interface PageCacheOptions {
  /** The most bytes of HTML (all three encodings counted) kept; the least recently used pages go first. */
  maxBytes: number;
  freshMs: number;
  staleMs: number;
  now?: () => number;
  onError?: (error: unknown, key: string) => void;
  /** The store's changes, which drop pages by tag (and every page once it is lost). */
  changes?: ChangeFeed | undefined;
}

export interface PageCacheStats {
  hits: number;
  misses: number;
  staleServed: number;
  entries: number;
  bytes: number;
}

interface Entry extends TaggedEntry {
  storedAt: number;
  headers: [string, string][];
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

/** A render's outcome: the kept entry, or the render's own response when it cannot be kept. */
type Rendered = { entry: Entry; response?: undefined } | { entry: null; response: Response };

export interface PageRequest {
  key: string;
  /** A key with a value any visitor can make up (a cursor): kept in the smaller share. */
  open: boolean;
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

export function createPageCache({ maxBytes, freshMs, staleMs, now = Date.now, onError = () => undefined, changes }: PageCacheOptions) {
  const openBytes = Math.floor(maxBytes * OPEN_SHARE);
  const pages = createTaggedStore<Entry, Rendered>({ maxSize: maxBytes - openBytes, changes });
  const opened = createTaggedStore<Entry, Rendered>({ maxSize: openBytes, changes });
  const storeOf = (request: PageRequest) => (request.open ? opened : pages);
  const stats = { hits: 0, misses: 0, staleServed: 0 };
  const cacheControl = publicCacheControl(freshMs, staleMs);

  async function entryOf(response: Response, tags: readonly string[]): Promise<Entry> {
    const rendered = await response.text();
    const policy = response.headers.get("content-security-policy");
    const shared = policy === null ? { html: rendered, policy } : hashedScriptsPage(rendered, policy);
    const identity = Buffer.from(shared.html);
    const { br, gzip } = await compressedCopies(identity);
    const headers: [string, string][] = [];
    for (const name of KEPT_HEADERS) {
      const value = name === "content-security-policy" ? shared.policy : response.headers.get(name);
      if (value !== null) headers.push([name, value]);
    }
    return {
      tags,
      headers,
      identity,
      br,
      gzip,
      etag: strongEtag(identity),
      storedAt: now(),
      size: identity.length + br.length + gzip.length,
    };
  }

  /**
   * Renders `key` once however many ask at once. A render that cannot be kept hands its response to the asker that
   * started it (`joined` false); the others render for themselves.
   */
  function renderOnce(request: PageRequest): { made: Promise<Rendered>; joined: boolean } {
    const store = storeOf(request);
    const since = store.generation;
    return store.once(request.key, async () => {
      const response = await request.render();
      // Read the body only when the page can be kept; otherwise the first asker streams it as it came.
      if (!keepablePage(response)) return { entry: null, response };
      const made = await entryOf(response, request.tags);
      store.keep(request.key, made, since);
      return { entry: made };
    });
  }

  function answer(entry: Entry, request: PageRequest, state: "HIT" | "MISS" | "STALE"): Response {
    const headers = new Headers(entry.headers);
    headers.set("ETag", entry.etag);
    headers.set("Cache-Control", cacheControl);
    headers.set("Vary", "Accept-Encoding, Accept-Language, Cookie");
    headers.set("X-Page-Cache", state);
    // What a shared cache in front purges it by (decision 0104); Varnish's VCL and Cloudflare keep it from shoppers.
    headers.set(CACHE_TAG_HEADER, cacheTagValue(entry.tags));
    const etags = request.ifNoneMatch?.split(",").map((tag) => tag.trim().replace(/^W\//, ""));
    if (etags?.includes(entry.etag) || request.ifNoneMatch?.trim() === "*") return new Response(null, { status: 304, headers });
    const encoding = negotiateEncoding(request.acceptEncoding);
    const body = encoding === "br" ? entry.br : encoding === "gzip" ? entry.gzip : entry.identity;
    if (encoding) headers.set("Content-Encoding", encoding);
    headers.set("Content-Length", String(body.length));
    // The kept buffer itself, not a copy: a Response never writes to its body.
    return new Response(request.head ? null : (body as Uint8Array<ArrayBuffer>), { status: 200, headers });
  }

  return {
    get enabled() {
      return pages.enabled;
    },

    async serve(request: PageRequest): Promise<Response> {
      const cached = storeOf(request).find(request.key, (entry) => now() - entry.storedAt <= freshMs + staleMs);
      if (cached) {
        if (now() - cached.storedAt <= freshMs) {
          stats.hits += 1;
          return answer(cached, request, "HIT");
        }
        stats.staleServed += 1;
        renderOnce(request).made.catch((error: unknown) => onError(error, request.key));
        return answer(cached, request, "STALE");
      }
      stats.misses += 1;
      const { made, joined } = renderOnce(request);
      const rendered = await made;
      if (rendered.entry) return answer(rendered.entry, request, "MISS");
      // Not a page to keep (a 404, a redirect, one that sets a cookie): the first asker has its answer, the others render.
      return joined ? request.render() : rendered.response;
    },

    stats(): PageCacheStats {
      const [kept, madeUp] = [pages.stats(), opened.stats()];
      return { ...stats, entries: kept.entries + madeUp.entries, bytes: kept.size + madeUp.size };
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

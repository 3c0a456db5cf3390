/**
 * The Storefront API's answers to public catalogue and blog reads (issue 20 item 4, decision 0061), kept in memory
 * by query text, variables, language and currency, so the product list, a product and the blog are read from the
 * database once per change rather than once per request. The page loaders run the same queries in process, so a
 * page rendered without the page cache reads its product from here too.
 *
 * Kept: results without errors, for `freshMs`, dropped earlier by the tags of what changed (the same change feed as
 * the page cache). One key runs once however many ask at once. A run that began before a change answers its caller
 * but is not kept. The JSON text and its ETag are made once; brotli and gzip only when HTTP first asks for them.
 * The keeping itself (bytes, least recently used, tags, one run per key) is the tagged store's (decision 0136).
 */
import type { ExecutionResult } from "graphql";
import { compressedCopies, strongEtag } from "#server/http/kept-bytes";
import { createTaggedStore, type TaggedEntry } from "#server/http/tagged-store";

export interface CachedResult {
  /** Frozen: every caller shares it. */
  readonly result: ExecutionResult;
  readonly json: string;
  readonly etag: string;
  /** The JSON compressed both ways, made on the first call. */
  encoded(): Promise<{ br: Buffer; gzip: Buffer }>;
  /** The compressed copies once `encoded` has made them, for a caller that must not wait a turn; else null. */
  encodedIfMade(): { br: Buffer; gzip: Buffer } | null;
}

/**
 * What `answer` gives: a kept answer (`fromCache`: served from memory, not made for this ask or an ask it joined), or
 * a plain result that was not kept (errors, the cache off, a change during the run).
 */
export type ResultCacheAnswer = { kept: CachedResult; fromCache: boolean } | { kept: null; result: ExecutionResult };

export interface ResultCacheStats {
  hits: number;
  misses: number;
  entries: number;
  bytes: number;
}

interface Entry extends TaggedEntry, CachedResult {
  readonly storedAt: number;
}

export interface ResultCacheOptions {
  /** Bytes of JSON kept (compressed copies counted once made); 0 turns the cache off. */
  maxBytes: number;
  freshMs: number;
  now?: () => number;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** `grew` is told of the compressed copies' bytes once they are made. */
function entryOf(result: ExecutionResult, tags: readonly string[], storedAt: number, grew: (entry: Entry, bytes: number) => void): Entry {
  const json = JSON.stringify(result);
  let encoding: Promise<{ br: Buffer; gzip: Buffer }> | undefined;
  let made: { br: Buffer; gzip: Buffer } | null = null;
  const entry: Entry = {
    result: deepFreeze(result),
    json,
    etag: strongEtag(json),
    tags,
    storedAt,
    size: Buffer.byteLength(json),
    encoded() {
      encoding ??= compressedCopies(Buffer.from(json)).then((copies) => {
        grew(entry, copies.br.length + copies.gzip.length);
        made = copies;
        return copies;
      });
      return encoding;
    },
    encodedIfMade: () => made,
  };
  return entry;
}

export function createResultCache({ maxBytes, freshMs, now = Date.now }: ResultCacheOptions) {
  const store = createTaggedStore<Entry, ResultCacheAnswer>({ maxSize: maxBytes });
  const counts = { hits: 0, misses: 0 };
  const fresh = (entry: Entry) => now() - entry.storedAt <= freshMs;
  const grew = (entry: Entry, bytes: number) => store.grew(entry, bytes);

  return {
    get enabled() {
      return store.enabled;
    },

    /** Without the change feed a kept answer could stay stale: nothing more is kept, nothing kept is served. */
    disable: store.disable,

    /** The fresh kept answer of `key`, counted as a hit; null (and nothing counted) when there is none. */
    fresh(key: string): CachedResult | null {
      if (!store.enabled) return null;
      const found = store.find(key, fresh);
      if (!found) return null;
      counts.hits += 1;
      return found;
    },

    /** The kept answer of `key`, or `run`'s (kept when it has no errors). */
    async answer(key: string, tags: readonly string[], run: () => Promise<ExecutionResult>): Promise<ResultCacheAnswer> {
      if (!store.enabled) return { kept: null, result: await run() };
      const found = this.fresh(key);
      if (found) return { kept: found, fromCache: true };
      counts.misses += 1;
      const since = store.generation;
      return store.once(key, async () => {
        const result = await run();
        if (result.errors || !store.enabled) return { kept: null, result };
        const entry = entryOf(result, tags, now(), grew);
        store.keep(key, entry, since);
        return { kept: entry, fromCache: false };
      }).made;
    },

    /** Drops the answers that show what changed: those with any of `tags`, or every answer for `"*"`. */
    invalidate: store.invalidate,

    stats(): ResultCacheStats {
      const { entries, size } = store.stats();
      return { ...counts, entries, bytes: size };
    },
  };
}

export type ResultCache = ReturnType<typeof createResultCache>;

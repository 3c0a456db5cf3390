/**
 * The Storefront API's answers to public catalogue and blog reads (issue 20 item 4, decision 0061), kept in memory
 * by query text, variables, language and currency, so the product list, a product and the blog are read from the
 * database once per change rather than once per request. The page loaders run the same queries in process, so a
 * page rendered without the page cache reads its product from here too.
 *
 * Kept: results without errors, for `freshMs`, dropped earlier by the tags of what changed (the same change feed as
 * the page cache). One key runs once however many ask at once. A run that began before a change answers its caller
 * but is not kept. The JSON text and its ETag are made once; brotli and gzip only when HTTP first asks for them.
 */
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { ExecutionResult } from "graphql";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export interface CachedResult {
  /** Frozen: every caller shares it. */
  readonly result: ExecutionResult;
  readonly json: string;
  readonly etag: string;
  /** The JSON compressed both ways, made on the first call. */
  encoded(): Promise<{ br: Buffer; gzip: Buffer }>;
}

export interface ResultCacheStats {
  hits: number;
  misses: number;
  entries: number;
  bytes: number;
}

interface Entry extends CachedResult {
  tags: readonly string[];
  storedAt: number;
  bytes: number;
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
  const entry: Entry = {
    result: deepFreeze(result),
    json,
    etag: `"${createHash("sha256").update(json).digest("base64url").slice(0, 27)}"`,
    tags,
    storedAt,
    bytes: Buffer.byteLength(json),
    encoded() {
      encoding ??= (async () => {
        const plain = Buffer.from(json);
        const [br, gz] = await Promise.all([
          brotli(plain, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: plain.length } }),
          gzip(plain, { level: 9 }),
        ]);
        entry.bytes += br.length + gz.length;
        grew(entry, br.length + gz.length);
        return { br, gzip: gz };
      })();
      return encoding;
    },
  };
  return entry;
}

export function createResultCache({ maxBytes, freshMs, now = Date.now }: ResultCacheOptions) {
  const entries = new Map<string, Entry>();
  const runs = new Map<string, Promise<CachedResult | ExecutionResult>>();
  const counts = { hits: 0, misses: 0 };
  /** Bumped by every invalidation: a run that began under an older generation is answered but not kept. */
  let generation = 0;
  let enabled = maxBytes > 0;
  let bytes = 0;
  const kept = new Set<Entry>();

  function drop(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    kept.delete(entry);
    bytes -= entry.bytes;
  }

  function evictOverflow() {
    // A Map iterates in insertion order and a hit re-inserts: the first keys are the least recently used.
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      drop(oldest);
    }
  }

  function keep(key: string, entry: Entry) {
    drop(key);
    if (entry.bytes > maxBytes) return;
    entries.set(key, entry);
    kept.add(entry);
    bytes += entry.bytes;
    evictOverflow();
  }

  function grew(entry: Entry, added: number) {
    if (!kept.has(entry)) return;
    bytes += added;
    evictOverflow();
  }

  return {
    get enabled() {
      return enabled;
    },

    /** Without the change feed a kept answer could stay stale: nothing more is kept, nothing kept is served. */
    disable() {
      enabled = false;
      this.invalidate(["*"]);
    },

    /**
     * The kept answer of `key`, or `run`'s (kept when it has no errors). A plain ExecutionResult comes back when
     * the answer was not kept (errors, the cache off or a change during the run).
     */
    async answer(key: string, tags: readonly string[], run: () => Promise<ExecutionResult>): Promise<CachedResult | ExecutionResult> {
      if (!enabled) return run();
      const found = entries.get(key);
      if (found && now() - found.storedAt <= freshMs) {
        counts.hits += 1;
        entries.delete(key);
        entries.set(key, found);
        return found;
      }
      counts.misses += 1;
      const running = runs.get(key);
      if (running) return running;
      const started = generation;
      const made = (async () => {
        try {
          const result = await run();
          if (result.errors || !enabled) return result;
          const entry = entryOf(result, tags, now(), grew);
          if (started === generation) keep(key, entry);
          return entry;
        } finally {
          runs.delete(key);
        }
      })();
      runs.set(key, made);
      return made;
    },

    /** Drops the answers that show what changed: those with any of `tags`, or every answer for `"*"`. */
    invalidate(tags: readonly string[]) {
      if (tags.length === 0) return;
      generation += 1;
      const all = tags.includes("*");
      for (const [key, entry] of entries) if (all || entry.tags.some((tag) => tags.includes(tag))) drop(key);
    },

    stats(): ResultCacheStats {
      return { ...counts, entries: entries.size, bytes };
    },
  };
}

export type ResultCache = ReturnType<typeof createResultCache>;

export function isCachedResult(answer: CachedResult | ExecutionResult): answer is CachedResult {
  return "json" in answer && "etag" in answer;
}

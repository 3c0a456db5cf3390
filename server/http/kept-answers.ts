/**
 * Answers kept in memory by key, the part the page cache (decision 0051) and the Storefront API's result cache
 * (decision 0061) share: a byte-bounded store that drops the least recently used answers first, drops answers by the
 * tags of what changed, refuses to keep an answer made before a change (it may show the old data), and makes one key
 * once however many ask for it at the same time. What an answer is (a page's bytes and headers, a GraphQL result),
 * how long it stays fresh and how it is served stay with each cache.
 */
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** What the store needs of a kept answer; `bytes` may grow once (compressed copies made later). */
export interface KeptEntry {
  readonly tags: readonly string[];
  readonly storedAt: number;
  bytes: number;
}

export interface KeptAnswersStats {
  entries: number;
  bytes: number;
}

/** Brotli (quality 9) and gzip (level 9) copies of a kept body, made once off the event loop. */
export async function compressedCopies(plain: Buffer): Promise<{ br: Buffer; gzip: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(plain, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: plain.length } }),
    gzip(plain, { level: 9 }),
  ]);
  return { br, gzip: gz };
}

/** A strong ETag of these bytes: 27 base64url characters (162 bits) of their SHA-256. */
export function strongEtag(bytes: Buffer | string): string {
  return `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 27)}"`;
}

/**
 * `Entry`: what is kept; `Made`: what making one key resolves to (the entry, or an answer that could not be kept),
 * shared by every caller that asked while it was being made.
 */
export function createKeptAnswers<Entry extends KeptEntry, Made>({ maxBytes }: { maxBytes: number }) {
  const entries = new Map<string, Entry>();
  const making = new Map<string, Promise<Made>>();
  /** Entries in `entries`: an entry dropped while its compressed copies were made must not add their bytes. */
  const kept = new Set<Entry>();
  let bytes = 0;
  /** Bumped by every invalidation: an answer made under an older generation is answered but not kept. */
  let generation = 0;
  let enabled = maxBytes > 0;

  function drop(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    kept.delete(entry);
    bytes -= entry.bytes;
  }

  function evictOverflow() {
    // A Map iterates in insertion order and a use re-inserts: the first keys are the least recently used.
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      drop(oldest);
    }
  }

  return {
    get enabled() {
      return enabled;
    },

    /** The generation to hand to `keep` when making of an answer begins. */
    get generation() {
      return generation;
    },

    /** Without the change feed a kept answer could stay stale: everything kept is dropped and `enabled` is false. */
    disable() {
      enabled = false;
      this.invalidate(["*"]);
    },

    /** The entry of `key` when `usable` says it may still be served, marked as the most recently used. */
    find(key: string, usable: (entry: Entry) => boolean): Entry | undefined {
      const found = entries.get(key);
      if (!found || !usable(found)) return undefined;
      entries.delete(key);
      entries.set(key, found);
      return found;
    },

    /** Keeps `entry` under `key` unless the store changed since `since` (a generation) or the entry alone is too big. */
    keep(key: string, entry: Entry, since: number) {
      if (since !== generation) return;
      drop(key);
      if (entry.bytes > maxBytes) return;
      entries.set(key, entry);
      kept.add(entry);
      bytes += entry.bytes;
      evictOverflow();
    },

    /** Counts bytes added to an entry after it was kept (its compressed copies), evicting others if need be. */
    grew(entry: Entry, added: number) {
      entry.bytes += added;
      if (!kept.has(entry)) return;
      bytes += added;
      evictOverflow();
    },

    /** `make`'s answer for `key`, made once however many ask while it is being made; `joined`: another caller made it. */
    once(key: string, make: () => Promise<Made>): { made: Promise<Made>; joined: boolean } {
      const running = making.get(key);
      if (running) return { made: running, joined: true };
      // Started on the next microtask, so even a `make` that throws at once is forgotten only after it was recorded.
      const made = Promise.resolve()
        .then(make)
        .finally(() => making.delete(key));
      making.set(key, made);
      return { made, joined: false };
    },

    /** Drops the answers that show what changed: those with any of `tags`, or every answer for `"*"`. */
    invalidate(tags: readonly string[]) {
      generation += 1;
      const all = tags.includes("*");
      for (const [key, entry] of entries) if (all || entry.tags.some((tag) => tags.includes(tag))) drop(key);
    },

    stats(): KeptAnswersStats {
      return { entries: entries.size, bytes };
    },
  };
}

export type KeptAnswers<Entry extends KeptEntry, Made> = ReturnType<typeof createKeptAnswers<Entry, Made>>;

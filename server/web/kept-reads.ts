/**
 * The few reads every page's render makes that change only when the owner changes something: the shipping zones, the
 * SOL link, the owner's page texts, a product's first page of reviews. Kept in memory and dropped by the same change
 * feed as the page cache (decision 0063), so a render that misses the page cache still costs no database round trip
 * for them. Off unless the feed is heard: without it nothing would drop them. Like a kept page, a value is read again
 * after its freshness: what changes unannounced (a review's helpful votes) is no staler than the page showing it.
 * The keeping itself is the tagged store's (decision 0136).
 */
import { createTaggedStore, type ChangeFeed, type TaggedEntry } from "#server/http/tagged-store";

export interface KeptReads {
  /** The value under `key`, read by `load` the first time (one read for concurrent askers) and kept until a change of one of `tags`. */
  remember<T>(key: string, tags: readonly string[], load: () => Promise<T>): Promise<T>;
  readonly enabled: boolean;
}

interface Kept extends TaggedEntry {
  value: Promise<unknown>;
  readAt: number;
}

/** A bound, not an expected size: languages × currencies × pages and products make a few hundred keys. */
const MAX_KEPT = 2_000;

export function createKeptReads({
  enabled,
  freshMs = 0,
  now = Date.now,
  changes,
}: {
  enabled: boolean;
  /** How long a value is used before it is read again. */
  freshMs?: number;
  now?: () => number;
  /** Drops what shows a change's tags; once lost, every read goes to `load`. */
  changes?: ChangeFeed | undefined;
}): KeptReads {
  // Bounded by count: each value weighs 1.
  const kept = createTaggedStore<Kept>({ maxSize: enabled && freshMs > 0 ? MAX_KEPT : 0, changes });
  const fresh = (entry: Kept) => now() - entry.readAt < freshMs;

  return {
    get enabled() {
      return kept.enabled;
    },
    remember<T>(key: string, tags: readonly string[], load: () => Promise<T>): Promise<T> {
      if (!kept.enabled) return load();
      const found = kept.find(key, fresh);
      if (found) return found.value as Promise<T>;
      const value = load();
      const entry: Kept = { tags, value, readAt: now(), size: 1 };
      kept.keep(key, entry, kept.generation);
      // A failed read is not kept: the next ask reads again. A change during the read removed the entry already, so
      // what it returns reaches only those who asked before the change.
      value.catch(() => kept.forget(key, entry));
      return value;
    },
  };
}

/**
 * The few reads every page's render makes that change only when the owner changes something: the shipping zones, the
 * SOL link, the owner's page texts, a product's first page of reviews. Kept in memory and dropped by the same change
 * feed as the page cache (decision 0063), so a render that misses the page cache still costs no database round trip
 * for them. Off unless the feed is heard: without it nothing would drop them. Like a kept page, a value is read again
 * after its freshness: what changes unannounced (a review's helpful votes) is no staler than the page showing it.
 * The keeping itself is the tagged store's (decision 0136).
 */
import { keptForRenders, type KeptForRendersEntry, type KeptForRendersOptions } from "./kept-for-renders.ts";

export interface KeptReads {
  /** The value under `key`, read by `load` the first time (one read for concurrent askers) and kept until a change of one of `tags`. */
  remember<T>(key: string, tags: readonly string[], load: () => Promise<T>): Promise<T>;
  readonly enabled: boolean;
}

interface Kept extends KeptForRendersEntry {
  value: Promise<unknown>;
}

/** A bound, not an expected size: languages × currencies × pages and products make a few hundred keys. */
const MAX_KEPT = 2_000;

/** Once the change feed is lost, every read goes to `load`. */
export function createKeptReads(options: KeptForRendersOptions): KeptReads {
  // Bounded by count: each value weighs 1.
  const { kept, fresh, now } = keptForRenders<Kept>(options, MAX_KEPT);

  return {
    get enabled() {
      return kept.enabled;
    },
    remember<T>(key: string, tags: readonly string[], load: () => Promise<T>): Promise<T> {
      if (!kept.enabled) return load();
      const found = kept.find(key, fresh);
      if (found) return found.value as Promise<T>;
      const value = load();
      const entry: Kept = { tags, value, keptAt: now(), size: 1 };
      kept.keep(key, entry, kept.generation);
      // A failed read is not kept: the next ask reads again. A change during the read removed the entry already, so
      // what it returns reaches only those who asked before the change.
      value.catch(() => kept.forget(key, entry));
      return value;
    },
  };
}

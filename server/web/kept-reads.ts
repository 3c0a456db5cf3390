/**
 * The few reads every page's render makes that change only when the owner changes something: the shipping zones, the
 * SOL link, the owner's page texts, a product's first page of reviews. Kept in memory and dropped by the same change
 * feed as the page cache (decision 0063), so a render that misses the page cache still costs no database round trip
 * for them. Off unless the feed is heard: without it nothing would drop them. Like a kept page, a value is read again
 * after its freshness: what changes unannounced (a review's helpful votes) is no staler than the page showing it.
 */

export interface KeptReads {
  /** The value under `key`, read by `load` the first time (one read for concurrent askers) and kept until a change of one of `tags`. */
  remember<T>(key: string, tags: readonly string[], load: () => Promise<T>): Promise<T>;
  /** Drops what shows any of `tags`; `"*"` drops everything. */
  invalidate(tags: readonly string[]): void;
  /** From now on every read goes to `load` (the change feed was lost). */
  disable(): void;
  readonly enabled: boolean;
}

interface Kept {
  tags: readonly string[];
  value: Promise<unknown>;
  readAt: number;
}

/** A bound, not an expected size: languages × currencies × pages and products make a few hundred keys. */
const MAX_KEPT = 2_000;

export function createKeptReads({
  enabled,
  freshMs = 0,
  now = Date.now,
}: {
  enabled: boolean;
  /** How long a value is used before it is read again. */
  freshMs?: number;
  now?: () => number;
}): KeptReads {
  let on = enabled && freshMs > 0;
  const kept = new Map<string, Kept>();

  return {
    get enabled() {
      return on;
    },
    remember<T>(key: string, tags: readonly string[], load: () => Promise<T>): Promise<T> {
      if (!on) return load();
      const found = kept.get(key);
      if (found && now() - found.readAt < freshMs) return found.value as Promise<T>;
      if (kept.size >= MAX_KEPT) kept.clear();
      const value = load();
      const entry: Kept = { tags, value, readAt: now() };
      kept.set(key, entry);
      // A failed read is not kept: the next ask reads again. A change during the read removed the entry already, so
      // what it returns reaches only those who asked before the change.
      value.catch(() => {
        if (kept.get(key) === entry) kept.delete(key);
      });
      return value;
    },
    invalidate(tags) {
      if (tags.includes("*")) {
        kept.clear();
        return;
      }
      for (const [key, entry] of kept) if (entry.tags.some((tag) => tags.includes(tag))) kept.delete(key);
    },
    disable() {
      on = false;
      kept.clear();
    },
  };
}

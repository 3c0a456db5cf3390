/**
 * The one store behind everything kept in memory until the store changes (decision 0136): the page cache (0051), the
 * Storefront API's answers (0061), the renders' reads (0063) and the renders' sections (0120). A bounded store that
 * drops the least recently used entries first, drops entries by the tags of what changed, refuses an entry made
 * before a change (it may show the old data), and makes one key once however many ask for it at the same time. What
 * an entry is, how long it is fresh and how it is served stay with each user.
 *
 * Changes reach every store through one feed (`createChangeFeed`): a store made with it subscribes itself, so the
 * app hears the database once and no list of caches to tell has to be kept by hand.
 */

/** What the store needs of an entry; `size` counts against `maxSize` and may grow once kept (`grew`). */
export interface TaggedEntry {
  readonly tags: readonly string[];
  size: number;
}

/** What hears the store's changes: drops what shows any of `tags` (`"*"`: everything); `disable`: the feed is lost. */
export interface ChangeSubscriber {
  invalidate(tags: readonly string[]): void;
  disable?(): void;
}

export interface ChangeFeed {
  /** Subscribers are told in the order they subscribed. */
  subscribe(subscriber: ChangeSubscriber): void;
  /** What changed, by tag; a change that shows nowhere (no tag) tells no one. */
  changed(tags: readonly string[]): void;
  /** Changes can no longer be heard: whatever keeps something must keep nothing from now on. */
  lost(): void;
}

export function createChangeFeed(): ChangeFeed {
  const subscribers: ChangeSubscriber[] = [];
  return {
    subscribe: (subscriber) => void subscribers.push(subscriber),
    changed(tags) {
      if (tags.length === 0) return;
      for (const subscriber of subscribers) subscriber.invalidate(tags);
    },
    lost() {
      for (const subscriber of subscribers) subscriber.disable?.();
    },
  };
}

/**
 * `Entry`: what is kept; `Made`: what making one key resolves to (the entry, or an answer that could not be kept),
 * shared by every caller that asked while it was being made. `maxSize` 0: off. With `changes`, the store follows it.
 */
export function createTaggedStore<Entry extends TaggedEntry, Made = never>({
  maxSize,
  changes,
}: {
  maxSize: number;
  changes?: ChangeFeed | undefined;
}) {
  const entries = new Map<string, Entry>();
  const making = new Map<string, Promise<Made>>();
  /** Entries in `entries`: an entry dropped while it grew (compressed copies made later) must not add its size. */
  const kept = new Set<Entry>();
  let size = 0;
  /** Bumped by every change that shows somewhere: an entry made under an older generation is not kept. */
  let generation = 0;
  let enabled = maxSize > 0;

  function drop(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    kept.delete(entry);
    size -= entry.size;
  }

  function evictOverflow() {
    // A Map iterates in insertion order and a use re-inserts: the first keys are the least recently used.
    for (const oldest of entries.keys()) {
      if (size <= maxSize) break;
      drop(oldest);
    }
  }

  function invalidate(tags: readonly string[]) {
    // A change that shows in no entry (an order, a customer) leaves what is being made free to be kept.
    if (tags.length === 0) return;
    generation += 1;
    const all = tags.includes("*");
    for (const [key, entry] of entries) if (all || entry.tags.some((tag) => tags.includes(tag))) drop(key);
  }

  /** Without the change feed a kept entry could stay stale: everything kept is dropped and nothing more is kept. */
  function disable() {
    enabled = false;
    invalidate(["*"]);
  }

  changes?.subscribe({ invalidate, disable });

  return {
    get enabled() {
      return enabled;
    },

    /** The generation to hand to `keep` when making of an entry begins. */
    get generation() {
      return generation;
    },

    disable,
    invalidate,

    /** The entry of `key` when `usable` says it may still be served, marked as the most recently used; else dropped. */
    find(key: string, usable: (entry: Entry) => boolean): Entry | undefined {
      const found = entries.get(key);
      if (!found) return undefined;
      entries.delete(key);
      if (!usable(found)) {
        kept.delete(found);
        size -= found.size;
        return undefined;
      }
      entries.set(key, found);
      return found;
    },

    /** Keeps `entry` under `key` unless the store changed since `since` (a generation), is off, or the entry is too big. */
    keep(key: string, entry: Entry, since: number) {
      if (!enabled || since !== generation) return;
      drop(key);
      if (entry.size > maxSize) return;
      entries.set(key, entry);
      kept.add(entry);
      size += entry.size;
      evictOverflow();
    },

    /** Drops `key` if `entry` is still what it holds (a value that turned out not to be worth keeping). */
    forget(key: string, entry: Entry) {
      if (entries.get(key) === entry) drop(key);
    },

    /** Counts size added to an entry after it was kept (its compressed copies), evicting others if need be. */
    grew(entry: Entry, added: number) {
      entry.size += added;
      if (!kept.has(entry)) return;
      size += added;
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

    stats(): { entries: number; size: number } {
      return { entries: entries.size, size };
    },
  };
}

export type TaggedStore<Entry extends TaggedEntry, Made = never> = ReturnType<typeof createTaggedStore<Entry, Made>>;

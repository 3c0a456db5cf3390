/**
 * What the renders' kept reads (decision 0063) and kept sections (decision 0120) share: kept in the tagged store
 * (decision 0136) while the page cache's freshness lasts, dropped by its change feed, and off unless both are set.
 */
import { createTaggedStore, type ChangeFeed, type TaggedEntry } from "#server/http/tagged-store";

export interface KeptForRendersOptions {
  enabled: boolean;
  /** How long a kept entry is used before it is made again; 0: nothing is kept. */
  freshMs?: number;
  now?: () => number;
  /** Drops what shows a change's tags; once lost, nothing more is kept. */
  changes?: ChangeFeed | undefined;
}

export interface KeptForRendersEntry extends TaggedEntry {
  keptAt: number;
}

/** The store bounded by `maxSize` (each entry counting its `size`), and whether an entry is still fresh. */
export function keptForRenders<Entry extends KeptForRendersEntry>(
  { enabled, freshMs = 0, now = Date.now, changes }: KeptForRendersOptions,
  maxSize: number,
) {
  const kept = createTaggedStore<Entry>({ maxSize: enabled && freshMs > 0 ? maxSize : 0, changes });
  return { kept, fresh: (entry: Entry) => now() - entry.keptAt < freshMs, now };
}

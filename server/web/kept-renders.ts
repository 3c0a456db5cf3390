/**
 * The HTML of sections a render wrote (app/lib/kept-render.tsx), kept for the next renders of the same language and
 * display currency until a store change drops one of their tags (decision 0120), like the page cache and the renders'
 * kept reads (decisions 0051, 0063) and dropped by the same change feed. A section is read again after the page
 * cache's freshness, as a kept page is: what it shows that changes unannounced (the year in the footer) is no staler
 * than a kept page showing it.
 */

/** One render's view: what it may reuse, and what it marked for the document stream to hand back (KeptRenders in app/lib/kept-render.tsx). */
export interface RenderKeptRenders {
  /** The section's HTML as an earlier render wrote it, or undefined. */
  html(key: string): string | undefined;
  /** The marker this render writes around the section; null: not kept. */
  mark(key: string, tags: readonly string[]): string | null;
  /** Called by the document stream with a marked section's HTML as it was sent. */
  keep(marker: string, html: string): void;
}

export interface KeptRenderStore {
  /**
   * For one document render; `scope` holds what every section's HTML depends on (language, currency), null for a render
   * that neither reads nor keeps any (as the page cache, a staff member's); `nonce` is the render's CSP nonce.
   */
  forRender(scope: string | null, nonce: string): RenderKeptRenders;
  /** Drops what shows any of `tags`; `"*"` drops everything. */
  invalidate(tags: readonly string[]): void;
  /** From now on nothing is kept (the change feed was lost). */
  disable(): void;
  readonly enabled: boolean;
  /** Sections asked for and found or not, and how many sections and bytes are kept; null while nothing is kept. */
  stats(): { hits: number; misses: number; entries: number; bytes: number } | null;
}

interface KeptSection {
  html: string;
  tags: readonly string[];
  keptAt: number;
}

const NOTHING_KEPT: RenderKeptRenders = { html: () => undefined, mark: () => null, keep: () => undefined };

/** A bound, not an expected size: a header per path and language, a footer per language and a product's sections. */
const MAX_BYTES = 8 * 1024 * 1024;

export function createKeptRenderStore({
  enabled,
  freshMs = 0,
  now = Date.now,
}: {
  enabled: boolean;
  freshMs?: number;
  now?: () => number;
}): KeptRenderStore {
  let on = enabled && freshMs > 0;
  const kept = new Map<string, KeptSection>();
  let bytes = 0;
  // A render that began before a change may have rendered what the change made stale: it keeps nothing.
  let changes = 0;
  let hits = 0;
  let misses = 0;

  function drop(key: string) {
    const section = kept.get(key);
    if (!section) return;
    bytes -= section.html.length;
    kept.delete(key);
  }

  return {
    get enabled() {
      return on;
    },
    forRender(scope, nonce) {
      if (scope === null) return NOTHING_KEPT;
      const changesAtStart = changes;
      const marked = new Map<string, { key: string; tags: readonly string[] }>();
      return {
        html(key) {
          if (!on) return undefined;
          const section = kept.get(`${scope}|${key}`);
          if (section && now() - section.keptAt < freshMs) {
            hits += 1;
            return section.html;
          }
          misses += 1;
          if (section) drop(`${scope}|${key}`);
          return undefined;
        },
        mark(key, tags) {
          if (!on) return null;
          const marker = `k${marked.size + 1}`;
          marked.set(marker, { key: `${scope}|${key}`, tags });
          return marker;
        },
        keep(marker, html) {
          const section = marked.get(marker);
          // A section that carries this response's nonce (an inline script) is this response's alone.
          if (!on || !section || changes !== changesAtStart || html.includes(nonce)) return;
          if (bytes + html.length > MAX_BYTES) {
            kept.clear();
            bytes = 0;
          }
          drop(section.key);
          kept.set(section.key, { html, tags: section.tags, keptAt: now() });
          bytes += html.length;
        },
      };
    },
    invalidate(tags) {
      if (tags.length === 0) return;
      changes += 1;
      if (tags.includes("*")) {
        kept.clear();
        bytes = 0;
        return;
      }
      for (const [key, section] of kept) if (section.tags.some((tag) => tags.includes(tag))) drop(key);
    },
    disable() {
      on = false;
      kept.clear();
      bytes = 0;
    },
    stats() {
      return on ? { hits, misses, entries: kept.size, bytes } : null;
    },
  };
}

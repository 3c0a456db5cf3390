/**
 * The HTML of sections a render wrote (app/lib/kept-render.tsx), kept for the next renders of the same language and
 * display currency until a store change drops one of their tags (decision 0120), like the page cache and the renders'
 * kept reads (decisions 0051, 0063) and dropped by the same change feed. A section is read again after the page
 * cache's freshness, as a kept page is: what it shows that changes unannounced (the year in the footer) is no staler
 * than a kept page showing it. The keeping itself is the tagged store's (decision 0136).
 */
import { keptForRenders, type KeptForRendersEntry, type KeptForRendersOptions } from "./kept-for-renders.ts";

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
  readonly enabled: boolean;
  /** Sections asked for and found or not, and how many sections and bytes are kept; null while nothing is kept. */
  stats(): { hits: number; misses: number; entries: number; bytes: number } | null;
}

interface KeptSection extends KeptForRendersEntry {
  html: string;
}

const NOTHING_KEPT: RenderKeptRenders = { html: () => undefined, mark: () => null, keep: () => undefined };

/** A bound, not an expected size: a header per path and language, a footer per language and a product's sections. */
const MAX_BYTES = 8 * 1024 * 1024;

export function createKeptRenderStore(options: KeptForRendersOptions): KeptRenderStore {
  const { kept, fresh, now } = keptForRenders<KeptSection>(options, MAX_BYTES);
  let hits = 0;
  let misses = 0;

  return {
    get enabled() {
      return kept.enabled;
    },
    forRender(scope, nonce) {
      if (scope === null) return NOTHING_KEPT;
      // A render that began before a change may have rendered what the change made stale: it keeps nothing.
      const since = kept.generation;
      const marked = new Map<string, { key: string; tags: readonly string[] }>();
      return {
        html(key) {
          if (!kept.enabled) return undefined;
          const section = kept.find(`${scope}|${key}`, fresh);
          if (section) hits += 1;
          else misses += 1;
          return section?.html;
        },
        mark(key, tags) {
          if (!kept.enabled) return null;
          const marker = `k${marked.size + 1}`;
          marked.set(marker, { key: `${scope}|${key}`, tags });
          return marker;
        },
        keep(marker, html) {
          const section = marked.get(marker);
          // A section that carries this response's nonce (an inline script) is this response's alone.
          if (!section || html.includes(nonce)) return;
          kept.keep(section.key, { html, tags: section.tags, keptAt: now(), size: html.length }, since);
        },
      };
    },
    stats() {
      if (!kept.enabled) return null;
      const { entries, size } = kept.stats();
      return { hits, misses, entries, bytes: size };
    },
  };
}

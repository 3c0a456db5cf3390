import type { Catalogue } from "./translator.ts";

/**
 * A loader's texts sent by address (`TextsRef`): the catalogues every page of a kind shares are files the browser
 * keeps (`/texts/{language}/…json?v=…`, routes/texts.ts), not a third of each page's HTML (issue 45 item 3).
 * The server knows each file it names; the browser fetches each once and keeps it for the rest of the visit.
 */
const known = new Map<string, Catalogue>();
const loading = new Map<string, Promise<Catalogue>>();

export function knownTexts(href: string): Catalogue | undefined {
  return known.get(href);
}

export function rememberTexts(href: string, catalogue: Catalogue): void {
  known.set(href, catalogue);
}

/** The file's texts, fetched once; a failed fetch is tried again by the next caller. */
export function loadTexts(href: string): Promise<Catalogue> {
  const kept = known.get(href);
  if (kept) return Promise.resolve(kept);
  let pending = loading.get(href);
  if (!pending) {
    pending = fetch(href)
      .then((response) => {
        if (!response.ok) throw new Error(`The texts at ${href} answered ${response.status}`);
        return response.json() as Promise<Catalogue>;
      })
      .then((catalogue) => {
        known.set(href, catalogue);
        return catalogue;
      })
      .finally(() => loading.delete(href));
    loading.set(href, pending);
  }
  return pending;
}

/**
 * The shell's texts as files of their own (decision 0100). A document's hydration data does not carry them: every
 * page needs the same ones, so the browser fetches each language's files once, content-hashed and cached for a year,
 * while the page's modules load, and hydrates when they are in. A navigation's data and the server render still read
 * them from the root loader and shell-catalogues.server.ts.
 */
import type { Language } from "#domain/locale";
import type { Catalogue, Messages } from "./translator.ts";

/** Every shell namespace's built URL (a hashed file under /assets, never inlined), by language. */
const files = import.meta.glob<string>("../../locales/*/*.json", { query: "?url&no-inline", import: "default", eager: true });

const urls = new Map<string, Record<string, string>>();
for (const [file, url] of Object.entries(files)) {
  const [, language = "", namespace = ""] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
  urls.set(language, { ...urls.get(language), [namespace]: url });
}

export function shellCatalogueUrls(language: Language): Record<string, string> {
  return urls.get(language) ?? {};
}

/** The link the document's head writes for each file, which the browser fetches at once; entry.client.tsx reads them. */
export const SHELL_CATALOGUE_ATTRIBUTE = "data-shell-catalogue";

const loaded = new Map<Language, Catalogue>();

/** The shell's texts in `language` as this process holds them: the server's own, or what the browser fetched. */
export function heldShellCatalogue(language: Language): Catalogue {
  return loaded.get(language) ?? {};
}

export function holdShellCatalogue(language: Language, catalogue: Catalogue): void {
  loaded.set(language, catalogue);
}

/** Fetches the files the document's head names (already on their way), so the hydration reads the same texts. */
export async function fetchShellCatalogue(language: Language): Promise<void> {
  const links = [...document.querySelectorAll<HTMLLinkElement>(`link[${SHELL_CATALOGUE_ATTRIBUTE}]`)];
  const entries = await Promise.all(
    links.map(async (link) => {
      const response = await fetch(link.href);
      if (!response.ok) throw new Error(`${link.href}: ${response.status}`);
      return [link.getAttribute(SHELL_CATALOGUE_ATTRIBUTE) ?? "", (await response.json()) as Messages] as const;
    }),
  );
  holdShellCatalogue(language, Object.fromEntries(entries));
}

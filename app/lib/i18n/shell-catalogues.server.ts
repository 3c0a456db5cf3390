import type { Messages } from "./translator.ts";
import type { Language } from "#domain/locale";

/**
 * The shell's texts (`app/locales/{language}/{namespace}.json`), read on the server only: the root
 * loader sends the current language's catalogue with the page, so the browser bundle carries no
 * translations of its own and never both languages.
 */
const files = import.meta.glob<{ default: Messages }>("../../locales/*/*.json", { eager: true });

const catalogues = new Map<string, Record<string, Messages>>();
for (const [file, module] of Object.entries(files)) {
  const [, language = "", namespace = ""] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
  catalogues.set(language, { ...catalogues.get(language), [namespace]: module.default });
}

export function shellCatalogue(language: Language): Record<string, Messages> {
  return catalogues.get(language) ?? {};
}

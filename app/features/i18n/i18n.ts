import i18next, { type i18n, type ResourceLanguage } from "i18next";
import type { Language } from "../../../domain/locale.ts";

/**
 * Texts arrive as data, never as JavaScript: the root loader sends the shell's namespaces
 * (shell-catalogues.server.ts) and each route's loader the namespaces of its page
 * (page-catalogues.server.ts), both in the current language only, under `translations`.
 */
export type Catalogue = Record<string, ResourceLanguage>;

interface MatchLike {
  data?: unknown;
}

/** Every namespace the matched routes' loaders sent, merged (root first, the page's own last). */
export function translationsOf(matches: ReadonlyArray<MatchLike | undefined>): Catalogue {
  const merged: Catalogue = {};
  for (const match of matches) {
    const translations = (match?.data as { translations?: Catalogue } | null | undefined)?.translations;
    if (translations) Object.assign(merged, translations);
  }
  return merged;
}

/** One instance per render (per request on the server) so concurrent requests never share a language. */
export function createI18n(language: Language, catalogue: Catalogue): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    resources: { [language]: catalogue },
    lng: language,
    ns: Object.keys(catalogue),
    defaultNS: "common",
    initAsync: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
  });
  return instance;
}

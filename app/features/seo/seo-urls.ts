import { DEFAULT_LANGUAGE, LANGUAGE_QUERY_PARAM, type Language } from "#domain/locale";

/**
 * One URL per language, so search engines can index both: Romanian, the default, is the bare path;
 * English adds `?lng=en`, the first source of the server's language detection.
 */
export function localizedUrl(origin: string, path: string, language: Language): string {
  const url = `${origin.replace(/\/+$/, "")}${path}`;
  return language === DEFAULT_LANGUAGE ? url : `${url}?${LANGUAGE_QUERY_PARAM}=${language}`;
}

/** Open Graph wants a territory with the language. */
export const OG_LOCALES: Record<Language, string> = { ro: "ro_RO", en: "en_US" };

/** A path a page may give as its share image becomes absolute; crawlers do not resolve relative URLs. */
export function absoluteUrl(origin: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : `${origin.replace(/\/+$/, "")}${url.startsWith("/") ? "" : "/"}${url}`;
}

import { LANGUAGE_QUERY_PARAM, type Language } from "#domain/locale";

/** The same page in another language: the server reads `?lng=` first, so the choice survives any reload. */
export function languageHref(location: { pathname: string; search: string }, language: Language): string {
  const search = new URLSearchParams(location.search);
  search.set(LANGUAGE_QUERY_PARAM, language);
  return `${location.pathname}?${search}`;
}

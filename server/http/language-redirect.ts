import { DEFAULT_LANGUAGE, LANGUAGE_QUERY_PARAM, type Language } from "#domain/locale";

/** Routes that are data, not documents: React Router's single-fetch `.data`, the sitemap, robots and texts files. */
const NOT_A_DOCUMENT = /\.(data|xml|txt|json)$/;

/**
 * Each language has its own URL (bare for Romanian, `?lng=en` for English) and each page names itself
 * as canonical. A visitor whose cookie or browser asks for English at a bare URL is therefore sent to
 * the English URL, so no URL ever serves two languages and search engines see one page per URL.
 * Returns where to redirect, or null to render the request as it is.
 */
export function negotiatedLanguageRedirect(method: string, url: URL, language: Language): string | null {
  if (method !== "GET" && method !== "HEAD") return null;
  if (language === DEFAULT_LANGUAGE || url.searchParams.has(LANGUAGE_QUERY_PARAM)) return null;
  if (NOT_A_DOCUMENT.test(url.pathname)) return null;
  const target = new URL(url);
  target.searchParams.set(LANGUAGE_QUERY_PARAM, language);
  return `${onThisOrigin(target.pathname)}${target.search}${target.hash}`;
}

/**
 * A path browsers cannot read as another host: `//evil.example` and `/\evil.example` are protocol-relative
 * URLs in a Location header, and `/.//evil.example` becomes one once the dot segment is resolved.
 */
function onThisOrigin(pathname: string): string {
  return `/${pathname.replace(/^[/\\]+/, "")}`;
}

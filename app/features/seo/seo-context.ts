import { DEFAULT_LANGUAGE, isLanguage, type Language } from "#domain/locale";

interface MatchLike {
  id: string;
  data?: unknown;
}

export interface SeoContext {
  /** The store's public origin (`BASE_URL`), for absolute canonical and alternate URLs. */
  origin: string;
  language: Language;
  brand: string;
}

/** `meta` runs outside React; the origin, language and brand come from the root loader's data. */
export function seoContext(matches: ReadonlyArray<MatchLike | undefined>): SeoContext {
  const root = matches.find((match) => match?.id === "root")?.data as
    { language?: unknown; brandName?: unknown; publicConfig?: { baseUrl?: unknown } } | undefined;
  const baseUrl = root?.publicConfig?.baseUrl;
  return {
    origin: typeof baseUrl === "string" ? baseUrl : "",
    language: isLanguage(root?.language) ? root.language : DEFAULT_LANGUAGE,
    brand: typeof root?.brandName === "string" ? root.brandName : "Elara",
  };
}

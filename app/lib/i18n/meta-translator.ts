import { DEFAULT_LANGUAGE, isLanguage } from "#domain/locale";
import { createI18n, translationsOf, type TFunction } from "./translator.ts";

interface MatchLike {
  id: string;
  data?: unknown;
}

/** `meta` functions run outside React, so they read the language and texts from the loaders' data. */
export function metaTranslator(matches: ReadonlyArray<MatchLike | undefined>): { t: TFunction; brand: string } {
  const root = matches.find((match) => match?.id === "root")?.data as { language?: unknown; brandName?: unknown } | undefined;
  const language = isLanguage(root?.language) ? root.language : DEFAULT_LANGUAGE;
  const brand = typeof root?.brandName === "string" ? root.brandName : "Elara";
  return { t: createI18n(language, translationsOf(matches)).t, brand };
}

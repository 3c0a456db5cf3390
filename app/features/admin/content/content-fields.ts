import type { Language } from "#domain/locale";
import { contentFieldName } from "#domain/store-content";
import type { TFunction } from "#app/lib/i18n/translator.ts";

export type Texts = Record<string, { ro: string; en: string }>;

/** "stats › formulas (English)": how an input and its error name a text in one language. */
export function fieldLabel(key: string, language: Language, t: TFunction): string {
  return `${contentFieldName(key)} (${t(`content.languages.${language}`)})`;
}

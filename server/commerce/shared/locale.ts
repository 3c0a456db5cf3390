import { DEFAULT_LANGUAGE, type Language } from "#domain/locale";

/** The language a module reads its translated rows in; the store's languages, Romanian first. */
export type Locale = Language;

export const DEFAULT_LOCALE: Locale = DEFAULT_LANGUAGE;

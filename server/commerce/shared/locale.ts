import path from "node:path";
import { DEFAULT_LANGUAGE, type Language } from "#domain/locale";

/** The language a module reads its translated rows in; the store's languages, Romanian first. */
export type Locale = Language;

export const DEFAULT_LOCALE: Locale = DEFAULT_LANGUAGE;

/** The browser's translation catalogues, which the server reads for texts it must show word for word. */
export const LOCALES_DIR = path.resolve("app/locales");

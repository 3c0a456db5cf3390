import i18next, { type i18n } from "i18next";
import { DEFAULT_LANGUAGE, type Language } from "../../../domain/locale.ts";
import en from "../../locales/en/common.json";
import ro from "../../locales/ro/common.json";

export const resources = { ro: { common: ro }, en: { common: en } } as const;

/** One instance per render (per request on the server) so concurrent requests never share a language. */
export function createI18n(language: Language): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    defaultNS: "common",
    initAsync: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
  });
  return instance;
}

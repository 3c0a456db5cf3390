import i18next, { type i18n, type Resource } from "i18next";
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from "../../../domain/locale.ts";

/**
 * Every `app/locales/{language}/{namespace}.json`, bundled: a feature adds its texts as its own
 * namespace file and uses `useTranslation("namespace")`; nothing here changes.
 */
const catalogues = import.meta.glob<{ default: Record<string, unknown> }>("../../locales/*/*.json", { eager: true });

export const resources: Resource = Object.fromEntries(SUPPORTED_LANGUAGES.map((language) => [language, {}]));
for (const [file, module] of Object.entries(catalogues)) {
  const [, language, namespace] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
  if (language && namespace && resources[language]) resources[language][namespace] = module.default;
}

export const NAMESPACES = Object.keys(resources[DEFAULT_LANGUAGE] ?? {});

/** One instance per render (per request on the server) so concurrent requests never share a language. */
export function createI18n(language: Language): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    ns: NAMESPACES,
    defaultNS: "common",
    initAsync: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
  });
  return instance;
}

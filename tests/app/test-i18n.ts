import type { Language } from "#domain/locale";
import { createI18n, type Catalogue, type I18n, type I18nOptions, type Messages } from "#app/lib/i18n/translator.ts";

/** For component tests: an instance with every namespace the loaders could have sent. */
const files = import.meta.glob<{ default: Messages }>(["../../app/locales/*/*.json", "../../app/locales/*/pages/*.json"], { eager: true });

/** Every namespace in one language, as the root and page loaders would send them together. */
export function testTranslations(language: Language): Catalogue {
  const catalogue: Catalogue = {};
  for (const [file, module] of Object.entries(files)) {
    const [, fileLanguage, namespace = ""] = /locales\/([^/]+)\/(?:pages\/)?([^/]+)\.json$/.exec(file) ?? [];
    if (fileLanguage === language) catalogue[namespace] = module.default;
  }
  return catalogue;
}

export function createTestI18n(language: Language, options?: I18nOptions): I18n {
  return createI18n(language, testTranslations(language), options);
}

import type { Language } from "#domain/locale";
import { DEFAULT_BOTTLES_SOLD, formatBottles, isContentPage } from "#domain/store-content";
import { applyContent } from "#app/lib/i18n/page-content.server.ts";
import { createI18n, type Catalogue, type I18n, type I18nOptions, type Messages } from "#app/lib/i18n/translator.ts";

/** For component tests: an instance with every namespace the loaders could have sent. */
const files = import.meta.glob<{ default: Messages }>(["../../app/locales/*/*.json", "../../app/locales/*/pages/*.json"], { eager: true });

/**
 * Every namespace in one language, as the root and page loaders would send them together: a content page's
 * with the figures its loader fills in (`overrides`: the owner's texts, dotted key → text, per namespace).
 */
export function testTranslations(language: Language, overrides: Record<string, Record<string, string>> = {}): Catalogue {
  const catalogue: Catalogue = {};
  for (const [file, module] of Object.entries(files)) {
    const [, fileLanguage, namespace = ""] = /locales\/([^/]+)\/(?:pages\/)?([^/]+)\.json$/.exec(file) ?? [];
    if (fileLanguage !== language) continue;
    catalogue[namespace] = isContentPage(namespace)
      ? applyContent(module.default, overrides[namespace] ?? {}, formatBottles(DEFAULT_BOTTLES_SOLD, language))
      : module.default;
  }
  return catalogue;
}

export function createTestI18n(language: Language, options?: I18nOptions): I18n {
  return createI18n(language, testTranslations(language), options);
}

/** Texts in `language` that fail the test on a key no catalogue has, instead of showing the key. */
export function strictTestI18n(language: Language): I18n {
  return createTestI18n(language, {
    onMissingKey: (namespace, key) => {
      throw new Error(`Missing text ${namespace}:${key}`);
    },
  });
}

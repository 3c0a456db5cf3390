import type { i18n, ResourceLanguage } from "i18next";
import type { Language } from "../../../domain/locale.ts";
import { createI18n, type Catalogue } from "./i18n.ts";

/** For component tests: an i18n instance with the shell catalogue the root loader would have sent. */
const files = import.meta.glob<{ default: ResourceLanguage }>("../../locales/*/*.json", { eager: true });

export function createTestI18n(language: Language): i18n {
  const shell: Catalogue = {};
  for (const [file, module] of Object.entries(files)) {
    const [, fileLanguage, namespace = ""] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
    if (fileLanguage === language) shell[namespace] = module.default;
  }
  return createI18n(language, shell);
}

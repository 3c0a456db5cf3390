import type { Language } from "#domain/locale";
import type { Catalogue, Messages } from "./translator.ts";

/**
 * Page texts (`app/locales/{language}/pages/{namespace}.json`), read on the server only: a route's
 * loader returns the namespaces its page uses, in the current language, as `translations`. Page copy
 * thus travels as data with the page instead of inside its JavaScript, and only in one language.
 */
const files = import.meta.glob<{ default: Messages }>("../../locales/*/pages/*.json", { eager: true });

const catalogues = new Map<string, Catalogue>();
for (const [file, module] of Object.entries(files)) {
  const [, language = "", namespace = ""] = /locales\/([^/]+)\/pages\/([^/]+)\.json$/.exec(file) ?? [];
  catalogues.set(language, { ...catalogues.get(language), [namespace]: module.default });
}

export function pageTranslations(language: Language, namespaces: readonly string[]): Catalogue {
  const catalogue = catalogues.get(language) ?? {};
  return Object.fromEntries(
    namespaces.map((namespace) => {
      const texts = catalogue[namespace];
      if (!texts) throw new Error(`No page namespace "${namespace}" for ${language}`);
      return [namespace, texts];
    }),
  );
}

export function pageNamespaceExists(language: Language, namespace: string): boolean {
  return Object.hasOwn(catalogues.get(language) ?? {}, namespace);
}

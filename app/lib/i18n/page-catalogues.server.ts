import type { Language } from "#domain/locale";
import { sendTexts } from "./sent-texts.server.ts";
import type { Catalogue, Messages, SentTexts } from "./translator.ts";

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

/** One per language and list of namespaces: a page asks for the same few lists every time. */
const sentPageTexts = new Map<string, Catalogue>();

/** The namespaces' texts as a loader sends them (`SentTexts`). */
export function pageTexts(language: Language, namespaces: readonly string[]): SentTexts {
  const key = `${language}|${namespaces.join(",")}`;
  let texts = sentPageTexts.get(key);
  if (!texts) sentPageTexts.set(key, (texts = pageTranslations(language, namespaces)));
  return sendTexts(texts);
}

/** The loader of a page that reads nothing on the server but its texts. */
export function pageTextsLoader(namespaces: readonly string[]) {
  return ({ context }: { context: { language: Language } }) => ({ translations: pageTexts(context.language, namespaces) });
}

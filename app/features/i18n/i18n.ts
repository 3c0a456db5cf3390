import i18next, { type i18n, type ResourceLanguage } from "i18next";
import { SUPPORTED_LANGUAGES, type Language } from "../../../domain/locale.ts";

/**
 * Texts come in two kinds. Shell namespaces (`app/locales/{language}/{namespace}.json`: header, errors,
 * toasts…) arrive with the root loader's data for the current language (shell-catalogues.server.ts).
 * Page namespaces (`app/locales/{language}/pages/{namespace}.json`) are registered by the page that uses
 * them with `definePageNamespace`, so a page's copy travels in that page's own chunk.
 */
export type Catalogue = Record<string, ResourceLanguage>;
export type PageBundles = Record<Language, ResourceLanguage>;

const pageNamespaces = new Map<string, PageBundles>();
/** The instance the page renders with; pages whose module loads later add their texts to it. */
let liveInstance: i18n | undefined;

export function definePageNamespace(namespace: string, bundles: PageBundles): void {
  pageNamespaces.set(namespace, bundles);
  if (!liveInstance) return;
  for (const language of SUPPORTED_LANGUAGES) liveInstance.addResourceBundle(language, namespace, bundles[language], true, true);
}

/** The root document's instance in the browser: page namespaces defined after it was made still reach it. */
export function followPageNamespaces(instance: i18n): void {
  // On the server every page module is loaded before the first request, so there is nothing to follow.
  if (typeof window !== "undefined") liveInstance = instance;
}

/** One instance per render (per request on the server) so concurrent requests never share a language. */
export function createI18n(language: Language, shell: Catalogue): i18n {
  const catalogue: Catalogue = { ...shell };
  for (const [namespace, bundles] of pageNamespaces) catalogue[namespace] = bundles[language];
  const instance = i18next.createInstance();
  void instance.init({
    resources: { [language]: catalogue },
    lng: language,
    ns: Object.keys(catalogue),
    defaultNS: "common",
    initAsync: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
  });
  return instance;
}

import type { MetaDescriptor } from "react-router";
import { metaTranslator } from "./i18n/meta-translator.ts";

/**
 * The title of a page whose URL carries a signed token or result, kept out of indexes and out of the Referer of
 * whatever the page loads or links to.
 */
export function signedUrlMeta(matches: Parameters<typeof metaTranslator>[0], titleKey: string): MetaDescriptor[] {
  const { t, brand } = metaTranslator(matches);
  return [
    { title: t(titleKey, { brand }) },
    { name: "robots", content: "noindex, nofollow" },
    { name: "referrer", content: "no-referrer" },
  ];
}

/** The same page's headers: never stored by a browser or a proxy, and its URL never sent on as a Referer. */
export function signedUrlHeaders() {
  return { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" };
}

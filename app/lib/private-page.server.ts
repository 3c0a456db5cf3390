import { data } from "react-router";
import type { Language } from "#domain/locale";
import { pageTexts } from "./i18n/texts-files.server.ts";

/** A page that is the shopper's own (a cart, a checkout, an order's outcome) is stored by no cache, shared or not. */
export const PRIVATE_PAGE_HEADERS = { "Cache-Control": "private, no-store" } as const;

/** The `headers` export of a page whose loader sets them: the loader's, as they are. */
export function loaderHeadersAsIs({ loaderHeaders }: { loaderHeaders: Headers }) {
  return loaderHeaders;
}

/** The loader of a page that is the shopper's own and reads nothing on the server but its texts. */
export function privatePageTextsLoader(namespaces: readonly string[]) {
  return ({ context }: { context: { language: Language } }) =>
    data({ translations: pageTexts(context.language, namespaces) }, { headers: PRIVATE_PAGE_HEADERS });
}

import type { MetaDescriptor } from "react-router";
import { metaTranslator } from "#app/lib/i18n/meta-translator.ts";

type Matches = Parameters<typeof metaTranslator>[0];

/** An admin page's title; none is worth indexing, and none lends its URL to what it links to. */
export function adminMeta(matches: Matches, pageKey: string): MetaDescriptor[] {
  const { t, brand } = metaTranslator(matches);
  return [
    { title: t("admin:meta.title", { page: t(`admin:${pageKey}`), brand }) },
    { name: "robots", content: "noindex, nofollow" },
    { name: "referrer", content: "no-referrer" },
  ];
}

/** Admin pages show one member's view of the shop: never stored by a browser cache or a shared one. */
export const ADMIN_PAGE_HEADERS = { "Cache-Control": "no-store" } as const;

import type { MetaDescriptor } from "react-router";
import { metaTranslator } from "#app/lib/i18n/meta-translator.ts";

type Matches = Parameters<typeof metaTranslator>[0];

/**
 * An account page's title; none of them is worth indexing. Pages whose URL carries a one-time token
 * also keep it out of the Referer header of anything they load or link to.
 */
export function accountMeta(
  matches: Matches,
  titleKey: string,
  { carriesToken = false }: { carriesToken?: boolean } = {},
): MetaDescriptor[] {
  const { t, brand } = metaTranslator(matches);
  const meta: MetaDescriptor[] = [
    { title: t("account:meta.title", { page: t(`account:${titleKey}`), brand }) },
    { name: "robots", content: "noindex, nofollow" },
  ];
  if (carriesToken) meta.push({ name: "referrer", content: "no-referrer" });
  return meta;
}

/** The `meta` export of a route whose URL carries a one-time token. */
export function tokenPageMeta(titleKey: string) {
  return ({ matches }: { matches: Matches }) => accountMeta(matches, titleKey, { carriesToken: true });
}

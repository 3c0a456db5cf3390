import { metaTranslator } from "../i18n/meta-translator.ts";

export type BrandPageNamespace = "story" | "values" | "researchers" | "professionals" | "faq";

/** Title and description of a brand page, from its namespace's `meta` texts in the request's language. */
export function brandPageMeta(matches: Parameters<typeof metaTranslator>[0], namespace: BrandPageNamespace) {
  const { t, brand } = metaTranslator(matches);
  return [
    { title: t(`${namespace}:meta.title`, { brand }) },
    { name: "description", content: t(`${namespace}:meta.description`, { brand }) },
  ];
}

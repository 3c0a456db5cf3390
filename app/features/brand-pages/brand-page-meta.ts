import { metaTranslator } from "#app/lib/i18n/meta-translator.ts";
import { pageSeoMeta } from "#app/features/seo/page-seo.ts";
import { seoContext } from "#app/features/seo/seo-context.ts";

export type BrandPageNamespace = "story" | "values" | "researchers" | "professionals" | "faq" | "contact";

const PATHS: Record<BrandPageNamespace, string> = {
  story: "/our-story",
  values: "/our-values",
  researchers: "/our-researchers",
  professionals: "/health-professionals",
  faq: "/faq",
  contact: "/contact",
};

/** The brand pages' paths, for the sitemap. */
export const BRAND_PAGE_PATHS: readonly string[] = Object.values(PATHS);

/** Title, description, canonical, alternates and sharing tags of a brand page, in the request's language. */
export function brandPageMeta(
  matches: Parameters<typeof metaTranslator>[0],
  namespace: BrandPageNamespace,
  /** More values the page's description quotes (the FAQ's free-shipping threshold). */
  values: Record<string, string> = {},
) {
  const { t, brand } = metaTranslator(matches);
  return pageSeoMeta(seoContext(matches), {
    path: PATHS[namespace],
    title: t(`${namespace}:meta.title`, { brand }),
    description: t(`${namespace}:meta.description`, { ...values, brand }),
  });
}

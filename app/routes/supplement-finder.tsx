import { loadHomeProducts } from "#app/features/home/home-products-query.ts";
import { FinderPage } from "#app/features/finder/FinderPage.tsx";
import { pageSeoMeta } from "#app/features/seo/page-seo.ts";
import { seoContext } from "#app/features/seo/seo-context.ts";
import { metaTranslator } from "#app/lib/i18n/meta-translator.ts";
import { pageTranslations } from "#app/lib/i18n/page-catalogues.server.ts";
import { sendTexts } from "#app/lib/i18n/sent-texts.server.ts";
import { finderProducts, finderQuizIn } from "#domain/finder-quiz";
import type { Route } from "./+types/supplement-finder";

export function meta({ matches }: Route.MetaArgs) {
  const { t, brand } = metaTranslator(matches);
  return pageSeoMeta(seoContext(matches), {
    path: "/supplement-finder",
    title: t("finder:meta.title", { brand }),
    description: t("finder:meta.description", { brand }),
  });
}

/**
 * The quiz in the page's language and the products it may recommend (decision 0159): the same for every shopper, so
 * the page is kept like the other content pages. The scoring happens in the browser; nothing the shopper answers comes
 * back to the server.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const [quiz, products] = await Promise.all([context.finderQuiz(), loadHomeProducts(context.storefront)]);
  const named = new Set(finderProducts(quiz));
  return {
    translations: sendTexts(pageTranslations(context.language, ["finder"])),
    quiz: finderQuizIn(quiz, context.language),
    products: products.status === "loaded" ? products.products.filter((product) => named.has(product.handle)) : [],
  };
}

export default function SupplementFinder({ loaderData }: Route.ComponentProps) {
  return <FinderPage quiz={loaderData.quiz} products={loaderData.products} />;
}

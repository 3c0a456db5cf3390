import { loadHomeProducts } from "#app/features/home/home-products-query.ts";
import { HomePage } from "#app/features/home/HomePage.tsx";
import type { LayoutHandle } from "#app/features/layout/layout-handle.ts";
import { homeMeta } from "#app/features/seo/route-meta.ts";
import { pageTranslations } from "#app/lib/i18n/page-catalogues.server.ts";
import type { Route } from "./+types/home";

// The page closes with the subscription band (SubscribeCta), edge to edge above the footer.
export const handle: LayoutHandle = { endsWithBand: true };

export function meta({ matches }: Route.MetaArgs) {
  return homeMeta(matches);
}

/** The products are secondary data: not awaited, and a failure resolves to the carousel's error state. */
export function loader({ context }: Route.LoaderArgs) {
  return { products: loadHomeProducts(context.storefront), translations: pageTranslations(context.language, ["home"]) };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage products={loaderData.products} />;
}

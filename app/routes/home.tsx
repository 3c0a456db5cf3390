import { homeProductsForPage } from "#app/features/home/home-products-query.ts";
import { HomePage } from "#app/features/home/HomePage.tsx";
import type { LayoutHandle } from "#app/features/layout/layout-handle.ts";
import { homeMeta } from "#app/features/seo/route-meta.ts";
import { pageContent } from "#app/lib/i18n/page-content.server.ts";
import { homeClaims } from "#domain/store-content";
import type { Route } from "./+types/home";

// The page closes with the subscription band (SubscribeCta), edge to edge above the footer.
export const handle: LayoutHandle = { endsWithBand: true };

export function meta({ matches }: Route.MetaArgs) {
  return homeMeta(matches);
}

/**
 * The products are secondary data: waited for only briefly (they stream in when late), and a failure resolves to the
 * carousel's error state. The texts carry the owner's overrides, and the claims are those the owner shows (decision
 * 0042), resolved here.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const [{ products }, { translations, hidden }] = await Promise.all([
    homeProductsForPage(context.storefront),
    pageContent(context, "home"),
  ]);
  return { products, translations, claims: homeClaims(hidden) };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage products={loaderData.products} claims={loaderData.claims} />;
}

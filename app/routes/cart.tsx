import { data } from "react-router";
import { displayShippingTerms } from "#domain/shipping";
import { CartPage } from "#app/features/cart/CartPage.tsx";
import { CartErrorBoundary } from "#app/features/errors/CartErrorBoundary.tsx";
import { pageTexts } from "#app/lib/i18n/texts-files.server.ts";
import { loaderHeadersAsIs, PRIVATE_PAGE_HEADERS } from "#app/lib/private-page.server.ts";
import { metaTranslator } from "#app/lib/i18n/meta-translator.ts";
import { CartSkeleton } from "#app/ui/Skeleton.tsx";
import type { Route } from "./+types/cart";

export function meta({ matches }: Route.MetaArgs) {
  const { t, brand } = metaTranslator(matches);
  return [{ title: t("cart-page:meta.title", { brand }) }, { name: "robots", content: "noindex" }];
}

export const headers = loaderHeadersAsIs;

/**
 * The cart itself is in the browser; the server brings the page's texts and the shipping terms in the
 * display currency (the owner's threshold and flat rate, converted as the catalogue's prices are). A currency
 * change revalidates this loader, so the terms follow the lines into the new currency.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const shipping = await displayShippingTerms(context.presentShopAmount, await context.shippingTerms());
  return data(
    { shipping, translations: pageTexts(context.language, ["cart-page"]) },
    // Per shopper and per currency: never stored by a shared cache.
    { headers: PRIVATE_PAGE_HEADERS },
  );
}

export default function Cart({ loaderData }: Route.ComponentProps) {
  return <CartPage shipping={loaderData.shipping} />;
}

export { CartSkeleton as HydrateFallback };

export { CartErrorBoundary as ErrorBoundary };

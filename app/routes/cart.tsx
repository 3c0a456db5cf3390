import { parse as parseCookies } from "cookie";
import { data } from "react-router";
import { CART_COOKIE, parseCartCookie } from "#domain/cart-cookie";
import { displayShippingTerms } from "#domain/shipping";
import { CartPage } from "#app/features/cart/CartPage.tsx";
import { catalogueLines } from "#app/features/cart/catalogue-lines.server.ts";
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
 * The cart itself is in the browser; the server brings the page's texts, the shipping terms in the display currency
 * (the owner's threshold and flat rate, converted as the catalogue's prices are) and, for a page load, the lines the
 * cart cookie names as the catalogue has them with their products' prices, which the page shows until it has read the
 * stored cart (decision 0183). A navigation inside the app has the stored cart read already and is sent no lines. A
 * currency change revalidates this loader, so the terms follow the lines into the new currency.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const known = context.dataRequest ? [] : parseCartCookie(parseCookies(request.headers.get("Cookie") ?? "")[CART_COOKIE]);
  const [shipping, catalogue] = await Promise.all([
    context.shippingTerms().then((terms) => displayShippingTerms(context.presentShopAmount, terms)),
    known.length > 0 ? catalogueLines(context.storefront, known) : { lines: [], quotes: [] },
  ]);
  return data(
    {
      shipping,
      known: {
        items: catalogue.lines.map((line) => line.item),
        quotes: catalogue.quotes,
        language: context.language,
        currency: context.currency,
      },
      translations: pageTexts(context.language, ["cart-page"]),
    },
    // Per shopper and per currency: never stored by a shared cache.
    { headers: PRIVATE_PAGE_HEADERS },
  );
}

export default function Cart({ loaderData }: Route.ComponentProps) {
  return <CartPage shipping={loaderData.shipping} known={loaderData.known} />;
}

export { CartSkeleton as HydrateFallback };

export { CartErrorBoundary as ErrorBoundary };

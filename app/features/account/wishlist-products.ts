import { useEffect, useState } from "react";
import { COUNTRY_FOR_CURRENCY } from "#domain/currency";
import { queryStorefront } from "#app/lib/storefront-client.ts";
import { IMAGE_FRAGMENT, MONEY_FRAGMENT, type ListedProduct } from "#app/lib/storefront-fragments.ts";
import { useCurrency } from "#app/features/currency/CurrencyProvider.tsx";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { usePublicConfig } from "#app/lib/use-public-config.ts";

export type WishlistProduct = ListedProduct;

/** One document for the whole list: an aliased `product(handle:)` per saved handle. */
function wishlistProductsQuery(count: number): string {
  const indexes = Array.from({ length: count }, (_, index) => index);
  return `#graphql
    query WishlistProducts(${indexes.map((index) => `$h${index}: String!`).join(", ")}, $language: LanguageCode!, $country: CountryCode!)
    @inContext(language: $language, country: $country) {
      ${indexes.map((index) => `p${index}: product(handle: $h${index}) { ...WishlistProduct }`).join("\n      ")}
    }
    fragment WishlistProduct on Product {
      id
      handle
      title
      availableForSale
      featuredImage { ...ResponsiveImage }
      priceRange { minVariantPrice { ...Money } maxVariantPrice { ...Money } }
    }
    ${IMAGE_FRAGMENT}
    ${MONEY_FRAGMENT}
  `;
}

export type WishlistProductsState = { status: "loading" } | { status: "failed" } | { status: "ready"; products: WishlistProduct[] };

function inWishlistOrder(products: readonly WishlistProduct[], handles: readonly string[]): WishlistProduct[] {
  const byHandle = new Map(products.map((product) => [product.handle, product]));
  return handles.map((handle) => byHandle.get(handle)).filter((product): product is WishlistProduct => product !== undefined);
}

/**
 * The saved products, in the wishlist's order, in the shopper's language and display currency; a product
 * no longer in the catalogue is left out. While a changed list is asked for again, the products already
 * known stay on screen when they cover it (a removal shows at once).
 */
export function useWishlistProducts(handles: readonly string[]): WishlistProductsState {
  const { i18n } = useTranslation();
  const { currency } = useCurrency();
  const storefrontToken = usePublicConfig()?.storefrontToken ?? "";
  const [result, setResult] = useState<{ key: string; products: WishlistProduct[] | null } | null>(null);
  const context = `${i18n.language}|${currency}|`;
  const key = `${context}${handles.join(",")}`;

  useEffect(() => {
    if (handles.length === 0) return;
    const controller = new AbortController();
    const variables: Record<string, string> = { language: i18n.language.toUpperCase(), country: COUNTRY_FOR_CURRENCY[currency] };
    handles.forEach((handle, index) => (variables[`h${index}`] = handle));
    queryStorefront<Record<string, WishlistProduct | null>>({
      query: wishlistProductsQuery(handles.length),
      variables,
      token: storefrontToken,
      signal: controller.signal,
    })
      .then((data) => {
        const products = handles.map((_, index) => data[`p${index}`]).filter((product): product is WishlistProduct => Boolean(product));
        setResult({ key, products });
      })
      .catch(() => {
        if (!controller.signal.aborted) setResult({ key, products: null });
      });
    return () => controller.abort();
    // `key` stands for the handles, the language and the currency.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, storefrontToken]);

  if (handles.length === 0) return { status: "ready", products: [] };
  if (result?.key === key)
    return result.products ? { status: "ready", products: inWishlistOrder(result.products, handles) } : { status: "failed" };
  const known = result?.key.startsWith(context) ? result.products : null;
  if (known && handles.every((handle) => known.some((product) => product.handle === handle))) {
    return { status: "ready", products: inWishlistOrder(known, handles) };
  }
  return { status: "loading" };
}

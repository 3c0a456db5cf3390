import { RATING_METAFIELD_IDENTIFIERS } from "#app/lib/product-rating.ts";
import { sortByPriority } from "#domain/product-priority";
import type { StorefrontClient } from "#app/lib/load-context.ts";
import { IMAGE_FRAGMENT, MONEY_FRAGMENT, type MetafieldValue, type MoneyV2, type ResponsiveImage } from "#app/lib/storefront-fragments.ts";
import { PRODUCT_LIST_SIZE } from "#app/features/shop/shop-products-query.ts";

const HOME_PRODUCTS_QUERY = `#graphql
  query HomeProducts($first: Int!) {
    products(first: $first) {
      nodes {
        id
        handle
        title
        featuredImage { ...ResponsiveImage }
        priceRange { minVariantPrice { ...Money } maxVariantPrice { ...Money } }
        compareAtPriceRange { minVariantPrice { ...Money } }
        variants(first: 1) { nodes { availableForSale } }
        metafields(identifiers: [
          { namespace: "custom", key: "category" }
          { namespace: "custom", key: "shortDescription" }
          ${RATING_METAFIELD_IDENTIFIERS}
        ]) { key value }
      }
    }
  }
  ${IMAGE_FRAGMENT}
  ${MONEY_FRAGMENT}
`;

export interface HomeProduct {
  id: string;
  handle: string;
  title: string;
  featuredImage: ResponsiveImage | null;
  priceRange: { minVariantPrice: MoneyV2; maxVariantPrice: MoneyV2 };
  compareAtPriceRange: { minVariantPrice: MoneyV2 };
  variants: { nodes: Array<{ availableForSale: boolean }> };
  metafields: Array<MetafieldValue | null>;
}

interface HomeProductsData {
  products: { nodes: HomeProduct[] };
}

export type HomeProductsResult = { status: "loaded"; products: HomeProduct[] } | { status: "error"; message: string };

/**
 * The carousel is secondary data: a failing or empty catalogue becomes the carousel's error state,
 * never a failed page.
 */
export async function loadHomeProducts(storefront: StorefrontClient): Promise<HomeProductsResult> {
  try {
    const data = await storefront.query<HomeProductsData>(HOME_PRODUCTS_QUERY, { variables: { first: PRODUCT_LIST_SIZE } });
    const products = sortByPriority(data.products.nodes);
    if (products.length === 0) return { status: "error", message: "The store returned no products." };
    return { status: "loaded", products };
  } catch (error) {
    return { status: "error", message: error instanceof Error ? error.message : String(error) };
  }
}

/** The spec shows 'Unavailable' over a card whose (first) variant cannot be bought. */
export function isForSale(product: HomeProduct): boolean {
  return product.variants.nodes[0]?.availableForSale ?? false;
}

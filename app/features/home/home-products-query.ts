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

/**
 * How long the home page waits for its products before it is sent without them. A kept Storefront answer (decision
 * 0061) comes at once, and then the page goes out whole, in one write: a page that streams a section in after its
 * shell costs the server about twice as much to render (`/` cold: 145 → 320 requests/s, issue 45). A slow shop platform
 * still leaves them to stream in after the page, behind their placeholders.
 */
export const HOME_PRODUCTS_WAIT_MS = 50;

/**
 * The products themselves when they come within `waitMs`, else the promise of them, for the page to stream in after
 * its shell. (Wrapped in an object: an async function returning the promise itself would wait for it.)
 */
export async function homeProductsForPage(
  storefront: StorefrontClient,
  waitMs = HOME_PRODUCTS_WAIT_MS,
): Promise<{ products: HomeProductsResult | Promise<HomeProductsResult> }> {
  const products = loadHomeProducts(storefront);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<"late">((resolve) => {
    timer = setTimeout(() => resolve("late"), waitMs);
  });
  const first = await Promise.race([products, late]).finally(() => clearTimeout(timer));
  return { products: first === "late" ? products : first };
}

import { sortByPriority } from "#domain/product-priority";
import type { Language } from "#domain/locale";
import type { StorefrontClient } from "#app/lib/load-context.ts";
import { demoProducts } from "./demo-products.ts";
import { PRODUCT_LIST_SIZE, SHOP_PRODUCTS_QUERY, type ShopProduct, type ShopProductsData } from "./shop-products-query.ts";

export interface ShopProducts {
  products: ShopProduct[];
  /** Why the demo products stand in, for the page's error notice and the browser's report; null when the list loaded. */
  failure: { reason: "error"; message: string } | { reason: "empty" } | null;
}

/**
 * The shop's list in the spec's priority order. A failed or empty list degrades to the demo products
 * (spec §8) instead of an error page; the page reports the failure from the browser.
 */
export async function loadShopProducts(storefront: StorefrontClient, language: Language): Promise<ShopProducts> {
  let nodes: ShopProduct[];
  try {
    const data = await storefront.query<ShopProductsData>(SHOP_PRODUCTS_QUERY, { variables: { first: PRODUCT_LIST_SIZE } });
    nodes = data.products.nodes;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { products: sortByPriority(demoProducts(language)), failure: { reason: "error", message } };
  }
  if (nodes.length === 0) return { products: sortByPriority(demoProducts(language)), failure: { reason: "empty" } };
  return { products: sortByPriority(nodes), failure: null };
}

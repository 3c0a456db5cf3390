import { RATING_METAFIELD_IDENTIFIERS } from "#app/lib/product-rating.ts";
import { IMAGE_FRAGMENT, MONEY_FRAGMENT, type ListedProduct, type MetafieldValue, type MoneyV2 } from "#app/lib/storefront-fragments.ts";

/** The spec's product list: 20 products, created-at order, then the storefront's priority sort. */
export const PRODUCT_LIST_SIZE = 20;

export const SHOP_PRODUCTS_QUERY = `#graphql
  query ShopProducts($first: Int!, $sortKey: ProductSortKeys = CREATED_AT, $reverse: Boolean = false) {
    products(first: $first, sortKey: $sortKey, reverse: $reverse) {
      nodes {
        id
        handle
        title
        availableForSale
        featuredImage { ...ResponsiveImage }
        priceRange { minVariantPrice { ...Money } maxVariantPrice { ...Money } }
        compareAtPriceRange { minVariantPrice { ...Money } }
        metafields(identifiers: [
          { namespace: "custom", key: "shortDescription" }
          ${RATING_METAFIELD_IDENTIFIERS}
          { namespace: "custom", key: "category" }
        ]) { key value }
      }
    }
  }
  ${IMAGE_FRAGMENT}
  ${MONEY_FRAGMENT}
`;

export interface ShopProduct extends ListedProduct {
  compareAtPriceRange: { minVariantPrice: MoneyV2 };
  metafields: Array<MetafieldValue | null>;
}

export interface ShopProductsData {
  products: { nodes: ShopProduct[] };
}

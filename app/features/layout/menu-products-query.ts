import { RATING_METAFIELD_IDENTIFIERS, shownRating, type ShownRating } from "#app/lib/product-rating.ts";
import { IMAGE_FRAGMENT, metafieldMap, type MetafieldValue, type ResponsiveImage } from "#app/lib/storefront-fragments.ts";

/** The spec's product list (20, created-at order) from which the menu shows the first three by priority. */
export const MENU_PRODUCTS_QUERY = `#graphql
  query MenuProducts($first: Int!, $language: LanguageCode!) @inContext(language: $language) {
    products(first: $first, sortKey: CREATED_AT) {
      nodes {
        id
        handle
        title
        featuredImage { ...ResponsiveImage }
        metafields(identifiers: [
          { namespace: "custom", key: "shortDescription" }
          ${RATING_METAFIELD_IDENTIFIERS}
        ]) { key value }
      }
    }
  }
  ${IMAGE_FRAGMENT}
`;

export interface MenuProductNode {
  id: string;
  handle: string;
  title: string;
  featuredImage: ResponsiveImage | null;
  metafields: Array<MetafieldValue | null>;
}

export interface MenuProductsData {
  products: { nodes: MenuProductNode[] };
}

/**
 * Spec §3 "Menu product", with the store's own reviews: `rating` and `reviewCount` are those of its
 * published reviews, null when it has none.
 */
export interface MenuProduct {
  id: string;
  handle: string;
  title: string;
  description: string;
  image: ResponsiveImage | null;
  rating: ShownRating | null;
}

export function toMenuProduct(node: MenuProductNode): MenuProduct {
  const fields = metafieldMap(node.metafields);
  return {
    id: node.id,
    handle: node.handle,
    title: node.title,
    description: fields.shortDescription ?? "",
    image: node.featuredImage,
    rating: shownRating(fields),
  };
}

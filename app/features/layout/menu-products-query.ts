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
          { namespace: "custom", key: "reviewCount" }
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

/** Spec §3 "Menu product": the rating is always 5; the review count comes from the metafield, 0 when absent. */
export interface MenuProduct {
  id: string;
  handle: string;
  title: string;
  description: string;
  image: ResponsiveImage | null;
  rating: 5;
  reviewCount: number;
}

export function toMenuProduct(node: MenuProductNode): MenuProduct {
  const fields = metafieldMap(node.metafields);
  const reviewCount = Number(fields.reviewCount ?? 0);
  return {
    id: node.id,
    handle: node.handle,
    title: node.title,
    description: fields.shortDescription ?? "",
    image: node.featuredImage,
    rating: 5,
    reviewCount: Number.isFinite(reviewCount) ? reviewCount : 0,
  };
}

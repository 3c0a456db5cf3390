import { IMAGE_FRAGMENT, MONEY_FRAGMENT, type MetafieldValue, type MoneyV2, type ResponsiveImage } from "../../lib/storefront-fragments.ts";

/** The spec's detail limits: 10 images, 10 variants. */
export const PRODUCT_QUERY = `#graphql
  query ProductPage($handle: String!) {
    productByHandle(handle: $handle) {
      id
      handle
      title
      description
      vendor
      images(first: 10) { nodes { ...ResponsiveImage } }
      options { name values }
      variants(first: 10) {
        nodes {
          id
          title
          availableForSale
          price { ...Money }
          compareAtPrice { ...Money }
          selectedOptions { name value }
          metafields(identifiers: [
            { namespace: "custom", key: "label" }
            { namespace: "custom", key: "description" }
            { namespace: "custom", key: "subscription" }
          ]) { key value }
        }
      }
      metafields(identifiers: [
        { namespace: "custom", key: "category" }
        { namespace: "custom", key: "shortDescription" }
        { namespace: "custom", key: "reviewCount" }
      ]) { key value }
    }
  }
  ${IMAGE_FRAGMENT}
  ${MONEY_FRAGMENT}
`;

export interface ProductVariant {
  id: string;
  title: string;
  availableForSale: boolean;
  price: MoneyV2;
  compareAtPrice: MoneyV2 | null;
  selectedOptions: Array<{ name: string; value: string }>;
  metafields: Array<MetafieldValue | null>;
}

export interface ProductDetail {
  id: string;
  handle: string;
  title: string;
  description: string;
  vendor: string;
  images: { nodes: ResponsiveImage[] };
  options: Array<{ name: string; values: string[] }>;
  variants: { nodes: ProductVariant[] };
  metafields: Array<MetafieldValue | null>;
}

export interface ProductPageData {
  productByHandle: ProductDetail | null;
}

/** `/product` without a handle shows this product. */
export const DEFAULT_PRODUCT_HANDLE = "ahcc";

/** GraphQL fragments shared by the storefront's documents, and the shapes they return. */

export const MONEY_FRAGMENT = `#graphql
  fragment Money on MoneyV2 {
    amount
    currencyCode
  }
`;

/** No content type: the image route answers AVIF or WebP, whichever the browser accepts. */
export const IMAGE_FRAGMENT = `#graphql
  fragment ResponsiveImage on Image {
    id
    altText
    width
    height
    small: url(transform: { maxWidth: 400 })
    medium: url(transform: { maxWidth: 800 })
    large: url(transform: { maxWidth: 1200 })
  }
`;

export interface MoneyV2 {
  amount: string;
  currencyCode: string;
}

export interface ResponsiveImage {
  id: string;
  altText: string | null;
  width: number | null;
  height: number | null;
  small: string;
  medium: string;
  large: string;
}

/** A product as every list of products asks for it: what its card shows and whether it can be bought. */
export interface ListedProduct {
  id: string;
  handle: string;
  title: string;
  availableForSale: boolean;
  featuredImage: ResponsiveImage | null;
  priceRange: { minVariantPrice: MoneyV2; maxVariantPrice: MoneyV2 };
}

export interface MetafieldValue {
  key: string;
  value: string;
}

/** `metafields(identifiers:)` answers null for a key the product does not have. */
export function metafieldMap(metafields: ReadonlyArray<MetafieldValue | null>): Record<string, string> {
  return Object.fromEntries(metafields.filter((m): m is MetafieldValue => m !== null).map((m) => [m.key, m.value]));
}

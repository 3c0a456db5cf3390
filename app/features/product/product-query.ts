import { SAFETY_METAFIELDS } from "#domain/product-safety-keys";
import { IMAGE_FRAGMENT, MONEY_FRAGMENT, type MetafieldValue, type MoneyV2, type ResponsiveImage } from "#app/lib/storefront-fragments.ts";

/** The spec's limits on metafield items: up to 4 benefits, 10 ingredients, 10 FAQ items. */
export const MAX_BENEFITS = 4;
export const MAX_INGREDIENTS = 10;
export const MAX_FAQ_ITEMS = 10;

const numbered = (count: number, keys: (n: number) => string[]) => Array.from({ length: count }, (_, i) => keys(i + 1)).flat();

/** Every product metafield the page reads (spec §3 "Product metafield keys"). */
export const PRODUCT_METAFIELD_KEYS = [
  "category",
  "reviewCount",
  "shortDescription",
  "description",
  "benefits",
  "formula",
  "directions",
  "qualityStandards",
  "ingredients",
  "howToUse",
  "showcase_image",
  "benefits_title",
  "benefits_image",
  ...numbered(MAX_BENEFITS, (n) => [`benefit_${n}_title`, `benefit_${n}_description`, `benefit_${n}_icon`]),
  "ingredients_title",
  ...numbered(MAX_INGREDIENTS, (n) => [`ingredient_${n}_title`, `ingredient_${n}_image`, `ingredient_${n}_description`]),
  "faq_title",
  "faq_image",
  ...numbered(MAX_FAQ_ITEMS, (n) => [`faq_${n}_question`, `faq_${n}_answer`]),
  // A non-food product's safety information, and the computed kind that says whether a supplement's texts apply (decision 0144).
  ...Object.values(SAFETY_METAFIELDS),
  "product_kind",
];

/** The spec's detail limits: 10 images, 10 variants. */
export const PRODUCT_QUERY = `#graphql
  query ProductPage($handle: String!) {
    productByHandle(handle: $handle) {
      id
      handle
      title
      description
      vendor
      images(first: 10) { nodes { ...ResponsiveImage thumbnail: url(transform: { maxWidth: 160 }) } }
      options { name values }
      variants(first: 10) {
        nodes {
          id
          title
          availableForSale
          quantityAvailable
          price { ...Money }
          compareAtPrice { ...Money }
          selectedOptions { name value }
          image { small: url(transform: { maxWidth: 400, preferredContentType: WEBP }) }
          metafields(identifiers: [
            { namespace: "custom", key: "label" }
            { namespace: "custom", key: "description" }
            { namespace: "custom", key: "subscription" }
            { namespace: "custom", key: "savings" }
            { namespace: "custom", key: "subscriptionText" }
            { namespace: "custom", key: "single_bottles_price" }
          ]) { key value }
        }
      }
      metafields(identifiers: [${PRODUCT_METAFIELD_KEYS.map((key) => `{ namespace: "custom", key: "${key}" }`).join(" ")}]) { key value }
    }
  }
  ${IMAGE_FRAGMENT}
  ${MONEY_FRAGMENT}
`;

/** A gallery picture: its thumbnail (shown 70–100 px wide) also comes in a 160-px rendition. */
export interface GalleryImage extends ResponsiveImage {
  thumbnail: string;
}

export interface ProductVariant {
  id: string;
  title: string;
  availableForSale: boolean;
  /** Counted units left; null when the shop does not count this variant's stock (it never sells out). */
  quantityAvailable: number | null;
  price: MoneyV2;
  compareAtPrice: MoneyV2 | null;
  selectedOptions: Array<{ name: string; value: string }>;
  /** The variant's own picture (or the product's first), as the cart line shows it. */
  image: { small: string } | null;
  metafields: Array<MetafieldValue | null>;
}

export interface ProductDetail {
  id: string;
  handle: string;
  title: string;
  description: string;
  vendor: string;
  images: { nodes: GalleryImage[] };
  options: Array<{ name: string; values: string[] }>;
  variants: { nodes: ProductVariant[] };
  metafields: Array<MetafieldValue | null>;
}

export interface ProductPageData {
  productByHandle: ProductDetail | null;
}

/** `/product` without a handle shows this product. */
export const DEFAULT_PRODUCT_HANDLE = "ahcc";

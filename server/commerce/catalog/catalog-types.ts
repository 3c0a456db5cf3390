/**
 * The catalogue as the storefront reads it: one language already chosen, money still in minor units,
 * so the API layer only formats and never decides which translation or which metafield row applies.
 */
import type { ProductKind } from "#domain/product-safety";
import type { Reduction } from "#domain/prior-price";
import type { Locale } from "#server/commerce/shared/locale";

export interface CatalogImage {
  id: number;
  productId: number;
  /** Path under the image route, e.g. `seed/papillex-1.svg`. */
  src: string;
  width: number;
  height: number;
  altText: string | null;
}

export interface CatalogOption {
  id: number;
  name: string;
  /** In the merchant's order. */
  values: string[];
}

export interface SelectedOption {
  name: string;
  value: string;
}

export interface CatalogVariant {
  id: number;
  productId: number;
  sku: string;
  /** Option values joined with " / ", or "Default Title" for a product without options (as Shopify does). */
  title: string;
  priceMinor: number;
  /** The price reduction running on it, with the Omnibus prior price from its history (decision 0140); else null. */
  reduction: Reduction | null;
  /**
   * What as many single bottles cost today, for a pack or a subscription that costs less (decision 0030): a reference,
   * never a reduction, and a saving only where it is more than the price; null for the single bottle itself.
   */
  singleBottlesPriceMinor: number | null;
  currencyCode: string;
  /** The merchant offers it and, where its stock is counted, some is left (`isOnSale`). */
  availableForSale: boolean;
  /** Units left to sell; null when the shop does not count this variant's stock. */
  quantityAvailable: number | null;
  /** The variant's own picture, else the product's first image, else null. */
  image: CatalogImage | null;
  selectedOptions: SelectedOption[];
}

export interface PriceRange {
  minMinor: number;
  maxMinor: number;
  currencyCode: string;
}

export interface CatalogProduct {
  id: number;
  handle: string;
  vendor: string;
  productType: string;
  /** A food supplement or a non-food product (decision 0144): which of the page's texts apply to it. */
  kind: ProductKind;
  tags: string[];
  createdAt: Date;
  updatedAt: Date;
  title: string;
  description: string;
  descriptionHtml: string;
  images: CatalogImage[];
  options: CatalogOption[];
  variants: CatalogVariant[];
  availableForSale: boolean;
  priceRange: PriceRange;
  /** The variants' prior prices of running reductions, 0 for a variant without one (as Shopify counts a missing compare-at). */
  compareAtPriceRange: PriceRange;
}

export const PRODUCT_SORT_KEYS = [
  "ID",
  "TITLE",
  "CREATED_AT",
  "UPDATED_AT",
  "PRICE",
  "VENDOR",
  "PRODUCT_TYPE",
  "BEST_SELLING",
  "RELEVANCE",
] as const;

export type ProductSortKey = (typeof PRODUCT_SORT_KEYS)[number];

export interface ListProductsParams {
  locale: Locale;
  /** Exactly one of first and last. */
  first?: number;
  last?: number;
  after?: string;
  before?: string;
  sortKey?: ProductSortKey;
  reverse?: boolean;
  /** A subset of Shopify's search syntax; see catalog-search.ts. */
  query?: string;
}

export interface ProductPage {
  products: CatalogProduct[];
  /** One opaque cursor per product, same order. */
  cursors: string[];
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}

/** A caller mistake (bad cursor, bad page size) as opposed to a failure of ours. */
export class CatalogInputError extends Error {
  override name = "CatalogInputError";
}

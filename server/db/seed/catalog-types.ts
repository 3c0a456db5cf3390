/** The shape of the seed catalogue: what a merchant would type into the shop admin, in both languages. */
export interface Localized {
  ro: string;
  en: string;
}

/** A metafield value: localized text, or one value for every language (numbers, icons, image paths). */
export type SeedMetafieldValue =
  | { type: "single_line_text_field" | "multi_line_text_field"; value: Localized }
  | { type: "single_line_text_field" | "number_integer" | "boolean" | "url"; value: string };

export interface SeedImage {
  /** File name under server/db/seed/images/, e.g. `papillex-1.svg`. */
  file: string;
  alt: Localized;
}

export interface SeedVariant {
  sku: string;
  /** One option value per product option, in option order (the variant's title joins them with " / "). */
  optionValues: Localized[];
  priceMinor: number;
  availableForSale: boolean;
  /** Units in stock; null when the shop does not count them (subscriptions: each delivery is packed when due). */
  stockQuantity: number | null;
  /** Index into the product's images, if the variant has its own picture. */
  imageIndex?: number;
  metafields: Record<string, SeedMetafieldValue>;
}

export interface SeedProduct {
  handle: string;
  vendor: string;
  productType: string;
  tags: string[];
  title: Localized;
  /** Plain text. */
  description: Localized;
  /** Simple, safe HTML (p, ul, li, strong, em). */
  descriptionHtml: Localized;
  images: SeedImage[];
  options: { name: Localized; values: Localized[] }[];
  variants: SeedVariant[];
  /** Namespace `custom`; keys as the spec lists them. */
  metafields: Record<string, SeedMetafieldValue>;
  /**
   * The authorised health claims the product makes, by their register code ("vitamin_c.immune"); each nutrient's
   * %NRV is the label's, read off the formula (`mandatory-information.ts`).
   */
  healthClaims?: string[];
}

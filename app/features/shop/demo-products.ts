import type { Language } from "#domain/locale";
import { seedImageSizes } from "#app/lib/seed-images.ts";
import type { ResponsiveImage } from "#app/lib/storefront-fragments.ts";
import type { ShopProduct } from "./shop-products-query.ts";
import en from "#app/locales/en/pages/shop.json";
import ro from "#app/locales/ro/pages/shop.json";

/** Spec §8: when the product list fails or comes back empty, these six stand in, at 59.99 USD each. */
export const DEMO_HANDLES = ["ahcc", "papillex", "ic-well", "pco-well", "endo-well", "simplix"] as const;
const DEMO_PRICE = { amount: "59.99", currencyCode: "USD" } as const;

/** The store's own drawing of each bottle, served by the image route even when the catalogue is down. */
function placeholderImage(handle: string, title: string, language: Language): ResponsiveImage {
  return { id: `demo-image-${handle}`, altText: title, width: 800, height: 800, ...seedImageSizes(`${handle}-1.svg`, language) };
}

export function demoProducts(language: Language): ShopProduct[] {
  const texts = { ro, en }[language].demo;
  return DEMO_HANDLES.map((handle) => ({
    id: `demo-${handle}`,
    handle,
    title: texts[handle].title,
    availableForSale: true,
    featuredImage: placeholderImage(handle, texts[handle].title, language),
    priceRange: { minVariantPrice: { ...DEMO_PRICE }, maxVariantPrice: { ...DEMO_PRICE } },
    // Shopify's answer for a product without a compare-at price.
    compareAtPriceRange: { minVariantPrice: { amount: "0.0", currencyCode: DEMO_PRICE.currencyCode } },
    metafields: [{ key: "shortDescription", value: texts[handle].subtitle }],
  }));
}

import type { Language } from "#domain/locale";
import type { ProductDetail, ProductVariant } from "./product-query.ts";

/**
 * The spec's sample product (§8 "Fallbacks", §9 "Prices"): shown when the Storefront API fails, so the
 * page still explains the offer. It has no image, so the gallery shows its 'Image unavailable' panel.
 */
const COPY: Record<Language, { title: string; description: string; labels: [string, string, string] }> = {
  ro: {
    title: "Produs exemplu",
    description: "Datele acestui produs nu au putut fi încărcate acum. Prețurile de mai jos sunt orientative.",
    labels: ["O sticlă", "Abonament lunar", "Abonament trimestrial"],
  },
  en: {
    title: "Sample product",
    description: "This product's details could not be loaded right now. The prices below are indicative.",
    labels: ["Single bottle", "Monthly subscription", "Quarterly subscription"],
  },
};

const OPTIONS = [
  { key: "single", title: "Single Bottle", amount: "49.95", subscription: false },
  { key: "monthly", title: "Monthly subscription", amount: "44.95", subscription: true },
  { key: "quarterly", title: "Quarterly subscription", amount: "42.45", subscription: true },
] as const;

export const FALLBACK_CURRENCY = "USD";

export function fallbackProduct(handle: string, language: Language): ProductDetail {
  const copy = COPY[language];
  const variants: ProductVariant[] = OPTIONS.map((option, index) => ({
    id: `gid://shopify/ProductVariant/fallback-${option.key}`,
    title: option.title,
    availableForSale: true,
    quantityAvailable: null,
    price: { amount: option.amount, currencyCode: FALLBACK_CURRENCY },
    compareAtPrice: null,
    selectedOptions: [{ name: "Title", value: option.title }],
    image: null,
    metafields: [
      { key: "label", value: copy.labels[index] ?? option.title },
      { key: "subscription", value: String(option.subscription) },
    ],
  }));
  return {
    id: `gid://shopify/Product/fallback-${handle}`,
    handle,
    title: copy.title,
    description: copy.description,
    vendor: "",
    images: { nodes: [] },
    options: [{ name: "Title", values: OPTIONS.map((option) => option.title) }],
    variants: { nodes: variants },
    metafields: [],
  };
}

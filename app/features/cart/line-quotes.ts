/**
 * The catalogue's current name and price of cart lines, in the page's language and display currency,
 * asked of the Storefront API the way any storefront client would: one request for every product not
 * asked before, each product under an alias (`p0: product(handle: $h0)`), priced through
 * `@inContext(country:)` like every other price on the page.
 */
import { COUNTRY_FOR_CURRENCY, type CurrencyCode } from "#domain/currency";
import type { Language } from "#domain/locale";
import { toMinorUnits, type Money } from "#domain/money";
import { queryStorefront } from "#app/lib/storefront-client.ts";
import { MONEY_FRAGMENT, metafieldMap, type MetafieldValue, type MoneyV2 } from "#app/lib/storefront-fragments.ts";

/** Spec §9: a product has at most 10 variants. */
const VARIANTS_PER_PRODUCT = 10;

export interface VariantQuote {
  /** The product's handle: a line's other variants (its subscribe switch) are the quotes of the same handle. */
  productHandle: string;
  productTitle: string;
  variantTitle: string;
  /** Variant metafields by key (`subscription`), as the product page's purchase rules read them. */
  metafields: Readonly<Record<string, string>>;
  price: Money;
  availableForSale: boolean;
}

/** Variant id → quote, for every variant of the products asked about; a product the shop no longer has adds nothing. */
export type LineQuotes = ReadonlyMap<string, VariantQuote>;

export function lineQuotesQuery(handleCount: number): string {
  const variables = Array.from({ length: handleCount }, (_, index) => `$h${index}: String!`).join(", ");
  const products = Array.from(
    { length: handleCount },
    (_, index) => `p${index}: product(handle: $h${index}) {
      title
      variants(first: ${VARIANTS_PER_PRODUCT}) {
        nodes { id title availableForSale price { ...Money } metafields(identifiers: [{ namespace: "custom", key: "subscription" }]) { key value } }
      }
    }`,
  ).join("\n    ");
  return `#graphql
  query CartLineQuotes($country: CountryCode!, $language: LanguageCode!, ${variables}) @inContext(country: $country, language: $language) {
    ${products}
  }
  ${MONEY_FRAGMENT}`;
}

interface QuotedVariant {
  id: string;
  title: string;
  availableForSale: boolean;
  price: MoneyV2;
  metafields: Array<MetafieldValue | null>;
}

interface QuotedProduct {
  title: string;
  variants: { nodes: QuotedVariant[] };
}

export async function fetchLineQuotes({
  handles,
  currency,
  language,
  token,
  signal,
}: {
  handles: readonly string[];
  currency: CurrencyCode;
  language: Language;
  token: string;
  signal?: AbortSignal;
}): Promise<LineQuotes> {
  const quotes = new Map<string, VariantQuote>();
  if (handles.length === 0) return quotes;
  const variables: Record<string, string> = { country: COUNTRY_FOR_CURRENCY[currency], language: language.toUpperCase() };
  handles.forEach((handle, index) => (variables[`h${index}`] = handle));
  const data = await queryStorefront<Record<string, QuotedProduct | null>>({
    query: lineQuotesQuery(handles.length),
    variables,
    token,
    signal,
  });
  handles.forEach((productHandle, index) => {
    const product = data[`p${index}`];
    if (!product) return;
    for (const variant of product.variants.nodes) quotes.set(variant.id, variantQuote(productHandle, product.title, variant));
  });
  return quotes;
}

/** A variant as the Storefront API answers it, made a quote: the client's quotes and the cart page's server render share it. */
export function variantQuote(productHandle: string, productTitle: string, variant: QuotedVariant): VariantQuote {
  return {
    productHandle,
    productTitle,
    variantTitle: variant.title,
    metafields: metafieldMap(variant.metafields),
    availableForSale: variant.availableForSale,
    price: { amountMinor: toMinorUnits(variant.price.amount, variant.price.currencyCode), currencyCode: variant.price.currencyCode },
  };
}

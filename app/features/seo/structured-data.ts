/**
 * schema.org documents for search engines' rich results: a product with one offer per variant, and
 * the breadcrumb trail that leads to it.
 */
import type { RatingSummary } from "#domain/review-rating";

export interface OfferSource {
  title: string;
  availableForSale: boolean;
  price: { amount: string; currencyCode: string };
  /** The Storefront API's compare-at price: only a running reduction's Omnibus prior price (decision 0140). */
  compareAtPrice?: { amount: string; currencyCode: string } | null;
  sku?: string | null;
}

export interface ProductSource {
  title: string;
  description: string;
  /** Absolute picture URLs, best first. */
  images: readonly string[];
  brand: string;
  variants: readonly OfferSource[];
}

/**
 * The store's own reviews of the product. Never the catalogue's reviewCount metafield: it has no
 * ratings behind it. Without reviews no AggregateRating is claimed.
 */
export type ReviewedRating = Pick<RatingSummary, "average" | "count">;

const IN_STOCK = "https://schema.org/InStock";
const OUT_OF_STOCK = "https://schema.org/OutOfStock";
const STRIKETHROUGH_PRICE = "https://schema.org/StrikethroughPrice";

/** A reduction's prior price, as search engines read a struck-through price; never a pack's single-bottles reference. */
function strikethrough(variant: OfferSource): Record<string, unknown> {
  const prior = variant.compareAtPrice;
  if (!prior || Number(prior.amount) <= Number(variant.price.amount)) return {};
  return {
    priceSpecification: {
      "@type": "UnitPriceSpecification",
      priceType: STRIKETHROUGH_PRICE,
      price: prior.amount,
      priceCurrency: prior.currencyCode,
    },
  };
}

export function productJsonLd(product: ProductSource, url: string, rating?: ReviewedRating | null): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.title,
    description: product.description,
    url,
    image: product.images,
    brand: { "@type": "Brand", name: product.brand },
    offers: product.variants.map((variant) => ({
      "@type": "Offer",
      name: variant.title,
      price: variant.price.amount,
      priceCurrency: variant.price.currencyCode,
      availability: variant.availableForSale ? IN_STOCK : OUT_OF_STOCK,
      url,
      ...(variant.sku ? { sku: variant.sku } : {}),
      ...strikethrough(variant),
    })),
    ...(rating && rating.count > 0
      ? { aggregateRating: { "@type": "AggregateRating", ratingValue: rating.average, reviewCount: rating.count, bestRating: 5 } }
      : {}),
  };
}

export function breadcrumbJsonLd(trail: ReadonlyArray<{ name: string; url: string }>): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({ "@type": "ListItem", position: index + 1, name: crumb.name, item: crumb.url })),
  };
}

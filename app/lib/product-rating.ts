/**
 * The stars and count a product shows beside its title, on its cards and in the menu: its published
 * reviews only, read from Shopify's standard `reviews.rating_count` and `reviews.rating` metafields (the
 * Storefront API computes them from the store's reviews). The spec's sample reviews are examples, shown
 * labelled in the reviews section; counting them here would tell a shopper a product was reviewed when
 * nobody has reviewed it.
 */
import { clampRating } from "#domain/review-rating";

/** The identifiers a product query adds to its metafields for `shownRating`. */
export const RATING_METAFIELD_IDENTIFIERS = `
          { namespace: "reviews", key: "rating_count" }
          { namespace: "reviews", key: "rating" }`;

export interface ShownRating {
  count: number;
  /** 0–5, one decimal. */
  rating: number;
}

export function shownRating(fields: Readonly<Record<string, string | undefined>>): ShownRating | null {
  const count = Number(fields.rating_count);
  return Number.isInteger(count) && count > 0 ? { count, rating: ratingValue(fields.rating) } : null;
}

/** Shopify's rating type: `{"value": "4.5", "scale_min": "1.0", "scale_max": "5.0"}`. */
function ratingValue(raw: string | undefined): number {
  try {
    const parsed: unknown = JSON.parse(raw ?? "");
    const value = typeof parsed === "object" && parsed !== null ? Number((parsed as { value?: unknown }).value) : Number.NaN;
    return clampRating(value);
  } catch {
    return 0;
  }
}

/** One decimal in the page's language ("4,5" / "4.5"), as the reviews section prints an average. */
export function ratingText(rating: number, language: string): string {
  return rating.toLocaleString(language === "ro" ? "ro-RO" : "en-GB", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

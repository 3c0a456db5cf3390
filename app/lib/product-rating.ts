/**
 * The stars and count a product shows beside its title, on its cards and in the menu: its published
 * reviews, read from Shopify's standard `reviews.rating_count` and `reviews.rating` metafields (the
 * Storefront API computes them from the store's reviews), or, before it has any, the spec's 1–3 sample
 * reviews at five stars. Never a count the reviews section would not show.
 */
import { clampRating, sampleReviewCount } from "#domain/review-rating";

/** The identifiers a product query adds to its metafields for `shownRating`. */
export const RATING_METAFIELD_IDENTIFIERS = `
          { namespace: "custom", key: "reviewCount" }
          { namespace: "reviews", key: "rating_count" }
          { namespace: "reviews", key: "rating" }`;

/** The spec's samples are five-star reviews, and the menu's rating is always 5 (spec §3 "Menu product"). */
const SAMPLE_RATING = 5;

export interface ShownRating {
  count: number;
  /** 0–5, one decimal. */
  rating: number;
}

export function shownRating(fields: Readonly<Record<string, string | undefined>>): ShownRating | null {
  const count = Number(fields.rating_count);
  if (Number.isInteger(count) && count > 0) return { count, rating: ratingValue(fields.rating) };
  const samples = sampleReviewCount(fields.reviewCount);
  return samples > 0 ? { count: samples, rating: SAMPLE_RATING } : null;
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

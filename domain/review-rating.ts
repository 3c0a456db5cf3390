/**
 * The displayed star rating (spec §5 "Displayed star rating"): clamped to 0–5, the average rounded to
 * one decimal. Shared by the server's review summaries and the stars the page draws.
 */

export const MIN_RATING = 1;
export const MAX_RATING = 5;

export const STAR_VALUES = [5, 4, 3, 2, 1] as const;
export type StarValue = (typeof STAR_VALUES)[number];

/** How many reviews gave each number of stars. */
export type RatingDistribution = Record<StarValue, number>;

export interface RatingSummary {
  /** One decimal, 0–5; 0 when there are no reviews. */
  average: number;
  count: number;
  distribution: RatingDistribution;
}

export function emptyDistribution(): RatingDistribution {
  return { 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 };
}

export function isStarValue(value: unknown): value is StarValue {
  return typeof value === "number" && Number.isInteger(value) && value >= MIN_RATING && value <= MAX_RATING;
}

/** A rating as stars can show it: 0–5, with anything unreadable as 0. */
export function clampRating(rating: number): number {
  if (!Number.isFinite(rating)) return 0;
  return Math.min(Math.max(rating, 0), MAX_RATING);
}

/**
 * The average of `count` ratings adding up to `sum`, rounded half up to one decimal in integer
 * arithmetic (binary fractions would round 4.45 down), then clamped to 0–5.
 */
export function averageRating(sum: number, count: number): number {
  if (!Number.isFinite(sum) || !Number.isFinite(count) || count <= 0) return 0;
  const tenths = Math.floor((sum * 20 + count) / (2 * count));
  return clampRating(tenths / 10);
}

export function summariseDistribution(distribution: RatingDistribution): RatingSummary {
  let count = 0;
  let sum = 0;
  for (const stars of STAR_VALUES) {
    count += distribution[stars];
    sum += stars * distribution[stars];
  }
  return { average: averageRating(sum, count), count, distribution };
}

const MAX_SAMPLE_REVIEWS = 3;

/**
 * Spec §3 "Review": how many sample reviews a product shows before it has any of its own — its
 * reviewCount metafield when that is 1–3, else none. Here rather than in reviews.ts so that the cards'
 * stars do not bring the review forms' rules into every page's first load.
 */
export function sampleReviewCount(reviewCountMetafield: string | undefined): number {
  const count = Number(reviewCountMetafield);
  return Number.isInteger(count) && count >= 1 && count <= MAX_SAMPLE_REVIEWS ? count : 0;
}

/** The product page's query that opens its review form with these stars chosen (a review request's links, issue 46). */
export const REVIEW_RATING_PARAM = "review";

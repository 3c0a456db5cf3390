/**
 * Spec §3 "Review": sample reviews are shown when the product's reviewCount metafield is 1–3 and no
 * shopper has reviewed it yet. They are labelled as samples, never counted in the rating, never marked
 * verified, and their votes stay in the page.
 */
import type { StarValue } from "#domain/review-rating";
import type { ReviewSort, ReviewView } from "#domain/reviews";
import type { TFunction } from "#app/lib/i18n/translator.ts";

const SAMPLES: ReadonlyArray<{ key: string; rating: StarValue; date: string }> = [
  { key: "1", rating: 5, date: "2025-11-18T09:30:00.000Z" },
  { key: "2", rating: 5, date: "2025-10-02T16:05:00.000Z" },
  { key: "3", rating: 4, date: "2025-08-21T11:40:00.000Z" },
];

export { sampleReviewCount } from "#domain/review-rating";

/** Negative ids, so a sample can never be mistaken for a stored review. */
export function sampleReviews(t: TFunction, count: number): ReviewView[] {
  return SAMPLES.slice(0, count).map((sample, index) => ({
    id: -(index + 1),
    rating: sample.rating,
    title: t(`sample.${sample.key}.title`),
    text: t(`sample.${sample.key}.text`),
    date: sample.date,
    reviewer: t(`sample.${sample.key}.reviewer`),
    verified: false,
    productVariant: t(`sample.${sample.key}.variant`),
    helpful: 0,
    notHelpful: 0,
    myVote: null,
    reply: null,
  }));
}

/** The four sorts as the server applies them, for the samples the page holds itself. */
export function sortReviews(reviews: readonly ReviewView[], sort: ReviewSort): ReviewView[] {
  const byDate = (a: ReviewView, b: ReviewView) => b.date.localeCompare(a.date);
  const order: Record<ReviewSort, (a: ReviewView, b: ReviewView) => number> = {
    newest: byDate,
    oldest: (a, b) => -byDate(a, b),
    highest: (a, b) => b.rating - a.rating || byDate(a, b),
    lowest: (a, b) => a.rating - b.rating || byDate(a, b),
  };
  return [...reviews].sort(order[sort]);
}

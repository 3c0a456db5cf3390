import type { ReviewsPage } from "#domain/reviews";

/** A product's first page of reviews, newest first and ten to a page, as the store sends it; a test gives the figures it reads. */
export function reviewsPage(
  fields: Pick<ReviewsPage, "reviews" | "average" | "count" | "distribution"> & Partial<ReviewsPage>,
): ReviewsPage {
  return { sort: "newest", page: 1, pageSize: 10, pageCount: 1, ...fields };
}

import type { ReviewStatus } from "#domain/admin/reviews";
import { stateBadge } from "../StateBadge.tsx";

/** Where a review stands. */
export const ReviewStatusBadge = stateBadge<ReviewStatus>("reviews.status", {
  pending: "bg-amber-100 text-amber-900",
  published: "bg-emerald-100 text-emerald-900",
  hidden: "bg-stone-200 text-stone-800",
});

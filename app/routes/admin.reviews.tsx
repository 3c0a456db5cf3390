import { readReviewFilter } from "#domain/admin/reviews";
import { adminPageMeta, staffListLoader, StaffOnly } from "#app/features/admin/admin-route.tsx";
import { ReviewsPage } from "#app/features/admin/reviews/ReviewsPage.tsx";
import type { Route } from "./+types/admin.reviews";

export const meta = adminPageMeta("reviews.title");

export const loader = staffListLoader(readReviewFilter, (admin, filter) => admin.reviews(filter));

export default function AdminReviews({ loaderData }: Route.ComponentProps) {
  return <StaffOnly view={loaderData}>{(queue, { csrfToken }) => <ReviewsPage {...queue} csrfToken={csrfToken} />}</StaffOnly>;
}

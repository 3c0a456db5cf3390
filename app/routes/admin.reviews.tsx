import { data, useRouteLoaderData } from "react-router";
import { readReviewFilter } from "#domain/admin-reviews";
import { adminMeta } from "#app/features/admin/admin-meta.ts";
import { AdminForbidden } from "#app/features/admin/AdminForbidden.tsx";
import { ReviewsPage } from "#app/features/admin/reviews/ReviewsPage.tsx";
import type { Route } from "./+types/admin.reviews";
import type { loader as adminLoader } from "./admin.tsx";

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, "reviews.title");
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const filter = readReviewFilter(new URL(request.url).searchParams);
  const queue = await context.admin.reviews(filter);
  if (queue === null) return data({ forbidden: true as const }, { status: 403 });
  return { forbidden: false as const, filter, ...queue };
}

export default function AdminReviews({ loaderData }: Route.ComponentProps) {
  const admin = useRouteLoaderData<typeof adminLoader>("routes/admin");
  if (!admin || loaderData.forbidden) return <AdminForbidden />;
  return (
    <ReviewsPage
      filter={loaderData.filter}
      reviews={loaderData.reviews}
      total={loaderData.total}
      pending={loaderData.pending}
      holdUnverified={loaderData.holdUnverified}
      products={loaderData.products}
      csrfToken={admin.csrfToken}
    />
  );
}

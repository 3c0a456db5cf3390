import { readDashboardPeriod } from "#domain/admin-dashboard";
import { adminPageMeta, StaffOnly, staffOnly } from "#app/features/admin/admin-route.tsx";
import { DashboardPage } from "#app/features/admin/dashboard/DashboardPage.tsx";
import type { Route } from "./+types/admin._index";

export const meta = adminPageMeta("dashboard.title");

/** The period is the URL's (`?period=today|7d|30d`), so a view can be bookmarked; anything else is 7 days. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const [view, parcels] = await Promise.all([
    context.admin.dashboard(readDashboardPeriod(new URL(request.url).searchParams.get("period"))),
    context.admin.parcelTasks(),
  ]);
  return staffOnly(view && { view, parcels });
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  return <StaffOnly view={loaderData}>{(page, session) => <DashboardPage {...page} csrfToken={session.csrfToken} />}</StaffOnly>;
}

import { readDashboardPeriod } from "#domain/admin/dashboard";
import { adminPageMeta, StaffOnly, staffOnly } from "#app/features/admin/admin-route.tsx";
import { DashboardPage } from "#app/features/admin/dashboard/DashboardPage.tsx";
import type { Route } from "./+types/admin._index";

export const meta = adminPageMeta("dashboard.title");

/** The period is the URL's (`?period=today|7d|30d`), so a view can be bookmarked; anything else is 7 days. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const [view, parcels, backup, launch, barriers] = await Promise.all([
    context.admin.dashboard(readDashboardPeriod(new URL(request.url).searchParams.get("period"))),
    context.admin.parcelTasks(),
    context.admin.backupStatus(),
    context.admin.launchChecklist(),
    context.admin.barrierReportsWaiting(),
  ]);
  return staffOnly(view && backup && { view, parcels, backup, launch, barriers });
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  return <StaffOnly view={loaderData}>{(page, session) => <DashboardPage {...page} csrfToken={session.csrfToken} />}</StaffOnly>;
}

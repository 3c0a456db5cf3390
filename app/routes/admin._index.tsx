import { data } from "react-router";
import { readDashboardPeriod } from "#domain/admin-dashboard";
import { adminMeta } from "#app/features/admin/admin-meta.ts";
import { AdminForbidden } from "#app/features/admin/AdminForbidden.tsx";
import { DashboardPage } from "#app/features/admin/dashboard/DashboardPage.tsx";
import type { Route } from "./+types/admin._index";

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, "dashboard.title");
}

/** The period is the URL's (`?period=today|7d|30d`), so a view can be bookmarked; anything else is 7 days. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const view = await context.admin.dashboard(readDashboardPeriod(new URL(request.url).searchParams.get("period")));
  if (view === null) return data({ forbidden: true as const }, { status: 403 });
  return { forbidden: false as const, view };
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  if (loaderData.forbidden) return <AdminForbidden />;
  return <DashboardPage view={loaderData.view} />;
}

import { data, useRouteLoaderData } from "react-router";
import { adminMeta } from "#app/features/admin/admin-meta.ts";
import { AdminForbidden } from "#app/features/admin/AdminForbidden.tsx";
import { ReportsPage } from "#app/features/admin/reports/ReportsPage.tsx";
import type { Route } from "./+types/admin.reports";
import type { loader as adminLoader } from "./admin.tsx";

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, "reports.title");
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const reading = await context.admin.reports(new URL(request.url).searchParams);
  if (reading === null) return data({ forbidden: true as const }, { status: 403 });
  return data({ forbidden: false as const, reading }, { status: reading.ok ? 200 : 400 });
}

export default function AdminReports({ loaderData }: Route.ComponentProps) {
  const admin = useRouteLoaderData<typeof adminLoader>("routes/admin");
  if (!admin || loaderData.forbidden) return <AdminForbidden />;
  return <ReportsPage reading={loaderData.reading} />;
}

import { data } from "react-router";
import { adminPageMeta, StaffOnly } from "#app/features/admin/admin-route.tsx";
import { ReportsPage } from "#app/features/admin/reports/ReportsPage.tsx";
import type { Route } from "./+types/admin.reports";

export const meta = adminPageMeta("reports.title");

export async function loader({ context, request }: Route.LoaderArgs) {
  const reading = await context.admin.reports(new URL(request.url).searchParams);
  if (reading === null) return data({ forbidden: true as const }, { status: 403 });
  return data({ forbidden: false as const, reading }, { status: reading.ok ? 200 : 400 });
}

export default function AdminReports({ loaderData }: Route.ComponentProps) {
  return <StaffOnly view={loaderData}>{(report) => <ReportsPage {...report} />}</StaffOnly>;
}

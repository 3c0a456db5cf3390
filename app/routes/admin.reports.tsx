import { adminPageMeta, StaffOnly, staffReadingLoader } from "#app/features/admin/admin-route.tsx";
import { ReportsPage } from "#app/features/admin/reports/ReportsPage.tsx";
import type { Route } from "./+types/admin.reports";

export const meta = adminPageMeta("reports.title");

export const loader = staffReadingLoader((admin, query) => admin.reports(query));

export default function AdminReports({ loaderData }: Route.ComponentProps) {
  return <StaffOnly view={loaderData}>{(report) => <ReportsPage {...report} />}</StaffOnly>;
}

import { readBarrierFilter } from "#domain/accessibility-barriers";
import { adminPageMeta, staffListLoader, StaffOnly } from "#app/features/admin/admin-route.tsx";
import { BarrierReportsPage } from "#app/features/admin/accessibility/BarrierReportsPage.tsx";
import type { Route } from "./+types/admin.accessibility";

export const meta = adminPageMeta("accessibility.title");

export const loader = staffListLoader(readBarrierFilter, (admin, filter) => admin.barrierReports(filter));

export default function AdminAccessibility({ loaderData }: Route.ComponentProps) {
  return <StaffOnly view={loaderData}>{(page, { csrfToken }) => <BarrierReportsPage {...page} csrfToken={csrfToken} />}</StaffOnly>;
}

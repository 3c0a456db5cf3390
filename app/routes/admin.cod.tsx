import { adminPageMeta, StaffOnly, staffListLoader } from "#app/features/admin/admin-route.tsx";
import { CodReconciliationPage } from "#app/features/admin/cod/CodReconciliationPage.tsx";
import { readCodFilter } from "#domain/cod-reconciliation";
import type { Route } from "./+types/admin.cod";

export const meta = adminPageMeta("cod.title");

export const loader = staffListLoader(readCodFilter, (admin, filter) => admin.codReconciliation(filter));

export default function AdminCod({ loaderData }: Route.ComponentProps) {
  return <StaffOnly view={loaderData}>{(view) => <CodReconciliationPage {...view} />}</StaffOnly>;
}

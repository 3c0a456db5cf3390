import { adminPageMeta, staffListLoader, StaffOnly } from "#app/features/admin/admin-route.tsx";
import { StockInspectionsPage } from "#app/features/admin/products/StockInspectionsPage.tsx";
import type { Route } from "./+types/admin.stock-inspections";

export const meta = adminPageMeta("stockInspections.title");

export const loader = staffListLoader(
  () => ({}),
  (admin) => admin.stockInspections(),
);

export default function AdminStockInspections({ loaderData }: Route.ComponentProps) {
  return <StaffOnly view={loaderData}>{(view, { csrfToken }) => <StockInspectionsPage {...view} csrfToken={csrfToken} />}</StaffOnly>;
}

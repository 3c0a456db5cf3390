import { readInvoiceFilter } from "#domain/admin/invoices";
import { adminPageMeta, staffListLoader, StaffOnly } from "#app/features/admin/admin-route.tsx";
import { InvoicesPage } from "#app/features/admin/invoices/InvoicesPage.tsx";
import type { Route } from "./+types/admin.invoices";

export const meta = adminPageMeta("invoices.title");

export const loader = staffListLoader(readInvoiceFilter, (admin, filter) => admin.invoices(filter));

export default function AdminInvoices({ loaderData }: Route.ComponentProps) {
  return <StaffOnly view={loaderData}>{(page, { csrfToken }) => <InvoicesPage {...page} csrfToken={csrfToken} />}</StaffOnly>;
}

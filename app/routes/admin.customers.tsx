import { readCustomerFilter } from "#domain/admin/customers";
import { adminPageMeta, staffListLoader, StaffOnly } from "#app/features/admin/admin-route.tsx";
import { CustomersPage } from "#app/features/admin/customers/CustomersPage.tsx";
import type { Route } from "./+types/admin.customers";

export const meta = adminPageMeta("customers.title");

export const loader = staffListLoader(readCustomerFilter, (admin, filter) => admin.customers(filter));

export default function AdminCustomers({ loaderData }: Route.ComponentProps) {
  return <StaffOnly view={loaderData}>{(page) => <CustomersPage {...page} />}</StaffOnly>;
}

import { data } from "react-router";
import { readCustomerFilter } from "#domain/admin-customers";
import { adminMeta } from "#app/features/admin/admin-meta.ts";
import { AdminForbidden } from "#app/features/admin/AdminForbidden.tsx";
import { CustomersPage } from "#app/features/admin/customers/CustomersPage.tsx";
import type { Route } from "./+types/admin.customers";

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, "customers.title");
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const filter = readCustomerFilter(new URL(request.url).searchParams);
  const page = await context.admin.customers(filter);
  if (page === null) return data({ forbidden: true as const }, { status: 403 });
  return { forbidden: false as const, filter, ...page };
}

export default function AdminCustomers({ loaderData }: Route.ComponentProps) {
  if (loaderData.forbidden) return <AdminForbidden />;
  return <CustomersPage filter={loaderData.filter} customers={loaderData.customers} total={loaderData.total} />;
}

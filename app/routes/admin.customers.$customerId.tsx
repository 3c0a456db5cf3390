import { data, useRouteLoaderData } from "react-router";
import { adminMeta } from "#app/features/admin/admin-meta.ts";
import { AdminForbidden } from "#app/features/admin/AdminForbidden.tsx";
import { CustomerPage } from "#app/features/admin/customers/CustomerPage.tsx";
import type { Route } from "./+types/admin.customers.$customerId";
import type { loader as adminLoader } from "./admin.tsx";

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, "customer.title");
}

export async function loader({ context, params }: Route.LoaderArgs) {
  const id = /^\d{1,10}$/.test(params.customerId) ? Number(params.customerId) : 0;
  const found = await context.admin.customer(id);
  if (found === null) return data({ forbidden: true as const, customer: null }, { status: 403 });
  if (found.customer === null) return data({ forbidden: false as const, customer: null }, { status: 404 });
  return { forbidden: false as const, customer: found.customer };
}

export default function AdminCustomer({ loaderData }: Route.ComponentProps) {
  const admin = useRouteLoaderData<typeof adminLoader>("routes/admin");
  if (!admin || loaderData.forbidden) return <AdminForbidden />;
  return <CustomerPage customer={loaderData.customer} role={admin.staff.role} csrfToken={admin.csrfToken} />;
}

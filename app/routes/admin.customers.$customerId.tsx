import { data } from "react-router";
import { adminPageMeta, StaffOnly } from "#app/features/admin/admin-route.tsx";
import { CustomerPage } from "#app/features/admin/customers/CustomerPage.tsx";
import type { Route } from "./+types/admin.customers.$customerId";

export const meta = adminPageMeta("customer.title");

export async function loader({ context, params }: Route.LoaderArgs) {
  const id = /^\d{1,10}$/.test(params.customerId) ? Number(params.customerId) : 0;
  const found = await context.admin.customer(id);
  if (found === null) return data({ forbidden: true as const, customer: null }, { status: 403 });
  if (found.customer === null) return data({ forbidden: false as const, customer: null }, { status: 404 });
  return { forbidden: false as const, customer: found.customer };
}

export default function AdminCustomer({ loaderData }: Route.ComponentProps) {
  return (
    <StaffOnly view={loaderData}>
      {(found, { staff, csrfToken }) => <CustomerPage {...found} role={staff.role} csrfToken={csrfToken} />}
    </StaffOnly>
  );
}

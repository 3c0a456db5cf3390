import { data, useRouteLoaderData } from "react-router";
import { readInvoiceFilter } from "#domain/admin-invoices";
import { adminMeta } from "#app/features/admin/admin-meta.ts";
import { AdminForbidden } from "#app/features/admin/AdminForbidden.tsx";
import { InvoicesPage } from "#app/features/admin/invoices/InvoicesPage.tsx";
import type { Route } from "./+types/admin.invoices";
import type { loader as adminLoader } from "./admin.tsx";

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, "invoices.title");
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const filter = readInvoiceFilter(new URL(request.url).searchParams);
  const page = await context.admin.invoices(filter);
  if (page === null) return data({ forbidden: true as const }, { status: 403 });
  return { forbidden: false as const, filter, ...page };
}

export default function AdminInvoices({ loaderData }: Route.ComponentProps) {
  const admin = useRouteLoaderData<typeof adminLoader>("routes/admin");
  if (!admin || loaderData.forbidden) return <AdminForbidden />;
  return (
    <InvoicesPage
      filter={loaderData.filter}
      invoices={loaderData.rows}
      total={loaderData.total}
      notSent={loaderData.notSent}
      canSend={loaderData.canSend}
      csrfToken={admin.csrfToken}
    />
  );
}

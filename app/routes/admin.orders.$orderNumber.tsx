import { data, useRouteLoaderData } from "react-router";
import { adminPageMeta } from "#app/features/admin/admin-route.tsx";
import { AdminForbidden } from "#app/features/admin/AdminForbidden.tsx";
import { OrderPage } from "#app/features/admin/orders/OrderPage.tsx";
import { ParcelTaskNotice } from "#app/features/admin/parcel-tasks/ParcelTasks.tsx";
import type { Route } from "./+types/admin.orders.$orderNumber";
import type { loader as adminLoader } from "./admin.tsx";

export const meta = adminPageMeta("order.title");

export async function loader({ context, params }: Route.LoaderArgs) {
  const number = /^\d{1,10}$/.test(params.orderNumber) ? Number(params.orderNumber) : 0;
  const [found, invoices, parcelTasks, parcels] = await Promise.all([
    context.admin.order(number),
    context.admin.orderInvoices(number),
    context.admin.parcelTasks(number),
    context.admin.orderParcels(number),
  ]);
  const none = { order: null, invoices: null, events: null, source: null, parcelTasks: null, parcels: null };
  if (found === null) return data({ forbidden: true as const, ...none }, { status: 403 });
  if (found.order === null) return data({ forbidden: false as const, ...none }, { status: 404 });
  // The events name the order by its id, which only the order's row tells: read after it, not beside it.
  const [events, source] = await Promise.all([context.admin.orderEvents(found.order.id), context.admin.orderSource(found.order.id)]);
  return { forbidden: false as const, order: found.order, invoices, events, source: source?.credit ?? null, parcelTasks, parcels };
}

export default function AdminOrder({ loaderData }: Route.ComponentProps) {
  const admin = useRouteLoaderData<typeof adminLoader>("routes/admin");
  if (!admin || loaderData.forbidden) return <AdminForbidden />;
  return (
    <OrderPage
      order={loaderData.order}
      invoices={loaderData.invoices}
      events={loaderData.events}
      source={loaderData.source}
      parcels={loaderData.parcels}
      staff={admin.staff}
      csrfToken={admin.csrfToken}
      parcelNotice={<ParcelTaskNotice view={loaderData.parcelTasks} csrfToken={admin.csrfToken} />}
    />
  );
}

import { data } from "react-router";
import { readOrderFilter } from "#domain/admin-orders";
import { adminMeta } from "#app/features/admin/admin-meta.ts";
import { AdminForbidden } from "#app/features/admin/AdminForbidden.tsx";
import { OrdersPage } from "#app/features/admin/orders/OrdersPage.tsx";
import type { Route } from "./+types/admin.orders";

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, "orders.title");
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const filter = readOrderFilter(new URL(request.url).searchParams);
  const list = await context.admin.orders(filter);
  if (list === null) return data({ forbidden: true as const }, { status: 403 });
  return { forbidden: false as const, filter, ...list };
}

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  if (loaderData.forbidden) return <AdminForbidden />;
  return <OrdersPage filter={loaderData.filter} orders={loaderData.orders} total={loaderData.total} />;
}

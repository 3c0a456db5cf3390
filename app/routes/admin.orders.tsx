import { readOrderFilter } from "#domain/admin/orders";
import { adminPageMeta, staffListLoader, StaffOnly } from "#app/features/admin/admin-route.tsx";
import { OrdersPage } from "#app/features/admin/orders/OrdersPage.tsx";
import type { Route } from "./+types/admin.orders";

export const meta = adminPageMeta("orders.title");

export const loader = staffListLoader(readOrderFilter, (admin, filter) => admin.orders(filter));

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  return <StaffOnly view={loaderData}>{(list) => <OrdersPage {...list} />}</StaffOnly>;
}

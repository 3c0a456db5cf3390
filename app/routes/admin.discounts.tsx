import { data, useRouteLoaderData } from "react-router";
import { readDiscountFilter } from "#domain/admin-discounts";
import { adminMeta } from "#app/features/admin/admin-meta.ts";
import { AdminForbidden } from "#app/features/admin/AdminForbidden.tsx";
import { DiscountsPage } from "#app/features/admin/discounts/DiscountsPage.tsx";
import type { Route } from "./+types/admin.discounts";
import type { loader as adminLoader } from "./admin.tsx";

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, "discounts.title");
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const filter = readDiscountFilter(new URL(request.url).searchParams);
  const list = await context.admin.discounts(filter);
  if (list === null) return data({ forbidden: true as const }, { status: 403 });
  return { forbidden: false as const, filter, ...list };
}

export default function AdminDiscounts({ loaderData }: Route.ComponentProps) {
  const admin = useRouteLoaderData<typeof adminLoader>("routes/admin");
  if (!admin || loaderData.forbidden) return <AdminForbidden />;
  return (
    <DiscountsPage
      filter={loaderData.filter}
      discounts={loaderData.discounts}
      canManage={loaderData.canManage}
      csrfToken={admin.csrfToken}
    />
  );
}

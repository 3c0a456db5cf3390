import { data } from "react-router";
import { readSubscriptionFilter } from "#domain/admin-subscriptions";
import { adminMeta } from "#app/features/admin/admin-meta.ts";
import { AdminForbidden } from "#app/features/admin/AdminForbidden.tsx";
import { SubscriptionsPage } from "#app/features/admin/subscriptions/SubscriptionsPage.tsx";
import type { Route } from "./+types/admin.subscriptions";

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, "subscriptions.title");
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const filter = readSubscriptionFilter(new URL(request.url).searchParams);
  const page = await context.admin.subscriptions(filter);
  if (page === null) return data({ forbidden: true as const }, { status: 403 });
  return { forbidden: false as const, filter, page };
}

export default function AdminSubscriptions({ loaderData }: Route.ComponentProps) {
  if (loaderData.forbidden) return <AdminForbidden />;
  return <SubscriptionsPage filter={loaderData.filter} page={loaderData.page} />;
}

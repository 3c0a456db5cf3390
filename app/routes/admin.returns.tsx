import { data } from "react-router";
import { readReturnFilter } from "#domain/admin-returns";
import { adminMeta } from "#app/features/admin/admin-meta.ts";
import { AdminForbidden } from "#app/features/admin/AdminForbidden.tsx";
import { ReturnsPage } from "#app/features/admin/returns/ReturnsPage.tsx";
import type { Route } from "./+types/admin.returns";

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, "returns.title");
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const filter = readReturnFilter(new URL(request.url).searchParams);
  const page = await context.admin.returns(filter);
  if (page === null) return data({ forbidden: true as const }, { status: 403 });
  return { forbidden: false as const, filter, ...page };
}

export default function AdminReturns({ loaderData }: Route.ComponentProps) {
  if (loaderData.forbidden) return <AdminForbidden />;
  return <ReturnsPage filter={loaderData.filter} returns={loaderData.returns} total={loaderData.total} />;
}

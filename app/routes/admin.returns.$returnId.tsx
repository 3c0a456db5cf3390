import { data, useRouteLoaderData } from "react-router";
import { adminMeta } from "#app/features/admin/admin-meta.ts";
import { AdminForbidden } from "#app/features/admin/AdminForbidden.tsx";
import { ReturnPage } from "#app/features/admin/returns/ReturnPage.tsx";
import type { Route } from "./+types/admin.returns.$returnId";
import type { loader as adminLoader } from "./admin.tsx";

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, "return.title");
}

export async function loader({ context, params }: Route.LoaderArgs) {
  const id = /^[1-9]\d{0,9}$/.test(params.returnId) ? Number(params.returnId) : 0;
  const found = await context.admin.returnDetail(id);
  if (found === null) return data({ forbidden: true as const, detail: null }, { status: 403 });
  if (found.return === null) return data({ forbidden: false as const, detail: null }, { status: 404 });
  return { forbidden: false as const, detail: found.return };
}

export default function AdminReturn({ loaderData }: Route.ComponentProps) {
  const admin = useRouteLoaderData<typeof adminLoader>("routes/admin");
  if (!admin || loaderData.forbidden) return <AdminForbidden />;
  return <ReturnPage key={loaderData.detail?.id ?? 0} detail={loaderData.detail} staff={admin.staff} csrfToken={admin.csrfToken} />;
}

import { data, useRouteLoaderData } from "react-router";
import { adminMeta } from "#app/features/admin/admin-meta.ts";
import { AdminForbidden } from "#app/features/admin/AdminForbidden.tsx";
import { StaffPage } from "#app/features/admin/StaffPage.tsx";
import type { Route } from "./+types/admin.staff";
import type { loader as adminLoader } from "./admin.tsx";

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, "staff.title");
}

export async function loader({ context }: Route.LoaderArgs) {
  const [members, sessions] = await Promise.all([context.staff.members(), context.staff.sessions()]);
  if (members === null || sessions === null) return data({ forbidden: true as const }, { status: 403 });
  return { forbidden: false as const, members, sessions };
}

export default function AdminStaff({ loaderData }: Route.ComponentProps) {
  const admin = useRouteLoaderData<typeof adminLoader>("routes/admin");
  if (!admin || loaderData.forbidden) return <AdminForbidden />;
  return <StaffPage me={admin.staff} csrfToken={admin.csrfToken} members={loaderData.members} sessions={loaderData.sessions} />;
}

import { useRouteLoaderData } from "react-router";
import { adminMeta } from "#app/features/admin/admin-meta.ts";
import { AdminAccountPage } from "#app/features/admin/AdminAccountPage.tsx";
import type { Route } from "./+types/admin.account";
import type { loader as adminLoader } from "./admin.tsx";

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, "account.title");
}

export default function AdminAccount() {
  const admin = useRouteLoaderData<typeof adminLoader>("routes/admin");
  return admin ? <AdminAccountPage staff={admin.staff} /> : null;
}

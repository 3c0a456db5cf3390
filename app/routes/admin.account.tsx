import { useRouteLoaderData } from "react-router";
import { adminPageMeta } from "#app/features/admin/admin-route.tsx";
import { AdminAccountPage } from "#app/features/admin/AdminAccountPage.tsx";
import type { loader as adminLoader } from "./admin.tsx";

export const meta = adminPageMeta("account.title");

export default function AdminAccount() {
  const admin = useRouteLoaderData<typeof adminLoader>("routes/admin");
  return admin ? <AdminAccountPage staff={admin.staff} /> : null;
}

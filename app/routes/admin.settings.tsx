import { data, useRouteLoaderData } from "react-router";
import { adminMeta } from "#app/features/admin/admin-meta.ts";
import { AdminForbidden } from "#app/features/admin/AdminForbidden.tsx";
import { SettingsPage } from "#app/features/admin/settings/SettingsPage.tsx";
import type { Route } from "./+types/admin.settings";
import type { loader as adminLoader } from "./admin.tsx";

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, "settings.title");
}

export async function loader({ context }: Route.LoaderArgs) {
  const settings = await context.admin.settings();
  if (settings === null) return data({ forbidden: true as const }, { status: 403 });
  return { forbidden: false as const, ...settings };
}

export default function AdminSettings({ loaderData }: Route.ComponentProps) {
  const admin = useRouteLoaderData<typeof adminLoader>("routes/admin");
  if (!admin || loaderData.forbidden) return <AdminForbidden />;
  return (
    <SettingsPage
      zones={loaderData.zones}
      vatRates={loaderData.vatRates}
      oss={loaderData.oss}
      exchangeRates={loaderData.exchangeRates}
      holdUnverified={loaderData.holdUnverified}
      anpc={loaderData.anpc}
      csrfToken={admin.csrfToken}
    />
  );
}

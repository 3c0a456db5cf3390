import { adminPageMeta, staffOnly, StaffOnly } from "#app/features/admin/admin-route.tsx";
import { SettingsPage } from "#app/features/admin/settings/SettingsPage.tsx";
import type { Route } from "./+types/admin.settings";

export const meta = adminPageMeta("settings.title");

export async function loader({ context }: Route.LoaderArgs) {
  return staffOnly(await context.admin.settings());
}

export default function AdminSettings({ loaderData }: Route.ComponentProps) {
  return <StaffOnly view={loaderData}>{(settings, { csrfToken }) => <SettingsPage {...settings} csrfToken={csrfToken} />}</StaffOnly>;
}

import { data, Outlet, redirect } from "react-router";
import { STAFF_LOGIN_PATH } from "#domain/admin/paths";
import { ADMIN_PAGE_HEADERS } from "#app/features/admin/admin-meta.ts";
import { AdminShell } from "#app/features/admin/AdminShell.tsx";
import { pageTexts } from "#app/lib/i18n/texts-files.server.ts";
import type { Route } from "./+types/admin";

export function headers() {
  return ADMIN_PAGE_HEADERS;
}

/** Every admin page needs a signed-in member; a visitor is sent to sign in and brought back after. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const signedIn = await context.staff.current();
  if (!signedIn) {
    const url = new URL(request.url);
    throw redirect(`${STAFF_LOGIN_PATH}?next=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return data({ ...signedIn, brandName: context.brandName, translations: pageTexts(context.language, ["admin"]) });
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell staff={loaderData.staff} csrfToken={loaderData.csrfToken} brandName={loaderData.brandName}>
      <Outlet />
    </AdminShell>
  );
}

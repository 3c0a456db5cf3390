import { ADMIN_PAGE_HEADERS } from "#app/features/admin/admin-meta.ts";
import { adminPageMeta } from "#app/features/admin/admin-route.tsx";
import { AdminSetupPage } from "#app/features/admin/AdminSetupPage.tsx";
import { pageTexts } from "#app/lib/i18n/texts-files.server.ts";
import type { Route } from "./+types/admin.setup";

export const meta = adminPageMeta("setup.title");

export function headers() {
  return ADMIN_PAGE_HEADERS;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  return {
    token,
    setup: token ? await context.staff.setup(token) : null,
    brandName: context.brandName,
    translations: pageTexts(context.language, ["admin"]),
  };
}

export default function AdminSetup({ loaderData }: Route.ComponentProps) {
  return <AdminSetupPage token={loaderData.token} setup={loaderData.setup} brandName={loaderData.brandName} />;
}

import { redirect, useSearchParams } from "react-router";
import { ADMIN_PATH } from "#domain/admin/paths";
import { ADMIN_PAGE_HEADERS } from "#app/features/admin/admin-meta.ts";
import { adminPageMeta } from "#app/features/admin/admin-route.tsx";
import { AdminLoginPage } from "#app/features/admin/AdminLoginPage.tsx";
import { pageTexts } from "#app/lib/i18n/texts-files.server.ts";
import type { Route } from "./+types/admin.login";

export const meta = adminPageMeta("login.title");

export function headers() {
  return ADMIN_PAGE_HEADERS;
}

/** Only paths inside the admin: a `next` elsewhere (another site) is ignored. */
export function adminNext(next: string | null): string {
  return next !== null && (next === ADMIN_PATH || next.startsWith(`${ADMIN_PATH}/`) || next.startsWith(`${ADMIN_PATH}?`))
    ? next
    : ADMIN_PATH;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const next = adminNext(new URL(request.url).searchParams.get("next"));
  if (await context.staff.current()) throw redirect(next);
  return {
    brandName: context.brandName,
    pendingSecondFactor: await context.staff.pendingSecondFactor(),
    translations: pageTexts(context.language, ["admin"]),
  };
}

export default function AdminLogin({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  return (
    <AdminLoginPage
      brandName={loaderData.brandName}
      pendingSecondFactor={loaderData.pendingSecondFactor}
      next={adminNext(searchParams.get("next"))}
    />
  );
}

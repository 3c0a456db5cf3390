import { adminPageMeta, staffOnly, StaffOnly } from "#app/features/admin/admin-route.tsx";
import { FinderEditor } from "#app/features/admin/finder/FinderEditor.tsx";
import type { Route } from "./+types/admin.finder";

export const meta = adminPageMeta("finder.title");

export async function loader({ context }: Route.LoaderArgs) {
  return staffOnly(await context.admin.finder());
}

export default function AdminFinder({ loaderData }: Route.ComponentProps) {
  return <StaffOnly view={loaderData}>{(view, { csrfToken }) => <FinderEditor {...view} csrfToken={csrfToken} />}</StaffOnly>;
}

import { adminPageMeta, staffOnly, StaffOnly } from "#app/features/admin/admin-route.tsx";
import { ContentPage } from "#app/features/admin/content/ContentPage.tsx";
import type { Route } from "./+types/admin.content";

export const meta = adminPageMeta("content.title");

export async function loader({ context }: Route.LoaderArgs) {
  return staffOnly(await context.admin.content());
}

export default function AdminContent({ loaderData }: Route.ComponentProps) {
  return <StaffOnly view={loaderData}>{(content, { csrfToken }) => <ContentPage {...content} csrfToken={csrfToken} />}</StaffOnly>;
}

import { data, useRouteLoaderData } from "react-router";
import { adminMeta } from "#app/features/admin/admin-meta.ts";
import { AdminForbidden } from "#app/features/admin/AdminForbidden.tsx";
import { ContentPage } from "#app/features/admin/content/ContentPage.tsx";
import type { Route } from "./+types/admin.content";
import type { loader as adminLoader } from "./admin.tsx";

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, "content.title");
}

export async function loader({ context }: Route.LoaderArgs) {
  const content = await context.admin.content();
  if (content === null) return data({ forbidden: true as const }, { status: 403 });
  return { forbidden: false as const, ...content };
}

export default function AdminContent({ loaderData }: Route.ComponentProps) {
  const admin = useRouteLoaderData<typeof adminLoader>("routes/admin");
  if (!admin || loaderData.forbidden) return <AdminForbidden />;
  return <ContentPage pages={loaderData.pages} csrfToken={admin.csrfToken} />;
}

import { data, useRouteLoaderData } from "react-router";
import { readSubscriberFilter } from "#domain/admin-newsletter";
import { adminMeta } from "#app/features/admin/admin-meta.ts";
import { AdminForbidden } from "#app/features/admin/AdminForbidden.tsx";
import { NewsletterPage } from "#app/features/admin/newsletter/NewsletterPage.tsx";
import type { Route } from "./+types/admin.newsletter";
import type { loader as adminLoader } from "./admin.tsx";

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, "newsletter.title");
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const filter = readSubscriberFilter(new URL(request.url).searchParams);
  const page = await context.admin.newsletter(filter);
  if (page === null) return data({ forbidden: true as const }, { status: 403 });
  return { forbidden: false as const, filter, ...page };
}

export default function AdminNewsletter({ loaderData }: Route.ComponentProps) {
  const admin = useRouteLoaderData<typeof adminLoader>("routes/admin");
  if (!admin || loaderData.forbidden) return <AdminForbidden />;
  return (
    <NewsletterPage
      filter={loaderData.filter}
      subscribers={loaderData.subscribers}
      total={loaderData.total}
      role={admin.staff.role}
      csrfToken={admin.csrfToken}
    />
  );
}

import { data, useRouteLoaderData } from "react-router";
import { z } from "zod";
import { adminPageMeta } from "#app/features/admin/admin-route.tsx";
import { AdminForbidden } from "#app/features/admin/AdminForbidden.tsx";
import { AuditPage } from "#app/features/admin/AuditPage.tsx";
import { DeadEvents } from "#app/features/admin/domain-events/DeadEvents.tsx";
import type { Route } from "./+types/admin.audit";
import type { loader as adminLoader } from "./admin.tsx";

export const meta = adminPageMeta("audit.title");

const DAY_MS = 86_400_000;
// A bookmarked view with a wrong value still opens: the wrong filter is ignored, not an error page.
const text = z.string().trim().max(254).catch("");
const day = z.iso.date().catch("");
const query = z.object({ action: text, staff: text, from: day, to: day, page: z.coerce.number().int().min(1).max(10_000).catch(1) });

export async function loader({ context, request }: Route.LoaderArgs) {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const { page, ...filters } = query.parse({ action: "", staff: "", from: "", to: "", ...params });
  const [log, dead] = await Promise.all([
    context.staff.audit(
      {
        ...(filters.action ? { action: filters.action } : {}),
        ...(filters.staff ? { staffEmail: filters.staff } : {}),
        ...(filters.from ? { from: new Date(`${filters.from}T00:00:00Z`) } : {}),
        ...(filters.to ? { to: new Date(new Date(`${filters.to}T00:00:00Z`).getTime() + DAY_MS) } : {}),
      },
      page,
    ),
    context.admin.deadEvents(),
  ]);
  if (log === null || dead === null) return data({ forbidden: true as const }, { status: 403 });
  return { forbidden: false as const, filters, page, ...log, dead };
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const admin = useRouteLoaderData<typeof adminLoader>("routes/admin");
  if (!admin || loaderData.forbidden) return <AdminForbidden />;
  const { filters, page, entries, total, pageSize, dead } = loaderData;
  return (
    <AuditPage
      filters={filters}
      page={page}
      entries={entries}
      total={total}
      pageSize={pageSize}
      deadLetters={<DeadEvents events={dead.events} canRetry={dead.canRetry} shownAtMost={dead.shownAtMost} csrfToken={admin.csrfToken} />}
    />
  );
}

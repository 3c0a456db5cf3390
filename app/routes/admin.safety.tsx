import { data } from "react-router";
import { z } from "zod";
import { adminMeta } from "#app/features/admin/admin-meta.ts";
import { AdminForbidden } from "#app/features/admin/AdminForbidden.tsx";
import { SafetyFilePage } from "#app/features/admin/safety/SafetyFilePage.tsx";
import type { Route } from "./+types/admin.safety";

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, "safetyFile.title");
}

// A bookmarked page number that is wrong still opens the first page.
const query = z.object({ page: z.coerce.number().int().min(1).max(10_000).catch(1) });

export async function loader({ context, request }: Route.LoaderArgs) {
  const { page } = query.parse(Object.fromEntries(new URL(request.url).searchParams));
  const file = await context.admin.safetyFile(page);
  if (file === null) return data({ forbidden: true as const }, { status: 403 });
  return { forbidden: false as const, page, ...file };
}

export default function AdminSafety({ loaderData }: Route.ComponentProps) {
  if (loaderData.forbidden) return <AdminForbidden />;
  return <SafetyFilePage page={loaderData.page} reports={loaderData.reports} total={loaderData.total} pageSize={loaderData.pageSize} />;
}

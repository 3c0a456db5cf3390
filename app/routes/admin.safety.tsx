import { z } from "zod";
import { adminPageMeta, StaffOnly, staffOnly } from "#app/features/admin/admin-route.tsx";
import { SafetyFilePage } from "#app/features/admin/safety/SafetyFilePage.tsx";
import type { Route } from "./+types/admin.safety";

export const meta = adminPageMeta("safetyFile.title");

// A bookmarked page number that is wrong still opens the first page.
const query = z.object({ page: z.coerce.number().int().min(1).max(10_000).catch(1) });

export async function loader({ context, request }: Route.LoaderArgs) {
  const { page } = query.parse(Object.fromEntries(new URL(request.url).searchParams));
  const file = await context.admin.safetyFile(page);
  return staffOnly(file, { page });
}

export default function AdminSafety({ loaderData }: Route.ComponentProps) {
  return <StaffOnly view={loaderData}>{(file) => <SafetyFilePage {...file} />}</StaffOnly>;
}

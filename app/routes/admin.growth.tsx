import { data } from "react-router";
import { adminPageMeta, StaffOnly } from "#app/features/admin/admin-route.tsx";
import { GrowthPage } from "#app/features/admin/growth/GrowthPage.tsx";
import type { Route } from "./+types/admin.growth";

export const meta = adminPageMeta("growth.title");

export async function loader({ context, request }: Route.LoaderArgs) {
  const reading = await context.admin.growth(new URL(request.url).searchParams);
  if (reading === null) return data({ forbidden: true as const }, { status: 403 });
  return data({ forbidden: false as const, reading }, { status: reading.ok ? 200 : 400 });
}

export default function AdminGrowth({ loaderData }: Route.ComponentProps) {
  return <StaffOnly view={loaderData}>{(growth) => <GrowthPage {...growth} />}</StaffOnly>;
}

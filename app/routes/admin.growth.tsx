import { adminPageMeta, StaffOnly, staffReadingLoader } from "#app/features/admin/admin-route.tsx";
import { GrowthPage } from "#app/features/admin/growth/GrowthPage.tsx";
import type { Route } from "./+types/admin.growth";

export const meta = adminPageMeta("growth.title");

export const loader = staffReadingLoader((admin, query) => admin.growth(query));

export default function AdminGrowth({ loaderData }: Route.ComponentProps) {
  return <StaffOnly view={loaderData}>{(growth) => <GrowthPage {...growth} />}</StaffOnly>;
}

import { readReturnFilter } from "#domain/admin/returns";
import { adminPageMeta, staffListLoader, StaffOnly } from "#app/features/admin/admin-route.tsx";
import { ReturnsPage } from "#app/features/admin/returns/ReturnsPage.tsx";
import type { Route } from "./+types/admin.returns";

export const meta = adminPageMeta("returns.title");

export const loader = staffListLoader(readReturnFilter, (admin, filter) => admin.returns(filter));

export default function AdminReturns({ loaderData }: Route.ComponentProps) {
  return <StaffOnly view={loaderData}>{(page) => <ReturnsPage {...page} />}</StaffOnly>;
}

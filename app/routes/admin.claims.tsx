import { readClaimsFilter } from "#domain/admin/claims";
import { adminPageMeta, staffListLoader, StaffOnly } from "#app/features/admin/admin-route.tsx";
import { ClaimsPage } from "#app/features/admin/claims/ClaimsPage.tsx";
import type { Route } from "./+types/admin.claims";

export const meta = adminPageMeta("claims.title");

export const loader = staffListLoader(readClaimsFilter, (admin, filter) => admin.claimsCheck(filter));

export default function AdminClaims({ loaderData }: Route.ComponentProps) {
  return <StaffOnly view={loaderData}>{(report, { csrfToken }) => <ClaimsPage {...report} csrfToken={csrfToken} />}</StaffOnly>;
}

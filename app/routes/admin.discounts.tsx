import { readDiscountFilter } from "#domain/admin/discounts";
import { adminPageMeta, staffListLoader, StaffOnly } from "#app/features/admin/admin-route.tsx";
import { DiscountsPage } from "#app/features/admin/discounts/DiscountsPage.tsx";
import type { Route } from "./+types/admin.discounts";

export const meta = adminPageMeta("discounts.title");

export const loader = staffListLoader(readDiscountFilter, (admin, filter) => admin.discounts(filter));

export default function AdminDiscounts({ loaderData }: Route.ComponentProps) {
  return <StaffOnly view={loaderData}>{(list, { csrfToken }) => <DiscountsPage {...list} csrfToken={csrfToken} />}</StaffOnly>;
}

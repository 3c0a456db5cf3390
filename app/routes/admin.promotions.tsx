import { adminPageMeta, staffOnly, StaffOnly } from "#app/features/admin/admin-route.tsx";
import { PromotionsPage } from "#app/features/admin/promotions/PromotionsPage.tsx";
import type { Route } from "./+types/admin.promotions";

export const meta = adminPageMeta("promotions.title");

export async function loader({ context }: Route.LoaderArgs) {
  return staffOnly(await context.admin.promotions());
}

export default function AdminPromotions({ loaderData }: Route.ComponentProps) {
  return <StaffOnly view={loaderData}>{(list, { csrfToken }) => <PromotionsPage {...list} csrfToken={csrfToken} />}</StaffOnly>;
}

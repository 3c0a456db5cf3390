import { data, useRouteLoaderData } from "react-router";
import { adminPageMeta } from "#app/features/admin/admin-route.tsx";
import { AdminForbidden } from "#app/features/admin/AdminForbidden.tsx";
import { PromotionFormPage } from "#app/features/admin/promotions/PromotionFormPage.tsx";
import type { Route } from "./+types/admin.promotions.$id";
import type { loader as adminLoader } from "./admin.tsx";

export const meta = adminPageMeta("promotions.form.pageTitle");

/** `/admin/promotions/new` opens the empty form; a number is a promotion to edit; anything else is not one. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const id = params.id === "new" ? null : /^\d{1,9}$/.test(params.id) ? Number(params.id) : 0;
  const found = await context.admin.promotion(id === 0 ? -1 : id);
  if (found === null) return data({ forbidden: true as const, promotion: null, isNew: false, zones: [] }, { status: 403 });
  if (id !== null && found.promotion === null)
    return data({ forbidden: false as const, promotion: null, isNew: false, zones: [] }, { status: 404 });
  return { forbidden: false as const, promotion: found.promotion, isNew: id === null, zones: found.zones };
}

export default function AdminPromotion({ loaderData }: Route.ComponentProps) {
  const admin = useRouteLoaderData<typeof adminLoader>("routes/admin");
  if (!admin || loaderData.forbidden) return <AdminForbidden />;
  // A new key once a promotion is created, so its page starts afresh and says it was created.
  return (
    <PromotionFormPage
      key={loaderData.promotion?.id ?? "new"}
      promotion={loaderData.promotion}
      isNew={loaderData.isNew}
      zones={loaderData.zones}
      csrfToken={admin.csrfToken}
    />
  );
}

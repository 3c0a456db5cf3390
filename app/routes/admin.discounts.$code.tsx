import { data, useRouteLoaderData } from "react-router";
import { adminPageMeta } from "#app/features/admin/admin-route.tsx";
import { AdminForbidden } from "#app/features/admin/AdminForbidden.tsx";
import { DiscountFormPage } from "#app/features/admin/discounts/DiscountFormPage.tsx";
import type { Route } from "./+types/admin.discounts.$code";
import type { loader as adminLoader } from "./admin.tsx";

export const meta = adminPageMeta("discounts.form.editTitle");

/** `/admin/discounts/new` opens the empty form; any other segment is a code to edit. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const code = params.code === "new" ? null : params.code.trim().toUpperCase();
  const found = await context.admin.discount(code);
  if (found === null) return data({ forbidden: true as const, discount: null, isNew: false, products: [] }, { status: 403 });
  if (code !== null && found.discount === null)
    return data({ forbidden: false as const, discount: null, isNew: false, products: [] }, { status: 404 });
  return { forbidden: false as const, discount: found.discount, isNew: code === null, products: found.products };
}

export default function AdminDiscount({ loaderData }: Route.ComponentProps) {
  const admin = useRouteLoaderData<typeof adminLoader>("routes/admin");
  if (!admin || loaderData.forbidden) return <AdminForbidden />;
  // A new key once a new code is created, so its page starts afresh and says it was created.
  return (
    <DiscountFormPage
      key={loaderData.discount?.code ?? "new"}
      discount={loaderData.discount}
      isNew={loaderData.isNew}
      products={loaderData.products}
      csrfToken={admin.csrfToken}
    />
  );
}

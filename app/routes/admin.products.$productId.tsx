import { data, Link, useRouteLoaderData } from "react-router";
import { adminPageMeta } from "#app/features/admin/admin-route.tsx";
import { AdminForbidden } from "#app/features/admin/AdminForbidden.tsx";
import { linkClass } from "#app/features/admin/admin-forms.ts";
import { ProductEditor } from "#app/features/admin/products/ProductEditor.tsx";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import type { Route } from "./+types/admin.products.$productId";
import type { loader as adminLoader } from "./admin.tsx";

export const meta = adminPageMeta("products.editor.title");

export async function loader({ context, params }: Route.LoaderArgs) {
  const id = /^\d{1,9}$/.test(params.productId) ? Number(params.productId) : null;
  const editor = await context.admin.product(id);
  if (editor === null) return data({ forbidden: true as const }, { status: 403 });
  if (editor.product === null) return data({ forbidden: false as const, product: null }, { status: 404 });
  return { forbidden: false as const, product: editor.product };
}

export default function AdminEditProduct({ loaderData }: Route.ComponentProps) {
  const admin = useRouteLoaderData<typeof adminLoader>("routes/admin");
  const { t } = useTranslation("admin");
  if (!admin || loaderData.forbidden) return <AdminForbidden />;
  if (!loaderData.product)
    return (
      <>
        <h1 className="text-3xl">{t("products.editor.notFoundTitle")}</h1>
        <p className="mt-3">
          {t("products.editor.notFound")}{" "}
          <Link to="/admin/products" className={linkClass}>
            {t("products.editor.backToList")}
          </Link>
        </p>
      </>
    );
  // A new key per product: opening another product starts its own form, not this one's values.
  return <ProductEditor key={loaderData.product.id} product={loaderData.product} csrfToken={admin.csrfToken} />;
}

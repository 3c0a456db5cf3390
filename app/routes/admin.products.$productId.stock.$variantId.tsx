import { data, Link, useRouteLoaderData } from "react-router";
import { adminPageMeta } from "#app/features/admin/admin-route.tsx";
import { AdminForbidden } from "#app/features/admin/AdminForbidden.tsx";
import { linkClass } from "#app/features/admin/admin-forms.ts";
import { StockLedgerPage } from "#app/features/admin/products/StockLedgerPage.tsx";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import type { Route } from "./+types/admin.products.$productId.stock.$variantId";
import type { loader as adminLoader } from "./admin.tsx";

export const meta = adminPageMeta("stockLedger.metaTitle");

const rowId = (value: string | undefined) => (value !== undefined && /^\d{1,9}$/.test(value) ? Number(value) : null);

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const page = rowId(new URL(request.url).searchParams.get("page") ?? undefined) ?? 1;
  const view = await context.admin.variantStock(rowId(params.productId), rowId(params.variantId), page);
  if (view === null) return data({ forbidden: true as const }, { status: 403 });
  if (view.stock === null) return data({ forbidden: false as const, stock: null }, { status: 404 });
  return { forbidden: false as const, stock: view.stock };
}

export default function AdminVariantStock({ loaderData }: Route.ComponentProps) {
  const admin = useRouteLoaderData<typeof adminLoader>("routes/admin");
  const { t } = useTranslation("admin");
  if (!admin || loaderData.forbidden) return <AdminForbidden />;
  if (!loaderData.stock)
    return (
      <>
        <h1 className="text-3xl">{t("stockLedger.notFoundTitle")}</h1>
        <p className="mt-3">
          <Link to="/admin/products" className={linkClass}>
            {t("stockLedger.backToProducts")}
          </Link>
        </p>
      </>
    );
  return <StockLedgerPage key={loaderData.stock.variantId} stock={loaderData.stock} csrfToken={admin.csrfToken} />;
}

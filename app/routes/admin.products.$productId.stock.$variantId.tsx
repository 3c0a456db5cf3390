import { data } from "react-router";
import { adminPageMeta, StaffOnly } from "#app/features/admin/admin-route.tsx";
import { AdminNotFound } from "#app/features/admin/AdminNotFound.tsx";
import { StockLedgerPage } from "#app/features/admin/products/StockLedgerPage.tsx";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import type { Route } from "./+types/admin.products.$productId.stock.$variantId";

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
  const { t } = useTranslation("admin");
  return (
    <StaffOnly view={loaderData}>
      {({ stock }, { csrfToken }) =>
        stock ? (
          <StockLedgerPage key={stock.variantId} stock={stock} csrfToken={csrfToken} />
        ) : (
          <AdminNotFound title={t("stockLedger.notFoundTitle")} backTo="/admin/products" backLabel={t("stockLedger.backToProducts")} />
        )
      }
    </StaffOnly>
  );
}

import { data } from "react-router";
import { adminPageMeta, StaffOnly } from "#app/features/admin/admin-route.tsx";
import { AdminNotFound } from "#app/features/admin/AdminNotFound.tsx";
import { ProductEditor } from "#app/features/admin/products/ProductEditor.tsx";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import type { Route } from "./+types/admin.products.$productId";

export const meta = adminPageMeta("products.editor.title");

export async function loader({ context, params }: Route.LoaderArgs) {
  const id = /^\d{1,9}$/.test(params.productId) ? Number(params.productId) : null;
  const editor = await context.admin.product(id);
  if (editor === null) return data({ forbidden: true as const }, { status: 403 });
  if (editor.product === null) return data({ forbidden: false as const, product: null }, { status: 404 });
  return { forbidden: false as const, product: editor.product, claims: editor.claims };
}

export default function AdminEditProduct({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  return (
    <StaffOnly view={loaderData}>
      {(view, { csrfToken }) =>
        // A new key per product: opening another product starts its own form, not this one's values.
        view.product ? (
          <ProductEditor
            key={view.product.id}
            product={view.product}
            claims={"claims" in view ? view.claims : null}
            csrfToken={csrfToken}
          />
        ) : (
          <AdminNotFound
            title={t("products.editor.notFoundTitle")}
            message={t("products.editor.notFound")}
            backTo="/admin/products"
            backLabel={t("products.editor.backToList")}
          />
        )
      }
    </StaffOnly>
  );
}

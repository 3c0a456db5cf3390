import { Link } from "react-router";
import { PRODUCT_STATUSES, type AdminProduct, type ProductFilter, type ProductStatus } from "#domain/admin/products";
import { LOW_STOCK_THRESHOLD } from "#domain/admin/dashboard";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { buttonClass, linkClass } from "../admin-forms.ts";
import { AdminFilterForm, FilterSearch, FilterChoice } from "../AdminTable.tsx";
import { ProductStatusButton } from "./ProductStatusButton.tsx";
import { VariantRow } from "./VariantRow.tsx";

const TONES: Record<ProductStatus, string> = {
  active: "bg-emerald-100 text-emerald-900",
  draft: "bg-stone-200 text-stone-800",
};

/**
 * The catalogue at a glance: each product with its status and, per variant, the price, the price before
 * discount, the stock and the sale switch, editable where they are shown. The filters live in the URL.
 */
export function ProductsPage({ filter, products, csrfToken }: { filter: ProductFilter; products: AdminProduct[]; csrfToken: string }) {
  const { t } = useTranslation("admin");
  const narrowed = filter.q !== undefined || filter.status !== undefined || filter.stock !== undefined;

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl">{t("products.title")}</h1>
        <Link to="/admin/products/new" className={buttonClass}>
          {t("products.new")}
        </Link>
      </div>
      <p className="mt-2 max-w-prose text-muted">{t("products.intro")}</p>

      <AdminFilterForm
        section="products"
        clearTo={narrowed ? undefined : false}
        className="mt-6 grid sm:grid-cols-[2fr_1fr_auto] sm:items-end"
        actionsClassName="sm:col-span-3"
      >
        <FilterSearch label={t("products.filters.search")} value={filter.q} />
        <FilterChoice name="status" value={filter.status} values={PRODUCT_STATUSES} optionKey="products.status" />
        <label className="flex min-h-11 items-center gap-2 text-sm font-semibold">
          <input type="checkbox" name="stock" value="low" defaultChecked={filter.stock === "low"} className="size-6 accent-brand" />
          {t("products.filters.lowStock", { count: LOW_STOCK_THRESHOLD })}
        </label>
      </AdminFilterForm>

      <p className="mt-6 text-sm text-muted" aria-live="polite">
        {t("products.count", { count: products.length })}
      </p>
      {products.length === 0 ? (
        <p className="mt-3 rounded-xl bg-white p-4">{narrowed ? t("products.noMatch") : t("products.empty")}</p>
      ) : (
        <ul className="mt-3 flex flex-col gap-4" aria-label={t("products.listLabel")}>
          {products.map((product) => (
            <li key={product.id}>
              <section aria-labelledby={`product-${product.id}`} className="rounded-2xl border border-line bg-white p-4">
                <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                  <div>
                    <h2 id={`product-${product.id}`} className="text-xl">
                      {product.title}
                    </h2>
                    <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
                      <span className={`inline-block rounded-full px-3 py-1 text-xs font-semibold ${TONES[product.status]}`}>
                        {t(`products.status.${product.status}`)}
                      </span>
                      <span>/{product.handle}</span>
                      <Link to={`/admin/products/${product.id}`} className={linkClass} aria-describedby={`product-${product.id}`}>
                        {t("products.edit")}
                      </Link>
                      {product.status === "active" ? (
                        <a href={`/products/${product.handle}`} className={linkClass} aria-describedby={`product-${product.id}`}>
                          {t("products.viewInStore")}
                        </a>
                      ) : null}
                    </p>
                  </div>
                  <ProductStatusButton product={product} titleId={`product-${product.id}`} csrfToken={csrfToken} />
                </div>
                <div className="mt-2">
                  {product.variants.map((variant) => (
                    <VariantRow
                      key={variant.id}
                      variant={variant}
                      productId={product.id}
                      productTitle={product.title}
                      csrfToken={csrfToken}
                    />
                  ))}
                </div>
              </section>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

import { Link } from "react-router";
import type { VariantStockView } from "#domain/stock-ledger";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { linkClass } from "../admin-forms.ts";
import { AdminTable } from "../AdminTable.tsx";
import { ListPages } from "../ListPages.tsx";
import { dateTimeFormat } from "../orders/order-format.ts";
import { StockAdjustForm, StockThresholdSection } from "./StockLedgerForms.tsx";
import { useStockLedger } from "./use-stock-ledger.ts";
import { useStockMovementColumns } from "./use-stock-movement-columns.tsx";

/**
 * A variant's stock as the owner reads it (issue 40 item 5): what is left, every movement with its cause (linked to
 * its order or return), the change and the balance after it, who adjusted it and why; an adjustment with a note;
 * the low-stock threshold the owner is emailed at.
 */
export function StockLedgerPage({ stock, csrfToken }: { stock: VariantStockView; csrfToken: string }) {
  const { t, i18n } = useTranslation("admin");
  const when = dateTimeFormat(i18n.language);
  const number = new Intl.NumberFormat(i18n.language === "ro" ? "ro-RO" : "en-GB");
  const { id, status, busy, changeRef, noteRef, thresholdRef, adjust, saveThreshold, typed } = useStockLedger(stock, csrfToken);
  const columns = useStockMovementColumns();
  const name = stock.variantTitle ? `${stock.productTitle} – ${stock.variantTitle}` : stock.productTitle;

  return (
    <>
      <p className="text-sm">
        <Link to="/admin/products" className={linkClass}>
          {t("stockLedger.backToProducts")}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl">{t("stockLedger.title", { name })}</h1>
      <p className="mt-1 text-muted">{t("products.sku", { sku: stock.sku })}</p>

      <div className="mt-4 grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <section aria-labelledby={`${id}-now`} className="min-w-0 rounded-2xl border border-line bg-white p-4">
          <h2 id={`${id}-now`} className="text-xl">
            {t("stockLedger.now")}
          </h2>
          <p className="mt-2 text-3xl font-semibold">
            {stock.stockQuantity === null ? t("products.notCounted") : number.format(stock.stockQuantity)}
          </p>
          {stock.waiting ? (
            <p className="mt-2">
              {t("stockLedger.waiting", { count: stock.waiting.count, since: when.format(new Date(stock.waiting.oldestRequestedAt)) })}
            </p>
          ) : null}
          {stock.stockFrom ? (
            <p className="mt-2">
              {t("stockLedger.takesFrom")}{" "}
              <Link to={`/admin/products/${stock.productId}/stock/${stock.stockFrom.variantId}`} className={linkClass}>
                {stock.stockFrom.title}
              </Link>
            </p>
          ) : null}
          {stock.stockQuantity !== null ? (
            <StockAdjustForm id={id} changeRef={changeRef} noteRef={noteRef} typed={typed} busy={busy} onSubmit={adjust} />
          ) : (
            <p className="mt-2 text-muted">{t("stockLedger.notCountedHint")}</p>
          )}
        </section>

        <StockThresholdSection id={id} thresholdRef={thresholdRef} typed={typed} busy={busy} onSubmit={saveThreshold} />
      </div>

      <p
        id={`${id}-status`}
        role="status"
        className={`mt-3 min-h-6 text-sm ${status?.kind === "error" ? "font-semibold text-red-800" : "text-emerald-800"}`}
      >
        {status?.text ?? ""}
      </p>

      <section aria-labelledby={`${id}-movements`} className="mt-4">
        <h2 id={`${id}-movements`} className="text-xl">
          {t("stockLedger.movements")}
        </h2>
        <AdminTable
          label={t("stockLedger.movements")}
          caption={t("stockLedger.caption", { name })}
          rows={stock.movements}
          columns={columns}
          rowKey={(movement) => String(movement.id)}
          minWidth="sm:min-w-[40rem]"
          className="mt-2"
          look="ledger"
          empty={<p className="mt-2 text-muted">{t("stockLedger.noMovements")}</p>}
        />
        <ListPages
          page={stock.page}
          pages={stock.pages}
          label={t("stockLedger.pages")}
          linkTo={(page) => `/admin/products/${stock.productId}/stock/${stock.variantId}?page=${page}`}
        />
      </section>
    </>
  );
}

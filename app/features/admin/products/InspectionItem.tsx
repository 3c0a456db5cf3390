import { Link } from "react-router";
import type { InspectionOutcome, StockInspectionView } from "#domain/stock-ledger";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { buttonClass, linkClass, secondaryButtonClass } from "../admin-forms.ts";

export const nameOf = (item: StockInspectionView) =>
  item.variantTitle ? `${item.productTitle} – ${item.variantTitle}` : item.productTitle;

/** One unit brought back: what it is, where it came from and when, and the two decisions on it. */
export function InspectionItem({
  item,
  busy,
  when,
  decide,
}: {
  item: StockInspectionView;
  /** A decision on some row is on its way. */
  busy: boolean;
  when: Intl.DateTimeFormat;
  decide: (outcome: InspectionOutcome) => void;
}) {
  const { t } = useTranslation("admin");
  return (
    <li className="rounded-2xl border border-line bg-white p-4">
      <h2 className="text-lg font-semibold">
        <Link to={`/admin/products/${item.productId}/stock/${item.variantId}`} className={linkClass}>
          {nameOf(item)}
        </Link>
      </h2>
      <p className="text-sm text-muted">{t("products.sku", { sku: item.sku })}</p>
      <p className="mt-1">
        {t("stockInspections.units", { count: item.quantity })} · {t(`stockInspections.sources.${item.source}`)}
        {item.returnId !== null ? (
          <>
            {" · "}
            <Link to={`/admin/returns/${item.returnId}`} className={`${linkClass} whitespace-nowrap`}>
              {t("stockLedger.returnLink", { id: item.returnId })}
            </Link>
          </>
        ) : item.orderNumber !== null ? (
          <>
            {" · "}
            <Link to={`/admin/orders/${item.orderNumber}`} className={`${linkClass} whitespace-nowrap`}>
              {t("stockLedger.orderLink", { number: item.orderNumber })}
            </Link>
          </>
        ) : null}
      </p>
      <p className="text-sm text-muted">
        <time dateTime={item.createdAt}>{when.format(new Date(item.createdAt))}</time>
        {item.note ? ` · ${item.note}` : ""}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          className={`${buttonClass} aria-disabled:cursor-progress aria-disabled:opacity-60`}
          aria-disabled={busy || undefined}
          aria-label={t("stockInspections.sellableFor", { name: nameOf(item) })}
          onClick={() => decide("sellable")}
        >
          {t("stockInspections.sellable")}
        </button>
        <button
          type="button"
          className={`${secondaryButtonClass} aria-disabled:cursor-progress aria-disabled:opacity-60`}
          aria-disabled={busy || undefined}
          aria-label={t("stockInspections.damagedFor", { name: nameOf(item) })}
          onClick={() => decide("damaged")}
        >
          {t("stockInspections.damaged")}
        </button>
      </div>
    </li>
  );
}

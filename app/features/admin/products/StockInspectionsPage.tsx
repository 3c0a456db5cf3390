import { useId, useState } from "react";
import { Link, useRevalidator } from "react-router";
import type { InspectionOutcome, StockInspectionView } from "#domain/stock-ledger";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { adminCall } from "../admin-call.ts";
import { buttonClass, linkClass, secondaryButtonClass } from "../admin-forms.ts";
import { dateTimeFormat } from "../orders/order-format.ts";

type Status = { kind: "done" | "error"; text: string } | null;

/**
 * Units a refused or returned parcel, or a customer's return, brought back to the shop (issue 64 item 4): out of stock
 * until the owner looks at them and decides sellable (back in stock) or damaged (written off), each row once.
 */
export function StockInspectionsPage({ inspections, csrfToken }: { inspections: StockInspectionView[]; csrfToken: string }) {
  const { t, i18n } = useTranslation("admin");
  const when = dateTimeFormat(i18n.language);
  const revalidator = useRevalidator();
  const id = useId();
  const [status, setStatus] = useState<Status>(null);
  const [busy, setBusy] = useState<number | null>(null);

  async function decide(item: StockInspectionView, outcome: InspectionOutcome) {
    const name = nameOf(item);
    setBusy(item.id);
    const answer = await adminCall<{ outcome: InspectionOutcome }>(`/stock/inspections/${item.id}`, { body: { outcome }, csrfToken });
    setBusy(null);
    if (answer.kind !== "ok") {
      setStatus({ kind: "error", text: answer.kind === "refused" ? answer.error : t("errors.network") });
      // Decided by someone else meanwhile: the list drops the row either way.
      if (answer.kind === "refused") await revalidator.revalidate();
      return;
    }
    await revalidator.revalidate();
    setStatus({ kind: "done", text: t(`stockInspections.done.${outcome}`, { count: item.quantity, name }) });
  }

  return (
    <>
      <h1 className="text-3xl">{t("stockInspections.title")}</h1>
      <p className="mt-1 max-w-prose text-muted">{t("stockInspections.intro")}</p>
      <p
        id={`${id}-status`}
        role="status"
        className={`mt-3 min-h-6 text-sm ${status?.kind === "error" ? "font-semibold text-red-800" : "text-emerald-800"}`}
      >
        {status?.text ?? ""}
      </p>
      {inspections.length === 0 ? (
        <p className="mt-2">{t("stockInspections.none")}</p>
      ) : (
        <ul className="mt-2 grid gap-3" aria-label={t("stockInspections.title")}>
          {inspections.map((item) => (
            <li key={item.id} className="rounded-2xl border border-line bg-white p-4">
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
                    <Link to={`/admin/returns/${item.returnId}`} className={linkClass}>
                      {t("stockLedger.returnLink", { id: item.returnId })}
                    </Link>
                  </>
                ) : item.orderNumber !== null ? (
                  <>
                    {" · "}
                    <Link to={`/admin/orders/${item.orderNumber}`} className={linkClass}>
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
                  className={buttonClass}
                  disabled={busy !== null}
                  aria-label={t("stockInspections.sellableFor", { name: nameOf(item) })}
                  onClick={() => void decide(item, "sellable")}
                >
                  {t("stockInspections.sellable")}
                </button>
                <button
                  type="button"
                  className={secondaryButtonClass}
                  disabled={busy !== null}
                  aria-label={t("stockInspections.damagedFor", { name: nameOf(item) })}
                  onClick={() => void decide(item, "damaged")}
                >
                  {t("stockInspections.damaged")}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

const nameOf = (item: StockInspectionView) => (item.variantTitle ? `${item.productTitle} – ${item.variantTitle}` : item.productTitle);

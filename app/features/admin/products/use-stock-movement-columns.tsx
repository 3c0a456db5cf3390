import type { ColumnDef } from "@tanstack/react-table";
import { Link } from "react-router";
import type { StockMovementView } from "#domain/stock-ledger";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { linkClass } from "../admin-forms.ts";
import { listColumn } from "../AdminTable.tsx";
import { dateTimeFormat } from "../orders/order-format.ts";

/** The ledger's columns: when, the cause (linked to its order or return) with the note, the change, the balance, who. */
export function useStockMovementColumns(): ColumnDef<StockMovementView>[] {
  const { t, i18n } = useTranslation("admin");
  const when = dateTimeFormat(i18n.language);
  const number = new Intl.NumberFormat(i18n.language === "ro" ? "ro-RO" : "en-GB");
  return [
    listColumn(
      "date",
      t("stockLedger.columns.date"),
      (movement) => <time dateTime={movement.createdAt}>{when.format(new Date(movement.createdAt))}</time>,
      { cellClassName: "sm:whitespace-nowrap" },
    ),
    listColumn("cause", t("stockLedger.columns.cause"), (movement) => (
      <>
        {t(`stockLedger.causes.${movement.cause}`)}
        {movement.returnId !== null ? (
          <>
            {" · "}
            <Link to={`/admin/returns/${movement.returnId}`} className={linkClass}>
              {t("stockLedger.returnLink", { id: movement.returnId })}
            </Link>
          </>
        ) : movement.orderNumber !== null ? (
          <>
            {" · "}
            <Link to={`/admin/orders/${movement.orderNumber}`} className={linkClass}>
              {t("stockLedger.orderLink", { number: movement.orderNumber })}
            </Link>
          </>
        ) : null}
        {movement.note ? <span className="block text-muted">“{movement.note}”</span> : null}
      </>
    )),
    listColumn(
      "change",
      t("stockLedger.columns.change"),
      (movement) => (
        <span className={movement.change < 0 ? "text-red-800" : "text-emerald-800"}>
          {movement.change > 0 ? "+" : movement.change < 0 ? "−" : ""}
          {number.format(Math.abs(movement.change))}
        </span>
      ),
      { headerClassName: "text-right", cellClassName: "text-right font-semibold tabular-nums" },
    ),
    listColumn("balance", t("stockLedger.columns.balance"), (movement) => number.format(movement.balanceAfter), {
      headerClassName: "text-right",
      cellClassName: "text-right tabular-nums",
    }),
    listColumn(
      "by",
      t("stockLedger.columns.by"),
      (movement) => movement.staffEmail ?? <span className="text-muted">{t("stockLedger.system")}</span>,
      { cellClassName: "break-all" },
    ),
  ];
}

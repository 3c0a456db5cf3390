import { createColumnHelper } from "@tanstack/react-table";
import { Link } from "react-router";
import type { AdminOrderRow } from "#domain/admin/orders";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { linkClass } from "../admin-forms.ts";
import { dateTimeFormat, lei, money } from "./order-format.ts";
import { shownFulfilment, shownStatus, StatusBadge } from "./StatusBadge.tsx";

const column = createColumnHelper<AdminOrderRow>();

/** The orders table's columns past the batch checkbox. */
export function useOrderColumns() {
  const { t, i18n } = useTranslation("admin");
  const when = dateTimeFormat(i18n.language);
  return [
    column.accessor("orderNumber", {
      id: "number",
      header: () => t("orders.columns.number"),
      cell: (info) => (
        <Link to={`/admin/orders/${info.getValue()}`} className={linkClass}>
          #{info.getValue()}
        </Link>
      ),
    }),
    column.accessor("createdAt", {
      header: () => t("orders.columns.date"),
      cell: (info) => <time dateTime={info.getValue()}>{when.format(new Date(info.getValue()))}</time>,
    }),
    column.display({
      id: "customer",
      header: () => t("orders.columns.customer"),
      cell: ({ row }) => (
        <>
          <span className="block font-semibold">{row.original.name}</span>
          <span className="block break-all text-muted">{row.original.email}</span>
        </>
      ),
    }),
    column.display({
      id: "total",
      header: () => t("orders.columns.total"),
      cell: ({ row }) => (
        <>
          <span className="block font-semibold">{lei(row.original.totalRonMinor)}</span>
          {row.original.currencyCode !== "RON" ? (
            <span className="block text-muted">{money(row.original.totalMinor, row.original.currencyCode)}</span>
          ) : null}
        </>
      ),
    }),
    column.display({
      id: "payment",
      header: () => t("orders.columns.payment"),
      cell: ({ row }) => (
        <>
          <span className="block">{t(`orders.method.${row.original.paymentMethod}`)}</span>
          {row.original.paymentStatus ? (
            <span className="block text-muted">{t(`orders.paymentStatus.${row.original.paymentStatus}`)}</span>
          ) : null}
        </>
      ),
    }),
    column.accessor("fulfilmentStatus", {
      header: () => t("orders.columns.fulfilment"),
      cell: ({ row }) => <StatusBadge kind="fulfilment" value={shownFulfilment(row.original)} />,
    }),
    column.accessor("status", {
      header: () => t("orders.columns.status"),
      cell: ({ row }) => <StatusBadge kind="status" value={shownStatus(row.original)} />,
    }),
  ];
}

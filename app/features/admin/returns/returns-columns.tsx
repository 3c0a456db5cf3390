import { createColumnHelper } from "@tanstack/react-table";
import { Link } from "react-router";
import type { AdminReturnRow } from "#domain/admin/returns";
import type { TFunction } from "#app/lib/i18n/translator.ts";
import { linkClass } from "../admin-forms.ts";
import { money } from "../orders/order-format.ts";
import { OverdueBadge, ReturnStatusBadge } from "./ReturnStatusBadge.tsx";

const column = createColumnHelper<AdminReturnRow>();

/** The returns queue's columns: the return and its order, who, what, its status, amount and days. */
export function returnsColumns(t: TFunction, day: Intl.DateTimeFormat) {
  return [
    column.display({
      id: "return",
      header: () => t("returns.columns.return"),
      cell: ({ row: { original: row } }) => (
        <>
          <Link to={`/admin/returns/${row.id}`} className={`${linkClass} whitespace-nowrap`}>
            {t("returns.number", { id: row.id })}
          </Link>
          {/* First in the row, so a narrow screen shows it before the table scrolls. */}
          {row.overdue ? (
            <span className="mt-1 block">
              <OverdueBadge />
            </span>
          ) : null}
        </>
      ),
    }),
    column.accessor("orderNumber", {
      id: "order",
      header: () => t("returns.columns.order"),
      cell: (info) => (
        <Link to={`/admin/orders/${info.getValue()}`} className={`${linkClass} whitespace-nowrap`}>
          #{info.getValue()}
        </Link>
      ),
    }),
    column.accessor("email", {
      id: "customer",
      header: () => t("returns.columns.customer"),
      meta: { cellClassName: "break-all" },
    }),
    column.accessor("kind", {
      header: () => t("returns.columns.kind"),
      cell: (info) => t(`returns.kind.${info.getValue()}`),
    }),
    column.accessor("status", {
      header: () => t("returns.columns.status"),
      cell: (info) => <ReturnStatusBadge state={info.getValue()} />,
    }),
    column.display({
      id: "amount",
      header: () => t("returns.columns.amount"),
      meta: { cellClassName: "whitespace-nowrap" },
      cell: ({ row: { original: row } }) => (
        <>
          <span className="block font-semibold">{money(row.refundMinor, row.currencyCode)}</span>
          <span className="block text-muted">{t(`returns.method.${row.refundMethod}`)}</span>
        </>
      ),
    }),
    column.accessor("createdAt", {
      id: "requested",
      header: () => t("returns.columns.requested"),
      meta: { cellClassName: "whitespace-nowrap" },
      cell: (info) => <time dateTime={info.getValue()}>{day.format(new Date(info.getValue()))}</time>,
    }),
    column.display({
      id: "deadline",
      header: () => t("returns.columns.deadline"),
      cell: ({ row: { original: row } }) =>
        row.refundDueBy ? (
          <time dateTime={row.refundDueBy} className={`block whitespace-nowrap ${row.overdue ? "font-bold text-red-800" : ""}`}>
            {day.format(new Date(row.refundDueBy))}
          </time>
        ) : (
          <>
            <span aria-hidden="true">—</span>
            <span className="sr-only">{t("returns.noDeadline")}</span>
          </>
        ),
    }),
  ];
}

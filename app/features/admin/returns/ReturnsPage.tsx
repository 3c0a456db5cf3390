import { createColumnHelper } from "@tanstack/react-table";
import { Link } from "react-router";
import { ADMIN_RETURNS_PAGE_SIZE, RETURN_STATUS_FILTERS, type AdminReturnRow, type ReturnFilter } from "#domain/admin-returns";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { linkClass } from "../admin-forms.ts";
import { AdminFilterForm, FilterChoice } from "../AdminTable.tsx";
import { listPage } from "../ListPages.tsx";
import { PagedAdminTable } from "../PagedAdminTable.tsx";
import { dateTimeFormat, money } from "../orders/order-format.ts";
import { OverdueBadge, ReturnStatusBadge } from "./ReturnStatusBadge.tsx";

const column = createColumnHelper<AdminReturnRow>();

/**
 * The returns queue (issue 19 item 4): returns and legal withdrawals, those waiting first and the oldest first,
 * filtered by status or to the withdrawals past their refund deadline, paged by links so the URL holds the view.
 */
export function ReturnsPage({ filter, returns, total }: { filter: ReturnFilter; returns: AdminReturnRow[]; total: number }) {
  const { t, i18n } = useTranslation("admin");
  const day = dateTimeFormat(i18n.language, { dateStyle: "medium" });

  const columns = [
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

  const list = listPage("returns", filter, total, ADMIN_RETURNS_PAGE_SIZE);
  return (
    <>
      <h1 className="text-3xl">{t("returns.title")}</h1>
      <p className="mt-2 max-w-2xl text-muted">{t("returns.intro")}</p>

      <AdminFilterForm section="returns" columns={2}>
        <FilterChoice name="status" value={filter.status} values={RETURN_STATUS_FILTERS} optionKey="returns.status" />
        <label className="flex min-h-11 items-center gap-3 self-end text-sm font-semibold">
          <input type="checkbox" name="overdue" value="1" defaultChecked={filter.overdue === "1"} className="size-5 accent-brand" />
          {t("returns.filters.overdue")}
        </label>
      </AdminFilterForm>

      <PagedAdminTable
        list={list}
        rows={returns}
        columns={columns}
        minWidth="min-w-[60rem]"
        rowClassName={(row) => (row.overdue ? "bg-red-50" : undefined)}
      />
    </>
  );
}

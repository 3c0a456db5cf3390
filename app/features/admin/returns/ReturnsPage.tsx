import { Form, Link } from "react-router";
import {
  ADMIN_RETURNS_PAGE_SIZE,
  RETURN_STATUS_FILTERS,
  returnFilterQuery,
  type AdminReturnRow,
  type ReturnFilter,
} from "#domain/admin-returns";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { buttonClass, linkClass, secondaryButtonClass } from "../admin-forms.ts";
import { EmptyListNotice, ListPages } from "../ListPages.tsx";
import { dateTimeFormat, money } from "../orders/order-format.ts";
import { OverdueBadge, ReturnStatusBadge } from "./ReturnStatusBadge.tsx";

const cell = "border-b border-line px-3 py-3 text-left align-top";
const inputClass = "mt-1 block min-h-11 w-full rounded-xl border border-line bg-white px-3";
const COLUMNS = ["return", "order", "customer", "kind", "status", "amount", "requested", "deadline"] as const;

/**
 * The returns queue (issue 19 item 4): returns and legal withdrawals, those waiting first and the oldest first,
 * filtered by status or to the withdrawals past their refund deadline, paged by links so the URL holds the view.
 */
export function ReturnsPage({ filter, returns, total }: { filter: ReturnFilter; returns: AdminReturnRow[]; total: number }) {
  const { t, i18n } = useTranslation("admin");
  const day = dateTimeFormat(i18n.language, { dateStyle: "medium" });
  const pages = Math.max(1, Math.ceil(total / ADMIN_RETURNS_PAGE_SIZE));
  const label = t("returns.tableLabel");

  return (
    <>
      <h1 className="text-3xl">{t("returns.title")}</h1>
      <p className="mt-2 max-w-2xl text-muted">{t("returns.intro")}</p>

      <Form
        method="get"
        aria-label={t("returns.filters.label")}
        className="mt-6 grid gap-4 rounded-2xl border border-line bg-white p-4 sm:grid-cols-2"
      >
        <label className="text-sm font-semibold">
          {t("returns.filters.status")}
          <select name="status" defaultValue={filter.status ?? ""} className={inputClass}>
            <option value="">{t("returns.filters.any")}</option>
            {RETURN_STATUS_FILTERS.map((status) => (
              <option key={status} value={status}>
                {t(`returns.status.${status}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex min-h-11 items-center gap-3 self-end text-sm font-semibold">
          <input type="checkbox" name="overdue" value="1" defaultChecked={filter.overdue === "1"} className="size-5 accent-brand" />
          {t("returns.filters.overdue")}
        </label>
        <div className="flex flex-wrap items-end gap-3 sm:col-span-2">
          <button type="submit" className={buttonClass}>
            {t("returns.filters.apply")}
          </button>
          <Link to="/admin/returns" className={secondaryButtonClass}>
            {t("returns.filters.clear")}
          </Link>
        </div>
      </Form>

      <p className="mt-6 text-sm text-muted" aria-live="polite">
        {t("returns.count", { count: total, page: filter.page, pages })}
      </p>
      {returns.length === 0 ? (
        <EmptyListNotice section="returns" view={{ status: filter.status, overdue: filter.overdue }} total={total} />
      ) : (
        <div
          tabIndex={0}
          role="region"
          aria-label={label}
          className="relative mt-3 overflow-x-auto rounded-2xl border border-line bg-white"
        >
          <table className="w-full min-w-[60rem] border-collapse text-sm">
            <caption className="sr-only">{label}</caption>
            <thead>
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className={cell}>
                    {t(`returns.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {returns.map((row) => (
                <tr key={row.id} className={row.overdue ? "bg-red-50" : undefined}>
                  <td className={cell}>
                    <Link to={`/admin/returns/${row.id}`} className={`${linkClass} whitespace-nowrap`}>
                      {t("returns.number", { id: row.id })}
                    </Link>
                    {/* First in the row, so a narrow screen shows it before the table scrolls. */}
                    {row.overdue ? (
                      <span className="mt-1 block">
                        <OverdueBadge />
                      </span>
                    ) : null}
                  </td>
                  <td className={cell}>
                    <Link to={`/admin/orders/${row.orderNumber}`} className={`${linkClass} whitespace-nowrap`}>
                      #{row.orderNumber}
                    </Link>
                  </td>
                  <td className={`${cell} break-all`}>{row.email}</td>
                  <td className={cell}>{t(`returns.kind.${row.kind}`)}</td>
                  <td className={cell}>
                    <ReturnStatusBadge status={row.status} />
                  </td>
                  <td className={`${cell} whitespace-nowrap`}>
                    <span className="block font-semibold">{money(row.refundMinor, row.currencyCode)}</span>
                    <span className="block text-muted">{t(`returns.method.${row.refundMethod}`)}</span>
                  </td>
                  <td className={`${cell} whitespace-nowrap`}>
                    <time dateTime={row.createdAt}>{day.format(new Date(row.createdAt))}</time>
                  </td>
                  <td className={cell}>
                    {row.refundDueBy ? (
                      <time dateTime={row.refundDueBy} className={`block whitespace-nowrap ${row.overdue ? "font-bold text-red-800" : ""}`}>
                        {day.format(new Date(row.refundDueBy))}
                      </time>
                    ) : (
                      <>
                        <span aria-hidden="true">—</span>
                        <span className="sr-only">{t("returns.noDeadline")}</span>
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ListPages
        page={filter.page}
        pages={pages}
        linkTo={(page) => `/admin/returns${returnFilterQuery({ ...filter, page })}`}
        label={t("returns.pagination")}
      />
    </>
  );
}

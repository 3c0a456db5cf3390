import { createColumnHelper, flexRender, getCoreRowModel, useReactTable, type SortingState } from "@tanstack/react-table";
import { Form, Link, useRouteLoaderData } from "react-router";
import {
  ADMIN_ORDERS_PAGE_SIZE,
  FULFILMENT_STATUSES,
  orderFilterQuery,
  PAYMENT_STATUS_FILTERS,
  type AdminOrderRow,
  type OrderFilter,
  type OrderSort,
} from "#domain/admin-orders";
import { ADMIN_API_PATH } from "#domain/admin-paths";
import { ORDER_STATUSES, PAYMENT_METHODS } from "#domain/order-contract";
import { can } from "#domain/staff-roles";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import type { loader as adminLoader } from "#app/routes/admin.tsx";
import { buttonClass, linkClass, secondaryButtonClass } from "../admin-forms.ts";
import { EmptyListNotice, ListPages } from "../ListPages.tsx";
import { dateTimeFormat, lei, money } from "./order-format.ts";
import { shownFulfilment, shownStatus, StatusBadge } from "./StatusBadge.tsx";

const cell = "border-b border-line px-3 py-3 text-left align-top";
const inputClass = "mt-1 block min-h-11 w-full rounded-xl border border-line bg-white px-3";

const column = createColumnHelper<AdminOrderRow>();

/** Columns the server sorts by, keyed by the table's column id. */
const SORT_OF_COLUMN: Record<string, OrderSort> = { number: "number", createdAt: "created", customer: "email", total: "total" };

/**
 * The orders list: filters and search in a GET form, sorting by the column headers' links and pages by
 * links, so the URL holds the whole view (a bookmark opens it again). The server sorts, filters and
 * pages; the table (TanStack Table) lays out what one page brought.
 */
export function OrdersPage({ filter, orders, total }: { filter: OrderFilter; orders: AdminOrderRow[]; total: number }) {
  const { t, i18n } = useTranslation("admin");
  const admin = useRouteLoaderData<typeof adminLoader>("routes/admin");
  const when = dateTimeFormat(i18n.language);
  const pages = Math.max(1, Math.ceil(total / ADMIN_ORDERS_PAGE_SIZE));
  const sortBy = filter.sort ?? "created";
  const direction = filter.dir ?? "desc";
  const sorting: SortingState = Object.entries(SORT_OF_COLUMN)
    .filter(([, sort]) => sort === sortBy)
    .map(([id]) => ({ id, desc: direction === "desc" }));
  // The filters past the search open by themselves when one of them is set, so a bookmark shows its view.
  const narrowed = [
    filter.status,
    filter.fulfilment,
    filter.method,
    filter.payment,
    filter.subscription,
    filter.code,
    filter.from,
    filter.to,
  ].some((value) => value !== undefined && value !== "");
  const viewLink = (changes: Partial<OrderFilter>) => `/admin/orders${orderFilterQuery({ ...filter, ...changes })}`;

  const columns = [
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

  const table = useReactTable({
    data: orders,
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    manualFiltering: true,
    pageCount: pages,
    state: { sorting, pagination: { pageIndex: filter.page - 1, pageSize: ADMIN_ORDERS_PAGE_SIZE } },
  });

  const exportQuery = orderFilterQuery({ ...filter, page: 1, sort: undefined, dir: undefined });
  const exportHref = `${ADMIN_API_PATH}/orders/export.csv${exportQuery}${exportQuery ? "&" : "?"}lng=${i18n.language}`;
  const select = (name: keyof OrderFilter, values: readonly string[], label: string, optionKey: string) => (
    <label className="text-sm font-semibold">
      {label}
      <select name={name} defaultValue={(filter[name] as string | undefined) ?? ""} className={inputClass}>
        <option value="">{t("orders.filters.any")}</option>
        {values.map((value) => (
          <option key={value} value={value}>
            {t(`${optionKey}.${value}`)}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <>
      <h1 className="text-3xl">{t("orders.title")}</h1>
      <Form
        method="get"
        aria-label={t("orders.filters.label")}
        className="mt-6 grid gap-4 rounded-2xl border border-line bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        <label className="text-sm font-semibold sm:col-span-2">
          {t("orders.filters.search")}
          <input type="search" name="q" defaultValue={filter.q ?? ""} className={inputClass} aria-describedby="orders-search-hint" />
          <span id="orders-search-hint" className="mt-1 block font-normal text-muted">
            {t("orders.filters.searchHint")}
          </span>
        </label>
        <details open={narrowed || undefined} className="sm:col-span-2 lg:col-span-4">
          <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand-dark">
            {t("orders.filters.more")}
          </summary>
          <div className="mt-2 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {select("status", ORDER_STATUSES, t("orders.filters.status"), "orders.status")}
            {select("fulfilment", FULFILMENT_STATUSES, t("orders.filters.fulfilment"), "orders.fulfilment")}
            {select("method", PAYMENT_METHODS, t("orders.filters.method"), "orders.method")}
            {select("payment", PAYMENT_STATUS_FILTERS, t("orders.filters.payment"), "orders.paymentStatus")}
            {select("subscription", ["yes", "no"], t("orders.filters.subscription"), "orders.subscription")}
            <label className="text-sm font-semibold">
              {t("orders.filters.code")}
              <input type="text" name="code" defaultValue={filter.code ?? ""} className={inputClass} autoCapitalize="characters" />
            </label>
            <label className="text-sm font-semibold">
              {t("orders.filters.from")}
              <input type="date" name="from" defaultValue={filter.from ?? ""} className={inputClass} />
            </label>
            <label className="text-sm font-semibold">
              {t("orders.filters.to")}
              <input type="date" name="to" defaultValue={filter.to ?? ""} className={inputClass} />
            </label>
          </div>
        </details>
        {filter.sort ? <input type="hidden" name="sort" value={filter.sort} /> : null}
        {filter.dir ? <input type="hidden" name="dir" value={filter.dir} /> : null}
        <div className="flex flex-wrap items-end gap-3 sm:col-span-2">
          <button type="submit" className={buttonClass}>
            {t("orders.filters.apply")}
          </button>
          <Link to="/admin/orders" className={secondaryButtonClass}>
            {t("orders.filters.clear")}
          </Link>
          {admin && can(admin.staff.role, "orders.export") ? (
            <a href={exportHref} className={`${linkClass} min-h-11 content-center`} download>
              {t("orders.export")}
            </a>
          ) : null}
        </div>
      </Form>

      <p className="mt-6 text-sm text-muted" aria-live="polite">
        {t("orders.count", { count: total, page: filter.page, pages })}
      </p>
      {orders.length === 0 ? (
        <EmptyListNotice section="orders" view={filter} total={total} />
      ) : (
        <div
          tabIndex={0}
          role="region"
          aria-label={t("orders.tableLabel")}
          className="mt-3 overflow-x-auto rounded-2xl border border-line bg-white"
        >
          <table className="w-full min-w-[52rem] border-collapse text-sm">
            <caption className="sr-only">{t("orders.tableLabel")}</caption>
            <thead>
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => {
                    const sort = SORT_OF_COLUMN[header.column.id];
                    const sorted = header.column.getIsSorted();
                    const label = flexRender(header.column.columnDef.header, header.getContext());
                    return (
                      <th
                        key={header.id}
                        scope="col"
                        className={cell}
                        aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined}
                      >
                        {sort ? (
                          <Link
                            to={viewLink({ sort, dir: sorted === "desc" ? "asc" : "desc", page: 1 })}
                            className="inline-flex min-h-11 items-center gap-1 font-semibold underline-offset-2 hover:underline"
                          >
                            {label}
                            <span aria-hidden="true">{sorted === "asc" ? "▲" : sorted === "desc" ? "▼" : "↕"}</span>
                            <span className="sr-only">{t("orders.sortBy")}</span>
                          </Link>
                        ) : (
                          label
                        )}
                      </th>
                    );
                  })}
                </tr>
              ))}
            </thead>
            <tbody>
              {table.getRowModel().rows.map((row) => (
                <tr key={row.id}>
                  {row.getVisibleCells().map((entry) => (
                    <td key={entry.id} className={cell}>
                      {flexRender(entry.column.columnDef.cell, entry.getContext())}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ListPages page={filter.page} pages={pages} linkTo={(page) => viewLink({ page })} label={t("orders.pagination")} />
    </>
  );
}

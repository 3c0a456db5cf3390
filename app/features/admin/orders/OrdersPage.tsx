import { useState } from "react";
import { createColumnHelper } from "@tanstack/react-table";
import { Link, useRouteLoaderData } from "react-router";
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
import { batchShippable } from "#domain/admin-shipments";
import { ORDER_STATUSES, PAYMENT_METHODS } from "#domain/order-contract";
import { can } from "#domain/staff-roles";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import type { loader as adminLoader } from "#app/routes/admin.tsx";
import { linkClass } from "../admin-forms.ts";
import { AdminFilterForm, FilterChoice, FilterInput, FilterSearch } from "../AdminTable.tsx";
import { listPage } from "../ListPages.tsx";
import { PagedAdminTable } from "../PagedAdminTable.tsx";
import { dateTimeFormat, lei, money } from "./order-format.ts";
import { shownFulfilment, shownStatus, StatusBadge } from "./StatusBadge.tsx";
import { BatchShipBar } from "./BatchShip.tsx";

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
  // The orders picked for a batch of AWBs, on this page only: a new page or view starts a new choice.
  const [selected, setSelected] = useState<number[]>([]);
  const when = dateTimeFormat(i18n.language);
  const sortBy = filter.sort ?? "created";
  const direction = filter.dir ?? "desc";
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

  const canShip = admin ? can(admin.staff.role, "orders.fulfil") : false;
  const shippable = orders.filter(batchShippable).map((order) => order.orderNumber);
  const allSelected = shippable.length > 0 && shippable.every((number) => selected.includes(number));
  const toggle = (number: number, on: boolean) =>
    setSelected((current) => (on ? [...current.filter((other) => other !== number), number] : current.filter((other) => other !== number)));
  const selectColumn = column.display({
    id: "select",
    header: () =>
      shippable.length > 0 ? (
        <input
          type="checkbox"
          className="size-5"
          checked={allSelected}
          onChange={(event) => setSelected(event.target.checked ? shippable : [])}
          aria-label={t("parcels.batch.selectAll")}
        />
      ) : null,
    cell: ({ row }) =>
      batchShippable(row.original) ? (
        <input
          type="checkbox"
          className="size-5"
          checked={selected.includes(row.original.orderNumber)}
          onChange={(event) => toggle(row.original.orderNumber, event.target.checked)}
          aria-label={t("parcels.batch.select", { number: row.original.orderNumber })}
        />
      ) : null,
  });

  const columns = [
    ...(canShip ? [selectColumn] : []),
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

  const exportQuery = orderFilterQuery({ ...filter, page: 1, sort: undefined, dir: undefined });
  const exportHref = `${ADMIN_API_PATH}/orders/export.csv${exportQuery}${exportQuery ? "&" : "?"}lng=${i18n.language}`;
  const select = (name: keyof OrderFilter, values: readonly string[], optionKey: string) => (
    <FilterChoice name={name} value={filter[name] as string | undefined} values={values} optionKey={optionKey} />
  );
  const sortLink = (columnId: string) => {
    const sort = SORT_OF_COLUMN[columnId];
    if (!sort) return undefined;
    const sorted = sort === sortBy ? direction : null;
    return { to: viewLink({ sort, dir: sorted === "desc" ? "asc" : "desc", page: 1 }), sorted };
  };

  return (
    <>
      <h1 className="text-3xl">{t("orders.title")}</h1>
      <AdminFilterForm
        section="orders"
        columns={4}
        keep={{ sort: filter.sort, dir: filter.dir }}
        actions={
          admin && can(admin.staff.role, "orders.export") ? (
            <a href={exportHref} className={`${linkClass} min-h-11 content-center`} download>
              {t("orders.export")}
            </a>
          ) : null
        }
      >
        <FilterSearch
          label={t("orders.filters.search")}
          value={filter.q}
          hint={{ id: "orders-search-hint", text: t("orders.filters.searchHint") }}
          className="text-sm font-semibold sm:col-span-2"
        />
        <details open={narrowed || undefined} className="sm:col-span-2 lg:col-span-4">
          <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand-dark">
            {t("orders.filters.more")}
          </summary>
          <div className="mt-2 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {select("status", ORDER_STATUSES, "orders.status")}
            {select("fulfilment", FULFILMENT_STATUSES, "orders.fulfilment")}
            {select("method", PAYMENT_METHODS, "orders.method")}
            {select("payment", PAYMENT_STATUS_FILTERS, "orders.paymentStatus")}
            {select("subscription", ["yes", "no"], "orders.subscription")}
            <FilterInput label={t("orders.filters.code")} type="text" name="code" value={filter.code} autoCapitalize="characters" />
            <FilterInput label={t("orders.filters.from")} type="date" name="from" value={filter.from} />
            <FilterInput label={t("orders.filters.to")} type="date" name="to" value={filter.to} />
          </div>
        </details>
      </AdminFilterForm>

      <PagedAdminTable
        list={listPage("orders", filter, total, ADMIN_ORDERS_PAGE_SIZE)}
        rows={orders}
        columns={columns}
        rowKey={(order) => String(order.orderNumber)}
        afterCount={
          canShip && admin ? <BatchShipBar selected={selected} csrfToken={admin.csrfToken} onDone={() => setSelected([])} /> : null
        }
        minWidth="min-w-[52rem]"
        sortLink={sortLink}
      />
    </>
  );
}

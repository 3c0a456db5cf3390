import { useRouteLoaderData } from "react-router";
import { ADMIN_ORDERS_PAGE_SIZE, orderFilterQuery, type AdminOrderRow, type OrderFilter, type OrderSort } from "#domain/admin/orders";
import { can } from "#domain/staff-roles";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import type { loader as adminLoader } from "#app/routes/admin.tsx";
import { listPage } from "../ListPages.tsx";
import { PagedAdminTable } from "../PagedAdminTable.tsx";
import { BatchShipBar } from "./BatchShip.tsx";
import { useOrderColumns } from "./order-columns.tsx";
import { useOrderSelection } from "./order-selection.tsx";
import { OrdersFilterForm } from "./OrdersFilterForm.tsx";

/** Columns the server sorts by, keyed by the table's column id. */
const SORT_OF_COLUMN: Record<string, OrderSort> = { number: "number", createdAt: "created", customer: "email", total: "total" };

/**
 * The orders list: filters and search in a GET form, sorting by the column headers' links and pages by
 * links, so the URL holds the whole view (a bookmark opens it again). The server sorts, filters and
 * pages; the table (TanStack Table) lays out what one page brought.
 */
export function OrdersPage({ filter, orders, total }: { filter: OrderFilter; orders: AdminOrderRow[]; total: number }) {
  const { t } = useTranslation("admin");
  const admin = useRouteLoaderData<typeof adminLoader>("routes/admin");
  const { selected, clear, selectColumn } = useOrderSelection(orders);
  const orderColumns = useOrderColumns();
  const sortBy = filter.sort ?? "created";
  const direction = filter.dir ?? "desc";
  const viewLink = (changes: Partial<OrderFilter>) => `/admin/orders${orderFilterQuery({ ...filter, ...changes })}`;

  const canShip = admin ? can(admin.staff.role, "orders.fulfil") : false;
  const columns = [...(canShip ? [selectColumn] : []), ...orderColumns];
  const sortLink = (columnId: string) => {
    const sort = SORT_OF_COLUMN[columnId];
    if (!sort) return undefined;
    const sorted = sort === sortBy ? direction : null;
    return { to: viewLink({ sort, dir: sorted === "desc" ? "asc" : "desc", page: 1 }), sorted };
  };

  return (
    <>
      <h1 className="text-3xl">{t("orders.title")}</h1>
      <OrdersFilterForm filter={filter} canExport={admin ? can(admin.staff.role, "orders.export") : false} />

      <PagedAdminTable
        list={listPage("orders", filter, total, ADMIN_ORDERS_PAGE_SIZE)}
        rows={orders}
        columns={columns}
        rowKey={(order) => String(order.orderNumber)}
        afterCount={canShip && admin ? <BatchShipBar selected={selected} csrfToken={admin.csrfToken} onDone={clear} /> : null}
        minWidth="min-w-[52rem]"
        sortLink={sortLink}
      />
    </>
  );
}

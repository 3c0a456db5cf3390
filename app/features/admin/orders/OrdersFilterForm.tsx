import { FULFILMENT_STATUSES, orderFilterQuery, PAYMENT_STATUS_FILTERS, type OrderFilter } from "#domain/admin/orders";
import { ADMIN_API_PATH } from "#domain/admin/paths";
import { ORDER_STATUSES, PAYMENT_METHODS } from "#domain/order-contract";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { linkClass } from "../admin-forms.ts";
import { AdminFilterForm, FilterChoice, FilterInput, FilterSearch } from "../AdminTable.tsx";

/** The orders list's search and filters, a GET form, with the CSV export of the same view for who may export. */
export function OrdersFilterForm({ filter, canExport }: { filter: OrderFilter; canExport: boolean }) {
  const { t, i18n } = useTranslation("admin");
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
  const exportQuery = orderFilterQuery({ ...filter, page: 1, sort: undefined, dir: undefined });
  const exportHref = `${ADMIN_API_PATH}/orders/export.csv${exportQuery}${exportQuery ? "&" : "?"}lng=${i18n.language}`;
  const select = (name: keyof OrderFilter, values: readonly string[], optionKey: string) => (
    <FilterChoice name={name} value={filter[name] as string | undefined} values={values} optionKey={optionKey} />
  );

  return (
    <AdminFilterForm
      section="orders"
      columns={4}
      keep={{ sort: filter.sort, dir: filter.dir }}
      actions={
        canExport ? (
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
  );
}

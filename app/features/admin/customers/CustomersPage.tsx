import { Form, Link } from "react-router";
import {
  ADMIN_CUSTOMERS_PAGE_SIZE,
  customerFilterQuery,
  type AdminCustomerRow,
  type CustomerFilter,
  type CustomerSort,
} from "#domain/admin-customers";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { buttonClass, linkClass, secondaryButtonClass } from "../admin-forms.ts";
import { EmptyListNotice, ListPages } from "../ListPages.tsx";
import { dateTimeFormat, lei } from "../orders/order-format.ts";
import { CustomerStatusBadge } from "./CustomerStatusBadge.tsx";

const cell = "border-b border-line px-3 py-3 text-left align-top";
const inputClass = "mt-1 block min-h-11 w-full rounded-xl border border-line bg-white px-3";

const YES_NO_FILTERS = ["activated", "blocked", "orders", "marketing"] as const;

/** Columns the server sorts by, with the direction a first press asks for. */
const SORTABLE: { sort: CustomerSort; key: string; first: "asc" | "desc" }[] = [
  { sort: "email", key: "customer", first: "asc" },
  { sort: "orders", key: "orders", first: "desc" },
  { sort: "spent", key: "spent", first: "desc" },
  { sort: "created", key: "created", first: "desc" },
];

/**
 * The customers list: search and filters in a GET form, sorting by the column headers' links and pages
 * by links, so the URL holds the whole view. The server searches, sorts and pages.
 */
export function CustomersPage({ filter, customers, total }: { filter: CustomerFilter; customers: AdminCustomerRow[]; total: number }) {
  const { t, i18n } = useTranslation("admin");
  const when = dateTimeFormat(i18n.language, { dateStyle: "medium" });
  const pages = Math.max(1, Math.ceil(total / ADMIN_CUSTOMERS_PAGE_SIZE));
  const sortBy = filter.sort ?? "created";
  const direction = filter.dir ?? (sortBy === "email" || sortBy === "name" ? "asc" : "desc");
  const viewLink = (changes: Partial<CustomerFilter>) => `/admin/customers${customerFilterQuery({ ...filter, ...changes })}`;

  const header = (key: string) => {
    const sortable = SORTABLE.find((entry) => entry.key === key);
    const label = t(`customers.columns.${key}`);
    if (!sortable)
      return (
        <th scope="col" className={cell}>
          {label}
        </th>
      );
    const sorted = sortable.sort === sortBy ? direction : null;
    const next = sorted === null ? sortable.first : sorted === "asc" ? "desc" : "asc";
    return (
      <th scope="col" className={cell} aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined}>
        <Link
          to={viewLink({ sort: sortable.sort, dir: next, page: 1 })}
          className="inline-flex min-h-11 items-center gap-1 font-semibold underline-offset-2 hover:underline"
        >
          {label}
          <span aria-hidden="true">{sorted === "asc" ? "▲" : sorted === "desc" ? "▼" : "↕"}</span>
          <span className="sr-only">{t("customers.sortBy")}</span>
        </Link>
      </th>
    );
  };

  return (
    <>
      <h1 className="text-3xl">{t("customers.title")}</h1>
      <Form
        method="get"
        aria-label={t("customers.filters.label")}
        className="mt-6 grid gap-4 rounded-2xl border border-line bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        <label className="text-sm font-semibold sm:col-span-2 lg:col-span-4">
          {t("customers.filters.search")}
          <input type="search" name="q" defaultValue={filter.q ?? ""} className={inputClass} aria-describedby="customers-search-hint" />
          <span id="customers-search-hint" className="mt-1 block font-normal text-muted">
            {t("customers.filters.searchHint")}
          </span>
        </label>
        {YES_NO_FILTERS.map((name) => (
          <label key={name} className="text-sm font-semibold">
            {t(`customers.filters.${name}`)}
            <select name={name} defaultValue={filter[name] ?? ""} className={inputClass}>
              <option value="">{t("customers.filters.any")}</option>
              <option value="yes">{t(`customers.filters.${name}Yes`)}</option>
              <option value="no">{t(`customers.filters.${name}No`)}</option>
            </select>
          </label>
        ))}
        {filter.sort ? <input type="hidden" name="sort" value={filter.sort} /> : null}
        {filter.dir ? <input type="hidden" name="dir" value={filter.dir} /> : null}
        <div className="flex flex-wrap items-end gap-3 sm:col-span-2 lg:col-span-4">
          <button type="submit" className={buttonClass}>
            {t("customers.filters.apply")}
          </button>
          <Link to="/admin/customers" className={secondaryButtonClass}>
            {t("customers.filters.clear")}
          </Link>
        </div>
      </Form>

      <p className="mt-6 text-sm text-muted" aria-live="polite">
        {t("customers.count", { count: total, page: filter.page, pages })}
      </p>
      {customers.length === 0 ? (
        <EmptyListNotice section="customers" view={filter} total={total} />
      ) : (
        <div
          tabIndex={0}
          role="region"
          aria-label={t("customers.tableLabel")}
          className="relative mt-3 overflow-x-auto rounded-2xl border border-line bg-white"
        >
          <table className="w-full min-w-[44rem] border-collapse text-sm">
            <caption className="sr-only">{t("customers.tableLabel")}</caption>
            <thead>
              <tr>
                {header("customer")}
                {header("status")}
                {header("orders")}
                {header("spent")}
                {header("marketing")}
                {header("created")}
              </tr>
            </thead>
            <tbody>
              {customers.map((customer) => {
                const name = `${customer.firstName} ${customer.lastName}`.trim();
                return (
                  <tr key={customer.id}>
                    <td className={cell}>
                      <Link to={`/admin/customers/${customer.id}`} className={`${linkClass} block break-all`}>
                        {customer.email}
                      </Link>
                      {name ? <span className="block text-muted">{name}</span> : null}
                    </td>
                    <td className={cell}>
                      <CustomerStatusBadge status={customer.status} />
                    </td>
                    <td className={cell}>{customer.orderCount}</td>
                    <td className={`${cell} whitespace-nowrap`}>{lei(customer.spentRonMinor)}</td>
                    <td className={cell}>{customer.marketing ? t("customers.marketingYes") : t("customers.marketingNo")}</td>
                    <td className={cell}>
                      <time dateTime={customer.createdAt}>{when.format(new Date(customer.createdAt))}</time>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <ListPages page={filter.page} pages={pages} linkTo={(page) => viewLink({ page })} label={t("customers.pagination")} />
    </>
  );
}

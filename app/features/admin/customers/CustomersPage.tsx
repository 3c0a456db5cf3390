import { createColumnHelper } from "@tanstack/react-table";
import { Link } from "react-router";
import {
  ADMIN_CUSTOMERS_PAGE_SIZE,
  customerFilterQuery,
  type AdminCustomerRow,
  type CustomerFilter,
  type CustomerSort,
} from "#domain/admin/customers";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { linkClass } from "../admin-forms.ts";
import { AdminFilterForm, FilterSearch, FilterSelect } from "../AdminTable.tsx";
import { listPage } from "../ListPages.tsx";
import { PagedAdminTable } from "../PagedAdminTable.tsx";
import { dateTimeFormat, lei } from "../orders/order-format.ts";
import { CustomerStatusBadge } from "./CustomerStatusBadge.tsx";

const YES_NO_FILTERS = ["activated", "blocked", "orders", "marketing"] as const;

const column = createColumnHelper<AdminCustomerRow>();

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
  const sortBy = filter.sort ?? "created";
  const direction = filter.dir ?? (sortBy === "email" || sortBy === "name" ? "asc" : "desc");
  const viewLink = (changes: Partial<CustomerFilter>) => `/admin/customers${customerFilterQuery({ ...filter, ...changes })}`;

  const sortLink = (key: string) => {
    const sortable = SORTABLE.find((entry) => entry.key === key);
    if (!sortable) return undefined;
    const sorted = sortable.sort === sortBy ? direction : null;
    const next = sorted === null ? sortable.first : sorted === "asc" ? "desc" : "asc";
    return { to: viewLink({ sort: sortable.sort, dir: next, page: 1 }), sorted };
  };

  const columns = [
    column.display({
      id: "customer",
      header: () => t("customers.columns.customer"),
      cell: ({ row: { original: customer } }) => {
        const name = `${customer.firstName} ${customer.lastName}`.trim();
        return (
          <>
            <Link to={`/admin/customers/${customer.id}`} className={`${linkClass} block break-all`}>
              {customer.email}
            </Link>
            {name ? <span className="block text-muted">{name}</span> : null}
          </>
        );
      },
    }),
    column.accessor("status", {
      header: () => t("customers.columns.status"),
      cell: (info) => <CustomerStatusBadge state={info.getValue()} />,
    }),
    column.accessor("orderCount", { id: "orders", header: () => t("customers.columns.orders") }),
    column.accessor("spentRonMinor", {
      id: "spent",
      header: () => t("customers.columns.spent"),
      cell: (info) => lei(info.getValue()),
      meta: { cellClassName: "whitespace-nowrap" },
    }),
    column.accessor("marketing", {
      header: () => t("customers.columns.marketing"),
      cell: (info) => (info.getValue() ? t("customers.marketingYes") : t("customers.marketingNo")),
    }),
    column.accessor("createdAt", {
      id: "created",
      header: () => t("customers.columns.created"),
      cell: (info) => <time dateTime={info.getValue()}>{when.format(new Date(info.getValue()))}</time>,
    }),
  ];

  const list = listPage("customers", filter, total, ADMIN_CUSTOMERS_PAGE_SIZE);
  return (
    <>
      <h1 className="text-3xl">{t("customers.title")}</h1>
      <AdminFilterForm section="customers" columns={4} keep={{ sort: filter.sort, dir: filter.dir }}>
        <FilterSearch
          label={t("customers.filters.search")}
          value={filter.q}
          hint={{ id: "customers-search-hint", text: t("customers.filters.searchHint") }}
          className="text-sm font-semibold sm:col-span-2 lg:col-span-4"
        />
        {YES_NO_FILTERS.map((name) => (
          <FilterSelect
            key={name}
            label={t(`customers.filters.${name}`)}
            name={name}
            value={filter[name]}
            anyLabel={t("customers.filters.any")}
            options={[
              { value: "yes", label: t(`customers.filters.${name}Yes`) },
              { value: "no", label: t(`customers.filters.${name}No`) },
            ]}
          />
        ))}
      </AdminFilterForm>

      <PagedAdminTable list={list} rows={customers} columns={columns} minWidth="min-w-[44rem]" sortLink={sortLink} />
    </>
  );
}

import { createColumnHelper } from "@tanstack/react-table";
import { Link } from "react-router";
import {
  ADMIN_SUBSCRIPTIONS_PAGE_SIZE,
  SUBSCRIPTION_VIEWS,
  UPCOMING_RENEWAL_DAYS,
  subscriptionFilterQuery,
  type AdminFailedCharge,
  type AdminSubscriptionRow,
  type AdminSubscriptionsPage,
  type SubscriptionFilter,
} from "#domain/admin/subscriptions";
import { SUBSCRIPTION_STATES } from "#domain/subscription-lifecycle";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { linkClass } from "../admin-forms.ts";
import { AdminFilterForm, AdminTable, FilterSearch, FilterSelect } from "../AdminTable.tsx";
import { EmptyListNotice, ListPages } from "../ListPages.tsx";
import { dateTimeFormat, lei } from "../orders/order-format.ts";
import { declineInWords } from "./decline-reason.ts";
import { SubscriptionStateBadge } from "./SubscriptionStateBadge.tsx";

const subscriptionColumn = createColumnHelper<AdminSubscriptionRow>();
const chargeColumn = createColumnHelper<AdminFailedCharge>();

/** A calendar day (`YYYY-MM-DD`, Bucharest) read at noon, so no time zone moves it to another day. */
const calendarDay = (day: string) => new Date(`${day}T12:00:00Z`);

/**
 * The subscriptions (issue 18 item 5): three views as tabs — every subscription by state, the renewals of the
 * next 14 days, the card charges that were declined — each searchable and paged by links, so the URL holds it.
 */
export function SubscriptionsPage({ filter, page }: { filter: SubscriptionFilter; page: AdminSubscriptionsPage }) {
  const { t } = useTranslation("admin");
  const view = filter.view ?? "all";
  const pages = Math.max(1, Math.ceil(page.total / ADMIN_SUBSCRIPTIONS_PAGE_SIZE));
  const viewLink = (changes: Partial<SubscriptionFilter>) => `/admin/subscriptions${subscriptionFilterQuery({ ...filter, ...changes })}`;
  const active = page.counts.active + page.counts.past_due;

  return (
    <>
      <h1 className="text-3xl">{t("subscriptions.title")}</h1>
      <p className="mt-2 text-muted">
        {t("subscriptionCounts.sentence", {
          active: t("subscriptionCounts.active", { count: active }),
          pastDue: t("subscriptionCounts.pastDue", { count: page.counts.past_due }),
          paused: t("subscriptionCounts.paused", { count: page.counts.paused }),
        })}
      </p>
      <nav aria-label={t("subscriptions.views.label")} className="mt-6 flex flex-wrap gap-2">
        {SUBSCRIPTION_VIEWS.map((name) => (
          <Link
            key={name}
            to={`/admin/subscriptions${subscriptionFilterQuery({ view: name === "all" ? undefined : name })}`}
            aria-current={name === view ? "page" : undefined}
            className={`inline-flex min-h-11 items-center rounded-full border px-4 font-semibold ${
              name === view ? "border-brand-dark bg-brand-dark text-white" : "border-line bg-white text-brand-dark hover:bg-brand-soft"
            }`}
          >
            {t(`subscriptions.views.${name}`, { days: UPCOMING_RENEWAL_DAYS })}
          </Link>
        ))}
      </nav>

      <AdminFilterForm
        section="subscriptions"
        clearTo={viewLink({ q: undefined, status: undefined, page: 1 })}
        columns={3}
        className="mt-4"
      >
        {view === "all" ? null : <input type="hidden" name="view" value={view} />}
        <FilterSearch
          label={t("subscriptions.filters.search")}
          value={filter.q}
          hint={{ id: "subscriptions-search-hint", text: t("subscriptions.filters.searchHint") }}
          className="text-sm font-semibold sm:col-span-2"
        />
        {view === "all" ? (
          <FilterSelect
            label={t("subscriptions.filters.status")}
            name="status"
            value={filter.status}
            anyLabel={t("subscriptions.filters.any")}
            options={SUBSCRIPTION_STATES.map((state) => ({
              value: state,
              label: `${t(`subscriptions.state.${state}`)} (${page.counts[state]})`,
            }))}
          />
        ) : null}
      </AdminFilterForm>

      <p className="mt-6 text-sm text-muted" aria-live="polite">
        {t(`subscriptions.count.${view}`, { count: page.total, page: filter.page, pages })}
      </p>
      {page.view === "failed" ? (
        page.charges.length === 0 ? (
          <EmptyListNotice section="subscriptions.failed" view={{ q: filter.q }} total={page.total} />
        ) : (
          <FailedCharges charges={page.charges} />
        )
      ) : page.subscriptions.length === 0 ? (
        <EmptyListNotice
          section={view === "upcoming" ? "subscriptions.upcoming" : "subscriptions"}
          view={{ q: filter.q, status: filter.status }}
          total={page.total}
        />
      ) : (
        <SubscriptionTable rows={page.subscriptions} label={t(`subscriptions.tableLabel.${view}`)} />
      )}
      <ListPages page={filter.page} pages={pages} linkTo={(number) => viewLink({ page: number })} label={t("subscriptions.pagination")} />
    </>
  );
}

function SubscriptionTable({ rows, label }: { rows: AdminSubscriptionRow[]; label: string }) {
  const { t, i18n } = useTranslation("admin");
  const day = dateTimeFormat(i18n.language, { dateStyle: "medium" });
  const columns = [
    subscriptionColumn.accessor("id", {
      id: "subscription",
      header: () => t("subscriptions.columns.subscription"),
      cell: (info) => (
        <Link to={`/admin/subscriptions/${info.getValue()}`} className={`${linkClass} whitespace-nowrap`}>
          {t("subscriptions.number", { id: info.getValue() })}
        </Link>
      ),
    }),
    subscriptionColumn.display({
      id: "customer",
      header: () => t("subscriptions.columns.customer"),
      cell: ({ row: { original: row } }) => (
        <>
          <span className="block break-all">{row.email}</span>
          {row.name ? <span className="block text-muted">{row.name}</span> : null}
          {row.customerId === null ? <span className="block text-muted">{t("subscriptions.guest")}</span> : null}
        </>
      ),
    }),
    subscriptionColumn.accessor("status", {
      header: () => t("subscriptions.columns.status"),
      cell: (info) => <SubscriptionStateBadge state={info.getValue()} />,
    }),
    subscriptionColumn.display({
      id: "product",
      header: () => t("subscriptions.columns.product"),
      cell: ({ row: { original: row } }) => (
        <>
          {row.product} × {row.quantity}
          <span className="block text-muted">{t(`subscriptions.interval.${row.interval}`)}</span>
        </>
      ),
    }),
    subscriptionColumn.accessor("pricePerDeliveryRonMinor", {
      id: "price",
      header: () => t("subscriptions.columns.price"),
      meta: { cellClassName: "whitespace-nowrap" },
      cell: (info) => lei(info.getValue()),
    }),
    subscriptionColumn.display({
      id: "next",
      header: () => t("subscriptions.columns.next"),
      meta: { cellClassName: "whitespace-nowrap" },
      cell: ({ row: { original: row } }) =>
        row.nextDeliveryDate ? (
          <time dateTime={row.nextDeliveryDate}>{day.format(calendarDay(row.nextDeliveryDate))}</time>
        ) : (
          <span className="text-muted">{t(row.status === "paused" ? "subscriptions.untilResumed" : "subscriptions.noDelivery")}</span>
        ),
    }),
    subscriptionColumn.accessor("payment", {
      header: () => t("subscriptions.columns.payment"),
      cell: (info) => {
        const payment = info.getValue();
        return payment.kind === "card"
          ? t("subscriptions.card", { brand: payment.brand, last4: payment.last4 })
          : t("subscriptions.cashOnDelivery");
      },
    }),
  ];
  return <AdminTable label={label} rows={rows} columns={columns} rowKey={(row) => String(row.id)} minWidth="min-w-[52rem]" empty={null} />;
}

function FailedCharges({ charges }: { charges: AdminFailedCharge[] }) {
  const { t, i18n } = useTranslation("admin");
  const when = dateTimeFormat(i18n.language);
  const columns = [
    chargeColumn.display({
      id: "subscription",
      header: () => t("subscriptions.failed.columns.subscription"),
      cell: ({ row: { original: charge } }) => (
        <>
          <Link to={`/admin/subscriptions/${charge.subscriptionId}`} className={`${linkClass} whitespace-nowrap`}>
            {t("subscriptions.number", { id: charge.subscriptionId })}
          </Link>
          <span className="block text-muted">{charge.product}</span>
        </>
      ),
    }),
    chargeColumn.accessor("email", {
      id: "customer",
      header: () => t("subscriptions.failed.columns.customer"),
      meta: { cellClassName: "break-all" },
    }),
    chargeColumn.display({
      id: "order",
      header: () => t("subscriptions.failed.columns.order"),
      cell: ({ row: { original: charge } }) => (
        <>
          <Link to={`/admin/orders/${charge.orderNumber}`} className={`${linkClass} whitespace-nowrap`}>
            #{charge.orderNumber}
          </Link>
          <span className="block whitespace-nowrap">{lei(charge.totalRonMinor)}</span>
        </>
      ),
    }),
    chargeColumn.accessor("attempts", { header: () => t("subscriptions.failed.columns.attempts") }),
    chargeColumn.accessor("lastDecline", {
      id: "decline",
      header: () => t("subscriptions.failed.columns.decline"),
      cell: (info) => {
        const decline = info.getValue();
        return decline ? declineInWords(t, decline) : "—";
      },
    }),
    chargeColumn.accessor("nextRetryAt", {
      id: "retry",
      header: () => t("subscriptions.failed.columns.retry"),
      cell: (info) => {
        const retryAt = info.getValue();
        return retryAt ? (
          <time dateTime={retryAt}>{when.format(new Date(retryAt))}</time>
        ) : (
          <span className="font-semibold">{t("subscriptions.failed.gaveUp")}</span>
        );
      },
    }),
  ];
  return (
    <AdminTable
      label={t("subscriptions.tableLabel.failed")}
      rows={charges}
      columns={columns}
      rowKey={(charge) => `${charge.subscriptionId}-${charge.cycle}`}
      minWidth="min-w-[52rem]"
      empty={null}
    />
  );
}

import { Form, Link } from "react-router";
import {
  ADMIN_SUBSCRIPTIONS_PAGE_SIZE,
  SUBSCRIPTION_VIEWS,
  UPCOMING_RENEWAL_DAYS,
  subscriptionFilterQuery,
  type AdminFailedCharge,
  type AdminSubscriptionRow,
  type AdminSubscriptionsPage,
  type SubscriptionFilter,
} from "#domain/admin-subscriptions";
import { SUBSCRIPTION_STATES } from "#domain/subscription-lifecycle";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { buttonClass, linkClass, secondaryButtonClass } from "../admin-forms.ts";
import { EmptyListNotice, ListPages } from "../ListPages.tsx";
import { dateTimeFormat, lei } from "../orders/order-format.ts";
import { declineInWords } from "./decline-reason.ts";
import { SubscriptionStateBadge } from "./SubscriptionStateBadge.tsx";

const cell = "border-b border-line px-3 py-3 text-left align-top";
const inputClass = "mt-1 block min-h-11 w-full rounded-xl border border-line bg-white px-3";

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

      <Form
        method="get"
        aria-label={t("subscriptions.filters.label")}
        className="mt-4 grid gap-4 rounded-2xl border border-line bg-white p-4 sm:grid-cols-3"
      >
        {view === "all" ? null : <input type="hidden" name="view" value={view} />}
        <label className="text-sm font-semibold sm:col-span-2">
          {t("subscriptions.filters.search")}
          <input type="search" name="q" defaultValue={filter.q ?? ""} className={inputClass} aria-describedby="subscriptions-search-hint" />
          <span id="subscriptions-search-hint" className="mt-1 block font-normal text-muted">
            {t("subscriptions.filters.searchHint")}
          </span>
        </label>
        {view === "all" ? (
          <label className="text-sm font-semibold">
            {t("subscriptions.filters.status")}
            <select name="status" defaultValue={filter.status ?? ""} className={inputClass}>
              <option value="">{t("subscriptions.filters.any")}</option>
              {SUBSCRIPTION_STATES.map((state) => (
                <option key={state} value={state}>
                  {t(`subscriptions.state.${state}`)} ({page.counts[state]})
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <div className="flex flex-wrap items-end gap-3 sm:col-span-3">
          <button type="submit" className={buttonClass}>
            {t("subscriptions.filters.apply")}
          </button>
          <Link to={viewLink({ q: undefined, status: undefined, page: 1 })} className={secondaryButtonClass}>
            {t("subscriptions.filters.clear")}
          </Link>
        </div>
      </Form>

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
  return (
    <div tabIndex={0} role="region" aria-label={label} className="relative mt-3 overflow-x-auto rounded-2xl border border-line bg-white">
      <table className="w-full min-w-[52rem] border-collapse text-sm">
        <caption className="sr-only">{label}</caption>
        <thead>
          <tr>
            {["subscription", "customer", "status", "product", "price", "next", "payment"].map((column) => (
              <th key={column} scope="col" className={cell}>
                {t(`subscriptions.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td className={cell}>
                <Link to={`/admin/subscriptions/${row.id}`} className={`${linkClass} whitespace-nowrap`}>
                  {t("subscriptions.number", { id: row.id })}
                </Link>
              </td>
              <td className={cell}>
                <span className="block break-all">{row.email}</span>
                {row.name ? <span className="block text-muted">{row.name}</span> : null}
                {row.customerId === null ? <span className="block text-muted">{t("subscriptions.guest")}</span> : null}
              </td>
              <td className={cell}>
                <SubscriptionStateBadge state={row.status} />
              </td>
              <td className={cell}>
                {row.product} × {row.quantity}
                <span className="block text-muted">{t(`subscriptions.interval.${row.interval}`)}</span>
              </td>
              <td className={`${cell} whitespace-nowrap`}>{lei(row.pricePerDeliveryRonMinor)}</td>
              <td className={`${cell} whitespace-nowrap`}>
                {row.nextDeliveryDate ? (
                  <time dateTime={row.nextDeliveryDate}>{day.format(calendarDay(row.nextDeliveryDate))}</time>
                ) : (
                  <span className="text-muted">
                    {t(row.status === "paused" ? "subscriptions.untilResumed" : "subscriptions.noDelivery")}
                  </span>
                )}
              </td>
              <td className={cell}>
                {row.payment.kind === "card"
                  ? t("subscriptions.card", { brand: row.payment.brand, last4: row.payment.last4 })
                  : t("subscriptions.cashOnDelivery")}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function FailedCharges({ charges }: { charges: AdminFailedCharge[] }) {
  const { t, i18n } = useTranslation("admin");
  const when = dateTimeFormat(i18n.language);
  const label = t("subscriptions.tableLabel.failed");
  return (
    <div tabIndex={0} role="region" aria-label={label} className="relative mt-3 overflow-x-auto rounded-2xl border border-line bg-white">
      <table className="w-full min-w-[52rem] border-collapse text-sm">
        <caption className="sr-only">{label}</caption>
        <thead>
          <tr>
            {["subscription", "customer", "order", "attempts", "decline", "retry"].map((column) => (
              <th key={column} scope="col" className={cell}>
                {t(`subscriptions.failed.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {charges.map((charge) => (
            <tr key={`${charge.subscriptionId}-${charge.cycle}`}>
              <td className={cell}>
                <Link to={`/admin/subscriptions/${charge.subscriptionId}`} className={`${linkClass} whitespace-nowrap`}>
                  {t("subscriptions.number", { id: charge.subscriptionId })}
                </Link>
                <span className="block text-muted">{charge.product}</span>
              </td>
              <td className={`${cell} break-all`}>{charge.email}</td>
              <td className={cell}>
                <Link to={`/admin/orders/${charge.orderNumber}`} className={`${linkClass} whitespace-nowrap`}>
                  #{charge.orderNumber}
                </Link>
                <span className="block whitespace-nowrap">{lei(charge.totalRonMinor)}</span>
              </td>
              <td className={cell}>{charge.attempts}</td>
              <td className={cell}>{charge.lastDecline ? declineInWords(t, charge.lastDecline) : "—"}</td>
              <td className={cell}>
                {charge.nextRetryAt ? (
                  <time dateTime={charge.nextRetryAt}>{when.format(new Date(charge.nextRetryAt))}</time>
                ) : (
                  <span className="font-semibold">{t("subscriptions.failed.gaveUp")}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

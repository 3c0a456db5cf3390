import type { ReactNode } from "react";
import { Link } from "react-router";
import type { AdminCustomerDetail } from "#domain/admin-customers";
import { can, type StaffRole } from "#domain/staff-roles";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { linkClass } from "../admin-forms.ts";
import { recordCell as cell, RecordTable } from "../RecordTable.tsx";
import { dateTimeFormat, lei } from "../orders/order-format.ts";
import { StatusBadge } from "../orders/StatusBadge.tsx";
import { AdminNotFound } from "../AdminNotFound.tsx";
import { BackToList } from "../BackToList.tsx";
import { AdminPanel } from "../AdminPanel.tsx";
import { CustomerActions } from "./CustomerActions.tsx";
import { CustomerCredit } from "./CustomerCredit.tsx";
import { CustomerStatusBadge } from "./CustomerStatusBadge.tsx";

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <AdminPanel id={id} title={title}>
      <div className="mt-3">{children}</div>
    </AdminPanel>
  );
}

/** One customer's record: who they are and how their account stands, where they live, what they bought and agreed to. */
export function CustomerPage({ customer, role, csrfToken }: { customer: AdminCustomerDetail | null; role: StaffRole; csrfToken: string }) {
  const { t, i18n } = useTranslation("admin");
  const when = dateTimeFormat(i18n.language);
  const day = dateTimeFormat(i18n.language, { dateStyle: "medium" });
  const time = (iso: string | null, empty = t("customer.never")) =>
    iso === null ? empty : <time dateTime={iso}>{when.format(new Date(iso))}</time>;

  if (!customer) {
    return <AdminNotFound title={t("customer.notFound")} backTo="/admin/customers" backLabel={t("customer.back")} />;
  }
  const name = `${customer.firstName} ${customer.lastName}`.trim();
  const facts: [string, ReactNode][] = [
    [t("customer.status"), <CustomerStatusBadge key="status" state={customer.status} />],
    [t("customer.language"), customer.language === "en" ? "English" : "Română"],
    [t("customer.created"), time(customer.createdAt)],
    [t("customer.activatedAt"), time(customer.activatedAt, t("customer.notActivated"))],
    [t("customer.lastSession"), time(customer.lastSessionAt)],
    ...(customer.activated ? [] : ([[t("customer.activationMailed"), time(customer.activationMailedAt)]] as [string, ReactNode][])),
    ...(customer.blockedAt ? ([[t("customer.blockedAt"), time(customer.blockedAt)]] as [string, ReactNode][]) : []),
    [t("customer.ordersSummary"), t("customer.ordersSummaryValue", { count: customer.orderCount, total: lei(customer.spentRonMinor) })],
    [t("customer.accountMarketing"), customer.marketing ? t("customers.marketingYes") : t("customers.marketingNo")],
  ];

  return (
    <>
      <BackToList to="/admin/customers">{t("customer.back")}</BackToList>
      <h1 className="mt-2 break-all text-3xl">{name || customer.email}</h1>
      {name ? <p className="mt-1 break-all text-muted">{customer.email}</p> : null}

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <Section id="customer-profile" title={t("customer.profile")}>
          <dl className="grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
            {facts.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-semibold">{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </Section>

        {can(role, "customers.manage") ? <CustomerActions customer={customer} csrfToken={csrfToken} /> : null}

        <Section id="customer-addresses" title={t("customer.addresses")}>
          {customer.addresses.length === 0 ? (
            <p className="text-muted">{t("customer.noAddresses")}</p>
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2">
              {customer.addresses.map((address) => (
                <li key={address.id} className="rounded-xl border border-line p-3">
                  {address.isDefault ? <p className="text-sm font-semibold text-brand-dark">{t("customer.defaultAddress")}</p> : null}
                  <p className="font-semibold">{address.name}</p>
                  {address.company ? <p>{address.company}</p> : null}
                  {address.lines.map((line) => (
                    <p key={line}>{line}</p>
                  ))}
                  {address.phone ? <p>{address.phone}</p> : null}
                </li>
              ))}
            </ul>
          )}
        </Section>

        <Section id="customer-newsletter" title={t("customer.newsletter")}>
          {customer.newsletter === null ? (
            <p className="text-muted">{t("customer.noNewsletter")}</p>
          ) : (
            <dl className="grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
              <dt className="font-semibold">{t("customer.firstSignedUp")}</dt>
              <dd>{time(customer.newsletter.firstSignedUpAt)}</dd>
              <dt className="font-semibold">{t("customer.consentedAt")}</dt>
              <dd>{time(customer.newsletter.consentedAt)}</dd>
              <dt className="font-semibold">{t("newsletter.columns.source")}</dt>
              <dd>{t(`newsletter.source.${customer.newsletter.source}`)}</dd>
              <dt className="font-semibold">{t("newsletter.columns.language")}</dt>
              <dd>{customer.newsletter.language === "en" ? "English" : "Română"}</dd>
              <dt className="font-semibold">{t("newsletter.columns.consentText")}</dt>
              <dd>
                <blockquote lang={customer.newsletter.language} className="border-l-4 border-line pl-3 italic">
                  {customer.newsletter.consentText}
                </blockquote>
              </dd>
              <dt className="font-semibold">{t("newsletter.columns.unsubscribedAt")}</dt>
              <dd>{time(customer.newsletter.unsubscribedAt, t("customer.stillSubscribed"))}</dd>
            </dl>
          )}
          {customer.newsletter && customer.newsletter.history.length > 0 ? (
            <>
              <h3 className="mt-4 font-semibold">{t("customer.consentHistory.title")}</h3>
              <ol className="mt-2 flex flex-col gap-2 text-sm">
                {customer.newsletter.history.map((event, index) => (
                  <li key={index} className="border-l-4 border-line pl-3">
                    <p>
                      {time(event.at)} · {t(`customer.consentHistory.${event.kind}`)}
                      {event.via ? ` · ${t(`customer.consentHistory.via.${event.via}`)}` : ""}
                    </p>
                    {event.consentText ? (
                      <blockquote lang={event.language} className="italic text-muted">
                        {event.consentText}
                      </blockquote>
                    ) : null}
                  </li>
                ))}
              </ol>
            </>
          ) : null}
        </Section>
      </div>

      <div className="mt-6 grid gap-6">
        <Section id="customer-orders" title={t("customer.orders")}>
          {customer.orders.length === 0 ? (
            <p className="text-muted">{t("customer.noOrders")}</p>
          ) : (
            <RecordTable
              label={t("customer.ordersTable")}
              minWidth="min-w-[36rem]"
              className=""
              columns={(["number", "date", "total", "fulfilment", "status"] as const).map((column) => ({
                label: t(`orders.columns.${column}`),
              }))}
            >
              {customer.orders.map((order) => (
                <tr key={order.orderNumber}>
                  <td className={cell}>
                    <Link to={`/admin/orders/${order.orderNumber}`} className={linkClass}>
                      #{order.orderNumber}
                    </Link>
                    {order.guest ? <span className="block text-muted">{t("customer.guestOrder")}</span> : null}
                  </td>
                  <td className={cell}>{time(order.createdAt)}</td>
                  <td className={`${cell} whitespace-nowrap`}>{lei(order.totalRonMinor)}</td>
                  <td className={cell}>
                    <StatusBadge kind="fulfilment" value={order.fulfilmentStatus} />
                  </td>
                  <td className={cell}>
                    <StatusBadge kind="status" value={order.status} />
                  </td>
                </tr>
              ))}
            </RecordTable>
          )}
        </Section>

        <Section id="customer-subscriptions" title={t("customer.subscriptions")}>
          {customer.subscriptions.length === 0 ? (
            <p className="text-muted">{t("customer.noSubscriptions")}</p>
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2">
              {customer.subscriptions.map((subscription) => (
                <li key={subscription.id} className="rounded-xl border border-line p-3">
                  <p className="font-semibold">
                    {subscription.productHandle} × {subscription.quantity}
                  </p>
                  <p>
                    {t(`customer.subscriptionStatus.${subscription.status}`)} · {t(`customer.interval.${subscription.interval}`)}
                  </p>
                  {subscription.status === "cancelled" ? null : (
                    <p>{t("customer.nextCharge", { date: day.format(new Date(`${subscription.nextChargeDate}T12:00:00Z`)) })}</p>
                  )}
                  <p>
                    <Link to={`/admin/subscriptions/${subscription.id}`} className={linkClass}>
                      {t("customer.subscriptionLink", { id: subscription.id })}
                    </Link>
                  </p>
                  <p>
                    <Link to={`/admin/orders/${subscription.orderNumber}`} className={linkClass}>
                      {t("customer.fromOrder", { number: subscription.orderNumber })}
                    </Link>
                  </p>
                </li>
              ))}
            </ul>
          )}
        </Section>

        <CustomerCredit customer={customer} canAdjust={can(role, "store_credit.adjust")} csrfToken={csrfToken} />
      </div>
    </>
  );
}

import type { ReactNode } from "react";
import { Link } from "react-router";
import type { AdminOrderDetail } from "#domain/admin/orders";
import type { StaffView } from "#app/lib/load-context.ts";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { linkClass } from "../admin-forms.ts";
import { AdminNotFound } from "../AdminNotFound.tsx";
import { OrderActions } from "./OrderActions.tsx";
import { dateTimeFormat } from "./order-format.ts";
import { shownFulfilment, shownStatus, StatusBadge } from "./StatusBadge.tsx";
import type { AdminInvoiceRow } from "#domain/admin/invoices";
import { OrderInvoicesCard } from "../invoices/OrderInvoicesCard.tsx";
import type { AdminDomainEvent } from "#domain/admin/domain-events";
import { can } from "#domain/staff-roles";
import { OrderEvents } from "../domain-events/OrderEvents.tsx";
import type { AdminParcels } from "#domain/admin/shipments";
import { ParcelsPanel } from "./ParcelsPanel.tsx";
import { OrderAddressesPanel } from "./OrderAddressesPanel.tsx";
import { OrderLinesPanel } from "./OrderLinesPanel.tsx";
import { OrderPaymentsPanel } from "./OrderPaymentsPanel.tsx";
import { OrderTimelinePanel } from "./OrderTimelinePanel.tsx";
import { OrderSourcePanel } from "./OrderSourcePanel.tsx";
import type { CreditView } from "#domain/visit-source";

const card = "rounded-2xl border border-line bg-white p-4 sm:p-5";

/** The customer's legal withdrawal stopped the order before shipping: said first, with the way to the withdrawal. */
function WithdrawalNotice({ order, withdrawnAt }: { order: AdminOrderDetail; withdrawnAt: string }) {
  const { t, i18n } = useTranslation("admin");
  const when = dateTimeFormat(i18n.language);
  const returnId = order.timeline.find((entry) => entry.kind === "withdrawn")?.detail.returnId;
  const date = when.format(new Date(withdrawnAt));
  const paidOnline = order.payments.some((payment) => payment.provider !== "cod" && ["succeeded", "refunded"].includes(payment.status));
  return (
    <section aria-labelledby="order-withdrawal" className="mt-4 rounded-2xl border border-rose-300 bg-rose-50 p-4 text-rose-950 sm:p-5">
      <h2 id="order-withdrawal" className="text-lg font-semibold">
        {t("orderWithdrawal.title")}
      </h2>
      <p className="mt-1">
        {typeof returnId === "number" ? t("orderWithdrawal.stopped", { id: returnId, date }) : t("orderWithdrawal.stoppedNoId", { date })}{" "}
        {paidOnline ? t("orderWithdrawal.refund") : t("orderWithdrawal.nothingOwed")}
      </p>
      {typeof returnId === "number" ? (
        <p className="mt-2">
          <Link to={`/admin/returns/${returnId}`} className={linkClass}>
            {t("orderWithdrawal.open", { id: returnId })}
          </Link>
        </p>
      ) : null}
    </section>
  );
}

export function OrderPage({
  order,
  invoices,
  events,
  source = null,
  parcels,
  staff,
  csrfToken,
  parcelNotice,
}: {
  order: AdminOrderDetail | null;
  /** Null: the member may not read invoices. */
  invoices: AdminInvoiceRow[] | null;
  /** The domain events its lifecycle published (decision 0087); null when there is no order to read them of. */
  events: AdminDomainEvent[] | null;
  /** Where the order came from (decision 0151); null for an order placed without a credit. */
  source?: CreditView | null;
  /** Its AWBs and what a new one would be (issue 43); null when there is no order. */
  parcels: AdminParcels | null;
  staff: StaffView;
  csrfToken: string;
  /** A parcel of the order that waits for staff (refused, returned, lost), said under the heading. */
  parcelNotice?: ReactNode;
}) {
  const { t, i18n } = useTranslation("admin");
  const when = dateTimeFormat(i18n.language);
  if (!order) return <AdminNotFound title={t("order.notFound")} backTo="/admin/orders" backLabel={t("order.back")} />;

  return (
    <>
      <p>
        <Link to="/admin/orders" className={linkClass}>
          {t("order.back")}
        </Link>
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl">{t("order.heading", { number: order.orderNumber })}</h1>
        {/* "Shipped" and "delivered" say the same as the parcel's badge; the others add the money's side. */}
        {order.status === "fulfilled" || order.status === "delivered" ? null : (
          <StatusBadge kind="status" value={shownStatus({ status: order.status, withdrawn: order.withdrawnAt !== null })} />
        )}
        <StatusBadge kind="fulfilment" value={shownFulfilment(order)} />
      </div>
      <p className="mt-2 text-muted">
        {t("order.placed", { date: when.format(new Date(order.createdAt)) })} ·{" "}
        <a href={`mailto:${order.email}`} className={linkClass}>
          {order.email}
        </a>{" "}
        · {t("order.language", { language: order.language === "ro" ? "română" : "English" })}
        {order.customerId === null ? ` · ${t("order.guest")}` : ""} ·{" "}
        {order.termsVersion === null ? (
          t("order.termsUnknown")
        ) : (
          <a href="/terms" className={linkClass}>
            {t("order.termsVersion", { version: order.termsVersion })}
          </a>
        )}
      </p>
      {order.withdrawnAt ? <WithdrawalNotice order={order} withdrawnAt={order.withdrawnAt} /> : null}
      {parcelNotice}

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex min-w-0 flex-col gap-6">
          <OrderLinesPanel order={order} className={card} />

          <OrderAddressesPanel order={order} className={card} />

          {invoices ? <OrderInvoicesCard invoices={invoices} className={card} /> : null}

          <OrderPaymentsPanel order={order} className={card} />

          {source ? <OrderSourcePanel credit={source} className={card} /> : null}
        </div>

        <div className="flex min-w-0 flex-col gap-6">
          {parcels ? <ParcelsPanel orderNumber={order.orderNumber} parcels={parcels} csrfToken={csrfToken} className={card} /> : null}
          <OrderActions order={order} staff={staff} csrfToken={csrfToken} />
          <OrderTimelinePanel order={order} csrfToken={csrfToken} className={card} />
          {events ? <OrderEvents events={events} canRetry={can(staff.role, "events.retry")} className={card} /> : null}
        </div>
      </div>
    </>
  );
}

import type { ReactNode } from "react";
import { pickupPointLine } from "#domain/shipments";
import { Link } from "react-router";
import type { AdminOrderDetail, TimelineEntry } from "#domain/admin-orders";
import { CARRIER_NAMES, isCarrier } from "#domain/carriers";
import type { StaffView } from "#app/lib/load-context.ts";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import type { TFunction } from "#app/lib/i18n/translator.ts";
import { linkClass } from "../admin-forms.ts";
import { recordCell as cell, RecordTable } from "../RecordTable.tsx";
import { AdminNotFound } from "../AdminNotFound.tsx";
import { AdminPanel } from "../AdminPanel.tsx";
import { NoteForm, OrderActions } from "./OrderActions.tsx";
import { dateTimeFormat, lei, money } from "./order-format.ts";
import { shownFulfilment, shownStatus, StatusBadge } from "./StatusBadge.tsx";
import type { AdminInvoiceRow } from "#domain/admin-invoices";
import { OrderInvoicesCard } from "../invoices/OrderInvoicesCard.tsx";
import type { AdminDomainEvent } from "#domain/admin-domain-events";
import { can } from "#domain/staff-roles";
import { OrderEvents } from "../domain-events/OrderEvents.tsx";
import type { AdminParcels } from "#domain/admin-shipments";
import { ParcelsPanel } from "./ParcelsPanel.tsx";
import { AddressBlock } from "#app/features/orders/AddressBlock.tsx";

const card = "rounded-2xl border border-line bg-white p-4 sm:p-5";

/** A timeline entry in words: what happened, with the figures it carries. */
function describe(entry: TimelineEntry, order: AdminOrderDetail, t: TFunction): string {
  const detail = entry.detail as Record<string, string | number | undefined>;
  const amount = typeof detail.amountMinor === "number" ? money(detail.amountMinor, String(detail.currencyCode ?? order.currencyCode)) : "";
  switch (entry.kind) {
    case "payment_opened":
      return t("timeline.payment_opened", { attempt: detail.attempt, method: t(`orders.method.${detail.method}`) });
    case "payment_settled":
      return t("timeline.payment_settled", { attempt: detail.attempt, status: t(`orders.paymentStatus.${detail.status}`) });
    case "shipped":
    case "tracking_changed": {
      const carrier = isCarrier(detail.carrier) && detail.carrier !== "other" ? CARRIER_NAMES[detail.carrier] : t("order.otherCarrier");
      return t(`timeline.${entry.kind}`, { carrier, tracking: detail.trackingNumber });
    }
    case "refunded":
      return t("timeline.refunded", { amount, status: t(`order.refundStatus.${detail.status}`) });
    case "cod_collected":
      // Settled by the courier's transfer (the remittance import), which names no member but its bank reference.
      return detail.bankReference
        ? t("timeline.cod_remitted", { amount, reference: detail.bankReference })
        : t("timeline.cod_collected", { amount });
    case "email":
      return t("timeline.email", {
        template: t(`timeline.mail.${detail.mailKind}`),
        status: t(`timeline.mailStatus.${detail.mailStatus}`),
      });
    case "withdrawn":
      return t("timeline.withdrawn");
    case "cancelled":
      if (detail.cause === "parcel_returned") return t("timeline.cancelledParcelReturned", { awb: detail.awb });
      return detail.reason ? t("timeline.cancelledWhy", { reason: detail.reason }) : t("timeline.cancelled");
    case "note":
      return String(detail.note ?? "");
    default:
      return t(`timeline.${entry.kind}`);
  }
}

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
  const foreign = order.currencyCode !== "RON";
  const rows: [string, number, number][] = [
    [t("order.subtotal"), order.money.subtotalMinor, order.money.ron.subtotalMinor],
    ...(order.money.discountMinor > 0
      ? ([
          [
            order.money.discountPercent > 0
              ? t("order.discount", { code: order.money.discountCode ?? "", percent: order.money.discountPercent })
              : t("order.discountCode", { code: order.money.discountCode ?? "" }),
            -order.money.discountMinor,
            -order.money.ron.discountMinor,
          ],
        ] as [string, number, number][])
      : []),
    [
      order.money.shippingServiceName ? t("order.shippingWith", { service: order.money.shippingServiceName }) : t("order.shipping"),
      order.money.shippingMinor,
      order.money.ron.shippingMinor,
    ],
  ];

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
          <AdminPanel id="order-lines" title={t("order.lines")} className={card}>
            <RecordTable
              label={t("order.lines")}
              minWidth="min-w-[30rem]"
              columns={[
                { label: t("order.product") },
                ...(["quantity", "unitPrice", "lineTotal"] as const).map((column) => ({ label: t(`order.${column}`), figure: true })),
              ]}
            >
              {order.lines.map((line) => (
                <tr key={line.sku}>
                  <th scope="row" className={`${cell} font-normal`}>
                    <span className="block font-semibold">{line.title}</span>
                    <span className="block text-muted">
                      {[line.variantTitle, line.sku, line.isSubscription ? t("order.subscriptionLine") : ""].filter(Boolean).join(" · ")}
                    </span>
                  </th>
                  <td className={`${cell} text-right`}>{line.quantity}</td>
                  <td className={`${cell} text-right`}>{money(line.unitPriceMinor, order.currencyCode)}</td>
                  <td className={`${cell} text-right`}>
                    {money(line.totalMinor, order.currencyCode)}
                    {foreign ? <span className="block text-muted">{lei(line.totalRonMinor)}</span> : null}
                  </td>
                </tr>
              ))}
            </RecordTable>
            <dl className="mt-4 grid gap-1 text-sm">
              {rows.map(([label, amount, ron]) => (
                <div key={label} className="flex justify-between gap-4">
                  <dt>{label}</dt>
                  <dd className="text-right">
                    {money(amount, order.currencyCode)}
                    {foreign ? <span className="ml-2 text-muted">({lei(ron)})</span> : null}
                  </dd>
                </div>
              ))}
              <div className="flex justify-between gap-4 border-t border-line pt-2 text-base font-semibold">
                <dt>{t("order.total")}</dt>
                <dd className="text-right">
                  {money(order.money.totalMinor, order.currencyCode)}
                  {foreign ? <span className="ml-2 font-normal text-muted">({lei(order.money.ron.totalMinor)})</span> : null}
                </dd>
              </div>
              {order.money.storeCreditMinor > 0 ? (
                <>
                  <div className="flex justify-between gap-4">
                    <dt>{t("order.storeCredit")}</dt>
                    <dd className="text-right">
                      −{money(order.money.storeCreditMinor, order.currencyCode)}
                      {foreign ? <span className="ml-2 text-muted">({lei(order.money.ron.storeCreditMinor)})</span> : null}
                    </dd>
                  </div>
                  <div className="flex justify-between gap-4 font-semibold">
                    <dt>{t("order.leftToPay")}</dt>
                    <dd className="text-right">
                      {money(order.money.totalMinor - order.money.storeCreditMinor, order.currencyCode)}
                      {foreign ? (
                        <span className="ml-2 font-normal text-muted">
                          ({lei(order.money.ron.totalMinor - order.money.ron.storeCreditMinor)})
                        </span>
                      ) : null}
                    </dd>
                  </div>
                </>
              ) : null}
              {order.money.vatScheme === "export" ? (
                <div className="flex justify-between gap-4 text-muted">
                  <dt>{t("order.vatExport")}</dt>
                  <dd className="text-right">{money(0, order.currencyCode)}</dd>
                </div>
              ) : (
                order.money.vatByRate.map((part) => (
                  <div key={part.ratePercent} className="flex justify-between gap-4 text-muted">
                    <dt>{t("order.vat", { rate: part.ratePercent })}</dt>
                    <dd className="text-right">{money(part.vatMinor, order.currencyCode)}</dd>
                  </div>
                ))
              )}
              {foreign ? (
                <div className="flex justify-between gap-4 text-muted">
                  <dt>{t("order.vatInLei")}</dt>
                  <dd className="text-right">{lei(order.money.ron.taxMinor)}</dd>
                </div>
              ) : null}
            </dl>
            {order.money.vatScheme ? <p className="mt-2 text-sm text-muted">{t(`order.vatSchemes.${order.money.vatScheme}`)}</p> : null}
          </AdminPanel>

          <AdminPanel id="order-addresses" title={t("order.addresses")} className={card}>
            <div className="mt-3 grid gap-4 sm:grid-cols-2">
              <AddressBlock title={t("order.shippingAddress")} address={order.shippingAddress} />
              <AddressBlock title={t("order.billingAddress")} address={order.billingAddress} />
            </div>
            {order.pickupPoint ? (
              <p className="mt-4">
                <span className="font-semibold">{t("order.locker")}</span> {pickupPointLine(order.pickupPoint)}
              </p>
            ) : null}
            {order.shopperNote ? (
              <div className="mt-4">
                <h3 className="font-semibold">{t("order.shopperNote")}</h3>
                <p className="mt-1 whitespace-pre-line text-muted">{order.shopperNote}</p>
              </div>
            ) : null}
            {order.shipment ? (
              <p className="mt-4">
                {t("order.shipment", {
                  carrier: order.shipment.carrierName || t("order.otherCarrier"),
                  tracking: order.shipment.trackingNumber,
                })}{" "}
                {order.shipment.trackingUrl ? (
                  <a href={order.shipment.trackingUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
                    {t("order.trackingLink")}
                  </a>
                ) : null}
              </p>
            ) : null}
            {order.subscription ? (
              <p className="mt-4 text-muted">
                {t("order.subscription", {
                  status: order.subscription.status,
                  interval: order.subscription.interval,
                  date: order.subscription.nextChargeDate,
                })}
              </p>
            ) : null}
          </AdminPanel>

          {invoices ? <OrderInvoicesCard invoices={invoices} className={card} /> : null}

          <AdminPanel id="order-payments" title={t("order.payments")} className={card}>
            {order.payments.length === 0 ? (
              <p className="mt-2 text-muted">{t("order.noPayments")}</p>
            ) : (
              <ul className="mt-2 flex flex-col gap-2 text-sm">
                {order.payments.map((payment) => (
                  <li key={payment.attempt}>
                    {t("order.attempt", {
                      attempt: payment.attempt,
                      method: t(`orders.method.${payment.method}`),
                      status: t(`orders.paymentStatus.${payment.status}`),
                      amount: money(payment.amountMinor, payment.currencyCode),
                      date: when.format(new Date(payment.settledAt ?? payment.createdAt)),
                    })}
                    {payment.refundedMinor > 0
                      ? ` · ${t("order.refundedSoFar", { amount: money(payment.refundedMinor, payment.currencyCode) })}`
                      : ""}
                  </li>
                ))}
              </ul>
            )}
            {order.refunds.length > 0 ? (
              <>
                <h3 className="mt-4 font-semibold">{t("order.refunds")}</h3>
                <ul className="mt-2 flex flex-col gap-2 text-sm">
                  {order.refunds.map((refund) => (
                    <li key={refund.id}>
                      {money(refund.amountMinor, refund.currencyCode)} · {t(`order.refundStatus.${refund.status}`)} ·{" "}
                      {when.format(new Date(refund.createdAt))}
                      {refund.iban ? ` · ${refund.accountHolder ?? ""} ${refund.iban}` : ""}
                      {refund.reference ? ` · ${t("order.reference", { reference: refund.reference })}` : ""}
                      {refund.reason ? ` · ${refund.reason}` : ""}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </AdminPanel>
        </div>

        <div className="flex min-w-0 flex-col gap-6">
          {parcels ? <ParcelsPanel orderNumber={order.orderNumber} parcels={parcels} csrfToken={csrfToken} className={card} /> : null}
          <OrderActions order={order} staff={staff} csrfToken={csrfToken} />
          <AdminPanel id="order-timeline" title={t("order.timeline")} className={card}>
            <NoteForm order={order} csrfToken={csrfToken} />
            <ol className="mt-4 flex flex-col gap-3 border-l-2 border-line pl-4 text-sm">
              {[...order.timeline].reverse().map((entry, index) => (
                <li key={`${entry.at}-${index}`}>
                  <p className={entry.kind === "note" ? "whitespace-pre-line rounded-lg bg-cream p-2" : ""}>
                    {entry.kind === "note" ? <span className="font-semibold">{t("timeline.note")}: </span> : null}
                    {describe(entry, order, t)}
                  </p>
                  <p className="text-muted">
                    <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
                    {entry.staffEmail ? ` · ${entry.staffEmail}` : ""}
                  </p>
                </li>
              ))}
            </ol>
          </AdminPanel>
          {events ? <OrderEvents events={events} canRetry={can(staff.role, "events.retry")} className={card} /> : null}
        </div>
      </div>
    </>
  );
}

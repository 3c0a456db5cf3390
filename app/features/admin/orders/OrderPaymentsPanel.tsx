import type { AdminOrderDetail } from "#domain/admin/orders";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { AdminPanel } from "../AdminPanel.tsx";
import { dateTimeFormat, money } from "./order-format.ts";

/** Every payment attempt with its outcome, and every refund with where it went and why. */
export function OrderPaymentsPanel({ order, className }: { order: AdminOrderDetail; className: string }) {
  const { t, i18n } = useTranslation("admin");
  const when = dateTimeFormat(i18n.language);
  return (
    <AdminPanel id="order-payments" title={t("order.payments")} className={className}>
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
  );
}

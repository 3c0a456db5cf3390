import { Link } from "react-router";
import type { AdminSubscriptionDetail } from "#domain/admin/subscriptions";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { linkClass } from "../admin-forms.ts";
import { recordCell as cell, RecordTable } from "../RecordTable.tsx";
import { dateTimeFormat } from "../orders/order-format.ts";
import { declineInWords } from "./decline-reason.ts";

/** Each renewal of the subscription: when it was due, its order, how its charge went and when it is tried again. */
export function RenewalsSection({ renewals }: { renewals: AdminSubscriptionDetail["renewals"] }) {
  const { t, i18n } = useTranslation("admin");
  const when = dateTimeFormat(i18n.language);
  const day = dateTimeFormat(i18n.language, { dateStyle: "medium" });
  return (
    <section aria-labelledby="subscription-renewals" className="mt-6 rounded-2xl border border-line bg-white p-4">
      <h2 id="subscription-renewals" className="text-xl">
        {t("renewals")}
      </h2>
      {renewals.length === 0 ? (
        <p className="mt-3 text-muted">{t("subscription.noRenewals")}</p>
      ) : (
        <RecordTable
          label={t("renewals")}
          minWidth="min-w-[36rem]"
          columns={(["cycle", "due", "order", "charge", "retry"] as const).map((column) => ({
            label: t(`subscription.columns.${column}`),
          }))}
        >
          {renewals.map((renewal) => (
            <tr key={renewal.cycle}>
              <td className={cell}>{renewal.cycle}</td>
              <td className={cell}>
                <time dateTime={renewal.dueDate}>{day.format(new Date(`${renewal.dueDate}T12:00:00Z`))}</time>
              </td>
              <td className={cell}>
                <Link to={`/admin/orders/${renewal.orderNumber}`} className={linkClass}>
                  #{renewal.orderNumber}
                </Link>
              </td>
              <td className={cell}>
                {t(`subscription.charge.${renewal.chargeState}`, { count: renewal.attempts })}
                {renewal.lastDecline ? (
                  <span className="block text-muted">
                    {t("subscriptionDeclines.label", { reason: declineInWords(t, renewal.lastDecline) })}
                  </span>
                ) : null}
              </td>
              <td className={cell}>
                {renewal.nextRetryAt && renewal.chargeState === "failed" ? (
                  <time dateTime={renewal.nextRetryAt}>{when.format(new Date(renewal.nextRetryAt))}</time>
                ) : (
                  "—"
                )}
              </td>
            </tr>
          ))}
        </RecordTable>
      )}
    </section>
  );
}

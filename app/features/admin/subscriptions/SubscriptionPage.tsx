import { useCallback, useState } from "react";
import { Link } from "react-router";
import type { AdminSubscriptionDetail } from "#domain/admin-subscriptions";
import type { SubscriptionDetail } from "#domain/customer-subscriptions";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { SubscriptionManager, type PerformAction } from "#app/features/subscriptions/SubscriptionManager.tsx";
import { adminCall } from "../admin-call.ts";
import { linkClass } from "../admin-forms.ts";
import { recordCell as cell, RecordTable } from "../RecordTable.tsx";
import { dateTimeFormat } from "../orders/order-format.ts";
import { AdminNotFound } from "../AdminNotFound.tsx";
import { BackToList } from "../BackToList.tsx";
import { declineInWords } from "./decline-reason.ts";

/**
 * One subscription for staff (issue 18 item 5): whose it is, each renewal's order and charge, and the customer's
 * own page beside it — every action the portal offers, done for the customer through the admin API (the
 * customer gets the same receipt, the history and the audit log name the member). A member who may only read
 * sees the page without its actions.
 */
export function SubscriptionPage({
  subscription: initial,
  canManage,
  csrfToken,
}: {
  subscription: AdminSubscriptionDetail | null;
  canManage: boolean;
  csrfToken: string;
}) {
  const { t, i18n } = useTranslation("admin");
  const [subscription, setSubscription] = useState(initial);
  const when = dateTimeFormat(i18n.language);
  const day = dateTimeFormat(i18n.language, { dateStyle: "medium" });
  const id = initial?.subscription.id;

  const perform = useCallback<PerformAction>(
    async (request) => {
      const answer = await adminCall(`/subscriptions/${id}/actions`, {
        body: request,
        csrfToken,
      });
      if (answer.kind === "ok") return { kind: "ok", status: 200, data: answer.data };
      if (answer.kind === "refused")
        return { kind: "failed", status: answer.status, error: answer.error, ...(answer.field ? { field: answer.field } : {}) };
      return { kind: "network" };
    },
    [csrfToken, id],
  );
  // The admin API answers an action with the staff's view (renewals, who acted), which the manager passes on.
  const changed = useCallback(
    (detail: SubscriptionDetail) => setSubscription((current) => (current ? { ...current, ...detail } : current)),
    [],
  );

  if (!subscription) {
    return <AdminNotFound title={t("subscription.notFound")} backTo="/admin/subscriptions" backLabel={t("subscription.back")} />;
  }

  return (
    <>
      <BackToList to="/admin/subscriptions">{t("subscription.back")}</BackToList>
      <h1 className="mt-2 text-3xl">{t("subscriptions.number", { id: subscription.subscription.id })}</h1>
      <p className="mt-1 break-all">
        {subscription.customerId === null ? (
          <>
            {subscription.email} <span className="text-muted">· {t("subscriptions.guest")}</span>
          </>
        ) : (
          <Link to={`/admin/customers/${subscription.customerId}`} className={linkClass}>
            {subscription.email}
          </Link>
        )}
      </p>
      {subscription.cancelReason ? (
        <p className="mt-3 rounded-xl bg-white p-3">
          {t("subscription.cancelReason", { reason: t(`subscription.reasons.${subscription.cancelReason}`) })}
          {subscription.cancelNote ? <span className="mt-1 block text-muted">“{subscription.cancelNote}”</span> : null}
        </p>
      ) : null}

      <div className="mt-6">
        <SubscriptionManager
          detail={canManage ? subscription : { ...subscription, actions: [] }}
          perform={perform}
          onChanged={changed}
          reader="staff"
        />
      </div>

      <section aria-labelledby="subscription-renewals" className="mt-6 rounded-2xl border border-line bg-white p-4">
        <h2 id="subscription-renewals" className="text-xl">
          {t("subscription.renewals")}
        </h2>
        {subscription.renewals.length === 0 ? (
          <p className="mt-3 text-muted">{t("subscription.noRenewals")}</p>
        ) : (
          <RecordTable
            label={t("subscription.renewals")}
            minWidth="min-w-[36rem]"
            columns={(["cycle", "due", "order", "charge", "retry"] as const).map((column) => ({
              label: t(`subscription.columns.${column}`),
            }))}
          >
            {subscription.renewals.map((renewal) => (
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
    </>
  );
}

import { useCallback, useState } from "react";
import { Link } from "react-router";
import type { AdminSubscriptionDetail } from "#domain/admin/subscriptions";
import type { SubscriptionDetail } from "#domain/customer-subscriptions";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { SubscriptionManager, type PerformAction } from "#app/features/subscriptions/SubscriptionManager.tsx";
import { adminCall } from "../admin-call.ts";
import { linkClass } from "../admin-forms.ts";
import { AdminNotFound } from "../AdminNotFound.tsx";
import { BackToList } from "../BackToList.tsx";
import { RenewalsSection } from "./RenewalsSection.tsx";

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
  const { t } = useTranslation("admin");
  const [subscription, setSubscription] = useState(initial);
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

      <RenewalsSection renewals={subscription.renewals} />
    </>
  );
}

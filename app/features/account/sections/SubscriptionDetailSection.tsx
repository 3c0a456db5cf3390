import { useCallback } from "react";
import { Link } from "react-router";
import type { SubscriptionDetail } from "#domain/customer-subscriptions";
import type { CardSetupResult, SubscriptionActionName } from "#domain/subscription-actions";
import { Spinner } from "#app/ui/Spinner.tsx";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { linkClass } from "#app/ui/link-class.ts";
import { useAuth } from "#app/features/account/AuthProvider.tsx";
import { accountCall } from "#app/lib/server-calls.ts";
import { useAccountResource } from "#app/features/account/use-account-resource.ts";
import { LazySubscriptionManager, usePreloadSubscriptionManager } from "#app/features/subscriptions/LazySubscriptionManager.tsx";
import type { PerformAction } from "#app/features/subscriptions/SubscriptionManager.tsx";

/** `/my-account/subscriptions/{id}`: one of the signed-in customer's subscriptions, with everything it can do. */
export function SubscriptionDetailSection({
  subscriptionId,
  intent,
  cardSetup = null,
}: {
  subscriptionId: number;
  /** A reminder's one-click action, opened once the subscription is on screen. */
  intent: SubscriptionActionName | null;
  /** Back from the provider's card page. */
  cardSetup?: CardSetupResult | null;
}) {
  const { t } = useTranslation("account");
  usePreloadSubscriptionManager();
  const { user, sessionRejected } = useAuth();
  const { resource, reload, replace } = useAccountResource<SubscriptionDetail>(`/subscriptions/${subscriptionId}`);
  const accessToken = user?.accessToken;

  const perform = useCallback<PerformAction>(
    (request) =>
      accessToken
        ? accountCall("POST", `/subscriptions/${subscriptionId}/actions`, {
            accessToken,
            body: request,
            onSessionRejected: sessionRejected,
          })
        : Promise.resolve({ kind: "failed", status: 401 }),
    [accessToken, sessionRejected, subscriptionId],
  );

  let content: React.ReactNode;
  if (resource.status === "loading") content = <Spinner label={t("subscriptions.loadingOne")} />;
  else if (resource.status === "failed") {
    const missing = resource.result.kind === "failed" && resource.result.status === 404;
    content = (
      <div role="alert" className="space-y-3">
        <p className="text-sale">{missing ? t("subscriptions.notFound") : t("subscriptions.failed")}</p>
        {missing ? null : (
          <button
            type="button"
            className="rounded-full border border-line px-4 py-2 text-sm font-semibold hover:bg-brand-soft"
            onClick={() => reload()}
          >
            {t("subscriptions.retry")}
          </button>
        )}
      </div>
    );
  } else
    content = (
      <LazySubscriptionManager
        detail={resource.data}
        perform={perform}
        onChanged={replace}
        reader="customer"
        initialAction={intent}
        cardSetup={cardSetup}
      />
    );

  return (
    <section aria-labelledby="account-section-title">
      <Link to="/my-account/subscriptions" className={linkClass}>
        <span aria-hidden="true">← </span>
        {t("subscriptions.back")}
      </Link>
      <h1 id="account-section-title" className="mt-4 text-3xl leading-tight md:text-4xl">
        {t("subscriptions.detailTitle")}
      </h1>
      <div className="mt-6">{content}</div>
    </section>
  );
}

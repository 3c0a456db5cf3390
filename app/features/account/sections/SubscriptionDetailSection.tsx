import { useCallback } from "react";
import type { SubscriptionDetail } from "#domain/customer-subscriptions";
import type { CardSetupResult, SubscriptionActionName } from "#domain/subscription-actions";
import { Spinner } from "#app/ui/Spinner.tsx";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { useAuth } from "#app/features/account/AuthProvider.tsx";
import { accountCall } from "#app/lib/server-calls.ts";
import { useAccountResource } from "#app/features/account/use-account-resource.ts";
import { LazySubscriptionManager, usePreloadSubscriptionManager } from "#app/features/subscriptions/LazySubscriptionManager.tsx";
import type { PerformAction } from "#app/features/subscriptions/SubscriptionManager.tsx";
import { LoadFailure, RetryButton } from "#app/ui/LoadFailure.tsx";
import { RecordSection } from "./RecordSection.tsx";

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
      <LoadFailure message={missing ? t("subscriptions.notFound") : t("subscriptions.failed")}>
        {missing ? null : <RetryButton label={t("subscriptions.retry")} onRetry={() => reload()} />}
      </LoadFailure>
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
    <RecordSection back={{ to: "/my-account/subscriptions", label: t("subscriptions.back") }} title={t("subscriptions.detailTitle")}>
      {content}
    </RecordSection>
  );
}

import { useCallback } from "react";
import type { SubscriptionDetail } from "#domain/customer-subscriptions";
import type { CardSetupResult, SubscriptionActionName } from "#domain/subscription-actions";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { useAuth } from "#app/features/account/AuthProvider.tsx";
import { accountCall } from "#app/lib/server-calls.ts";
import { useAccountResource } from "#app/features/account/use-account-resource.ts";
import { LazySubscriptionManager, usePreloadSubscriptionManager } from "#app/features/subscriptions/LazySubscriptionManager.tsx";
import type { OpenCancelOffer, PerformAction } from "#app/features/subscriptions/SubscriptionManager.tsx";
import { ResourceContent } from "./ResourceContent.tsx";
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

  const openCancelOffer = useCallback<OpenCancelOffer>(
    (reason) =>
      accessToken
        ? accountCall("POST", `/subscriptions/${subscriptionId}/cancel-offer`, {
            accessToken,
            body: { reason },
            onSessionRejected: sessionRejected,
          })
        : Promise.resolve({ kind: "failed", status: 401 }),
    [accessToken, sessionRejected, subscriptionId],
  );

  return (
    <RecordSection back={{ to: "/my-account/subscriptions", label: t("subscriptions.back") }} title={t("subscriptions.detailTitle")}>
      <ResourceContent
        resource={resource}
        reload={reload}
        texts={{
          loading: t("subscriptions.loadingOne"),
          failed: t("subscriptions.failed"),
          retry: t("subscriptions.retry"),
          notFound: t("subscriptions.notFound"),
        }}
      >
        {(detail) => (
          <LazySubscriptionManager
            detail={detail}
            perform={perform}
            openCancelOffer={openCancelOffer}
            onChanged={replace}
            reader="customer"
            initialAction={intent}
            cardSetup={cardSetup}
          />
        )}
      </ResourceContent>
    </RecordSection>
  );
}

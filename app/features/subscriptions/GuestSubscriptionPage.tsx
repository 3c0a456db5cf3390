import { useCallback } from "react";
import { Link } from "react-router";
import type { SubscriptionDetail } from "#domain/customer-subscriptions";
import type { CardSetupResult, SubscriptionActionName } from "#domain/subscription-actions";
import { Spinner } from "#app/ui/Spinner.tsx";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { linkClass } from "#app/ui/link-class.ts";
import { failureText } from "#app/ui/forms/messages.ts";
import { loginPathFor, REGISTER_PATH } from "#app/lib/account-paths.ts";
import { LazySubscriptionManager, usePreloadSubscriptionManager } from "./LazySubscriptionManager.tsx";
import type { OpenCancelOffer, PerformAction } from "./SubscriptionManager.tsx";
import { openLinkedCancelOffer, performLinkedAction, readLinkedSubscription } from "./subscription-link-calls.ts";
import { LinkLoadFailure } from "#app/ui/LinkLoadFailure.tsx";
import { SignedLinkPage } from "#app/ui/SignedLinkPage.tsx";
import { useSignedLinkRead } from "#app/ui/use-signed-link-read.ts";

/**
 * `/subscriptions/manage/{token}`: the page a subscription email's signed link opens (issue 18 item 1), so a
 * guest who subscribed at checkout can do all that a customer does in the account; `intent` (the reminder's
 * one-click skip or reschedule) opens that action's confirmation at once.
 */
export function GuestSubscriptionPage({
  token,
  intent,
  cardSetup = null,
}: {
  token: string;
  intent: SubscriptionActionName | null;
  /** Back from the provider's card page. */
  cardSetup?: CardSetupResult | null;
}) {
  const { t } = useTranslation("account");
  usePreloadSubscriptionManager();
  const { page, setPage, retry } = useSignedLinkRead(token, readLinkedSubscription);

  const perform = useCallback<PerformAction>((request) => performLinkedAction(token, request), [token]);
  const openCancelOffer = useCallback<OpenCancelOffer>((reason) => openLinkedCancelOffer(token, reason), [token]);
  const changed = useCallback(
    (detail: SubscriptionDetail) =>
      setPage((current) => (current.status === "ready" ? { status: "ready", data: { ...current.data, ...detail } } : current)),
    [setPage],
  );

  let content: React.ReactNode;
  if (page.status === "loading") content = <Spinner label={t("subscriptions.loadingOne")} />;
  else if (page.status === "failed") {
    content = (
      <LinkLoadFailure
        message={
          page.gone
            ? failureText(page.result, t, { rejected: "subscriptions.linkGone", unavailable: "subscriptions.failed" })
            : t("subscriptions.failed")
        }
        otherWay={page.gone ? { to: loginPathFor("/my-account/subscriptions"), label: t("subscriptions.signInInstead") } : null}
        retryLabel={t("subscriptions.retry")}
        onRetry={retry}
      />
    );
  } else
    content = (
      <>
        <LazySubscriptionManager
          detail={page.data}
          perform={perform}
          openCancelOffer={openCancelOffer}
          onChanged={changed}
          reader="guest"
          initialAction={intent}
          cardSetup={cardSetup}
        />
        <aside className="mt-6 rounded-2xl bg-brand-soft p-5">
          <p>{page.data.hasAccount ? t("subscriptions.accountExists") : t("subscriptions.accountOffer")}</p>
          <Link
            to={page.data.hasAccount ? loginPathFor(`/my-account/subscriptions/${page.data.subscription.id}`) : REGISTER_PATH}
            className={`mt-2 inline-block ${linkClass}`}
          >
            {page.data.hasAccount ? t("subscriptions.signIn") : t("subscriptions.createAccount")}
          </Link>
        </aside>
      </>
    );

  return (
    <SignedLinkPage title={t("subscriptions.detailTitle")} intro={t("subscriptions.guestIntro")}>
      {content}
    </SignedLinkPage>
  );
}

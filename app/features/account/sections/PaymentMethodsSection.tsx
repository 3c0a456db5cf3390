import { useRef, useState } from "react";
import { Spinner } from "#app/ui/Spinner.tsx";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { AccountSection } from "#app/features/account/AccountLayout.tsx";
import { useAuth } from "#app/features/account/AuthProvider.tsx";
import { ConfirmDialog } from "#app/ui/ConfirmDialog.tsx";
import { FormStatusMessage } from "#app/ui/forms/fields.tsx";
import type { FormStatus } from "#app/features/account/forms/use-account-form.ts";
import { failureText } from "#app/ui/forms/messages.ts";
import { cardBrandName, cardExpiry, cardName, type SavedCard, type SavedCardsAnswer } from "#app/lib/saved-cards.ts";
import { accountCall } from "#app/lib/server-calls.ts";
import { useAccountResource } from "#app/features/account/use-account-resource.ts";
import { LoadFailure, RetryButton } from "#app/ui/LoadFailure.tsx";

const PATH = "/payment-methods";
const secondaryButton = "rounded-full border border-line px-4 py-2 text-sm font-semibold hover:bg-brand-soft";

/**
 * The cards the customer's subscriptions renew with, kept by the payment provider (the store sees brand,
 * last four digits and expiry), each removable after a confirmation that says what happens to the
 * subscriptions using it; then how payment works, cash on delivery included.
 */
export function PaymentMethodsSection() {
  const { t } = useTranslation("account");
  const { user, sessionRejected } = useAuth();
  const { resource, reload, replace } = useAccountResource<SavedCardsAnswer>(PATH);
  const [removing, setRemoving] = useState<SavedCard | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<FormStatus | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);

  async function remove(card: SavedCard) {
    if (!user || busy) return;
    setBusy(true);
    const result = await accountCall("DELETE", `${PATH}/${encodeURIComponent(card.id)}`, {
      accessToken: user.accessToken,
      onSessionRejected: sessionRejected,
    });
    setBusy(false);
    setRemoving(null);
    if (result.kind === "ok") {
      replace(result.data);
      setStatus({ kind: "success", text: t("paymentMethods.removed", { card: cardName(card, t) }) });
    } else {
      setStatus({
        kind: "error",
        text: failureText(result, t, { rejected: "paymentMethods.removeFailed", unavailable: "paymentMethods.removeFailed" }),
      });
      // Gone already (removed in another tab): the list is read again so it shows what is really kept.
      if (result.kind === "failed" && result.status === 404) reload({ quiet: true });
    }
    // The card's button is gone with it: focus goes to the list (after the dialog has handed focus back).
    requestAnimationFrame(() => listHeading.current?.focus());
  }

  let content: React.ReactNode;
  if (resource.status === "loading") content = <Spinner label={t("paymentMethods.loading")} />;
  else if (resource.status === "failed") {
    content = (
      <LoadFailure
        message={failureText(resource.result, t, { rejected: "paymentMethods.loadFailed", unavailable: "paymentMethods.loadFailed" })}
      >
        <RetryButton label={t("paymentMethods.retry")} onRetry={() => reload()} />
      </LoadFailure>
    );
  } else if (resource.data.paymentMethods.length === 0) {
    content = <p className="text-muted">{t("paymentMethods.none")}</p>;
  } else {
    content = (
      <ul className="grid gap-4 lg:grid-cols-2">
        {resource.data.paymentMethods.map((card) => {
          const expiry = cardExpiry(card);
          return (
            <li key={card.id} className="flex flex-col rounded-2xl border border-line bg-white p-5 shadow-sm">
              <p className="flex flex-wrap items-baseline gap-x-3 text-lg">
                <span className="font-semibold">{cardBrandName(card.brand, t)}</span>
                <span className="tabular-nums tracking-wider" aria-hidden="true">
                  •••• {card.last4}
                </span>
                <span className="sr-only">{t("paymentMethods.endingIn", { last4: card.last4 })}</span>
              </p>
              {expiry ? <p className="mt-1 text-sm text-muted">{t("paymentMethods.expires", { date: expiry })}</p> : null}
              <p className="mt-1 text-sm text-muted">
                {card.subscriptions > 0 ? t("paymentMethods.usedBy", { count: card.subscriptions }) : t("paymentMethods.usedByNone")}
              </p>
              <div className="mt-4">
                <button
                  type="button"
                  className={secondaryButton}
                  aria-label={t("paymentMethods.removeLabel", { card: cardName(card, t) })}
                  onClick={() => {
                    setStatus(null);
                    setRemoving(card);
                  }}
                >
                  {t("paymentMethods.remove")}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <AccountSection title={t("nav.paymentMethods")} intro={t("paymentMethods.intro")}>
      <div className="space-y-6">
        <FormStatusMessage status={status} />
        <section aria-labelledby="saved-cards-title" className="space-y-4">
          <div>
            <h2 id="saved-cards-title" ref={listHeading} tabIndex={-1} className="text-xl outline-none">
              {t("paymentMethods.savedTitle")}
            </h2>
            <p className="mt-1 max-w-prose text-sm text-muted">{t("paymentMethods.savedIntro")}</p>
          </div>
          {content}
        </section>
        <div className="space-y-4 rounded-2xl border border-line bg-white p-6 shadow-sm">
          <h2 className="text-xl">{t("paymentMethods.howTitle")}</h2>
          <p>{t("paymentMethods.cards")}</p>
          <p>{t("paymentMethods.cashOnDelivery")}</p>
          <p className="text-sm text-muted">{t("paymentMethods.accepted")}</p>
        </div>
      </div>
      <ConfirmDialog
        open={removing !== null}
        title={t("paymentMethods.confirmTitle")}
        message={
          removing ? (
            <>
              <p>{t("paymentMethods.confirmQuestion", { card: cardName(removing, t) })}</p>
              {removing.subscriptions > 0 ? (
                <p className="mt-3 rounded-xl border border-sale/40 bg-sale/5 px-4 py-3 text-sm text-sale">
                  {t("paymentMethods.confirmSubscriptions", { count: removing.subscriptions })}
                </p>
              ) : null}
            </>
          ) : null
        }
        confirmLabel={busy ? t("paymentMethods.removing") : t("paymentMethods.confirmRemove")}
        cancelLabel={t("paymentMethods.cancel")}
        busy={busy}
        onConfirm={() => removing && void remove(removing)}
        onClose={() => setRemoving(null)}
      />
    </AccountSection>
  );
}

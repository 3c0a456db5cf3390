import { Spinner } from "#app/ui/Spinner.tsx";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { AccountSection } from "#app/features/account/AccountLayout.tsx";
import { ConfirmDialog } from "#app/ui/ConfirmDialog.tsx";
import { FormStatusMessage } from "#app/ui/forms/fields.tsx";
import { failureText } from "#app/ui/forms/messages.ts";
import { cardName, type SavedCardsAnswer } from "#app/lib/saved-cards.ts";
import { useAccountResource } from "#app/features/account/use-account-resource.ts";
import { LoadFailure, RetryButton } from "#app/ui/LoadFailure.tsx";
import { SavedCardItem } from "./SavedCardItem.tsx";
import { PAYMENT_METHODS_PATH, useCardRemoval } from "./use-card-removal.ts";

/**
 * The cards the customer's subscriptions renew with, kept by the payment provider (the store sees brand,
 * last four digits and expiry), each removable after a confirmation that says what happens to the
 * subscriptions using it; then how payment works, cash on delivery included.
 */
export function PaymentMethodsSection() {
  const { t } = useTranslation("account");
  const { resource, reload, replace } = useAccountResource<SavedCardsAnswer>(PAYMENT_METHODS_PATH);
  const { removing, setRemoving, busy, status, setStatus, listHeading, remove } = useCardRemoval(replace, reload);

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
        {resource.data.paymentMethods.map((card) => (
          <SavedCardItem
            key={card.id}
            card={card}
            onRemove={() => {
              setStatus(null);
              setRemoving(card);
            }}
          />
        ))}
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

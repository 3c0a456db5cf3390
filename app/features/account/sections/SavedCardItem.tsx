import { useTranslation } from "#app/lib/i18n/react.tsx";
import { cardBrandName, cardExpiry, cardName, type SavedCard } from "#app/lib/saved-cards.ts";

const secondaryButton = "rounded-full border border-line px-4 py-2 text-sm font-semibold hover:bg-brand-soft";

/** One kept card: its brand, last digits and expiry, the subscriptions that renew with it, and its removal. */
export function SavedCardItem({ card, onRemove }: { card: SavedCard; onRemove: () => void }) {
  const { t } = useTranslation("account");
  const expiry = cardExpiry(card);
  return (
    <li className="flex flex-col rounded-2xl border border-line bg-white p-5 shadow-sm">
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
          onClick={onRemove}
        >
          {t("paymentMethods.remove")}
        </button>
      </div>
    </li>
  );
}

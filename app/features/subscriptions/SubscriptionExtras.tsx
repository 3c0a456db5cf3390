import { useState } from "react";
import type { SubscriptionActionDone, SubscriptionDetail } from "#domain/customer-subscriptions";
import type { SubscriptionActionRequest } from "#domain/subscription-actions";
import type { CallResult } from "#app/lib/server-calls.ts";
import { failureText } from "#app/ui/forms/messages.ts";
import { formatPrice } from "#domain/format-price";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { useOrderDate } from "#app/features/orders/order-status.tsx";
import { HeadedSection } from "#app/ui/HeadedSection.tsx";

/** "Papillex – 1 sticlă", or the product alone for its only variant (as the server names a line). */
export const lineName = ({ title, variantTitle }: { title: string; variantTitle: string }) =>
  variantTitle ? `${title} – ${variantTitle}` : title;

/**
 * A waiting product comes off the next delivery at its own button, with no dialog: the receipt's sentence is said as
 * any action's (`showNotice`), a refusal beside the list.
 */
export function useExtraRemoval(
  perform: (request: SubscriptionActionRequest) => Promise<CallResult<SubscriptionActionDone>>,
  onChanged: (detail: SubscriptionDetail) => void,
  showNotice: (text: string) => void,
) {
  const { t } = useTranslation("account");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function removeExtra(extraId: number) {
    setBusy(true);
    setError(null);
    const result = await perform({ action: "remove_extra", extraId });
    setBusy(false);
    if (result.kind === "ok") {
      onChanged(result.data.detail);
      showNotice(result.data.message);
      return;
    }
    setError(failureText(result, t, { rejected: "subscriptions.form.failed", unavailable: "subscriptions.form.failed" }));
  }
  return { busy, error, remove: (extraId: number) => void removeExtra(extraId) };
}

const price = (minor: number) => formatPrice(minor / 100, "RON");

/**
 * The one-off products waiting for the next delivery (issue 68 item 4), with its date and what each costs; each has
 * its own "Remove" while the subscription may still be changed (`onRemove`). `error` is a refused removal's sentence.
 */
export function SubscriptionExtras({
  detail,
  onRemove,
  busy,
  error,
}: {
  detail: SubscriptionDetail;
  onRemove: ((extraId: number) => void) | null;
  busy: boolean;
  error: string | null;
}) {
  const { t } = useTranslation("account");
  const date = useOrderDate();
  const next = detail.subscription.nextDeliveryDate;
  if (detail.extras.length === 0) return null;
  return (
    <HeadedSection
      titleId="subscription-extras"
      title={t("subscriptions.extras.title")}
      className="rounded-2xl border border-line bg-white p-5 shadow-sm"
      titleClassName="text-xl"
    >
      <p className="mt-2 text-sm text-muted">
        {next ? t("subscriptions.extras.intro", { date: date(next) }) : t("subscriptions.extras.introNoDate")}
      </p>
      {error ? (
        <p role="alert" className="mt-3 rounded-xl bg-red-50 p-3 text-sm font-semibold text-sale">
          {error}
        </p>
      ) : null}
      <ul className="mt-3 divide-y divide-line">
        {detail.extras.map((extra) => (
          <li key={extra.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-2">
            <span>
              <span className="font-semibold">{t("subscriptions.extras.line", { quantity: extra.quantity, name: extra.name })}</span>
              <span className="block text-sm text-muted tabular-nums">
                {t("subscriptions.extras.price", { unit: price(extra.unitPriceMinor), total: price(extra.totalMinor) })}
              </span>
            </span>
            {onRemove ? (
              <button
                type="button"
                disabled={busy}
                onClick={() => onRemove(extra.id)}
                aria-label={t("subscriptions.extras.removeLabel", { name: extra.name })}
                className="rounded-full border border-line bg-white px-4 py-2 text-sm font-semibold hover:bg-brand-soft disabled:opacity-60"
              >
                {t("subscriptions.extras.remove")}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}

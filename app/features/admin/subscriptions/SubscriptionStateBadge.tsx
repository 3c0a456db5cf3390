import type { SubscriptionState } from "#domain/subscription-lifecycle";
import { useTranslation } from "#app/lib/i18n/react.tsx";

const TONE: Record<SubscriptionState, string> = {
  active: "bg-emerald-100 text-emerald-900",
  paused: "bg-sky-100 text-sky-900",
  past_due: "bg-amber-100 text-amber-900",
  cancelled: "bg-stone-200 text-stone-900",
};

/** A subscription's state in words (never by colour alone). */
export function SubscriptionStateBadge({ state }: { state: SubscriptionState }) {
  const { t } = useTranslation("admin");
  return (
    <span className={`inline-block whitespace-nowrap rounded-full px-3 py-1 text-sm font-semibold ${TONE[state]}`}>
      {t(`subscriptions.state.${state}`)}
    </span>
  );
}

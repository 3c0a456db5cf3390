import { formatLongDate } from "#domain/dates";
import { DEFAULT_LANGUAGE, isLanguage } from "#domain/locale";
import type { OrderStatus } from "#domain/order-contract";
import { useTranslation } from "#app/lib/i18n/react.tsx";

/** An order's status and date as the shopper's pages say them; apart from the details, so a list need not load those. */
export const STATUS_TONES: Record<OrderStatus, string> = {
  pending_payment: "bg-amber-100 text-amber-900",
  payment_due_on_delivery: "bg-sky-100 text-sky-900",
  paid: "bg-emerald-100 text-emerald-900",
  fulfilled: "bg-indigo-100 text-indigo-900",
  delivered: "bg-emerald-100 text-emerald-900",
  cancelled: "bg-stone-200 text-stone-800",
  refunded: "bg-stone-200 text-stone-800",
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation("orders");
  return (
    <span className={`inline-block rounded-full px-3 py-1 text-sm font-semibold ${STATUS_TONES[status] ?? STATUS_TONES.cancelled}`}>
      {t(`status.${status}`)}
    </span>
  );
}

export function useOrderDate() {
  const { i18n } = useTranslation("orders");
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return (iso: string) => formatLongDate(iso, language);
}

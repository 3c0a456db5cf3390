import { formatMoney } from "#domain/format-price";
import type { FreeShippingProgress as Progress } from "#domain/shipping";
import { useTranslation } from "#app/lib/i18n/react.tsx";

/** The free-shipping bar of the cart page: how much is missing, or that shipping is free. */
export function FreeShippingProgress({ progress, currencyCode }: { progress: Progress; currencyCode: string }) {
  const { t } = useTranslation("cart-page");
  const text = progress.qualifies
    ? t("freeShipping.reached")
    : t("freeShipping.remaining", { amount: formatMoney({ amountMinor: progress.remainingMinor, currencyCode }) });
  return (
    <div className="rounded-2xl bg-brand-soft/60 p-4">
      <p className="text-sm font-semibold text-brand-dark">{text}</p>
      <div
        role="progressbar"
        aria-label={t("freeShipping.label")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        aria-valuetext={text}
        className="mt-2 h-2.5 overflow-hidden rounded-full bg-white"
      >
        <div
          className={`h-full rounded-full motion-safe:transition-[width] motion-safe:duration-300 ${progress.qualifies ? "bg-emerald-600" : "bg-brand"}`}
          style={{ width: `${progress.percent}%` }}
        />
      </div>
    </div>
  );
}

import { formatMoney, formatPrice } from "#domain/format-price";
import type { CartTotals } from "#domain/cart-totals";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import type { CartPromotionsAnswer } from "./use-cart-promotions.ts";

/**
 * Subtotal, and with a code in force its discount line and the discounted subtotal (spec §2 "Cart
 * drawer"), as rows of a description list the caller owns, so the cart page can add shipping and total.
 */
export function CartTotalsRows({
  totals,
  code,
  promotions,
}: {
  totals: CartTotals;
  code: string | null;
  promotions: CartPromotionsAnswer;
}) {
  const { t } = useTranslation("cart");
  const discounted = code !== null && totals.discount.amountMinor > 0;
  const promoted = totals.promotionsOff.amountMinor > 0;
  return (
    <>
      <div className="flex justify-between gap-4">
        <dt>{t("totals.subtotal")}</dt>
        <dd className="font-semibold tabular-nums">{formatMoney(totals.subtotal)}</dd>
      </div>
      {promoted
        ? promotions.allocations
            .filter((allocation) => allocation.kind !== "free_shipping")
            .map((allocation) => (
              <div key={allocation.title} className="flex justify-between gap-4 text-emerald-800">
                <dt>{allocation.title}</dt>
                <dd className="font-semibold tabular-nums">−{formatPrice(allocation.amount.amount, allocation.amount.currencyCode)}</dd>
              </div>
            ))
        : null}
      {discounted ? (
        <>
          <div className="flex justify-between gap-4 text-emerald-800">
            <dt>
              {totals.discountPercent > 0
                ? t("totals.discount", { code, percent: totals.discountPercent })
                : t("totals.discountCode", { code })}
            </dt>
            <dd className="font-semibold tabular-nums">−{formatMoney(totals.discount)}</dd>
          </div>
        </>
      ) : null}
      {discounted || promoted ? (
        <div className="flex justify-between gap-4">
          <dt>{t("totals.discountedSubtotal")}</dt>
          <dd className="font-semibold tabular-nums">{formatMoney(totals.discountedSubtotal)}</dd>
        </div>
      ) : null}
    </>
  );
}

/** Said instead of totals while some line waits for its price in the cart's currency, or could not get it. */
export function PricingNotice({ status, currencyCode, retry }: { status: "pricing" | "failed"; currencyCode: string; retry: () => void }) {
  const { t } = useTranslation("cart");
  if (status === "pricing") {
    return (
      <p role="status" className="text-sm text-muted">
        {t("totals.pricing", { currency: currencyCode })}
      </p>
    );
  }
  return (
    <div role="alert" className="flex flex-wrap items-center justify-between gap-3 text-sm text-sale">
      <p>{t("totals.pricingFailed", { currency: currencyCode })}</p>
      <button
        type="button"
        onClick={retry}
        className="rounded-full border-2 border-line px-4 py-1.5 font-semibold text-ink hover:border-brand"
      >
        {t("totals.retry")}
      </button>
    </div>
  );
}

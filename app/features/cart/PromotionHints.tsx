import type { PromotionHintJson } from "#domain/order-contract";
import { useTranslation } from "#app/lib/i18n/react.tsx";
import { formatPrice } from "#domain/format-price";

/**
 * What one more step would earn (decision 0172), the nearest promotion's only, so the cart does not nag; and, when the
 * promotions outranked the code typed, why the code is not applied. Announced politely as the cart changes.
 */
export function PromotionHints({ hints, codeSetAside }: { hints: readonly PromotionHintJson[]; codeSetAside: string | null }) {
  const { t } = useTranslation("cart");
  const [hint] = hints;
  return (
    <div aria-live="polite" className="flex flex-col gap-2 text-sm empty:hidden">
      {hint ? (
        <p className="rounded-xl bg-brand-soft px-4 py-3 font-semibold text-brand-dark">
          {hint.kind === "tier_quantity"
            ? t("promotionHints.tier_quantity", { count: hint.missingUnits ?? 1, percent: hint.percent })
            : t(`promotionHints.${hint.kind}`, {
                amount: hint.missing ? formatPrice(hint.missing.amount, hint.missing.currencyCode) : "",
                percent: hint.percent,
                title: hint.title,
              })}
        </p>
      ) : null}
      {codeSetAside ? <p className="text-muted">{t("promotionHints.codeSetAside", { code: codeSetAside })}</p> : null}
    </div>
  );
}

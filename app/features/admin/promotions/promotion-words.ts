import type { AdminPromotion } from "#domain/admin/promotions";
import type { TFunction } from "#app/lib/i18n/translator.ts";
import { minorToLei, storeDay } from "#domain/admin/discounts";

/** Lei as the admin lists show them. */
export const lei = (minor: number) => `${minorToLei(minor).replace(".", ",")} lei`;

/** What a promotion gives, in words: "2 produse −10 %, 3 produse −15 %", "−20 %", "cadou PAP-1", "livrare gratuită de la 200 lei". */
export function promotionValue(promotion: AdminPromotion, t: TFunction): string {
  switch (promotion.kind) {
    case "amount_off":
      return promotion.valueKind === "percent"
        ? t("promotions.value.percent", { percent: promotion.percent })
        : t("promotions.value.fixed", { amount: lei(promotion.amountRonMinor ?? 0) });
    case "tiers":
      return promotion.tiers
        .map((tier) =>
          promotion.tierBasis === "value"
            ? t("promotions.value.tierValue", { min: lei(tier.min), percent: tier.percent })
            : t("promotions.value.tierQuantity", { count: tier.min, percent: tier.percent }),
        )
        .join(", ");
    case "gift":
      return t("promotions.value.gift", { sku: promotion.giftSku ?? "—" });
    case "free_shipping":
      return t("promotions.value.freeShipping", { amount: lei(promotion.minSubtotalRonMinor ?? 0) });
  }
}

/** The promotion's dates: "1.12.2026 – 31.12.2026", "de la 1.12.2026", or "fără termen". */
export function promotionDates(promotion: AdminPromotion, t: TFunction, language: string): string {
  const from = promotion.startsAt ? storeDay(promotion.startsAt, language) : null;
  const to = promotion.endsAt ? storeDay(promotion.endsAt, language) : null;
  if (from && to) return `${from} – ${to}`;
  if (from) return t("promotions.dates.from", { date: from });
  if (to) return t("promotions.dates.until", { date: to });
  return t("promotions.dates.always");
}

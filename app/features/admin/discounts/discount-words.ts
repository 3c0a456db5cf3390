import { storeDay, type AdminDiscount } from "#domain/admin/discounts";
import { formatMoney } from "#domain/format-price";
import type { TFunction } from "#app/lib/i18n/translator.ts";

export const lei = (amountMinor: number) => formatMoney({ amountMinor, currencyCode: "RON" });

/** "15%" or "50,00 lei". */
export function discountValue(discount: Pick<AdminDiscount, "kind" | "percent" | "amountRonMinor">): string {
  return discount.kind === "percent" ? `${discount.percent ?? 0}%` : lei(discount.amountRonMinor ?? 0);
}

/** The code's conditions in a few words each, for the list. */
export function conditionsSummary(discount: AdminDiscount, t: TFunction, language: string): string[] {
  const day = (iso: string) => storeDay(iso, language);
  return [
    discount.productScope === "chosen"
      ? t("discounts.summary.products", { names: discount.products.map((product) => product.title || product.handle).join(", ") })
      : t("discounts.summary.allProducts"),
    ...(discount.firstOrderOnly ? [t("discounts.summary.firstOrder")] : []),
    ...(discount.oncePerEmail ? [t("discounts.summary.oncePerEmail")] : []),
    ...(discount.usageLimit !== null ? [t("discounts.summary.limit", { count: discount.usageLimit })] : []),
    ...(discount.minSubtotalRonMinor !== null ? [t("discounts.summary.minimum", { amount: lei(discount.minSubtotalRonMinor) })] : []),
    ...(discount.startsAt ? [t("discounts.summary.from", { date: day(discount.startsAt) })] : []),
    ...(discount.endsAt ? [t("discounts.summary.until", { date: day(discount.endsAt) })] : []),
  ];
}

import {
  bottlesPerDelivery,
  isSubscriptionVariant,
  priceSuffix,
  subscriptionType,
  unitPrice,
  variantLabel,
  variantSavings,
  type PriceSuffix,
  type VariantLabelKey,
} from "#domain/product-rules";
import { metafieldMap, type MoneyV2 } from "#app/lib/storefront-fragments.ts";
import type { ProductVariant } from "#app/features/product/product-query.ts";

/** A variant with the purchase rules already applied: everything the panel shows and puts in the cart. */
export interface PurchaseVariant {
  variant: ProductVariant;
  label: { text: string } | { key: VariantLabelKey };
  description: string | undefined;
  /** A subscription's delivery terms, e.g. "Delivered every month, cancel anytime". */
  subscriptionText: string | undefined;
  /**
   * The price of one bottle (a 3-pack's or quarterly delivery's total ÷ 3) and, during a reduction, its prior price on
   * the same footing (the Storefront API's compare-at: the lowest of the 30 days before, decision 0140).
   */
  unitPrice: MoneyV2;
  unitCompareAt: MoneyV2 | null;
  /** What the same bottles cost bought one by one today (a pack's or subscription's reference, decision 0030); not a reduction. */
  singleBottlesPrice: MoneyV2 | null;
  /** Set when the shown price is per bottle: the bundle's total, or what each quarterly delivery is charged. */
  total: MoneyV2 | null;
  bottles: number;
  suffix: PriceSuffix | null;
  savings: number;
  isSubscription: boolean;
  subscriptionType: "monthly" | "quarterly" | undefined;
}

/** A `money` metafield's value (`{"amount":"567.00","currency_code":"RON"}`); null when absent or unreadable. */
function moneyMetafield(value: string | undefined): MoneyV2 | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(value) as { amount?: unknown; currency_code?: unknown };
    return typeof parsed.amount === "string" && typeof parsed.currency_code === "string"
      ? { amount: parsed.amount, currencyCode: parsed.currency_code }
      : null;
  } catch {
    return null;
  }
}

export function toPurchaseVariant(variant: ProductVariant): PurchaseVariant {
  const facts = { title: variant.title, metafields: metafieldMap(variant.metafields) };
  const perUnit = unitPrice(facts, variant.price);
  const bottles = bottlesPerDelivery(facts);
  return {
    variant,
    label: variantLabel(facts),
    description: facts.metafields.description,
    subscriptionText: facts.metafields.subscriptionText,
    unitPrice: perUnit,
    unitCompareAt: variant.compareAtPrice ? unitPrice(facts, variant.compareAtPrice) : null,
    singleBottlesPrice: moneyMetafield(facts.metafields.single_bottles_price),
    total: bottles === 1 ? null : variant.price,
    bottles,
    suffix: priceSuffix(facts),
    savings: variantSavings({ ...facts, price: variant.price, compareAtPrice: variant.compareAtPrice }),
    isSubscription: isSubscriptionVariant(facts),
    subscriptionType: subscriptionType(facts),
  };
}

/**
 * What the cart adds up to in one currency (spec §4 "Cart" derived values, §5 "Discount code format",
 * §9 "Free shipping"). Every amount is integer minor units of that one currency: a line priced in
 * another currency is refused rather than added, so a subtotal never mixes currencies.
 */
import { discountShares, type DiscountRate } from "./discount-code.ts";
import { CurrencyMismatchError, multiplyMoney, sumMoney, type Money } from "./money.ts";
import { freeShippingProgress, shippingCost, type FreeShippingProgress, type ShippingTerms } from "./shipping.ts";

export interface PricedQuantity {
  unitPrice: Money;
  quantity: number;
  /** The product's handle, for a code limited to some products. */
  handle?: string;
}

/** A code the server described: a fixed amount in the cart's currency instead of the percent, some products only. */
export interface CartDiscountTerms {
  fixedAmountMinor?: number;
  productHandles?: readonly string[] | null;
}

/**
 * What the server said the automatic promotions take (decision 0172), for the same lines, code and currency: their
 * part off the goods, the code's own amount once they are taken (null: the code was set aside), and free shipping.
 */
export interface CartPromotions {
  offMinor: number;
  codeMinor: number | null;
  freeShipping: boolean;
}

export interface CartTotals {
  currencyCode: string;
  subtotal: Money;
  /** What the automatic promotions take off the goods (0 without any). */
  promotionsOff: Money;
  /** The percent the code's format gives (0 without a code). */
  discountPercent: number;
  discount: Money;
  /** Subtotal minus the discount, never below 0. */
  discountedSubtotal: Money;
  /** Present when shipping terms in the same currency were given (the cart page; the drawer has none). */
  shipping?: { cost: Money; progress: FreeShippingProgress };
  /** Discounted subtotal plus shipping; without shipping terms, the discounted subtotal. */
  total: Money;
}

export function cartTotals({
  lines,
  currencyCode,
  discountPercent,
  discountTerms,
  shippingTerms,
  promotions,
}: {
  lines: readonly PricedQuantity[];
  currencyCode: string;
  discountPercent: number;
  discountTerms?: CartDiscountTerms;
  shippingTerms?: ShippingTerms;
  promotions?: CartPromotions | undefined;
}): CartTotals {
  const lineTotals = lines.map((line) => multiplyMoney(line.unitPrice, line.quantity));
  const subtotal = sumMoney(lineTotals, currencyCode);
  // As the server prices an order (domain/pricing.ts): only the lines the code applies to, a fixed amount never above them.
  const rate: DiscountRate =
    discountTerms?.fixedAmountMinor === undefined
      ? { kind: "percent", percent: discountPercent }
      : { kind: "fixed", amountMinor: discountTerms.fixedAmountMinor };
  const handles = discountTerms?.productHandles;
  const shares = discountShares(
    rate,
    lineTotals.map((total) => total.amountMinor),
    lines.map((line) => !handles || (line.handle !== undefined && handles.includes(line.handle))),
  );
  const codeMinor = promotions ? (promotions.codeMinor ?? 0) : shares.reduce((sum, share) => sum + share, 0);
  const discount = { amountMinor: codeMinor, currencyCode };
  const promotionsOff = { amountMinor: promotions?.offMinor ?? 0, currencyCode };
  const discountedSubtotal = { amountMinor: subtotal.amountMinor - discount.amountMinor - promotionsOff.amountMinor, currencyCode };
  const base = { currencyCode, subtotal, promotionsOff, discountPercent: promotions?.codeMinor === null ? 0 : discountPercent };
  if (!shippingTerms) return { ...base, discount, discountedSubtotal, total: discountedSubtotal };
  if (shippingTerms.currencyCode !== currencyCode) throw new CurrencyMismatchError(currencyCode, shippingTerms.currencyCode);
  const cost = { amountMinor: promotions?.freeShipping ? 0 : shippingCost(discountedSubtotal.amountMinor, shippingTerms), currencyCode };
  return {
    ...base,
    discount,
    discountedSubtotal,
    shipping: { cost, progress: freeShippingProgress(discountedSubtotal.amountMinor, shippingTerms) },
    total: sumMoney([discountedSubtotal, cost], currencyCode),
  };
}

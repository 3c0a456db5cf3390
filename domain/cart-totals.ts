/**
 * What the cart adds up to in one currency (spec §4 "Cart" derived values, §5 "Discount code format",
 * §9 "Free shipping"). Every amount is integer minor units of that one currency: a line priced in
 * another currency is refused rather than added, so a subtotal never mixes currencies.
 */
import { discountAmount } from "./discount-code.ts";
import { CurrencyMismatchError, multiplyMoney, sumMoney, type Money } from "./money.ts";
import { freeShippingProgress, shippingCost, type FreeShippingProgress, type ShippingTerms } from "./shipping.ts";

export interface PricedQuantity {
  unitPrice: Money;
  quantity: number;
}

export interface CartTotals {
  currencyCode: string;
  subtotal: Money;
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
  shippingTerms,
}: {
  lines: readonly PricedQuantity[];
  currencyCode: string;
  discountPercent: number;
  shippingTerms?: ShippingTerms;
}): CartTotals {
  const subtotal = sumMoney(
    lines.map((line) => multiplyMoney(line.unitPrice, line.quantity)),
    currencyCode,
  );
  const discount = { amountMinor: discountAmount(subtotal.amountMinor, discountPercent), currencyCode };
  const discountedSubtotal = { amountMinor: subtotal.amountMinor - discount.amountMinor, currencyCode };
  if (!shippingTerms) return { currencyCode, subtotal, discountPercent, discount, discountedSubtotal, total: discountedSubtotal };
  if (shippingTerms.currencyCode !== currencyCode) throw new CurrencyMismatchError(currencyCode, shippingTerms.currencyCode);
  const cost = { amountMinor: shippingCost(discountedSubtotal.amountMinor, shippingTerms), currencyCode };
  return {
    currencyCode,
    subtotal,
    discountPercent,
    discount,
    discountedSubtotal,
    shipping: { cost, progress: freeShippingProgress(discountedSubtotal.amountMinor, shippingTerms) },
    total: sumMoney([discountedSubtotal, cost], currencyCode),
  };
}

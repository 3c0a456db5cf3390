import { cartTotals, type CartTotals } from "#domain/cart-totals";
import type { ShippingTerms } from "#domain/shipping";
import { useCartLines, type CartLines } from "./use-cart-lines.ts";
import { useDiscountCode, type DiscountCodeState } from "./use-discount-code.ts";

export interface CartSummary extends CartLines {
  discount: DiscountCodeState;
  /** Null while some line has no price in the cart's currency (or the shipping terms are in another one). */
  totals: CartTotals | null;
}

/**
 * Lines, discount and totals in one currency. The discount shown is the spec's format rule applied to
 * the code in force; shipping is added when terms are given (the cart page), in the same currency only.
 */
export function useCartSummary(shippingTerms?: ShippingTerms): CartSummary {
  const cartLines = useCartLines();
  const discount = useDiscountCode();
  const termsMatch = shippingTerms === undefined || shippingTerms.currencyCode === cartLines.currencyCode;
  const totals =
    cartLines.status === "ready" && termsMatch
      ? cartTotals({
          lines: cartLines.lines.flatMap((line) =>
            line.purchasable && line.unitPrice ? [{ unitPrice: line.unitPrice, quantity: line.item.quantity }] : [],
          ),
          currencyCode: cartLines.currencyCode,
          discountPercent: discount.percent,
          shippingTerms,
        })
      : null;
  // Terms still in the previous currency mean the page is being priced again: say so, as for a line.
  const status = cartLines.status === "ready" && !termsMatch ? "pricing" : cartLines.status;
  return { ...cartLines, status, discount, totals };
}

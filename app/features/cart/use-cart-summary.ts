import { cartTotals, type CartDiscountTerms, type CartTotals } from "#domain/cart-totals";
import { toMinorUnits } from "#domain/money";
import type { ShippingTerms } from "#domain/shipping";
import { useCartLines, type CartLines } from "./use-cart-lines.ts";
import { useDiscountCode, type DiscountCodeState, type DiscountTerms } from "./use-discount-code.ts";
import { useCartPromotions, type CartPromotionsAnswer } from "./use-cart-promotions.ts";

/** The server's terms as the cart applies them; a fixed amount said in another currency is left to checkout. */
function cartDiscountTerms(terms: DiscountTerms | null, currencyCode: string): CartDiscountTerms | undefined {
  if (!terms) return undefined;
  const fixed = terms.kind === "fixed" ? terms.amount : undefined;
  if (terms.kind === "fixed" && fixed?.currencyCode !== currencyCode) return { fixedAmountMinor: 0 };
  return {
    ...(fixed ? { fixedAmountMinor: toMinorUnits(fixed.amount, currencyCode) } : {}),
    productHandles: terms.productHandles ?? null,
  };
}

export interface CartSummary extends CartLines {
  discount: DiscountCodeState;
  /** The automatic promotions the server says this cart earns, and the next step. */
  promotions: CartPromotionsAnswer;
  /** Null while some line has no price in the cart's currency (or the shipping terms are in another one). */
  totals: CartTotals | null;
}

/**
 * Lines, discount and totals in one currency. The discount shown is what the server said the code in
 * force takes off (its kind, amount and products), else the spec's format rule applied to it; shipping is added when terms are given (the cart page), in the same currency only.
 */
export function useCartSummary(shippingTerms?: ShippingTerms): CartSummary {
  const cartLines = useCartLines();
  const discount = useDiscountCode();
  const promotions = useCartPromotions(cartLines, discount.code);
  const termsMatch = shippingTerms === undefined || shippingTerms.currencyCode === cartLines.currencyCode;
  const totals =
    cartLines.status === "ready" && termsMatch
      ? cartTotals({
          lines: cartLines.lines.flatMap((line) =>
            line.purchasable && line.unitPrice
              ? [{ unitPrice: line.unitPrice, quantity: line.item.quantity, handle: line.item.handle }]
              : [],
          ),
          currencyCode: cartLines.currencyCode,
          discountPercent: discount.percent,
          discountTerms: cartDiscountTerms(discount.terms, cartLines.currencyCode),
          shippingTerms,
          promotions: promotions.terms,
        })
      : null;
  // Terms still in the previous currency mean the page is being priced again: say so, as for a line.
  const status = cartLines.status === "ready" && !termsMatch ? "pricing" : cartLines.status;
  return { ...cartLines, status, discount, promotions, totals };
}

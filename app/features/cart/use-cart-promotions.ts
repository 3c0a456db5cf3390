import type { CartPromotions } from "#domain/cart-totals";
import { toMinorUnits } from "#domain/money";
import type { DiscountAllocation, PromotionHintJson } from "#domain/order-contract";
import { useOrderPricing } from "#app/features/checkout/use-order-pricing.ts";
import type { CartLines } from "./use-cart-lines.ts";

export interface CartPromotionsAnswer {
  /** What the cart's totals take from the server's answer; absent while it earns no promotion (they stay the cart's own). */
  terms: CartPromotions | undefined;
  allocations: readonly Pick<DiscountAllocation, "title" | "kind" | "amount">[];
  hints: readonly PromotionHintJson[];
  /** The code the promotions set aside, to say why it is not applied. */
  codeSetAside: string | null;
}

const NONE: CartPromotionsAnswer = { terms: undefined, allocations: [], hints: [], codeSetAside: null };

/**
 * The automatic promotions the cart earns (decision 0172), as `price-order` prices them for the same lines, code and
 * currency, so the drawer, the cart page, checkout and the order agree; asked in the browser, never in a cached page.
 * Until the server has answered this cart, nothing is claimed.
 */
export function useCartPromotions(cart: CartLines, code: string | null): CartPromotionsAnswer {
  const ready = cart.status === "ready" && cart.lines.length > 0;
  const pricing = useOrderPricing(
    ready
      ? {
          lines: cart.lines.map((line) => ({ variantId: line.item.id, quantity: line.item.quantity })),
          currencyCode: cart.currencyCode,
          ...(code ? { discountCode: code } : {}),
        }
      : null,
  );
  const quote = pricing.current ? pricing.quote : null;
  if (!quote || quote.currencyCode !== cart.currencyCode) return NONE;
  const minor = (amount: { amount: string; currencyCode: string }) => toMinorUnits(amount.amount, amount.currencyCode);
  const goodsOff = quote.discountAllocations.filter((allocation) => allocation.kind !== "free_shipping");
  const earned = quote.discountAllocations.length > 0 || quote.codeSetAside;
  return {
    terms: earned
      ? {
          offMinor: goodsOff.reduce((total, allocation) => total + minor(allocation.amount), 0),
          codeMinor: quote.discount ? minor(quote.discount.amount) : null,
          freeShipping: quote.discountAllocations.some((allocation) => allocation.kind === "free_shipping"),
        }
      : undefined,
    allocations: quote.discountAllocations,
    hints: quote.promotionHints,
    codeSetAside: quote.codeSetAside ? code : null,
  };
}

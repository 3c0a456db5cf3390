import { useEffect, useState } from "react";
import type { CartPromotions } from "#domain/cart-totals";
import { toMinorUnits } from "#domain/money";
import type { DiscountAllocation, PricedOrder, PromotionHintJson } from "#domain/order-contract";
import { callNamed, type NamedBody } from "#app/lib/rest-client.ts";
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

/** A quantity typed or stepped settles for this long before the server is asked again. */
const SETTLE_MS = 300;

function answerOf(quote: PricedOrder, code: string | null): CartPromotionsAnswer {
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

/**
 * The automatic promotions the cart earns (decision 0172), as `price-order` prices them for the same lines, code and
 * currency, so the drawer, the cart page, checkout and the order agree; asked in the browser, never in a cached page.
 * Only the answer to the cart as it is now counts: until it arrives (or when it fails) nothing is claimed. The drawer
 * asks the REST client directly rather than through checkout's pricing hook, whose chunk every page's frame would
 * otherwise have to name (first-load budget, decision 0172).
 */
export function useCartPromotions(cart: CartLines, code: string | null): CartPromotionsAnswer {
  const question =
    cart.status === "ready" && cart.lines.length > 0
      ? JSON.stringify({
          lines: cart.lines.map((line) => ({ variantId: line.item.id, quantity: line.item.quantity })),
          currencyCode: cart.currencyCode,
          ...(code ? { discountCode: code } : {}),
        })
      : "";
  const [answer, setAnswer] = useState<{ question: string; promotions: CartPromotionsAnswer } | null>(null);

  useEffect(() => {
    if (question === "") return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      callNamed("price-order", JSON.parse(question) as NamedBody<"price-order">, { signal: controller.signal }).then(
        (result) => {
          if (controller.signal.aborted || result.kind !== "ok") return;
          setAnswer({ question, promotions: answerOf(result.data, code) });
        },
        () => {
          // Aborted by a newer question, or no answer: the cart keeps its own totals.
        },
      );
    }, SETTLE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [question, code]);

  return answer !== null && answer.question === question ? answer.promotions : NONE;
}

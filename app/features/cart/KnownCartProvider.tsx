import { useMemo } from "react";
import { hasSubscription, itemCount, subscriptionCount, type CartItem } from "#domain/cart";
import { CartContext, useCart, type CartContextValue } from "./cart-context.tsx";
import { KnownQuotesContext, type KnownQuotes } from "./use-cart-lines.ts";

/** What the server drew from the cart cookie (decision 0183): the lines, and their products' quotes to price them with. */
export interface KnownCart extends KnownQuotes {
  items: readonly CartItem[];
}

/**
 * Until the stored cart is read, the lines the server drew from the cart cookie, so that the page's hydration finds
 * what the server rendered and its first paint shows the lines, priced, with their subscribe switches; the stored cart
 * takes their place once read. A change asked for in between (a quantity, a removal) has no stored line to change yet
 * and is not kept.
 */
export function KnownCartProvider({ known, children }: { known: KnownCart; children: React.ReactNode }) {
  const { items } = known;
  const cart = useCart();
  const value = useMemo<CartContextValue>(
    () =>
      cart.isLoaded || items.length === 0
        ? cart
        : {
            ...cart,
            isLoaded: true,
            items: [...items],
            itemCount: itemCount(items),
            hasSubscription: hasSubscription(items),
            subscriptionCount: subscriptionCount(items),
          },
    [cart, items],
  );
  return (
    <KnownQuotesContext.Provider value={known}>
      <CartContext.Provider value={value}>{children}</CartContext.Provider>
    </KnownQuotesContext.Provider>
  );
}

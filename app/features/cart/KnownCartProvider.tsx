import { useMemo } from "react";
import { hasSubscription, itemCount, subscriptionCount, type CartItem } from "#domain/cart";
import { CartContext, useCart, type CartContextValue } from "./cart-context.tsx";

/**
 * Until the stored cart is read, the lines the server drew from the cart cookie, so that the page's hydration finds
 * what the server rendered and its first paint shows the lines; the stored cart takes their place once read. A
 * change asked for in between (a quantity, a removal) has no stored line to change yet and is not kept.
 */
export function KnownCartProvider({ items, children }: { items: readonly CartItem[]; children: React.ReactNode }) {
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
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

/**
 * The cart's subscribe switch (issue 68 item 2, decision 0167): a line bought the other way, a subscription instead
 * of a one-off purchase or back. Apart from the cart's reducer (`cart.ts`), which every page loads, because only the
 * cart page and the drawer switch lines; the result is put in the cart whole (`replace`).
 */
import { hasSubscription, MAX_LINE_QUANTITY, type CartItem } from "./cart.ts";

/**
 * The line `id` as `to`, where it stands, its quantity kept; it joins the line of `to` if the cart has one (within
 * the most one line holds). Turning it into a subscription is refused like adding one when another line is a
 * subscription; a line not in the cart, or a switch to the same variant, changes nothing (null).
 */
export function switchPurchase(
  items: readonly CartItem[],
  id: string,
  to: Omit<CartItem, "quantity">,
): CartItem[] | "subscription_limit" | null {
  const line = items.find((item) => item.id === id);
  if (!line || to.id === id) return null;
  if (to.isSubscription && hasSubscription(items.filter((item) => item.id !== id))) return "subscription_limit";
  const joined = items.find((item) => item.id === to.id);
  return joined
    ? items
        .filter((item) => item.id !== id)
        .map((item) =>
          item.id === to.id ? { ...item, ...to, quantity: Math.min(MAX_LINE_QUANTITY, item.quantity + line.quantity) } : item,
        )
    : items.map((item) => (item.id === id ? { ...to, quantity: line.quantity } : item));
}

/**
 * The cart cookie (decision 0183): a copy of the stored cart's lines — variant, product and quantity, nothing else —
 * that the browser keeps beside local storage, so the server can draw the cart page's lines in its first paint. It is
 * never the cart: the stored cart replaces it as soon as the page reads it, the server takes names and prices from the
 * catalogue, and an order is priced from what checkout sends. A value that is not one the browser wrote reads as no
 * lines, so the page shows its skeleton, as before there was a cookie.
 */
import { MAX_LINE_QUANTITY, type CartItem } from "./cart.ts";

/** A fixed name, like the currency's: the server reads it before any brand configuration matters. */
export const CART_COOKIE = "elara_cart";

/** More lines than a cart page shows above the fold, far fewer than a cookie holds. */
export const CART_COOKIE_MAX_LINES = 20;

/** Browsers keep 4,096 bytes per cookie; a cart longer than this is left to local storage alone. */
const MAX_VALUE_LENGTH = 2_000;

const HANDLE = /^[a-z0-9-]{1,100}$/;
const VARIANT_ID = /^[\w:/.-]{1,120}$/;

export interface KnownCartLine {
  id: string;
  handle: string;
  quantity: number;
}

/** The cookie's value for these lines (encoded for a `Cookie` header); empty when there is nothing worth sending. */
export function cartCookieValue(items: readonly Pick<CartItem, "id" | "handle" | "quantity">[]): string {
  const value = encodeURIComponent(JSON.stringify(items.map((item) => [item.id, item.handle, item.quantity])));
  return items.length > 0 && items.length <= CART_COOKIE_MAX_LINES && value.length <= MAX_VALUE_LENGTH ? value : "";
}

/** The lines of a cookie value as the server received it (already URI-decoded); anything malformed reads as none. */
export function parseCartCookie(value: string | undefined): KnownCartLine[] {
  if (!value || value.length > MAX_VALUE_LENGTH) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed) || parsed.length > CART_COOKIE_MAX_LINES) return [];
  const lines: KnownCartLine[] = [];
  for (const entry of parsed) {
    if (!Array.isArray(entry) || entry.length !== 3) return [];
    const [id, handle, quantity] = entry as unknown[];
    if (typeof id !== "string" || !VARIANT_ID.test(id) || typeof handle !== "string" || !HANDLE.test(handle)) return [];
    if (!Number.isSafeInteger(quantity) || (quantity as number) < 1 || (quantity as number) > MAX_LINE_QUANTITY) return [];
    if (lines.some((line) => line.id === id)) return [];
    lines.push({ id, handle, quantity: quantity as number });
  }
  return lines;
}

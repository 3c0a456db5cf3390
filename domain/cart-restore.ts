/**
 * The restore link (decisions 0114, 0115): a path that names variants, quantities, each line's purchase (once or a
 * subscription's interval) and the delivery service, which the cart-restore page reads to fill the shopper's cart
 * (the cart lives in the browser, so only a page can fill it). Shared by the emails that write the link and the page
 * that reads it. A line without a purchase (`papillex:12x1`, the refill reminder's links) is bought as its variant
 * sells; so links already in inboxes keep working.
 */
import { LANGUAGE_QUERY_PARAM, type Language } from "./locale.ts";
import { MAX_QUANTITY } from "./product-rules.ts";

export const CART_RESTORE_PATH = "/cart/restore";
export const CART_RESTORE_PARAM = "lines";
/** The delivery service the checkout had chosen (the courier to the door or to a locker). */
export const CART_RESTORE_SHIPPING_PARAM = "shipping";
/** More lines than any order of the shop has: a longer list is refused, not cut. */
export const MAX_RESTORED_LINES = 20;

export const PURCHASES = ["once", "monthly", "quarterly"] as const;
export type Purchase = (typeof PURCHASES)[number];
const PURCHASE_MARKS: Record<Purchase, string> = { once: "o", monthly: "m", quarterly: "q" };

export interface RestoredLine {
  /** The product's handle: the page reads the variant through its product. */
  handle: string;
  variantId: number;
  quantity: number;
  /** How the line was bought; absent on links written before it was named. */
  purchase?: Purchase;
}

const SHIPPING_SHAPE = /^[A-Za-z0-9_-]{1,40}$/;

/** `/cart/restore?lines=papillex:12x1~o.magneziu:15x2~m&shipping=sameday-locker` (and the English page's language). */
export function cartRestorePath(lines: readonly RestoredLine[], language: Language, shippingServiceId: string | null = null): string {
  const query = new URLSearchParams({
    [CART_RESTORE_PARAM]: lines
      .map((line) => `${line.handle}:${line.variantId}x${line.quantity}${line.purchase ? `~${PURCHASE_MARKS[line.purchase]}` : ""}`)
      .join("."),
  });
  if (shippingServiceId !== null && SHIPPING_SHAPE.test(shippingServiceId)) query.set(CART_RESTORE_SHIPPING_PARAM, shippingServiceId);
  if (language === "en") query.set(LANGUAGE_QUERY_PARAM, "en");
  return `${CART_RESTORE_PATH}?${query.toString()}`;
}

/** The lines a restore link names; null when the list is not one this store writes. */
export function parseRestoredLines(value: string | null): RestoredLine[] | null {
  if (!value) return null;
  const parts = value.split(".");
  if (parts.length > MAX_RESTORED_LINES) return null;
  const lines: RestoredLine[] = [];
  for (const part of parts) {
    const match = /^([a-z0-9-]{1,100}):([1-9]\d{0,9})x([1-9]\d?)(?:~([omq]))?$/.exec(part);
    if (!match) return null;
    const quantity = Number(match[3]);
    if (quantity > MAX_QUANTITY) return null;
    const purchase = PURCHASES.find((candidate) => PURCHASE_MARKS[candidate] === match[4]);
    lines.push({ handle: match[1]!, variantId: Number(match[2]), quantity, ...(purchase ? { purchase } : {}) });
  }
  return lines;
}

/** The delivery service a restore link names; null when it names none or one this store never writes. */
export function parseRestoredShipping(value: string | null): string | null {
  return value !== null && SHIPPING_SHAPE.test(value) ? value : null;
}

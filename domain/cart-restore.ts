/**
 * The "order again" link (decision 0114): a path that names variants and quantities, which the cart-restore page
 * reads to fill the shopper's cart (the cart lives in the browser, so only a page can fill it). Shared by the email
 * that writes the link and the page that reads it.
 */
import { LANGUAGE_QUERY_PARAM, type Language } from "./locale.ts";
import { MAX_QUANTITY } from "./product-rules.ts";

export const CART_RESTORE_PATH = "/cart/restore";
export const CART_RESTORE_PARAM = "lines";
/** More lines than any order of the shop has: a longer list is refused, not cut. */
export const MAX_RESTORED_LINES = 20;

export interface RestoredLine {
  /** The product's handle: the page reads the variant through its product. */
  handle: string;
  variantId: number;
  quantity: number;
}

/** `/cart/restore?lines=papillex:12x1.magneziu:15x2` (and the English page's language). */
export function cartRestorePath(lines: readonly RestoredLine[], language: Language): string {
  const query = new URLSearchParams({
    [CART_RESTORE_PARAM]: lines.map((line) => `${line.handle}:${line.variantId}x${line.quantity}`).join("."),
  });
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
    const match = /^([a-z0-9-]{1,100}):([1-9]\d{0,9})x([1-9]\d?)$/.exec(part);
    if (!match) return null;
    const quantity = Number(match[3]);
    if (quantity > MAX_QUANTITY) return null;
    lines.push({ handle: match[1]!, variantId: Number(match[2]), quantity });
  }
  return lines;
}

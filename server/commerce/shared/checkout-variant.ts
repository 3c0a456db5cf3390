/**
 * A variant as a checkout's snapshot names it, in the shopper's language: what the catalogue answers and what the
 * abandoned-checkout email shows (retention), so the two modules agree on one shape.
 */
import type { Purchase } from "#domain/cart-restore";

export interface CheckoutVariant {
  handle: string;
  title: string;
  variantTitle: string;
  purchase: Purchase;
  /** Its price now, in the shop's currency, so the email shows what the cart cost when it was left. */
  unitPriceMinor: number;
}

/**
 * The checkout's snapshot for the abandoned-checkout reminders (decision 0115), outside the checkout's first load
 * (which is at its budget). The checkout's id is random and kept in this tab's session storage, so the same checkout
 * updates one snapshot on the server; after an order, the next cart is a new checkout. The same snapshot is not sent
 * twice. Also here: the delivery a restore link chose, which the checkout takes once its price answer offers it.
 */
import type { CartItem } from "#domain/cart";
import type { Purchase } from "#domain/cart-restore";
import type { Language } from "#domain/locale";
import { apiCall } from "#app/lib/rest-client.ts";
import { brandStorageKeys } from "#app/lib/storage-keys.ts";
import { checkoutStorageKeys, readLastOrder } from "./checkout-storage.ts";

/** This tab's keys: the checkout's id, and the delivery a restore link chose. */
export function checkoutSnapshotKeys(brandName: string) {
  const prefix = brandStorageKeys(brandName).cart.replace(/_cart$/, "");
  return {
    checkoutId: `${prefix}_checkout_id`,
    restoredShipping: `${prefix}_restored_shipping`,
    lastOrder: checkoutStorageKeys(brandName).lastOrder,
  };
}
type SnapshotKeys = ReturnType<typeof checkoutSnapshotKeys>;

let lastSent: string | null = null;

function readSession(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeSession(key: string, value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // Storage disabled: each page view is its own checkout, which only means one more snapshot.
  }
}

function parsed(text: string | null): { id?: unknown; after?: unknown } | null {
  try {
    return JSON.parse(text ?? "null") as { id?: unknown; after?: unknown } | null;
  } catch {
    return null;
  }
}

/**
 * The id of this tab's checkout, kept with the order this tab placed last when it was made: an order placed since
 * (its snapshot deleted, its reminders cancelled) means the cart now is a new checkout, with a new id.
 */
function checkoutIdOf(keys: SnapshotKeys): string {
  const placedLast = readLastOrder(keys.lastOrder)?.orderNumber ?? null;
  const kept = parsed(readSession(keys.checkoutId));
  if (typeof kept?.id === "string" && kept.after === placedLast) return kept.id;
  const id =
    typeof crypto.randomUUID === "function"
      ? crypto.randomUUID()
      : Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
  writeSession(keys.checkoutId, JSON.stringify({ id, after: placedLast }));
  return id;
}

const purchaseOf = (item: CartItem): Purchase =>
  item.isSubscription ? (item.subscriptionType === "quarterly" ? "quarterly" : "monthly") : "once";

/** POST /api/checkout/abandoned-cart (docs/api.md); a failure is left for the next change to retry. */
export async function sendCheckoutSnapshot(
  keys: SnapshotKeys,
  snapshot: { email: string; language: Language; items: readonly CartItem[]; shippingServiceId: string | null; acceptsMarketing: boolean },
): Promise<void> {
  const body = {
    checkoutId: checkoutIdOf(keys),
    email: snapshot.email,
    language: snapshot.language,
    lines: snapshot.items.map((item) => ({ variantId: item.id, quantity: item.quantity, purchase: purchaseOf(item) })),
    shippingServiceId: snapshot.shippingServiceId,
    acceptsMarketing: snapshot.acceptsMarketing,
  };
  const text = JSON.stringify(body);
  if (text === lastSent) return;
  lastSent = text;
  const answer = await apiCall("POST", "/api/checkout/abandoned-cart", { body });
  if (answer.kind !== "ok") lastSent = null;
}

/** The restored delivery, once, when the services offered include it; null otherwise. */
export function takeRestoredShipping(storageKey: string, offered: ReadonlyArray<{ id: string }>): string | null {
  const wanted = readSession(storageKey);
  if (wanted === null) return null;
  writeSession(storageKey, null);
  return offered.some((option) => option.id === wanted) ? wanted : null;
}

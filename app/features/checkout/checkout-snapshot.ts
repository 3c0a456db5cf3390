/**
 * The checkout's snapshot for the abandoned-checkout reminders (decision 0115), loaded only once the shopper has
 * typed a valid email (the checkout's first load is at its budget). The checkout's id is random and kept in this
 * tab's session storage, so the same checkout updates one snapshot on the server; an order placed forgets it. The
 * same snapshot is not sent twice. Also here: the delivery a restore link chose, which the checkout takes once its
 * price answer offers it.
 */
import type { CartItem } from "#domain/cart";
import type { Purchase } from "#domain/cart-restore";
import type { Language } from "#domain/locale";
import { apiCall } from "#app/lib/rest-client.ts";

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

function checkoutIdOf(key: string): string {
  const kept = readSession(key);
  if (kept && /^[A-Za-z0-9-]{16,64}$/.test(kept)) return kept;
  const id =
    typeof crypto.randomUUID === "function"
      ? crypto.randomUUID()
      : Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
  writeSession(key, id);
  return id;
}

const purchaseOf = (item: CartItem): Purchase =>
  item.isSubscription ? (item.subscriptionType === "quarterly" ? "quarterly" : "monthly") : "once";

/** POST /api/checkout/abandoned-cart (docs/api.md); a failure is left for the next change to retry. */
export async function sendCheckoutSnapshot(
  storageKey: string,
  snapshot: { email: string; language: Language; items: readonly CartItem[]; shippingServiceId: string | null; acceptsMarketing: boolean },
): Promise<void> {
  const body = {
    checkoutId: checkoutIdOf(storageKey),
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

/** A placed order ends this checkout: the next one is a new snapshot. */
export function forgetCheckout(storageKey: string): void {
  writeSession(storageKey, null);
  lastSent = null;
}

/** Keeps the delivery a restore link names until the checkout's price answer can take it. */
export function keepRestoredShipping(storageKey: string, serviceId: string): void {
  writeSession(storageKey, serviceId);
}

/** The restored delivery, once, when the services offered include it; null otherwise. */
export function takeRestoredShipping(storageKey: string, offered: ReadonlyArray<{ id: string }>): string | null {
  const wanted = readSession(storageKey);
  if (wanted === null) return null;
  writeSession(storageKey, null);
  return offered.some((option) => option.id === wanted) ? wanted : null;
}

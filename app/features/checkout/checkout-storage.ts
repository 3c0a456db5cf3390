/**
 * What the checkout keeps in this tab's session storage: the idempotency key of the current attempt, the order it
 * placed (so /finish and /success can find it again after a reload or the payment page), and the id and restored
 * delivery of the abandoned-checkout snapshot (CheckoutSnapshot). Session storage, because they belong to this tab's
 * purchase and must not outlive it.
 */
import { brandStorageKeys } from "#app/lib/storage-keys.ts";
import { usePublicConfig } from "#app/lib/use-public-config.ts";

export function checkoutStorageKeys(brandName: string) {
  const prefix = brandStorageKeys(brandName).cart.replace(/_cart$/, "");
  return {
    attempt: `${prefix}_checkout_attempt`,
    lastOrder: `${prefix}_last_order`,
    /** Orders whose cart was already cleared, so a later visit to their /success leaves a new cart alone. */
    settledOrders: `${prefix}_settled_orders`,
    /** The abandoned-checkout snapshot's id (a plain string): the server keeps one snapshot per id. */
    checkoutId: `${prefix}_checkout_id`,
    /** The delivery a restore link chose (a plain string), until the checkout lists it. */
    restoredShipping: `${prefix}_restored_shipping`,
  } as const;
}

export type CheckoutStorageKeys = ReturnType<typeof checkoutStorageKeys>;

/** The checkout's storage keys for this shop's brand. */
export function useCheckoutStorageKeys(): CheckoutStorageKeys {
  return checkoutStorageKeys(usePublicConfig()?.brandName ?? "Elara");
}

/** A string kept in this tab's session storage; null when none is, or storage is disabled. */
export function readSessionText(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Keeps a string in this tab's session storage (null removes it); with storage disabled, nothing is kept. */
export function writeSessionText(key: string, value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // Storage disabled: the purchase still works in this page view; a reload just starts a new attempt.
  }
}

function read(key: string): unknown {
  const raw = readSessionText(key);
  try {
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  writeSessionText(key, value === null ? null : JSON.stringify(value));
}

export function newKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  // randomUUID exists only in secure contexts; a shop reached over plain http on a LAN still needs a key.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * The idempotency key of this checkout attempt. The same cart (lines, code, currency) keeps its key, so a
 * double submit, a reload or a return from the payment page can never place a second order; a changed
 * cart is a new attempt with a new key.
 */
export function attemptKey(storageKey: string, cartFingerprint: string): string {
  const stored = read(storageKey) as { key?: unknown; fingerprint?: unknown } | null;
  if (stored && typeof stored.key === "string" && stored.fingerprint === cartFingerprint) return stored.key;
  const key = newKey();
  write(storageKey, { key, fingerprint: cartFingerprint });
  return key;
}

export function forgetAttempt(storageKey: string): void {
  write(storageKey, null);
}

/**
 * A placed order ends this tab's checkout: the next cart is a new attempt and a new snapshot, and a snapshot of the
 * ordered cart that reaches the server late lands on the ended one, which ignores it.
 */
export function endCheckout(keys: CheckoutStorageKeys): void {
  write(keys.attempt, null);
  write(keys.checkoutId, null);
}

export function cartFingerprint(parts: {
  lines: ReadonlyArray<{ variantId: string; quantity: number }>;
  discountCode: string | null;
  currencyCode: string;
}): string {
  const lines = [...parts.lines].sort((a, b) => a.variantId.localeCompare(b.variantId)).map((line) => `${line.variantId}×${line.quantity}`);
  return JSON.stringify([lines, parts.discountCode ?? "", parts.currencyCode]);
}

/** The order this tab placed last, for pages that must find it again (the email proves it to the server). */
export interface LastOrder {
  orderNumber: number;
  email: string;
  /** The shopper asked for an account at checkout: the thank-you page mentions the activation email. */
  accountRequested: boolean;
}

export function rememberLastOrder(storageKey: string, order: LastOrder): void {
  write(storageKey, order);
}

export function readLastOrder(storageKey: string, orderNumber?: number): LastOrder | null {
  const stored = read(storageKey) as Partial<LastOrder> | null;
  if (!stored || typeof stored.orderNumber !== "number" || typeof stored.email !== "string") return null;
  if (orderNumber !== undefined && stored.orderNumber !== orderNumber) return null;
  return { orderNumber: stored.orderNumber, email: stored.email, accountRequested: stored.accountRequested === true };
}

/** True the first time it is asked for `orderNumber` in this tab, false after. */
export function markOrderSettled(storageKey: string, orderNumber: number): boolean {
  const stored = read(storageKey);
  const settled = Array.isArray(stored) ? stored.filter((entry): entry is number => typeof entry === "number") : [];
  if (settled.includes(orderNumber)) return false;
  write(storageKey, [...settled, orderNumber].slice(-20));
  return true;
}

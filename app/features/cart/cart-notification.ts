import { STORAGE_KEYS } from "#app/lib/storage-keys.ts";

/** Spec §4 "Cart notification toast" and §9: looked for every 200 ms, valid for 30 s, shown for 5 s. */
export const CART_NOTIFICATION_POLL_MS = 200;
export const CART_NOTIFICATION_VALID_MS = 30_000;
export const CART_NOTIFICATION_SHOWN_MS = 5000;

/** Spec §3 "Cart notification": saved locally when something is added, read back by the toast. */
export interface CartNotification {
  message: string;
  timestamp: number;
}

export function saveCartNotification(message: string, now: number = Date.now()): void {
  const notification: CartNotification = { message, timestamp: now };
  try {
    localStorage.setItem(STORAGE_KEYS.cartNotification, JSON.stringify(notification));
  } catch {
    // Storage full or disabled: the item is in the cart all the same, only the toast is lost.
  }
}

export function readCartNotification(): CartNotification | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.cartNotification) ?? "null");
    if (typeof parsed !== "object" || parsed === null) return null;
    const { message, timestamp } = parsed as Record<string, unknown>;
    return typeof message === "string" && typeof timestamp === "number" && Number.isFinite(timestamp) ? { message, timestamp } : null;
  } catch {
    return null;
  }
}

/** Removes the notification, unless a newer one has replaced it meanwhile. */
export function removeCartNotification(timestamp?: number): void {
  try {
    if (timestamp !== undefined && readCartNotification()?.timestamp !== timestamp) return;
    localStorage.removeItem(STORAGE_KEYS.cartNotification);
  } catch {
    // Storage disabled: there is nothing stored to remove.
  }
}

export function isFreshCartNotification(notification: CartNotification, now: number = Date.now()): boolean {
  const age = now - notification.timestamp;
  return age >= 0 && age < CART_NOTIFICATION_VALID_MS;
}

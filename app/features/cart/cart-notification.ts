import { STORAGE_KEYS } from "../../../lib/storage-keys.ts";

/** What the cart notification toast reads back (spec §3 "Cart notification"); it shows notes under 30 s old. */
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

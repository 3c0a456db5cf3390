import { STORAGE_KEYS } from "#app/lib/storage-keys.ts";

/**
 * The popup's once-per-browser-session flag (spec §4). Storage that cannot be read counts as shown:
 * without the flag the offer would reappear on every page, which is worse than never showing it.
 */
export function wasDiscountPopupShown(): boolean {
  try {
    return sessionStorage.getItem(STORAGE_KEYS.discountPopupShown) !== null;
  } catch {
    return true;
  }
}

export function markDiscountPopupShown(): void {
  try {
    sessionStorage.setItem(STORAGE_KEYS.discountPopupShown, "true");
  } catch {
    // Storage disabled: wasDiscountPopupShown already answers true, so the popup cannot come back.
  }
}

export function forgetDiscountPopupShown(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEYS.discountPopupShown);
  } catch {
    // Nothing to forget when storage is disabled.
  }
}

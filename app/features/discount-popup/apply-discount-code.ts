import { brandStorageKeys } from "../../lib/storage-keys.ts";

/**
 * Hands the popup's code to the cart: stored where the cart keeps its code, and announced as a
 * `storage` event so a cart store in this tab reads it just as it reads a change from another tab.
 */
export function applyDiscountCode(brandName: string, code: string): void {
  const key = brandStorageKeys(brandName).discountCode;
  let oldValue: string | null = null;
  try {
    oldValue = localStorage.getItem(key);
    localStorage.setItem(key, code);
  } catch {
    return;
  }
  window.dispatchEvent(
    new StorageEvent("storage", { key, oldValue, newValue: code, storageArea: localStorage, url: window.location.href }),
  );
}

/**
 * The shopper's discount code in the browser (spec §4 "Discount code", §3 "Used discount codes"): the
 * code in force is kept under the brand's key (`elara_discount_code`) and removed when cleared; codes
 * an order has used are listed under `usedDiscountCodes`. Whether a code is honoured is decided by
 * the server; this only remembers what the shopper entered or was given.
 */
import { normaliseDiscountCode } from "#domain/discount-code";
import { STORAGE_KEYS } from "#app/lib/storage-keys.ts";

const listeners = new Set<() => void>();

/** Changes made in this tab; other tabs hear of them through the `storage` event. */
function notify(): void {
  for (const listener of listeners) listener();
}

export function subscribeToDiscountCodes(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea === localStorage) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export function readDiscountCode(storageKey: string): string | null {
  try {
    const code = normaliseDiscountCode(localStorage.getItem(storageKey) ?? "");
    return code === "" ? null : code;
  } catch {
    return null;
  }
}

/** Keeps `code` (normalised) as the code in force; an empty code clears it. */
export function saveDiscountCode(storageKey: string, code: string): void {
  const normalised = normaliseDiscountCode(code);
  try {
    if (normalised === "") localStorage.removeItem(storageKey);
    else localStorage.setItem(storageKey, normalised);
  } catch {
    // Storage disabled: the code cannot outlive the page; the server still decides at checkout.
  }
  notify();
}

export function clearDiscountCode(storageKey: string): void {
  saveDiscountCode(storageKey, "");
}

export function readUsedDiscountCodes(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.usedDiscountCodes) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((code): code is string => typeof code === "string").map(normaliseDiscountCode) : [];
  } catch {
    return [];
  }
}

export function isUsedDiscountCode(code: string): boolean {
  return readUsedDiscountCodes().includes(normaliseDiscountCode(code));
}

/**
 * For checkout, once an order has gone through with `code`: the code joins the used list (once) and,
 * being spent, stops being the code in force.
 */
export function recordUsedDiscountCode(storageKey: string, code: string): void {
  const normalised = normaliseDiscountCode(code);
  if (normalised === "") return;
  const used = readUsedDiscountCodes();
  try {
    if (!used.includes(normalised)) localStorage.setItem(STORAGE_KEYS.usedDiscountCodes, JSON.stringify([...used, normalised]));
  } catch {
    // Storage disabled: the server remembers redemptions per email regardless.
  }
  if (readDiscountCode(storageKey) === normalised) clearDiscountCode(storageKey);
  else notify();
}

/** What the server said a code takes off, kept for this tab's session so the cart can show codes the format rule cannot. */
const termsKey = (code: string) => `discountTerms:${normaliseDiscountCode(code)}`;

export function rememberDiscountTerms(code: string, terms: string): void {
  try {
    sessionStorage.setItem(termsKey(code), terms);
  } catch {
    // Storage disabled: the cart shows the format rule; checkout shows the server's amounts.
  }
  notify();
}

export function readDiscountTerms(code: string): string | null {
  try {
    return sessionStorage.getItem(termsKey(code));
  } catch {
    return null;
  }
}

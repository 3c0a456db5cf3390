import { useCallback, useSyncExternalStore } from "react";
import { discountPercentFromCode } from "#domain/discount-code";
import { brandStorageKeys } from "#app/lib/storage-keys.ts";
import { usePublicConfig } from "#app/lib/use-public-config.ts";
import {
  clearDiscountCode,
  readDiscountCode,
  recordUsedDiscountCode,
  saveDiscountCode,
  subscribeToDiscountCodes,
} from "./discount-code-storage.ts";

export interface DiscountCodeState {
  /** The code in force, normalised, or null. */
  code: string | null;
  /** What the spec's format rule makes of it: the percent the cart shows (0 for any other code). */
  percent: number;
  apply: (code: string) => void;
  clear: () => void;
  /** For checkout, once an order has used `code`: it joins `usedDiscountCodes` and stops being the code in force. */
  recordUsed: (code: string) => void;
}

const NO_CODE = () => null;

/**
 * The code in force, read from storage on every render (a few bytes) so that a code put there by the
 * discount popup, another tab or this one shows at once. The server render has no code.
 */
export function useDiscountCode(): DiscountCodeState {
  const brandName = usePublicConfig()?.brandName ?? "Elara";
  const storageKey = brandStorageKeys(brandName).discountCode;
  const code = useSyncExternalStore(subscribeToDiscountCodes, () => readDiscountCode(storageKey), NO_CODE);
  const apply = useCallback((next: string) => saveDiscountCode(storageKey, next), [storageKey]);
  const clear = useCallback(() => clearDiscountCode(storageKey), [storageKey]);
  const recordUsed = useCallback((used: string) => recordUsedDiscountCode(storageKey, used), [storageKey]);
  return { code, percent: code === null ? 0 : discountPercentFromCode(code, brandName), apply, clear, recordUsed };
}

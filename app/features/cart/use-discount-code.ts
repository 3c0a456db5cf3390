import { useCallback, useMemo, useSyncExternalStore } from "react";
import { discountPercentFromCode } from "#domain/discount-code";
import { brandStorageKeys } from "#app/lib/storage-keys.ts";
import { usePublicConfig } from "#app/lib/use-public-config.ts";
import {
  clearDiscountCode,
  readDiscountCode,
  readDiscountTerms,
  recordUsedDiscountCode,
  saveDiscountCode,
  subscribeToDiscountCodes,
} from "./discount-code-storage.ts";

export interface DiscountCodeState {
  /** The code in force, normalised, or null. */
  code: string | null;
  /** The percent the cart shows: the server's for a code it described, else the spec's format rule (0 for any other code). */
  percent: number;
  /** What the server said the code takes off, when it said (a fixed amount, or only some products). */
  terms: DiscountTerms | null;
  apply: (code: string) => void;
  clear: () => void;
  /** For checkout, once an order has used `code`: it joins `usedDiscountCodes` and stops being the code in force. */
  recordUsed: (code: string) => void;
}

export interface DiscountTerms {
  kind?: "percent" | "fixed";
  percent: number;
  amount?: { amount: string; currencyCode: string };
  productHandles?: string[] | null;
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
  const savedTerms = useSyncExternalStore(subscribeToDiscountCodes, () => (code === null ? null : readDiscountTerms(code)), NO_CODE);
  const terms = useMemo(() => (savedTerms ? (JSON.parse(savedTerms) as DiscountTerms) : null), [savedTerms]);
  const percent = code === null ? 0 : terms ? terms.percent : discountPercentFromCode(code, brandName);
  return { code, percent, terms, apply, clear, recordUsed };
}

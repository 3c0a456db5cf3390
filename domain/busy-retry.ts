/**
 * How the checkout answers a store that says "not now" (503 with Retry-After, decision 0071): it sends the same
 * request again, with the same idempotency key, after the pause the store asked for, a few times, then gives up with
 * a clear message. The bench's burst part (scripts/bench-burst.mjs) retries by these same rules.
 */

/** Retries after the first attempt; with the pauses below, a shopper waits about half a minute at most. */
export const BUSY_RETRIES = 5;

/** Used when the answer names no pause, or one that is not a number of seconds. */
const DEFAULT_PAUSE_SECONDS = 1;
/** A longer Retry-After is shortened: a shopper watching the checkout should not wait a minute for one try. */
const LONGEST_PAUSE_SECONDS = 8;

/**
 * The pause before the next try, in milliseconds: the answer's Retry-After (whole seconds), lengthened by up to half
 * at random (`random` in [0, 1)), so a crowd that was refused together does not come back in the same millisecond.
 */
export function busyRetryPauseMs(retryAfter: string | null | undefined, random: number): number {
  const named = retryAfter && /^\d{1,6}$/.test(retryAfter.trim()) ? Number(retryAfter.trim()) : DEFAULT_PAUSE_SECONDS;
  const seconds = Math.min(Math.max(named, DEFAULT_PAUSE_SECONDS), LONGEST_PAUSE_SECONDS);
  return Math.round(seconds * 1000 * (1 + random / 2));
}

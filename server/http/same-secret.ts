/**
 * The one comparison of a presented secret (a bearer token, a CSRF token, the admin channel's key) with the one
 * expected. Both sides are reduced to their SHA-256 digests first and the digests compared with `timingSafeEqual`,
 * so the time taken depends neither on how much of a guess was right nor on how long it was; an absent or empty
 * guess goes through the same steps and is then refused, and an empty secret accepts nothing.
 */
import { hash, timingSafeEqual } from "node:crypto";

const digestOf = (value: string) => hash("sha256", value, "buffer");

/**
 * The check against one secret known in advance, for a check made on every request: the secret's digest is made
 * once, and each presented one with the one-shot `hash` (no Hash object per call).
 */
export function secretCheck(expected: string): (given: string | undefined) => boolean {
  const expectedDigest = digestOf(expected);
  // An absent guess is hashed as the empty one, which no secret equals.
  return (given) => timingSafeEqual(digestOf(given ?? ""), expectedDigest) && expected !== "";
}

/** `secretCheck` for a secret that changes between calls, such as a session's CSRF token. */
export function sameSecret(given: string | undefined, expected: string): boolean {
  return secretCheck(expected)(given);
}

import { createHash, hash, timingSafeEqual } from "node:crypto";

/** Compares a presented secret in constant time, so the answer's timing does not reveal how much of a guess was right. */
export function sameSecret(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * `sameSecret` against one secret known in advance, for a check made on every request: the secret's digest is made
 * once, and each presented one with the one-shot `hash` (no Hash object per call).
 */
export function secretCheck(expected: string): (given: string | undefined) => boolean {
  const expectedDigest = hash("sha256", expected, "buffer");
  return (given) => given !== undefined && timingSafeEqual(hash("sha256", given, "buffer"), expectedDigest);
}

import { createHash, timingSafeEqual } from "node:crypto";

/** Compares a presented secret in constant time, so the answer's timing does not reveal how much of a guess was right. */
export function sameSecret(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

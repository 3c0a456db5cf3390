/**
 * Password hashing: argon2id at OWASP's minimum parameters (19 MiB, 2 passes, 1 lane), about 50 ms
 * per hash here. The parameters travel inside each PHC string, so raising them later still verifies
 * the old hashes.
 */
import { hash, verify } from "@node-rs/argon2";

// @node-rs/argon2 hashes with argon2id unless told otherwise; its Algorithm is a const enum that
// isolated modules cannot import, so the test checks the `$argon2id$` prefix instead.
const OWASP_ARGON2ID = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OWASP_ARGON2ID);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a wrong password, not a server error the caller could tell apart.
    return false;
  }
}

// Made once and reused: verifying against it costs what verifying a real customer's hash costs.
let dummyHash: Promise<string> | undefined;

/**
 * Spends the time a real verification would, for logins of unknown emails or accounts without a
 * password, so the answer's timing does not tell them apart from a wrong password.
 */
export async function verifyNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword("not-a-real-password-only-for-timing");
  await verifyPassword(await dummyHash, password);
  return false;
}

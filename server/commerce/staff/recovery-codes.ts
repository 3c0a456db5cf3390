/**
 * Recovery codes: ten per member, shown once when two-factor is set up, each good for one sign-in
 * without the authenticator. 50 random bits each (10 base32 characters), so their SHA-256 is enough.
 */
import { randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { RECOVERY_CODE_COUNT } from "#domain/staff-roles";
import { hashToken } from "#server/commerce/shared/secrets";
import type { Database } from "#server/db/client";
import { staffRecoveryCodes } from "#server/db/schema";

const ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789";
const RECOVERY_CODE_SHAPE = /^[a-z2-9]{5}-[a-z2-9]{5}$/;

function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const characters = [...bytes].map((byte) => ALPHABET[byte % ALPHABET.length]).join("");
  return `${characters.slice(0, 5)}-${characters.slice(5)}`;
}

/** What a member typed, as stored: lower case, the dash where it belongs. */
export function normaliseRecoveryCode(input: string): string | null {
  const compact = input.trim().toLowerCase().replace(/[\s-]/g, "");
  const code = `${compact.slice(0, 5)}-${compact.slice(5)}`;
  return RECOVERY_CODE_SHAPE.test(code) ? code : null;
}

/** Replaces a member's codes with ten new ones and answers them (the only time they are readable). */
export async function issueRecoveryCodes(tx: Database, staffId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
  await tx.insert(staffRecoveryCodes).values(codes.map((code) => ({ staffId, codeHash: hashToken(code) })));
  return codes;
}

/** Spends one unused code of this member; false when it is wrong or already used. */
export async function spendRecoveryCode(tx: Database, staffId: number, input: string, now: Date): Promise<boolean> {
  const code = normaliseRecoveryCode(input);
  if (code === null) return false;
  const spent = await tx
    .update(staffRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(eq(staffRecoveryCodes.staffId, staffId), eq(staffRecoveryCodes.codeHash, hashToken(code)), isNull(staffRecoveryCodes.usedAt)),
    )
    .returning({ id: staffRecoveryCodes.id });
  return spent.length > 0;
}

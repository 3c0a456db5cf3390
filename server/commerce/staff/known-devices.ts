/**
 * Known devices (decision 0070): a browser where a member completed a sign-in keeps a key naming the
 * member and a random device id, with the store's HMAC. The key is no credential (the password and the
 * second factor are still asked); it only lets that device past the slow lane a member's account enters
 * when many wrong passwords arrive from elsewhere, so a guesser cannot keep the owner out. It is checked
 * without a table: the MAC proves the store issued it, the member's row that it is theirs and still active.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { normaliseEmail } from "#domain/email";
import type { Database } from "#server/db/client";
import { staffMembers } from "#server/db/schema";

const DEVICE_ID_BYTES = 18;
const MAC_BYTES = 16;
const KEY_SHAPE = /^([1-9][0-9]{0,8})\.([A-Za-z0-9_-]{24})\.([A-Za-z0-9_-]{22})$/;
// Keeps these MACs apart from anything else signed with the same secret (payment results, voter keys).
const PURPOSE = "elara:staff-known-device:";

export interface KnownDevices {
  /** A new key for a device where `memberId` has just completed a sign-in. */
  issue(memberId: number): string;
  /**
   * The device's id when `key` is one the store issued to the active member signing in as `email`;
   * null for anything else (no key, a forged or foreign one, a disabled member).
   */
  recognise(key: string | undefined, email: string): Promise<string | null>;
}

export function createKnownDevices({ db, secret }: { db: Database; secret: () => string }): KnownDevices {
  const mac = (memberId: string, deviceId: string) =>
    createHmac("sha256", secret())
      .update(`${PURPOSE}${memberId}.${deviceId}`, "utf8")
      .digest()
      .subarray(0, MAC_BYTES)
      .toString("base64url");

  return {
    issue(memberId) {
      const deviceId = randomBytes(DEVICE_ID_BYTES).toString("base64url");
      return `${memberId}.${deviceId}.${mac(String(memberId), deviceId)}`;
    },

    async recognise(key, email) {
      const parts = key === undefined ? null : KEY_SHAPE.exec(key);
      if (!parts) return null;
      const [, memberId, deviceId, given] = parts as unknown as [string, string, string, string];
      // Compared as text: base64url's last character has spare bits, so decoding would admit variants.
      const expected = Buffer.from(mac(memberId, deviceId));
      if (!timingSafeEqual(Buffer.from(given), expected)) return null;
      const [member] = await db
        .select({ id: staffMembers.id })
        .from(staffMembers)
        .where(
          and(
            eq(staffMembers.id, Number(memberId)),
            eq(staffMembers.email, normaliseEmail(email)),
            isNotNull(staffMembers.passwordHash),
            isNull(staffMembers.disabledAt),
          ),
        );
      return member ? deviceId : null;
    },
  };
}

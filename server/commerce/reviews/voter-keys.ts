/**
 * Voter keys the store issues: a random id and its HMAC, so a vote counts only under a key this store
 * handed out (decision 0020). Issuing is what the per-client limit bounds; an invented header is no
 * longer a fresh ballot. The key names no one and is checked without a table.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

const ID_BYTES = 18;
const MAC_BYTES = 16;
const ID_LENGTH = Math.ceil((ID_BYTES * 4) / 3);
const KEY_SHAPE = new RegExp(`^[A-Za-z0-9_-]{${ID_LENGTH + Math.ceil((MAC_BYTES * 4) / 3)}}$`);
// Keeps these MACs apart from anything else signed with the same secret (payment results).
const PURPOSE = "elara:review-voter-key:";

export interface VoterKeys {
  issue(): string;
  /** Whether the store issued this key (constant-time on the MAC). */
  isGenuine(key: string): boolean;
}

export function createVoterKeys(secret: () => string): VoterKeys {
  const mac = (id: string) =>
    createHmac("sha256", secret())
      .update(PURPOSE + id, "utf8")
      .digest()
      .subarray(0, MAC_BYTES);
  return {
    issue() {
      const id = randomBytes(ID_BYTES).toString("base64url");
      return id + mac(id).toString("base64url");
    },
    isGenuine(key) {
      if (!KEY_SHAPE.test(key)) return false;
      // Compared as text: base64url's last character has spare bits, so decoding would admit variants.
      const given = Buffer.from(key.slice(ID_LENGTH));
      const expected = Buffer.from(mac(key.slice(0, ID_LENGTH)).toString("base64url"));
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

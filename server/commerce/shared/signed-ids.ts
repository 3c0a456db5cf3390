/**
 * Tokens that name one row and the instant they stop working, under an HMAC of both and of their purpose
 * (decisions 0043 for subscriptions, 0075 for withdrawals): they need no table, cannot be turned into another
 * row's or another purpose's, and do not outlive the emails that carry them.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Clock } from "./clock.ts";

const MAC_BYTES = 18;
const TOKEN_SHAPE = /^(\d{1,12})\.(\d{1,13})\.([A-Za-z0-9_-]{24})$/;

export interface SignedIds {
  /** A token for `id`, valid for the lifetime from now. */
  issue(id: number): string;
  /** The id a token names, or null when it is forged, malformed, expired or signed for another purpose. */
  read(token: string): number | null;
}

/** What a module's signed links in emails are made with: the store's secret and address, and its clock. */
export interface SignedLinkOptions {
  secret: () => string;
  baseUrl: string;
  clock: Clock;
}

export function createSignedIds({
  purpose,
  lifetimeMs,
  secret,
  clock,
}: {
  /** Keeps these MACs apart from anything else signed with the same secret (payment results, voter keys). */
  purpose: string;
  lifetimeMs: number;
  secret: () => string;
  clock: Clock;
}): SignedIds {
  const mac = (id: string, expiresAt: string) =>
    createHmac("sha256", secret()).update(`${purpose}${id}.${expiresAt}`, "utf8").digest().subarray(0, MAC_BYTES).toString("base64url");

  return {
    issue(id) {
      const expiresAt = String(clock().getTime() + lifetimeMs);
      return `${id}.${expiresAt}.${mac(String(id), expiresAt)}`;
    },
    read(token) {
      const match = TOKEN_SHAPE.exec(token);
      if (!match) return null;
      const [, id, expiresAt, given] = match as unknown as [string, string, string, string];
      // Compared as text: base64url's last character has spare bits, so decoding would admit variants.
      const expected = Buffer.from(mac(id, expiresAt));
      if (!timingSafeEqual(Buffer.from(given), expected)) return null;
      if (Number(expiresAt) <= clock().getTime()) return null;
      return Number(id);
    },
  };
}

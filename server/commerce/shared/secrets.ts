/**
 * Every secret the store hands out (a session, a link): 32 random bytes as base64url (43 characters),
 * of which only the SHA-256 is stored, so a copy of the database cannot sign anyone in or follow a link.
 */
import { createHash, randomBytes } from "node:crypto";

export function newSecret(): string {
  return randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

// Anything longer or with other characters cannot be one of ours; refusing it early spares a query.
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function looksLikeToken(token: string): boolean {
  return TOKEN_SHAPE.test(token);
}

/**
 * A customer's tokens (sessions and mailed links), made and stored as shared/secrets.ts says. One-time
 * tokens are spent with a single conditional UPDATE, so two requests racing with the same link cannot
 * both succeed.
 */
import { and, eq, gt, inArray, isNull, ne } from "drizzle-orm";
import { hashToken, looksLikeToken, newSecret } from "#server/commerce/shared/secrets";
import type { Database } from "#server/db/client";
import { customerTokens } from "#server/db/schema";

/** The time, injectable so tests can move it. */

export type TokenKind = "session" | "activation" | "magic_link" | "password_reset" | "email_change";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** How long each kind of token lives from when it is issued; sessions do not slide. */
const TOKEN_LIFETIME_MS = {
  activation: DAY,
  magic_link: 10 * MINUTE,
  password_reset: 60 * MINUTE,
  email_change: 60 * MINUTE,
  session: 14 * DAY,
  rememberedSession: 60 * DAY,
} as const;

function lifetimeOf(kind: TokenKind, remember: boolean): number {
  if (kind === "session") return remember ? TOKEN_LIFETIME_MS.rememberedSession : TOKEN_LIFETIME_MS.session;
  return TOKEN_LIFETIME_MS[kind];
}

export { hashToken, looksLikeToken, newSecret };

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

export interface TokenToIssue {
  customerId: number;
  kind: TokenKind;
  now: Date;
  remember?: boolean;
  /** Sessions started by a link mailed to the account: the email was proven now. */
  proven?: boolean;
  /** `email_change`: where the account moves. */
  newEmail?: string;
}

export async function issueToken(
  tx: Database,
  { customerId, kind, now, remember = false, proven = false, newEmail }: TokenToIssue,
): Promise<IssuedToken> {
  const token = newSecret();
  const expiresAt = new Date(now.getTime() + lifetimeOf(kind, remember));
  await tx.insert(customerTokens).values({
    customerId,
    kind,
    tokenHash: hashToken(token),
    remember,
    createdAt: now,
    expiresAt,
    provenAt: proven ? now : null,
    newEmail: newEmail ?? null,
  });
  return { token, expiresAt };
}

export interface SpentToken {
  id: number;
  customerId: number;
  remember: boolean;
  expiresAt: Date;
  newEmail: string | null;
}

/**
 * Marks a live token of this kind as used and answers whose it was; null when it is unknown, of
 * another kind, already used (or revoked, for sessions) or expired.
 */
export async function spendToken(
  tx: Database,
  kind: TokenKind,
  token: string,
  now: Date,
  { customerId }: { customerId?: number } = {},
): Promise<SpentToken | null> {
  if (!looksLikeToken(token)) return null;
  const [row] = await tx
    .update(customerTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(customerTokens.tokenHash, hashToken(token)),
        eq(customerTokens.kind, kind),
        isNull(customerTokens.usedAt),
        gt(customerTokens.expiresAt, now),
        // A link names its customer (activation); a token of someone else's is left untouched.
        customerId === undefined ? undefined : eq(customerTokens.customerId, customerId),
      ),
    )
    .returning({
      id: customerTokens.id,
      customerId: customerTokens.customerId,
      remember: customerTokens.remember,
      expiresAt: customerTokens.expiresAt,
      newEmail: customerTokens.newEmail,
    });
  return row ?? null;
}

/** Ends every live token of these kinds of one customer, except `keepTokenId` (the session in use). */
export async function revokeTokens(
  tx: Database,
  { customerId, kinds, now, keepTokenId }: { customerId: number; kinds: readonly TokenKind[]; now: Date; keepTokenId?: number },
): Promise<void> {
  await tx
    .update(customerTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(customerTokens.customerId, customerId),
        inArray(customerTokens.kind, [...kinds]),
        isNull(customerTokens.usedAt),
        keepTokenId === undefined ? undefined : ne(customerTokens.id, keepTokenId),
      ),
    );
}

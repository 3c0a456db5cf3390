/**
 * Customer sessions: a session is a `session` token. It lives 14 days from when it was issued (60
 * with "remember me") and does not slide; renewing spends it and issues a fresh one, so a stolen
 * token that is renewed by the thief stops working for the customer too, and is noticed.
 */
import { and, eq, gt, isNull, ne } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { customers, customerTokens } from "#server/db/schema";
import { findCustomerByEmail, toCustomer, type Customer } from "./customers.ts";
import { verifyNothing, verifyPassword } from "#server/commerce/shared/passwords";
import { hashToken, issueToken, looksLikeToken, spendToken, type IssuedToken } from "./tokens.ts";
import type { Clock } from "#server/commerce/shared/clock";

/** A customer who has just signed in, with the session's token (the `accessToken`). */
export interface SignedIn {
  customer: Customer;
  session: IssuedToken;
}

export interface LiveSession {
  sessionId: number;
  customer: Customer;
  expiresAt: Date;
  remember: boolean;
  /** When a link mailed to the account started this session; null for a password login or a renewal. */
  provenAt: Date | null;
}

/**
 * How long after opening a mailed link a session may change the password or the email without the
 * current password: long enough to finish the form, short enough that a token stolen later cannot.
 */
export const FRESH_PROOF_MS = 15 * 60_000;

export function isFreshlyProven(session: Pick<LiveSession, "provenAt">, now: Date): boolean {
  return session.provenAt !== null && now.getTime() - session.provenAt.getTime() < FRESH_PROOF_MS;
}

/** `proven`: started by a link mailed to the account (magic link, activation, reset). */
export function startSession(tx: Database, customerId: number, remember: boolean, now: Date, proven = false): Promise<IssuedToken> {
  return issueToken(tx, { customerId, kind: "session", now, remember, proven });
}

/** The live session behind an access token, with its customer; null for anything else or a disabled account. */
export async function findSession(db: Database, accessToken: string, now: Date): Promise<LiveSession | null> {
  if (!looksLikeToken(accessToken)) return null;
  const [row] = await db
    .select({ session: customerTokens, customer: customers })
    .from(customerTokens)
    .innerJoin(customers, eq(customers.id, customerTokens.customerId))
    .where(
      and(
        eq(customerTokens.tokenHash, hashToken(accessToken)),
        eq(customerTokens.kind, "session"),
        isNull(customerTokens.usedAt),
        gt(customerTokens.expiresAt, now),
        ne(customers.status, "disabled"),
      ),
    );
  if (!row) return null;
  return {
    sessionId: row.session.id,
    customer: toCustomer(row.customer),
    expiresAt: row.session.expiresAt,
    remember: row.session.remember,
    provenAt: row.session.provenAt,
  };
}

/** Spends a live session and issues its successor with the same "remember me"; null when it was not live. */
function rotateSession(db: Database, accessToken: string, now: Date): Promise<(IssuedToken & { customerId: number }) | null> {
  return db.transaction(async (tx) => {
    const spent = await spendToken(tx, "session", accessToken, now);
    if (!spent) return null;
    const [owner] = await tx.select({ status: customers.status }).from(customers).where(eq(customers.id, spent.customerId));
    if (!owner || owner.status === "disabled") return null;
    const next = await startSession(tx, spent.customerId, spent.remember, now);
    return { ...next, customerId: spent.customerId };
  });
}

/** Ends a session; answers its id, or null when the token was not a live session. */
async function endSession(db: Database, accessToken: string, now: Date): Promise<number | null> {
  const spent = await spendToken(db, "session", accessToken, now);
  return spent?.id ?? null;
}

export interface CustomerSessions {
  /**
   * Only an active account with this password signs in; every refusal looks and takes the same, except
   * that the right password of a blocked account answers "blocked" (its owner may learn why; nobody else can).
   */
  login(input: { email: string; password: string; remember: boolean }): Promise<SignedIn | "blocked" | null>;
  /** Swaps a live session for a new one. */
  renew(accessToken: string): Promise<IssuedToken | null>;
  /** Ends a session; answers the ended session's id, or null when there was none. */
  logout(accessToken: string): Promise<number | null>;
  authenticate(accessToken: string): Promise<LiveSession | null>;
}

export function createCustomerSessions({ db, clock }: { db: Database; clock: Clock }): CustomerSessions {
  return {
    async login({ email, password, remember }) {
      const row = await findCustomerByEmail(db, email);
      // Every refusal costs one password verification, so timing does not say which reason it was.
      if (!row?.passwordHash) return verifyNothing(password).then(() => null);
      const matches = await verifyPassword(row.passwordHash, password);
      if (matches && row.status === "disabled") return "blocked";
      if (!matches || row.status !== "active") return null;
      return { customer: toCustomer(row), session: await startSession(db, row.id, remember, clock()) };
    },

    async renew(accessToken) {
      const renewed = await rotateSession(db, accessToken, clock());
      return renewed ? { token: renewed.token, expiresAt: renewed.expiresAt } : null;
    },

    logout: (accessToken) => endSession(db, accessToken, clock()),

    authenticate: (accessToken) => findSession(db, accessToken, clock()),
  };
}

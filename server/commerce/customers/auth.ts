/**
 * How customers get in by email: registration with an activation link, magic links, password reset
 * and change (password login and sessions are sessions.ts). Every rule that protects an account is
 * here, in transactions: links are single use, expire, name their customer, and a password set
 * through any link ends the other links; a reset ends every other session.
 *
 * Mail is written to the outbox inside the same transaction as the token it carries and delivered
 * after the commit without making the request wait, so the answer's timing does not depend on
 * whether a message was sent (and so on whether an account exists).
 */
import { eq, sql } from "drizzle-orm";
import type { Language } from "#domain/locale";
import type { Database } from "#server/db/client";
import { customers } from "#server/db/schema";
import { renderAccountMail, type AccountMailInput } from "#server/mail/account-templates";
import type { MailBranding } from "#server/mail/mail-types";
import type { Mailer } from "#server/mail/outbox";
import { isUniqueViolation, toCustomer, type CustomerRow } from "./customers.ts";
import { normaliseEmail } from "#domain/email";
import { hashPassword, verifyPassword } from "./passwords.ts";
import { findSession, startSession, type SignedIn } from "./sessions.ts";
import { issueToken, revokeTokens, spendToken } from "./tokens.ts";
import type { Clock } from "#server/commerce/shared/clock";

/**
 * A new account waiting for its activation link. No password: one chosen before the email is proven
 * would let whoever registered someone else's address sign in once its owner proves it (decision 0025);
 * the activation link is where the password is set.
 */
export interface Registration {
  email: string;
  firstName: string;
  lastName: string;
  acceptsMarketing: boolean;
  language: Language;
}

export type PasswordChange = { kind: "changed"; signedIn: SignedIn } | { kind: "not_signed_in" } | { kind: "wrong_current_password" };

export interface CustomerAuth {
  /** "exists" for an email of a pending, active or disabled account (a magic-link-only one gets an activation link). */
  register(input: Registration): Promise<"created" | "exists">;
  activate(input: { customerId: number; token: string; password: string }): Promise<SignedIn | null>;
  requestPasswordReset(input: { email: string; language: Language }): Promise<void>;
  resetPassword(input: { token: string; password: string }): Promise<SignedIn | null>;
  /** A signed-in change; `currentPassword` is needed when the account has a password. */
  changePassword(input: { accessToken: string; currentPassword: string | undefined; password: string }): Promise<PasswordChange>;
  sendMagicLink(input: { email: string; remember: boolean; language: Language }): Promise<void>;
  verifyMagicLink(token: string): Promise<SignedIn | null>;
}

export interface CustomerAuthOptions {
  db: Database;
  mailer: Mailer;
  branding: MailBranding;
  clock: Clock;
}

/** A link into the store; English mail links carry `lng=en` so the page opens in the email's language. */
function storeLink(baseUrl: string, path: string, language: Language, query: Record<string, string> = {}): string {
  const url = new URL(path, `${baseUrl}/`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  if (language === "en") url.searchParams.set("lng", "en");
  return url.toString();
}

const ONE_TIME_KINDS = ["activation", "magic_link", "password_reset"] as const;

export function createCustomerAuth({ db, mailer, branding, clock }: CustomerAuthOptions): CustomerAuth {
  async function mail(tx: Database, input: AccountMailInput): Promise<number> {
    return mailer.enqueue(tx, renderAccountMail(branding, input));
  }

  function deliverLater(mailId: number | null): void {
    if (mailId !== null) void mailer.deliver([mailId]);
  }

  async function lockByEmail(tx: Database, email: string): Promise<CustomerRow | undefined> {
    const [row] = await tx.select().from(customers).where(eq(customers.email, email)).for("update");
    return row;
  }

  async function insertPending(tx: Database, { now, ...values }: Registration & { now: Date }): Promise<CustomerRow> {
    const [row] = await tx
      .insert(customers)
      .values({ ...values, status: "pending", createdAt: now, updatedAt: now })
      .returning();
    return row!;
  }

  /** A password set by any route makes the account active (activated now, unless it already was). */
  async function storePassword(tx: Database, customerId: number, passwordHash: string, now: Date): Promise<CustomerRow> {
    const [row] = await tx
      .update(customers)
      .set({ passwordHash, status: "active", activatedAt: sql`coalesce(${customers.activatedAt}, ${now})`, updatedAt: now })
      .where(eq(customers.id, customerId))
      .returning();
    return row!;
  }

  /** Sets the password through a link: the account is active, and no other link stays usable. */
  async function setPasswordFromLink(tx: Database, customerId: number, passwordHash: string, now: Date): Promise<CustomerRow> {
    const row = await storePassword(tx, customerId, passwordHash, now);
    await revokeTokens(tx, { customerId, kinds: ONE_TIME_KINDS, now });
    return row;
  }

  return {
    async register({ email, firstName, lastName, acceptsMarketing, language }) {
      const address = normaliseEmail(email);
      const now = clock();
      try {
        const mailId = await db.transaction(async (tx) => {
          const existing = await lockByEmail(tx, address);
          if (existing && existing.status !== "magic_link_only") return null;
          // Nothing typed before the email is proven may change an account someone else proved is theirs:
          // a magic-link-only account only gets the activation link, which its owner alone receives.
          const row = existing ?? (await insertPending(tx, { email: address, firstName, lastName, acceptsMarketing, language, now }));
          const { token } = await issueToken(tx, { customerId: row.id, kind: "activation", now });
          return mail(tx, {
            kind: "activation",
            to: address,
            firstName: row.firstName,
            language,
            url: storeLink(branding.baseUrl, `/account/activate/${row.id}/${token}`, language),
          });
        });
        if (mailId === null) return "exists";
        deliverLater(mailId);
        return "created";
      } catch (error) {
        // Two registrations of one new email at once: the unique index lets one in.
        if (isUniqueViolation(error)) return "exists";
        throw error;
      }
    },

    async activate({ customerId, token, password }) {
      const passwordHash = await hashPassword(password);
      const now = clock();
      return db.transaction(async (tx) => {
        const [owner] = await tx.select({ status: customers.status }).from(customers).where(eq(customers.id, customerId));
        if (!owner || owner.status === "disabled") return null;
        const spent = await spendToken(tx, "activation", token, now, { customerId });
        if (!spent) return null;
        const row = await setPasswordFromLink(tx, customerId, passwordHash, now);
        return { customer: toCustomer(row), session: await startSession(tx, customerId, false, now) };
      });
    },

    async requestPasswordReset({ email, language }) {
      const address = normaliseEmail(email);
      const now = clock();
      const mailId = await db.transaction(async (tx) => {
        const row = await lockByEmail(tx, address);
        if (!row || row.status === "disabled") return null;
        await tx.update(customers).set({ language }).where(eq(customers.id, row.id));
        const { token } = await issueToken(tx, { customerId: row.id, kind: "password_reset", now });
        return mail(tx, {
          kind: "password_reset",
          to: row.email,
          firstName: row.firstName,
          language,
          url: storeLink(branding.baseUrl, "/set-password", language, { token }),
        });
      });
      deliverLater(mailId);
    },

    async resetPassword({ token, password }) {
      const passwordHash = await hashPassword(password);
      const now = clock();
      return db.transaction(async (tx) => {
        const spent = await spendToken(tx, "password_reset", token, now);
        if (!spent) return null;
        const [owner] = await tx.select({ status: customers.status }).from(customers).where(eq(customers.id, spent.customerId));
        if (!owner || owner.status === "disabled") return null;
        const row = await setPasswordFromLink(tx, spent.customerId, passwordHash, now);
        // Whoever may have known the old password is signed out everywhere.
        await revokeTokens(tx, { customerId: row.id, kinds: ["session"], now });
        return { customer: toCustomer(row), session: await startSession(tx, row.id, false, now) };
      });
    },

    async changePassword({ accessToken, currentPassword, password }) {
      const now = clock();
      const live = await findSession(db, accessToken, now);
      if (!live) return { kind: "not_signed_in" };
      const [row] = await db.select().from(customers).where(eq(customers.id, live.customer.id));
      if (row?.passwordHash) {
        const matches =
          currentPassword !== undefined && currentPassword !== "" && (await verifyPassword(row.passwordHash, currentPassword));
        if (!matches) return { kind: "wrong_current_password" };
      }
      const passwordHash = await hashPassword(password);
      const updated = await db.transaction(async (tx) => {
        const result = await storePassword(tx, live.customer.id, passwordHash, now);
        await revokeTokens(tx, { customerId: live.customer.id, kinds: ["session", ...ONE_TIME_KINDS], now, keepTokenId: live.sessionId });
        return result;
      });
      return { kind: "changed", signedIn: { customer: toCustomer(updated), session: { token: accessToken, expiresAt: live.expiresAt } } };
    },

    async sendMagicLink({ email, remember, language }) {
      const address = normaliseEmail(email);
      const now = clock();
      const mailId = await db.transaction(async (tx) => {
        // The spec's magic-link-only account: asking for a link is how a new shopper signs up without a password.
        await tx
          .insert(customers)
          .values({ email: address, status: "magic_link_only", language, createdAt: now, updatedAt: now })
          .onConflictDoNothing({ target: customers.email });
        const row = (await lockByEmail(tx, address))!;
        if (row.status === "disabled") return null;
        await tx.update(customers).set({ language }).where(eq(customers.id, row.id));
        const { token } = await issueToken(tx, { customerId: row.id, kind: "magic_link", now, remember });
        return mail(tx, {
          kind: "magic_link",
          to: row.email,
          firstName: row.firstName,
          language,
          url: storeLink(branding.baseUrl, "/verify-magic-link", language, { token }),
        });
      });
      deliverLater(mailId);
    },

    async verifyMagicLink(token) {
      const now = clock();
      return db.transaction(async (tx) => {
        const spent = await spendToken(tx, "magic_link", token, now);
        if (!spent) return null;
        const [row] = await tx.select().from(customers).where(eq(customers.id, spent.customerId));
        if (!row || row.status === "disabled") return null;
        let current: CustomerRow | undefined = row;
        if (row.status === "pending") {
          // The link proves the email is theirs; a password stored before that proof (by an older version
          // of the store) is nobody's to keep, so the account goes on without one until its owner sets it.
          [current] = await tx
            .update(customers)
            .set({ status: "magic_link_only", passwordHash: null, updatedAt: now })
            .where(eq(customers.id, row.id))
            .returning();
        }
        return { customer: toCustomer(current!), session: await startSession(tx, row.id, spent.remember, now) };
      });
    },
  };
}

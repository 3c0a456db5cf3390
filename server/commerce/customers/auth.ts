/**
 * How customers get in by email: registration with an activation link, magic links, password reset
 * and change (password login and sessions are sessions.ts). Every rule that protects an account is
 * here, in transactions: links are single use, expire, name their customer, and a password set
 * through any link ends the other links; a reset ends every other session.
 *
 * Mail is written to the outbox inside the same transaction as the token it carries and delivered
 * after the commit without making the request wait. A reset request does all of its work after the
 * answer (decision 0070): whether the address has an account decides how much work there is, and the
 * answer must not tell.
 */
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Language } from "#domain/locale";
import type { Database } from "#server/db/client";
import { customers, signupLinks } from "#server/db/schema";
import { renderAccountMail, type AccountMailInput } from "#server/mail/account-templates";
import type { MailBranding } from "#server/mail/mail-types";
import type { Mailer } from "#server/mail/outbox";
import { isUniqueViolation, toCustomer, type CustomerRow } from "./customers.ts";
import { normaliseEmail } from "#domain/email";
import { hashPassword, verifyPassword } from "#server/commerce/shared/passwords";
import { findSession, isFreshlyProven, startSession, type LiveSession, type SignedIn } from "./sessions.ts";
import { hashToken, issueToken, looksLikeToken, newSecret, revokeTokens, spendToken } from "./tokens.ts";
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

/**
 * What a sensitive change (password, email) needs: the current password, or a session that a link
 * mailed to the account started within the last minutes. An account without a password has only the link.
 */
export type ProofRefusal = { kind: "wrong_current_password" } | { kind: "proof_needed" };

export type PasswordChange = { kind: "changed"; signedIn: SignedIn } | { kind: "not_signed_in" } | ProofRefusal;

export type EmailChangeRequest = { kind: "sent" } | ProofRefusal;

export interface CustomerAuth {
  /**
   * "exists" for an email of a pending, active or disabled account: its owner is mailed that an account
   * exists (a magic-link-only one gets an activation link). Callers answer both alike.
   */
  register(input: Registration): Promise<"created" | "exists">;
  activate(input: { customerId: number; token: string; password: string }): Promise<SignedIn | null>;
  /**
   * Starts a reset and returns at once: the account is looked up, and its link issued and mailed, after the
   * caller has answered, so the answer costs the same whether or not the address has an account.
   */
  requestPasswordReset(input: { email: string; language: Language }): void;
  /** Resolves when every reset started so far has finished (requests do not wait for them; tests do). */
  resetsSettled(): Promise<void>;
  resetPassword(input: { token: string; password: string }): Promise<SignedIn | null>;
  /** A signed-in change; `currentPassword` is needed when the account has a password. */
  changePassword(input: { accessToken: string; currentPassword: string | undefined; password: string }): Promise<PasswordChange>;
  sendMagicLink(input: { email: string; remember: boolean; language: Language }): Promise<void>;
  verifyMagicLink(token: string): Promise<SignedIn | null>;
  /** Mails a confirmation link to the new address (or, when it has an account, says so there); the email stays until it is opened. */
  requestEmailChange(input: {
    session: LiveSession;
    currentPassword: string | undefined;
    newEmail: string;
    language: Language;
  }): Promise<EmailChangeRequest>;
  /** Moves the account to the address the link was mailed to; null for a spent, expired or unknown link or a taken address. */
  confirmEmailChange(token: string): Promise<SignedIn | null>;
}

export interface CustomerAuthOptions {
  db: Database;
  mailer: Mailer;
  branding: MailBranding;
  clock: Clock;
  /** Told when work done after the answer (a reset request) fails; nobody is waiting for it. */
  onBackgroundError: (error: unknown, message: string) => void;
}

/** A link into the store; English mail links carry `lng=en` so the page opens in the email's language. */
function storeLink(baseUrl: string, path: string, language: Language, query: Record<string, string> = {}): string {
  const url = new URL(path, `${baseUrl}/`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  if (language === "en") url.searchParams.set("lng", "en");
  return url.toString();
}

export const ONE_TIME_KINDS = ["activation", "magic_link", "password_reset", "email_change"] as const;

/**
 * Issues an activation link for the account and writes its email to the outbox, in the caller's
 * transaction (registration, and staff sending it again); answers the outbox row to deliver after the commit.
 */
export async function enqueueActivation(
  tx: Database,
  { mailer, branding }: { mailer: Mailer; branding: MailBranding },
  account: { id: number; email: string; firstName: string },
  language: Language,
  now: Date,
): Promise<number> {
  const { token } = await issueToken(tx, { customerId: account.id, kind: "activation", now });
  return mailer.enqueue(
    tx,
    renderAccountMail(branding, {
      kind: "activation",
      to: account.email,
      firstName: account.firstName,
      language,
      url: storeLink(branding.baseUrl, `/account/activate/${account.id}/${token}`, language),
    }),
  );
}

/** A login link to an address without an account lives as long as any login link. */
const SIGNUP_LINK_MS = 10 * 60_000;

/** What the functions of customer auth share: its options, and the password resets still being mailed. */
interface AuthContext extends CustomerAuthOptions {
  resetsUnderWay: Set<Promise<void>>;
}

export function createCustomerAuth(options: CustomerAuthOptions): CustomerAuth {
  const context: AuthContext = { ...options, resetsUnderWay: new Set<Promise<void>>() };

  return {
    register: (input) => register(context, input),
    activate: (input) => activate(context, input),
    requestPasswordReset: (input) => requestPasswordReset(context, input),
    async resetsSettled() {
      await Promise.all(context.resetsUnderWay);
    },

    resetPassword: (input) => resetPassword(context, input),
    changePassword: (input) => changePassword(context, input),
    sendMagicLink: (input) => sendMagicLink(context, input),
    verifyMagicLink: (token) => verifyMagicLink(context, token),
    requestEmailChange: (input) => requestEmailChange(context, input),
    confirmEmailChange: (token) => confirmEmailChange(context, token),
  };
}

async function register(
  context: AuthContext,
  { email, firstName, lastName, acceptsMarketing, language }: Parameters<CustomerAuth["register"]>[0],
): ReturnType<CustomerAuth["register"]> {
  const { branding, clock, db, mailer } = context;
  const address = normaliseEmail(email);
  const now = clock();
  try {
    const outcome = await db.transaction(async (tx) => {
      const existing = await lockByEmail(context, tx, address);
      if (existing?.status === "disabled") return { mailId: null, created: false };
      if (existing && existing.status !== "magic_link_only") {
        const mailId = await mail(context, tx, {
          kind: "account_exists",
          to: existing.email,
          firstName: existing.firstName,
          language,
          url: storeLink(branding.baseUrl, "/login", language),
        });
        return { mailId, created: false };
      }
      // Nothing typed before the email is proven may change an account someone else proved is theirs:
      // a magic-link-only account only gets the activation link, which its owner alone receives.
      const row = existing ?? (await insertPending(context, tx, { email: address, firstName, lastName, acceptsMarketing, language, now }));
      const mailId = await enqueueActivation(tx, { mailer, branding }, { ...row, email: address }, language, now);
      return { mailId, created: existing === undefined };
    });
    deliverLater(context, outcome.mailId);
    return outcome.created ? "created" : "exists";
  } catch (error) {
    // Two registrations of one new email at once: the unique index lets one in.
    if (isUniqueViolation(error)) return "exists";
    throw error;
  }
}

async function activate(
  context: AuthContext,
  { customerId, token, password }: Parameters<CustomerAuth["activate"]>[0],
): ReturnType<CustomerAuth["activate"]> {
  const { clock, db } = context;
  const passwordHash = await hashPassword(password);
  const now = clock();
  return db.transaction(async (tx) => {
    const [owner] = await tx.select({ status: customers.status }).from(customers).where(eq(customers.id, customerId));
    if (!owner || owner.status === "disabled") return null;
    const spent = await spendToken(tx, "activation", token, now, { customerId });
    if (!spent) return null;
    const row = await setPasswordFromLink(tx, customerId, passwordHash, now);
    return { customer: toCustomer(row), session: await startSession(tx, customerId, false, now, true) };
  });
}

function requestPasswordReset(
  context: AuthContext,
  { email, language }: Parameters<CustomerAuth["requestPasswordReset"]>[0],
): ReturnType<CustomerAuth["requestPasswordReset"]> {
  const { clock, onBackgroundError, resetsUnderWay } = context;
  const address = normaliseEmail(email);
  const now = clock();
  // After the answer: setImmediate runs once the request's own promise chain (its response) has settled.
  const work = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => mailPasswordReset(context, address, language, now))
    .catch((error: unknown) => onBackgroundError(error, "a password reset request could not be completed"))
    .finally(() => resetsUnderWay.delete(work));
  resetsUnderWay.add(work);
}

async function resetPassword(
  context: AuthContext,
  { token, password }: Parameters<CustomerAuth["resetPassword"]>[0],
): ReturnType<CustomerAuth["resetPassword"]> {
  const { clock, db } = context;
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
    return { customer: toCustomer(row), session: await startSession(tx, row.id, false, now, true) };
  });
}

async function changePassword(
  context: AuthContext,
  { accessToken, currentPassword, password }: Parameters<CustomerAuth["changePassword"]>[0],
): ReturnType<CustomerAuth["changePassword"]> {
  const { clock, db } = context;
  const now = clock();
  const live = await findSession(db, accessToken, now);
  if (!live) return { kind: "not_signed_in" };
  const refused = await checkProof(context, live, currentPassword, now);
  if (refused) return refused;
  const passwordHash = await hashPassword(password);
  const updated = await db.transaction(async (tx) => {
    const result = await storePassword(tx, live.customer.id, passwordHash, now);
    await revokeTokens(tx, { customerId: live.customer.id, kinds: ["session", ...ONE_TIME_KINDS], now, keepTokenId: live.sessionId });
    return result;
  });
  return { kind: "changed", signedIn: { customer: toCustomer(updated), session: { token: accessToken, expiresAt: live.expiresAt } } };
}

async function sendMagicLink(
  context: AuthContext,
  { email, remember, language }: Parameters<CustomerAuth["sendMagicLink"]>[0],
): ReturnType<CustomerAuth["sendMagicLink"]> {
  const { branding, clock, db } = context;
  const address = normaliseEmail(email);
  const now = clock();
  const mailId = await db.transaction(async (tx) => {
    const row = await lockByEmail(context, tx, address);
    const token = row
      ? await customerLoginLink(context, tx, row, remember, language, now)
      : await signupLink(context, tx, address, remember, language, now);
    if (token === null) return null;
    return mail(context, tx, {
      kind: "magic_link",
      to: address,
      firstName: row?.firstName ?? "",
      language,
      url: storeLink(branding.baseUrl, "/verify-magic-link", language, { token }),
    });
  });
  deliverLater(context, mailId);
}

async function verifyMagicLink(
  context: AuthContext,
  token: Parameters<CustomerAuth["verifyMagicLink"]>[0],
): ReturnType<CustomerAuth["verifyMagicLink"]> {
  const { clock, db } = context;
  const now = clock();
  return db.transaction(async (tx) => {
    const spent = (await spendToken(tx, "magic_link", token, now)) ?? (await accountFromSignupLink(context, tx, token, now));
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
    return { customer: toCustomer(current!), session: await startSession(tx, row.id, spent.remember, now, true) };
  });
}

async function requestEmailChange(
  context: AuthContext,
  { session, currentPassword, newEmail, language }: Parameters<CustomerAuth["requestEmailChange"]>[0],
): ReturnType<CustomerAuth["requestEmailChange"]> {
  const { branding, clock, db } = context;
  const now = clock();
  const refused = await checkProof(context, session, currentPassword, now);
  if (refused) return refused;
  const address = normaliseEmail(newEmail);
  const mailId = await db.transaction(async (tx) => {
    const holder = await lockByEmail(context, tx, address);
    if (holder) {
      // The answer is the same as for a free address; only the address's owner learns it is taken.
      return holder.id === session.customer.id
        ? null
        : mail(context, tx, {
            kind: "email_in_use",
            to: address,
            firstName: holder.firstName,
            language,
            url: storeLink(branding.baseUrl, "/login", language),
          });
    }
    await revokeTokens(tx, { customerId: session.customer.id, kinds: ["email_change"], now });
    const { token } = await issueToken(tx, { customerId: session.customer.id, kind: "email_change", now, newEmail: address });
    return mail(context, tx, {
      kind: "email_change",
      to: address,
      firstName: session.customer.firstName ?? "",
      language,
      url: storeLink(branding.baseUrl, "/account/confirm-email", language, { token }),
    });
  });
  deliverLater(context, mailId);
  return { kind: "sent" };
}

async function confirmEmailChange(
  context: AuthContext,
  token: Parameters<CustomerAuth["confirmEmailChange"]>[0],
): ReturnType<CustomerAuth["confirmEmailChange"]> {
  const { branding, clock, db } = context;
  const now = clock();
  try {
    const outcome = await db.transaction(async (tx) => {
      const spent = await spendToken(tx, "email_change", token, now);
      if (!spent?.newEmail) return null;
      const [before] = await tx.select().from(customers).where(eq(customers.id, spent.customerId)).for("update");
      if (!before || before.status === "disabled") return null;
      const [row] = await tx
        .update(customers)
        .set({ email: spent.newEmail, updatedAt: now })
        .where(eq(customers.id, spent.customerId))
        .returning();
      // Links mailed to the old address must not outlive the change.
      await revokeTokens(tx, { customerId: row!.id, kinds: ONE_TIME_KINDS, now });
      const mailId = await mail(context, tx, {
        kind: "email_changed",
        to: before.email,
        firstName: before.firstName,
        language: before.language,
        url: `mailto:${branding.supportEmail}`,
        detail: spent.newEmail,
      });
      const signedIn = { customer: toCustomer(row!), session: await startSession(tx, row!.id, false, now, true) };
      return { signedIn, mailId };
    });
    if (!outcome) return null;
    deliverLater(context, outcome.mailId);
    return outcome.signedIn;
  } catch (error) {
    // The address was taken by a registration between the request and the link: nothing changes.
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

async function mail(context: AuthContext, tx: Database, input: AccountMailInput): Promise<number> {
  const { branding, mailer } = context;
  return mailer.enqueue(tx, renderAccountMail(branding, input));
}

function deliverLater(context: AuthContext, mailId: number | null): void {
  const { mailer } = context;
  if (mailId !== null) void mailer.deliver([mailId]);
}

async function lockByEmail(context: AuthContext, tx: Database, email: string): Promise<CustomerRow | undefined> {
  const [row] = await tx.select().from(customers).where(eq(customers.email, email)).for("update");
  return row;
}

/** The current password, else a fresh proof by a mailed link; the password is asked first when the account has one. */
async function checkProof(
  context: AuthContext,
  session: LiveSession,
  currentPassword: string | undefined,
  now: Date,
): Promise<ProofRefusal | null> {
  const { db } = context;
  const [row] = await db.select({ passwordHash: customers.passwordHash }).from(customers).where(eq(customers.id, session.customer.id));
  const given = currentPassword ?? "";
  if (row?.passwordHash && given !== "" && (await verifyPassword(row.passwordHash, given))) return null;
  if (isFreshlyProven(session, now)) return null;
  return row?.passwordHash ? { kind: "wrong_current_password" } : { kind: "proof_needed" };
}

async function insertPending(context: AuthContext, tx: Database, { now, ...values }: Registration & { now: Date }): Promise<CustomerRow> {
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

/** A login link for an existing account; null for a disabled one. */
async function customerLoginLink(context: AuthContext, tx: Database, row: CustomerRow, remember: boolean, language: Language, now: Date) {
  if (row.status === "disabled") return null;
  await tx.update(customers).set({ language }).where(eq(customers.id, row.id));
  return (await issueToken(tx, { customerId: row.id, kind: "magic_link", now, remember })).token;
}

/** A login link for an address without an account: the account is created only when it is opened. */
async function signupLink(
  context: AuthContext,
  tx: Database,
  email: string,
  remember: boolean,
  language: Language,
  now: Date,
): Promise<string> {
  // Links of this address that were never opened, and every expired one, go as a new one is made.
  await tx.delete(signupLinks).where(sql`${signupLinks.email} = ${email} OR ${signupLinks.expiresAt} < ${now}`);
  const token = newSecret();
  const expiresAt = new Date(now.getTime() + SIGNUP_LINK_MS);
  await tx.insert(signupLinks).values({ email, tokenHash: hashToken(token), remember, language, createdAt: now, expiresAt });
  return token;
}

/** Spends a signup link and answers the account of its address, created now as the spec's magic-link-only account. */
async function accountFromSignupLink(
  context: AuthContext,
  tx: Database,
  token: string,
  now: Date,
): Promise<{ customerId: number; remember: boolean } | null> {
  if (!looksLikeToken(token)) return null;
  const [link] = await tx
    .update(signupLinks)
    .set({ usedAt: now })
    .where(and(eq(signupLinks.tokenHash, hashToken(token)), isNull(signupLinks.usedAt), gt(signupLinks.expiresAt, now)))
    .returning();
  if (!link) return null;
  const language: Language = link.language === "en" ? "en" : "ro";
  await tx
    .insert(customers)
    .values({ email: link.email, status: "magic_link_only", language, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: customers.email });
  const row = await lockByEmail(context, tx, link.email);
  return row && row.status !== "disabled" ? { customerId: row.id, remember: link.remember } : null;
}

/** Issues a reset link to the account at `address`, if it has one that is not disabled, and mails it. */
async function mailPasswordReset(context: AuthContext, address: string, language: Language, now: Date): Promise<void> {
  const { branding, db } = context;
  const mailId = await db.transaction(async (tx) => {
    const row = await lockByEmail(context, tx, address);
    if (!row || row.status === "disabled") return null;
    await tx.update(customers).set({ language }).where(eq(customers.id, row.id));
    const { token } = await issueToken(tx, { customerId: row.id, kind: "password_reset", now });
    return mail(context, tx, {
      kind: "password_reset",
      to: row.email,
      firstName: row.firstName,
      language,
      url: storeLink(branding.baseUrl, "/set-password", language, { token }),
    });
  });
  deliverLater(context, mailId);
}

/**
 * The staff's accounts: an owner (or the command line) invites a member by email and role; the member
 * opens the setup link (24 hours, once), chooses a password and, for an owner always, two-factor.
 * The store keeps at least one working owner: the last one cannot be demoted or disabled.
 */
import { and, asc, eq, gt, isNull, ne, sql } from "drizzle-orm";
import { staffSetupUrl } from "#domain/admin/paths";
import { normaliseEmail } from "#domain/email";
import type { Language } from "#domain/locale";
import { isWorkingOwner, toStaffMember, type StaffMember } from "./staff-member.ts";
import { openSession, type IssuedStaffSession, type RequestOrigin } from "./session-store.ts";
import { requiresTwoFactor, STAFF_SETUP_LINK_LIFETIME_MS, type StaffRole } from "#domain/staff-roles";
import { hashPassword } from "#server/commerce/shared/passwords";
import { hashToken, looksLikeToken, newSecret } from "#server/commerce/shared/secrets";
import type { Clock } from "#server/commerce/shared/clock";
import type { Database } from "#server/db/client";
import type { MailBranding } from "#server/mail/mail-types";
import type { Mailer } from "#server/mail/outbox";
import { renderStaffInvite } from "#server/mail/staff-invite";
import { staffMembers, staffRecoveryCodes, staffSessions, staffSetupTokens } from "#server/db/schema";
import { recordAudit, type AuditActor } from "./audit.ts";
import { issueRecoveryCodes } from "./recovery-codes.ts";
import { newTotpSecret, totpEnrolment, verifyTotp, type TotpEnrolment } from "./totp.ts";

export type StaffAccountProblem =
  | "email_taken"
  | "not_found"
  | "last_owner"
  | "setup_link_invalid"
  | "two_factor_required"
  | "two_factor_code_invalid"
  | "owner_needs_two_factor"
  | "already_set_up";

export class StaffAccountError extends Error {
  override name = "StaffAccountError";
  constructor(readonly problem: StaffAccountProblem) {
    super(`Staff account: ${problem}`);
  }
}

export interface SetupLink {
  member: StaffMember;
  /** The secret of the link; only its hash is stored. */
  token: string;
  expiresAt: Date;
}

export interface SetupPage {
  member: StaffMember;
  twoFactorRequired: boolean;
  /**
   * The secret to scan: chosen when the link's page is first opened and the same on every reload until the setup
   * completes or a new link is sent; it becomes the member's only once a code from it has been typed back.
   */
  enrolment: TotpEnrolment;
}

export interface CompletedSetup {
  member: StaffMember;
  /** Shown once; null when the member chose no two-factor. */
  recoveryCodes: string[] | null;
  /** The member has just proven the password and, where set, the authenticator: signed in at once. */
  session: IssuedStaffSession;
}

export interface StaffAccounts {
  /**
   * A new member with a setup link, or a new link for a member who has not set up yet (the old link
   * stops working). An active member's email is taken.
   */
  invite(input: { email: string; role: StaffRole; name?: string; language?: Language }, actor: AuditActor): Promise<SetupLink>;
  /**
   * A member locked out (a lost phone and its recovery codes): their password, two-factor and sessions
   * end, and a new setup link starts them again. For the command line, which only the server's owner runs.
   */
  resetSetup(email: string, actor: AuditActor): Promise<SetupLink>;
  /** What the setup page shows; null for an unknown, used or expired link. */
  setupPage(token: string, issuer: string): Promise<SetupPage | null>;
  completeSetup(
    token: string,
    input: { password: string; totp: { secret: string; code: string } | null },
    origin: RequestOrigin,
  ): Promise<CompletedSetup>;
  /**
   * A new setup link for a member who has not set up yet, emailed to them (the earlier link stops working). For
   * an owner in the admin; the command line's `reset-staff` prints one instead.
   */
  resendInvite(id: number, actor: AuditActor): Promise<SetupLink>;
  /** Every member; those not set up yet with their live link's expiry. */
  list(): Promise<StaffMember[]>;
  find(id: number): Promise<StaffMember | null>;
  changeRole(id: number, role: StaffRole, actor: AuditActor): Promise<StaffMember>;
  /** Disabling ends the member's sessions at once; enabling lets them sign in again. */
  setDisabled(id: number, disabled: boolean, actor: AuditActor): Promise<StaffMember>;
}

export interface StaffAccountsOptions {
  db: Database;
  clock: Clock;
  /**
   * Emails an invitation made in the admin to the invitee. Absent for the command line, which prints the link
   * for the server's owner to pass on.
   */
  invitations?: { mailer: Mailer; branding: MailBranding };
}

export function createStaffAccounts(options: StaffAccountsOptions): StaffAccounts {
  const context = options;
  const { db } = options;
  return {
    invite: (input, actor) => invite(context, input, actor),
    resendInvite: (id, actor) => resendInvite(context, id, actor),
    resetSetup: (email, actor) => resetSetup(context, email, actor),
    setupPage: (token, issuer) => setupPage(context, token, issuer),
    completeSetup: (token, input, origin) => completeSetup(context, token, input, origin),
    list: () => listMembers(context),
    async find(id) {
      const row = await memberRow(db, id);
      return row ? toStaffMember(row) : null;
    },
    changeRole: (id, role, actor) => changeRole(context, id, role, actor),
    setDisabled: (id, disabled, actor) => setDisabled(context, id, disabled, actor),
  };
}

type MemberRow = typeof staffMembers.$inferSelect;

const memberRow = async (tx: Database, id: number) => (await tx.select().from(staffMembers).where(eq(staffMembers.id, id)))[0];

/** Whether another enabled, set-up owner than `id` remains. */
async function anotherOwner(tx: Database, id: number) {
  const [row] = await tx
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(
      and(
        eq(staffMembers.role, "owner"),
        ne(staffMembers.id, id),
        isNull(staffMembers.disabledAt),
        sql`${staffMembers.passwordHash} IS NOT NULL`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

// Members change rarely and only an owner changes them: serialising those changes keeps "the last
// owner" decidable without races (two owners demoting each other at once).
const lockMembers = (tx: Database) => tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('staff_members'))`);

/** Runs `change` on member `id`'s row at one instant, in a transaction holding the members' lock; not_found without one. */
function changeMember<T>({ db, clock }: StaffAccountsOptions, id: number, change: (tx: Database, row: MemberRow, now: Date) => Promise<T>) {
  const now = clock();
  return db.transaction(async (tx) => {
    await lockMembers(tx);
    const row = await memberRow(tx, id);
    if (!row) throw new StaffAccountError("not_found");
    return change(tx, row, now);
  });
}

/** A new link; any earlier one of the member stops working. */
async function issueSetupLink(tx: Database, staffId: number, now: Date): Promise<{ token: string; expiresAt: Date }> {
  await tx
    .update(staffSetupTokens)
    .set({ usedAt: now })
    .where(and(eq(staffSetupTokens.staffId, staffId), isNull(staffSetupTokens.usedAt)));
  const token = newSecret();
  const expiresAt = new Date(now.getTime() + STAFF_SETUP_LINK_LIFETIME_MS);
  await tx.insert(staffSetupTokens).values({ staffId, tokenHash: hashToken(token), createdAt: now, expiresAt });
  return { token, expiresAt };
}

/** Writes the invitation to the outbox in `tx` when made by a member in the admin; answers the message's id. */
async function mailInvite(
  { invitations }: StaffAccountsOptions,
  tx: Database,
  row: MemberRow,
  link: { token: string; expiresAt: Date },
  actor: AuditActor,
) {
  if (!invitations || !("email" in actor)) return null;
  return invitations.mailer.enqueue(
    tx,
    renderStaffInvite(invitations.branding, {
      to: row.email,
      language: row.language,
      name: row.name,
      role: row.role as StaffRole,
      invitedBy: actor.email,
      setupUrl: staffSetupUrl(invitations.branding.baseUrl, link.token),
      expiresAt: link.expiresAt,
    }),
  );
}

function deliver({ invitations }: StaffAccountsOptions, mailId: number | null) {
  if (mailId !== null && invitations) void invitations.mailer.deliver([mailId]);
}

async function liveSetupToken(tx: Database, token: string, now: Date) {
  if (!looksLikeToken(token)) return undefined;
  const [row] = await tx
    .select()
    .from(staffSetupTokens)
    .where(and(eq(staffSetupTokens.tokenHash, hashToken(token)), isNull(staffSetupTokens.usedAt), gt(staffSetupTokens.expiresAt, now)));
  return row;
}

async function invite(
  context: StaffAccountsOptions,
  { email, role, name = "", language = "ro" }: Parameters<StaffAccounts["invite"]>[0],
  actor: AuditActor,
): Promise<SetupLink> {
  const { db, clock } = context;
  const now = clock();
  const address = normaliseEmail(email);
  const invited = await db.transaction(async (tx) => {
    await lockMembers(tx);
    const [existing] = await tx.select().from(staffMembers).where(eq(staffMembers.email, address));
    if (existing && existing.passwordHash !== null) throw new StaffAccountError("email_taken");
    const [row] = existing
      ? await tx
          .update(staffMembers)
          .set({ role, name: name || existing.name, language, updatedAt: now })
          .where(eq(staffMembers.id, existing.id))
          .returning()
      : await tx.insert(staffMembers).values({ email: address, role, name, language, createdAt: now, updatedAt: now }).returning();
    const member = row!;
    await recordAudit(
      tx,
      actor,
      { action: "staff.invite", target: { type: "staff", id: member.id }, after: { email: address, role, name: member.name } },
      now,
    );
    const link = await issueSetupLink(tx, member.id, now);
    return { member: toStaffMember(member, link.expiresAt), ...link, mailId: await mailInvite(context, tx, member, link, actor) };
  });
  deliver(context, invited.mailId);
  return { member: invited.member, token: invited.token, expiresAt: invited.expiresAt };
}

async function resendInvite(context: StaffAccountsOptions, id: number, actor: AuditActor): Promise<SetupLink> {
  const { db, clock } = context;
  const now = clock();
  const resent = await db.transaction(async (tx) => {
    await lockMembers(tx);
    const row = await memberRow(tx, id);
    if (!row || row.disabledAt !== null) throw new StaffAccountError("not_found");
    if (row.passwordHash !== null) throw new StaffAccountError("already_set_up");
    const link = await issueSetupLink(tx, row.id, now);
    await recordAudit(tx, actor, { action: "staff.invite_resent", target: { type: "staff", id: row.id } }, now);
    return { member: toStaffMember(row, link.expiresAt), ...link, mailId: await mailInvite(context, tx, row, link, actor) };
  });
  deliver(context, resent.mailId);
  return { member: resent.member, token: resent.token, expiresAt: resent.expiresAt };
}

function resetSetup({ db, clock }: StaffAccountsOptions, email: string, actor: AuditActor): Promise<SetupLink> {
  const now = clock();
  return db.transaction(async (tx) => {
    await lockMembers(tx);
    const [row] = await tx
      .update(staffMembers)
      .set({ passwordHash: null, totpSecret: null, totpLastStep: null, disabledAt: null, updatedAt: now })
      .where(eq(staffMembers.email, normaliseEmail(email)))
      .returning();
    if (!row) throw new StaffAccountError("not_found");
    await tx
      .update(staffSessions)
      .set({ revokedAt: now })
      .where(and(eq(staffSessions.staffId, row.id), isNull(staffSessions.revokedAt)));
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, row.id));
    await recordAudit(tx, actor, { action: "staff.reset", target: { type: "staff", id: row.id } }, now);
    return { member: toStaffMember(row), ...(await issueSetupLink(tx, row.id, now)) };
  });
}

async function setupPage({ db, clock }: StaffAccountsOptions, token: string, issuer: string): Promise<SetupPage | null> {
  const link = await liveSetupToken(db, token, clock());
  if (!link) return null;
  const row = await memberRow(db, link.staffId);
  if (!row) return null;
  const member = toStaffMember(row, link.expiresAt);
  // Kept on the link at its first opening, only if none is kept yet: two tabs opened at once show one key.
  let secret = link.pendingTotpSecret;
  if (secret === null) {
    await db
      .update(staffSetupTokens)
      .set({ pendingTotpSecret: newTotpSecret() })
      .where(and(eq(staffSetupTokens.id, link.id), isNull(staffSetupTokens.pendingTotpSecret)));
    const [kept] = await db
      .select({ secret: staffSetupTokens.pendingTotpSecret })
      .from(staffSetupTokens)
      .where(eq(staffSetupTokens.id, link.id));
    secret = kept?.secret ?? null;
    if (secret === null) return null;
  }
  return {
    member,
    twoFactorRequired: requiresTwoFactor(member.role),
    enrolment: await totpEnrolment(secret, member.email, issuer),
  };
}

async function completeSetup(
  { db, clock }: StaffAccountsOptions,
  token: string,
  { password, totp }: Parameters<StaffAccounts["completeSetup"]>[1],
  origin: RequestOrigin,
): Promise<CompletedSetup> {
  const now = clock();
  // Hashing takes a while: done before the transaction, which then only writes.
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const link = await liveSetupToken(tx, token, now);
    const row = link ? await memberRow(tx, link.staffId) : undefined;
    if (!link || !row || row.disabledAt !== null) throw new StaffAccountError("setup_link_invalid");
    if (totp === null && requiresTwoFactor(row.role as StaffRole)) throw new StaffAccountError("two_factor_required");
    // Only the key the page showed for this link: a code from any other would enrol an authenticator nobody scanned here.
    if (totp !== null && link.pendingTotpSecret !== null && totp.secret !== link.pendingTotpSecret)
      throw new StaffAccountError("two_factor_code_invalid");
    const step = totp === null ? null : await verifyTotp(totp.secret, totp.code, { now, lastTimeStep: null });
    if (totp !== null && step === null) throw new StaffAccountError("two_factor_code_invalid");
    // Spent first and conditionally: of two tabs finishing at once, one wins.
    const spent = await tx
      .update(staffSetupTokens)
      .set({ usedAt: now })
      .where(and(eq(staffSetupTokens.id, link.id), isNull(staffSetupTokens.usedAt)))
      .returning({ id: staffSetupTokens.id });
    if (spent.length === 0) throw new StaffAccountError("setup_link_invalid");
    const [updated] = await tx
      .update(staffMembers)
      .set({ passwordHash, totpSecret: totp?.secret ?? null, totpLastStep: step, updatedAt: now })
      .where(eq(staffMembers.id, row.id))
      .returning();
    // A new password ends whatever sessions an earlier setup of this address had.
    await tx
      .update(staffSessions)
      .set({ revokedAt: now })
      .where(and(eq(staffSessions.staffId, row.id), isNull(staffSessions.revokedAt)));
    const recoveryCodes = totp === null ? null : await issueRecoveryCodes(tx, row.id);
    const member = toStaffMember(updated!);
    await recordAudit(
      tx,
      { staffId: row.id, email: row.email, client: origin.client },
      { action: "staff.setup", target: { type: "staff", id: row.id }, after: { twoFactor: totp !== null } },
      now,
    );
    const session = await openSession(tx, member, { complete: true, origin, now });
    return { member, recoveryCodes, session };
  });
}

async function listMembers({ db, clock }: StaffAccountsOptions): Promise<StaffMember[]> {
  const now = clock();
  const [rows, links] = await Promise.all([
    db.select().from(staffMembers).orderBy(asc(staffMembers.createdAt), asc(staffMembers.id)),
    db
      .select({ staffId: staffSetupTokens.staffId, expiresAt: staffSetupTokens.expiresAt })
      .from(staffSetupTokens)
      .where(and(isNull(staffSetupTokens.usedAt), gt(staffSetupTokens.expiresAt, now))),
  ]);
  const expiries = new Map(links.map((link) => [link.staffId, link.expiresAt]));
  return rows.map((row) => toStaffMember(row, expiries.get(row.id) ?? null));
}

function changeRole(context: StaffAccountsOptions, id: number, role: StaffRole, actor: AuditActor): Promise<StaffMember> {
  return changeMember(context, id, async (tx, row, now) => {
    if (row.role === role) return toStaffMember(row);
    if (isWorkingOwner(row) && !(await anotherOwner(tx, id))) throw new StaffAccountError("last_owner");
    // An owner signs in with two-factor; a member set up without it must set it up first.
    if (role === "owner" && row.passwordHash !== null && row.totpSecret === null) throw new StaffAccountError("owner_needs_two_factor");
    const [updated] = await tx.update(staffMembers).set({ role, updatedAt: now }).where(eq(staffMembers.id, id)).returning();
    await recordAudit(tx, actor, { action: "staff.role", target: { type: "staff", id }, before: { role: row.role }, after: { role } }, now);
    return toStaffMember(updated!);
  });
}

function setDisabled(context: StaffAccountsOptions, id: number, disabled: boolean, actor: AuditActor): Promise<StaffMember> {
  return changeMember(context, id, async (tx, row, now) => {
    if ((row.disabledAt !== null) === disabled) return toStaffMember(row);
    if (disabled && isWorkingOwner(row) && !(await anotherOwner(tx, id))) throw new StaffAccountError("last_owner");
    const [updated] = await tx
      .update(staffMembers)
      .set({ disabledAt: disabled ? now : null, updatedAt: now })
      .where(eq(staffMembers.id, id))
      .returning();
    if (disabled)
      await tx
        .update(staffSessions)
        .set({ revokedAt: now })
        .where(and(eq(staffSessions.staffId, id), isNull(staffSessions.revokedAt)));
    await recordAudit(
      tx,
      actor,
      {
        action: disabled ? "staff.disable" : "staff.enable",
        target: { type: "staff", id },
        before: { disabled: !disabled },
        after: { disabled },
      },
      now,
    );
    return toStaffMember(updated!);
  });
}

/**
 * Staff sign-in: the password opens a pending session, good for five minutes and for nothing but the
 * second factor; the code (or a recovery code) replaces it with a full session under a new token, so a
 * token seen before the second factor is worth nothing after it. A full session ends after 12 hours
 * without a request, when its member signs out or is disabled, or when an owner ends it.
 */
import { and, desc, eq, gt, isNotNull, isNull, lt, or, type SQL } from "drizzle-orm";
import { normaliseEmail } from "#domain/email";
import { STAFF_IDLE_TIMEOUT_MS, STAFF_SECOND_FACTOR_WINDOW_MS } from "#domain/staff-roles";
import type { Clock } from "#server/commerce/shared/clock";
import { verifyNothing, verifyPassword } from "#server/commerce/shared/passwords";
import { hashToken, looksLikeToken } from "#server/commerce/shared/secrets";
import type { Database } from "#server/db/client";
import { staffMembers, staffSessions } from "#server/db/schema";
import { recordAudit, type AuditActor } from "./audit.ts";
import { spendRecoveryCode } from "./recovery-codes.ts";
import { openSession, type IssuedStaffSession, type RequestOrigin } from "./session-store.ts";
import { toStaffMember, type StaffMember } from "./staff-member.ts";
import { verifyTotp } from "./totp.ts";

export interface CurrentStaff {
  member: StaffMember;
  sessionId: number;
  csrfToken: string;
}

export type LoginOutcome =
  { kind: "signed_in"; session: IssuedStaffSession } | { kind: "second_factor_needed"; session: IssuedStaffSession } | { kind: "invalid" };

export interface StaffSessionSummary {
  id: number;
  staffId: number;
  staffEmail: string;
  createdAt: Date;
  lastSeenAt: Date;
  client: string;
  userAgent: string;
}

export interface StaffSessions {
  login(input: { email: string; password: string } & RequestOrigin): Promise<LoginOutcome>;
  /** The member a pending session waits for; null when it is not pending, ended or too old. */
  pending(token: string): Promise<StaffMember | null>;
  secondFactor(token: string, code: string, origin: RequestOrigin): Promise<IssuedStaffSession | null>;
  /** The signed-in member behind a full, live session; it counts as activity. */
  authenticate(token: string): Promise<CurrentStaff | null>;
  logout(token: string): Promise<void>;
  /** Live full sessions, newest activity first. */
  list(): Promise<StaffSessionSummary[]>;
  revoke(sessionId: number, actor: AuditActor): Promise<boolean>;
}

/** Activity is written at most this often: every admin request reads the session, few need to write it. */
const TOUCH_INTERVAL_MS = 60_000;

/** Sessions idle since before this have timed out. */
const idleCutoff = (now: Date) => new Date(now.getTime() - STAFF_IDLE_TIMEOUT_MS);

/** The unrevoked session `token` opens, at the stage `stage` asks for, with its member if not disabled. */
async function sessionRow(tx: Database, token: string, stage: SQL[]) {
  const [row] = await tx
    .select({ session: staffSessions, member: staffMembers })
    .from(staffSessions)
    .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
    .where(and(eq(staffSessions.tokenHash, hashToken(token)), isNull(staffSessions.revokedAt), ...stage, isNull(staffMembers.disabledAt)));
  return row;
}

/** The session `token` opens while it waits for its second factor, within the time it is given. */
async function pendingRow(tx: Database, token: string, now: Date) {
  if (!looksLikeToken(token)) return undefined;
  return sessionRow(tx, token, [
    isNull(staffSessions.secondFactorAt),
    gt(staffSessions.createdAt, new Date(now.getTime() - STAFF_SECOND_FACTOR_WINDOW_MS)),
  ]);
}

/**
 * Checks a pending session's second factor (an authenticator code, else a recovery code) and replaces the session with a
 * full one; null when the code or the session does not hold.
 */
async function completeSecondFactor(
  tx: Database,
  { token, code, origin, now }: { token: string; code: string; origin: RequestOrigin; now: Date },
): Promise<IssuedStaffSession | null> {
  const row = await pendingRow(tx, token, now);
  if (!row || row.member.totpSecret === null) return null;
  const step = await verifyTotp(row.member.totpSecret, code, { now, lastTimeStep: row.member.totpLastStep });
  if (step !== null) {
    // Conditional: of two requests with the same code at once, only one moves the step on.
    const moved = await tx
      .update(staffMembers)
      .set({ totpLastStep: step })
      .where(and(eq(staffMembers.id, row.member.id), or(isNull(staffMembers.totpLastStep), lt(staffMembers.totpLastStep, step))))
      .returning({ id: staffMembers.id });
    if (moved.length === 0) return null;
  } else if (!(await spendRecoveryCode(tx, row.member.id, code, now))) {
    return null;
  }
  const ended = await tx
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.id, row.session.id), isNull(staffSessions.revokedAt)))
    .returning({ id: staffSessions.id });
  if (ended.length === 0) return null;
  return openSession(tx, toStaffMember(row.member), { complete: true, origin, now });
}

/** Revokes the session `token` opens, and audits the sign-out of a member who had signed in fully. */
async function endSession(tx: Database, token: string, now: Date): Promise<void> {
  const [ended] = await tx
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.tokenHash, hashToken(token)), isNull(staffSessions.revokedAt)))
    .returning({ staffId: staffSessions.staffId, client: staffSessions.client, complete: staffSessions.secondFactorAt });
  if (!ended?.complete) return;
  const [member] = await tx.select({ email: staffMembers.email }).from(staffMembers).where(eq(staffMembers.id, ended.staffId));
  await recordAudit(tx, { staffId: ended.staffId, email: member?.email ?? "", client: ended.client }, { action: "staff.logout" }, now);
}

export function createStaffSessions({ db, clock }: { db: Database; clock: Clock }): StaffSessions {
  return {
    async login({ email, password, client, userAgent }) {
      const now = clock();
      const [row] = await db
        .select()
        .from(staffMembers)
        .where(eq(staffMembers.email, normaliseEmail(email)));
      // Unknown, not set up and disabled members take as long as a wrong password and answer alike.
      if (!row || row.passwordHash === null || row.disabledAt !== null) {
        await verifyNothing(password);
        return { kind: "invalid" };
      }
      if (!(await verifyPassword(row.passwordHash, password))) return { kind: "invalid" };
      const member = toStaffMember(row);
      const complete = row.totpSecret === null;
      const session = await db.transaction((tx) => openSession(tx, member, { complete, origin: { client, userAgent }, now }));
      return complete ? { kind: "signed_in", session } : { kind: "second_factor_needed", session };
    },

    async pending(token) {
      const row = await pendingRow(db, token, clock());
      return row ? toStaffMember(row.member) : null;
    },

    async secondFactor(token, code, origin) {
      const now = clock();
      return db.transaction((tx) => completeSecondFactor(tx, { token, code, origin, now }));
    },

    async authenticate(token) {
      if (!looksLikeToken(token)) return null;
      const now = clock();
      const row = await sessionRow(db, token, [isNotNull(staffSessions.secondFactorAt), gt(staffSessions.lastSeenAt, idleCutoff(now))]);
      if (!row) return null;
      if (now.getTime() - row.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
        await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, row.session.id));
      }
      return { member: toStaffMember(row.member), sessionId: row.session.id, csrfToken: row.session.csrfToken };
    },

    async logout(token) {
      if (!looksLikeToken(token)) return;
      const now = clock();
      await db.transaction((tx) => endSession(tx, token, now));
    },

    async list() {
      const now = clock();
      return db
        .select({
          id: staffSessions.id,
          staffId: staffSessions.staffId,
          staffEmail: staffMembers.email,
          createdAt: staffSessions.createdAt,
          lastSeenAt: staffSessions.lastSeenAt,
          client: staffSessions.client,
          userAgent: staffSessions.userAgent,
        })
        .from(staffSessions)
        .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
        .where(and(isNull(staffSessions.revokedAt), isNotNull(staffSessions.secondFactorAt), gt(staffSessions.lastSeenAt, idleCutoff(now))))
        .orderBy(desc(staffSessions.lastSeenAt));
    },

    async revoke(sessionId, actor) {
      const now = clock();
      return db.transaction(async (tx) => {
        const [ended] = await tx
          .update(staffSessions)
          .set({ revokedAt: now })
          .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)))
          .returning({ staffId: staffSessions.staffId });
        if (!ended) return false;
        await recordAudit(
          tx,
          actor,
          { action: "staff.session_end", target: { type: "staff_session", id: sessionId }, after: { staffId: ended.staffId } },
          now,
        );
        return true;
      });
    },
  };
}

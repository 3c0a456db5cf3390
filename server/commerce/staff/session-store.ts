/** Opening a staff session: its token and CSRF token are made here and only their hash and copy stored. */
import { hashToken, newSecret } from "#server/commerce/shared/secrets";
import type { Database } from "#server/db/client";
import { staffSessions } from "#server/db/schema";
import { recordAudit } from "./audit.ts";
import type { StaffMember } from "./staff-member.ts";

/** A session's secrets, handed out once: the cookie's token and the token forms send back. */
export interface IssuedStaffSession {
  token: string;
  csrfToken: string;
  member: StaffMember;
}

export interface RequestOrigin {
  client: string;
  userAgent: string;
}

const USER_AGENT_LIMIT = 300;

/** `complete`: the second factor has passed (or the member has none); a full session is also a login to audit. */
export async function openSession(
  tx: Database,
  member: StaffMember,
  { complete, origin, now }: { complete: boolean; origin: RequestOrigin; now: Date },
): Promise<IssuedStaffSession> {
  const token = newSecret();
  const csrfToken = newSecret();
  await tx.insert(staffSessions).values({
    staffId: member.id,
    tokenHash: hashToken(token),
    csrfToken,
    secondFactorAt: complete ? now : null,
    createdAt: now,
    lastSeenAt: now,
    client: origin.client,
    userAgent: origin.userAgent.slice(0, USER_AGENT_LIMIT),
  });
  if (complete) await recordAudit(tx, { staffId: member.id, email: member.email, client: origin.client }, { action: "staff.login" }, now);
  return { token, csrfToken, member };
}

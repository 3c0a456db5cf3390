/**
 * Telling a member that their account is receiving many wrong passwords (decision 0070). The sign-in route
 * decides when (a burst, at most once an hour); this writes the email in the member's language to the outbox
 * and sends it after the commit, as every other email. Unknown, disabled or not yet set up addresses get nothing.
 */
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { normaliseEmail } from "#domain/email";
import { STAFF_LOGIN_PATH } from "#domain/admin/paths";
import type { Clock } from "#server/commerce/shared/clock";
import type { Database } from "#server/db/client";
import { staffMembers } from "#server/db/schema";
import type { MailBranding } from "#server/mail/mail-types";
import type { Mailer } from "#server/mail/outbox";
import { renderStaffSignInAlert } from "#server/mail/staff-sign-in-alert";

export interface SignInBurst {
  email: string;
  failures: number;
  windowMinutes: number;
  /** Where the latest wrong password came from (it came now). */
  latestClient: string;
}

export interface SignInAlerts {
  /** Mails the member behind `email`, if there is one who can sign in; answers whether a message was written. */
  tellMember(burst: SignInBurst): Promise<boolean>;
}

export interface SignInAlertsOptions {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  branding: MailBranding;
}

export function createSignInAlerts({ db, clock, mailer, branding }: SignInAlertsOptions): SignInAlerts {
  return {
    async tellMember({ email, failures, windowMinutes, latestClient }) {
      const mailId = await db.transaction(async (tx) => {
        const [member] = await tx
          .select({ email: staffMembers.email, name: staffMembers.name, language: staffMembers.language })
          .from(staffMembers)
          .where(and(eq(staffMembers.email, normaliseEmail(email)), isNotNull(staffMembers.passwordHash), isNull(staffMembers.disabledAt)));
        if (!member) return null;
        return mailer.enqueue(
          tx,
          renderStaffSignInAlert(branding, {
            to: member.email,
            language: member.language,
            name: member.name,
            failures,
            windowMinutes,
            latestAt: clock(),
            latestClient,
            loginUrl: new URL(STAFF_LOGIN_PATH, `${branding.baseUrl}/`).toString(),
          }),
        );
      });
      if (mailId === null) return false;
      void mailer.deliver([mailId]);
      return true;
    },
  };
}

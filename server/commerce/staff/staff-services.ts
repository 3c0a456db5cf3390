/** The staff's accounts and sessions and the audit log, over one database and clock, built once by the platform. */
import type { Clock } from "#server/commerce/shared/clock";
import type { Database } from "#server/db/client";
import type { MailBranding } from "#server/mail/mail-types";
import type { Mailer } from "#server/mail/outbox";
import { listAudit, type AuditEntry, type AuditFilter } from "./audit.ts";
import { createKnownDevices, type KnownDevices } from "./known-devices.ts";
import { createSignInAlerts, type SignInAlerts } from "./sign-in-alerts.ts";
import { createStaffAccounts, type StaffAccounts } from "./staff-accounts.ts";
import { createStaffSessions, type StaffSessions } from "./staff-sessions.ts";

export interface StaffServices {
  accounts: StaffAccounts;
  sessions: StaffSessions;
  audit: {
    list(filter: AuditFilter, page: { limit: number; offset: number }): Promise<{ entries: AuditEntry[]; total: number }>;
  };
}

export function createStaffServices({
  db,
  clock,
  invitations,
}: {
  db: Database;
  clock: Clock;
  /** The store emails invitations made in the admin; the command line prints the link instead. */
  invitations?: { mailer: Mailer; branding: MailBranding };
}): StaffServices {
  return {
    accounts: createStaffAccounts({ db, clock, invitations }),
    sessions: createStaffSessions({ db, clock }),
    audit: { list: (filter, page) => listAudit(db, filter, page) },
  };
}

/** What keeps a guesser from locking a member out, and tells the member (decision 0070); the store's own, not the command line's. */
export interface StaffSignInProtection {
  /** Browsers where a member has signed in: they skip the slow lane of an account under guessing. */
  knownDevices: KnownDevices;
  /** The member's warning of a burst of wrong passwords. */
  alerts: SignInAlerts;
}

export function createStaffSignInProtection({
  db,
  clock,
  mailer,
  branding,
  signingSecret,
}: {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  branding: MailBranding;
  /** The store's signing secret, read when first needed; known-device keys are signed under their own purpose. */
  signingSecret: () => string;
}): StaffSignInProtection {
  return { knownDevices: createKnownDevices({ db, secret: signingSecret }), alerts: createSignInAlerts({ db, clock, mailer, branding }) };
}

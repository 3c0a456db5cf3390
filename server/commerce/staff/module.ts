/**
 * The staff module (decision 0134): the people who run the store, their sessions, sign-in protection, the audit log's
 * writer and the notices staff receive. It needs no other module; several take its audit writer and staff notices.
 */
import type { Infrastructure } from "#server/commerce/shared/infrastructure";
import type { NotifyStaff } from "#server/mail/staff-notice";
import { recordAudit } from "./audit.ts";
import { createStaffServices, createStaffSignInProtection, type StaffServices, type StaffSignInProtection } from "./staff-services.ts";
import { staffEmailsOf, storeOwners } from "./staff-emails.ts";
import { createStaffNotices } from "./staff-notices.ts";

/** What other modules and the server's layers use of this module's own files: reachable only through here. */
export type { SetupLink } from "./staff-accounts.ts";
export { createStaffServices } from "./staff-services.ts";
export { AUDIT_PAGE_SIZE } from "./audit.ts";
export { StaffAccountError, type StaffAccountProblem, type StaffAccounts } from "./staff-accounts.ts";
export type { StaffMember } from "./staff-member.ts";
export type { StaffServices, StaffSignInProtection } from "./staff-services.ts";
export type { CurrentStaff, StaffSessions } from "./staff-sessions.ts";
export { looksLikeTotpCode } from "./totp.ts";

/** The audit log's writer, which every module's back office takes through its infrastructure. */
export const staffAudit = recordAudit;

/** The read ports on the staff's members (`StaffEmails`, `StoreOwners`). */
export const staffFacts = { emailsOf: staffEmailsOf, owners: storeOwners };

export interface StaffPorts extends Pick<Infrastructure, "db" | "clock" | "mailer" | "branding"> {
  /** The store's signing secret, read when first needed. */
  signingSecret: () => string;
}

export interface StaffModuleServices extends StaffServices {
  signIn: StaffSignInProtection;
  /** Emails the members whose role handles a notice (a failed charge, a return to inspect). */
  notify: NotifyStaff;
}

export function createStaffModule({ db, clock, mailer, branding, signingSecret }: StaffPorts): {
  services: StaffModuleServices;
  handlers: [];
} {
  return {
    services: {
      ...createStaffServices({ db, clock, invitations: { mailer, branding } }),
      signIn: createStaffSignInProtection({ db, clock, mailer, branding, signingSecret }),
      notify: createStaffNotices({ mailer, branding }),
    },
    handlers: [],
  };
}

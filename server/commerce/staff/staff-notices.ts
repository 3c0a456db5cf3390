/**
 * Telling the staff what needs them (issue 40 item 6). A module that finds work for staff (a return request, a
 * declined renewal, a report of adverse effects) calls `notify` inside the transaction that made the work, so
 * the emails exist exactly when their reason does; it delivers the answered ids after its commit. Each member
 * whose role handles that work, set up and not disabled, gets one email in their language.
 */
import { and, isNotNull, isNull } from "drizzle-orm";
import { can, type StaffPermission, type StaffRole } from "#domain/staff-roles";
import { staffMembers } from "#server/db/schema";
import type { MailBranding } from "#server/mail/mail-types";
import type { Mailer } from "#server/mail/outbox";
import { renderStaffNotice, type NotifyStaff, type StaffNotice } from "#server/mail/staff-notice";

/** Whose work each notice is: the roles holding any of these permissions. */
export const NOTICE_HANDLERS = {
  return_requested: ["returns.decide"],
  renewal_declined: ["subscriptions.manage"],
  adverse_effects: ["safety.read", "subscriptions.manage"],
  efactura_due: ["invoices.efactura"],
  anaf_token_expiring: ["invoices.efactura"],
  webhook_disabled: ["webhooks.manage"],
  // Customer support answers shoppers (decision 0145); the owner's role holds the permission too.
  accessibility_barrier: ["customers.manage"],
} as const satisfies Record<StaffNotice["kind"], readonly StaffPermission[]>;

export function createStaffNotices({ mailer, branding }: { mailer: Mailer; branding: MailBranding }): NotifyStaff {
  return async (tx, notice) => {
    const handlers: readonly StaffPermission[] = NOTICE_HANDLERS[notice.kind];
    const members = await tx
      .select({ email: staffMembers.email, name: staffMembers.name, role: staffMembers.role, language: staffMembers.language })
      .from(staffMembers)
      .where(and(isNotNull(staffMembers.passwordHash), isNull(staffMembers.disabledAt)));
    const recipients = members.filter((member) => handlers.some((permission) => can(member.role as StaffRole, permission)));
    const ids: number[] = [];
    for (const member of recipients)
      ids.push(
        await mailer.enqueue(tx, renderStaffNotice(branding, { to: member.email, language: member.language, name: member.name, notice })),
      );
    return ids;
  };
}

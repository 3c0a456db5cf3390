/** A staff member as the rest of the store sees them: never the password hash or the two-factor secret. */
import type { Language } from "#domain/locale";
import type { StaffRole } from "#domain/staff-roles";
import type { staffMembers } from "#server/db/schema";

export interface StaffMember {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  language: Language;
  /** The setup link has been used: the member has a password. */
  active: boolean;
  twoFactor: boolean;
  disabled: boolean;
  createdAt: Date;
  /** Until when the member's setup link works; null once set up, or when no link is live (expired: resend it). */
  inviteExpiresAt: Date | null;
}

export type MemberRow = typeof staffMembers.$inferSelect;

/** An owner who can sign in: set up and not disabled. */
export const isWorkingOwner = (row: MemberRow) => row.role === "owner" && row.passwordHash !== null && row.disabledAt === null;

export function toStaffMember(row: MemberRow, inviteExpiresAt: Date | null = null): StaffMember {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role as StaffRole,
    language: row.language,
    active: row.passwordHash !== null,
    twoFactor: row.totpSecret !== null,
    disabled: row.disabledAt !== null,
    createdAt: row.createdAt,
    inviteExpiresAt: row.passwordHash === null ? inviteExpiresAt : null,
  };
}

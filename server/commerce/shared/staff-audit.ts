/**
 * The port through which a module audits an admin change: the staff module's log (staff/audit.ts), handed in
 * by server/platform.ts and written in the change's own transaction. It lives in the shared kernel so every
 * module that audits a member's change, and the admin routes that name the member, agree on one actor without
 * importing each other.
 */
import type { AuditAction } from "#domain/audit-actions";
import type { StaffActor } from "#domain/staff-roles";
import type { Database } from "#server/db/client";

export type { StaffActor };

export type StaffAudit = (
  tx: Database,
  actor: StaffActor,
  entry: { action: AuditAction; target: { type: string; id: string | number }; before?: unknown; after?: unknown },
  now: Date,
) => Promise<void>;

/** The staff module's read port on its members: the email of each id found, for a back office that names who changed what. */
export type StaffEmails = (ids: readonly number[]) => Promise<Map<number, string>>;

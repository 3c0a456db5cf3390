/**
 * The port through which a module audits an admin change: the staff module's log (staff/audit.ts), handed in
 * by server/platform.ts and written in the change's own transaction. It lives in the shared kernel so every
 * module that audits a member's change, and the admin routes that name the member, agree on one actor without
 * importing each other.
 */
import type { AuditAction } from "#domain/audit-actions";
import type { Language } from "#domain/locale";
import type { StaffActor } from "#domain/staff-roles";
import type { Database } from "#server/db/client";
import type { Clock } from "./clock.ts";

export type { StaffActor };

export type StaffAudit = (
  tx: Database,
  actor: StaffActor,
  entry: { action: AuditAction; target: { type: string; id: string | number }; before?: unknown; after?: unknown },
  now: Date,
) => Promise<void>;

/**
 * The staff module's read port on its members: the email of each id found, for a back office that names who changed
 * what; inside the caller's transaction when given one.
 */
export type StaffEmails = (ids: readonly number[], tx?: Database) => Promise<Map<number, string>>;

/** What an owner's editor of a settings table needs (exchange rates, VAT rates): `staffEmails` names who last set a row. */
export interface SettingsEditorDeps {
  db: Database;
  clock: Clock;
  audit: StaffAudit;
  staffEmails: StaffEmails;
}

/** The audit entry of a change to rates kept by key (exchange rates, VAT rates): only the keys that moved, before and after. */
export function movedRatesEntry<Rate>(
  action: AuditAction,
  moved: readonly string[],
  before: ReadonlyMap<string, Rate>,
  after: Readonly<Record<string, Rate>>,
): Parameters<StaffAudit>[2] {
  return {
    action,
    target: { type: action.slice(0, action.indexOf(".")), id: moved.join(",") },
    before: Object.fromEntries(moved.map((key) => [key, before.get(key) ?? null])),
    after: Object.fromEntries(moved.map((key) => [key, after[key]])),
  };
}

/** The store's owners still active, in the order they joined: whom a stock alert goes to without `STORE_NOTIFY_EMAIL`. */
export type StoreOwners = (tx: Database) => Promise<{ email: string; language: Language }[]>;

/**
 * Rows that keep who last saved them by id, with that member's email instead, asked of `StaffEmails` once for the
 * whole list (null for a row nobody saved, or whose member is gone).
 */
export async function withEditors<Row extends { updatedByStaffId: number | null }>(
  staffEmails: StaffEmails,
  rows: readonly Row[],
  tx?: Database,
): Promise<Array<Omit<Row, "updatedByStaffId"> & { updatedBy: string | null }>> {
  const ids = [...new Set(rows.flatMap((row) => (row.updatedByStaffId === null ? [] : [row.updatedByStaffId])))];
  const emails = ids.length === 0 ? new Map<number, string>() : await staffEmails(ids, tx);
  return rows.map(({ updatedByStaffId, ...row }) => ({
    ...row,
    updatedBy: updatedByStaffId === null ? null : (emails.get(updatedByStaffId) ?? null),
  }));
}

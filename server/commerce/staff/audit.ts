/**
 * The audit log: every admin action and every staff login, written in the transaction of what it
 * records, so an entry exists exactly when its change does. Entries are never updated or deleted.
 */
import { and, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import type { AuditAction } from "#domain/audit-actions";
import type { Database } from "#server/db/client";
import type { StaffActor } from "#server/commerce/shared/staff-audit";
import { auditLog } from "#server/db/schema";

/** Who acted: a signed-in member, or the store's command line (`npm run admin`). */
export type AuditActor = StaffActor | { commandLine: true };

export interface AuditEntryInput {
  action: AuditAction;
  target?: { type: string; id: string | number };
  before?: unknown;
  after?: unknown;
}

export interface AuditEntry {
  id: number;
  staffId: number | null;
  staffEmail: string;
  action: string;
  targetType: string | null;
  targetId: string | null;
  before: unknown;
  after: unknown;
  client: string;
  createdAt: Date;
}

export interface AuditFilter {
  action?: string | undefined;
  staffEmail?: string | undefined;
  from?: Date | undefined;
  /** Exclusive. */
  to?: Date | undefined;
}

/** The audit log's page in the admin: its first page renders with the page, the next ones come from the API. */
export const AUDIT_PAGE_SIZE = 50;

export const COMMAND_LINE_ACTOR = "command line";

export async function recordAudit(tx: Database, actor: AuditActor, entry: AuditEntryInput, now: Date): Promise<void> {
  await tx.insert(auditLog).values({
    staffId: "staffId" in actor ? actor.staffId : null,
    staffEmail: "email" in actor ? actor.email : COMMAND_LINE_ACTOR,
    action: entry.action,
    targetType: entry.target?.type ?? null,
    targetId: entry.target === undefined ? null : String(entry.target.id),
    before: entry.before ?? null,
    after: entry.after ?? null,
    client: "client" in actor ? actor.client : "",
    createdAt: now,
  });
}

export async function listAudit(
  db: Database,
  filter: AuditFilter,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ entries: AuditEntry[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.staffEmail) conditions.push(eq(auditLog.staffEmail, filter.staffEmail.trim().toLowerCase()));
  if (filter.from) conditions.push(gte(auditLog.createdAt, filter.from));
  if (filter.to) conditions.push(lt(auditLog.createdAt, filter.to));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [entries, [counted]] = await Promise.all([
    db.select().from(auditLog).where(where).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(limit).offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(where),
  ]);
  return { entries, total: counted?.total ?? 0 };
}

/**
 * Shoppers' reports of accessibility barriers (issue 66 item 3, decision 0145): the statement page's form writes one,
 * with the staff's notice emails in the same transaction, so the task and its notice exist together; customer support
 * lists them, new first, and marks one handled with a note, once, audited.
 */
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { AdminBarrierReport, BarrierFilter, BarrierReportInput } from "#domain/accessibility-barriers";
import { ADMIN_BARRIERS_PAGE_SIZE } from "#domain/accessibility-barriers";
import type { Language } from "#domain/locale";
import type { Database } from "#server/db/client";
import { accessibilityBarrierReports } from "#server/db/schema";
import type { Mailer } from "#server/mail/outbox";
import type { NotifyStaff } from "#server/mail/staff-notice";
import type { Clock } from "#server/commerce/shared/clock";
import type { StaffActor, StaffAudit } from "#server/commerce/shared/staff-audit";

export interface BarrierReports {
  /** Stores the report and queues the staff's notices; answers its id. */
  report(input: BarrierReportInput, language: Language): Promise<{ id: number }>;
  /** One page of the filter's reports, new ones first, then newest first; and how many wait. */
  list(filter: BarrierFilter): Promise<{ reports: AdminBarrierReport[]; total: number; waiting: number; pageSize: number }>;
  /** How many reports wait for a member (the dashboard's task card). */
  waiting(): Promise<number>;
  /**
   * Marks a report handled with the member's note. `already_handled` when another member did first (their note stays);
   * null when there is no such report.
   */
  markHandled(id: number, note: string, actor: StaffActor): Promise<{ changed: boolean; report: AdminBarrierReport } | null>;
}

type Row = typeof accessibilityBarrierReports.$inferSelect;

export function adminBarrierReport(row: Row): AdminBarrierReport {
  return {
    id: row.id,
    page: row.page,
    description: row.description,
    email: row.contactEmail,
    name: row.name,
    assistiveTech: row.assistiveTech,
    language: row.language,
    status: row.status === "handled" ? "handled" : "new",
    handledBy: row.handledBy,
    handledAt: row.handledAt?.toISOString() ?? null,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createBarrierReports({
  db,
  clock,
  mailer,
  audit,
  notifyStaff,
}: {
  db: Database;
  clock: Clock;
  mailer: Pick<Mailer, "deliver">;
  audit: StaffAudit;
  notifyStaff: NotifyStaff;
}): BarrierReports {
  const waiting = async (tx: Database = db) =>
    (await tx.select({ count: count() }).from(accessibilityBarrierReports).where(eq(accessibilityBarrierReports.status, "new")))[0]
      ?.count ?? 0;

  return {
    async report(input, language) {
      const written = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(accessibilityBarrierReports)
          .values({
            page: input.page ?? null,
            description: input.description,
            contactEmail: input.email ?? null,
            name: input.name ?? null,
            assistiveTech: input.assistiveTech ?? null,
            language,
            createdAt: clock(),
          })
          .returning({ id: accessibilityBarrierReports.id });
        const mailIds = await notifyStaff(tx, {
          kind: "accessibility_barrier",
          reportId: row!.id,
          page: input.page ?? null,
          canReply: input.email !== undefined,
        });
        return { id: row!.id, mailIds };
      });
      void mailer.deliver(written.mailIds);
      return { id: written.id };
    },

    async list(filter) {
      const where = filter.status ? eq(accessibilityBarrierReports.status, filter.status) : undefined;
      const [rows, [total], waitingNow] = await Promise.all([
        db
          .select()
          .from(accessibilityBarrierReports)
          .where(where)
          // New ones first (the work), then the newest.
          .orderBy(
            sql`CASE WHEN ${accessibilityBarrierReports.status} = 'new' THEN 0 ELSE 1 END`,
            desc(accessibilityBarrierReports.createdAt),
            desc(accessibilityBarrierReports.id),
          )
          .limit(ADMIN_BARRIERS_PAGE_SIZE)
          .offset((filter.page - 1) * ADMIN_BARRIERS_PAGE_SIZE),
        db.select({ count: count() }).from(accessibilityBarrierReports).where(where),
        waiting(),
      ]);
      return { reports: rows.map(adminBarrierReport), total: total?.count ?? 0, waiting: waitingNow, pageSize: ADMIN_BARRIERS_PAGE_SIZE };
    },

    waiting: () => waiting(),

    async markHandled(id, note, actor) {
      if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
      return db.transaction(async (tx) => {
        const now = clock();
        const [changed] = await tx
          .update(accessibilityBarrierReports)
          .set({
            status: "handled",
            handledByStaffId: actor.staffId,
            handledBy: actor.email,
            handledAt: now,
            note: note === "" ? null : note,
          })
          .where(and(eq(accessibilityBarrierReports.id, id), eq(accessibilityBarrierReports.status, "new")))
          .returning();
        if (changed) {
          await audit(
            tx,
            actor,
            {
              action: "accessibility_barrier.handle",
              target: { type: "accessibility_barrier", id },
              before: { status: "new" },
              after: { status: "handled", note: changed.note },
            },
            now,
          );
          return { changed: true, report: adminBarrierReport(changed) };
        }
        const [found] = await tx.select().from(accessibilityBarrierReports).where(eq(accessibilityBarrierReports.id, id));
        return found ? { changed: false, report: adminBarrierReport(found) } : null;
      });
    },
  };
}

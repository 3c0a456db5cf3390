/**
 * Moderating reviews (issue 17 item 4): the queue with its filters, publishing, hiding, deleting and the
 * store's reply. Ratings are counted from published reviews whenever they are read, so a review published
 * or hidden here changes the product's rating and count on the next request, everywhere. Each change is
 * audited in its own transaction, with the review locked.
 */
import type { AuditAction } from "#domain/audit-actions";
import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import { ADMIN_REVIEWS_PAGE_SIZE, type AdminReview, type ReviewFilter, type ReviewStatus } from "#domain/admin/reviews";
import type { Language } from "#domain/locale";
import type { Database } from "#server/db/client";
import { reviews } from "#server/db/schema";
import type { Clock } from "#server/commerce/shared/clock";
import type { StaffActor, StaffAudit, StaffEmails } from "#server/commerce/shared/staff-audit";

/** Products as the queue names them; the platform hands in the catalogue's lookups. */
export interface ModeratedProducts {
  idOf(handle: string): Promise<number | null>;
  titlesOf(ids: readonly number[], language: Language): Promise<Map<number, { handle: string; title: string }>>;
}

export type ModerationOutcome = { kind: "done"; changed: boolean; review: AdminReview | null } | { kind: "not_found" };

type ReviewRow = typeof reviews.$inferSelect;

export function createReviewModeration({
  db,
  clock,
  audit,
  products,
  staffEmails,
}: {
  db: Database;
  clock: Clock;
  audit: StaffAudit;
  products: ModeratedProducts;
  /** Who replied, by email (the staff module's). */
  staffEmails: StaffEmails;
}) {
  async function views(rows: readonly ReviewRow[], language: Language): Promise<AdminReview[]> {
    const titles = await products.titlesOf([...new Set(rows.map((row) => row.productId))], language);
    const staffIds = [...new Set(rows.map((row) => row.replyStaffId).filter((id): id is number => id !== null))];
    const staff = staffIds.length ? await staffEmails(staffIds) : new Map<number, string>();
    return rows.map((row) => ({
      id: row.id,
      status: row.status as ReviewStatus,
      rating: row.rating,
      title: row.title,
      text: row.body,
      reviewerName: row.reviewerName,
      email: row.email,
      verified: row.verified,
      language: row.language,
      productHandle: titles.get(row.productId)?.handle ?? "",
      productTitle: titles.get(row.productId)?.title ?? "",
      variantTitle: row.variantTitle,
      createdAt: row.createdAt.toISOString(),
      held:
        row.heldReason === "claims" || row.heldReason === "unverified"
          ? { reason: row.heldReason, findings: row.claimFindings ?? [] }
          : null,
      reply:
        row.reply && row.repliedAt
          ? {
              text: row.reply,
              at: row.repliedAt.toISOString(),
              staffEmail: row.replyStaffId === null ? null : (staff.get(row.replyStaffId) ?? null),
            }
          : null,
    }));
  }

  /** Locks the review, applies `change` when it changes something, and audits it; null when it is gone. */
  async function moderate(
    id: number,
    actor: StaffActor,
    language: Language,
    action: AuditAction,
    change: (row: ReviewRow, now: Date) => Partial<typeof reviews.$inferInsert> | "delete" | null,
  ): Promise<ModerationOutcome> {
    if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return { kind: "not_found" };
    const result = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(reviews).where(eq(reviews.id, id)).for("update");
      if (!row) return null;
      const now = clock();
      const values = change(row, now);
      if (values === null) return { changed: false, row };
      const before = { status: row.status, reply: row.reply };
      if (values === "delete") {
        await tx.delete(reviews).where(eq(reviews.id, id));
        await audit(
          tx,
          actor,
          { action, target: { type: "review", id }, before: { ...before, rating: row.rating, title: row.title } },
          now,
        );
        return { changed: true, row: null };
      }
      const [updated] = await tx.update(reviews).set(values).where(eq(reviews.id, id)).returning();
      await audit(
        tx,
        actor,
        { action, target: { type: "review", id }, before, after: { status: updated!.status, reply: updated!.reply } },
        now,
      );
      return { changed: true, row: updated! };
    });
    if (!result) return { kind: "not_found" };
    return { kind: "done", changed: result.changed, review: result.row ? (await views([result.row], language))[0]! : null };
  }

  const toStatus = (status: ReviewStatus) => (row: ReviewRow) => (row.status === status ? null : { status });

  return {
    async list(filter: ReviewFilter, language: Language) {
      const productId = filter.product ? await products.idOf(filter.product) : undefined;
      const where: SQL | undefined = and(
        filter.status ? eq(reviews.status, filter.status) : undefined,
        filter.rating ? eq(reviews.rating, filter.rating) : undefined,
        filter.product ? (productId === null ? sql`false` : eq(reviews.productId, productId!)) : undefined,
        filter.verified ? eq(reviews.verified, filter.verified === "yes") : undefined,
      );
      const [rows, [total], [pending]] = await Promise.all([
        db
          .select()
          .from(reviews)
          .where(where)
          // Waiting reviews first: they are the work; then the newest.
          .orderBy(sql`${reviews.status} = 'pending' desc`, desc(reviews.createdAt), desc(reviews.id))
          .limit(ADMIN_REVIEWS_PAGE_SIZE)
          .offset((filter.page - 1) * ADMIN_REVIEWS_PAGE_SIZE),
        db.select({ n: count() }).from(reviews).where(where),
        db.select({ n: count() }).from(reviews).where(eq(reviews.status, "pending")),
      ]);
      return { reviews: await views(rows, language), total: total?.n ?? 0, pending: pending?.n ?? 0 };
    },
    publish: (id: number, actor: StaffActor, language: Language) => moderate(id, actor, language, "review.publish", toStatus("published")),
    hide: (id: number, actor: StaffActor, language: Language) => moderate(id, actor, language, "review.hide", toStatus("hidden")),
    delete: (id: number, actor: StaffActor, language: Language) => moderate(id, actor, language, "review.delete", () => "delete"),
    /** Empty text removes the reply. */
    reply: (id: number, text: string, actor: StaffActor, language: Language) =>
      moderate(id, actor, language, text === "" ? "review.reply_remove" : "review.reply", (row, now) => {
        if ((row.reply ?? "") === text) return null;
        return text === ""
          ? { reply: null, repliedAt: null, replyStaffId: null }
          : { reply: text, repliedAt: now, replyStaffId: actor.staffId };
      }),
  };
}

export type ReviewModeration = ReturnType<typeof createReviewModeration>;

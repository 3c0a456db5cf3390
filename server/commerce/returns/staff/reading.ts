/** The staff's view of returns: the queue, one return with its lines, photos and history, and a photo's file. */
import { and, asc, eq, notInArray, sql, type SQL } from "drizzle-orm";
import { ADMIN_RETURNS_PAGE_SIZE, type AdminReturnDetail } from "#domain/admin/returns";
import { adminReturnPhotoPath } from "#domain/customer-returns";
import type { ReturnStatus } from "#domain/returns";
import { orderLines, orders, returnEvents, returnLines, returnPhotos, returns } from "#server/db/schema";
import { CLOSED, rowOf, type ReturnBackOfficeDeps } from "./kit.ts";

export async function returnDetail(
  { db, clock }: Pick<ReturnBackOfficeDeps, "db" | "clock">,
  id: number,
): Promise<AdminReturnDetail | null> {
  const [found] = await db
    .select({ item: returns, orderNumber: orders.orderNumber, paymentMethod: orders.paymentMethod })
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .where(eq(returns.id, id));
  if (!found) return null;
  const [lines, events, photos] = await Promise.all([
    db
      .select({ line: returnLines, title: orderLines.title, variantTitle: orderLines.variantTitle })
      .from(returnLines)
      .innerJoin(orderLines, eq(orderLines.id, returnLines.orderLineId))
      .where(eq(returnLines.returnId, id))
      .orderBy(asc(orderLines.position)),
    db.select().from(returnEvents).where(eq(returnEvents.returnId, id)).orderBy(asc(returnEvents.createdAt), asc(returnEvents.id)),
    db
      .select({ position: returnPhotos.position, width: returnPhotos.width, height: returnPhotos.height })
      .from(returnPhotos)
      .where(eq(returnPhotos.returnId, id))
      .orderBy(asc(returnPhotos.position)),
  ]);
  const { item } = found;
  return {
    ...rowOf(item, found.orderNumber, clock()),
    language: item.language,
    paidOnDelivery: found.paymentMethod === "cod",
    details: item.details,
    bankIban: item.bankIban,
    bankAccountHolder: item.bankAccountHolder,
    refundRonMinor: item.refundRonMinor,
    shippingRefundMinor: item.shippingRefundMinor,
    lines: lines.map(({ line, title, variantTitle }) => ({
      lineId: line.orderLineId,
      title,
      variantTitle,
      quantity: line.quantity,
      reason: line.reason,
      refundMinor: line.refundMinor,
      receivedQuantity: line.receivedQuantity,
      damagedQuantity: line.damagedQuantity,
    })),
    photos: photos.map(({ position, width, height }) => ({ position, width, height, url: adminReturnPhotoPath(id, position) })),
    timeline: events.map((event) => ({
      status: event.status as ReturnStatus,
      at: event.createdAt.toISOString(),
      actor: event.actor,
      staffEmail: event.staffEmail,
      message: event.message,
    })),
  };
}

export function returnQueue(deps: Pick<ReturnBackOfficeDeps, "db" | "clock">) {
  const { db, clock } = deps;
  return {
    detail: (id: number) => returnDetail(deps, id),

    /** The stored file of one of a return's photos, or null. */
    async photoFile(id: number, position: number): Promise<string | null> {
      const [photo] = await db
        .select({ file: returnPhotos.file })
        .from(returnPhotos)
        .where(and(eq(returnPhotos.returnId, id), eq(returnPhotos.position, position)));
      return photo?.file ?? null;
    },

    async list(filter: { status?: ReturnStatus | undefined; overdue?: boolean | undefined; page: number }) {
      const now = clock();
      const conditions: SQL[] = [];
      if (filter.status) conditions.push(eq(returns.status, filter.status));
      if (filter.overdue) conditions.push(sql`${returns.refundDueBy} < ${now}`, notInArray(returns.status, CLOSED));
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [rows, [counted]] = await Promise.all([
        db
          .select({ item: returns, orderNumber: orders.orderNumber })
          .from(returns)
          .innerJoin(orders, eq(orders.id, returns.orderId))
          .where(where)
          // The oldest waiting first: a queue, not a feed.
          .orderBy(asc(sql`case when ${returns.status} in ('pending', 'approved', 'processing') then 0 else 1 end`), asc(returns.createdAt))
          .limit(ADMIN_RETURNS_PAGE_SIZE)
          .offset((filter.page - 1) * ADMIN_RETURNS_PAGE_SIZE),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(returns)
          .where(where),
      ]);
      return { returns: rows.map(({ item, orderNumber }) => rowOf(item, orderNumber, now)), total: counted?.total ?? 0 };
    },
  };
}

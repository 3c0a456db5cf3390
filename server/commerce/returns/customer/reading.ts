/** The customer's returns as their pages show them: their own, one of them, a photo's file, a guest link's return. */
import { and, asc, desc, eq, inArray, isNull, or, type SQL } from "drizzle-orm";
import { customerReturnPhotoPath, type CustomerReturn } from "#domain/customer-returns";
import type { ReturnReason, ReturnStatus } from "#domain/returns";
import type { Database } from "#server/db/client";
import { orderLines, orders, returnEvents, returnLines, returnPhotos, returns } from "#server/db/schema";
import { heldByCustomer } from "#server/commerce/shared/customer-rows";
import type { CustomerRef, CustomerReturnsDeps } from "./kit.ts";

/** The returns `where` picks, newest first, each with its lines, photos and history. */
export async function readReturns(db: Database, where: SQL): Promise<CustomerReturn[]> {
  const rows = await db
    .select({ item: returns, orderNumber: orders.orderNumber, withdrawnAt: orders.withdrawnAt })
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .where(where)
    .orderBy(desc(returns.createdAt), desc(returns.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.item.id);
  const [lines, events, photos] = await Promise.all([
    db
      .select({ line: returnLines, title: orderLines.title, variantTitle: orderLines.variantTitle, position: orderLines.position })
      .from(returnLines)
      .innerJoin(orderLines, eq(orderLines.id, returnLines.orderLineId))
      .where(inArray(returnLines.returnId, ids))
      .orderBy(asc(orderLines.position)),
    db.select().from(returnEvents).where(inArray(returnEvents.returnId, ids)).orderBy(asc(returnEvents.createdAt), asc(returnEvents.id)),
    db
      .select({
        returnId: returnPhotos.returnId,
        position: returnPhotos.position,
        width: returnPhotos.width,
        height: returnPhotos.height,
      })
      .from(returnPhotos)
      .where(inArray(returnPhotos.returnId, ids))
      .orderBy(asc(returnPhotos.position)),
  ]);
  return rows.map(({ item, orderNumber, withdrawnAt }) => ({
    id: item.id,
    orderNumber,
    kind: item.kind as CustomerReturn["kind"],
    stoppedOrder: item.kind === "withdrawal" && withdrawnAt !== null,
    status: item.status as ReturnStatus,
    refundMethod: item.refundMethod as CustomerReturn["refundMethod"],
    bankAccountEnding: item.bankIban ? item.bankIban.slice(-4) : null,
    details: item.details,
    currencyCode: item.currencyCode.trim(),
    refundMinor: item.refundMinor,
    shippingRefundMinor: item.shippingRefundMinor,
    refundRonMinor: item.refundRonMinor,
    requestedAt: item.createdAt.toISOString(),
    refundDueBy: item.refundDueBy?.toISOString() ?? null,
    lines: lines
      .filter((row) => row.line.returnId === item.id)
      .map((row) => ({
        lineId: row.line.orderLineId,
        title: row.title,
        variantTitle: row.variantTitle,
        quantity: row.line.quantity,
        reason: row.line.reason as ReturnReason,
        refundMinor: row.line.refundMinor,
      })),
    photos: photos
      .filter((photo) => photo.returnId === item.id)
      .map(({ position, width, height }) => ({ position, width, height, url: customerReturnPhotoPath(item.id, position) })),
    timeline: events
      .filter((event) => event.returnId === item.id)
      .map((event) => ({ status: event.status as ReturnStatus, at: event.createdAt.toISOString(), message: event.message })),
  }));
}

/** One return as it is now, after a command wrote it. */
export const readReturn = async (db: Database, id: number) => (await readReturns(db, eq(returns.id, id)))[0]!;

/** The customer's own returns: their account's, and those made as a guest with their email. */
export const mine = (customer: CustomerRef) => heldByCustomer(returns, customer);

export function returnReading({ db }: Pick<CustomerReturnsDeps, "db">) {
  return {
    list: (customer: CustomerRef) => readReturns(db, mine(customer)),

    async get(customer: CustomerRef, id: number) {
      return (await readReturns(db, and(eq(returns.id, id), mine(customer))!))[0] ?? null;
    },

    async photoFile(customer: CustomerRef, id: number, position: number) {
      const [photo] = await db
        .select({ file: returnPhotos.file })
        .from(returnPhotos)
        .innerJoin(returns, eq(returns.id, returnPhotos.returnId))
        .where(and(eq(returnPhotos.returnId, id), eq(returnPhotos.position, position), mine(customer)));
      return photo?.file ?? null;
    },

    // Every email about a guest's return carries the link (`pageFor`), a 30-day return's as well as a withdrawal's.
    withdrawalByLink: async (returnId: number) =>
      (await readReturns(db, and(eq(returns.id, returnId), or(eq(returns.kind, "withdrawal"), isNull(returns.customerId)))!))[0] ?? null,
  };
}

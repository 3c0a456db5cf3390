/**
 * The one writer of a return's history (decision 0090): each entry of `return_events` is written here, together with
 * its domain event `return.<status>`, in the transaction of the change it records.
 */
import type { ReturnEventType, ReturnStatus } from "#domain/returns";
import type { Database } from "#server/db/client";
import { returnEvents } from "#server/db/schema";
import { publishDomainEvents } from "#server/commerce/shared/domain-events";

export interface ReturnTimelineEntry {
  returnId: number;
  orderId: number;
  status: ReturnStatus;
  actor: "customer" | "staff" | "system";
  staffId?: number | null;
  staffEmail?: string | null;
  /** What the customer is told (instructions, a rejection's message). */
  message?: string | null;
}

export async function recordReturnEvent(tx: Database, entry: ReturnTimelineEntry, now: Date): Promise<void> {
  const { returnId, orderId, status, actor } = entry;
  await tx.insert(returnEvents).values({
    returnId,
    status,
    actor,
    ...(entry.staffId !== undefined && { staffId: entry.staffId }),
    ...(entry.staffEmail !== undefined && { staffEmail: entry.staffEmail }),
    ...(entry.message !== undefined && { message: entry.message }),
    createdAt: now,
  });
  const type: ReturnEventType = `return.${status}`;
  await publishDomainEvents(tx, { type: "return", id: returnId }, [{ type, payload: { returnId, orderId, status, actor } }], now);
}

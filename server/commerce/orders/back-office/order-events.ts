/**
 * An order's timeline entries of its own (issue 16): what staff did to it and the emails sent about it.
 * Written in the transaction of what they record, so an entry exists exactly when its change does.
 */
import type { OrderTimelineKind } from "#domain/order-lifecycle";
import type { Database } from "#server/db/client";
import { orderEvents } from "#server/db/schema";
import type { StaffActor } from "#server/commerce/shared/staff-audit";

/**
 * A transition's entry (domain/order-lifecycle.ts names one per action: packed, shipped, delivered, cod_collected,
 * cancelled, withdrawn — the customer withdrew before the parcel left, decision 0075 — and the couriers' steps), or
 * what staff and the store record beside the order's state.
 */
export type OrderEventKind = OrderTimelineKind | "note" | "tracking_changed" | "refunded" | "email" | "parcel_added";

export async function recordOrderEvent(
  tx: Database,
  orderId: number,
  kind: OrderEventKind,
  actor: StaffActor | null,
  detail: Record<string, unknown>,
  now: Date,
): Promise<void> {
  await tx.insert(orderEvents).values({
    orderId,
    kind,
    staffId: actor?.staffId ?? null,
    staffEmail: actor?.email ?? null,
    detail,
    createdAt: now,
  });
}

/** The emails written to the outbox about the order, by outbox id and template. */
export async function recordOrderEmails(
  tx: Database,
  orderId: number,
  mails: readonly { id: number; kind: string }[],
  now: Date,
): Promise<void> {
  if (mails.length === 0) return;
  await tx
    .insert(orderEvents)
    .values(mails.map((mail) => ({ orderId, kind: "email", detail: { mailId: mail.id, mailKind: mail.kind }, createdAt: now })));
}

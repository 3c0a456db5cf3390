/**
 * The one writer of a subscription's history (decision 0090): each entry of `subscription_events` is written here,
 * together with its domain event `subscription.<kind>`, in the transaction of the change it records, so the
 * timeline and the event exist exactly when the change committed.
 */
import type { SubscriptionActor, SubscriptionEventKind, SubscriptionEventType } from "#domain/subscription-lifecycle";
import type { Database } from "#server/db/client";
import { subscriptionEvents } from "#server/db/schema";
import { publishDomainEvents } from "#server/commerce/shared/domain-events";

export interface SubscriptionTimelineEntry {
  subscriptionId: number;
  kind: SubscriptionEventKind;
  details: Record<string, unknown>;
  actor: SubscriptionActor;
  staffId?: number | null;
  staffEmail?: string | null;
  /** Who the subscription belongs to, when the caller has it at hand: handlers need not read the row for it. */
  customer?: { customerId: number | null; email: string };
}

export async function recordSubscriptionEvent(tx: Database, entry: SubscriptionTimelineEntry, now: Date): Promise<void> {
  const { subscriptionId, kind, details, actor, customer } = entry;
  await tx.insert(subscriptionEvents).values({
    subscriptionId,
    kind,
    details,
    actor,
    staffId: entry.staffId ?? null,
    staffEmail: entry.staffEmail ?? null,
    createdAt: now,
  });
  const type: SubscriptionEventType = `subscription.${kind}`;
  await publishDomainEvents(
    tx,
    { type: "subscription", id: subscriptionId },
    [{ type, payload: { subscriptionId, kind, details, actor, ...customer } }],
    now,
  );
}

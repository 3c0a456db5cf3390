/**
 * The one writer of a subscription's history (decision 0090): each entry of `subscription_events` is written here,
 * together with its domain event `subscription.<kind>`, in the transaction of the change it records, so the
 * timeline and the event exist exactly when the change committed.
 */
import type { SubscriptionActor, SubscriptionEventKind, SubscriptionEventType } from "#domain/subscription-lifecycle";
import type { Database } from "#server/db/client";
import { subscriptionEvents } from "#server/db/schema";
import { publishDomainEvents } from "#server/commerce/shared/domain-events";
import type { StaffActor } from "#server/commerce/shared/staff-audit";

/** Who changes a subscription: its customer, the store's own jobs, or a signed-in member (the one staff actor). */
export type SubscriptionChangeActor = { kind: Exclude<SubscriptionActor, "staff"> } | { kind: "staff"; member: StaffActor };

export interface SubscriptionTimelineEntry {
  subscriptionId: number;
  kind: SubscriptionEventKind;
  details: Record<string, unknown>;
  actor: SubscriptionActor;
  /** The member, when a member made the change. */
  staff?: Pick<StaffActor, "staffId" | "email"> | null;
  /** Who the subscription belongs to, when the caller has it at hand: handlers need not read the row for it. */
  customer?: { customerId: number | null; email: string };
}

/** The history's columns for who made a change. */
export const changedBy = (actor: SubscriptionChangeActor) => ({ actor: actor.kind, staff: actor.kind === "staff" ? actor.member : null });

export async function recordSubscriptionEvent(tx: Database, entry: SubscriptionTimelineEntry, now: Date): Promise<void> {
  const { subscriptionId, kind, details, actor, customer } = entry;
  await tx.insert(subscriptionEvents).values({
    subscriptionId,
    kind,
    details,
    actor,
    staffId: entry.staff?.staffId ?? null,
    staffEmail: entry.staff?.email ?? null,
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

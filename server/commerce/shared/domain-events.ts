/**
 * Publishing a domain event (decision 0084): a row of `domain_events`, written in the transaction of the change it
 * tells of, so it exists exactly when the change committed. The dispatcher (server/events/) delivers it afterwards.
 * Every module may publish; a module hears another's events only through handlers the platform registers.
 */
import type { Database } from "#server/db/client";
import { domainEvents } from "#server/db/schema";

export interface PublishedEvent {
  type: string;
  payload: Record<string, unknown>;
}

/**
 * Writes `events` of one aggregate, in the given order (the order its handlers hear them in). The caller holds the
 * aggregate's row lock, so no other transaction writes an event of the same aggregate between them.
 */
export async function publishDomainEvents(
  tx: Database,
  aggregate: { type: string; id: string | number },
  events: readonly PublishedEvent[],
  now: Date,
): Promise<void> {
  if (events.length === 0) return;
  await tx.insert(domainEvents).values(
    events.map((event) => ({
      aggregateType: aggregate.type,
      aggregateId: String(aggregate.id),
      type: event.type,
      payload: event.payload,
      createdAt: now,
      // The store's clock, not the database's: the dispatcher asks "due by now" with the same clock.
      nextAttemptAt: now,
    })),
  );
}

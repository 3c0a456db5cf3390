/**
 * Publishing a domain event (decision 0084): a row of `domain_events`, written in the transaction of the change it
 * tells of, so it exists exactly when the change committed. The dispatcher (server/events/) delivers it afterwards to
 * the handlers the platform registers (decision 0086). Every module may publish, and declares the handlers of the
 * effects it owns with the contract below; a module hears another's events only through handlers the platform registers.
 */
import type { DomainEventType } from "#domain/event-types";
import type { Database } from "#server/db/client";
import { domainEvents } from "#server/db/schema";

export interface PublishedEvent {
  type: DomainEventType;
  payload: Record<string, unknown>;
}

export interface AggregateRef {
  type: string;
  id: string | number;
}

/**
 * Writes `events` of one aggregate, in the given order (the order its handlers hear them in). The caller holds the
 * aggregate's row lock, so no other transaction writes an event of the same aggregate between them.
 */
export async function publishDomainEvents(
  tx: Database,
  aggregate: AggregateRef,
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

export interface DomainEvent {
  id: number;
  aggregateType: string;
  aggregateId: string;
  type: string;
  payload: Record<string, unknown>;
  createdAt: Date;
  /** 1 on the first delivery. */
  attempt: number;
}

/** Work a handler leaves for after its transaction has committed: delivering the emails it wrote to the outbox. */
export type AfterCommit = () => Promise<void>;

export interface EventHandler {
  /** Stable across releases: the record of which events it has had is kept under this name. */
  name: string;
  /** The event types it hears: declared ones only (domain/event-types.ts), so a misspelt type fails to compile. */
  types: readonly DomainEventType[];
  /**
   * Handlers of the same event whose work this one reads (the confirmation email carries the invoice): registered
   * before it, and it runs only once they have had the event; until then it waits for the event's next attempt.
   */
  after?: readonly string[];
  /**
   * Runs in the dispatcher's transaction (a savepoint of its own) at `now`; throwing undoes its database work and
   * retries it. What it answers runs once that transaction has committed, never inside it.
   */
  handle(tx: Database, event: DomainEvent, now: Date): Promise<AfterCommit | void>;
}

/**
 * Delivers at once the events an aggregate's transaction has just published and committed (the dispatcher's
 * `deliverAggregate`), so a shopper or a member of staff finds the effects done when the answer comes. Never throws:
 * the change is committed, and what could not be delivered now the dispatcher's loop delivers later.
 */
export type DeliverEvents = (aggregate: AggregateRef) => Promise<void>;

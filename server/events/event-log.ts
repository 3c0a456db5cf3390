/**
 * The staff's view of the domain events (decision 0087): an aggregate's events with which handlers have had them,
 * for the order's page, and the owner's retry of an event that failed for good. The dispatcher (dispatcher.ts)
 * delivers; this module only reads, and puts a dead event back in its queue.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { domainEventHandlings, domainEvents } from "#server/db/schema";
import type { Clock } from "#server/commerce/shared/clock";
import type { StaffActor, StaffAudit } from "#server/commerce/shared/staff-audit";
import type { DomainEventRow } from "./dispatcher.ts";

export interface LoggedEvent extends DomainEventRow {
  handledBy: { handler: string; handledAt: Date }[];
}

export type RetryOutcome =
  { ok: true; event: DomainEventRow } | { ok: false; reason: "unknown" } | { ok: false; reason: "not_dead"; state: string };

export interface EventLog {
  /** An aggregate's events, oldest first (the order its handlers hear them in), at most `limit`. */
  ofAggregate(aggregate: { type: string; id: string | number }, limit?: number): Promise<LoggedEvent[]>;
  /**
   * Puts a dead event back in the queue, due now, in the transaction of its audit entry. Its attempts are kept: the
   * retry is one more attempt, and failing it makes the event dead again at once, with the new error, instead of
   * starting a new round of ten that would hold back its aggregate's later events for hours.
   */
  retryDead(id: number, actor: StaffActor): Promise<RetryOutcome>;
}

export function createEventLog({ db, clock, audit }: { db: Database; clock: Clock; audit: StaffAudit }): EventLog {
  return {
    async ofAggregate(aggregate, limit = 200) {
      const events = await db
        .select()
        .from(domainEvents)
        .where(and(eq(domainEvents.aggregateType, aggregate.type), eq(domainEvents.aggregateId, String(aggregate.id))))
        .orderBy(asc(domainEvents.id))
        .limit(limit);
      if (events.length === 0) return [];
      const handlings = await db
        .select()
        .from(domainEventHandlings)
        .where(
          inArray(
            domainEventHandlings.eventId,
            events.map((event) => event.id),
          ),
        )
        .orderBy(asc(domainEventHandlings.handledAt), asc(domainEventHandlings.handler));
      return events.map((event) => ({
        ...event,
        handledBy: handlings.filter((handling) => handling.eventId === event.id).map(({ handler, handledAt }) => ({ handler, handledAt })),
      }));
    },

    async retryDead(id, actor) {
      return db.transaction(async (tx) => {
        const now = clock();
        // Locked and read first: the audit entry says what the event was before, and a second retry of the same
        // event waits here, then finds it pending.
        const [event] = await tx.select().from(domainEvents).where(eq(domainEvents.id, id)).for("update");
        if (!event) return { ok: false, reason: "unknown" } as const;
        if (event.state !== "dead") return { ok: false, reason: "not_dead", state: event.state } as const;
        const [retried] = await tx
          .update(domainEvents)
          .set({ state: "pending", nextAttemptAt: now, settledAt: null })
          .where(eq(domainEvents.id, id))
          .returning();
        await audit(
          tx,
          actor,
          {
            action: "event.retry",
            target: { type: "domain_event", id },
            before: { state: "dead", type: event.type, attempts: event.attempts, lastError: event.lastError },
            after: { state: "pending" },
          },
          now,
        );
        return { ok: true, event: retried! } as const;
      });
    },
  };
}

/**
 * Delivers domain events to the handlers the platform registers (decision 0084): at least once, in order per
 * aggregate, each handler at most once in effect. Any number of instances may run it on one PostgreSQL, and a
 * process may die at any moment:
 *
 * 1. Claim: one transaction takes the oldest due pending event whose aggregate has no earlier event still pending
 *    (`FOR UPDATE SKIP LOCKED`: an event another dispatcher holds is passed over), counts the attempt and moves its
 *    next attempt to the retry delay, then commits. Dying after this only delays the event by that delay, and an
 *    event whose handler kills the process each time still reaches `dead`.
 * 2. Deliver: a second transaction locks the event again (skipping it if another dispatcher has it, or claimed it
 *    since), and runs each handler that has not had it yet in a savepoint of its own, with the row of
 *    `domain_event_handlings` that says so. A handler's database work and that row commit together: a redelivered
 *    event skips the handlers that succeeded, and a process killed mid-handler leaves neither. Handlers that reach
 *    outside the database use the event id as their idempotency key.
 * 3. Settle, in the same transaction: every handler done → `done`; otherwise the event stays pending until its next
 *    attempt (which holds back its aggregate's later events), or `dead` after the last one.
 *
 * The event row stays locked while its handlers run, so two dispatchers never run one handler for one event at once.
 * What a handler hands back for after the commit (delivering the emails it wrote) runs once its delivery committed.
 *
 * Besides the loop over due events, `deliverAggregate` delivers at once what a service's transaction has just
 * published for one aggregate (decision 0086), so the shopper's or the staff's answer waits for the effects as it
 * did when they were written in that transaction.
 */
import { and, asc, count, desc, eq, inArray, lt, lte, min, notExists, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "#server/db/client";
import { domainEventHandlings, domainEvents } from "#server/db/schema";
import type { Clock } from "#server/commerce/shared/clock";
import type { AfterCommit, AggregateRef, DomainEvent, EventHandler } from "#server/commerce/shared/domain-events";

export type { DomainEvent, EventHandler } from "#server/commerce/shared/domain-events";

export type DomainEventRow = typeof domainEvents.$inferSelect;

export interface RetryPolicy {
  /** After this many attempts the event is `dead`. */
  maxAttempts: number;
  firstDelayMs: number;
  longestDelayMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { maxAttempts: 10, firstDelayMs: 30_000, longestDelayMs: 6 * 3_600_000 };

/** The wait before attempt `attempts + 1`: doubling from the first delay, never longer than the longest. */
export function retryDelayMs(policy: RetryPolicy, attempts: number): number {
  return Math.min(policy.firstDelayMs * 2 ** Math.max(0, attempts - 1), policy.longestDelayMs);
}

export interface DispatchReport {
  done: number;
  retrying: number;
  dead: number;
}

export interface EventDispatcher {
  /** The handlers it delivers to, in the order they run in for one event. */
  readonly handlers: readonly EventHandler[];
  /** Delivers due events until none is left or `limit` have been tried; safe beside other dispatchers. */
  dispatchDue(limit?: number): Promise<DispatchReport>;
  /**
   * Delivers one aggregate's pending events that no delivery has tried yet, oldest first, right after the
   * transaction that published them committed. Waits for an event another dispatcher holds (it is then done, or in
   * its backoff) and stops at the first one in its backoff, or whose handler failed: its aggregate's order is kept,
   * and the loop delivers the rest when it is due. Never throws (a failure is reported to `onError`).
   */
  deliverAggregate(aggregate: AggregateRef): Promise<void>;
  /** Events that failed for good, newest first: for a person to read (the admin's audit) and put right. */
  deadEvents(limit?: number): Promise<DomainEventRow[]>;
  /**
   * Store-wide, for /metrics: events still waiting for a handler and when the oldest was published (how far delivery
   * lags), and how many failed for good.
   */
  backlog(): Promise<{ pending: number; oldestPendingAt: Date | null; dead: number }>;
  /**
   * Deletes the events delivered to every handler and published before `before`, with the record of who had them
   * (decision 0084's pruning sweep); pending and dead ones stay, whatever their age. Answers how many it deleted.
   */
  pruneDone(before: Date, batch?: number): Promise<number>;
}

const LAST_ERROR_LENGTH = 2000;
/** More than any aggregate's transaction publishes at once; a bound, so a handler publishing on its own aggregate cannot loop. */
const AGGREGATE_BATCH = 50;
/**
 * Events deleted per transaction by the pruning sweep: short transactions, so a process killed mid-sweep loses one
 * batch's work at most and the store's own writes never wait long behind it.
 */
const PRUNE_BATCH = 500;

type Delivery = { outcome: keyof DispatchReport | "skipped"; afterCommit: AfterCommit[] };

export function createEventDispatcher({
  db,
  clock,
  handlers,
  retry = DEFAULT_RETRY_POLICY,
  onError = () => undefined,
}: {
  db: Database;
  clock: Clock;
  /** In the order they run in for one event. */
  handlers: readonly EventHandler[];
  retry?: RetryPolicy;
  /** Hears what failed outside a handler's own retry: an immediate delivery, a handler's after-commit work. */
  onError?: (details: object, message: string) => void;
}): EventDispatcher {
  const names = new Set<string>();
  for (const handler of handlers) {
    if (names.has(handler.name)) throw new Error(`Two event handlers are named ${handler.name}`);
    for (const before of handler.after ?? [])
      if (!names.has(before)) throw new Error(`Event handler ${handler.name} runs after ${before}, which is not registered before it`);
    names.add(handler.name);
  }
  // A row's type is any text the table holds (an event of a release that declared it), not only today's names.
  const handlersOf = (type: string) => handlers.filter((handler) => (handler.types as readonly string[]).includes(type));

  /** Counts the attempt and moves the next one to its retry delay, in the claiming transaction. */
  async function countAttempt(tx: Database, due: DomainEventRow): Promise<DomainEventRow> {
    const attempts = due.attempts + 1;
    const [claimed] = await tx
      .update(domainEvents)
      .set({ attempts, nextAttemptAt: new Date(clock().getTime() + retryDelayMs(retry, attempts)) })
      .where(eq(domainEvents.id, due.id))
      .returning();
    return claimed!;
  }

  async function claim(): Promise<DomainEventRow | null> {
    return db.transaction(async (tx) => {
      const now = clock();
      const earlier = alias(domainEvents, "earlier");
      const [due] = await tx
        .select()
        .from(domainEvents)
        .where(
          and(
            eq(domainEvents.state, "pending"),
            lte(domainEvents.nextAttemptAt, now),
            notExists(
              tx
                .select({ one: sql`1` })
                .from(earlier)
                .where(
                  and(
                    eq(earlier.state, "pending"),
                    eq(earlier.aggregateType, domainEvents.aggregateType),
                    eq(earlier.aggregateId, domainEvents.aggregateId),
                    sql`${earlier.id} < ${domainEvents.id}`,
                  ),
                ),
            ),
          ),
        )
        .orderBy(asc(domainEvents.nextAttemptAt), asc(domainEvents.id))
        .limit(1)
        .for("update", { skipLocked: true });
      return due ? countAttempt(tx, due) : null;
    });
  }

  /** The aggregate's oldest pending event, if no delivery has tried it yet; waits while another dispatcher holds it. */
  async function claimNextOf(aggregate: AggregateRef): Promise<DomainEventRow | null> {
    return db.transaction(async (tx) => {
      const [next] = await tx
        .select()
        .from(domainEvents)
        .where(
          and(
            eq(domainEvents.aggregateType, aggregate.type),
            eq(domainEvents.aggregateId, String(aggregate.id)),
            eq(domainEvents.state, "pending"),
          ),
        )
        .orderBy(asc(domainEvents.id))
        .limit(1)
        // Waits: a row another dispatcher delivers is locked until it is settled, and PostgreSQL then reads it again
        // (done: the next pending one comes instead).
        .for("update");
      return next && next.attempts === 0 ? countAttempt(tx, next) : null;
    });
  }

  /** `deliver`, then the after-commit work of the handlers it ran, once their transaction has committed. */
  async function deliverAndFollowUp(claimed: DomainEventRow): Promise<keyof DispatchReport | "skipped"> {
    const { outcome, afterCommit } = await deliver(claimed);
    for (const work of afterCommit)
      void work().catch((error: unknown) => onError({ err: error, eventId: claimed.id }, "an event handler's after-commit work failed"));
    return outcome;
  }

  /** Runs the handlers of a claimed event and settles it; "skipped" when another dispatcher has it meanwhile. */
  async function deliver(claimed: DomainEventRow): Promise<Delivery> {
    const afterCommit: AfterCommit[] = [];
    const outcome = await db.transaction(async (tx): Promise<Delivery["outcome"]> => {
      const [event] = await tx
        .select()
        .from(domainEvents)
        .where(and(eq(domainEvents.id, claimed.id), eq(domainEvents.state, "pending"), eq(domainEvents.attempts, claimed.attempts)))
        // Waits rather than skips: another dispatcher's claim can hold this row for a moment (PostgreSQL keeps the lock
        // of a row it rechecked and passed over), and skipping then left the event for a whole backoff. A delivery
        // still running elsewhere ends settled, and the state and attempt guards above then find nothing.
        .for("update");
      if (!event) return "skipped";
      const had = new Set(
        (
          await tx
            .select({ handler: domainEventHandlings.handler })
            .from(domainEventHandlings)
            .where(eq(domainEventHandlings.eventId, event.id))
        ).map((row) => row.handler),
      );
      const delivered: DomainEvent = {
        id: event.id,
        aggregateType: event.aggregateType,
        aggregateId: event.aggregateId,
        type: event.type,
        payload: event.payload,
        createdAt: event.createdAt,
        attempt: event.attempts,
      };
      const failures: string[] = [];
      const hearing = handlersOf(event.type);
      for (const handler of hearing) {
        if (had.has(handler.name)) continue;
        const waitingFor = (handler.after ?? []).filter((before) => !had.has(before) && hearing.some((other) => other.name === before));
        if (waitingFor.length > 0) {
          failures.push(`${handler.name}: waits for ${waitingFor.join(", ")}`);
          continue;
        }
        try {
          const work = await tx.transaction(async (savepoint) => {
            const handed = await handler.handle(savepoint, delivered, clock());
            await savepoint.insert(domainEventHandlings).values({ eventId: event.id, handler: handler.name, handledAt: clock() });
            return handed;
          });
          had.add(handler.name);
          if (work) afterCommit.push(work);
        } catch (error) {
          failures.push(`${handler.name}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      const now = clock();
      if (failures.length === 0) {
        await tx.update(domainEvents).set({ state: "done", lastError: null, settledAt: now }).where(eq(domainEvents.id, event.id));
        return "done";
      }
      const dead = event.attempts >= retry.maxAttempts;
      await tx
        .update(domainEvents)
        .set({
          state: dead ? "dead" : "pending",
          settledAt: dead ? now : null,
          lastError: failures.join("\n").slice(0, LAST_ERROR_LENGTH),
          nextAttemptAt: new Date(now.getTime() + retryDelayMs(retry, event.attempts)),
        })
        .where(eq(domainEvents.id, event.id));
      return dead ? "dead" : "retrying";
    });
    return { outcome, afterCommit };
  }

  return {
    handlers,

    async dispatchDue(limit = 100) {
      const report: DispatchReport = { done: 0, retrying: 0, dead: 0 };
      for (let tried = 0; tried < limit; tried += 1) {
        const claimed = await claim();
        if (!claimed) break;
        const outcome = await deliverAndFollowUp(claimed);
        if (outcome !== "skipped") report[outcome] += 1;
      }
      return report;
    },

    async deliverAggregate(aggregate) {
      try {
        for (let tried = 0; tried < AGGREGATE_BATCH; tried += 1) {
          const claimed = await claimNextOf(aggregate);
          if (!claimed || (await deliverAndFollowUp(claimed)) !== "done") return;
        }
      } catch (error) {
        onError({ err: error, aggregate }, "an aggregate's events could not be delivered at once; the dispatch loop delivers them");
      }
    },

    deadEvents: (limit = 100) =>
      db
        .select()
        .from(domainEvents)
        .where(eq(domainEvents.state, "dead"))
        .orderBy(desc(domainEvents.createdAt), desc(domainEvents.id))
        .limit(limit),

    async backlog() {
      // Each count reads its own partial index (pending, dead): the delivered events, nearly all of them, are not read.
      const dead = db.select({ dead: count() }).from(domainEvents).where(eq(domainEvents.state, "dead"));
      const [row] = await db
        .select({ pending: count(), oldestPendingAt: min(domainEvents.createdAt), dead: sql<number>`(${dead})`.mapWith(Number) })
        .from(domainEvents)
        .where(eq(domainEvents.state, "pending"));
      return { pending: row?.pending ?? 0, oldestPendingAt: row?.oldestPendingAt ?? null, dead: row?.dead ?? 0 };
    },

    async pruneDone(before, batch = PRUNE_BATCH) {
      let pruned = 0;
      for (;;) {
        // A row another instance's sweep holds is passed over, not waited for: that sweep deletes it.
        const oldest = db
          .select({ id: domainEvents.id })
          .from(domainEvents)
          .where(and(eq(domainEvents.state, "done"), lt(domainEvents.createdAt, before)))
          .orderBy(asc(domainEvents.id))
          .limit(batch)
          .for("update", { skipLocked: true });
        // Each batch commits on its own; the handlings go with their event (ON DELETE CASCADE).
        const deleted = await db.delete(domainEvents).where(inArray(domainEvents.id, oldest)).returning({ id: domainEvents.id });
        pruned += deleted.length;
        if (deleted.length < batch) return pruned;
      }
    },
  };
}

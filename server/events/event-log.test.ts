/**
 * The staff's view of the domain events (decision 0087): an aggregate's events with their delivery and the handlers
 * that had them, and the owner's retry of a dead event: back in the queue due now, its attempts kept (one more
 * attempt, dead again at once if it fails), refused for an unknown event or one that is not dead. On PGlite, and on
 * PostgreSQL with TEST_DATABASE_URL.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import type { DomainEventType } from "#domain/event-types";
import { testClock } from "#tests/server/account-kit.ts";
import type { Database } from "#server/db/client";
import { domainEvents } from "#server/db/schema";
import { publishDomainEvents } from "#server/commerce/shared/domain-events";
import type { StaffAudit } from "#server/commerce/shared/staff-audit";
import { testDatabaseForFile } from "#tests/server/test-database.ts";
import { createEventDispatcher, type EventHandler, type RetryPolicy } from "./dispatcher.ts";
import { createEventLog } from "./event-log.ts";

const database = testDatabaseForFile({ emptyEachTest: [domainEvents] });

const POLICY: RetryPolicy = { maxAttempts: 2, firstDelayMs: 1_000, longestDelayMs: 1_000 };
const OWNER = { staffId: 1, email: "owner@elara.test", client: "198.51.100.7" };

const publish = (db: Database, orderId: number, types: DomainEventType[], now: Date) =>
  db.transaction((tx) =>
    publishDomainEvents(
      tx,
      { type: "order", id: orderId },
      types.map((type) => ({ type, payload: { orderId, orderNumber: 1000 + orderId } })),
      now,
    ),
  );

/** `mailer` fails while `failing` is set; `ledger` always succeeds. */
function handlers(state: { failing: boolean }): EventHandler[] {
  return [
    { name: "ledger", types: ["order.paid", "order.placed"], handle: async () => {} },
    {
      name: "mailer",
      types: ["order.paid"],
      handle: async () => {
        if (state.failing) throw new Error("SMTP refused the message");
      },
    },
  ];
}

function setUp() {
  const clock = testClock();
  const audit = vi.fn<StaffAudit>(async () => {});
  const state = { failing: true };
  const dispatcher = createEventDispatcher({ db: database.db, clock, handlers: handlers(state), retry: POLICY });
  const log = createEventLog({ db: database.db, clock, audit });
  return { clock, audit, state, dispatcher, log };
}

/** Runs the dispatcher through every delay until nothing is left waiting. */
async function dispatchUntilSettled(dispatcher: ReturnType<typeof setUp>["dispatcher"], clock: ReturnType<typeof testClock>) {
  for (let round = 0; round <= POLICY.maxAttempts; round += 1) {
    await dispatcher.dispatchDue();
    clock.advance(POLICY.longestDelayMs);
  }
}

describe("the event log", () => {
  it("answers one order's events, oldest first, with their delivery and the handlers that had them", async () => {
    const { clock, dispatcher, log } = setUp();
    const placedAt = clock();
    await publish(database.db, 5, ["order.placed", "order.paid"], placedAt);
    await publish(database.db, 6, ["order.placed"], placedAt);
    await dispatcher.dispatchDue();

    const waiting = await log.ofAggregate({ type: "order", id: 5 });
    expect(waiting.map((event) => [event.type, event.state, event.attempts, event.settledAt])).toEqual([
      ["order.placed", "done", 1, placedAt],
      ["order.paid", "pending", 1, null],
    ]);
    expect(waiting[0]!.handledBy).toEqual([{ handler: "ledger", handledAt: placedAt }]);
    // The handler that succeeded is recorded; the one that failed is named in the error, and is tried again.
    expect(waiting[1]!.handledBy.map((handling) => handling.handler)).toEqual(["ledger"]);
    expect(waiting[1]!.lastError).toBe("mailer: SMTP refused the message");

    clock.advance(POLICY.longestDelayMs);
    await dispatcher.dispatchDue();
    const [, dead] = await log.ofAggregate({ type: "order", id: "5" });
    expect(dead).toMatchObject({ state: "dead", attempts: 2, settledAt: clock() });
    expect(await log.ofAggregate({ type: "order", id: 7 })).toEqual([]);
  });

  it("puts a dead event back in the queue, due now, with its attempts kept, and audits it", async () => {
    const { clock, audit, state, dispatcher, log } = setUp();
    await publish(database.db, 8, ["order.paid"], clock());
    await dispatchUntilSettled(dispatcher, clock);
    const [event] = await log.ofAggregate({ type: "order", id: 8 });
    expect(event).toMatchObject({ state: "dead", attempts: 2 });

    const retried = await log.retryDead(event!.id, OWNER);
    expect(retried).toMatchObject({ ok: true, event: { state: "pending", attempts: 2, nextAttemptAt: clock(), settledAt: null } });
    expect(audit).toHaveBeenCalledOnce();
    expect(audit.mock.calls[0]!.slice(1)).toEqual([
      OWNER,
      {
        action: "event.retry",
        target: { type: "domain_event", id: event!.id },
        before: { state: "dead", type: "order.paid", attempts: 2, lastError: "mailer: SMTP refused the message" },
        after: { state: "pending" },
      },
      clock(),
    ]);
    // Asked twice (a double click, two tabs): the second finds it waiting.
    expect(await log.retryDead(event!.id, OWNER)).toEqual({ ok: false, reason: "not_dead", state: "pending" });
    expect(await log.retryDead(event!.id + 1000, OWNER)).toEqual({ ok: false, reason: "unknown" });
    expect(audit).toHaveBeenCalledOnce();

    // Still failing: one attempt, and it is dead again at once with the new error.
    expect(await dispatcher.dispatchDue()).toEqual({ done: 0, retrying: 0, dead: 1 });
    const [again] = await log.ofAggregate({ type: "order", id: 8 });
    expect(again).toMatchObject({ state: "dead", attempts: 3, lastError: "mailer: SMTP refused the message" });

    // The cause fixed: the retry delivers it, to the handler that had not had it only.
    state.failing = false;
    await log.retryDead(event!.id, OWNER);
    expect(await dispatcher.dispatchDue()).toEqual({ done: 1, retrying: 0, dead: 0 });
    const [delivered] = await log.ofAggregate({ type: "order", id: 8 });
    expect(delivered).toMatchObject({ state: "done", attempts: 4, lastError: null, settledAt: clock() });
    expect(delivered!.handledBy.map((handling) => handling.handler)).toEqual(["ledger", "mailer"]);
    expect(await log.retryDead(event!.id, OWNER)).toEqual({ ok: false, reason: "not_dead", state: "done" });
  });

  it("leaves the event dead when its audit entry cannot be written", async () => {
    const { clock, dispatcher } = setUp();
    await publish(database.db, 9, ["order.paid"], clock());
    await dispatchUntilSettled(dispatcher, clock);
    const [event] = await database.db.select().from(domainEvents).where(eq(domainEvents.aggregateId, "9"));
    const failingAudit = createEventLog({
      db: database.db,
      clock,
      audit: async () => {
        throw new Error("audit log unavailable");
      },
    });
    await expect(failingAudit.retryDead(event!.id, OWNER)).rejects.toThrow("audit log unavailable");
    const [after] = await database.db.select().from(domainEvents).where(eq(domainEvents.id, event!.id));
    expect(after).toMatchObject({ state: "dead", attempts: 2 });
  });
});

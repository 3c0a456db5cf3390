/**
 * The domain-event dispatcher (decision 0084): an event exists only if its transaction committed; handlers hear an
 * aggregate's events in order; a failing handler is retried with a growing delay and its event ends dead; two
 * dispatchers never run one handler for one event at once; a process killed mid-handler leaves the event to be
 * delivered again, and the handler's work done once.
 */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { DomainEventType } from "#domain/event-types";
import { testClock } from "#tests/server/account-kit.ts";
import { openDatabase, type Database, type DatabaseHandle } from "#server/db/client";
import { domainEventHandlings, domainEvents } from "#server/db/schema";
import { publishDomainEvents } from "#server/commerce/shared/domain-events";
import { killOnceItPrints } from "#tests/server/kill-child.ts";
import { migratedPGliteDirectory, testDatabaseForFile } from "#tests/server/test-database.ts";
import { createEventDispatcher, retryDelayMs, type DomainEvent, type EventHandler, type RetryPolicy } from "./dispatcher.ts";

const database = testDatabaseForFile({ emptyEachTest: [domainEvents] });

const POLICY: RetryPolicy = { maxAttempts: 4, firstDelayMs: 1_000, longestDelayMs: 3_000 };

const publish = (db: Database, aggregateId: number, type: DomainEventType, now: Date, payload: Record<string, unknown> = {}) =>
  db.transaction((tx) => publishDomainEvents(tx, { type: "order", id: aggregateId }, [{ type, payload }], now));

/** A handler that records what it heard, failing while `failing` says so. */
function recorder(name: string, types: DomainEventType[], failing: (event: DomainEvent) => boolean = () => false) {
  const heard: DomainEvent[] = [];
  const handler: EventHandler = {
    name,
    types,
    async handle(_tx, event) {
      heard.push(event);
      if (failing(event)) throw new Error(`${name} failed on ${event.type}`);
    },
  };
  return { handler, heard };
}

describe("the domain-event dispatcher", () => {
  it("never delivers an event whose transaction rolled back", async () => {
    const clock = testClock();
    await expect(
      database.db.transaction(async (tx) => {
        await publishDomainEvents(tx, { type: "order", id: 1 }, [{ type: "order.paid", payload: {} }], clock());
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    const { handler, heard } = recorder("listener", ["order.paid"]);
    const report = await createEventDispatcher({ db: database.db, clock, handlers: [handler] }).dispatchDue();
    expect(report).toEqual({ done: 0, retrying: 0, dead: 0 });
    expect(heard).toEqual([]);
    expect(await database.db.select().from(domainEvents)).toEqual([]);
  });

  it("holds an aggregate's later events until its earlier one is handled, and lets other aggregates through", async () => {
    const clock = testClock();
    let firstFails = true;
    const { handler, heard } = recorder(
      "listener",
      ["order.paid", "order.shipped"],
      (event) => event.aggregateId === "1" && event.type === "order.paid" && firstFails,
    );
    await publish(database.db, 1, "order.paid", clock());
    await publish(database.db, 1, "order.shipped", clock());
    await publish(database.db, 2, "order.paid", clock(), { note: "another order" });
    const dispatcher = createEventDispatcher({ db: database.db, clock, handlers: [handler], retry: POLICY });
    // Order 1's first event fails: its second waits; order 2's goes through.
    expect(await dispatcher.dispatchDue()).toEqual({ done: 1, retrying: 1, dead: 0 });
    expect(heard.map((event) => `${event.aggregateId}:${event.type}`)).toEqual(["1:order.paid", "2:order.paid"]);
    // Not due before its delay, even though the dispatcher runs again.
    expect(await dispatcher.dispatchDue()).toEqual({ done: 0, retrying: 0, dead: 0 });
    firstFails = false;
    clock.advance(POLICY.firstDelayMs);
    expect(await dispatcher.dispatchDue()).toEqual({ done: 2, retrying: 0, dead: 0 });
    expect(heard.map((event) => `${event.aggregateId}:${event.type}:${event.attempt}`)).toEqual([
      "1:order.paid:1",
      "2:order.paid:1",
      "1:order.paid:2",
      "1:order.shipped:1",
    ]);
  });

  it("retries a failing handler after a doubling delay, then marks the event dead and lets its aggregate go on", async () => {
    const clock = testClock();
    const { handler, heard } = recorder("listener", ["order.paid"], () => true);
    await publish(database.db, 7, "order.paid", clock());
    await publish(database.db, 7, "order.delivered", clock());
    const dispatcher = createEventDispatcher({ db: database.db, clock, handlers: [handler], retry: POLICY });
    const waits: number[] = [];
    for (let attempt = 1; attempt <= POLICY.maxAttempts; attempt += 1) {
      const before = clock().getTime();
      const report = await dispatcher.dispatchDue();
      const [event] = await database.db.select().from(domainEvents).where(eq(domainEvents.type, "order.paid"));
      expect(event!.attempts).toBe(attempt);
      expect(event!.lastError).toBe("listener: listener failed on order.paid");
      if (attempt < POLICY.maxAttempts) {
        expect(report).toEqual({ done: 0, retrying: 1, dead: 0 });
        waits.push(event!.nextAttemptAt.getTime() - before);
        // A moment before the delay ends nothing is delivered.
        clock.advance(waits.at(-1)! - 1);
        expect(await dispatcher.dispatchDue()).toEqual({ done: 0, retrying: 0, dead: 0 });
        clock.advance(1);
      } else {
        // The dead event no longer holds back its aggregate: the next one (with no handler) is done.
        expect(report).toEqual({ done: 1, retrying: 0, dead: 1 });
        expect(event!.state).toBe("dead");
      }
    }
    expect(waits).toEqual([1_000, 2_000, 3_000]);
    expect(retryDelayMs(POLICY, 10)).toBe(3_000);
    expect(heard).toHaveLength(POLICY.maxAttempts);
    expect((await dispatcher.deadEvents()).map((event) => [event.aggregateId, event.type, event.state])).toEqual([
      ["7", "order.paid", "dead"],
    ]);
  });

  it("retries only the handler that failed: the one that succeeded is not run again", async () => {
    const clock = testClock();
    let failing = true;
    const steady = recorder("steady", ["order.paid"]);
    const flaky = recorder("flaky", ["order.paid"], () => failing);
    await publish(database.db, 3, "order.paid", clock());
    const dispatcher = createEventDispatcher({ db: database.db, clock, handlers: [steady.handler, flaky.handler], retry: POLICY });
    expect(await dispatcher.dispatchDue()).toEqual({ done: 0, retrying: 1, dead: 0 });
    failing = false;
    clock.advance(POLICY.firstDelayMs);
    expect(await dispatcher.dispatchDue()).toEqual({ done: 1, retrying: 0, dead: 0 });
    expect(steady.heard).toHaveLength(1);
    expect(flaky.heard).toHaveLength(2);
    const handlings = await database.db.select({ handler: domainEventHandlings.handler }).from(domainEventHandlings);
    expect(handlings.map((row) => row.handler).sort()).toEqual(["flaky", "steady"]);
  });

  it("undoes a failing handler's database work with it, so its retry does the work once", async () => {
    const clock = testClock();
    await database.db.execute(sql`CREATE TABLE IF NOT EXISTS test_effects (event_id bigint NOT NULL, handler text NOT NULL)`);
    await database.db.execute(sql`DELETE FROM test_effects`);
    const handler = effectHandler((call) => {
      // The work is written, then the handler dies before it returns, the first time.
      if (call === 1) throw new Error("crashed after its side effect");
    });
    await publish(database.db, 4, "order.paid", clock());
    const dispatcher = createEventDispatcher({ db: database.db, clock, handlers: [handler], retry: POLICY });
    await dispatcher.dispatchDue();
    clock.advance(POLICY.firstDelayMs);
    await dispatcher.dispatchDue();
    expect(handler.calls).toBe(2);
    expect(await effects(database.db)).toBe(1);
  });

  it("never runs one handler for one event in two dispatchers at once, and runs it once", async () => {
    const clock = testClock();
    const other = await database.anotherConnection();
    try {
      for (let order = 1; order <= 12; order += 1) await publish(database.db, order, "order.paid", clock());
      const running = new Set<number>();
      const runs = new Map<number, number>();
      let overlaps = 0;
      const handler: EventHandler = {
        name: "slow",
        types: ["order.paid"],
        async handle(_tx, event) {
          if (running.has(event.id)) overlaps += 1;
          running.add(event.id);
          await new Promise((resolve) => setTimeout(resolve, 20));
          running.delete(event.id);
          runs.set(event.id, (runs.get(event.id) ?? 0) + 1);
        },
      };
      const first = createEventDispatcher({ db: database.db, clock, handlers: [handler], retry: POLICY });
      const second = createEventDispatcher({ db: other.db, clock, handlers: [handler], retry: POLICY });
      const reports = await Promise.all([first.dispatchDue(), second.dispatchDue(), first.dispatchDue(), second.dispatchDue()]);
      expect(overlaps).toBe(0);
      expect(reports.reduce((sum, report) => sum + report.done, 0)).toBe(12);
      expect([...runs.values()]).toEqual(Array(12).fill(1));
      const states = await database.db.select({ state: domainEvents.state }).from(domainEvents);
      expect(states.every((row) => row.state === "done")).toBe(true);
    } finally {
      await other.close();
    }
  });

  it("delivers at once what an aggregate's transaction just published, in order, and leaves other aggregates to the loop", async () => {
    const clock = testClock();
    const { handler, heard } = recorder("listener", ["order.confirmed", "order.paid"]);
    await publish(database.db, 2, "order.paid", clock());
    await database.db.transaction((tx) =>
      publishDomainEvents(
        tx,
        { type: "order", id: 1 },
        [
          { type: "order.confirmed", payload: {} },
          { type: "order.paid", payload: {} },
        ],
        clock(),
      ),
    );
    const dispatcher = createEventDispatcher({ db: database.db, clock, handlers: [handler], retry: POLICY });
    await dispatcher.deliverAggregate({ type: "order", id: 1 });
    expect(heard.map((event) => `${event.aggregateId}:${event.type}:${event.attempt}`)).toEqual(["1:order.confirmed:1", "1:order.paid:1"]);
    expect(await dispatcher.dispatchDue()).toEqual({ done: 1, retrying: 0, dead: 0 });
  });

  it("stops an immediate delivery at an event whose handler failed, and leaves it and what follows to the loop", async () => {
    const clock = testClock();
    let failing = true;
    const { handler, heard } = recorder("listener", ["order.paid", "order.shipped"], (event) => event.type === "order.paid" && failing);
    const errors: string[] = [];
    const dispatcher = createEventDispatcher({
      db: database.db,
      clock,
      handlers: [handler],
      retry: POLICY,
      onError: (_details, message) => errors.push(message),
    });
    await publish(database.db, 5, "order.paid", clock());
    await dispatcher.deliverAggregate({ type: "order", id: 5 });
    await publish(database.db, 5, "order.shipped", clock());
    // The paid event waits for its backoff; the shipped one behind it is not delivered before it.
    await dispatcher.deliverAggregate({ type: "order", id: 5 });
    expect(heard.map((event) => event.type)).toEqual(["order.paid"]);
    expect(errors).toEqual([]);
    failing = false;
    clock.advance(POLICY.firstDelayMs);
    expect(await dispatcher.dispatchDue()).toEqual({ done: 2, retrying: 0, dead: 0 });
    expect(heard.map((event) => `${event.type}:${event.attempt}`)).toEqual(["order.paid:1", "order.paid:2", "order.shipped:1"]);
  });

  it("runs a handler only after those it reads from have had the event, and its after-commit work once that has committed", async () => {
    const clock = testClock();
    let invoicingFails = true;
    const invoicing = recorder("invoicing", ["order.confirmed"], () => invoicingFails);
    const committed: number[] = [];
    let followedUp = () => undefined as void;
    const followUp = new Promise<void>((resolve) => (followedUp = resolve));
    const email: EventHandler = {
      name: "email",
      types: ["order.confirmed"],
      after: ["invoicing"],
      async handle(_tx, event) {
        return async () => {
          // Outside the delivery's transaction: its handling row is there for any connection to read.
          const rows = await database.db.select().from(domainEventHandlings).where(eq(domainEventHandlings.eventId, event.id));
          committed.push(rows.length);
          followedUp();
        };
      },
    };
    expect(() => createEventDispatcher({ db: database.db, clock, handlers: [email, invoicing.handler] })).toThrow(
      "Event handler email runs after invoicing, which is not registered before it",
    );
    const dispatcher = createEventDispatcher({ db: database.db, clock, handlers: [invoicing.handler, email], retry: POLICY });
    await publish(database.db, 6, "order.confirmed", clock());
    expect(await dispatcher.dispatchDue()).toEqual({ done: 0, retrying: 1, dead: 0 });
    const [waiting] = await database.db.select().from(domainEvents);
    expect(waiting!.lastError).toBe("invoicing: invoicing failed on order.confirmed\nemail: waits for invoicing");
    expect(committed).toEqual([]);
    invoicingFails = false;
    clock.advance(POLICY.firstDelayMs);
    expect(await dispatcher.dispatchDue()).toEqual({ done: 1, retrying: 0, dead: 0 });
    await followUp;
    expect(committed).toEqual([2]);
  });

  it("makes an immediate delivery wait for an event another dispatcher is delivering, then deliver the next, each once", async () => {
    const clock = testClock();
    const other = await database.anotherConnection();
    try {
      await publish(database.db, 8, "order.confirmed", clock());
      await publish(database.db, 8, "order.paid", clock());
      const runs: string[] = [];
      let inHandler = () => undefined as void;
      const handling = new Promise<void>((resolve) => (inHandler = resolve));
      const handler: EventHandler = {
        name: "slow",
        types: ["order.confirmed", "order.paid"],
        async handle(_tx, event) {
          runs.push(event.type);
          inHandler();
          if (event.type === "order.confirmed") await new Promise((resolve) => setTimeout(resolve, 200));
        },
      };
      const loop = createEventDispatcher({ db: other.db, clock, handlers: [handler], retry: POLICY });
      const service = createEventDispatcher({ db: database.db, clock, handlers: [handler], retry: POLICY });
      const looping = loop.dispatchDue(1);
      await handling;
      await service.deliverAggregate({ type: "order", id: 8 });
      await looping;
      expect(runs).toEqual(["order.confirmed", "order.paid"]);
      const states = await database.db.select({ state: domainEvents.state }).from(domainEvents);
      expect(states.map((row) => row.state)).toEqual(["done", "done"]);
    } finally {
      await other.close();
    }
  });

  it("delivers again an event whose dispatcher was killed mid-handler, and its work is done once", { timeout: 120_000 }, async () => {
    const dataDir = database.url ? null : await migratedPGliteDirectory("elara-dispatch");
    if (database.url)
      await database.db.execute(sql`CREATE TABLE IF NOT EXISTS test_effects (event_id bigint NOT NULL, handler text NOT NULL)`);
    if (database.url) await database.db.execute(sql`DELETE FROM test_effects`);
    if (database.url) await publish(database.db, 1, "order.paid", new Date());
    await killMidHandler(database.url ? ["--url", database.url] : ["--pglite", dataDir!, "--publish"]);

    const reopened: DatabaseHandle = database.url
      ? database
      : await openDatabase({ kind: "pglite", dataDir: dataDir! }, "the killed dispatcher's PGlite directory");
    try {
      // Past the attempt's lease: the event is due again.
      const later = () => new Date(Date.now() + 3_600_000);
      const handler = effectHandler();
      const dispatcher = createEventDispatcher({ db: reopened.db, clock: later, handlers: [handler] });
      // PostgreSQL lets go of the killed connection's lock when it notices the connection is gone: a moment at most.
      for (let tries = 0; handler.calls === 0 && tries < 50; tries += 1) {
        await dispatcher.dispatchDue();
        if (handler.calls === 0) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(handler.calls).toBe(1);
      expect(await effects(reopened.db)).toBe(1);
      const [event] = await reopened.db.select().from(domainEvents);
      expect(event).toMatchObject({ state: "done", attempts: 2 });
      expect(await reopened.db.select().from(domainEventHandlings)).toHaveLength(1);
    } finally {
      if (reopened !== database) await reopened.close();
    }
  });
});

/** A handler of order.paid that writes a row into test_effects for each event it handles, then runs `afterWork`. */
function effectHandler(afterWork: (call: number) => void = () => undefined): EventHandler & { calls: number } {
  const handler: EventHandler & { calls: number } = {
    name: "effect",
    types: ["order.paid"],
    calls: 0,
    async handle(tx, event) {
      handler.calls += 1;
      await tx.execute(sql`INSERT INTO test_effects (event_id, handler) VALUES (${event.id}, 'effect')`);
      afterWork(handler.calls);
    },
  };
  return handler;
}

async function effects(db: Database): Promise<number> {
  const result = await db.execute(sql`SELECT count(*)::int AS count FROM test_effects`);
  return (result as { rows: { count: number }[] }).rows[0]!.count;
}

/** Kills tests/server/dispatcher-child.ts once its handler has done its work. */
const killMidHandler = (args: string[]) => killOnceItPrints("tests/server/dispatcher-child.ts", args, "handling ");

/**
 * The pruning sweep of domain events (decisions 0084, 0090), on PGlite and on PostgreSQL with TEST_DATABASE_URL: it
 * deletes the delivered events older than the retention with the record of their handlers, keeps every event still
 * waiting or failed for good, goes batch by batch, and two instances sweeping at once delete each event once, neither
 * waiting for a row the other holds.
 */
import { asc, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "#server/db/client";
import { domainEventHandlings, domainEvents } from "#server/db/schema";
import { createEventDispatcher } from "#server/events/dispatcher";
import { testClock } from "#tests/server/account-kit.ts";
import { testDatabaseForFile } from "#tests/server/test-database.ts";
import { pruneDeliveredEvents } from "./domain-event-pruning.ts";

const database = testDatabaseForFile({ emptyEachTest: [domainEvents] });

const DAY_MS = 86_400_000;
const now = new Date("2026-09-01T10:00:00.000Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);

/** `count` events, one per order, published at `createdAt` and left in `state`, each with a handling: their ids. */
async function insertEvents(
  db: Database,
  { count, createdAt, state }: { count: number; createdAt: Date; state: "pending" | "done" | "dead" },
) {
  const rows = await db
    .insert(domainEvents)
    .values(
      Array.from({ length: count }, (_, index) => ({
        aggregateType: "order",
        aggregateId: String(index + 1),
        type: "order.paid",
        payload: {},
        createdAt,
        nextAttemptAt: createdAt,
        state,
        attempts: state === "pending" ? 0 : 1,
        settledAt: state === "pending" ? null : createdAt,
      })),
    )
    .returning({ id: domainEvents.id });
  const ids = rows.map((row) => row.id);
  await db.insert(domainEventHandlings).values(ids.map((eventId) => ({ eventId, handler: "ledger", handledAt: createdAt })));
  return ids;
}

const dispatcherOn = (db: Database) => createEventDispatcher({ db, clock: () => now, handlers: [] });

const remainingIds = async () =>
  (await database.db.select({ id: domainEvents.id }).from(domainEvents).orderBy(asc(domainEvents.id))).map((row) => row.id);

describe("the domain-event pruning sweep", () => {
  it("deletes the delivered events older than the retention with their handlings, and keeps the rest", async () => {
    const old = await insertEvents(database.db, { count: 3, createdAt: daysAgo(181), state: "done" });
    const atTheLimit = await insertEvents(database.db, { count: 1, createdAt: daysAgo(180), state: "done" });
    const recent = await insertEvents(database.db, { count: 2, createdAt: daysAgo(10), state: "done" });
    const waiting = await insertEvents(database.db, { count: 1, createdAt: daysAgo(400), state: "pending" });
    const failed = await insertEvents(database.db, { count: 1, createdAt: daysAgo(400), state: "dead" });

    expect(await pruneDeliveredEvents(dispatcherOn(database.db), testClock(now), 180)).toBe(3);

    expect(await remainingIds()).toEqual([...atTheLimit, ...recent, ...waiting, ...failed]);
    expect(await database.db.select().from(domainEventHandlings).where(inArray(domainEventHandlings.eventId, old))).toEqual([]);
    const kept = await database.db.select({ eventId: domainEventHandlings.eventId }).from(domainEventHandlings);
    expect(kept.map((row) => row.eventId).sort((a, b) => a - b)).toEqual([...atTheLimit, ...recent, ...waiting, ...failed]);
    expect(await pruneDeliveredEvents(dispatcherOn(database.db), testClock(now), 180)).toBe(0);
  });

  it("goes batch by batch until no old delivered event is left", async () => {
    await insertEvents(database.db, { count: 7, createdAt: daysAgo(200), state: "done" });
    const recent = await insertEvents(database.db, { count: 1, createdAt: daysAgo(1), state: "done" });
    expect(await dispatcherOn(database.db).pruneDone(daysAgo(180), 3)).toBe(7);
    expect(await remainingIds()).toEqual(recent);
  });

  it("deletes each event once when two instances sweep at once", async () => {
    await insertEvents(database.db, { count: 240, createdAt: daysAgo(200), state: "done" });
    const other = await database.anotherConnection();
    try {
      const sweeps = [dispatcherOn(database.db), dispatcherOn(other.db), dispatcherOn(database.db), dispatcherOn(other.db)];
      const pruned = await Promise.all(sweeps.map((sweep) => sweep.pruneDone(daysAgo(180), 20)));
      expect(pruned.reduce((sum, count) => sum + count, 0)).toBe(240);
      expect(await remainingIds()).toEqual([]);
      expect(await database.db.select().from(domainEventHandlings)).toEqual([]);
    } finally {
      await other.close();
    }
  });

  // PGlite runs one transaction at a time: a row held by another connection exists only on PostgreSQL.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "passes over an event another instance holds instead of waiting for it (PostgreSQL pass only)",
    async () => {
      const [held, ...free] = await insertEvents(database.db, { count: 4, createdAt: daysAgo(200), state: "done" });
      const other = await database.anotherConnection();
      try {
        let release!: () => void;
        const released = new Promise<void>((resolve) => (release = resolve));
        let locked!: () => void;
        const isLocked = new Promise<void>((resolve) => (locked = resolve));
        const holding = other.db.transaction(async (tx) => {
          await tx.select().from(domainEvents).where(eq(domainEvents.id, held!)).for("update");
          locked();
          await released;
        });
        await isLocked;
        expect(await dispatcherOn(database.db).pruneDone(daysAgo(180), 2)).toBe(free.length);
        expect(await remainingIds()).toEqual([held]);
        release();
        await holding;
        expect(await dispatcherOn(database.db).pruneDone(daysAgo(180), 2)).toBe(1);
      } finally {
        await other.close();
      }
    },
  );
});

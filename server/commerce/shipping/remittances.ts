/**
 * The couriers' cash-on-delivery transfers (issue 43 item 7): each day, for every enabled courier that lists them
 * (FAN Courier's bank-transfers, Cargus's CashAccount, the sandbox; Sameday offers no such report), the transfers of
 * the days since the last import are kept once each and matched by AWB to the store's parcel, and each one that pays
 * what the shopper owed settles its order through the orders module, with the transfer's bank reference.
 *
 * A day's list can still grow after it was read (a transfer made later that day, a report written overnight), so
 * each run reads again the last days it reached; a transfer read twice finds its row already there (unique on
 * courier, AWB and bank reference) and settles nothing twice. Safe with several instances and a kill at any moment,
 * as tracking is: a courier's import holds a lease on its own cursor row (`<courier>:remittances`), and each day's
 * transfers, the orders they settle and the cursor's new day are written in one transaction.
 */
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { shopCalendarDay } from "#domain/order-subscription-dates";
import { addDaysToDay } from "#domain/subscription-schedule";
import type { CourierId } from "#domain/shipments";
import type { Database } from "#server/db/client";
import { codRemittances, courierSyncCursors, shipments } from "#server/db/schema";
import type { Clock } from "#server/commerce/shared/clock";
import type { ParcelMoves, RemittanceOutcome } from "#server/commerce/orders/module";
import type { Remittance } from "./carriers/carrier.ts";
import type { CourierRegistry } from "./couriers.ts";

/** A run longer than this is taken to have died; the courier's import is free for the next run. */
const LEASE_MS = 5 * 60_000;
/** Where a courier's first import starts: couriers pay 3–5 days after delivery, so two weeks find what is owed now. */
const FIRST_LOOK_BACK_DAYS = 14;
/** The days before the last one reached that each run reads again, for transfers a courier lists late. */
const READ_AGAIN_DAYS = 2;
/** The furthest back an import may be asked to start (`npm run jobs -- import-remittances --since`): one call a day. */
export const REMITTANCE_SINCE_MAX_DAYS = 92;

export interface RemittanceDependencies {
  db: Database;
  clock: Clock;
  couriers: CourierRegistry;
  parcelMoves: Pick<ParcelMoves, "collectRemittance">;
  /** Sends the emails a settlement wrote (the invoice of an order delivered by it), once their transaction has committed. */
  deliverMail: (mailIds: number[]) => Promise<void>;
}

export type RemittanceImportOutcome =
  | { courier: CourierId; days: number; imported: number; collected: number; unmatched: number; differing: number }
  | { courier: CourierId; skipped: "leased" | "no_remittances" };

const cursorKey = (courier: CourierId) => `${courier}:remittances`;

export function createRemittances({ db, clock, couriers, parcelMoves, deliverMail }: RemittanceDependencies) {
  async function lease(key: string, now: Date) {
    await db.insert(courierSyncCursors).values({ courier: key, updatedAt: now }).onConflictDoNothing();
    const [row] = await db
      .update(courierSyncCursors)
      .set({ leasedUntil: new Date(now.getTime() + LEASE_MS) })
      .where(and(eq(courierSyncCursors.courier, key), or(isNull(courierSyncCursors.leasedUntil), lt(courierSyncCursors.leasedUntil, now))))
      .returning();
    return row ?? null;
  }

  /** Keeps one day's transfers once each, settles the orders they pay, and moves the cursor to the day. */
  async function recordDay(courier: CourierId, day: string, transfers: readonly Remittance[], now: Date) {
    return db.transaction(async (tx) => {
      const tally = { imported: 0, collected: 0, unmatched: 0, differing: 0, mailIds: [] as number[] };
      for (const transfer of transfers) {
        const [parcel] = await tx
          .select({ id: shipments.id, orderId: shipments.orderId })
          .from(shipments)
          .where(and(eq(shipments.courier, courier), eq(shipments.awb, transfer.awb)));
        const [kept] = await tx
          .insert(codRemittances)
          .values({
            courier,
            awb: transfer.awb,
            amountMinor: transfer.amountMinor,
            paidOn: transfer.paidOn,
            bankReference: transfer.bankReference,
            shipmentId: parcel?.id ?? null,
            importedAt: now,
          })
          .onConflictDoNothing()
          .returning({ id: codRemittances.id });
        // Read before, by this run or another: it did whatever it did then.
        if (!kept) continue;
        tally.imported += 1;
        if (!parcel) {
          tally.unmatched += 1;
          continue;
        }
        const settled = await parcelMoves.collectRemittance(tx, parcel.orderId, { courier, ...transfer }, now);
        tally.mailIds.push(...settled.mailIds);
        if (settled.outcome === "collected") tally.collected += 1;
        if (!SETTLED.has(settled.outcome)) tally.differing += 1;
      }
      // The cursor stays on the furthest day reached (an import asked to start earlier never moves it back), and the
      // lease is held on for the days still to read.
      await tx
        .update(courierSyncCursors)
        .set({
          cursor: sql`GREATEST(COALESCE(${courierSyncCursors.cursor}, ''), ${day})`,
          syncedUntil: now,
          leasedUntil: new Date(clock().getTime() + LEASE_MS),
          updatedAt: now,
        })
        .where(eq(courierSyncCursors.courier, cursorKey(courier)));
      return tally;
    });
  }

  async function importCourier(courier: CourierId, options: { since?: string } = {}): Promise<RemittanceImportOutcome> {
    const adapter = couriers.adapter(courier);
    if (!adapter?.capabilities.remittances) return { courier, skipped: "no_remittances" };
    const now = clock();
    const key = cursorKey(courier);
    const held = await lease(key, now);
    if (!held) return { courier, skipped: "leased" };
    const today = shopCalendarDay(now);
    const resumeFrom = held.cursor ? addDaysToDay(held.cursor, -READ_AGAIN_DAYS) : addDaysToDay(today, -FIRST_LOOK_BACK_DAYS);
    let day = options.since !== undefined && options.since < resumeFrom ? options.since : resumeFrom;
    const outcome = { courier, days: 0, imported: 0, collected: 0, unmatched: 0, differing: 0 };
    try {
      for (; day <= today; day = addDaysToDay(day, 1)) {
        const transfers = await adapter.remittances(day);
        const tally = await recordDay(courier, day, transfers, now);
        outcome.days += 1;
        outcome.imported += tally.imported;
        outcome.collected += tally.collected;
        outcome.unmatched += tally.unmatched;
        outcome.differing += tally.differing;
        await deliverMail(tally.mailIds);
      }
      return outcome;
    } finally {
      await db.update(courierSyncCursors).set({ leasedUntil: null }).where(eq(courierSyncCursors.courier, key));
    }
  }

  return {
    importCourier,
    /** One run over every enabled courier that lists its transfers; one that fails does not stop the others. */
    async importAll(options: { since?: string } = {}): Promise<RemittanceImportOutcome[]> {
      const outcomes: RemittanceImportOutcome[] = [];
      const failures: unknown[] = [];
      for (const courier of couriers.enabled()) {
        try {
          outcomes.push(await importCourier(courier, options));
        } catch (error) {
          failures.push(error);
        }
      }
      if (failures.length > 0) throw new AggregateError(failures, `The remittance import failed for ${failures.length} courier(s)`);
      return outcomes;
    },
  };
}

/** The outcomes where the transfer and the order agree: anything else shows on the admin's reconciliation page. */
const SETTLED = new Set<RemittanceOutcome>(["collected", "collected_before"]);

export type Remittances = ReturnType<typeof createRemittances>;

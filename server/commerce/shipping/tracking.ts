/**
 * Automatic tracking (issue 43 item 5, decision 0092): for each enabled courier, the events since its saved cursor
 * (status-sync, GetDeltaEvents, or each open AWB's history), kept once each, the parcel's status set from its latest
 * event, and the order moved by each new event in the order they happened.
 *
 * Safe with several instances and with a kill at any moment: a courier's run holds a lease on its cursor row (one
 * instance at a time; a killed run's lease runs out), and the events, the statuses, the order's moves and the new
 * cursor are written in one transaction, so a run killed before it commits is simply asked again — the same events
 * then find their rows already there and move nothing twice.
 */
import { and, eq, inArray, isNull, lt, notInArray, or } from "drizzle-orm";
import { FINAL_SHIPMENT_STATUSES, type CourierId, type ShipmentStatus } from "#domain/shipments";
import type { Database } from "#server/db/client";
import { courierSyncCursors, shipmentEvents, shipments } from "#server/db/schema";
import type { Clock } from "#server/commerce/shared/clock";
import type { ParcelMoves } from "#server/commerce/orders/module";
import type { TrackingEvent } from "./carriers/carrier.ts";
import type { CourierRegistry } from "./couriers.ts";
import type { ReturnParcelMoves } from "./return-shipments.ts";
import { followShipmentEvents } from "./shipment-status.ts";

/** A run longer than this is taken to have died; its courier is free for the next run. */
const LEASE_MS = 5 * 60_000;
/** Where the first run of a courier starts. */
const FIRST_LOOK_BACK_MS = 7 * 24 * 3_600_000;
const NOT_OPEN = ["requested", "failed", ...FINAL_SHIPMENT_STATUSES];

export interface TrackingDependencies {
  db: Database;
  clock: Clock;
  couriers: CourierRegistry;
  parcelMoves: ParcelMoves;
  /** A return's parcel moves its return, not its order (issue 43 item 8). */
  returnParcelMoves: ReturnParcelMoves;
  /** Sends the emails the moves wrote (a COD order's invoice on delivery), once their transaction has committed. */
  deliverMail: (mailIds: number[]) => Promise<void>;
}

export type CourierSyncOutcome = { courier: CourierId; events: number; moved: number } | { courier: CourierId; skipped: "leased" };

export function createTracking({ db, clock, couriers, parcelMoves, returnParcelMoves, deliverMail }: TrackingDependencies) {
  async function lease(courier: CourierId, now: Date) {
    await db.insert(courierSyncCursors).values({ courier, updatedAt: now }).onConflictDoNothing();
    const [row] = await db
      .update(courierSyncCursors)
      .set({ leasedUntil: new Date(now.getTime() + LEASE_MS) })
      .where(
        and(eq(courierSyncCursors.courier, courier), or(isNull(courierSyncCursors.leasedUntil), lt(courierSyncCursors.leasedUntil, now))),
      )
      .returning();
    return row ?? null;
  }

  /** Keeps the events of known parcels once each, sets each parcel's status, moves their orders; answers what was new. */
  async function record(tx: Database, courier: CourierId, events: readonly TrackingEvent[], now: Date) {
    const awbs = [...new Set(events.map((event) => event.awb))];
    if (awbs.length === 0) return { events: 0, moved: 0, mailIds: [] as number[] };
    const known = await tx
      .select()
      .from(shipments)
      .where(and(eq(shipments.courier, courier), inArray(shipments.awb, awbs)))
      .for("update");
    const byAwb = new Map(known.map((shipment) => [shipment.awb!, shipment]));
    const fresh: {
      shipmentId: number;
      orderId: number;
      returnId: number | null;
      status: ShipmentStatus;
      awb: string;
      outbound: boolean;
    }[] = [];
    for (const event of [...events].sort((a, b) => a.at.getTime() - b.at.getTime())) {
      const shipment = byAwb.get(event.awb);
      if (!shipment) continue;
      const [inserted] = await tx
        .insert(shipmentEvents)
        .values({
          shipmentId: shipment.id,
          carrierCode: event.carrierCode,
          status: event.status,
          at: event.at,
          description: event.description,
          location: event.location,
          recordedAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: shipmentEvents.id });
      if (inserted)
        fresh.push({
          shipmentId: shipment.id,
          orderId: shipment.orderId,
          returnId: shipment.kind === "return" ? shipment.returnId : null,
          status: event.status,
          awb: event.awb,
          outbound: shipment.kind === "outbound",
        });
    }
    const mailIds: number[] = [];
    let moved = 0;
    for (const shipmentId of new Set(fresh.map((event) => event.shipmentId))) {
      await followShipmentEvents(tx, shipmentId, now);
    }
    for (const event of fresh) {
      const followed =
        event.returnId === null
          ? await parcelMoves.follow(tx, event.orderId, event.status, now)
          : await returnParcelMoves.follow(tx, event.returnId, event.status, now);
      mailIds.push(...followed.mailIds);
      if (followed.moved) moved += 1;
      // The return scan of a parcel sent to the shopper: its units back, an unpaid cash-on-delivery order ended.
      if (event.status === "returned" && event.outbound) await parcelMoves.returned(tx, event.orderId, { awb: event.awb }, now);
    }
    return { events: fresh.length, moved, mailIds };
  }

  async function syncCourier(courier: CourierId): Promise<CourierSyncOutcome> {
    const adapter = couriers.adapter(courier);
    if (!adapter) return { courier, events: 0, moved: 0 };
    const now = clock();
    const held = await lease(courier, now);
    if (!held) return { courier, skipped: "leased" };
    try {
      const open = await db
        .select({ awb: shipments.awb })
        .from(shipments)
        .where(and(eq(shipments.courier, courier), notInArray(shipments.status, NOT_OPEN)));
      const openAwbs = open.map((row) => row.awb!).filter(Boolean);
      const since = held.syncedUntil ?? new Date(now.getTime() - FIRST_LOOK_BACK_MS);
      const page =
        openAwbs.length === 0 && !adapter.capabilities.deltaEvents
          ? { events: [], cursor: held.cursor ?? "" }
          : await adapter.eventsSince({ cursor: held.cursor, since, until: now, openAwbs });
      const outcome = await db.transaction(async (tx) => {
        const recorded = await record(tx, courier, page.events, now);
        await tx
          .update(courierSyncCursors)
          .set({ cursor: page.cursor || null, syncedUntil: now, leasedUntil: null, updatedAt: now })
          .where(eq(courierSyncCursors.courier, courier));
        return recorded;
      });
      await deliverMail(outcome.mailIds);
      return { courier, events: outcome.events, moved: outcome.moved };
    } catch (error) {
      // Free the courier for the next run at once; the cursor has not moved, so nothing is skipped.
      await db.update(courierSyncCursors).set({ leasedUntil: null }).where(eq(courierSyncCursors.courier, courier));
      throw error;
    }
  }

  return {
    syncCourier,
    /** One run over every enabled courier; a courier that fails does not stop the others (the error is rethrown after). */
    async syncAll(): Promise<CourierSyncOutcome[]> {
      const outcomes: CourierSyncOutcome[] = [];
      const failures: unknown[] = [];
      for (const courier of couriers.enabled()) {
        try {
          outcomes.push(await syncCourier(courier));
        } catch (error) {
          failures.push(error);
        }
      }
      if (failures.length > 0) throw new AggregateError(failures, `Tracking failed for ${failures.length} courier(s)`);
      return outcomes;
    },
    /** A parcel's events, oldest first, for the order's pages. */
    async eventsOf(shipmentId: number) {
      return db
        .select()
        .from(shipmentEvents)
        .where(eq(shipmentEvents.shipmentId, shipmentId))
        .orderBy(shipmentEvents.at, shipmentEvents.id);
    },
  };
}

export type Tracking = ReturnType<typeof createTracking>;

/**
 * The AWB that brings a return back to the shop (issue 43 item 8, decision 0092): made once however often staff press,
 * as an order's AWB is (awbs.ts): the request row written first under the return's lock (reference `ELARA-R{return}`,
 * `-{attempt}` after a failed or cancelled one; one live return shipment per return by a partial unique index), the
 * courier asked outside any transaction, its answer written after, and a lost answer recovered by the reference.
 *
 * The shipping module never reads or moves a return: the returns module hands in, with each request, a check made in
 * the request's transaction ("this return may have a return AWB now"), and it follows the parcel's delivery through
 * the `ReturnParcelMoves` port it implements and the platform wires into tracking.
 */
import { and, asc, desc, eq, notInArray } from "drizzle-orm";
import { RETURN_AWB_CREATED, type ReturnAwbMode, type ReturnAwbView } from "#domain/return-awbs";
import type { CourierId, ShipmentStatus } from "#domain/shipments";
import type { Database } from "#server/db/client";
import { pickupPoints, shipmentEvents, shipments } from "#server/db/schema";
import type { Clock } from "#server/commerce/shared/clock";
import { publishDomainEvents, type DeliverEvents } from "#server/commerce/shared/domain-events";
import { nextPickupWindow } from "#domain/courier-pickup";
import type { StaffActor, StaffAudit } from "#server/commerce/shared/staff-audit";
import type { ShipmentDraft, ShipmentRecipient } from "./carriers/carrier.ts";
import type { CourierRegistry } from "./couriers.ts";
import { askCarrier, DEFAULT_BOX_CM, LIVE, nextAttempt, resumeLive, writeRequest, type ShipmentClaim, type ShipmentRow } from "./awbs.ts";

/**
 * What a return's parcel does to its return, as tracking asks for it: the returns module implements it (the parcel
 * delivered to the shop is staff's "received"), the platform hands it in.
 */
export interface ReturnParcelMoves {
  /** In the tracking's transaction; a status heard twice or late changes nothing. The emails go after commit. */
  follow(tx: Database, returnId: number, status: ShipmentStatus, now: Date): Promise<{ moved: boolean; mailIds: number[] }>;
}

export interface ReturnShipmentRequest {
  returnId: number;
  orderId: number;
  mode: ReturnAwbMode;
  /** The courier's locker the customer drops the parcel in, for `locker`. */
  lockerId: string | null;
  /** The customer, where the courier collects the parcel (and whom it calls). */
  sender: ShipmentRecipient;
  weightGrams: number;
  /** What the parcel is worth to the shop, in bani, for the courier's insurance. */
  declaredValueMinor: number;
  /**
   * Run in the request's transaction before anything is written: locks the return and answers whether it may have a
   * return AWB now (approved, not yet received). False refuses the request and writes nothing.
   */
  mayShip: (tx: Database) => Promise<boolean>;
}

export type ReturnShipmentOutcome =
  | { kind: "created"; shipment: ShipmentRow; repeated: boolean }
  /** The return is not waiting for its parcel (not approved, received, cancelled). */
  | { kind: "not_returnable" }
  /** No enabled courier makes a return AWB this way; `courier` is the one the order went out with, if any. */
  | { kind: "mode_not_offered"; courier: CourierId | null }
  | { kind: "unknown_locker" }
  | { kind: "in_progress" }
  | { kind: "courier_refused"; message: string }
  | { kind: "courier_unavailable" };

/**
 * `return.awb_created`, published on the return in the transaction that writes the courier's AWB (once, by the press
 * whose answer stands): what the customer's email says, so its handler reads nothing of the shipping module's.
 */
export interface ReturnAwbCreatedPayload {
  returnId: number;
  orderId: number;
  shipmentId: number;
  courier: CourierId;
  awb: string;
  /** Where the customer drops the parcel, for a locker drop; null when the courier collects it. */
  locker: { name: string; address: string; city: string } | null;
  /** When the courier comes for it (ISO instants, the shop's pick-up rule from the AWB's making); null for a locker drop. */
  pickup: { from: string; to: string } | null;
}

export function createReturnShipments({
  db,
  clock,
  couriers,
  audit,
  shop,
  deliverEvents,
}: {
  db: Database;
  clock: Clock;
  couriers: CourierRegistry;
  audit: StaffAudit;
  /** Delivers the AWB's event (the customer's email) once its transaction committed. */
  deliverEvents: DeliverEvents;
  /** The shop, where every return goes: the company's name and address (`config.company`, domain/company.ts). */
  shop: ShipmentRecipient;
}) {
  type Claim = ShipmentClaim<ReturnShipmentOutcome>;

  /** The courier the order went out with when it makes return AWBs this way, else the first enabled one that does. */
  async function courierFor(tx: Database, orderId: number, mode: ReturnAwbMode) {
    const offers = (courier: CourierId) => couriers.adapter(courier)?.capabilities.returnServices?.[mode];
    const [outbound] = await tx
      .select({ courier: shipments.courier })
      .from(shipments)
      .where(and(eq(shipments.orderId, orderId), eq(shipments.kind, "outbound"), notInArray(shipments.status, ["requested", "failed"])))
      .orderBy(desc(shipments.id))
      .limit(1);
    const first = outbound?.courier as CourierId | undefined;
    const courier = first && offers(first) ? first : couriers.enabled().find((candidate) => offers(candidate));
    return { courier: courier ?? null, service: courier ? offers(courier)! : null, outbound: first ?? null };
  }

  async function claim(request: ReturnShipmentRequest, actor: StaffActor): Promise<Claim> {
    return db.transaction(async (tx): Promise<Claim> => {
      if (!(await request.mayShip(tx))) return { kind: "done", outcome: { kind: "not_returnable" } };
      const now = clock();
      const draftOf = (shipment: ShipmentRow): ShipmentDraft => ({
        reference: shipment.reference,
        service: shipment.service,
        recipient: shop,
        sender: request.sender,
        firstMileLockerId: shipment.lockerId,
        parcels: shipment.parcels,
        cashOnDeliveryMinor: 0,
        declaredValueMinor: shipment.declaredValueMinor,
        lockerId: null,
        contents: `Retur ${shipment.reference}`,
        openPackage: false,
      });
      const [live] = await tx
        .select()
        .from(shipments)
        .where(and(eq(shipments.returnId, request.returnId), eq(shipments.kind, "return"), LIVE));
      if (live) return resumeLive(tx, live, now, draftOf);
      const chosen = await courierFor(tx, request.orderId, request.mode);
      if (!chosen.courier || !chosen.service) return { kind: "done", outcome: { kind: "mode_not_offered", courier: chosen.outbound } };
      if (request.mode === "locker") {
        const [locker] = await tx
          .select({ kind: pickupPoints.kind })
          .from(pickupPoints)
          .where(
            and(
              eq(pickupPoints.courier, chosen.courier),
              eq(pickupPoints.externalId, request.lockerId ?? ""),
              eq(pickupPoints.active, true),
            ),
          );
        if (!locker) return { kind: "done", outcome: { kind: "unknown_locker" } };
      }
      const { reference } = await nextAttempt(
        tx,
        and(eq(shipments.returnId, request.returnId), eq(shipments.kind, "return")),
        `ELARA-R${request.returnId}`,
      );
      return writeRequest(
        { tx, audit, actor, now },
        {
          orderId: request.orderId,
          kind: "return",
          returnId: request.returnId,
          courier: chosen.courier,
          service: chosen.service,
          reference,
          // A return's locker is where the customer drops it (the first mile), not where it is delivered.
          lockerId: request.mode === "locker" ? request.lockerId : null,
          cashOnDeliveryMinor: 0,
          declaredValueMinor: request.declaredValueMinor,
          parcels: [{ weightGrams: Math.max(1, request.weightGrams), ...DEFAULT_BOX_CM }],
        },
        {
          action: "return.awb_request",
          target: { type: "return", id: request.returnId },
          after: { courier: chosen.courier, mode: request.mode, lockerId: request.lockerId },
        },
        draftOf,
      );
    });
  }

  async function publishAwbMade(tx: Database, row: ShipmentRow, now: Date) {
    const [locker] = row.lockerId
      ? await tx
          .select({ name: pickupPoints.name, address: pickupPoints.address, city: pickupPoints.city })
          .from(pickupPoints)
          .where(and(eq(pickupPoints.courier, row.courier), eq(pickupPoints.externalId, row.lockerId)))
      : [];
    const window = row.lockerId ? null : nextPickupWindow(now);
    const payload: ReturnAwbCreatedPayload = {
      returnId: row.returnId!,
      orderId: row.orderId,
      shipmentId: row.id,
      courier: row.courier as CourierId,
      awb: row.awb!,
      locker: row.lockerId ? (locker ?? { name: row.lockerId, address: "", city: "" }) : null,
      pickup: window ? { from: window.from.toISOString(), to: window.to.toISOString() } : null,
    };
    await publishDomainEvents(tx, { type: "return", id: row.returnId! }, [{ type: RETURN_AWB_CREATED, payload: { ...payload } }], now);
  }

  /** The return's newest shipment (live, or the last failed or cancelled one), or null. */
  async function latest(returnId: number): Promise<ShipmentRow | null> {
    const [row] = await db
      .select()
      .from(shipments)
      .where(and(eq(shipments.returnId, returnId), eq(shipments.kind, "return")))
      .orderBy(desc(shipments.id))
      .limit(1);
    return row ?? null;
  }

  return {
    /** Makes the return's AWB (or answers the live one); the request's `mayShip` decides whether the return may have one. */
    async create(request: ReturnShipmentRequest, actor: StaffActor): Promise<ReturnShipmentOutcome> {
      const claimed = await claim(request, actor);
      if (claimed.kind === "done") return claimed.outcome;
      const adapter = couriers.adapter(claimed.shipment.courier as CourierId);
      if (!adapter) return { kind: "mode_not_offered", courier: claimed.shipment.courier as CourierId };
      const answer = await askCarrier({ db, clock }, adapter, claimed, publishAwbMade);
      if (answer.kind !== "created") return answer;
      await deliverEvents({ type: "return", id: request.returnId });
      return { ...answer, repeated: false };
    },

    /** The return's live shipment, or null: what staff cancel and whose label is printed. */
    async liveOf(returnId: number): Promise<ShipmentRow | null> {
      const row = await latest(returnId);
      return row && row.status !== "failed" && row.status !== "cancelled" ? row : null;
    },

    /** The return's newest AWB as both sides show it, with the courier's events; null when none was ever asked for. */
    async view(returnId: number): Promise<ReturnAwbView | null> {
      const row = await latest(returnId);
      if (!row) return null;
      const [events, [locker]] = await Promise.all([
        db
          .select()
          .from(shipmentEvents)
          .where(eq(shipmentEvents.shipmentId, row.id))
          .orderBy(asc(shipmentEvents.at), asc(shipmentEvents.id)),
        row.lockerId
          ? db
              .select({ name: pickupPoints.name, address: pickupPoints.address, city: pickupPoints.city })
              .from(pickupPoints)
              .where(and(eq(pickupPoints.courier, row.courier), eq(pickupPoints.externalId, row.lockerId)))
          : Promise.resolve([]),
      ]);
      return {
        shipmentId: row.id,
        courier: row.courier as CourierId,
        awb: row.awb,
        status: row.status as ReturnAwbView["status"],
        mode: row.lockerId ? "locker" : "pickup",
        locker: row.lockerId
          ? { id: row.lockerId, name: locker?.name ?? row.lockerId, address: locker?.address ?? "", city: locker?.city ?? "" }
          : null,
        failure: row.failure,
        requestedAt: row.requestedAt.toISOString(),
        events: events.map((event) => ({
          status: event.status as ShipmentStatus,
          at: event.at.toISOString(),
          description: event.description,
          location: event.location,
        })),
      };
    },
  };
}

export type ReturnShipments = ReturnType<typeof createReturnShipments>;

/**
 * The one writer of a shipment's state (issue 65 item 4): every change of `shipments.status` goes through here, in the
 * caller's transaction, from where the table of domain/shipment-lifecycle.ts allows. A request starts `requested` by
 * the column's default; a test fails if any other file under server/ writes the column.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { shipmentActionFrom, shipmentActionTo, type ShipmentAction } from "#domain/shipment-lifecycle";
import type { Database } from "#server/db/client";
import { shipmentEvents, shipments } from "#server/db/schema";

type ShipmentRow = typeof shipments.$inferSelect;

const from = (action: ShipmentAction) => inArray(shipments.status, [...shipmentActionFrom(action)]);

/**
 * The courier's answer to a request still waiting for it: its AWB and cost, or its refusal's words. Undefined when the
 * request was settled meanwhile (another press's answer stands).
 */
export async function settleShipmentRequest(
  tx: Database,
  shipmentId: number,
  answer: { action: "awb_created"; awb: string; costMinor: number | null } | { action: "awb_refused"; failure: string },
  now: Date,
): Promise<ShipmentRow | undefined> {
  const { action, ...values } = answer;
  const [row] = await tx
    .update(shipments)
    .set({ ...values, status: shipmentActionTo(action), statusAt: now })
    .where(and(eq(shipments.id, shipmentId), from(action)))
    .returning();
  return row;
}

/** A parcel the courier agreed to call back (the caller asked `shipmentAllows(status, "call_back")` before asking it). */
export async function callBackShipment(tx: Database, shipmentId: number, now: Date): Promise<void> {
  // The courier's yes ends the parcel, whatever tracking heard of it since the caller read it.
  await tx
    .update(shipments)
    .set({ status: shipmentActionTo("call_back"), statusAt: now })
    .where(eq(shipments.id, shipmentId));
}

/** A tracked parcel's status, its latest event's however late the events arrived; a parcel called back keeps its own. */
export async function followShipmentEvents(tx: Database, shipmentId: number, now: Date): Promise<void> {
  await tx
    .update(shipments)
    .set({
      status: sql`(SELECT ${shipmentEvents.status} FROM ${shipmentEvents} WHERE ${shipmentEvents.shipmentId} = ${shipmentId} ORDER BY ${shipmentEvents.at} DESC, ${shipmentEvents.id} DESC LIMIT 1)`,
      statusAt: now,
      deliveredAt: sql`COALESCE(${shipments.deliveredAt}, (SELECT min(${shipmentEvents.at}) FROM ${shipmentEvents} WHERE ${shipmentEvents.shipmentId} = ${shipmentId} AND ${shipmentEvents.status} = 'delivered'))`,
    })
    .where(and(eq(shipments.id, shipmentId), from("track")));
}

/**
 * The parcels staff must deal with (issue 43 item 5, decision 0092): an outbound parcel refused, on its way back,
 * back at the shop or lost, until a member marks its task done. Tracking opens a task by the status it sets; closing
 * it is audited and happens once, however often it is pressed.
 */
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { PARCEL_TASK_STATUSES, isParcelTaskStatus, parcelTaskAdvice, type ParcelTask } from "#domain/parcel-tasks";
import type { CourierId } from "#domain/shipments";
import type { Database } from "#server/db/client";
import { orders, shipmentEvents, shipments } from "#server/db/schema";
import type { Clock } from "#server/commerce/shared/clock";
import type { StaffActor, StaffAudit } from "#server/commerce/shared/staff-audit";

/** How many open tasks the dashboard lists; more than this says something else is wrong. */
export const PARCEL_TASKS_SHOWN = 50;

export type CloseTaskOutcome =
  | { kind: "closed"; closedAt: Date; changed: boolean }
  | { kind: "not_found" }
  /** The parcel is not (or no longer) refused, returning, returned or lost: there is nothing to close. */
  | { kind: "not_a_task"; status: string };

const OPEN = and(eq(shipments.kind, "outbound"), inArray(shipments.status, [...PARCEL_TASK_STATUSES]), isNull(shipments.taskClosedAt));

export function createParcelTasks({ db, clock, audit }: { db: Database; clock: Clock; audit: StaffAudit }) {
  async function read(where: ReturnType<typeof and>, limit: number): Promise<ParcelTask[]> {
    const rows = await db
      .select({
        shipmentId: shipments.id,
        orderNumber: orders.orderNumber,
        courier: shipments.courier,
        awb: shipments.awb,
        status: shipments.status,
        // When the courier said so, rather than when the store heard it.
        since:
          sql<Date>`coalesce((SELECT max(${shipmentEvents.at}) FROM ${shipmentEvents} WHERE ${shipmentEvents.shipmentId} = ${shipments.id} AND ${shipmentEvents.status} = ${shipments.status}), ${shipments.statusAt})`.mapWith(
            shipments.statusAt,
          ),
        paymentMethod: orders.paymentMethod,
        paidAt: orders.paidAt,
      })
      .from(shipments)
      .innerJoin(orders, eq(orders.id, shipments.orderId))
      .where(where)
      .orderBy(desc(shipments.statusAt), desc(shipments.id))
      .limit(limit);
    return rows.flatMap((row) =>
      isParcelTaskStatus(row.status)
        ? [
            {
              shipmentId: row.shipmentId,
              orderNumber: row.orderNumber,
              courier: row.courier as CourierId,
              awb: row.awb ?? "",
              status: row.status,
              since: row.since.toISOString(),
              advice: parcelTaskAdvice(row.status, { paid: row.paymentMethod !== "cod" || row.paidAt !== null }),
            },
          ]
        : [],
    );
  }

  return {
    /** The open tasks, the newest first. */
    open: () => read(OPEN, PARCEL_TASKS_SHOWN),
    /** An order's open tasks, for its page. */
    ofOrder: (orderNumber: number) => read(and(OPEN, eq(orders.orderNumber, orderNumber)), PARCEL_TASKS_SHOWN),
    /** Marks a parcel's task done; a second press answers the first's time and changes nothing. */
    async close(shipmentId: number, actor: StaffActor): Promise<CloseTaskOutcome> {
      return db.transaction(async (tx) => {
        const [shipment] = await tx
          .select({ status: shipments.status, kind: shipments.kind, taskClosedAt: shipments.taskClosedAt, orderId: shipments.orderId })
          .from(shipments)
          .where(eq(shipments.id, shipmentId))
          .for("update");
        if (!shipment) return { kind: "not_found" };
        if (shipment.taskClosedAt) return { kind: "closed", closedAt: shipment.taskClosedAt, changed: false };
        if (shipment.kind !== "outbound" || !isParcelTaskStatus(shipment.status)) return { kind: "not_a_task", status: shipment.status };
        const now = clock();
        await tx.update(shipments).set({ taskClosedAt: now }).where(eq(shipments.id, shipmentId));
        const [order] = await tx.select({ orderNumber: orders.orderNumber }).from(orders).where(eq(orders.id, shipment.orderId));
        await audit(
          tx,
          actor,
          {
            action: "parcel.task_close",
            target: { type: "order", id: order?.orderNumber ?? shipment.orderId },
            after: { shipment: shipmentId, status: shipment.status },
          },
          now,
        );
        return { kind: "closed", closedAt: now, changed: true };
      });
    },
  };
}

export type ParcelTasks = ReturnType<typeof createParcelTasks>;

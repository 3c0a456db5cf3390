/**
 * Parcels staff must deal with (issue 43 item 5, decision 0092): a parcel sent to a shopper that was refused, is on
 * its way back, came back or was lost stays a task on the admin's dashboard and order page until a member marks it
 * done (`shipments.task_closed_at`). What to do depends on where the parcel is and whether the order was paid.
 */
import { z } from "zod";
import type { CourierId, ShipmentStatus } from "./shipments.ts";

/** The parcel statuses that make a task. */
export const PARCEL_TASK_STATUSES = ["refused", "returning", "returned", "lost"] as const satisfies readonly ShipmentStatus[];
export type ParcelTaskStatus = (typeof PARCEL_TASK_STATUSES)[number];

export function isParcelTaskStatus(status: string): status is ParcelTaskStatus {
  return (PARCEL_TASK_STATUSES as readonly string[]).includes(status);
}

/**
 * What the task asks of staff: wait for the return scan (the stock comes back by itself then); nothing but a look for
 * an unpaid cash-on-delivery order, which the return scan cancelled; refund or send again an order that was paid; ask
 * the courier about a lost parcel.
 */
export type ParcelTaskAdvice = "await_return" | "cod_cancelled" | "refund_or_reship" | "claim_lost";

export function parcelTaskAdvice(status: ParcelTaskStatus, order: { paid: boolean }): ParcelTaskAdvice {
  if (status === "lost") return "claim_lost";
  if (status !== "returned") return "await_return";
  return order.paid ? "refund_or_reship" : "cod_cancelled";
}

/** A task as the admin's pages show it. */
export interface ParcelTask {
  shipmentId: number;
  orderNumber: number;
  courier: CourierId;
  awb: string;
  status: ParcelTaskStatus;
  /** When the parcel took that status (ISO). */
  since: string;
  advice: ParcelTaskAdvice;
}

/** `POST /api/admin/shipments/{id}/close-task`: the task closed now, or by an earlier press (`changed` false). */
export const parcelTaskClosedSchema = z.object({
  shipmentId: z.number().int(),
  closedAt: z.string(),
  changed: z.boolean(),
});
export type ParcelTaskClosed = z.infer<typeof parcelTaskClosedSchema>;

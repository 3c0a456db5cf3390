/**
 * The moves a parcel makes on its order, as the shipping module asks for them (the `ParcelMoves` port): shipped with
 * the AWB through staff's own "shipped" step (the shopper's email with the tracking number), then the courier's
 * statuses through the lifecycle, delivery issuing a cash-on-delivery order's invoice as staff's "delivered" does, and
 * the courier's transfer of the cash settling the order as staff's "cash collected" does.
 */
import { and, eq } from "drizzle-orm";
import { inspectOrderParcel } from "#server/commerce/catalog/module";
import { ORDER_ACTION_OF_STATUS, type CourierId, type ShipmentStatus } from "#domain/shipments";
import type { Carrier } from "#domain/carriers";
import { orderEvents, orders } from "#server/db/schema";
import type { Database } from "#server/db/client";
import type { StaffActor } from "#server/commerce/shared/staff-audit";
import { invoiceAndMail, type Invoicing } from "#server/commerce/invoicing/module";
import type { OrderActions } from "./back-office/order-actions.ts";
import { nameCashTransfer } from "#server/commerce/payments/module";
import { collectCash } from "./cash-collection.ts";
import { giveUpHold } from "./line-holds.ts";
import { tryOrderTransition } from "./lifecycle.ts";

/**
 * What a parcel does to its order: shipped when its AWB is made, then moved by what the courier says. The orders module
 * owns the order's lifecycle and its emails; the platform builds these with its order actions and hands them to the
 * shipping module, which never writes an order itself (decision 0092).
 */
export interface ParcelMoves {
  /** Marks the order shipped with this AWB and emails the shopper, as staff's "shipped" does. */
  ship(
    orderNumber: number,
    parcel: { courier: CourierId; awb: string },
    actor: StaffActor,
  ): Promise<"shipped" | "not_shippable" | "not_found">;
  /**
   * Moves the order as a courier status asks, in the caller's transaction, when the order can take that step from
   * where it stands (a status heard twice or late changes nothing); answers whether it moved, and the ids of the emails
   * to deliver after commit.
   */
  follow(tx: Database, orderId: number, status: ShipmentStatus, now: Date): Promise<{ moved: boolean; mailIds: number[] }>;
  /**
   * The courier's return scan of an outbound parcel, in the caller's transaction: see `parcelReturned`. Repeating it
   * (a second "returned" event, a run asked again) changes nothing.
   */
  returned(tx: Database, orderId: number, parcel: { awb: string }, now: Date): Promise<ParcelReturnOutcome>;
  /**
   * Settles a cash-on-delivery order with the courier's transfer of its cash, in the caller's transaction, as staff's
   * "cash collected" does but by no member: the payment keeps the transfer's bank reference. Only when the transfer
   * is what the shopper owed on delivery: another amount changes nothing (`amount_differs`), for staff to look into.
   */
  collectRemittance(
    tx: Database,
    orderId: number,
    remittance: { courier: CourierId; awb: string; amountMinor: number; bankReference: string },
    now: Date,
  ): Promise<{ outcome: RemittanceOutcome; mailIds: number[] }>;
}

/** What a return scan did: units back at the shop to inspect, and the order cancelled (cash on delivery nobody paid). */
export interface ParcelReturnOutcome {
  toInspect: boolean;
  cancelled: boolean;
}

/**
 * A parcel back at the shop (decision 0092, "what a returned parcel does"): its units wait for staff's inspection
 * before they are sold again (decision 0135), as a refused parcel when the shopper refused it at the door, with the
 * AWB as its note — once, because the order's lines give up what they hold.
 * A cash-on-delivery order nobody paid is cancelled (`cancel_returned`): its `order.cancelled` handlers give back
 * the discount code and store credit and take back the invoice, if staff had marked the parcel delivered, with a
 * credit note. An order paid for (online, or the courier's cash handed over) stays as it is: whether to refund or
 * send it again is staff's call, from the parcel's task.
 */
export async function parcelReturned(tx: Database, orderId: number, parcel: { awb: string }, now: Date): Promise<ParcelReturnOutcome> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  if (!order) return { toInspect: false, cancelled: false };
  const [refusal] = await tx
    .select({ id: orderEvents.id })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.kind, "refused")))
    .limit(1);
  const held = await giveUpHold(tx, order.id);
  const toInspect = await inspectOrderParcel(tx, order.id, held, refusal ? "refused_parcel" : "returned_parcel", now, {
    sourceKey: `parcel-${order.id}`,
    note: `AWB ${parcel.awb}`,
  });
  if (order.paymentMethod !== "cod" || order.paidAt !== null) return { toInspect, cancelled: false };
  const cancelled = await tryOrderTransition(tx, order, "cancel_returned", now, {
    detail: { by: "courier", cause: "parcel_returned", awb: parcel.awb },
    set: { cancelledAt: now },
    payload: { cancellation: "parcel_returned", staff: null },
  });
  return { toInspect, cancelled: cancelled.applied };
}

/**
 * What a courier's transfer did to its order: `collected` (paid now), `collected_before` (paid already — by staff's
 * button, or an earlier transfer — and nothing changes), `amount_differs`, `not_cash_on_delivery` (a paid order's
 * parcel: no cash was owed), `not_delivered` (a parcel refused or returned: nothing was collected at the door).
 */
export type RemittanceOutcome = "collected" | "collected_before" | "amount_differs" | "not_cash_on_delivery" | "not_delivered";

/** The sandbox courier has no page of its own: its orders read as "other", tracked on the store's own page. */
const CARRIER_OF_COURIER: Record<CourierId, Carrier> = {
  sameday: "sameday",
  fan_courier: "fan_courier",
  cargus: "cargus",
  sandbox: "other",
};

export function createParcelMoves({
  actions,
  invoicing,
  trackingUrl,
}: {
  actions: Pick<OrderActions, "ship">;
  invoicing: Invoicing;
  /** The store's own tracking page of an order, for a courier whose site the store does not link to. */
  trackingUrl: (orderNumber: number) => string;
}): ParcelMoves {
  return {
    async ship(orderNumber, { courier, awb }, actor) {
      const outcome = await actions.ship(
        orderNumber,
        { carrier: CARRIER_OF_COURIER[courier], trackingNumber: awb, trackingUrl: trackingUrl(orderNumber), followedByStore: true },
        actor,
      );
      if (outcome.kind === "done") return "shipped";
      return outcome.kind === "not_found" ? "not_found" : "not_shippable";
    },

    async follow(tx, orderId, status, now) {
      const action = ORDER_ACTION_OF_STATUS[status];
      const unmoved = { moved: false, mailIds: [] };
      if (!action) return unmoved;
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
      if (!order) return unmoved;
      const set = action === "deliver" ? { deliveredAt: now } : undefined;
      const moved = await tryOrderTransition(tx, order, action, now, { detail: { by: "courier", status }, set });
      if (!moved.applied) return unmoved;
      return { moved: true, mailIds: action === "deliver" ? await invoiceAndMail(tx, invoicing, moved.order, now) : [] };
    },

    returned: parcelReturned,
    async collectRemittance(tx, orderId, { courier, awb, amountMinor, bankReference }, now) {
      const nothing = (outcome: RemittanceOutcome) => ({ outcome, mailIds: [] });
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
      if (!order || order.paymentMethod !== "cod") return nothing("not_cash_on_delivery");
      // The courier collects lei: what the shopper owed at the door is the order's total in lei less their store credit.
      if (amountMinor !== order.totalRonMinor - order.storeCreditRonMinor) return nothing("amount_differs");
      const detail = { by: "courier", courier, awb, bankReference };
      const collected = await collectCash(tx, invoicing, order, { actor: null, bankReference, detail }, now);
      if (collected.kind === "collected") return { outcome: "collected", mailIds: collected.mailIds };
      if (collected.kind === "refused") return nothing(collected.problem === "not_shipped" ? "not_delivered" : collected.problem);
      // Paid by staff's button before the transfer came: the payment now names the transfer too.
      if (collected.payment.provider === "cod" && collected.payment.status === "succeeded" && !collected.payment.chargeReference)
        await nameCashTransfer(tx, collected.payment.id, bankReference, now);
      return nothing("collected_before");
    },
  };
}

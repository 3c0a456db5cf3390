/**
 * What staff do to an order as it goes out (issue 16 item 4): a note, packed, shipped with a carrier
 * and tracking number (the shopper is emailed the tracking link), delivered, and the courier's
 * cash-on-delivery money collected. Each runs in one transaction that locks the order, checks the step
 * is allowed from where the order stands, and writes the change, its timeline event, its audit entry
 * and its email together. Asking for a step already taken changes nothing and says so.
 */
import type { AuditAction } from "#domain/audit-actions";
import { eq } from "drizzle-orm";
import { CARRIER_NAMES, trackingLink, type Carrier } from "#domain/carriers";
import type { Database } from "#server/db/client";
import { orders } from "#server/db/schema";
import type { MailBranding } from "#server/mail/mail-types";
import type { Mailer } from "#server/mail/outbox";
import { renderOrderShipped } from "#server/mail/order-updates";
import type { Clock } from "#server/commerce/shared/clock";
import type { DeliverEvents } from "#server/commerce/shared/domain-events";
import { updateRecipient } from "../order-links.ts";
import type { OrderRow } from "#server/commerce/shared/order-rows";
import { recordOrderEmails, recordOrderEvent } from "./order-events.ts";
import type { Invoicing } from "#server/commerce/invoicing/module";
import { collectCash, markDelivered } from "../cash-collection.ts";
import { applyOrderTransition, orderAllows } from "../lifecycle.ts";
import type { StaffActor, StaffAudit } from "#server/commerce/shared/staff-audit";

/** Writes an audit entry in the caller's transaction (the staff module's log, handed in by the platform). */
export type OrderActionProblem =
  /** Packing and shipping need a confirmed order (paid, or cash on delivery) not yet on its way. */
  | "not_shippable"
  /** The customer withdrew from the contract before the parcel left: the order must not go out. */
  | "withdrawn"
  | "not_shipped"
  | "not_cash_on_delivery"
  | "not_cancellable";

/** The parcel staff (or a courier's AWB) ship an order with. */
export interface ShipmentGiven {
  carrier: Carrier;
  trackingNumber: string;
  /** The tracking page staff gave for a carrier the store does not link to ("other"); for `followedByStore`, the store's own. */
  trackingUrl: string;
  /**
   * The AWB was made through the courier's API, so the store follows its events and shows them on its own tracking
   * page: the shopper's email links that page, not the courier's site.
   */
  followedByStore?: boolean;
}

export type OrderActionOutcome =
  { kind: "done"; changed: boolean; mailIds: number[] } | { kind: "not_found" } | { kind: "refused"; problem: OrderActionProblem };

/** What the order back office's services are built with: they write, mail the customer and audit the member. */
export interface OrderBackOfficeBasics {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  branding: MailBranding;
  audit: StaffAudit;
}

export interface OrderActionDependencies extends OrderBackOfficeBasics {
  /** A cash-on-delivery order's invoice is issued when its parcel is delivered (issue 21 item 7). */
  invoicing: Invoicing;
  /** A delivery's events are handled at once after its commit (it plans the review request, decision 0110). */
  deliverEvents: DeliverEvents;
}

const fulfilmentSnapshot = (order: OrderRow) => ({
  status: order.status,
  fulfilmentStatus: order.fulfilmentStatus,
  carrier: order.carrier,
  trackingNumber: order.trackingNumber,
});

/** The audit entry of a member's change to an order's fulfilment: its state before and after, with what the change adds to each. */
export function fulfilmentChange(
  action: AuditAction,
  order: OrderRow,
  updated: OrderRow,
  adds: { before?: Record<string, unknown>; after?: Record<string, unknown> } = {},
): Parameters<StaffAudit>[2] {
  return {
    action,
    target: { type: "order", id: order.orderNumber },
    before: { ...fulfilmentSnapshot(order), ...adds.before },
    after: { ...fulfilmentSnapshot(updated), ...adds.after },
  };
}

/** PostgreSQL `integer`: a larger number names no order and must not reach the database as a cast error. */
const isOrderNumber = (value: number) => Number.isSafeInteger(value) && value > 0 && value <= 2_147_483_647;

export async function lockOrder(tx: Database, orderNumber: number): Promise<OrderRow | undefined> {
  if (!isOrderNumber(orderNumber)) return undefined;
  const [order] = await tx.select().from(orders).where(eq(orders.orderNumber, orderNumber)).for("update");
  return order;
}

export async function findOrder(db: Database, orderNumber: number): Promise<OrderRow | undefined> {
  if (!isOrderNumber(orderNumber)) return undefined;
  const [order] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  return order;
}

export function createOrderActions({ db, clock, mailer, branding, audit, invoicing, deliverEvents }: OrderActionDependencies) {
  /**
   * Runs one step on the locked order; the mail it wrote is delivered once the transaction has committed, and with
   * `handledAtOnce` its events too, for the steps whose events have handlers (a delivery plans its review request,
   * decision 0110). The other steps' events wait for the dispatcher's loop.
   */
  async function act(
    orderNumber: number,
    step: (tx: Database, order: OrderRow, now: Date) => Promise<OrderActionOutcome>,
    { handledAtOnce = false }: { handledAtOnce?: boolean } = {},
  ): Promise<OrderActionOutcome> {
    let orderId: number | null = null;
    const outcome = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderNumber);
      if (!order) return { kind: "not_found" } as const;
      orderId = order.id;
      return step(tx, order, clock());
    });
    if (outcome.kind !== "done") return outcome;
    await mailer.deliver(outcome.mailIds);
    if (handledAtOnce && outcome.changed && orderId !== null) await deliverEvents({ type: "order", id: orderId });
    return outcome;
  }

  /** Changes beside the order's state (a corrected tracking number); the state is lifecycle.ts's to write. */
  async function change(
    tx: Database,
    order: OrderRow,
    values: Omit<Partial<typeof orders.$inferInsert>, "status" | "fulfilmentStatus">,
    now: Date,
  ): Promise<OrderRow> {
    const [updated] = await tx
      .update(orders)
      .set({ ...values, updatedAt: now })
      .where(eq(orders.id, order.id))
      .returning();
    return updated!;
  }

  const unchanged: OrderActionOutcome = { kind: "done", changed: false, mailIds: [] };

  return {
    note: (orderNumber: number, note: string, actor: StaffActor) =>
      act(orderNumber, async (tx, order, now) => {
        await recordOrderEvent(tx, order.id, "note", actor, { note }, now);
        await audit(tx, actor, { action: "order.note", target: { type: "order", id: order.orderNumber }, after: { note } }, now);
        return { kind: "done", changed: true, mailIds: [] };
      }),

    pack: (orderNumber: number, actor: StaffActor) =>
      act(orderNumber, async (tx, order, now) => {
        if (order.withdrawnAt) return { kind: "refused", problem: "withdrawn" };
        if (order.fulfilmentStatus === "packed") return unchanged;
        if (!orderAllows(order, "pack")) return { kind: "refused", problem: "not_shippable" };
        const updated = await applyOrderTransition(tx, order, "pack", now, { actor, set: { packedAt: now } });
        await audit(tx, actor, fulfilmentChange("order.pack", order, updated), now);
        return { kind: "done", changed: true, mailIds: [] };
      }),

    /**
     * Shipped: the carrier and tracking number, and the shopper's email with the link. Shipping again
     * with another number corrects it (a mistyped AWB) and tells the shopper; the same number is a repeat.
     */
    ship: (orderNumber: number, shipment: ShipmentGiven, actor: StaffActor) =>
      act(orderNumber, async (tx, order, now) => {
        if (order.withdrawnAt) return { kind: "refused", problem: "withdrawn" };
        const givenUrl = shipment.carrier === "other" ? shipment.trackingUrl : null;
        const correcting = order.fulfilmentStatus === "shipped";
        if (
          correcting &&
          order.carrier === shipment.carrier &&
          order.trackingNumber === shipment.trackingNumber &&
          order.trackingUrl === givenUrl
        )
          return unchanged;
        if (!correcting && !orderAllows(order, "ship")) return { kind: "refused", problem: "not_shippable" };
        const parcel = { carrier: shipment.carrier, trackingNumber: shipment.trackingNumber, trackingUrl: givenUrl };
        const detail = { carrier: shipment.carrier, trackingNumber: shipment.trackingNumber };
        const updated = correcting
          ? await change(tx, order, parcel, now)
          : await applyOrderTransition(tx, order, "ship", now, { actor, detail, set: { ...parcel, shippedAt: now } });
        const mail = renderOrderShipped(branding, {
          ...updateRecipient(branding.baseUrl, order),
          carrierName: shipment.carrier === "other" ? new URL(shipment.trackingUrl).host : CARRIER_NAMES[shipment.carrier],
          trackingNumber: shipment.trackingNumber,
          trackingUrl: shipment.followedByStore ? shipment.trackingUrl : trackingLink(shipment.carrier, shipment.trackingNumber, givenUrl),
          corrected: correcting,
        });
        const mailId = await mailer.enqueue(tx, mail);
        if (correcting) await recordOrderEvent(tx, order.id, "tracking_changed", actor, detail, now);
        await recordOrderEmails(tx, order.id, [{ id: mailId, kind: mail.kind }], now);
        await audit(tx, actor, fulfilmentChange(correcting ? "order.tracking" : "order.ship", order, updated), now);
        return { kind: "done", changed: true, mailIds: [mailId] };
      }),

    deliver: (orderNumber: number, actor: StaffActor) =>
      act(
        orderNumber,
        async (tx, order, now) => {
          if (order.fulfilmentStatus === "delivered") return unchanged;
          if (!orderAllows(order, "deliver")) return { kind: "refused", problem: "not_shipped" };
          const { order: updated, mailIds } = await markDelivered(tx, invoicing, order, "deliver", actor, now);
          await audit(tx, actor, fulfilmentChange("order.deliver", order, updated), now);
          return { kind: "done", changed: true, mailIds };
        },
        { handledAtOnce: true },
      ),

    /** The courier paid over the cash: the attempt succeeds and the order is paid (and, if not marked yet, delivered). */
    collectCashOnDelivery: (orderNumber: number, actor: StaffActor) =>
      act(orderNumber, async (tx, order, now) => {
        // Staff's button is offered on a shipped or delivered order, as before the couriers' statuses came.
        const collected = await collectCash(tx, invoicing, order, { actor, from: ["shipped", "delivered"] }, now);
        if (collected.kind === "settled_before") return unchanged;
        if (collected.kind === "refused") return { kind: "refused", problem: collected.problem };
        const { payment, order: updated } = collected;
        await audit(
          tx,
          actor,
          fulfilmentChange("order.collect_cod", order, updated, {
            before: { payment: payment.status },
            after: { payment: "succeeded", amountMinor: payment.amountMinor },
          }),
          now,
        );
        return { kind: "done", changed: true, mailIds: collected.mailIds };
      }),
  };
}

export type OrderActions = ReturnType<typeof createOrderActions>;

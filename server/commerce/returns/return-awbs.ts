/**
 * A return's AWB (issue 43 item 8): staff make one for an approved return — the courier collects the parcel at the
 * customer's address, or the customer drops it in a locker — and the courier's "delivered" (to the shop) is staff's
 * "received". The shipping module makes the AWB once and tracks it; this module decides which return may have one
 * and what its arrival does, through the check it hands with each request and the `ReturnParcelMoves` it implements.
 */
import { eq } from "drizzle-orm";
import type { AddressValues } from "#domain/account-forms";
import type { ReturnAwbMode, ReturnAwbView } from "#domain/return-awbs";
import type { ReturnStatus } from "#domain/returns";
import { BOTTLE_WEIGHT_GRAMS } from "#domain/shipping-zones";
import type { Database } from "#server/db/client";
import { orderLines, orders, returnLines, returns } from "#server/db/schema";
import { variantWeights } from "#server/commerce/catalog/module";
import type { StaffActor } from "#server/commerce/shared/staff-audit";
import { recipientOf } from "#server/commerce/shipping/module";
import type { ReturnParcelMoves, ReturnShipmentOutcome, ReturnShipments, Awbs } from "#server/commerce/shipping/module";
import type { ReturnBackOffice } from "./return-back-office.ts";

export type ReturnAwbOutcome = ReturnShipmentOutcome | { kind: "not_found" };

export function createReturnAwbs({
  db,
  shipments,
  awbs,
}: {
  db: Database;
  shipments: ReturnShipments;
  awbs: Pick<Awbs, "cancel" | "labels">;
}) {
  return {
    /**
     * Makes the return's AWB, once however often pressed: only while the return is approved and its parcel not yet
     * received. The customer is the sender (the order's delivery address), the shop the recipient, nothing to collect.
     */
    async create(returnId: number, { mode, lockerId }: { mode: ReturnAwbMode; lockerId?: string | null }, actor: StaffActor) {
      const [found] = await db
        .select({ item: returns, order: orders })
        .from(returns)
        .innerJoin(orders, eq(orders.id, returns.orderId))
        .where(eq(returns.id, returnId));
      if (!found) return { kind: "not_found" } as const;
      const { item, order } = found;
      const lines = await db
        .select({ quantity: returnLines.quantity, variantId: orderLines.variantId })
        .from(returnLines)
        .innerJoin(orderLines, eq(orderLines.id, returnLines.orderLineId))
        .where(eq(returnLines.returnId, returnId));
      const weights = await variantWeights(
        db,
        lines.flatMap((line) => (line.variantId === null ? [] : [line.variantId])),
      );
      const grams = lines.reduce(
        (sum, line) => sum + line.quantity * ((line.variantId === null ? undefined : weights.get(line.variantId)) ?? BOTTLE_WEIGHT_GRAMS),
        0,
      );
      // The order's delivery address is where the parcel was left; a locker order's address is still the customer's.
      const sender = recipientOf(order);
      if ((order.shippingAddress as AddressValues).country !== "RO") return { kind: "mode_not_offered", courier: null } as const;
      return shipments.create(
        {
          returnId,
          orderId: order.id,
          mode,
          lockerId: mode === "locker" ? (lockerId ?? null) : null,
          sender,
          weightGrams: grams,
          declaredValueMinor: item.refundRonMinor,
          mayShip: async (tx) => {
            const [locked] = await tx.select({ status: returns.status }).from(returns).where(eq(returns.id, returnId)).for("update");
            return (locked?.status as ReturnStatus | undefined) === "approved";
          },
        },
        actor,
      );
    },

    /** Calls the return's parcel back while the courier allows it; staff may then make another. */
    async cancel(returnId: number, actor: StaffActor) {
      const live = await shipments.liveOf(returnId);
      return live ? awbs.cancel(live.id, actor) : "not_found";
    },

    /** The label of the return's live AWB (A6), or null when there is none to print. */
    async label(returnId: number): Promise<Uint8Array | null> {
      const live = await shipments.liveOf(returnId);
      return live?.awb ? awbs.labels([live.id], "pdf-a6") : null;
    },

    /** The return's newest AWB for staff, failed or cancelled attempts too. */
    view: (returnId: number): Promise<ReturnAwbView | null> => shipments.view(returnId),

    /** What the customer is shown: the AWB once the courier made it, while it stands; the courier's refusals are staff's. */
    async forCustomer(returnId: number): Promise<ReturnAwbView | null> {
      const view = await shipments.view(returnId);
      return view?.awb && view.status !== "cancelled" ? { ...view, failure: null } : null;
    },
  };
}

export type ReturnAwbs = ReturnType<typeof createReturnAwbs>;

/** The courier delivered a return's parcel to the shop: staff's "received", once; other statuses are only recorded. */
export function createReturnParcelMoves({ backOffice }: { backOffice: Pick<ReturnBackOffice, "receiveByCourier"> }): ReturnParcelMoves {
  return {
    async follow(tx, returnId, status) {
      if (status !== "delivered") return { moved: false, mailIds: [] };
      const mailId = await backOffice.receiveByCourier(tx, returnId);
      return mailId === null ? { moved: false, mailIds: [] } : { moved: true, mailIds: [mailId] };
    },
  };
}

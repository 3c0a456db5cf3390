/**
 * The return's parcel received: counted by a member line by line, or delivered by the courier (issue 43 item 8).
 * Units received and not damaged go back to stock, once, or wait for staff's inspection when nobody has looked yet.
 */
import { and, eq } from "drizzle-orm";
import { returnTransitionAllowed, UNSELLABLE_RETURN_REASONS, type ReturnReason, type ReturnStatus } from "#domain/returns";
import type { Database } from "#server/db/client";
import { returnLines, returns } from "#server/db/schema";
import type { StaffActor } from "#server/commerce/shared/staff-audit";
import { moveStock, awaitInspection } from "#server/commerce/catalog/module";
import { giveUpLineUnits } from "#server/commerce/orders/module";
import { Refused, type ReturnBackOfficeDeps, type ReturnRow } from "./kit.ts";
import { step, stepWithin } from "./steps.ts";

type Count = { lineId: number; received: number; damaged: number };

/**
 * What "received" does to the lines: the counts kept, the undamaged units back in stock, once — when a member
 * counted them; without one (the courier's delivery) nobody has looked yet, so they wait for staff's inspection.
 */
const counting =
  ({ clock }: Pick<ReturnBackOfficeDeps, "clock">, counted: Count[], actor: StaffActor | null) =>
  async (tx: Database, item: ReturnRow): Promise<void> => {
    const lines = await tx.select().from(returnLines).where(eq(returnLines.returnId, item.id));
    for (const [index, count] of counted.entries()) {
      const line = lines.find((candidate) => candidate.orderLineId === count.lineId);
      if (!line) throw new Refused("line_not_in_return", `lines.${index}.lineId`);
      if (count.received < 0 || count.received > line.quantity || count.damaged < 0 || count.damaged > count.received)
        throw new Refused("received_out_of_range", `lines.${index}.received`);
    }
    const restockedByVariant = new Map<number, number>();
    for (const count of counted) {
      await tx
        .update(returnLines)
        .set({ receivedQuantity: count.received, damagedQuantity: count.damaged })
        .where(and(eq(returnLines.returnId, item.id), eq(returnLines.orderLineId, count.lineId)));
      const restocked = count.received - count.damaged;
      if (restocked === 0) continue;
      // The line's units leave its hold, so a later cancellation of the order cannot give them back twice.
      const variantId = await giveUpLineUnits(tx, count.lineId, restocked);
      if (variantId) restockedByVariant.set(variantId, (restockedByVariant.get(variantId) ?? 0) + restocked);
    }
    const now = clock();
    for (const [variantId, units] of [...restockedByVariant].sort(([a], [b]) => a - b))
      if (!actor)
        await awaitInspection(tx, {
          variantId,
          quantity: units,
          source: "customer_return",
          sourceKey: String(item.id),
          orderId: item.orderId,
          returnId: item.id,
          now,
        });
      else
        await moveStock(tx, {
          variantId,
          cause: "return_restocked",
          sourceKey: String(item.id),
          change: units,
          orderId: item.orderId,
          returnId: item.id,
          staff: { id: actor.staffId, email: actor.email },
          now,
        });
  };

export function returnReceiving(deps: ReturnBackOfficeDeps) {
  return {
    /** The parcel arrived: units received per line, of which damaged; the undamaged ones go back to stock, once. */
    receive(id: number, counted: Count[], actor: StaffActor) {
      return step(deps, id, "processing", actor, { message: null, auditDetails: { counted } }, counting(deps, counted, actor));
    },

    /**
     * The courier delivered the return's parcel to the shop (issue 43 item 8): staff's "received", in the tracking's
     * transaction, every unit counted as sent — those the customer said cannot be sold again (domain/returns.ts) as
     * damaged, so they stay out of stock, and the others waiting for staff's inspection (issue 64 item 4). Answers the customer's email to send after commit; null when the return is
     * not waiting for its parcel (received already, cancelled), which changes nothing.
     */
    async receiveByCourier(tx: Database, id: number): Promise<number | null> {
      const [item] = await tx.select({ status: returns.status }).from(returns).where(eq(returns.id, id)).for("update");
      if (!item || !returnTransitionAllowed(item.status as ReturnStatus, "processing", "staff")) return null;
      const lines = await tx.select().from(returnLines).where(eq(returnLines.returnId, id));
      const counted = lines.map((line) => ({
        lineId: line.orderLineId,
        received: line.quantity,
        damaged: UNSELLABLE_RETURN_REASONS.has(line.reason as ReturnReason) ? line.quantity : 0,
      }));
      return stepWithin(deps, tx, id, "processing", null, { message: null }, counting(deps, counted, null));
    },
  };
}

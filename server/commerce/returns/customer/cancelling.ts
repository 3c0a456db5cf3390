/** The customer cancelling their own return while it waits, as the return's transition table allows, and the email saying so. */
import { and, eq } from "drizzle-orm";
import type { Language } from "#domain/locale";
import { returnTransitionAllowed, type ReturnStatus } from "#domain/returns";
import { orders, returns } from "#server/db/schema";
import { recordReturnEvent } from "../timeline.ts";
import { Refused, refusal, returnMail, type CustomerRef, type CustomerReturnsDeps } from "./kit.ts";
import { mine, readReturn } from "./reading.ts";

export function returnCancelling(deps: CustomerReturnsDeps) {
  const { db, clock, mailer } = deps;
  return async function cancel(customer: CustomerRef, id: number, language: Language) {
    let mailId: number;
    try {
      mailId = await db.transaction(async (tx) => {
        const [item] = await tx
          .select()
          .from(returns)
          .where(and(eq(returns.id, id), mine(customer)))
          .for("update");
        if (!item) throw new Refused("return_not_found", "id");
        if (!returnTransitionAllowed(item.status as ReturnStatus, "cancelled", "customer")) throw new Refused("not_cancellable", "id");
        const now = clock();
        const [cancelled] = await tx
          .update(returns)
          .set({ status: "cancelled", cancelledAt: now, updatedAt: now, language })
          .where(eq(returns.id, id))
          .returning();
        await recordReturnEvent(tx, { returnId: id, orderId: item.orderId, status: "cancelled", actor: "customer" }, now);
        const [order] = await tx.select({ orderNumber: orders.orderNumber }).from(orders).where(eq(orders.id, item.orderId));
        return returnMail(deps, tx, cancelled!, order!.orderNumber, null);
      });
    } catch (error) {
      return refusal(error);
    }
    void mailer.deliver([mailId]);
    return { ok: true as const, value: await readReturn(db, id) };
  };
}

/**
 * The subscriptions that renew with a saved payment method (payments' `SavedMethodUses` port): the payments page
 * counts them, and a method the customer removes leaves them, which then renew as cash on delivery.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { SavedMethodUses } from "#server/commerce/payments/module";
import { subscriptions } from "#server/db/schema";

export const savedMethodUses: SavedMethodUses = {
  async renewingWith(db, methodIds) {
    if (methodIds.length === 0) return [];
    const rows = await db
      .select({ methodId: subscriptions.savedPaymentMethodId })
      .from(subscriptions)
      .where(and(eq(subscriptions.status, "active"), inArray(subscriptions.savedPaymentMethodId, [...methodIds])));
    return rows.map((row) => row.methodId!);
  },
  async forget(tx, methodId, now) {
    await tx
      .update(subscriptions)
      .set({ savedPaymentMethodId: null, updatedAt: now })
      .where(eq(subscriptions.savedPaymentMethodId, methodId));
  },
};

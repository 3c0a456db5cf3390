/**
 * Test support for returns and refunds: the tables a return test empties, and an order brought to where a return
 * starts — paid on the sandbox provider's page when it is a card order, then shipped and delivered.
 */
import { eq } from "drizzle-orm";
import type { Hono } from "hono";
import { expect } from "vitest";
import type { Database } from "#server/db/client";
import { auditLog, customers, discountRedemptions, emailOutbox, orderLines, orders, staffMembers } from "#server/db/schema";
import { socketFrom } from "./app-request.ts";

/** What a return test's orders, customers and staff write, each table named before those it references (for `emptyTables`). */
export const RETURN_TABLES = [discountRedemptions, orders, emailOutbox, customers, auditLog, staffMembers];

/** The shopper pays on the sandbox provider's page that `paymentUrl` names, and is sent back to the store: where to. */
export async function payOnSandboxPage(kit: { app: Pick<Hono, "request"> }, paymentUrl: string): Promise<string> {
  const url = new URL(paymentUrl);
  const paid = await kit.app.request(
    url.pathname + url.search,
    { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "outcome=pay" },
    socketFrom(),
  );
  expect(paid.status).toBe(303);
  return paid.headers.get("Location")!;
}

/**
 * Writes the courier's news on an order: shipped at `shippedAt`, delivered at `deliveredAt` (and, when given, the
 * order's `status` then). The order's row and its lines in their order.
 */
export async function markDelivered(
  db: Database,
  orderNumber: number,
  { shippedAt, deliveredAt, status }: { shippedAt: string; deliveredAt: string; status?: string },
) {
  const [order] = await db
    .update(orders)
    .set({
      ...(status ? { status } : {}),
      fulfilmentStatus: "delivered",
      shippedAt: new Date(shippedAt),
      deliveredAt: new Date(deliveredAt),
    })
    .where(eq(orders.orderNumber, orderNumber))
    .returning();
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order!.id)).orderBy(orderLines.position);
  return { order: order!, lines };
}

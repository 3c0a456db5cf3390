/**
 * The one writer of an order's state (decision 0084): a transition writes the row only from where the table allows
 * and only if the row has not moved, leaves its timeline entry and publishes its events in the caller's transaction;
 * and no other file of the server writes `orders.status` or `orders.fulfilment_status`.
 */
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeOneWriter } from "#tests/server/one-writer-kit.ts";
import { tableWrites } from "#tests/server/source-scan.ts";
import { domainEvents, orderEvents, orders, staffMembers } from "#server/db/schema";
import { insertOrderRow } from "#tests/server/orders-kit.ts";
import { createTestDatabase, type TestDatabase } from "#tests/server/test-database.ts";
import { applyOrderTransition, OrderTransitionRefused, recordOrderPlaced, tryOrderTransition } from "./lifecycle.ts";
import type { OrderRow } from "#server/commerce/shared/order-rows";

let database: TestDatabase;
const staff = { staffId: 0, email: "owner@elara.example", client: "test" };
beforeAll(async () => {
  database = await createTestDatabase();
  const [member] = await database.db.insert(staffMembers).values({ email: staff.email, role: "owner" }).returning();
  staff.staffId = member!.id;
});
afterAll(() => database.close());

const now = new Date("2026-03-02T09:00:00.000Z");
const insertOrder = (status: string, paymentMethod = "card") =>
  insertOrderRow(database.db, { status, paymentMethod, createdAt: now, updatedAt: now });

const eventsOf = (order: OrderRow) =>
  database.db
    .select({ type: domainEvents.type, payload: domainEvents.payload })
    .from(domainEvents)
    .where(eq(domainEvents.aggregateId, String(order.id)))
    .orderBy(asc(domainEvents.id));
const timelineOf = (order: OrderRow) =>
  database.db
    .select({ kind: orderEvents.kind, staffEmail: orderEvents.staffEmail, detail: orderEvents.detail })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, order.id))
    .orderBy(asc(orderEvents.id));

describe("the order lifecycle's writer", () => {
  it("publishes a placed order's events, and moves it through packing, shipping and delivery with their entries and events", async () => {
    const placed = await insertOrder("payment_due_on_delivery", "cod");
    await database.db.transaction((tx) => recordOrderPlaced(tx, placed, now));
    const packed = await database.db.transaction((tx) =>
      applyOrderTransition(tx, placed, "pack", now, { actor: staff, set: { packedAt: now } }),
    );
    expect(packed).toMatchObject({ status: "payment_due_on_delivery", fulfilmentStatus: "packed", packedAt: now });
    const shipped = await database.db.transaction((tx) =>
      applyOrderTransition(tx, packed, "ship", now, { actor: staff, detail: { carrier: "fan", trackingNumber: "AWB1" } }),
    );
    expect(shipped).toMatchObject({ status: "fulfilled", fulfilmentStatus: "shipped" });
    const delivered = await database.db.transaction((tx) => applyOrderTransition(tx, shipped, "deliver", now, { actor: staff }));
    expect(delivered).toMatchObject({ status: "delivered", fulfilmentStatus: "delivered" });

    expect((await eventsOf(placed)).map((event) => event.type)).toEqual([
      "order.placed",
      "order.confirmed",
      "order.packed",
      "order.shipped",
      "order.delivered",
    ]);
    expect((await eventsOf(placed)).at(-1)!.payload).toEqual({
      orderId: placed.id,
      orderNumber: placed.orderNumber,
      status: "delivered",
      fulfilment: "delivered",
    });
    expect(await timelineOf(placed)).toEqual([
      { kind: "packed", staffEmail: staff.email, detail: {} },
      { kind: "shipped", staffEmail: staff.email, detail: { carrier: "fan", trackingNumber: "AWB1" } },
      { kind: "delivered", staffEmail: staff.email, detail: {} },
    ]);
  });

  it("stores every courier step the table names, which the database's check once refused", async () => {
    let order = await insertOrder("payment_due_on_delivery", "cod");
    const steps = ["pack", "ship", "hand_to_carrier", "out_for_delivery", "delivery_failed", "refuse", "return_to_sender"] as const;
    for (const step of steps) {
      const before = order;
      order = await database.db.transaction((tx) => applyOrderTransition(tx, before, step, now));
    }
    expect(order).toMatchObject({ status: "fulfilled", fulfilmentStatus: "returned_to_sender" });
    expect((await timelineOf(order)).map((entry) => entry.kind)).toEqual([
      "packed",
      "shipped",
      "handed_to_carrier",
      "out_for_delivery",
      "delivery_failed",
      "refused",
      "returned_to_sender",
    ]);
  });

  it("refuses a transition the table does not allow, and changes, records and publishes nothing", async () => {
    const waiting = await insertOrder("pending_payment");
    await expect(database.db.transaction((tx) => applyOrderTransition(tx, waiting, "ship", now, { actor: staff }))).rejects.toThrow(
      OrderTransitionRefused,
    );
    const [row] = await database.db.select().from(orders).where(eq(orders.id, waiting.id));
    expect(row).toMatchObject({ status: "pending_payment", fulfilmentStatus: "unfulfilled" });
    expect(await eventsOf(waiting)).toEqual([]);
    expect(await timelineOf(waiting)).toEqual([]);
  });

  it("refuses to write over an order that moved since the caller read it", async () => {
    const read = await insertOrder("pending_payment");
    // The unpaid sweep cancelled it meanwhile; the payment that arrives now finds it no longer waiting.
    await database.db.transaction((tx) => applyOrderTransition(tx, read, "abandon", now));
    const outcome = await database.db.transaction((tx) => tryOrderTransition(tx, read, "pay", now, { set: { paidAt: now } }));
    expect(outcome).toEqual({ applied: false, reason: "changed_meanwhile" });
    const [row] = await database.db.select().from(orders).where(eq(orders.id, read.id));
    expect(row).toMatchObject({ status: "cancelled", paidAt: null });
    expect((await eventsOf(read)).map((event) => event.type)).toEqual(["order.cancelled"]);
  });

  it("leaves a part refund's row untouched, and publishes the refund", async () => {
    const paid = await insertOrder("paid");
    const after = await database.db.transaction((tx) =>
      applyOrderTransition(tx, paid, "refund_part", new Date(now.getTime() + 60_000), {
        payload: { refundId: 9, amountMinor: 500, whole: false },
      }),
    );
    expect(after.updatedAt).toEqual(paid.updatedAt);
    expect(await eventsOf(paid)).toEqual([
      {
        type: "order.refunded",
        payload: {
          orderId: paid.id,
          orderNumber: paid.orderNumber,
          status: "paid",
          fulfilment: "unfulfilled",
          refundId: 9,
          amountMinor: 500,
          whole: false,
        },
      },
    ]);
  });
});

/** What a file writes to `orders` in `.update(orders)…set(…)` and `.insert(orders)…values(…)`, and in raw SQL. */
function stateWrites(source: string): string[] {
  const found: string[] = [];
  for (const { call, update, written } of tableWrites(source, "orders")) {
    // An insert states where the order starts through the table's own rule; an update never names the state.
    if (/\bfulfilmentStatus\b/.test(written)) found.push(`${call} writes fulfilmentStatus`);
    if (update && /\bstatus\b/.test(written)) found.push(`${call} writes status`);
    if (!update && /\bstatus\b/.test(written) && !/\bstatus: placedOrderStatus\(|\bstatus,/.test(written))
      found.push(`${call} writes a status of its own`);
    if (!update && /\bstatus,/.test(written) && !source.includes("placedOrderStatus(")) found.push(`${call} writes a status of its own`);
  }
  for (const match of source.matchAll(/UPDATE\s+"?orders"?\s+SET[^;`]*\b(status|fulfilment_status)\b/gi)) found.push(match[0]);
  return found;
}

describeOneWriter({
  state: "an order's state",
  writer: "commerce/orders/lifecycle.ts",
  columns: "orders.status or orders.fulfilment_status",
  writes: stateWrites,
  caught: [
    `await tx.update(orders).set({ status: "cancelled", updatedAt: now }).where(eq(orders.id, id));`,
    `await tx.update(orders).set({ ...values, fulfilmentStatus: "packed" })`,
    `await tx.insert(orders).values({ email, status: "paid", total })`,
    "await tx.execute(sql`UPDATE orders SET status = 'paid' WHERE id = ${id}`)",
  ],
  passed: [`await tx.update(orders).set({ paymentMethod: chosen, updatedAt: now })`],
});

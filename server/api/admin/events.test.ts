/**
 * The admin's domain events (decision 0087) over a real store: the order page's reading of an order's events as the
 * loader gets it (checkout's, delivered to their handlers before it answered, decision 0086; packing's, waiting for
 * the dispatcher's loop until it delivers them), the audit page's dead events,
 * and the owner's retry route: owner only, CSRF checked, audited, 404 for an unknown event and 409 for one that is
 * not dead, in the member's language. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { StaffPermission, StaffRole } from "#domain/staff-roles";
import { can } from "#domain/staff-roles";
import { auditLog, domainEvents, orders, staffMembers } from "#server/db/schema";
import { createEventDispatcher } from "#server/events/dispatcher";
import { adminReader } from "#server/web/admin-reader";
import { testClock } from "#tests/server/account-kit.ts";
import { orderBody, placeOrder as checkout, seededStoreForFile } from "#tests/server/orders-kit.ts";
import { emptyTables } from "#tests/server/test-database.ts";
import { signedInStaffEachTest } from "#tests/server/staff-kit.ts";

const { database, variants } = seededStoreForFile({ single: "PAP-1" });

const clock = testClock(new Date("2026-11-27T09:00:00.000Z"));

beforeEach(() => emptyTables(database.db, domainEvents, orders, auditLog, staffMembers));
const { kit, call, members } = signedInStaffEachTest(() => ({ database, clock }), ["owner", "fulfilment", "support"]);

/** A cash-on-delivery order through checkout: its lifecycle publishes `order.placed` and `order.confirmed`. */
async function placeOrder() {
  const { orderNumber } = await checkout(kit, orderBody([{ variantId: variants.single, quantity: 1 }]));
  const [order] = await database.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, orderNumber));
  return { orderNumber, orderId: order!.id };
}

/** Packs the order from the admin: its `order.packed` waits for the dispatcher's loop (no service delivers it at once). */
async function packOrder(orderNumber: number) {
  expect((await call("POST", `/api/admin/orders/${orderNumber}/pack`, { member: members.owner })).status).toBe(200);
}

/** The reader the admin's loaders get, for a member of `role`. */
const readerAs = (role: StaffRole) =>
  adminReader(
    { events: kit.platform.events, eventLog: kit.platform.eventLog } as unknown as Parameters<typeof adminReader>[0],
    { allowed: async (permission: StaffPermission) => (can(role, permission) ? ({ id: 1 } as never) : null) },
    "ro",
  );

/** Kills the order's packing event with a handler that always fails, and one try allowed: dead in one round. */
async function killPacking(orderNumber: number) {
  await packOrder(orderNumber);
  const failing = createEventDispatcher({
    db: database.db,
    clock,
    handlers: [
      {
        name: "packing-slip",
        types: ["order.packed"],
        handle: async () => {
          throw new Error("the printer refused the slip");
        },
      },
    ],
    retry: { maxAttempts: 1, firstDelayMs: 1_000, longestDelayMs: 1_000 },
  });
  await failing.dispatchDue();
  const [dead] = await database.db
    .select()
    .from(domainEvents)
    .where(and(eq(domainEvents.type, "order.packed"), eq(domainEvents.state, "dead")));
  return dead!;
}

describe("the order page's domain events", () => {
  it("answers what checkout published and delivered, and what waits for the loop, to anyone who reads orders", async () => {
    const { orderNumber, orderId } = await placeOrder();
    const at = clock().toISOString();
    const delivered = await readerAs("support").orderEvents(orderId);
    expect(delivered!.map((event) => [event.type, event.aggregateType, event.aggregateId, event.delivery, event.handledBy])).toEqual([
      // An order ends its address's abandoned-checkout reminders (decision 0115), and is queued for the webhooks (0171).
      [
        "order.placed",
        "order",
        String(orderId),
        { state: "done", at },
        ["retention.cancel-abandoned-checkout", "webhooks.queue-deliveries"].map((handler) => ({ handler, at })),
      ],
      [
        "order.confirmed",
        "order",
        String(orderId),
        { state: "done", at },
        // At one moment of the test's clock: by name.
        ["invoicing.invoice-on-confirmation", "orders.confirmation-emails", "subscriptions.start-on-confirmation"].map((handler) => ({
          handler,
          at,
        })),
      ],
    ]);
    await packOrder(orderNumber);
    const waiting = await readerAs("fulfilment").orderEvents(orderId);
    expect(waiting![2]).toEqual(
      expect.objectContaining({
        type: "order.packed",
        orderNumber,
        delivery: { state: "pending", attempts: 0, nextAttemptAt: at, lastError: null },
      }),
    );
    await kit.platform.events.dispatchDue();
    expect((await readerAs("fulfilment").orderEvents(orderId))![2]!.delivery).toEqual({ state: "done", at });
    // Only this order's: another order's events are not on its page.
    await placeOrder();
    expect(await readerAs("owner").orderEvents(orderId)).toHaveLength(3);
  });

  it("shows a dead event's attempts and error, and lists it for the owner's audit page only", async () => {
    const { orderNumber, orderId } = await placeOrder();
    const dead = await killPacking(orderNumber);
    const [, , packed] = (await readerAs("support").orderEvents(orderId))!;
    expect(packed!.delivery).toEqual({
      state: "dead",
      attempts: 1,
      lastError: "packing-slip: the printer refused the slip",
      at: clock().toISOString(),
    });
    expect(await readerAs("owner").deadEvents()).toEqual({
      events: [expect.objectContaining({ id: dead.id, type: "order.packed", orderNumber })],
      canRetry: true,
      shownAtMost: 100,
    });
    expect(await readerAs("support").deadEvents()).toBeNull();
  });
});

describe("POST /api/admin/events/{id}/retry", () => {
  it("is the owner's: the others get 403, the signed out 401, a request without the CSRF token 403", async () => {
    const { orderNumber } = await placeOrder();
    const dead = await killPacking(orderNumber);
    for (const role of ["fulfilment", "support"] as const)
      expect((await call("POST", `/api/admin/events/${dead.id}/retry`, { member: members[role] })).status).toBe(403);
    expect((await call("POST", `/api/admin/events/${dead.id}/retry`)).status).toBe(401);
    expect((await call("POST", `/api/admin/events/${dead.id}/retry`, { member: members.owner, csrf: false })).status).toBe(403);
    const [still] = await database.db.select().from(domainEvents).where(eq(domainEvents.id, dead.id));
    expect(still!.state).toBe("dead");
  });

  it("puts the dead event back in the queue, due now with its attempts kept, audited under the owner", async () => {
    const { orderNumber } = await placeOrder();
    const dead = await killPacking(orderNumber);
    const answer = await call("POST", `/api/admin/events/${dead.id}/retry`, { member: members.owner });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      event: { id: dead.id, type: "order.packed", state: "pending", attempts: 1, nextAttemptAt: clock().toISOString() },
    });
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.action, "event.retry"));
    expect(entry).toMatchObject({
      staffEmail: "owner@elara.test",
      targetType: "domain_event",
      targetId: String(dead.id),
      before: { state: "dead", type: "order.packed", attempts: 1, lastError: "packing-slip: the printer refused the slip" },
      after: { state: "pending" },
    });
    // The platform's dispatcher (no handler hears a packing yet) delivers it on its next round.
    await kit.platform.events.dispatchDue();
    const [settled] = await database.db.select().from(domainEvents).where(eq(domainEvents.id, dead.id));
    expect(settled).toMatchObject({ state: "done", attempts: 2, lastError: null });
    expect((await readerAs("owner").deadEvents())!.events).toEqual([]);
  });

  it("answers 404 naming an unknown event and 409 naming one that is not dead, in the member's language", async () => {
    const { orderNumber } = await placeOrder();
    const dead = await killPacking(orderNumber);
    const unknown = await call("POST", "/api/admin/events/987654/retry", { member: members.owner });
    expect([unknown.status, unknown.json]).toEqual([
      404,
      { success: false, status: 404, code: "not_found", error: "There is no event 987654.", field: "id" },
    ]);
    const garbled = await call("POST", "/api/admin/events/12abc/retry", { member: members.owner, language: "ro" });
    expect([garbled.status, garbled.json]).toEqual([
      404,
      { success: false, status: 404, code: "not_found", error: "Evenimentul 12abc nu există.", field: "id" },
    ]);

    expect((await call("POST", `/api/admin/events/${dead.id}/retry`, { member: members.owner })).status).toBe(200);
    const waiting = await call("POST", `/api/admin/events/${dead.id}/retry`, { member: members.owner, language: "ro" });
    expect([waiting.status, waiting.json]).toEqual([
      409,
      {
        success: false,
        status: 409,
        code: "not_dead",
        error: `Evenimentul ${dead.id} nu a eșuat definitiv (este în așteptare), deci nu are ce reîncerca.`,
        field: "id",
        state: "pending",
      },
    ]);
    await kit.platform.events.dispatchDue();
    const delivered = await call("POST", `/api/admin/events/${dead.id}/retry`, { member: members.owner });
    expect([delivered.status, delivered.json]).toEqual([
      409,
      {
        success: false,
        status: 409,
        code: "not_dead",
        error: `Event ${dead.id} has not failed for good (it is delivered), so there is nothing to retry.`,
        field: "id",
        state: "done",
      },
    ]);
    expect(await database.db.select().from(auditLog).where(eq(auditLog.action, "event.retry"))).toHaveLength(1);
  });
});

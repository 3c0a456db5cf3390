/**
 * The parcel tasks over a real store (issue 43 item 5): what the dashboard and the order page read, and the route that
 * marks a task done — fulfilment's and the owner's, audited once, a second press changing nothing, 404 for an unknown
 * parcel and 409 for one that is not a task, in the member's language. On PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, courierSyncCursors, shipments, staffMembers } from "#server/db/schema";
import { testClock } from "#tests/server/account-kit.ts";
import { orderBody, placeOrder, seededStoreForFile } from "#tests/server/orders-kit.ts";
import { emptyTables } from "#tests/server/test-database.ts";
import { eachRole, signedInStaffEachTest } from "#tests/server/staff-kit.ts";

const { database, variants } = seededStoreForFile({ single: "PAP-1" });
const clock = testClock(new Date("2026-11-27T09:00:00.000Z"));

beforeEach(() => emptyTables(database.db, shipments, courierSyncCursors, auditLog, staffMembers));
const { kit, call, members, pagesAs } = signedInStaffEachTest(() => ({ database, clock }), ["owner", "fulfilment", "support"]);

/** A cash-on-delivery order shipped on the sandbox courier, its parcel then at `status`. */
async function parcelAt(status: string) {
  const { orderNumber } = await placeOrder(kit, orderBody([{ variantId: variants.single, quantity: 1 }]));
  const [owner] = await database.db.select().from(staffMembers).where(eq(staffMembers.email, "owner@elara.test"));
  const made = await kit.platform.shipping.awbs.create(
    orderNumber,
    { courier: "sandbox", service: "standard" },
    { staffId: owner!.id, email: owner!.email, client: "test" },
  );
  if (made.kind !== "created") throw new Error(made.kind);
  await database.db.update(shipments).set({ status, statusAt: clock() }).where(eq(shipments.id, made.shipment.id));
  return { orderNumber, shipmentId: made.shipment.id, awb: made.shipment.awb! };
}

const close = (shipmentId: number | string, member = members.owner, language = "en") =>
  call("POST", `/api/admin/shipments/${shipmentId}/close-task`, { member, language });

describe("the parcels to deal with", () => {
  it("lists refused, returning, returned and lost parcels on the dashboard and their order's page, not those on their way", async () => {
    const refused = await parcelAt("refused");
    const lost = await parcelAt("lost");
    await parcelAt("in_transit");
    const read = await pagesAs(members.support).parcelTasks();
    expect(read!.canClose).toBe(false);
    expect(read!.tasks.map((task) => [task.orderNumber, task.status, task.advice, task.courier, task.awb])).toEqual(
      expect.arrayContaining([
        [refused.orderNumber, "refused", "await_return", "sandbox", refused.awb],
        [lost.orderNumber, "lost", "claim_lost", "sandbox", lost.awb],
      ]),
    );
    expect(read!.tasks).toHaveLength(2);
    expect((await pagesAs(members.fulfilment).parcelTasks(refused.orderNumber))!).toEqual({
      tasks: [expect.objectContaining({ shipmentId: refused.shipmentId })],
      canClose: true,
    });
    expect(await pagesAs(undefined).parcelTasks()).toBeNull();
  });
});

describe("POST /api/admin/shipments/{id}/close-task", () => {
  it.each(eachRole({ owner: [true, 200], fulfilment: [true, 200], support: [true, 403] }))(
    "answers %s with its status",
    async (role, _reads, status) => {
      const { shipmentId } = await parcelAt("returned");
      expect((await close(shipmentId, members[role])).status).toBe(status);
    },
  );

  it("closes the task once, audited, and answers a second press with the first's time", async () => {
    const { orderNumber, shipmentId } = await parcelAt("returned");
    const first = await close(shipmentId, members.fulfilment);
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ shipmentId, closedAt: clock().toISOString(), changed: true });
    clock.advance(60_000);
    const second = await close(shipmentId);
    expect(second.json).toEqual({ shipmentId, closedAt: (first.json as { closedAt: string }).closedAt, changed: false });
    const audited = await database.db.select().from(auditLog).where(eq(auditLog.action, "parcel.task_close"));
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ staffEmail: "fulfilment@elara.test", targetId: String(orderNumber) });
    expect((await pagesAs(members.owner).parcelTasks())!.tasks).toEqual([]);
  });

  it("answers 404 for an unknown parcel and 409 for one on its way, in the member's language, changing nothing", async () => {
    const unknown = await close(987_654, members.owner, "ro");
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ code: "not_found", field: "id", error: "Coletul 987654 nu există." });
    expect((await close("12abc")).status).toBe(404);
    const { shipmentId } = await parcelAt("in_transit");
    const moving = await close(shipmentId);
    expect(moving.status).toBe(409);
    expect(moving.json).toMatchObject({ code: "not_a_task", parcelStatus: "in_transit" });
    const [row] = await database.db.select().from(shipments).where(eq(shipments.id, shipmentId));
    expect(row!.taskClosedAt).toBeNull();
    expect(await database.db.select().from(auditLog).where(eq(auditLog.action, "parcel.task_close"))).toEqual([]);
  });
});

/**
 * Staff's AWBs through the admin API (issue 43 item 3), on the sandbox courier: an AWB made with what the order
 * proposes or what staff change, once however often pressed, each refusal in the problem shape with its field, who
 * may, cancelling before and after the courier's scan, a batch with a mix of outcomes and one merged label PDF, and the
 * order page's parcels panel. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { beforeEach, describe, expect, it } from "vitest";
import type { ChosenPickupPoint } from "#domain/shipments";
import { courierSyncCursors, orders, shipments, storeSettings } from "#server/db/schema";
import { testClock } from "#tests/server/account-kit.ts";
import { buildOrdersApp, orderBody, placeOrder, romanianAddress, seededStoreForFile, ORDER_TABLES } from "#tests/server/orders-kit.ts";
import { TEST_BASE_URL, testConfig } from "#tests/server/platform-kit.ts";
import { emptyTables } from "#tests/server/test-database.ts";
import { eachRole, signedInStaffEachTest, staffKit, STAFF_TABLES } from "#tests/server/staff-kit.ts";

const { database, variants } = seededStoreForFile({ single: "PAP-1" });
const clock = testClock(new Date("2026-11-23T09:00:00.000Z"));

beforeEach(async () => {
  await emptyTables(database.db, shipments, courierSyncCursors, storeSettings, ...ORDER_TABLES, ...STAFF_TABLES);
});
const { kit, call, members, pagesAs } = signedInStaffEachTest(() => ({ database, clock }), ["owner", "fulfilment", "support"]);

const CLUJ_LOCKER: ChosenPickupPoint = {
  courier: "sandbox",
  id: "SBX-CJ-01",
  kind: "locker",
  name: "Sandbox Cluj Centru",
  address: "Str. Memorandumului 1",
  city: "Cluj-Napoca",
  county: "Cluj",
};

async function codOrder(overrides: Record<string, unknown> = {}) {
  const { orderNumber } = await placeOrder(kit, orderBody([{ variantId: variants.single, quantity: 2 }], overrides));
  return orderNumber;
}

const orderRow = async (orderNumber: number) => (await database.db.select().from(orders).where(eq(orders.orderNumber, orderNumber)))[0]!;
const awb = (orderNumber: number, body: unknown = {}, member = members.owner, language = "en") =>
  call("POST", `/api/admin/orders/${orderNumber}/awb`, { member, body, language });

describe("an order's AWB", () => {
  it("is made with what the order proposes (its service's courier), ships the order, and is the same AWB pressed again", async () => {
    const orderNumber = await codOrder();
    const made = await awb(orderNumber);
    expect(made.status, JSON.stringify(made.json)).toBe(201);
    const order = await orderRow(orderNumber);
    expect(made.json).toMatchObject({
      repeated: false,
      shipment: {
        courier: "fan_courier",
        service: "standard",
        status: "created",
        cashOnDeliveryMinor: order.totalRonMinor,
        lockerId: null,
      },
    });
    expect(order).toMatchObject({ fulfilmentStatus: "shipped", trackingNumber: made.json.shipment.awb });

    const again = await awb(orderNumber);
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ repeated: true, shipment: { id: made.json.shipment.id, awb: made.json.shipment.awb } });
    expect(await database.db.select().from(shipments).where(eq(shipments.orderId, order.id))).toHaveLength(1);
  });

  it("goes to the shopper's locker, and takes the weight and parcels staff give", async () => {
    const orderNumber = await codOrder();
    await database.db.update(orders).set({ pickupPoint: CLUJ_LOCKER }).where(eq(orders.orderNumber, orderNumber));
    const parcels = [
      { weightGrams: 700, lengthCm: 30, widthCm: 20, heightCm: 10 },
      { weightGrams: 400, lengthCm: 20, widthCm: 15, heightCm: 10 },
    ];
    const made = await awb(orderNumber, { parcels });
    expect(made.status, JSON.stringify(made.json)).toBe(201);
    expect(made.json.shipment).toMatchObject({ service: "locker", lockerId: "SBX-CJ-01", parcels });
  });

  it("refuses, changing nothing: a wrong body names its field, an unknown order, an order that cannot ship", async () => {
    const orderNumber = await codOrder();
    const badWeight = await awb(orderNumber, { parcels: [{ weightGrams: 0, lengthCm: 20, widthCm: 15, heightCm: 10 }] });
    expect(badWeight.status).toBe(400);
    expect(badWeight.json).toMatchObject({ field: "parcels.0.weightGrams", error: "A parcel's weight is in grams, between 1 and 31000." });
    const tooMany = await awb(orderNumber, {
      parcels: Array.from({ length: 11 }, () => ({ weightGrams: 1, lengthCm: 1, widthCm: 1, heightCm: 1 })),
    });
    expect(tooMany.json).toMatchObject({ status: 400, field: "parcels" });
    const badCourier = await awb(orderNumber, { courier: "dhl" }, members.owner, "ro");
    expect(badCourier.json).toMatchObject({ status: 400, field: "courier", error: "Alege un curier din listă." });
    expect((await awb(999_999)).json).toMatchObject({ status: 404, code: "not_found" });

    const abroad = await codOrder({
      shippingAddress: romanianAddress({ country: "BG", province: "", city: "Sofia", zip: "1000" }),
      paymentMethod: "card",
    });
    expect((await awb(abroad)).json).toMatchObject({ status: 409, code: "not_shippable" });
    expect(await database.db.select().from(shipments)).toEqual([]);
  });

  it("refuses a locker the shopper did not choose, and a courier the store has no account with", async () => {
    const orderNumber = await codOrder();
    expect((await awb(orderNumber, { service: "locker" })).json).toMatchObject({ status: 422, code: "no_locker", field: "service" });
    await database.db.update(orders).set({ pickupPoint: CLUJ_LOCKER }).where(eq(orders.orderNumber, orderNumber));
    const elsewhere = await awb(orderNumber, { courier: "cargus", service: "locker" });
    expect(elsewhere.json).toMatchObject({
      status: 422,
      code: "locker_elsewhere",
      field: "courier",
      error: expect.stringContaining("Sandbox"),
    });

    // A store without the sandbox, as in production with no courier account: no courier is enabled.
    const bare = buildOrdersApp({ database, clock, config: { ...testConfig, courierSandbox: false } });
    const owner = await staffKit(bare, clock).signIn("bare-owner@elara.test", "owner");
    const notEnabled = await staffKit(bare, clock).call("POST", `/api/admin/orders/${orderNumber}/awb`, {
      member: owner,
      body: { courier: "sameday", service: "standard" },
    });
    expect(notEnabled.json).toMatchObject({ status: 422, code: "courier_not_enabled", field: "courier" });
    expect(await database.db.select().from(shipments)).toEqual([]);
  });

  it("emails the shopper the AWB with the store's own tracking page, whichever the courier", async () => {
    const orderNumber = await codOrder();
    const made = await awb(orderNumber, { courier: "fan_courier" });
    expect(made.json.shipment).toMatchObject({ courier: "fan_courier", awb: expect.stringMatching(/^SBX/) });
    await kit.platform.mailer.deliver([]);
    const shipped = kit.transport!.sent.find((mail) => mail.text.includes(made.json.shipment.awb));
    expect(shipped?.text).toContain(`${TEST_BASE_URL}/track-order?order=${orderNumber}`);
    expect(shipped?.text).not.toContain("fancourier.ro");
  });

  it("says when the courier refuses, in its words, and when it does not answer, that pressing again loses nothing", async () => {
    const orderNumber = await codOrder();
    kit.platform.shipping.sandboxCourier!.inject("server-error");
    const unavailable = await awb(orderNumber, {}, members.owner, "ro");
    expect(unavailable.status).toBe(503);
    expect(unavailable.headers.get("Retry-After")).toBe("5");
    expect(unavailable.json).toMatchObject({ code: "courier_unavailable", error: expect.stringContaining("nu se pierde nimic") });

    const other = await codOrder();
    await database.db
      .update(orders)
      .set({ pickupPoint: { ...CLUJ_LOCKER, id: "NO-SUCH-LOCKER" } })
      .where(eq(orders.orderNumber, other));
    const refused = await awb(other);
    expect(refused.json).toMatchObject({ status: 422, code: "courier_refused", error: expect.stringContaining("NO-SUCH-LOCKER") });
  });

  it.each(eachRole({ owner: [true, 201], fulfilment: [true, 201], support: [true, 403] }))(
    "%s: reads the parcels %s, makes an AWB with %s",
    async (role, reads, status) => {
      const orderNumber = await codOrder();
      expect((await awb(orderNumber, {}, members[role])).status).toBe(status);
      const parcels = await pagesAs(members[role]).orderParcels(orderNumber);
      expect(parcels !== null).toBe(reads);
      expect(parcels?.canShip).toBe(role !== "support");
    },
  );
});

describe("the courier's visit for the parcels", () => {
  it("asks Cargus to come this afternoon for the AWB made this morning, once, and says when Cargus refuses", async () => {
    const sandbox = kit.platform.shipping.sandboxCourier!;
    const orderNumber = await codOrder();
    const made = await awb(orderNumber, { courier: "cargus", service: "standard" });
    expect(made.status, JSON.stringify(made.json)).toBe(201);
    // 11:00 in Bucharest on a Monday: the same day, 14:00 to 18:00 (UTC+2).
    expect(made.json.pickup).toEqual({
      courier: "cargus",
      from: "2026-11-23T12:00:00.000Z",
      to: "2026-11-23T16:00:00.000Z",
      booked: true,
      failure: null,
    });
    expect(sandbox.pickups().filter((pickup) => pickup.account === "cargus")).toEqual([
      { account: "cargus", from: "2026-11-23T12:00:00.000Z", to: "2026-11-23T16:00:00.000Z", awbs: [made.json.shipment.awb] },
    ]);
    // Pressed again, nothing new was made and nobody is asked again; FAN Courier is never asked.
    expect((await awb(orderNumber, { courier: "cargus", service: "standard" })).json.pickup).toBeNull();
    expect((await awb(await codOrder())).json.pickup).toBeNull();

    // Asked with nothing new to collect, the courier refuses: the booking says so in its words, and nothing throws.
    expect(await kit.platform.shipping.desk.bookPickups(["cargus", "fan_courier", "no-such-courier"])).toEqual([
      expect.objectContaining({ courier: "cargus", booked: false, failure: expect.stringContaining("No AWB made since the last pick-up") }),
    ]);
  });
});

describe("cancelling an AWB", () => {
  it("cancels before the courier's scan, lets staff make another, and is too late after it", async () => {
    const orderNumber = await codOrder();
    const made = await awb(orderNumber);
    const id = made.json.shipment.id as number;
    const cancelled = await call("POST", `/api/admin/shipments/${id}/cancel`, { member: members.fulfilment });
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.shipment).toMatchObject({ id, status: "cancelled" });
    expect((await pagesAs(members.owner).orderParcels(orderNumber))!.canCreate).toBe(true);

    const second = await awb(orderNumber);
    expect(second.status).toBe(201);
    await database.db.update(shipments).set({ status: "picked_up" }).where(eq(shipments.id, second.json.shipment.id));
    const late = await call("POST", `/api/admin/shipments/${second.json.shipment.id}/cancel`, { member: members.owner, language: "ro" });
    expect(late.json).toMatchObject({ status: 409, code: "too_late", error: expect.stringContaining("a scanat deja") });
    expect((await call("POST", "/api/admin/shipments/999999/cancel", { member: members.owner })).status).toBe(404);
    expect((await call("POST", `/api/admin/shipments/${id}/cancel`, { member: members.support })).status).toBe(403);
  });
});

describe("a batch of orders", () => {
  it("makes an AWB for each order that can ship, reports each, and answers one PDF of their labels; again, the same AWBs", async () => {
    const ready = [await codOrder(), await codOrder(), await codOrder()];
    const abroad = await codOrder({
      shippingAddress: romanianAddress({ country: "BG", province: "", city: "Sofia", zip: "1000" }),
      paymentMethod: "card",
    });
    const alreadyMade = ready[2]!;
    await awb(alreadyMade);

    const batch = await call("POST", "/api/admin/orders/ship-batch", {
      member: members.fulfilment,
      body: { orderNumbers: [...ready, abroad, 999_999], format: "a4" },
    });
    expect(batch.status, JSON.stringify(batch.json)).toBe(200);
    expect(
      batch.json.results.map((result: { orderNumber: number; outcome: string; code: string | null }) => [
        result.orderNumber,
        result.outcome,
        result.code,
      ]),
    ).toEqual([
      [ready[0], "created", null],
      [ready[1], "created", null],
      [ready[2], "repeated", null],
      [abroad, "refused", "not_shippable"],
      [999_999, "refused", "not_found"],
    ]);
    expect(batch.json.results[3].message).toContain("cannot have an AWB");
    expect(batch.json.shipmentIds).toHaveLength(3);
    expect(batch.json.labelsUrl).toBe(`/api/admin/shipments/labels.pdf?ids=${batch.json.shipmentIds.join(",")}&format=a4`);
    // FAN Courier collects on its daily round: nobody is asked to come.
    expect(batch.json.pickups).toEqual([]);

    const pdf = await call("GET", batch.json.labelsUrl, { member: members.fulfilment });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
    expect(pdf.headers.get("Content-Disposition")).toMatch(/^attachment; filename="awb-3-labels\.pdf"$/);
    expect(pdf.headers.get("Cache-Control")).toBe("no-store");
    expect((await PDFDocument.load(new Uint8Array(await pdf.response.arrayBuffer()))).getPageCount()).toBe(3);

    const again = await call("POST", "/api/admin/orders/ship-batch", {
      member: members.owner,
      body: { orderNumbers: ready, format: "a6" },
    });
    expect(again.json.results.map((result: { outcome: string }) => result.outcome)).toEqual(["repeated", "repeated", "repeated"]);
    expect(again.json.shipmentIds).toEqual(batch.json.shipmentIds);
    expect(await database.db.select().from(shipments)).toHaveLength(3);
  });

  it("refuses an empty or oversized batch, a repeated order and a role without the permission", async () => {
    const empty = await call("POST", "/api/admin/orders/ship-batch", { member: members.owner, body: { orderNumbers: [] } });
    expect(empty.json).toMatchObject({ status: 400, field: "orderNumbers", error: "Choose between 1 and 50 orders, each once." });
    const big = await call("POST", "/api/admin/orders/ship-batch", {
      member: members.owner,
      body: { orderNumbers: Array.from({ length: 51 }, (_, i) => i + 1) },
    });
    expect(big.json).toMatchObject({ status: 400, field: "orderNumbers" });
    const twice = await call("POST", "/api/admin/orders/ship-batch", { member: members.owner, body: { orderNumbers: [1, 1] } });
    expect(twice.json).toMatchObject({ status: 400, field: "orderNumbers" });
    const format = await call("POST", "/api/admin/orders/ship-batch", { member: members.owner, body: { orderNumbers: [1], format: "a5" } });
    expect(format.json).toMatchObject({ status: 400, field: "format" });
    expect((await call("POST", "/api/admin/orders/ship-batch", { member: members.support, body: { orderNumbers: [1] } })).status).toBe(403);
  });
});

describe("labels", () => {
  it("prints one AWB as A6, and refuses ids that are not numbers or name no AWB", async () => {
    const orderNumber = await codOrder();
    const made = await awb(orderNumber);
    const one = await call("GET", `/api/admin/shipments/labels.pdf?ids=${made.json.shipment.id}`, { member: members.fulfilment });
    expect(one.status).toBe(200);
    const bad = await call("GET", "/api/admin/shipments/labels.pdf?ids=1,x", { member: members.owner });
    expect(bad.json).toMatchObject({ status: 400, field: "ids" });
    const format = await call("GET", `/api/admin/shipments/labels.pdf?ids=${made.json.shipment.id}&format=zpl`, { member: members.owner });
    expect(format.json).toMatchObject({ status: 400, field: "format" });
    expect((await call("GET", "/api/admin/shipments/labels.pdf?ids=999999", { member: members.owner })).status).toBe(404);
    expect((await call("GET", `/api/admin/shipments/labels.pdf?ids=${made.json.shipment.id}`, { member: members.support })).status).toBe(
      403,
    );
  });
});

describe("the order page's parcels panel", () => {
  it("shows each parcel with the courier's events, and what a new AWB would be", async () => {
    const orderNumber = await codOrder();
    await database.db.update(orders).set({ pickupPoint: CLUJ_LOCKER }).where(eq(orders.orderNumber, orderNumber));
    const before = await pagesAs(members.owner).orderParcels(orderNumber);
    expect(before).toMatchObject({
      shipments: [],
      canCreate: true,
      canShip: true,
      defaults: { courier: "sandbox", service: "locker", lockerId: "SBX-CJ-01", lockerName: expect.stringContaining("Cluj-Napoca") },
    });
    expect(before!.couriers).toContain("sandbox");
    expect(before!.defaults.parcel.weightGrams).toBeGreaterThan(0);

    await awb(orderNumber);
    clock.advance(4 * 3_600_000);
    await kit.platform.shipping.tracking.syncAll();
    const after = await pagesAs(members.owner).orderParcels(orderNumber);
    expect(after!.canCreate).toBe(false);
    expect(after!.shipments[0]!.events.length).toBeGreaterThan(0);
    expect(after!.shipments[0]!.events[0]).toMatchObject({ status: expect.any(String), description: expect.any(String) });
    expect(await pagesAs(members.owner).orderParcels(999_999)).toBeNull();
  });
});

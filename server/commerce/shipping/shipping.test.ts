/**
 * AWBs and tracking on the sandbox courier (issue 43 items 3 and 5): one AWB per order however often and however
 * concurrently it is asked for, a lost answer recovered by its reference, the courier's refusals kept, cancelling,
 * and the courier's events moving the order once each — with several runs at once and a run that died.
 */
import { asc, eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { courierSyncCursors, invoices, orders, shipmentEvents, shipments } from "#server/db/schema";
import { buildOrdersApp, orderBody, placeOrder } from "#tests/server/orders-kit.ts";
import { courierStoreForFile, SANDBOX } from "#tests/server/shipping-kit.ts";
import { cashOnDeliveryMinor } from "./awbs.ts";

const HOUR = 3_600_000;
const { database, variants, kit, owner, orderRow } = courierStoreForFile();

const shipping = () => kit.platform.shipping;
const sandbox = () => kit.platform.shipping.sandboxCourier!;

async function codOrder(overrides: Record<string, unknown> = {}) {
  const { orderNumber } = await placeOrder(
    kit,
    orderBody([{ variantId: variants.single, quantity: 2 }], { paymentMethod: "cod", ...overrides }),
  );
  return orderNumber;
}

const shipmentsOf = async (orderNumber: number) =>
  database.db
    .select()
    .from(shipments)
    .where(eq(shipments.orderId, (await orderRow(orderNumber)).id))
    .orderBy(asc(shipments.id));

describe("an order's AWB", () => {
  it("is made with what the shopper owes on delivery, ships the order and tells the shopper the AWB", async () => {
    const orderNumber = await codOrder();
    const outcome = await shipping().awbs.create(orderNumber, SANDBOX, owner);
    expect(outcome).toMatchObject({ kind: "created", repeated: false, shipment: { status: "created", reference: `ELARA-${orderNumber}` } });
    const order = await orderRow(orderNumber);
    const [shipment] = await shipmentsOf(orderNumber);
    expect(shipment!.awb).toMatch(/^SBX\d{8}$/);
    expect(shipment!.cashOnDeliveryMinor).toBe(order.totalRonMinor);
    expect(shipment!.parcels[0]!.weightGrams).toBeGreaterThan(0);
    expect(order).toMatchObject({ fulfilmentStatus: "shipped", status: "fulfilled", trackingNumber: shipment!.awb });
    await kit.platform.mailer.deliver([]);
    expect(kit.transport!.sent.some((mail) => mail.text.includes(shipment!.awb!))).toBe(true);
  });

  it("asks nothing on delivery of a paid order", () => {
    const base = { totalRonMinor: 12_000, storeCreditRonMinor: 2_000 };
    expect(cashOnDeliveryMinor({ ...base, paymentMethod: "cod", paidAt: null })).toBe(10_000);
    expect(cashOnDeliveryMinor({ ...base, paymentMethod: "cod", paidAt: new Date() })).toBe(0);
    expect(cashOnDeliveryMinor({ ...base, paymentMethod: "card", paidAt: new Date() })).toBe(0);
  });

  it("is one AWB however often, and however concurrently, staff press the button", async () => {
    const orderNumber = await codOrder();
    const outcomes = await Promise.all([1, 2, 3].map(() => shipping().awbs.create(orderNumber, SANDBOX, owner)));
    const made = outcomes.filter((outcome) => outcome.kind === "created");
    expect(made.length).toBeGreaterThanOrEqual(1);
    expect(outcomes.every((outcome) => outcome.kind === "created" || outcome.kind === "in_progress")).toBe(true);
    const again = await shipping().awbs.create(orderNumber, SANDBOX, owner);
    expect(again).toMatchObject({ kind: "created", repeated: true });
    expect(await shipmentsOf(orderNumber)).toHaveLength(1);
  });

  it("recovers a create whose answer was lost instead of making a second parcel", async () => {
    const orderNumber = await codOrder();
    sandbox().inject("lose-create-answer");
    expect(await shipping().awbs.create(orderNumber, SANDBOX, owner)).toEqual({ kind: "courier_unavailable" });
    expect((await shipmentsOf(orderNumber))[0]).toMatchObject({ status: "requested", awb: null });
    // Pressed again at once: the first press may still be waiting for its answer.
    expect(await shipping().awbs.create(orderNumber, SANDBOX, owner)).toEqual({ kind: "in_progress" });
    kit.clock.advance(3 * 60_000);
    const recovered = await shipping().awbs.create(orderNumber, SANDBOX, owner);
    expect(recovered).toMatchObject({ kind: "created", repeated: false });
    const rows = await shipmentsOf(orderNumber);
    expect(rows).toHaveLength(1);
    // The courier's one parcel for that reference, not a second.
    const sameReference = await sandboxParcelsFor(rows[0]!.reference);
    expect(sameReference).toEqual([rows[0]!.awb]);
  });

  it("keeps the courier's refusal and makes a new attempt next time", async () => {
    const orderNumber = await codOrder();
    const refused = await shipping().awbs.create(orderNumber, { ...SANDBOX, lockerId: "NO-SUCH-LOCKER" }, owner);
    expect(refused).toMatchObject({ kind: "courier_refused", message: expect.stringContaining("NO-SUCH-LOCKER") });
    const made = await shipping().awbs.create(orderNumber, { ...SANDBOX, lockerId: "SBX-CJ-01" }, owner);
    expect(made).toMatchObject({ kind: "created", shipment: { reference: `ELARA-${orderNumber}-2`, lockerId: "SBX-CJ-01" } });
    expect((await shipmentsOf(orderNumber)).map((row) => row.status)).toEqual(["failed", "created"]);
  });

  it("ships the order with its AWB when a press finds the AWB made but the order not yet shipped (a kill in between)", async () => {
    const orderNumber = await codOrder();
    const made = await shipping().awbs.create(orderNumber, SANDBOX, owner);
    if (made.kind !== "created") throw new Error(made.kind);
    // As if the process died after saving the AWB and before shipping the order.
    await database.db
      .update(orders)
      .set({ status: "payment_due_on_delivery", fulfilmentStatus: "unfulfilled", trackingNumber: null, carrier: null })
      .where(eq(orders.orderNumber, orderNumber));
    expect(await shipping().awbs.create(orderNumber, SANDBOX, owner)).toMatchObject({ kind: "created", repeated: true });
    expect(await orderRow(orderNumber)).toMatchObject({ fulfilmentStatus: "shipped", trackingNumber: made.shipment.awb });
  });

  it("is refused for a parcel abroad: the couriers carry within Romania", async () => {
    const orderNumber = await codOrder();
    const order = await orderRow(orderNumber);
    await database.db
      .update(orders)
      .set({ shippingAddress: { ...(order.shippingAddress as Record<string, string>), country: "BG", city: "Sofia" } })
      .where(eq(orders.id, order.id));
    expect(await shipping().awbs.create(orderNumber, SANDBOX, owner)).toEqual({ kind: "not_shippable" });
    expect(await shipmentsOf(orderNumber)).toEqual([]);
  });

  it("is refused for an order not yet paid, and for a courier the store has no account with", async () => {
    const { orderNumber } = await placeOrder(kit, orderBody([{ variantId: variants.single, quantity: 1 }], { paymentMethod: "card" }));
    expect(await shipping().awbs.create(orderNumber, SANDBOX, owner)).toEqual({ kind: "not_shippable" });
    const withoutSandbox = buildOrdersApp({ database, config: { ...kit.platform.config, courierSandbox: false } });
    expect(await withoutSandbox.platform.shipping.awbs.create(orderNumber, { courier: "cargus", service: "34" }, owner)).toEqual({
      kind: "courier_not_enabled",
    });
    expect(await shipping().awbs.create(999_999, SANDBOX, owner)).toEqual({ kind: "not_found" });
    expect(await shipmentsOf(orderNumber)).toEqual([]);
  });

  it("is cancelled before the courier's first scan, and a new one corrects the tracking number; not after the scan", async () => {
    const orderNumber = await codOrder();
    const first = await shipping().awbs.create(orderNumber, SANDBOX, owner);
    if (first.kind !== "created") throw new Error(first.kind);
    expect(await shipping().awbs.cancel(first.shipment.id, owner)).toBe("cancelled");
    const second = await shipping().awbs.create(orderNumber, SANDBOX, owner);
    if (second.kind !== "created") throw new Error(second.kind);
    expect(second.shipment.awb).not.toBe(first.shipment.awb);
    expect((await orderRow(orderNumber)).trackingNumber).toBe(second.shipment.awb);
    kit.clock.advance(4 * HOUR);
    expect(await shipping().awbs.cancel(second.shipment.id, owner)).toBe("too_late");
  });

  it("is made by the sandbox standing in, under the courier's own name, for a courier the store has no account with", async () => {
    const orderNumber = await codOrder();
    const made = await shipping().awbs.create(orderNumber, { courier: "sameday", service: "locker", lockerId: "SBX-CJ-01" }, owner);
    expect(made).toMatchObject({ kind: "created", shipment: { courier: "sameday", lockerId: "SBX-CJ-01" } });
    if (made.kind !== "created") throw new Error(made.kind);
    expect(made.shipment.awb).toMatch(/^SBX\d{8}$/);
    kit.clock.advance(21 * HOUR);
    await shipping().tracking.syncAll();
    expect((await shipmentsOf(orderNumber))[0]).toMatchObject({ courier: "sameday", status: "in_locker" });
    expect((await orderRow(orderNumber)).fulfilmentStatus).toBe("out_for_delivery");
    kit.clock.advance(10 * HOUR);
    await shipping().tracking.syncAll();
    expect((await orderRow(orderNumber)).fulfilmentStatus).toBe("delivered");
  });

  it("prints the labels of several orders as one PDF", async () => {
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const outcome = await shipping().awbs.create(await codOrder(), SANDBOX, owner);
      if (outcome.kind === "created") ids.push(outcome.shipment.id);
    }
    const labels = await shipping().awbs.labels(ids, "pdf-a6");
    const merged = await PDFDocument.load(labels!);
    expect(merged.getPageCount()).toBe(3);
    expect(await shipping().awbs.labels([...ids, 999_999], "pdf-a6")).toBeNull();
  });
});

/** The sandbox's parcels made for a reference, through its own lookup. */
async function sandboxParcelsFor(reference: string): Promise<string[]> {
  const adapter = kit.platform.shipping.couriers.adapter("sandbox")!;
  const found = await adapter.findByReference(reference, new Date(kit.clock().getTime() - 24 * HOUR));
  return found ? [found.awb] : [];
}

describe("tracking", () => {
  it("moves a delivered cash-on-delivery order to delivered, issues its invoice, and keeps each event once", async () => {
    const orderNumber = await codOrder();
    await shipping().awbs.create(orderNumber, SANDBOX, owner);
    kit.clock.advance(27 * HOUR);
    const outcomes = await shipping().tracking.syncAll();
    expect(outcomes.find((outcome) => outcome.courier === "sandbox")).toMatchObject({ events: 5 });
    const order = await orderRow(orderNumber);
    expect(order).toMatchObject({ fulfilmentStatus: "delivered", status: "delivered" });
    expect(order.deliveredAt).not.toBeNull();
    const [shipment] = await shipmentsOf(orderNumber);
    expect(shipment).toMatchObject({ status: "delivered" });
    expect(await database.db.select().from(invoices).where(eq(invoices.orderId, order.id))).toHaveLength(1);

    // The same events asked again (a run killed before it saved its cursor) change nothing.
    await database.db.update(courierSyncCursors).set({ cursor: null, syncedUntil: new Date(kit.clock().getTime() - 48 * HOUR) });
    const again = await shipping().tracking.syncAll();
    expect(again.find((outcome) => outcome.courier === "sandbox")).toMatchObject({ events: 0, moved: 0 });
    expect(await database.db.select().from(shipmentEvents).where(eq(shipmentEvents.shipmentId, shipment!.id))).toHaveLength(5);
    expect(await database.db.select().from(invoices).where(eq(invoices.orderId, order.id))).toHaveLength(1);
  });

  it("follows a refused parcel back to the shop", async () => {
    const orderNumber = await codOrder();
    const made = await shipping().awbs.create(orderNumber, SANDBOX, owner);
    if (made.kind !== "created") throw new Error(made.kind);
    sandbox().refuse(made.shipment.awb!);
    kit.clock.advance(21 * HOUR);
    await shipping().tracking.syncAll();
    expect((await orderRow(orderNumber)).fulfilmentStatus).toBe("out_for_delivery");
    kit.clock.advance(60 * HOUR);
    await shipping().tracking.syncAll();
    expect((await orderRow(orderNumber)).fulfilmentStatus).toBe("returned_to_sender");
    expect((await shipmentsOf(orderNumber))[0]).toMatchObject({ status: "returned" });
  });

  it("runs one courier's sync at a time, and takes over from a run that died once its lease is out", async () => {
    const orderNumber = await codOrder();
    await shipping().awbs.create(orderNumber, SANDBOX, owner);
    kit.clock.advance(27 * HOUR);
    // A run that leased the courier and was killed.
    await database.db
      .insert(courierSyncCursors)
      .values({ courier: "sandbox", leasedUntil: new Date(kit.clock().getTime() + 5 * 60_000), updatedAt: kit.clock() });
    expect(await shipping().tracking.syncCourier("sandbox")).toEqual({ courier: "sandbox", skipped: "leased" });
    expect((await orderRow(orderNumber)).fulfilmentStatus).toBe("shipped");
    kit.clock.advance(6 * 60_000);
    const outcomes = await Promise.all([shipping().tracking.syncCourier("sandbox"), shipping().tracking.syncCourier("sandbox")]);
    expect(outcomes.filter((outcome) => "skipped" in outcome)).toHaveLength(1);
    expect((await orderRow(orderNumber)).fulfilmentStatus).toBe("delivered");
  });
});

/**
 * The couriers' cash-on-delivery transfers on the sandbox courier (issue 43 item 7): a delivered parcel's cash,
 * transferred three days later, settles its order once with the bank reference however often and however
 * concurrently the import runs; a transfer of another amount, of an AWB the store never made or of a paid order
 * changes no order and shows on the reconciliation page; one instance imports a courier at a time; and the page lists
 * the parcels whose cash is late. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { codRemittances, courierSyncCursors, invoices, orderEvents, payments } from "#server/db/schema";
import { readCodFilter } from "#domain/cod-reconciliation";
import { buildOrdersApp, orderBody, placeOrder } from "#tests/server/orders-kit.ts";
import { payOnSandboxPage } from "#tests/server/returns-kit.ts";
import { courierStoreForFile, SANDBOX } from "#tests/server/shipping-kit.ts";
import { shopCalendarDay } from "#domain/order-subscription-dates";
import type { Remittance } from "./carriers/carrier.ts";
import { createCargusAdapter } from "./carriers/cargus.ts";
import { createFanCourierAdapter } from "./carriers/fan-courier.ts";
import { createSamedayAdapter } from "./carriers/sameday.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const { database, variants, kit, owner, orderRow } = courierStoreForFile({ alsoEmpty: [codRemittances] });

const shipping = () => kit.platform.shipping;
/** The import over every courier, as the sandbox answered it (outside production it also stands in for the others). */
const importSandbox = async () => (await shipping().remittances.importAll()).filter((outcome) => outcome.courier === "sandbox");

/** A cash-on-delivery order with its sandbox AWB: the order's number and the AWB. */
async function codParcel() {
  const { orderNumber } = await placeOrder(kit, orderBody([{ variantId: variants.single, quantity: 2 }], { paymentMethod: "cod" }));
  const made = await shipping().awbs.create(orderNumber, SANDBOX, owner);
  if (made.kind !== "created") throw new Error(made.kind);
  return { orderNumber, awb: made.shipment.awb! };
}

const paymentsOf = async (orderNumber: number) =>
  database.db
    .select()
    .from(payments)
    .where(eq(payments.orderId, (await orderRow(orderNumber)).id));
const cursorOf = async () =>
  (await database.db.select().from(courierSyncCursors).where(eq(courierSyncCursors.courier, "sandbox:remittances")))[0];

/** The sandbox's transfers of each day, with these added (transfers the sandbox's scripts never make). */
function alsoTransfer(extra: (day: string) => Remittance[]) {
  const adapter = shipping().couriers.adapter("sandbox")!;
  const own = adapter.remittances.bind(adapter);
  vi.spyOn(adapter, "remittances").mockImplementation(async (day) => [...(await own(day)), ...extra(day)]);
}

const reconciliation = (query = "") => shipping().codReconciliation.view(readCodFilter(new URLSearchParams(query)));

describe("the remittance import", () => {
  it("settles a delivered cash-on-delivery order with the transfer's bank reference, once however often it runs", async () => {
    const { orderNumber, awb } = await codParcel();
    kit.clock.advance(27 * HOUR);
    await shipping().tracking.syncAll();
    expect(await orderRow(orderNumber)).toMatchObject({ fulfilmentStatus: "delivered", paidAt: null });

    // Not yet: the sandbox pays three days after delivery.
    kit.clock.advance(2 * DAY);
    expect(await importSandbox()).toEqual([expect.objectContaining({ courier: "sandbox", imported: 0 })]);
    expect((await paymentsOf(orderNumber))[0]).toMatchObject({ status: "pending", chargeReference: null });

    kit.clock.advance(DAY + HOUR);
    const [first] = await importSandbox();
    expect(first).toMatchObject({ courier: "sandbox", imported: 1, collected: 1, unmatched: 0, differing: 0 });
    const order = await orderRow(orderNumber);
    expect(order).toMatchObject({ status: "delivered", fulfilmentStatus: "delivered" });
    expect(order.paidAt).toEqual(kit.clock());
    const [payment] = await paymentsOf(orderNumber);
    expect(payment).toMatchObject({ status: "succeeded", provider: "cod", chargeReference: expect.stringMatching(/^SBX-OP-\d{8}$/) });
    const [transfer] = await database.db.select().from(codRemittances);
    expect(transfer).toMatchObject({ courier: "sandbox", awb, amountMinor: order.totalRonMinor, bankReference: payment!.chargeReference });
    const collected = await database.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(collected.find((event) => event.kind === "cod_collected")).toMatchObject({
      staffId: null,
      detail: { by: "courier", courier: "sandbox", awb, bankReference: payment!.chargeReference, amountMinor: order.totalRonMinor },
    });

    // Again, and twice at once, reading the same days again: nothing more.
    await database.db.update(courierSyncCursors).set({ cursor: null }).where(eq(courierSyncCursors.courier, "sandbox:remittances"));
    const again = await Promise.all([shipping().remittances.importCourier("sandbox"), shipping().remittances.importCourier("sandbox")]);
    expect(again.every((outcome) => "skipped" in outcome || outcome.imported === 0)).toBe(true);
    expect(await importSandbox()).toEqual([expect.objectContaining({ imported: 0, collected: 0 })]);
    expect(await database.db.select().from(codRemittances)).toHaveLength(1);
    expect((await paymentsOf(orderNumber)).map((row) => [row.status, row.settledAt])).toEqual([["succeeded", payment!.settledAt]]);
    const events = await database.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.filter((event) => event.kind === "cod_collected")).toHaveLength(1);
    expect(await database.db.select().from(invoices).where(eq(invoices.orderId, order.id))).toHaveLength(1);
    expect(await reconciliation()).toMatchObject({ late: { total: 0 }, transfers: { total: 0 }, couriers: [] });
  });

  it("delivers and settles an order tracking had not yet seen delivered, issuing its invoice", async () => {
    const { orderNumber } = await codParcel();
    kit.clock.advance(27 * HOUR + 3 * DAY);
    const [outcome] = await importSandbox();
    expect(outcome).toMatchObject({ collected: 1 });
    const order = await orderRow(orderNumber);
    expect(order).toMatchObject({ status: "delivered", fulfilmentStatus: "delivered" });
    expect(await database.db.select().from(invoices).where(eq(invoices.orderId, order.id))).toHaveLength(1);
  });

  it("keeps a transfer of another amount and leaves the order unpaid, for staff to look into", async () => {
    const { orderNumber, awb } = await codParcel();
    const adapter = shipping().couriers.adapter("sandbox")!;
    const own = adapter.remittances.bind(adapter);
    vi.spyOn(adapter, "remittances").mockImplementation(async (day) =>
      (await own(day)).map((transfer) => ({ ...transfer, amountMinor: transfer.amountMinor - 500 })),
    );
    kit.clock.advance(27 * HOUR);
    await shipping().tracking.syncAll();
    kit.clock.advance(3 * DAY);
    expect(await importSandbox()).toEqual([expect.objectContaining({ imported: 1, collected: 0, differing: 1 })]);
    const order = await orderRow(orderNumber);
    expect(order.paidAt).toBeNull();
    expect((await paymentsOf(orderNumber))[0]).toMatchObject({ status: "pending", chargeReference: null });
    const { transfers } = await reconciliation();
    expect(transfers).toEqual({
      total: 1,
      rows: [
        expect.objectContaining({
          awb,
          orderNumber,
          amountMinor: order.totalRonMinor - 500,
          expectedMinor: order.totalRonMinor,
          problem: "amount_differs",
        }),
      ],
    });

    // Staff's own button still settles it.
    expect(await kit.platform.orders.backOffice.collectCashOnDelivery(orderNumber, owner)).toMatchObject({ kind: "done" });
    expect((await orderRow(orderNumber)).paidAt).not.toBeNull();
    expect((await reconciliation()).transfers.rows[0]).toMatchObject({ problem: "amount_differs" });
  });

  it("lists a transfer of an AWB the store never made as matching no order", async () => {
    alsoTransfer((day) => (day === "2026-03-02" ? [{ awb: "SBX99999999", amountMinor: 12_345, paidOn: day, bankReference: "OP-77" }] : []));
    kit.clock.advance(2 * DAY);
    expect(await importSandbox()).toEqual([expect.objectContaining({ imported: 1, unmatched: 1, collected: 0 })]);
    expect((await reconciliation()).transfers.rows).toEqual([
      {
        id: expect.any(Number),
        courier: "sandbox",
        awb: "SBX99999999",
        amountMinor: 12_345,
        expectedMinor: null,
        orderNumber: null,
        paidOn: "2026-03-02",
        bankReference: "OP-77",
        problem: "unmatched",
      },
    ]);
  });

  it("never changes an order paid by card, and lists the transfer of its parcel", async () => {
    const placed = await placeOrder(kit, orderBody([{ variantId: variants.single, quantity: 1 }], { paymentMethod: "card" }));
    await payOnSandboxPage(kit, placed.paymentUrl!);
    const made = await shipping().awbs.create(placed.orderNumber, SANDBOX, owner);
    if (made.kind !== "created") throw new Error(made.kind);
    expect(made.shipment.cashOnDeliveryMinor).toBe(0);
    const before = { order: await orderRow(placed.orderNumber), payments: await paymentsOf(placed.orderNumber) };
    alsoTransfer((day) =>
      day === "2026-03-03" ? [{ awb: made.shipment.awb!, amountMinor: 5_000, paidOn: day, bankReference: "OP-88" }] : [],
    );
    kit.clock.advance(3 * DAY);
    expect(await importSandbox()).toEqual([expect.objectContaining({ imported: 1, collected: 0, differing: 1 })]);
    expect(await orderRow(placed.orderNumber)).toEqual(before.order);
    expect(await paymentsOf(placed.orderNumber)).toEqual(before.payments);
    expect((await reconciliation()).transfers.rows).toEqual([
      expect.objectContaining({ orderNumber: placed.orderNumber, expectedMinor: 0, problem: "amount_differs" }),
    ]);
  });

  it("runs one courier's import at a time: a second instance's run while it is leased does nothing", async () => {
    const { orderNumber } = await codParcel();
    kit.clock.advance(27 * HOUR + 3 * DAY);
    // A run that leased the courier and was killed.
    await database.db
      .insert(courierSyncCursors)
      .values({ courier: "sandbox:remittances", leasedUntil: new Date(kit.clock().getTime() + 5 * 60_000), updatedAt: kit.clock() });
    expect(await shipping().remittances.importCourier("sandbox")).toEqual({ courier: "sandbox", skipped: "leased" });
    expect((await orderRow(orderNumber)).paidAt).toBeNull();
    expect(await database.db.select().from(codRemittances)).toEqual([]);
    // Tracking's own lease on the courier is another row: it runs meanwhile.
    expect(await shipping().tracking.syncCourier("sandbox")).toMatchObject({ courier: "sandbox", events: 5 });

    kit.clock.advance(6 * 60_000);
    expect(await shipping().remittances.importCourier("sandbox")).toMatchObject({ collected: 1 });
    expect((await orderRow(orderNumber)).paidAt).not.toBeNull();
    expect(await cursorOf()).toMatchObject({ cursor: "2026-03-05", leasedUntil: null });
  });

  it("skips a courier that lists no transfers, and one the store has no account with", async () => {
    const withoutSandbox = buildOrdersApp({ database, config: { ...kit.platform.config, courierSandbox: false } }).platform.shipping;
    expect(await withoutSandbox.remittances.importCourier("cargus")).toEqual({ courier: "cargus", skipped: "no_remittances" });
    expect(await shipping().remittances.importCourier("sameday")).toEqual({ courier: "sameday", skipped: "no_remittances" });
    expect(await cursorOf()).toBeUndefined();
  });

  it("pays out on a stand-in only what that courier's own API lists: FAN Courier and Cargus, never Sameday (issue 64 item 5)", async () => {
    const real = {
      sameday: createSamedayAdapter({ username: "u", password: "p", environment: "demo", pickupPointId: 1, contactPersonId: 1 }),
      fan_courier: createFanCourierAdapter({ clientId: "1", username: "u", password: "p" }),
      cargus: createCargusAdapter({
        subscriptionKey: "k",
        username: "u",
        password: "p",
        environment: "production",
        pickupLocationId: 1,
        senderCounty: "Bucuresti",
        senderLocality: "Bucuresti",
        priceTableId: null,
        defaultServiceId: 34,
        cashOnDeliveryTo: "bank",
      }),
    };
    for (const [courier, adapter] of Object.entries(real)) {
      expect(shipping().couriers.adapter(courier as keyof typeof real)!.capabilities.remittances, courier).toBe(
        adapter.capabilities.remittances,
      );
    }

    const { orderNumber } = await placeOrder(kit, orderBody([{ variantId: variants.single, quantity: 1 }], { paymentMethod: "cod" }));
    const made = await shipping().awbs.create(orderNumber, { courier: "sameday", service: "standard" }, owner);
    expect(made.kind).toBe("created");
    kit.clock.advance(27 * HOUR + 4 * DAY);
    await shipping().tracking.syncAll();
    expect(await shipping().couriers.adapter("sameday")!.remittances(shopCalendarDay(kit.clock()))).toEqual([]);
    const outcomes = await shipping().remittances.importAll();
    expect(outcomes.find((outcome) => outcome.courier === "sameday")).toEqual({ courier: "sameday", skipped: "no_remittances" });
    expect(await orderRow(orderNumber)).toMatchObject({ fulfilmentStatus: "delivered", paidAt: null });
    // Staff record Sameday's payout by hand, so the cash is not late on the reconciliation page of the tests below.
    expect(await kit.platform.orders.backOffice.collectCashOnDelivery(orderNumber, owner)).toMatchObject({ kind: "done" });
  });

  it("reads again, when asked, days before its cursor, and never moves the cursor back", async () => {
    const { orderNumber } = await codParcel();
    kit.clock.advance(27 * HOUR + 3 * DAY);
    await database.db.insert(courierSyncCursors).values({ courier: "sandbox:remittances", cursor: "2026-03-10", updatedAt: kit.clock() });
    expect(await shipping().remittances.importCourier("sandbox")).toMatchObject({ days: 0, imported: 0 });
    expect(await shipping().remittances.importCourier("sandbox", { since: "2026-03-01" })).toMatchObject({ days: 5, collected: 1 });
    expect((await orderRow(orderNumber)).paidAt).not.toBeNull();
    expect(await cursorOf()).toMatchObject({ cursor: "2026-03-10" });
  });
});

describe("the reconciliation page's reading", () => {
  it("lists delivered parcels whose cash is late, oldest first, and what each courier holds", async () => {
    const older = await codParcel();
    kit.clock.advance(DAY);
    const newer = await codParcel();
    kit.clock.advance(27 * HOUR);
    await shipping().tracking.syncAll();
    // The sandbox's transfers never come (as if the courier were late).
    vi.spyOn(shipping().couriers.adapter("sandbox")!, "remittances").mockResolvedValue([]);
    kit.clock.advance(6 * DAY + 2 * HOUR);
    await importSandbox();
    const amount = (await orderRow(older.orderNumber)).totalRonMinor;

    const view = await reconciliation();
    expect(view.late).toEqual({
      total: 1,
      rows: [
        {
          orderNumber: older.orderNumber,
          courier: "sandbox",
          awb: older.awb,
          amountMinor: amount,
          deliveredAt: expect.any(String),
          daysWaiting: 7,
        },
      ],
    });
    expect(view.couriers).toEqual([{ courier: "sandbox", parcels: 2, owedMinor: 2 * amount, lateParcels: 1, lateMinor: amount }]);
    expect((await reconciliation("?days=3")).late.rows.map((row) => row.orderNumber)).toEqual([older.orderNumber, newer.orderNumber]);
    // A wrong number in a bookmark reads as the default.
    expect((await reconciliation("?days=0")).filter.days).toBe(7);

    // Staff marked one collected by hand: it is no longer owed.
    await kit.platform.orders.backOffice.collectCashOnDelivery(older.orderNumber, owner);
    expect(await reconciliation("?days=3")).toMatchObject({
      late: { total: 1, rows: [expect.objectContaining({ orderNumber: newer.orderNumber })] },
      couriers: [{ courier: "sandbox", parcels: 1, owedMinor: amount }],
    });
  });
});

/**
 * A parcel refused at the door and scanned back at the shop (issue 43 item 5, decision 0092): its units set aside for
 * staff's inspection once (issue 64 item 4, decision 0135), however often and however concurrently tracking runs, and
 * after a run that died, and back in stock or written off by one member's decision, however many decide at once; an unpaid cash-on-delivery
 * order cancelled (its invoice, if staff had marked it delivered, taken back by a credit note); a paid order left for
 * staff to refund or send again; the parcel a task until a member marks it done.
 */
import { asc, eq, gt, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  courierSyncCursors,
  emailOutbox,
  invoices,
  payments,
  productVariants,
  shipmentEvents,
  shipments,
  stockInspections,
  stockMovements,
} from "#server/db/schema";
import { orderBody, placeOrder } from "#tests/server/orders-kit.ts";
import { payOnSandboxPage } from "#tests/server/returns-kit.ts";
import { courierStoreForFile, SANDBOX } from "#tests/server/shipping-kit.ts";
import { createParcelMoves, parcelReturned, type ParcelMoves } from "#server/commerce/orders/parcel-moves";
import { createTracking } from "./tracking.ts";

const HOUR = 3_600_000;
const { database, variants, kit, owner, orderRow } = courierStoreForFile();

const shipping = () => kit.platform.shipping;
const variantId = () => Number(variants.single.split("/").pop());
const stockNow = async () =>
  (await database.db.select({ stock: productVariants.stockQuantity }).from(productVariants).where(eq(productVariants.id, variantId())))[0]!
    .stock!;
const inspectionsOf = async (orderId: number) => database.db.select().from(stockInspections).where(eq(stockInspections.orderId, orderId));
const movementsOf = async (orderId: number) =>
  database.db.select().from(stockMovements).where(eq(stockMovements.orderId, orderId)).orderBy(asc(stockMovements.id));
const documentsOf = async (orderId: number) =>
  database.db.select().from(invoices).where(eq(invoices.orderId, orderId)).orderBy(asc(invoices.id));

/** An order of two units, its AWB made on the sandbox courier and told to be refused at the door. */
async function refusedParcel(paymentMethod: "cod" | "card" = "cod") {
  const placed = await placeOrder(kit, orderBody([{ variantId: variants.single, quantity: 2 }], { paymentMethod }));
  if (paymentMethod === "card") {
    await payOnSandboxPage(kit, placed.paymentUrl!);
    await kit.platform.events.dispatchDue();
  }
  const made = await shipping().awbs.create(placed.orderNumber, SANDBOX, owner);
  if (made.kind !== "created") throw new Error(made.kind);
  shipping().sandboxCourier!.refuse(made.shipment.awb!);
  return { orderNumber: placed.orderNumber, shipment: made.shipment };
}

/** Asks the courier again for everything since two weeks ago, as a run that died before it saved its cursor would. */
async function forgetCursor() {
  await database.db
    .update(courierSyncCursors)
    .set({ cursor: null, syncedUntil: new Date(kit.clock().getTime() - 14 * 24 * HOUR), leasedUntil: null });
}

describe("a refused cash-on-delivery parcel", () => {
  it("waits for the return scan, then sets the units aside to inspect once and cancels the order, with no invoice to take back", async () => {
    const before = await stockNow();
    const { orderNumber, shipment } = await refusedParcel();
    expect(await stockNow()).toBe(before - 2);

    kit.clock.advance(27 * HOUR);
    await shipping().tracking.syncAll();
    expect(await orderRow(orderNumber)).toMatchObject({ fulfilmentStatus: "refused", status: "fulfilled" });
    // Refused is not back: the parcel is still with the courier.
    expect(await stockNow()).toBe(before - 2);
    expect(await shipping().parcelTasks.open()).toEqual([
      expect.objectContaining({ orderNumber, status: "refused", advice: "await_return", awb: shipment.awb }),
    ]);

    kit.clock.advance(48 * HOUR);
    await shipping().tracking.syncAll();
    const order = await orderRow(orderNumber);
    expect(order).toMatchObject({ status: "cancelled", fulfilmentStatus: "returned_to_sender" });
    expect(order.cancelledAt).not.toBeNull();
    // Back at the shop is not yet sellable: the units wait for a member's look.
    expect(await stockNow()).toBe(before - 2);
    expect(await inspectionsOf(order.id)).toEqual([
      expect.objectContaining({ quantity: 2, source: "refused_parcel", state: "to_inspect", note: `AWB ${shipment.awb}` }),
    ]);
    await kit.platform.events.dispatchDue();
    expect(await documentsOf(order.id)).toEqual([]);
    // The cancellation's handlers find the units already off the order: no movement gives them back.
    expect((await movementsOf(order.id)).map((move) => move.cause)).toEqual(["order_placed"]);
    expect((await database.db.select().from(payments).where(eq(payments.orderId, order.id)))[0]).toMatchObject({ status: "cancelled" });
    expect(await shipping().parcelTasks.open()).toEqual([
      expect.objectContaining({ orderNumber, status: "returned", advice: "cod_cancelled" }),
    ]);

    // The same events asked again change nothing.
    await forgetCursor();
    expect((await shipping().tracking.syncAll())[0]).toMatchObject({ events: 0 });
    await kit.platform.events.dispatchDue();
    expect(await stockNow()).toBe(before - 2);
    expect(await inspectionsOf(order.id)).toHaveLength(1);
  });

  it("takes back with a credit note the invoice staff issued by marking it delivered by mistake, and mails no demand to pay", async () => {
    const before = await stockNow();
    const { orderNumber } = await refusedParcel();
    kit.clock.advance(21 * HOUR);
    await shipping().tracking.syncAll();
    expect(await kit.platform.orders.backOffice.deliver(orderNumber, owner)).toMatchObject({ kind: "done" });
    const order = await orderRow(orderNumber);
    const [invoice] = await documentsOf(order.id);
    expect(invoice).toMatchObject({ kind: "invoice", totalRonMinor: order.totalRonMinor });

    const [{ lastMail }] = (await database.db
      .select({ lastMail: sql<number>`coalesce(max(${emailOutbox.id}), 0)::int` })
      .from(emailOutbox)) as [{ lastMail: number }];
    kit.clock.advance(60 * HOUR);
    await shipping().tracking.syncAll();
    await kit.platform.events.dispatchDue();
    expect(await orderRow(orderNumber)).toMatchObject({ status: "cancelled", fulfilmentStatus: "returned_to_sender" });
    expect(await stockNow()).toBe(before - 2);
    const documents = await documentsOf(order.id);
    expect(documents.map((document) => [document.kind, document.totalRonMinor])).toEqual([
      ["invoice", order.totalRonMinor],
      ["credit_note", -order.totalRonMinor],
    ]);
    await kit.platform.events.dispatchDue();
    expect(await documentsOf(order.id)).toHaveLength(2);
    // The shopper hears of the credit note alone: nothing asks them to pay.
    const mails = await database.db
      .select({ kind: emailOutbox.kind, recipient: emailOutbox.recipient })
      .from(emailOutbox)
      .where(gt(emailOutbox.id, lastMail));
    expect(mails.filter((mail) => mail.recipient === order.email).map((mail) => mail.kind)).toEqual(["invoice_issued"]);
  });
});

describe("a refused parcel of a card order", () => {
  it("comes back to inspect, keeps the order and its payment for staff to refund or send again", async () => {
    const before = await stockNow();
    const { orderNumber } = await refusedParcel("card");
    const paid = await orderRow(orderNumber);
    expect(paid.paidAt).not.toBeNull();
    kit.clock.advance(80 * HOUR);
    await shipping().tracking.syncAll();
    await kit.platform.events.dispatchDue();
    const order = await orderRow(orderNumber);
    expect(order).toMatchObject({ status: "fulfilled", fulfilmentStatus: "returned_to_sender" });
    expect(await stockNow()).toBe(before - 2);
    expect(await inspectionsOf(order.id)).toEqual([expect.objectContaining({ quantity: 2, source: "refused_parcel" })]);
    const [payment] = await database.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment).toMatchObject({ status: "succeeded", refundedMinor: 0 });
    expect((await documentsOf(order.id)).map((document) => document.kind)).toEqual(["invoice"]);
    const [task] = await shipping().parcelTasks.ofOrder(orderNumber);
    expect(task).toMatchObject({ status: "returned", advice: "refund_or_reship" });

    const closed = await shipping().parcelTasks.close(task!.shipmentId, owner);
    expect(closed).toMatchObject({ kind: "closed", changed: true });
    const again = await shipping().parcelTasks.close(task!.shipmentId, owner);
    expect(again).toEqual({ kind: "closed", changed: false, closedAt: (closed as { closedAt: Date }).closedAt });
    expect(await shipping().parcelTasks.ofOrder(orderNumber)).toEqual([]);
    expect(await shipping().parcelTasks.close(987_654, owner)).toEqual({ kind: "not_found" });
  });
});

describe("the return scan with several runs and a run that died", () => {
  it("is done once by two runs at once and by two return scans of one order at once", async () => {
    const before = await stockNow();
    const { orderNumber } = await refusedParcel();
    kit.clock.advance(80 * HOUR);
    const outcomes = await Promise.all([shipping().tracking.syncCourier("sandbox"), shipping().tracking.syncCourier("sandbox")]);
    expect(outcomes.filter((outcome) => "skipped" in outcome)).toHaveLength(1);
    const order = await orderRow(orderNumber);
    expect(await inspectionsOf(order.id)).toHaveLength(1);
    // The port itself, asked twice at once (two instances past the lease): one movement, one cancellation.
    const answers = await Promise.all(
      [1, 2].map(() => database.db.transaction((tx) => parcelReturned(tx, order.id, { awb: "X" }, kit.clock()))),
    );
    expect(answers).toEqual([
      { toInspect: false, cancelled: false },
      { toInspect: false, cancelled: false },
    ]);
    expect(await inspectionsOf(order.id)).toHaveLength(1);
    expect(await stockNow()).toBe(before - 2);
  });

  it("sets the units aside once when a run dies inside the return scan and the next run does it again", async () => {
    const before = await stockNow();
    const { orderNumber, shipment } = await refusedParcel();
    const real = createParcelMoves({
      actions: kit.platform.orders.backOffice,
      invoicing: { settings: { company: {} as never, series: { invoice: "T", creditNote: "TC" } } } as never,
      trackingUrl: () => "",
    });
    const dying: ParcelMoves = {
      ...real,
      async returned(tx, orderId, parcel, now) {
        await real.returned(tx, orderId, parcel, now);
        throw new Error("killed after the return scan's writes");
      },
    };
    const tracking = createTracking({
      db: database.db,
      clock: kit.clock,
      couriers: shipping().couriers,
      parcelMoves: dying,
      returnParcelMoves: { follow: async () => ({ moved: false, mailIds: [] }) },
      deliverMail: async () => {},
    });
    kit.clock.advance(80 * HOUR);
    await expect(tracking.syncCourier("sandbox")).rejects.toThrow("killed");
    // Rolled back whole: no event kept, no stock, the order where it was.
    expect(await database.db.select().from(shipmentEvents).where(eq(shipmentEvents.shipmentId, shipment.id))).toEqual([]);
    expect(await stockNow()).toBe(before - 2);
    expect(await orderRow(orderNumber)).toMatchObject({ status: "fulfilled", fulfilmentStatus: "shipped" });

    await shipping().tracking.syncAll();
    const order = await orderRow(orderNumber);
    expect(order).toMatchObject({ status: "cancelled", fulfilmentStatus: "returned_to_sender" });
    expect(await stockNow()).toBe(before - 2);
    expect(await inspectionsOf(order.id)).toEqual([expect.objectContaining({ quantity: 2, state: "to_inspect" })]);
    expect((await database.db.select().from(shipments).where(eq(shipments.id, shipment.id)))[0]).toMatchObject({ status: "returned" });
  });
});

describe("a member's inspection of a parcel back at the shop", () => {
  async function waiting() {
    const before = await stockNow();
    const { orderNumber } = await refusedParcel("card");
    kit.clock.advance(80 * HOUR);
    await shipping().tracking.syncAll();
    const order = await orderRow(orderNumber);
    const [row] = await inspectionsOf(order.id);
    return { before, order, row: row! };
  }

  it("puts sellable units back in stock with the ledger saying so, once", async () => {
    const { before, order, row } = await waiting();
    expect(await kit.platform.catalog.stock.toInspect("ro")).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: row.id, quantity: 2, source: "refused_parcel", orderNumber: order.orderNumber }),
      ]),
    );
    expect(await kit.platform.catalog.stock.inspectReturnedStock(row.id, "sellable", owner)).toEqual({ kind: "decided", balance: before });
    expect(await stockNow()).toBe(before);
    expect((await movementsOf(order.id)).at(-1)).toMatchObject({ cause: "return_inspected_sellable", change: 2, balanceAfter: before });
    expect(await kit.platform.catalog.stock.inspectReturnedStock(row.id, "damaged", owner)).toEqual({
      kind: "already_decided",
      state: "sellable",
    });
    expect(await stockNow()).toBe(before);
    expect((await inspectionsOf(order.id))[0]).toMatchObject({ state: "sellable", decidedByEmail: owner.email });
    expect((await kit.platform.catalog.stock.toInspect("ro")).map((item) => item.id)).not.toContain(row.id);
  });

  it("writes damaged units off in the ledger without selling them", async () => {
    const { before, order, row } = await waiting();
    expect(await kit.platform.catalog.stock.inspectReturnedStock(row.id, "damaged", owner)).toEqual({
      kind: "decided",
      balance: before - 2,
    });
    expect(await stockNow()).toBe(before - 2);
    expect((await movementsOf(order.id)).at(-1)).toMatchObject({ cause: "written_off_damaged", change: 0, balanceAfter: before - 2 });
    expect(await kit.platform.catalog.stock.inspectReturnedStock(987_654, "damaged", owner)).toEqual({ kind: "not_found" });
  });

  it("lets one of two members deciding at once win, and never doubles the stock", async () => {
    const { before, order, row } = await waiting();
    const outcomes = await Promise.all([
      kit.platform.catalog.stock.inspectReturnedStock(row.id, "sellable", owner),
      kit.platform.catalog.stock.inspectReturnedStock(row.id, "sellable", owner),
      kit.platform.catalog.stock.inspectReturnedStock(row.id, "damaged", owner),
    ]);
    expect(outcomes.filter((outcome) => outcome.kind === "decided")).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.kind === "already_decided")).toHaveLength(2);
    const decided = (await inspectionsOf(order.id))[0]!.state;
    expect(await stockNow()).toBe(decided === "sellable" ? before : before - 2);
    expect((await movementsOf(order.id)).filter((move) => move.cause !== "order_placed")).toHaveLength(1);
  });
});

/**
 * The shopper's own tracking (issue 43 item 6), on the sandbox courier: guest tracking, the guest's signed link and
 * the customer's order answer the parcel and its timeline, newest first, to the same proof as the order and for that
 * order only; cancelled and refused AWBs stay the staff's business.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ChosenPickupPoint } from "#domain/shipments";
import { orders } from "#server/db/schema";
import { signedInCustomer } from "#tests/server/account-kit.ts";
import { requestApp } from "#tests/server/app-request.ts";
import { orderBody, placeOrder } from "#tests/server/orders-kit.ts";
import { courierStoreForFile, SANDBOX } from "#tests/server/shipping-kit.ts";
import { ORDER_LINKS_PATH, ORDER_STATUS_PATH } from "./order-status.ts";
import { ACCOUNT_ORDERS_PATH } from "./account-orders.ts";

const HOUR = 3_600_000;
const { database, variants, kit, owner, orderRow } = courierStoreForFile();
const LOCKER: ChosenPickupPoint = {
  courier: "sandbox",
  id: "SBX-CJ-01",
  kind: "locker",
  name: "Locker Piața Unirii Cluj",
  address: "Strada Memorandumului 2",
  city: "Cluj-Napoca",
  county: "Cluj",
};

async function shippedOrder({ email, accessToken, locker }: { email: string; accessToken?: string; locker?: ChosenPickupPoint }) {
  const { orderNumber } = await placeOrder(kit, orderBody([{ variantId: variants.single, quantity: 1 }], { email }), { accessToken });
  if (locker) await database.db.update(orders).set({ pickupPoint: locker }).where(eq(orders.orderNumber, orderNumber));
  const made = await kit.platform.shipping.awbs.create(orderNumber, { ...SANDBOX, lockerId: locker?.id ?? null }, owner);
  if (made.kind !== "created") throw new Error(made.kind);
  return { orderNumber, awb: made.shipment.awb!, shipmentId: made.shipment.id };
}

const track = (orderNumber: number, email: string) =>
  requestApp(kit.app, "POST", ORDER_STATUS_PATH, { body: { orderNumber, email }, language: "en" });

describe("guest tracking", () => {
  it("answers the parcel in its locker with the courier's timeline, newest first, after the tracking run", async () => {
    const { orderNumber, awb } = await shippedOrder({ email: "ioana@example.ro", locker: LOCKER });
    kit.clock.advance(31 * HOUR);
    await kit.platform.shipping.tracking.syncAll();
    expect((await orderRow(orderNumber)).status).toBe("delivered");

    const answer = await track(orderNumber, "ioana@example.ro");
    expect(answer.status).toBe(200);
    const [parcel, ...more] = answer.json.order.parcels;
    expect(more).toEqual([]);
    expect(parcel).toMatchObject({
      courier: "sandbox",
      awb,
      status: "delivered",
      destination: { kind: "locker", name: LOCKER.name, address: LOCKER.address, city: "Cluj-Napoca" },
    });
    expect(parcel.events.map((event: { status: string }) => event.status)).toEqual([
      "delivered",
      "in_locker",
      "in_transit",
      "picked_up",
      "created",
    ]);
    expect(parcel.events[1]).toMatchObject({ description: "Colet depus în locker", location: "SBX-CJ-01" });
    expect(Date.parse(parcel.events[0].at)).toBeGreaterThan(Date.parse(parcel.events[1].at));
  });

  it("shows no street for a parcel to an address, and nothing to another email or for another order", async () => {
    const mine = await shippedOrder({ email: "ioana@example.ro" });
    const { orderNumber: unshipped } = await placeOrder(
      kit,
      orderBody([{ variantId: variants.single, quantity: 1 }], { email: "ioana@example.ro" }),
    );
    kit.clock.advance(9 * HOUR);
    await kit.platform.shipping.tracking.syncAll();

    const seen = await track(mine.orderNumber, "ioana@example.ro");
    expect(seen.json.order.parcels).toMatchObject([{ awb: mine.awb, status: "in_transit", destination: null }]);
    expect(JSON.stringify(seen.json)).not.toContain("Memorandumului");

    const stranger = await track(mine.orderNumber, "someone@example.ro");
    expect(stranger.status).toBe(404);
    expect(JSON.stringify(stranger.json)).not.toContain(mine.awb);

    // The same shopper's order with no AWB yet answers as before, with no parcel, and not the other order's.
    const other = await track(unshipped, "ioana@example.ro");
    expect(other.json.order.parcels).toEqual([]);
  });

  it("shows only the live AWB when one was cancelled and made again", async () => {
    const first = await shippedOrder({ email: "ioana@example.ro" });
    expect(await kit.platform.shipping.awbs.cancel(first.shipmentId, owner)).toBe("cancelled");
    const again = await kit.platform.shipping.awbs.create(first.orderNumber, SANDBOX, owner);
    if (again.kind !== "created") throw new Error(again.kind);
    const answer = await track(first.orderNumber, "ioana@example.ro");
    expect(answer.json.order.parcels).toMatchObject([{ awb: again.shipment.awb, status: "created", events: [] }]);
    expect(JSON.stringify(answer.json.order.parcels)).not.toContain(first.awb);
  });
});

describe("the guest's signed link", () => {
  it("answers the timeline to the order's own token, and nothing to a forged one", async () => {
    const { orderNumber, awb } = await shippedOrder({ email: "ioana@example.ro", locker: LOCKER });
    kit.clock.advance(21 * HOUR);
    await kit.platform.shipping.tracking.syncAll();
    const token = new URL(kit.platform.orders.orderLinks.pageFor(await orderRow(orderNumber))).pathname.split("/").pop()!;

    const opened = await requestApp(kit.app, "GET", `${ORDER_LINKS_PATH}/${token}`);
    expect(opened.status).toBe(200);
    expect(opened.json.order.parcels).toMatchObject([{ awb, status: "in_locker", destination: { kind: "locker", name: LOCKER.name } }]);

    const forged = await requestApp(kit.app, "GET", `${ORDER_LINKS_PATH}/${token.slice(0, -2)}xx`);
    expect(forged.status).toBe(404);
    expect(JSON.stringify(forged.json)).not.toContain(awb);
  });
});

describe("the customer's order", () => {
  it("answers the timeline with the street it goes to; another customer's number is not found", async () => {
    const ana = await signedInCustomer(kit, "ana.parcel@example.ro");
    const mine = await shippedOrder({ email: "ana.parcel@example.ro", accessToken: ana.accessToken });
    const theirs = await shippedOrder({ email: "ioana@example.ro" });
    kit.clock.advance(27 * HOUR);
    await kit.platform.shipping.tracking.syncAll();

    const answer = await requestApp(kit.app, "GET", `${ACCOUNT_ORDERS_PATH}/${mine.orderNumber}`, { accessToken: ana.accessToken });
    expect(answer.status).toBe(200);
    expect(answer.json.order.parcels).toMatchObject([
      {
        awb: mine.awb,
        status: "delivered",
        destination: { kind: "address", name: null, address: "Str. Memorandumului 28, ap. 4", city: "Cluj-Napoca" },
      },
    ]);
    expect(answer.json.order.parcels[0].events[0]).toMatchObject({ status: "delivered", description: "Colet livrat" });

    const other = await requestApp(kit.app, "GET", `${ACCOUNT_ORDERS_PATH}/${theirs.orderNumber}`, { accessToken: ana.accessToken });
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.json)).not.toContain(theirs.awb);
  });
});

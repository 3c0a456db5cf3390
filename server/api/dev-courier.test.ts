/**
 * /dev/courier (issue 43): the sandbox courier's parcels moved forward, refused and tracked on demand, only where the
 * sandbox courier exists, and never from another site.
 */
import { describe, expect, it } from "vitest";
import { buildOrdersApp, orderBody, placeOrder } from "#tests/server/orders-kit.ts";
import { courierStoreForFile } from "#tests/server/shipping-kit.ts";

const { database, variants, kit, owner, orderRow } = courierStoreForFile();

async function shippedOrder(): Promise<{ orderNumber: number; awb: string }> {
  const { orderNumber } = await placeOrder(kit, orderBody([{ variantId: variants.single, quantity: 1 }], { paymentMethod: "cod" }));
  const made = await kit.platform.shipping.awbs.create(orderNumber, { courier: "sameday", service: "standard" }, owner);
  if (made.kind !== "created") throw new Error(made.kind);
  return { orderNumber, awb: made.shipment.awb! };
}

const post = (path: string, body?: unknown, headers: Record<string, string> = {}) =>
  kit.app.request(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const fulfilmentOf = async (orderNumber: number) => (await orderRow(orderNumber)).fulfilmentStatus;

describe("the sandbox courier's development page", () => {
  it("lists its parcels, moves one forward, and asks the couriers for the news at once", async () => {
    const { orderNumber, awb } = await shippedOrder();
    const listed = (await (await kit.app.request("/dev/courier.json")).json()) as { parcels: { awb: string; events: unknown[] }[] };
    expect(listed.parcels[0]).toMatchObject({ awb, events: [expect.objectContaining({ code: "CREATED" })] });
    expect(await (await kit.app.request("/dev/courier")).text()).toContain(awb);

    expect((await post(`/dev/courier/parcels/${awb}/advance`, { hours: 30 })).status).toBe(200);
    // The skipped steps happen in the moments after the press.
    kit.clock.advance(1_000);
    const synced = await post("/dev/courier/sync");
    expect(await synced.json()).toMatchObject({
      couriers: expect.arrayContaining([expect.objectContaining({ courier: "sameday", events: 5 })]),
    });
    expect(await fulfilmentOf(orderNumber)).toBe("delivered");
  });

  it("has a parcel refused at the door, and answers a form from its page with the page", async () => {
    const { orderNumber, awb } = await shippedOrder();
    const form = await kit.app.request(`/dev/courier/parcels/${awb}/refuse`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBe(303);
    expect(form.headers.get("Location")).toBe("/dev/courier");
    const advanced = await kit.app.request(`/dev/courier/parcels/${awb}/advance`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "hours=80",
    });
    expect(advanced.status).toBe(303);
    kit.clock.advance(1_000);
    await post("/dev/courier/sync");
    expect(await fulfilmentOf(orderNumber)).toBe("returned_to_sender");
  });

  it("refuses a bad number of hours, an AWB it does not have, and a request from another site", async () => {
    const { awb } = await shippedOrder();
    const tooMany = await post(`/dev/courier/parcels/${awb}/advance`, { hours: 24 * 8 });
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toMatchObject({ field: "hours" });
    expect((await post(`/dev/courier/parcels/${awb}/advance`, { hours: "soon" })).status).toBe(400);
    expect((await post("/dev/courier/parcels/SBX99999999/advance", { hours: 1 })).status).toBe(404);
    expect((await post("/dev/courier/parcels/SBX99999999/refuse")).status).toBe(404);
    expect((await post("/dev/courier/sync", undefined, { "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
  });

  it("does not exist where the sandbox courier does not", async () => {
    Object.assign(kit, buildOrdersApp({ database, config: { ...kit.platform.config, courierSandbox: false } }));
    expect((await kit.app.request("/dev/courier.json")).status).toBe(404);
    expect((await kit.app.request("/dev/courier")).status).toBe(404);
    expect((await post("/dev/courier/sync")).status).toBe(404);
  });
});

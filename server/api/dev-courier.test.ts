/**
 * /dev/courier (issue 43): the sandbox courier's parcels moved forward, refused and tracked on demand, only where the
 * sandbox courier exists, only by a signed-in member who may fulfil orders, with the member's CSRF token, and never
 * from another site (issue 64 item 6: a stranger had moved a cash-on-delivery order to delivered, and its invoice was
 * issued).
 */
import { beforeEach, describe, expect, it } from "vitest";
import { CSRF_HEADER, STAFF_COOKIE } from "#server/api/admin/http";
import { buildOrdersApp, orderBody, placeOrder } from "#tests/server/orders-kit.ts";
import { courierStoreForFile } from "#tests/server/shipping-kit.ts";
import { staffKit, type StaffMemberSession } from "#tests/server/staff-kit.ts";
import { TEST_BASE_URL } from "#tests/server/platform-kit.ts";

const { database, variants, kit, owner, orderRow } = courierStoreForFile();
const members = {} as Record<"fulfilment" | "support", StaffMemberSession>;
beforeEach(async () => {
  const staff = staffKit(kit, kit.clock);
  members.fulfilment = await staff.signIn(`packer-${Date.now()}@elara.test`, "fulfilment");
  members.support = await staff.signIn(`helper-${Date.now()}@elara.test`, "support");
});

async function shippedOrder(): Promise<{ orderNumber: number; awb: string }> {
  const { orderNumber } = await placeOrder(kit, orderBody([{ variantId: variants.single, quantity: 1 }], { paymentMethod: "cod" }));
  const made = await kit.platform.shipping.awbs.create(orderNumber, { courier: "sameday", service: "standard" }, owner);
  if (made.kind !== "created") throw new Error(made.kind);
  return { orderNumber, awb: made.shipment.awb! };
}

/** A request as the admin's pages send it, by `member` (no one when undefined), JSON unless a form body is given. */
function request(
  method: string,
  path: string,
  {
    member,
    body,
    form,
    csrf = member?.csrf,
    headers = {},
  }: {
    member?: StaffMemberSession;
    body?: unknown;
    form?: string;
    csrf?: string;
    headers?: Record<string, string>;
  } = {},
) {
  return kit.app.request(path, {
    method,
    headers: {
      "Content-Type": form === undefined ? "application/json" : "application/x-www-form-urlencoded",
      Origin: TEST_BASE_URL,
      ...(member ? { Cookie: `${STAFF_COOKIE}=${member.cookie}` } : {}),
      ...(csrf && form === undefined ? { [CSRF_HEADER]: csrf } : {}),
      ...headers,
    },
    ...(form !== undefined ? { body: form } : body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}
const post = (path: string, body?: unknown, headers: Record<string, string> = {}) =>
  request("POST", path, { member: members.fulfilment, body, headers });
const fulfilmentOf = async (orderNumber: number) => (await orderRow(orderNumber)).fulfilmentStatus;

describe("the sandbox courier's development page", () => {
  it("lists its parcels, moves one forward, and asks the couriers for the news at once", async () => {
    const { orderNumber, awb } = await shippedOrder();
    const listed = (await (await request("GET", "/dev/courier.json", { member: members.fulfilment })).json()) as {
      parcels: { awb: string; events: unknown[] }[];
    };
    expect(listed.parcels[0]).toMatchObject({ awb, events: [expect.objectContaining({ code: "CREATED" })] });
    expect(await (await request("GET", "/dev/courier", { member: members.fulfilment })).text()).toContain(awb);

    expect((await post(`/dev/courier/parcels/${awb}/advance`, { hours: 30 })).status).toBe(200);
    // The skipped steps happen in the moments after the press.
    kit.clock.advance(1_000);
    const synced = await post("/dev/courier/sync");
    expect(await synced.json()).toMatchObject({
      couriers: expect.arrayContaining([expect.objectContaining({ courier: "sameday", events: 5 })]),
    });
    expect(await fulfilmentOf(orderNumber)).toBe("delivered");
  });

  it("has a parcel refused at the door, and answers a form from its page, which carries the member's token, with the page", async () => {
    const { orderNumber, awb } = await shippedOrder();
    const page = await (await request("GET", "/dev/courier", { member: members.fulfilment })).text();
    expect(page).toContain(`name="csrf" value="${members.fulfilment.csrf}"`);
    const csrf = `csrf=${encodeURIComponent(members.fulfilment.csrf)}`;
    const form = await request("POST", `/dev/courier/parcels/${awb}/refuse`, { member: members.fulfilment, form: csrf });
    expect(form.status).toBe(303);
    expect(form.headers.get("Location")).toBe("/dev/courier");
    const advanced = await request("POST", `/dev/courier/parcels/${awb}/advance`, { member: members.fulfilment, form: `${csrf}&hours=80` });
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

  it("moves nothing for a stranger, a member who may not fulfil orders, or a press without the member's token (issue 64 item 6)", async () => {
    const { orderNumber, awb } = await shippedOrder();
    const deliver = { hours: 30 };
    const stranger = await request("POST", `/dev/courier/parcels/${awb}/advance`, { body: deliver });
    expect(stranger.status).toBe(401);
    expect(await stranger.json()).toMatchObject({ code: "signed_out" });
    expect((await request("POST", `/dev/courier/parcels/${awb}/refuse`)).status).toBe(401);
    expect((await request("POST", "/dev/courier/sync")).status).toBe(401);
    expect((await request("GET", "/dev/courier.json")).status).toBe(401);
    const page = await request("GET", "/dev/courier");
    expect(page.status).toBe(401);
    expect(await page.text()).not.toContain(awb);

    const support = await request("POST", `/dev/courier/parcels/${awb}/advance`, { member: members.support, body: deliver });
    expect(support.status).toBe(403);
    expect(await support.json()).toMatchObject({ code: "forbidden" });
    const noToken = await request("POST", `/dev/courier/parcels/${awb}/advance`, { member: members.fulfilment, body: deliver, csrf: "" });
    expect(await noToken.json()).toMatchObject({ code: "csrf" });
    const wrongToken = await request("POST", `/dev/courier/parcels/${awb}/advance`, {
      member: members.fulfilment,
      form: "csrf=guessed&hours=30",
    });
    expect(wrongToken.status).toBe(403);
    const noOrigin = await request("POST", `/dev/courier/parcels/${awb}/advance`, {
      member: members.fulfilment,
      body: deliver,
      headers: { Origin: "https://elsewhere.example" },
    });
    expect(await noOrigin.json()).toMatchObject({ code: "not_from_admin" });

    // None of them moved the parcel: the courier has it on its way, not delivered.
    kit.clock.advance(1_000);
    await kit.platform.shipping.tracking.syncAll();
    expect(await fulfilmentOf(orderNumber)).toBe("shipped");
    expect((await orderRow(orderNumber)).deliveredAt).toBeNull();
  });

  it("does not exist where the sandbox courier does not", async () => {
    Object.assign(kit, buildOrdersApp({ database, config: { ...kit.platform.config, courierSandbox: false } }));
    expect((await request("GET", "/dev/courier.json", { member: members.fulfilment })).status).toBe(404);
    expect((await request("GET", "/dev/courier")).status).toBe(404);
    expect((await post("/dev/courier/sync")).status).toBe(404);
  });
});

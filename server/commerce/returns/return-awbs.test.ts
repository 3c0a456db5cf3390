/**
 * A return's AWB on the sandbox courier and the test clock (issue 43 item 8): one AWB however often and however
 * concurrently staff press, only for an approved return not yet received, the customer as sender and the shop as
 * recipient with nothing to collect, a locker drop checked against the courier's lockers, cancel and a new attempt,
 * and the courier's "delivered" receiving the return once — however many tracking runs hear it, at once or again.
 * Then the routes: who may, a wrong body, an unknown return, the labels (staff's, and the customer's own only).
 * On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { StaffActor } from "#domain/staff-roles";
import {
  courierSyncCursors,
  emailOutbox,
  returnEvents,
  returns,
  shipments,
  staffMembers,
  stockInspections,
  stockMovements,
} from "#server/db/schema";
import { publishDomainEvents } from "#server/commerce/shared/domain-events";
import { sendJson, signedInCustomer } from "#tests/server/account-kit.ts";
import { buildOrdersApp, orderBody, placeOrder, seededStoreForFile, type OrdersKit } from "#tests/server/orders-kit.ts";
import { RETURN_TABLES } from "#tests/server/returns-kit.ts";
import { staffKit } from "#tests/server/staff-kit.ts";
import { emptyTables } from "#tests/server/test-database.ts";

const HOUR = 3_600_000;
const { database, variants } = seededStoreForFile({ single: "PAP-1" });

let kit: OrdersKit;
const owner: StaffActor = { staffId: 0, email: "owner@elara.example", client: "test" };

beforeEach(async () => {
  await emptyTables(database.db, courierSyncCursors, ...RETURN_TABLES);
  kit = buildOrdersApp({ database });
  const [member] = await database.db.insert(staffMembers).values({ email: owner.email, role: "owner" }).returning();
  owner.staffId = member!.id;
});

const platform = () => kit.platform;
const returnAwbs = () => kit.platform.returns.returnAwbs;

interface Shopper {
  id: number;
  email: string;
  token: string;
}

/** A customer's cash-on-delivery order of two bottles, shipped on the sandbox and delivered by it; one bottle asked back. */
async function returnAsked(email = "ana@example.com", reason: "changed_mind" | "defective" = "changed_mind") {
  const { id, accessToken } = await signedInCustomer(kit, email);
  const shopper: Shopper = { id, email, token: accessToken };
  const { orderNumber } = await placeOrder(kit, orderBody([{ variantId: variants.single, quantity: 2 }], { email, paymentMethod: "cod" }), {
    accessToken,
  });
  expect(await platform().shipping.awbs.create(orderNumber, { courier: "sandbox", service: "standard" }, owner)).toMatchObject({
    kind: "created",
  });
  kit.clock.advance(27 * HOUR);
  await platform().shipping.tracking.syncAll();
  const eligible = await platform().returns.returns.eligibleOrders(shopper);
  const line = eligible.find((order) => order.orderNumber === orderNumber)!.lines[0]!;
  const made = await platform().returns.returns.request(
    shopper,
    {
      orderNumber,
      lines: [{ lineId: line.lineId, quantity: 1, reason }],
      refundMethod: "store_credit",
      ...(reason === "defective" ? { details: "The seal was broken." } : {}),
    },
    "en",
  );
  if (!made.ok) throw new Error(`The return was refused: ${made.reason}`);
  return { shopper, returnId: made.value.id, orderNumber };
}

async function approvedReturn(email?: string, reason?: "changed_mind" | "defective") {
  const asked = await returnAsked(email, reason);
  expect((await platform().returns.returnBackOffice.approve(asked.returnId, "", owner)).ok).toBe(true);
  return asked;
}

const returnShipments = (returnId: number) => database.db.select().from(shipments).where(eq(shipments.returnId, returnId));
const returnRow = async (returnId: number) => (await database.db.select().from(returns).where(eq(returns.id, returnId)))[0]!;

describe("a return's AWB", () => {
  it("is one AWB however often and however concurrently staff press, from the customer to the shop, nothing to collect", async () => {
    const { returnId } = await approvedReturn();
    const outcomes = await Promise.all([1, 2, 3].map(() => returnAwbs().create(returnId, { mode: "pickup" }, owner)));
    expect(outcomes.every((outcome) => outcome.kind === "created" || outcome.kind === "in_progress")).toBe(true);
    expect(await returnAwbs().create(returnId, { mode: "pickup" }, owner)).toMatchObject({ kind: "created", repeated: true });
    const rows = await returnShipments(returnId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: "return",
      courier: "sandbox",
      service: "return-pickup",
      reference: `ELARA-R${returnId}`,
      status: "created",
      cashOnDeliveryMinor: 0,
      lockerId: null,
    });
    expect(rows[0]!.awb).toMatch(/^SBX\d{8}$/);
    // The courier's label names the customer as the sender.
    const label = await returnAwbs().label(returnId);
    expect(Buffer.from(label!).subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("is refused for a return not approved, and for an unknown one, writing nothing", async () => {
    const { returnId } = await returnAsked();
    expect(await returnAwbs().create(returnId, { mode: "pickup" }, owner)).toEqual({ kind: "not_returnable" });
    expect(await returnAwbs().create(999_999, { mode: "pickup" }, owner)).toEqual({ kind: "not_found" });
    expect(await returnShipments(returnId)).toHaveLength(0);
  });

  it("drops at one of the courier's lockers, and refuses a locker the courier does not have", async () => {
    const { returnId } = await approvedReturn();
    await platform().shipping.pickupPoints.sync("sandbox");
    expect(await returnAwbs().create(returnId, { mode: "locker", lockerId: "NO-SUCH" }, owner)).toEqual({ kind: "unknown_locker" });
    const made = await returnAwbs().create(returnId, { mode: "locker", lockerId: "SBX-CJ-01" }, owner);
    expect(made).toMatchObject({ kind: "created", shipment: { lockerId: "SBX-CJ-01", service: "return-locker" } });
    const view = await returnAwbs().view(returnId);
    expect(view).toMatchObject({ mode: "locker", locker: { id: "SBX-CJ-01" }, status: "created" });
    expect(view!.locker!.name).not.toBe("SBX-CJ-01");
  });

  it("is cancelled before the courier's first scan, and the next press is a new attempt", async () => {
    const { returnId } = await approvedReturn();
    await returnAwbs().create(returnId, { mode: "pickup" }, owner);
    expect(await returnAwbs().cancel(returnId, owner)).toBe("cancelled");
    expect(await returnAwbs().forCustomer(returnId)).toBeNull();
    const again = await returnAwbs().create(returnId, { mode: "pickup" }, owner);
    expect(again).toMatchObject({ kind: "created", repeated: false, shipment: { reference: `ELARA-R${returnId}-2` } });
    kit.clock.advance(4 * HOUR);
    expect(await returnAwbs().cancel(returnId, owner)).toBe("too_late");
  });
});

describe("a return's parcel tracked", () => {
  it("receives the return once when the courier delivers it to the shop, however many runs hear it", async () => {
    const { returnId } = await approvedReturn();
    await returnAwbs().create(returnId, { mode: "pickup" }, owner);
    kit.clock.advance(21 * HOUR);
    await platform().shipping.tracking.syncAll();
    // On its way: recorded, nothing moved.
    expect((await returnRow(returnId)).status).toBe("approved");
    expect((await returnAwbs().view(returnId))!.status).toBe("out_for_delivery");
    kit.clock.advance(6 * HOUR);
    // Two runs at once (one takes the lease), then the leases run out and two more runs hear the same events.
    await Promise.all([platform().shipping.tracking.syncCourier("sandbox"), platform().shipping.tracking.syncCourier("sandbox")]);
    kit.clock.advance(6 * 60_000);
    await database.db.update(courierSyncCursors).set({ cursor: null, syncedUntil: null }).where(eq(courierSyncCursors.courier, "sandbox"));
    await Promise.all([platform().shipping.tracking.syncCourier("sandbox"), platform().shipping.tracking.syncCourier("sandbox")]);
    expect((await returnRow(returnId)).status).toBe("processing");
    const received = await database.db
      .select()
      .from(returnEvents)
      .where(and(eq(returnEvents.returnId, returnId), eq(returnEvents.status, "processing")));
    expect(received).toHaveLength(1);
    expect(received[0]!.actor).toBe("system");
    // Nobody has looked at the units yet: they wait for a member's inspection, out of stock.
    expect(await database.db.select().from(stockMovements).where(eq(stockMovements.returnId, returnId))).toEqual([]);
    const toInspect = await database.db.select().from(stockInspections).where(eq(stockInspections.returnId, returnId));
    expect(toInspect).toEqual([expect.objectContaining({ quantity: 1, source: "customer_return", state: "to_inspect" })]);
    expect((await returnAwbs().view(returnId))!.status).toBe("delivered");
  });

  it("keeps out of stock what the customer said cannot be sold again", async () => {
    const { returnId } = await approvedReturn("ion@example.com", "defective");
    await returnAwbs().create(returnId, { mode: "pickup" }, owner);
    kit.clock.advance(27 * HOUR);
    await platform().shipping.tracking.syncAll();
    const detail = await platform().returns.returnBackOffice.detail(returnId);
    expect(detail).toMatchObject({ status: "processing", lines: [{ receivedQuantity: 1, damagedQuantity: 1 }] });
    expect(await database.db.select().from(stockMovements).where(eq(stockMovements.returnId, returnId))).toHaveLength(0);
  });
});

describe("the return AWB's routes", () => {
  it("lets those who approve returns make and cancel one; others read it only", async () => {
    const { returnId } = await approvedReturn();
    const staff = staffKit(kit, kit.clock);
    const fulfilment = await staff.signIn("fulfilment@elara.test", "fulfilment");
    const support = await staff.signIn("support@elara.test", "support");
    const path = `/api/admin/returns/${returnId}/awb`;
    expect((await staff.call("POST", path, { member: fulfilment, body: { mode: "pickup" } })).status).toBe(403);
    const made = await staff.call("POST", path, { member: support, body: { mode: "pickup" } });
    expect(made.status).toBe(201);
    expect(made.json.returnAwb).toMatchObject({ mode: "pickup", status: "created", courier: "sandbox" });
    expect((await staff.call("POST", path, { member: support, body: { mode: "pickup" } })).status).toBe(200);
    const label = await staff.call("GET", `${path}/label.pdf`, { member: fulfilment });
    expect(label.status).toBe(200);
    expect((await staff.pagesAs(fulfilment).returnDetail(returnId))!.returnAwb).toMatchObject({ awb: made.json.returnAwb.awb });
    expect((await staff.call("POST", `${path}/cancel`, { member: fulfilment })).status).toBe(403);
    const cancelled = await staff.call("POST", `${path}/cancel`, { member: support });
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.returnAwb.status).toBe("cancelled");
    expect((await staff.call("POST", `${path}/cancel`, { member: support })).json.code).toBe("no_awb");
  });

  it("refuses a wrong body naming the field, an unknown return, and a return not approved", async () => {
    const { returnId } = await returnAsked();
    const staff = staffKit(kit, kit.clock);
    const support = await staff.signIn("support@elara.test", "support");
    const path = `/api/admin/returns/${returnId}/awb`;
    const drone = await staff.call("POST", path, { member: support, body: { mode: "drone" } });
    expect(drone).toMatchObject({ status: 400, json: { field: "mode" } });
    const noLocker = await staff.call("POST", path, { member: support, body: { mode: "locker" } });
    expect(noLocker).toMatchObject({ status: 400, json: { field: "lockerId" } });
    expect((await staff.call("POST", "/api/admin/returns/999999/awb", { member: support, body: { mode: "pickup" } })).status).toBe(404);
    const pending = await staff.call("POST", path, { member: support, body: { mode: "pickup" }, language: "ro" });
    expect(pending).toMatchObject({ status: 409, json: { code: "not_returnable", error: expect.stringContaining("aprobat") } });
    expect(await returnShipments(returnId)).toHaveLength(0);
  });

  it("shows the customer their return's AWB and gives its label to them only", async () => {
    const { shopper, returnId } = await approvedReturn();
    const other = await signedInCustomer(kit, "dan@example.com");
    const before = await sendJson(kit.app, "GET", `/api/account/returns/${returnId}`, shopper.token);
    expect(before.json.returnAwb).toBeNull();
    await returnAwbs().create(returnId, { mode: "pickup" }, owner);
    const after = await sendJson(kit.app, "GET", `/api/account/returns/${returnId}`, shopper.token);
    expect(after.json.returnAwb).toMatchObject({ mode: "pickup", awb: expect.stringMatching(/^SBX/), failure: null });
    const label = `/api/account/returns/${returnId}/awb-label.pdf`;
    const mine = await kit.app.request(label, { headers: { Authorization: `Bearer ${shopper.token}` } });
    expect(mine.status).toBe(200);
    expect(mine.headers.get("Content-Type")).toBe("application/pdf");
    expect((await sendJson(kit.app, "GET", label, other.accessToken)).status).toBe(404);
    expect((await sendJson(kit.app, "GET", label, null)).status).toBe(401);
  });
});

// Each test makes an order, ships and delivers it and approves its return: beside other runs on PostgreSQL, over 20 s.
describe("the customer's email about the return's AWB (issue 64 item 4)", () => {
  const awbMails = async (to: string) =>
    (await database.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, to))).filter((mail) => /AWB/.test(mail.subject));

  it("names the AWB, the courier and the pickup day, once however often staff press", { timeout: 60_000 }, async () => {
    const { returnId, shopper } = await approvedReturn();
    // A Monday morning in Bucharest: the shop's pick-up rule says this afternoon.
    kit.clock.set(new Date("2026-12-07T08:00:00.000Z"));
    await Promise.all([1, 2].map(() => returnAwbs().create(returnId, { mode: "pickup" }, owner)));
    await returnAwbs().create(returnId, { mode: "pickup" }, owner);
    await platform().events.dispatchDue();
    const [row] = await returnShipments(returnId);
    const mails = await awbMails(shopper.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({ kind: "return_update", language: "en", subject: expect.stringContaining(`return #${returnId}`) });
    expect(mail!.text).toContain(`on AWB ${row!.awb}`);
    expect(mail!.text).toContain("travels with Sandbox");
    expect(mail!.text).toContain("on 7 December 2026, between 14:00 and 18:00");
    expect(mail!.text).not.toContain("sandbox");
  });

  it("names the locker and the code to enter there for a locker drop", { timeout: 60_000 }, async () => {
    const { returnId, shopper } = await approvedReturn();
    await platform().shipping.pickupPoints.sync("sandbox");
    await returnAwbs().create(returnId, { mode: "locker", lockerId: "SBX-CJ-01" }, owner);
    const [row] = await returnShipments(returnId);
    const view = await returnAwbs().view(returnId);
    const [mail] = await awbMails(shopper.email);
    expect(mail!.text).toContain(`Drop the parcel in the ${view!.locker!.name} locker`);
    expect(mail!.text).toContain(`enter the code ${row!.awb}`);
    expect(mail!.text).not.toContain("collect the parcel");
  });

  it("names a real courier by its name in the return's language, not by its code, once per event", { timeout: 60_000 }, async () => {
    const { returnId, shopper } = await approvedReturn();
    await database.db.update(returns).set({ language: "ro" }).where(eq(returns.id, returnId));
    const item = await returnRow(returnId);
    const payload = {
      returnId,
      orderId: item.orderId,
      shipmentId: 1,
      courier: "fan_courier",
      awb: "2400123456789",
      locker: null,
      pickup: { from: "2026-12-08T08:00:00.000Z", to: "2026-12-08T16:00:00.000Z" },
    };
    await database.db.transaction((tx) =>
      publishDomainEvents(tx, { type: "return", id: returnId }, [{ type: "return.awb_created", payload }], kit.clock()),
    );
    await platform().events.dispatchDue();
    await platform().events.dispatchDue();
    const mails = await awbMails(shopper.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.language).toBe("ro");
    expect(mails[0]!.text).toContain("Returul tău călătorește cu FAN Courier, cu AWB-ul 2400123456789.");
    expect(mails[0]!.text).toContain("pe 8 decembrie 2026, între 10:00 și 18:00");
    expect(mails[0]!.text).not.toContain("fan_courier");
  });
});

/**
 * The customer's returns through /api/account/returns (issue 19 items 1 and 2): which orders and units may come
 * back and until when, the server's quote (discounts, partial quantities, the shipping rule), the request with its
 * refusals (window, units, details, IBAN) that change nothing, two requests at once never returning a unit twice,
 * the customer's list and cancelling while it waits. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { customers, discountRedemptions, emailOutbox, orders, returns } from "#server/db/schema";
import { emptyTables } from "#tests/server/test-database.ts";
import { sendJson, signedInCustomer, testClock } from "#tests/server/account-kit.ts";
import { buildOrdersApp, orderBody, placeOrder, socketFrom, seededStoreForFile } from "#tests/server/orders-kit.ts";
import { markDelivered } from "#tests/server/returns-kit.ts";
import { ACCOUNT_RETURNS_PATH, RETURN_REQUESTS_PER_HOUR } from "./account-returns.ts";

const { database, variants } = seededStoreForFile({ single: "PAP-1", pack: "END-3PK" });

const clock = testClock(new Date("2026-03-01T10:00:00.000Z"));
let kit: ReturnType<typeof buildOrdersApp>;
let token = "";
beforeEach(async () => {
  await emptyTables(database.db, discountRedemptions, orders, emailOutbox, customers);
  clock.set(new Date("2026-03-01T10:00:00.000Z"));
  kit = buildOrdersApp({ database, clock });
  token = await signedIn("ana@example.ro");
});

async function signedIn(email: string) {
  return (await signedInCustomer(kit, email)).accessToken;
}

/** Two papillex bottles and an Endo-Well 3-pack, delivered the next day, by `paymentMethod`. */
async function deliveredOrder(paymentMethod: "cod" | "card" = "cod") {
  const lines = [
    { variantId: variants.single, quantity: 2 },
    { variantId: variants.pack, quantity: 1 },
  ];
  const { orderNumber } = await placeOrder(kit, orderBody(lines, { email: "ana@example.ro", paymentMethod }), { accessToken: token });
  const delivered = await markDelivered(database.db, orderNumber, {
    status: paymentMethod === "cod" ? "payment_due_on_delivery" : "paid",
    shippedAt: "2026-03-01T15:00:00.000Z",
    deliveredAt: "2026-03-02T12:00:00.000Z",
  });
  clock.set(new Date("2026-03-05T10:00:00.000Z"));
  return { order: delivered.order, bottles: delivered.lines[0]!, pack: delivered.lines[1]! };
}

const call = (method: string, path: string, body?: unknown, language = "en") =>
  sendJson(kit.app, method, `${ACCOUNT_RETURNS_PATH}${path}`, token, body, { "Accept-Language": language });

const iban = { iban: "RO49 AAAA 1B31 0075 9384 0000", accountHolder: "Ana Pop" };

/** A request to return `quantity` units of the order's line `lineId` for a change of mind, refunded as `refundMethod`. */
const changedMindReturn = (orderNumber: number, lineId: number, quantity = 1, refundMethod = "store_credit") => ({
  orderNumber,
  lines: [{ lineId, quantity, reason: "changed_mind" }],
  refundMethod,
});

describe("what may come back", () => {
  it("lists a delivered order's lines with their units and a unit's refund, until 30 days after delivery", async () => {
    const { order, bottles } = await deliveredOrder();
    const eligible = await call("GET", "/eligible");
    expect(eligible.json.orders).toEqual([
      {
        orderNumber: order.orderNumber,
        placedAt: order.createdAt.toISOString(),
        receivedAt: "2026-03-02T12:00:00.000Z",
        returnableUntil: "2026-04-01T12:00:00.000Z",
        currencyCode: "RON",
        paidOnDelivery: true,
        lines: [
          expect.objectContaining({ lineId: bottles.id, quantity: 2, returnable: 2, unitRefundMinor: bottles.unitPriceMinor }),
          expect.objectContaining({ quantity: 1, returnable: 1 }),
        ],
      },
    ]);
    // Delivered 30 days and a second ago (moving the clock instead would end the session).
    await database.db
      .update(orders)
      .set({ deliveredAt: new Date(clock().getTime() - 30 * 86_400_000 - 1_000) })
      .where(eq(orders.id, order.id));
    expect((await call("GET", "/eligible")).json.orders).toEqual([]);
  });

  it("asks a session, and shows nothing of someone else's orders", async () => {
    const { order, bottles } = await deliveredOrder();
    expect((await sendJson(kit.app, "GET", `${ACCOUNT_RETURNS_PATH}/eligible`, null)).status).toBe(401);
    expect((await sendJson(kit.app, "GET", ACCOUNT_RETURNS_PATH, null)).status).toBe(401);
    expect((await sendJson(kit.app, "POST", ACCOUNT_RETURNS_PATH, null, {})).status).toBe(401);
    token = await signedIn("ion@example.ro");
    expect((await call("GET", "/eligible")).json.orders).toEqual([]);
    const foreign = await call("POST", "", changedMindReturn(order.orderNumber, bottles.id));
    expect(foreign).toMatchObject({ status: 404, json: { code: "order_not_found", field: "orderNumber" } });
  });
});

describe("a return request", () => {
  it("returns one of two bottles to store credit: the server's amount, an email, and one bottle left to return", async () => {
    const { order, bottles } = await deliveredOrder();
    const body = changedMindReturn(order.orderNumber, bottles.id);
    expect((await call("POST", "/quote", body)).json.quote).toEqual({
      currencyCode: "RON",
      itemsMinor: bottles.unitPriceMinor,
      shippingMinor: 0,
      totalMinor: bottles.unitPriceMinor,
      totalRonMinor: bottles.unitPriceRonMinor,
    });
    const made = await call("POST", "", body, "ro");
    expect(made.status).toBe(201);
    expect(made.json.return).toMatchObject({
      orderNumber: order.orderNumber,
      kind: "return",
      status: "pending",
      refundMethod: "store_credit",
      refundMinor: bottles.unitPriceMinor,
      shippingRefundMinor: 0,
      lines: [{ lineId: bottles.id, quantity: 1, reason: "changed_mind", refundMinor: bottles.unitPriceMinor }],
      timeline: [{ status: "pending", message: null }],
    });
    await kit.platform.mailer.idle();
    const mail = kit.transport!.sent.filter((sent) => sent.to === "ana@example.ro").at(-1)!;
    expect(mail.subject).toBe("Am primit cererea ta de retur – Elara");
    expect(mail.text).toMatch(/ca credit în magazin/);

    const [eligible] = (await call("GET", "/eligible")).json.orders as Array<{ lines: Array<{ lineId: number; returnable: number }> }>;
    expect(eligible!.lines.find((line) => line.lineId === bottles.id)!.returnable).toBe(1);
    const again = await call("POST", "", { ...body, lines: [{ lineId: bottles.id, quantity: 2, reason: "changed_mind" }] });
    expect(again).toMatchObject({ status: 422, json: { code: "too_many_units", field: "lines.0.quantity" } });
    expect((await call("GET", "")).json.returns).toHaveLength(1);
  });

  it("refunds the shipping once when the store is at fault, and asks the details for a defect", async () => {
    const { order, pack } = await deliveredOrder("card");
    const defect = {
      orderNumber: order.orderNumber,
      lines: [{ lineId: pack.id, quantity: 1, reason: "defective" }],
      refundMethod: "original",
    };
    expect(await call("POST", "", defect)).toMatchObject({ status: 422, json: { code: "details_required", field: "details" } });
    const made = await call("POST", "", { ...defect, details: "The seal was broken." });
    expect(made.status).toBe(201);
    expect(made.json.return).toMatchObject({
      refundMinor: pack.totalMinor + order.shippingMinor,
      shippingRefundMinor: order.shippingMinor,
      bankAccountEnding: null,
    });
  });

  it("asks a valid IBAN and its holder for a cash-on-delivery order refunded the original way", async () => {
    const { order, bottles } = await deliveredOrder("cod");
    const body = changedMindReturn(order.orderNumber, bottles.id, 1, "original");
    expect(await call("POST", "", body)).toMatchObject({
      status: 422,
      json: { code: "bank_account_required", field: "bankAccount.iban" },
    });
    expect(await call("POST", "", { ...body, bankAccount: { ...iban, iban: "RO49 AAAA 1B31 0075 9384 0001" } }, "ro")).toMatchObject({
      status: 422,
      json: { code: "iban_invalid", field: "bankAccount.iban", error: expect.stringMatching(/^IBAN-ul nu este corect/) },
    });
    expect(await call("POST", "", { ...body, bankAccount: { ...iban, accountHolder: " " } })).toMatchObject({
      json: { code: "account_holder_required", field: "bankAccount.accountHolder" },
    });
    expect(await database.db.select().from(returns)).toEqual([]);
    const made = await call("POST", "", { ...body, bankAccount: iban });
    expect(made.json.return).toMatchObject({ bankAccountEnding: "0000" });
    expect((await database.db.select({ iban: returns.bankIban }).from(returns))[0]!.iban).toBe("RO49AAAA1B31007593840000");
  });

  it("refuses an unreadable body, a line of another order, a closed window and an order not yet received", async () => {
    const { order, bottles } = await deliveredOrder();
    const line = { lineId: bottles.id, quantity: 1, reason: "changed_mind" };
    expect(await call("POST", "", { orderNumber: order.orderNumber, lines: [], refundMethod: "store_credit" })).toMatchObject({
      status: 400,
      json: { code: "invalid_field", field: "lines" },
    });
    expect(await call("POST", "", { orderNumber: order.orderNumber, lines: [line, line], refundMethod: "store_credit" })).toMatchObject({
      status: 400,
      json: { field: "lines" },
    });
    expect(
      await call("POST", "", { orderNumber: order.orderNumber, lines: [{ ...line, reason: "withdrawal" }], refundMethod: "store_credit" }),
    ).toMatchObject({ status: 400, json: { field: "lines.0.reason" } });
    expect(
      await call("POST", "", { orderNumber: order.orderNumber, lines: [{ ...line, lineId: 999_999 }], refundMethod: "store_credit" }),
    ).toMatchObject({ status: 422, json: { code: "line_not_found", field: "lines.0.lineId" } });
    await database.db
      .update(orders)
      .set({ deliveredAt: new Date(clock().getTime() - 31 * 86_400_000) })
      .where(eq(orders.id, order.id));
    expect(await call("POST", "", { orderNumber: order.orderNumber, lines: [line], refundMethod: "store_credit" })).toMatchObject({
      status: 422,
      json: { code: "window_closed", field: "orderNumber" },
    });
    await database.db.update(orders).set({ fulfilmentStatus: "packed", deliveredAt: null, shippedAt: null }).where(eq(orders.id, order.id));
    expect(await call("POST", "", { orderNumber: order.orderNumber, lines: [line], refundMethod: "store_credit" })).toMatchObject({
      status: 422,
      json: { code: "not_received" },
    });
    expect(await database.db.select().from(returns)).toEqual([]);
  });

  it("never returns a unit twice when two requests for the last units arrive at once", async () => {
    const { order, bottles } = await deliveredOrder();
    const body = changedMindReturn(order.orderNumber, bottles.id, 2);
    const answers = await Promise.all([call("POST", "", body), call("POST", "", body)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
    expect(await database.db.select().from(returns)).toHaveLength(1);
  });
});

describe("how many requests a customer may send", () => {
  it("refuses the eleventh in an hour with 429 and Retry-After, before reading it, for that customer only", async () => {
    const { order, bottles } = await deliveredOrder();
    const valid = changedMindReturn(order.orderNumber, bottles.id);
    for (let sent = 0; sent < RETURN_REQUESTS_PER_HOUR; sent++) {
      expect((await call("POST", "", { ...valid, lines: [] })).status).toBe(400);
    }
    const refused = await kit.app.request(
      ACCOUNT_RETURNS_PATH,
      {
        method: "POST",
        headers: { "Content-Type": "application/json", "Accept-Language": "ro", Authorization: `Bearer ${token}` },
        body: JSON.stringify(valid),
      },
      socketFrom(),
    );
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: string }).error).toMatch(/^Prea multe încercări\. Încearcă din nou peste/);
    expect(await database.db.select().from(returns)).toEqual([]);

    const otherToken = await signedIn("dan@example.ro");
    const other = await sendJson(kit.app, "POST", ACCOUNT_RETURNS_PATH, otherToken, { ...valid, lines: [] });
    expect(other.status).toBe(400);

    clock.set(new Date(clock().getTime() + 60 * 60_000 + 1_000));
    expect((await call("POST", "", valid)).status).toBe(201);
  });
});

describe("cancelling a return", () => {
  it("cancels it while it waits, gives its units back, and refuses once the store answered", async () => {
    const { order, bottles } = await deliveredOrder();
    const body = changedMindReturn(order.orderNumber, bottles.id, 2);
    const made = await call("POST", "", body);
    const id = (made.json.return as { id: number }).id;
    const cancelled = await call("POST", `/${id}/cancel`);
    expect(cancelled.json.return).toMatchObject({ status: "cancelled", timeline: [{ status: "pending" }, { status: "cancelled" }] });
    expect((await call("POST", `/${id}/cancel`)).json).toMatchObject({ code: "not_cancellable" });
    expect((await call("POST", "", body)).status).toBe(201);
    expect((await call("GET", "/999999")).status).toBe(404);
    expect((await call("POST", "/abc/cancel")).status).toBe(404);
  });
});

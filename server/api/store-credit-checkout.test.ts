/**
 * Store credit at checkout (issue 19 item 5, decision 0048): the quote shows a signed-in customer's balance and what
 * it pays; an order paid wholly by credit needs no provider and is confirmed at once, one paid partly asks the card
 * (or the courier) only for the rest; a guest cannot spend anyone's credit; two checkouts at once never spend the same
 * lei; a cancelled or wholly refunded order gives the credit back once; a return refunded the original way gives the
 * credit's share back as credit. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { orders, payments, staffMembers, storeCreditEntries } from "#server/db/schema";
import { changeStoreCredit, storeCreditBalance } from "#server/commerce/payments/store-credit";
import { sendJson, signedInCustomer } from "#tests/server/account-kit.ts";
import { ordersAppEachTest, orderBody, socketFrom, seededStoreForFile } from "#tests/server/orders-kit.ts";
import { markDelivered, payOnSandboxPage, RETURN_TABLES } from "#tests/server/returns-kit.ts";
import { staffKit } from "#tests/server/staff-kit.ts";
import { CREATE_ORDER_PATH, PRICE_ORDER_PATH } from "./create-order.ts";
import { ACCOUNT_RETURNS_PATH } from "./account-returns.ts";

const { database, variants } = seededStoreForFile({ single: "PAP-1" });

const { clock, kit } = ordersAppEachTest(database, "2026-03-05T10:00:00.000Z", RETURN_TABLES);
let token = "";
let customerId = 0;
let ownerId = 0;

beforeEach(async () => {
  await staffKit(kit, clock).signIn("owner@elara.test", "owner");
  ownerId = (await database.db.select({ id: staffMembers.id }).from(staffMembers).where(eq(staffMembers.email, "owner@elara.test")))[0]!.id;
  ({ accessToken: token, id: customerId } = await signedInCustomer(kit, "ana@example.ro"));
});

const actor = () => ({ staffId: ownerId, email: "owner@elara.test", client: "test" });

async function giveCredit(lei: number) {
  await database.db.transaction((tx) =>
    changeStoreCredit(tx, { customerId, amountRonMinor: lei, kind: "adjustment", reason: "goodwill" }, clock()),
  );
}

function post(path: string, body: unknown, signedIn = true) {
  return kit.app.request(
    path,
    {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "Accept-Language": "en",
        ...(signedIn ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    },
    socketFrom(),
  );
}

/** Two papillex bottles, paid with credit first and `paymentMethod` for the rest. */
const twoBottles = (paymentMethod: "cod" | "card", overrides: Record<string, unknown> = {}) =>
  orderBody([{ variantId: variants.single, quantity: 2 }], { email: "ana@example.ro", paymentMethod, useStoreCredit: true, ...overrides });

async function orderRow(orderNumber: number) {
  return (await database.db.select().from(orders).where(eq(orders.orderNumber, orderNumber)))[0]!;
}

describe("the quote", () => {
  it("shows a signed-in customer's balance, and what it pays only when asked to use it", async () => {
    await giveCredit(5_000);
    const lines = [{ variantId: variants.single, quantity: 2 }];
    const plain = (await (await post(PRICE_ORDER_PATH, { lines })).json()) as Record<string, { amount: string }> & {
      storeCredit: Record<string, { amount: string; currencyCode: string }>;
      total: { amount: string };
    };
    expect(plain.storeCredit).toEqual({
      available: { amount: "50.00", currencyCode: "RON" },
      applied: { amount: "0.00", currencyCode: "RON" },
      due: plain.total,
    });
    const used = (await (await post(PRICE_ORDER_PATH, { lines, useStoreCredit: true })).json()) as typeof plain;
    expect(used.storeCredit.applied).toEqual({ amount: "50.00", currencyCode: "RON" });
    expect(Number(used.storeCredit.due!.amount)).toBeCloseTo(Number(plain.total.amount) - 50, 2);
    // A guest's quote says nothing of anyone's credit.
    const guest = (await (await post(PRICE_ORDER_PATH, { lines, useStoreCredit: true }, false)).json()) as { storeCredit?: unknown };
    expect(guest.storeCredit).toBeUndefined();
  });
});

describe("paying with store credit", () => {
  it("pays a whole order: no provider, confirmed at once, the ledger debited", async () => {
    await giveCredit(100_000);
    const placed = await post(CREATE_ORDER_PATH, twoBottles("card"));
    expect(placed.status).toBe(201);
    const answer = (await placed.json()) as { orderNumber: number; status: string; paymentUrl?: string };
    expect(answer.status).toBe("paid");
    expect(answer.paymentUrl).toBeUndefined();
    const order = await orderRow(answer.orderNumber);
    expect(order).toMatchObject({
      paymentMethod: "store_credit",
      storeCreditMinor: order.totalMinor,
      storeCreditRonMinor: order.totalRonMinor,
    });
    expect(order.paidAt).not.toBeNull();
    expect(await database.db.select().from(payments).where(eq(payments.orderId, order.id))).toEqual([]);
    expect(await storeCreditBalance(database.db, customerId)).toBe(100_000 - order.totalRonMinor);
    const entries = await database.db.select().from(storeCreditEntries).where(eq(storeCreditEntries.kind, "checkout_debit"));
    expect(entries).toEqual([expect.objectContaining({ orderId: order.id, amountRonMinor: -order.totalRonMinor })]);
    await kit.platform.mailer.idle();
    const confirmation = kit.transport!.sent.find((mail) => mail.to === "ana@example.ro" && /#\d+/.test(mail.subject));
    expect(confirmation?.text).toContain("Paid with store credit");

    // The account's order page says how it was paid.
    const read = await sendJson(kit.app, "GET", `/api/account/orders/${answer.orderNumber}`, token);
    const readOrder = read.json.order as { total: { amount: string } };
    expect(readOrder).toMatchObject({
      paymentMethod: "store_credit",
      storeCredit: { applied: readOrder.total, due: { amount: "0.00" } },
      payment: null,
    });
  });

  it("pays part of an order: the card is asked only for the rest", async () => {
    await giveCredit(5_000);
    const placed = await post(CREATE_ORDER_PATH, twoBottles("card"));
    expect(placed.status).toBe(201);
    const answer = (await placed.json()) as { orderNumber: number; status: string; paymentUrl: string };
    expect(answer.status).toBe("pending_payment");
    const order = await orderRow(answer.orderNumber);
    expect(order).toMatchObject({ paymentMethod: "card", storeCreditMinor: 5_000, storeCreditRonMinor: 5_000 });
    const [payment] = await database.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment!.amountMinor).toBe(order.totalMinor - 5_000);
    expect(await storeCreditBalance(database.db, customerId)).toBe(0);
    // The staff's order page says what the card or the courier still takes.
    const detail = await kit.platform.orders.backOffice.detail(answer.orderNumber);
    expect(detail!.money).toMatchObject({ storeCreditMinor: 5_000, ron: { storeCreditMinor: 5_000 } });
  });

  it("refuses an order whose credit was spent since the summary showed what was left to pay, spending none (decision 0099)", async () => {
    await giveCredit(5_000);
    const shown = {
      expectedTotal: { amount: "378.00", currencyCode: "RON" },
      expectedDue: { amount: "328.00", currencyCode: "RON" },
    };
    // Another tab spent half of it meanwhile: the total is the same, the card would be asked for more.
    await database.db.transaction((tx) =>
      changeStoreCredit(tx, { customerId, amountRonMinor: -2_500, kind: "adjustment", reason: "spent elsewhere" }, clock()),
    );
    const refused = await post(CREATE_ORDER_PATH, twoBottles("card", shown));
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      code: "price_changed",
      total: { amount: "378.00", currencyCode: "RON" },
      due: { amount: "353.00", currencyCode: "RON" },
    });
    expect(await storeCreditBalance(database.db, customerId)).toBe(2_500);
    expect(await database.db.select().from(orders)).toEqual([]);

    const placed = await post(CREATE_ORDER_PATH, twoBottles("card", { ...shown, expectedDue: { amount: "353.00", currencyCode: "RON" } }));
    expect(placed.status).toBe(201);
    expect(await storeCreditBalance(database.db, customerId)).toBe(0);
  });

  it("refuses a guest's request to use store credit, and writes nothing", async () => {
    const refused = await post(CREATE_ORDER_PATH, twoBottles("cod"), false);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { fields: Record<string, string> }).fields).toEqual({
      useStoreCredit: "Sign in to pay with your store credit.",
    });
    expect(await database.db.select().from(orders)).toEqual([]);
  });

  it("never spends the same lei twice when two checkouts race", async () => {
    const total =
      2 *
      (await (async () => {
        const quote = (await (await post(PRICE_ORDER_PATH, { lines: [{ variantId: variants.single, quantity: 1 }] })).json()) as {
          lines: { unitPrice: { amount: string } }[];
        };
        return Math.round(Number(quote.lines[0]!.unitPrice.amount) * 100);
      })());
    // Enough for one whole order and a little of the next.
    await giveCredit(total + 3_000);
    const [first, second] = await Promise.all([post(CREATE_ORDER_PATH, twoBottles("cod")), post(CREATE_ORDER_PATH, twoBottles("cod"))]);
    expect([first.status, second.status]).toEqual([201, 201]);
    const placed = await database.db.select().from(orders);
    const spent = placed.reduce((sum, order) => sum + order.storeCreditRonMinor, 0);
    expect(await storeCreditBalance(database.db, customerId)).toBe(total + 3_000 - spent);
    expect(await storeCreditBalance(database.db, customerId)).toBeGreaterThanOrEqual(0);
    const debits = await database.db.select().from(storeCreditEntries).where(eq(storeCreditEntries.kind, "checkout_debit"));
    expect(debits.reduce((sum, entry) => sum - entry.amountRonMinor, 0)).toBe(spent);
    expect(spent).toBeLessThanOrEqual(total + 3_000);
  });
});

describe("the credit comes back", () => {
  it("once when the owner cancels an order it paid, however often they click", async () => {
    await giveCredit(100_000);
    const { orderNumber } = (await (await post(CREATE_ORDER_PATH, twoBottles("card"))).json()) as { orderNumber: number };
    await kit.platform.orders.backOffice.cancel(orderNumber, "customer asked", actor());
    await kit.platform.orders.backOffice.cancel(orderNumber, "customer asked", actor());
    expect(await storeCreditBalance(database.db, customerId)).toBe(100_000);
    const back = await database.db.select().from(storeCreditEntries).where(eq(storeCreditEntries.kind, "order_recredit"));
    expect(back).toHaveLength(1);
    await kit.platform.mailer.idle();
    expect(kit.transport!.sent.some((mail) => mail.text.includes("back in your store credit"))).toBe(true);
  });

  it("when an order paid partly with credit is never paid and the sweep cancels it", async () => {
    await giveCredit(5_000);
    await post(CREATE_ORDER_PATH, twoBottles("card"));
    expect(await storeCreditBalance(database.db, customerId)).toBe(0);
    clock.set(new Date("2026-03-06T10:00:00.000Z"));
    expect((await kit.platform.payments.payments.sweepUnpaid()).cancelled).toBe(1);
    expect(await storeCreditBalance(database.db, customerId)).toBe(5_000);
  });

  it("as the credit's share when a return is refunded the original way, and the rest to the card", async () => {
    await giveCredit(5_000);
    const placed = (await (await post(CREATE_ORDER_PATH, twoBottles("card"))).json()) as { orderNumber: number; paymentUrl: string };
    await payOnSandboxPage(kit, placed.paymentUrl);
    const {
      order,
      lines: [line],
    } = await markDelivered(database.db, placed.orderNumber, {
      shippedAt: "2026-03-05T12:00:00.000Z",
      deliveredAt: "2026-03-06T12:00:00.000Z",
    });
    expect(order.status).toBe("paid");
    clock.set(new Date("2026-03-08T10:00:00.000Z"));
    const made = await sendJson(kit.app, "POST", ACCOUNT_RETURNS_PATH, token, {
      orderNumber: placed.orderNumber,
      lines: [{ lineId: line!.id, quantity: 1, reason: "changed_mind" }],
      refundMethod: "original",
    });
    expect(made.status).toBe(201);
    const created = made.json.return as { id: number; refundMinor: number };
    const office = kit.platform.returns.returnBackOffice;
    await office.approve(created.id, "Send it back", actor());
    await office.receive(created.id, [{ lineId: line!.id, received: 1, damaged: 0 }], actor());
    const done = await office.refund(created.id, actor());
    expect(done.ok).toBe(true);

    const cardShare = Math.floor((created.refundMinor * (order!.totalMinor - 5_000)) / order!.totalMinor);
    const [payment] = await database.db.select().from(payments).where(eq(payments.orderId, order!.id));
    expect(payment!.refundedMinor).toBe(cardShare);
    expect(await storeCreditBalance(database.db, customerId)).toBe(created.refundMinor - cardShare);
  });
});

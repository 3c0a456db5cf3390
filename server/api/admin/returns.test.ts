/**
 * Returns in the admin (issue 19 items 4 and 5): who may take which step, every transition allowed and refused,
 * stock back once for what arrived undamaged, refunds to store credit (once, into an append-only ledger), to the card
 * through the provider (once, whatever the clicks) and by a recorded bank transfer, and store credit never spent
 * twice or below zero under concurrency. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { StaffRole } from "#domain/staff-roles";
import { auditLog, refunds, returns, storeCreditAccounts, storeCreditEntries } from "#server/db/schema";
import { changeStoreCredit, storeCreditBalance } from "#server/commerce/payments/store-credit";
import { emptyTables } from "#tests/server/test-database.ts";
import { sendJson, signedInCustomer, testClock } from "#tests/server/account-kit.ts";
import { buildOrdersApp, orderBody, placeOrder, seededStoreForFile, stockOf } from "#tests/server/orders-kit.ts";
import { markDelivered, payOnSandboxPage, RETURN_TABLES } from "#tests/server/returns-kit.ts";
import { staffKit, type StaffMemberSession } from "#tests/server/staff-kit.ts";
import { ACCOUNT_RETURNS_PATH } from "../account-returns.ts";

const { database, variants } = seededStoreForFile({ single: "PAP-1" });

const clock = testClock(new Date("2026-03-05T10:00:00.000Z"));
let kit: ReturnType<typeof buildOrdersApp>;
let token = "";
let customerId = 0;
let staff: ReturnType<typeof staffKit>;
const members = {} as Record<StaffRole, StaffMemberSession>;

beforeEach(async () => {
  await emptyTables(database.db, ...RETURN_TABLES);
  kit = buildOrdersApp({ database, clock });
  staff = staffKit(kit, clock);
  Object.assign(members, await staff.signInEach(["owner", "fulfilment", "support"]));
  ({ accessToken: token, id: customerId } = await signedInCustomer(kit, "ana@example.ro"));
});

/** Two papillex bottles, delivered; paid `paymentMethod` (a card order through the sandbox's page). */
async function deliveredOrder(paymentMethod: "cod" | "card") {
  const body = orderBody([{ variantId: variants.single, quantity: 2 }], { email: "ana@example.ro", paymentMethod });
  const { orderNumber, paymentUrl } = await placeOrder(kit, body, { language: "en", accessToken: token });
  if (paymentUrl) await payOnSandboxPage(kit, paymentUrl);
  const delivered = await markDelivered(database.db, orderNumber, {
    shippedAt: "2026-03-02T08:00:00.000Z",
    deliveredAt: "2026-03-03T12:00:00.000Z",
  });
  return { order: delivered.order, line: delivered.lines[0]! };
}

async function requestReturn(order: { orderNumber: number }, lineId: number, refundMethod: "original" | "store_credit", extra = {}) {
  const made = await sendJson(kit.app, "POST", ACCOUNT_RETURNS_PATH, token, {
    orderNumber: order.orderNumber,
    lines: [{ lineId, quantity: 1, reason: "changed_mind" }],
    refundMethod,
    ...extra,
  });
  expect(made.status).toBe(201);
  return (made.json.return as { id: number; refundMinor: number; refundRonMinor: number }).id;
}

const step = (id: number, action: string, member: StaffMemberSession, body: unknown = {}, language = "en") =>
  staff.call("POST", `/api/admin/returns/${id}/${action}`, { member, body, language });

describe("the steps of a return", () => {
  it("approves, receives and refunds one bottle to store credit: stock back once, the ledger credited once, an email each", async () => {
    const { order, line } = await deliveredOrder("cod");
    const id = await requestReturn(order, line.id, "store_credit");
    const stockBefore = await stockOf(database.db, "PAP-1");

    expect((await step(id, "approve", members.fulfilment)).status).toBe(403);
    const approved = await step(id, "approve", members.support, { instructions: "Send it to Str. Florilor 1, Iași." });
    expect(approved.json.return).toMatchObject({
      status: "approved",
      timeline: [
        { status: "pending" },
        { status: "approved", staffEmail: "support@elara.test", message: "Send it to Str. Florilor 1, Iași." },
      ],
    });
    expect((await step(id, "refund", members.owner)).status).toBe(409);

    expect(await step(id, "receive", members.fulfilment, { lines: [{ lineId: line.id, received: 2, damaged: 0 }] })).toMatchObject({
      status: 400,
      json: { field: "lines.0.received" },
    });
    const received = await step(id, "receive", members.fulfilment, { lines: [{ lineId: line.id, received: 1, damaged: 0 }] });
    expect(received.json.return).toMatchObject({ status: "processing", lines: [{ receivedQuantity: 1, damagedQuantity: 0 }] });
    expect(await stockOf(database.db, "PAP-1")).toBe(stockBefore === null ? null : stockBefore + 1);
    expect((await step(id, "receive", members.fulfilment, { lines: [{ lineId: line.id, received: 1, damaged: 0 }] })).status).toBe(409);
    expect(await stockOf(database.db, "PAP-1")).toBe(stockBefore === null ? null : stockBefore + 1);

    expect((await step(id, "refund", members.support)).status).toBe(403);
    const refunded = await step(id, "refund", members.owner);
    expect(refunded.json.return).toMatchObject({ status: "completed" });
    const [item] = await database.db.select().from(returns).where(eq(returns.id, id));
    expect(await storeCreditBalance(database.db, customerId)).toBe(item!.refundRonMinor);
    expect((await step(id, "refund", members.owner)).status).toBe(409);
    expect(await database.db.select().from(storeCreditEntries)).toEqual([
      expect.objectContaining({ customerId, kind: "return_refund", returnId: id, amountRonMinor: item!.refundRonMinor }),
    ]);
    const actions = (await database.db.select({ action: auditLog.action }).from(auditLog))
      .map((entry) => entry.action)
      .filter((a) => a.startsWith("return."));
    expect(actions.sort()).toEqual(["return.approve", "return.receive", "return.refund"]);
    await kit.platform.mailer.idle();
    const subjects = kit.transport!.sent.filter((mail) => mail.to === "ana@example.ro").map((mail) => mail.subject);
    expect(subjects).toEqual(
      expect.arrayContaining([
        "Returul tău a fost aprobat – Elara",
        "Am primit coletul returnat – Elara",
        "Banii pentru retur au plecat spre tine – Elara",
      ]),
    );
  });

  it("rejects with a message to the customer, which gives the units back to return", async () => {
    const { order, line } = await deliveredOrder("cod");
    const id = await requestReturn(order, line.id, "store_credit");
    expect(await step(id, "reject", members.support, { message: " " }, "ro")).toMatchObject({
      status: 400,
      json: {
        success: false,
        status: 400,
        code: "message_required",
        field: "message",
        error: "Scrie clientului de ce nu accepți returul.",
      },
    });
    const rejected = await step(id, "reject", members.support, { message: "The seal was opened.", internalReason: "photo shows use" });
    expect(rejected.json.return).toMatchObject({ status: "rejected" });
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.action, "return.reject"));
    expect(entry!.after).toMatchObject({ internalReason: "photo shows use" });
    expect((await step(id, "approve", members.support)).status).toBe(409);
    expect(await requestReturn(order, line.id, "store_credit")).toBeGreaterThan(id);
  });

  it("refunds a card order through the provider once, however often the owner clicks", async () => {
    const { order, line } = await deliveredOrder("card");
    const id = await requestReturn(order, line.id, "original");
    await step(id, "approve", members.owner);
    await step(id, "receive", members.owner, { lines: [{ lineId: line.id, received: 1, damaged: 1 }] });
    const [first, second] = await Promise.all([step(id, "refund", members.owner), step(id, "refund", members.owner)]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const given = await database.db.select().from(refunds);
    expect(given).toEqual([expect.objectContaining({ idempotencyKey: `return:${id}`, status: "succeeded" })]);
    const [item] = await database.db.select().from(returns).where(eq(returns.id, id));
    expect(given[0]!.amountMinor).toBe(item!.refundMinor);
  });

  it("records the bank transfer of a cash-on-delivery refund, asking its reference", async () => {
    const { order, line } = await deliveredOrder("cod");
    const id = await requestReturn(order, line.id, "original", {
      bankAccount: { iban: "RO49AAAA1B31007593840000", accountHolder: "Ana Pop" },
    });
    await step(id, "approve", members.owner);
    await step(id, "receive", members.owner, { lines: [{ lineId: line.id, received: 1, damaged: 0 }] });
    expect(await step(id, "refund", members.owner)).toMatchObject({ status: 400, json: { field: "reference" } });
    expect(await step(id, "refund", members.owner, { reference: "OP 2026-0312" })).toMatchObject({
      status: 409,
      json: {
        code: "cash_not_collected",
        field: "refund",
        error: expect.stringMatching(/^The order's cash is not yet recorded as collected/),
      },
    });
    // The courier's money came in first: only then is there a payment to give back from.
    await kit.platform.payments.payments.markCollected(order.id);
    const done = await step(id, "refund", members.owner, { reference: "OP 2026-0312" });
    expect(done.json.return).toMatchObject({ status: "completed" });
    expect(await database.db.select().from(refunds)).toEqual([
      expect.objectContaining({
        iban: "RO49AAAA1B31007593840000",
        accountHolder: "Ana Pop",
        reference: "OP 2026-0312",
        status: "succeeded",
      }),
    ]);
  });

  it("lists the queue, the oldest waiting first, and answers 404 for an unknown return", async () => {
    const { order, line } = await deliveredOrder("cod");
    const id = await requestReturn(order, line.id, "store_credit");
    const listed = await staff.pagesAs(members.fulfilment).returns({ status: "pending", page: 1 });
    expect(listed).toMatchObject({ total: 1, returns: [{ id, status: "pending", orderNumber: order.orderNumber, overdue: false }] });
    expect(await staff.pagesAs(members.owner).returnDetail(999_999)).toEqual({ return: null, returnAwb: null });
    expect(await step(999_999, "approve", members.owner)).toMatchObject({
      status: 404,
      json: { status: 404, code: "not_found", field: "id" },
    });
  });
});

describe("store credit", () => {
  it("is never spent twice nor below zero when two spends race", async () => {
    await database.db.transaction((tx) =>
      changeStoreCredit(tx, { customerId, amountRonMinor: 10_000, kind: "adjustment", reason: "goodwill" }, clock()),
    );
    const spend = () =>
      database.db.transaction((tx) => changeStoreCredit(tx, { customerId, amountRonMinor: -8_000, kind: "checkout_debit" }, clock()));
    const outcomes = await Promise.all([spend(), spend()]);
    expect(outcomes.map((outcome) => outcome.ok).sort()).toEqual([false, true]);
    expect(await storeCreditBalance(database.db, customerId)).toBe(2_000);
    expect(await database.db.select().from(storeCreditEntries)).toHaveLength(2);
    await expect(
      database.db.transaction((tx) => changeStoreCredit(tx, { customerId, amountRonMinor: -2_001, kind: "checkout_debit" }, clock())),
    ).resolves.toEqual({ ok: false, reason: "insufficient" });
  });

  it("keeps its ledger append-only", async () => {
    await database.db.transaction((tx) =>
      changeStoreCredit(tx, { customerId, amountRonMinor: 500, kind: "adjustment", reason: "goodwill" }, clock()),
    );
    await expect(database.db.update(storeCreditEntries).set({ amountRonMinor: 50_000 })).rejects.toThrow();
    await expect(database.db.update(storeCreditAccounts).set({ balanceRonMinor: -1 })).rejects.toThrow();
    expect(await storeCreditBalance(database.db, customerId)).toBe(500);
  });

  it("lets the owner adjust it with a reason, audited; shows it to the customer and on the customer's record", async () => {
    const adjust = (member: StaffMemberSession, body: unknown, id = customerId, language = "en") =>
      staff.call("POST", `/api/admin/customers/${id}/store-credit`, { member, body, language });
    expect((await adjust(members.support, { amountRonMinor: 5_000, reason: "goodwill" })).status).toBe(403);
    expect(await adjust(members.owner, { amountRonMinor: 5_000, reason: " " })).toMatchObject({ status: 400, json: { field: "reason" } });
    expect(await adjust(members.owner, { amountRonMinor: 0, reason: "nothing" }, customerId, "ro")).toMatchObject({
      status: 400,
      json: { field: "amountRonMinor", error: expect.stringMatching(/^Scrie suma în lei/) },
    });
    expect((await adjust(members.owner, { amountRonMinor: 5_000, reason: "goodwill" }, 999_999)).status).toBe(404);
    // Half of an emoji: a lone UTF-16 surrogate, which PostgreSQL text cannot hold (it answered 500).
    expect(await adjust(members.owner, { amountRonMinor: 5_000, reason: "Colet întârziat 📦".slice(0, -1) })).toMatchObject({
      status: 400,
      json: { error: 'The field "reason" contains a character that cannot be stored (U+D83D).', field: "reason" },
    });
    expect(await adjust(members.owner, { amountRonMinor: 5_000, reason: "Parcel arrived late" })).toMatchObject({
      status: 200,
      json: { balanceRonMinor: 5_000 },
    });
    expect(await adjust(members.owner, { amountRonMinor: -6_000, reason: "correction" })).toMatchObject({
      status: 409,
      json: { field: "amountRonMinor" },
    });
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.action, "store_credit.adjust"));
    expect(entry).toMatchObject({ targetId: String(customerId), before: { balanceRonMinor: 0 }, after: { balanceRonMinor: 5_000 } });

    const mine = await sendJson(kit.app, "GET", "/api/account/store-credit", token);
    expect(mine.json).toMatchObject({
      balanceRonMinor: 5_000,
      entries: [{ amountRonMinor: 5_000, kind: "adjustment", orderNumber: null }],
    });
    // The owner's reason and address are the store's notes, not the customer's to read.
    expect(JSON.stringify(mine.json)).not.toMatch(/Parcel arrived late|owner@elara\.test/);
    expect((await sendJson(kit.app, "GET", "/api/account/store-credit", null)).status).toBe(401);
    const record = (await staff.pagesAs(members.support).customer(customerId))!;
    expect(record.customer).toMatchObject({ storeCredit: { balanceRonMinor: 5_000 }, returns: [] });
  });
});

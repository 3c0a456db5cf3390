/**
 * The stock ledger (issue 40 item 5, decision 0078): every cause that moves a variant's stock writes one movement in
 * the same transaction — opening balance, order, renewal, cancellation, withdrawal, whole refund before shipping,
 * return restocked, the owner's adjustment — so the movements add up to the stock; a retried or racing cause moves
 * nothing twice; the owner is mailed once when the stock crosses below the threshold. On PGlite, and on PostgreSQL
 * with TEST_DATABASE_URL.
 */
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { StockCause } from "#domain/stock-ledger";
import type { DatabaseHandle } from "#server/db/client";
import {
  auditLog,
  lowStockAlerts,
  orderLines,
  orders,
  productVariants,
  staffMembers,
  stockInspections,
  stockMovements,
  subscriptionRenewals,
} from "#server/db/schema";
import { releaseOrderStock } from "#server/commerce/catalog/inventory/stock";
import { giveUpHold } from "#server/commerce/orders/line-holds";
import { createSeededTestDatabase, emptyTables } from "#tests/server/test-database.ts";
import { sendJson, signedInCustomer, testClock } from "#tests/server/account-kit.ts";
import { buildOrdersApp, newIdempotencyKey, orderBody, variantGid, ORDER_TABLES, placeOrder, stockOf } from "#tests/server/orders-kit.ts";
import { staffKit, type StaffMemberSession, STAFF_TABLES } from "#tests/server/staff-kit.ts";
import { payOnSandboxPage } from "#tests/server/returns-kit.ts";
import { ACCOUNT_RETURNS_PATH } from "./account-returns.ts";

let database: DatabaseHandle;
const gid: Record<string, string> = {};
const ids: Record<string, number> = {};
const productIds: Record<string, number> = {};

beforeAll(async () => {
  database = await createSeededTestDatabase();
  for (const sku of ["PAP-1", "PAP-3PK", "PAP-SUB-M"]) {
    gid[sku] = await variantGid(database, sku);
    const [row] = await database.db
      .select({ id: productVariants.id, productId: productVariants.productId })
      .from(productVariants)
      .where(eq(productVariants.sku, sku));
    ids[sku] = row!.id;
    productIds[sku] = row!.productId;
  }
});
afterAll(() => database.close());

const clock = testClock(new Date("2026-01-31T09:00:00.000Z"));
let kit: ReturnType<typeof buildOrdersApp>;
let staff: ReturnType<typeof staffKit>;
let owner: StaffMemberSession;
let token = "";

beforeEach(async () => {
  clock.set(new Date("2026-01-31T09:00:00.000Z"));
  await emptyTables(database.db, subscriptionRenewals, ...ORDER_TABLES, ...STAFF_TABLES);
  kit = buildOrdersApp({ database, clock });
  staff = staffKit(kit, clock);
  owner = await staff.signIn("owner@elara.test", "owner");
  token = (await signedInCustomer(kit, "ana@example.ro")).accessToken;
});

const actor = async () => {
  const [member] = await database.db.select().from(staffMembers).where(eq(staffMembers.email, "owner@elara.test"));
  return { staffId: member!.id, email: member!.email, client: "203.0.113.5" };
};

const movementsOf = (sku: string) =>
  database.db.select().from(stockMovements).where(eq(stockMovements.variantId, ids[sku]!)).orderBy(asc(stockMovements.id));

async function expectLedgerAddsUp(sku: string) {
  const movements = await movementsOf(sku);
  const stock = await stockOf(database.db, sku);
  expect(movements.reduce((total, movement) => total + movement.change, 0)).toBe(stock);
  expect(movements.at(-1)?.balanceAfter).toBe(stock);
  return movements;
}

/** An order of `lines`, by the signed-in customer; a card order is paid on the sandbox's page. */
async function place(lines: { sku: string; quantity: number }[], paymentMethod: "cod" | "card" = "cod") {
  const body = orderBody(
    lines.map((line) => ({ variantId: gid[line.sku]!, quantity: line.quantity })),
    { email: "ana@example.ro", paymentMethod },
  );
  const answer = await placeOrder(kit, body, { language: "en", accessToken: token });
  if (answer.paymentUrl) await payOnSandboxPage(kit, answer.paymentUrl);
  const [order] = await database.db.select().from(orders).where(eq(orders.orderNumber, answer.orderNumber));
  return order!;
}

const adjust = (sku: string, body: unknown, language = "en") =>
  staff.call("POST", `/api/admin/variants/${ids[sku]}/stock/adjustments`, { member: owner, body, language });

describe("the stock ledger", () => {
  it("walks every cause, and a variant's movements add up to its stock", async () => {
    const opening = await expectLedgerAddsUp("PAP-1");
    expect(opening[0]).toMatchObject({ cause: "opening", sourceKey: "opening" });
    const start = (await stockOf(database.db, "PAP-1"))!;

    // Placed, then cancelled by the admin: out and back, each once.
    const cancelled = await place([{ sku: "PAP-1", quantity: 2 }]);
    expect(await stockOf(database.db, "PAP-1")).toBe(start - 2);
    expect((await kit.platform.orders.backOffice.cancel(cancelled.orderNumber, "customer asked", await actor())).kind).toBe("cancelled");
    expect(await stockOf(database.db, "PAP-1")).toBe(start);

    // A withdrawal before shipping gives the units back through the same release, under its own cause.
    const withdrawn = await place([{ sku: "PAP-1", quantity: 1 }]);
    await database.db.transaction((tx) => releaseOrderStock(tx, giveUpHold, withdrawn.id, "withdrawal", clock()));
    await database.db.transaction((tx) => releaseOrderStock(tx, giveUpHold, withdrawn.id, "withdrawal", clock()));
    expect(await stockOf(database.db, "PAP-1")).toBe(start);

    // Paid by card and refunded whole before it left: the units are for sale again (they were not, before).
    const refunded = await place([{ sku: "PAP-1", quantity: 3 }], "card");
    expect(await stockOf(database.db, "PAP-1")).toBe(start - 3);
    const refund = { amountMinor: refunded.totalMinor, reason: "out of the country", idempotencyKey: newIdempotencyKey() };
    expect((await kit.platform.orders.backOffice.refund(refunded.orderNumber, refund, await actor())).kind).toBe("refunded");
    expect((await kit.platform.orders.backOffice.refund(refunded.orderNumber, refund, await actor())).kind).toBe("refunded");
    expect(await stockOf(database.db, "PAP-1")).toBe(start);

    // Delivered, returned, received: the undamaged bottle goes back.
    const delivered = await place([{ sku: "PAP-1", quantity: 2 }]);
    await database.db
      .update(orders)
      .set({ fulfilmentStatus: "delivered", shippedAt: clock(), deliveredAt: clock() })
      .where(eq(orders.id, delivered.id));
    const [line] = await database.db.select().from(orderLines).where(eq(orderLines.orderId, delivered.id));
    const made = await sendJson(kit.app, "POST", ACCOUNT_RETURNS_PATH, token, {
      orderNumber: delivered.orderNumber,
      lines: [{ lineId: line!.id, quantity: 1, reason: "changed_mind" }],
      refundMethod: "store_credit",
    });
    expect(made.status).toBe(201);
    const returnId = (made.json.return as { id: number }).id;
    const call = (action: string, body: unknown = {}) =>
      staff.call("POST", `/api/admin/returns/${returnId}/${action}`, { member: owner, body });
    expect((await call("approve", { instructions: "" })).status).toBe(200);
    expect((await call("receive", { lines: [{ lineId: line!.id, received: 1, damaged: 0 }] })).status).toBe(200);
    expect(await stockOf(database.db, "PAP-1")).toBe(start - 1);

    // The owner's count, with a note, once however often the form is sent.
    const counted = { change: 12, note: "Delivery from the warehouse", key: newIdempotencyKey() };
    expect(await adjust("PAP-1", counted)).toMatchObject({ status: 200, json: { balance: start + 11, changed: true } });
    expect(await adjust("PAP-1", counted)).toMatchObject({ status: 200, json: { balance: start + 11, changed: false } });
    // And the product list's stock field, which sets a count: an adjustment of the difference.
    const edited = await staff.call("POST", `/api/admin/products/variants/${ids["PAP-1"]}`, {
      member: owner,
      body: { price: "189", compareAtPrice: "", stock: String(start + 14), expectedStock: start + 11, availableForSale: true },
    });
    expect(edited.status).toBe(200);

    // The admin's view: newest first, each with its order's number.
    const { stock: view } = (await staff.pagesAs(owner).variantStock(productIds["PAP-1"]!, ids["PAP-1"]!, 1))!;
    expect(view).toMatchObject({ stockQuantity: start + 14, lowStockThreshold: 10, page: 1, pages: 1 });
    expect(view!.movements[2]).toMatchObject({ cause: "return_restocked", change: 1, returnId });
    expect(view!.movements[3]).toMatchObject({ cause: "order_placed", orderNumber: delivered.orderNumber });

    // A subscription's deliveries take bottles of its product: the first order and each renewal.
    await place([{ sku: "PAP-SUB-M", quantity: 2 }]);
    expect(await stockOf(database.db, "PAP-1")).toBe(start + 12);
    expect(await stockOf(database.db, "PAP-SUB-M")).toBeNull();
    clock.set(new Date("2026-02-28T06:00:00.000Z"));
    expect(await kit.platform.subscriptions.renewals.sweep("2026-02-28")).toEqual({ created: 1, failed: 0 });
    expect(await kit.platform.subscriptions.renewals.sweep("2026-02-28")).toEqual({ created: 0, failed: 0 });
    expect(await stockOf(database.db, "PAP-1")).toBe(start + 10);

    const movements = await expectLedgerAddsUp("PAP-1");
    const causes = movements.map((movement) => [movement.cause, movement.change]);
    expect(causes).toEqual([
      ["opening", start],
      ["order_placed", -2],
      ["order_cancelled", 2],
      ["order_placed", -1],
      ["withdrawal", 1],
      ["order_placed", -3],
      ["refund_unshipped", 3],
      ["order_placed", -2],
      ["return_restocked", 1],
      ["adjustment", 12],
      ["adjustment", 3],
      ["order_placed", -2],
      ["renewal", -2],
    ] satisfies [StockCause, number][]);
    expect(movements.find((movement) => movement.cause === "return_restocked")).toMatchObject({ returnId, orderId: delivered.id });
    expect(movements.find((movement) => movement.cause === "adjustment")).toMatchObject({
      staffEmail: "owner@elara.test",
      note: "Delivery from the warehouse",
    });
  });

  it("keeps a 3-pack's own count: one pack takes one from the 3-pack's stock, not three bottles", async () => {
    const packs = (await stockOf(database.db, "PAP-3PK"))!;
    const bottles = await stockOf(database.db, "PAP-1");
    await place([{ sku: "PAP-3PK", quantity: 1 }]);
    expect([await stockOf(database.db, "PAP-3PK"), await stockOf(database.db, "PAP-1")]).toEqual([packs - 1, bottles]);
    await expectLedgerAddsUp("PAP-3PK");
  });

  it("refuses a bad adjustment with 400 naming the field, in the member's language, and changes nothing", async () => {
    const before = await movementsOf("PAP-1");
    const stock = await stockOf(database.db, "PAP-1");
    const cases: [unknown, string][] = [
      [{ change: 0, key: newIdempotencyKey() }, "change"],
      [{ change: "5", key: newIdempotencyKey() }, "change"],
      [{ change: 1.5, key: newIdempotencyKey() }, "change"],
      [{ key: newIdempotencyKey() }, "change"],
      [{ change: 2, note: "x".repeat(501), key: newIdempotencyKey() }, "note"],
      [{ change: 2 }, "key"],
      [{ change: -(stock! + 1), key: newIdempotencyKey() }, "change"],
    ];
    for (const [body, field] of cases) {
      const answer = await adjust("PAP-1", body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.json.field).toBe(field);
    }
    expect((await adjust("PAP-1", { change: 0, key: newIdempotencyKey() }, "ro")).json.error).toContain("„Modificare”");
    expect(await adjust("PAP-SUB-M", { change: 5, key: newIdempotencyKey() })).toMatchObject({ status: 409 });
    const threshold = await staff.call("POST", `/api/admin/variants/${ids["PAP-1"]}/stock/threshold`, {
      member: owner,
      body: { threshold: -1 },
    });
    expect(threshold).toMatchObject({ status: 400, json: { field: "threshold" } });
    expect(await movementsOf("PAP-1")).toEqual(before);
    expect(await stockOf(database.db, "PAP-1")).toBe(stock);
  });

  it("moves stock once when the same cancellation, adjustment or release races itself", async () => {
    const start = (await stockOf(database.db, "PAP-1"))!;
    const order = await place([{ sku: "PAP-1", quantity: 2 }]);
    const other = kit.platform;
    const twin = buildOrdersApp({ database, clock }).platform;
    const member = await actor();
    await Promise.all([
      other.orders.backOffice.cancel(order.orderNumber, "twice", member),
      twin.orders.backOffice.cancel(order.orderNumber, "twice", member),
    ]);
    const second = await place([{ sku: "PAP-1", quantity: 1 }]);
    await Promise.all([
      database.db.transaction((tx) => releaseOrderStock(tx, giveUpHold, second.id, "withdrawal", clock())),
      database.db.transaction((tx) => releaseOrderStock(tx, giveUpHold, second.id, "withdrawal", clock())),
    ]);
    const key = newIdempotencyKey();
    const answers = await Promise.all([0, 1, 2].map(() => adjust("PAP-1", { change: -4, note: "broken", key })));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(answers.filter((answer) => answer.json.changed)).toHaveLength(1);
    expect(await stockOf(database.db, "PAP-1")).toBe(start - 4);
    const movements = await expectLedgerAddsUp("PAP-1");
    expect(movements.filter((movement) => movement.orderId === order.id).map((movement) => movement.cause)).toEqual([
      "order_placed",
      "order_cancelled",
    ]);
    expect(movements.filter((movement) => movement.orderId === second.id).map((movement) => movement.cause)).toEqual([
      "order_placed",
      "withdrawal",
    ]);
  });
});

describe("the inspection of units back at the shop (issue 64 item 4)", () => {
  const inspect = (id: number, body: unknown, language = "en", member = owner) =>
    staff.call("POST", `/api/admin/stock/inspections/${id}`, { member, body, language });
  async function waiting(quantity: number) {
    const [row] = await database.db
      .insert(stockInspections)
      .values({ variantId: ids["PAP-1"]!, quantity, source: "returned_parcel", sourceKey: newIdempotencyKey(), note: "AWB T1" })
      .returning();
    return row!;
  }

  it("decides once: two members at once get one 200 and one 409, the units come back once, ledger and audit say so", async () => {
    const start = (await stockOf(database.db, "PAP-1"))!;
    const row = await waiting(2);
    const answers = await Promise.all([inspect(row.id, { outcome: "sellable" }), inspect(row.id, { outcome: "sellable" }, "ro")]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 200)!.json).toEqual({ outcome: "sellable", balance: start + 2 });
    const lost = answers.find((answer) => answer.status === 409)!.json;
    expect(lost).toMatchObject({ code: "already_inspected", state: "sellable" });
    expect(await stockOf(database.db, "PAP-1")).toBe(start + 2);
    const movements = await expectLedgerAddsUp("PAP-1");
    expect(movements.at(-1)).toMatchObject({
      cause: "return_inspected_sellable",
      change: 2,
      note: "AWB T1",
      staffEmail: "owner@elara.test",
    });
    const audited = await database.db.select().from(auditLog).where(eq(auditLog.action, "stock.inspect"));
    expect(audited.filter((entry) => (entry.after as { inspection: number }).inspection === row.id)).toHaveLength(1);

    const damaged = await waiting(3);
    expect((await inspect(damaged.id, { outcome: "damaged" })).json).toEqual({ outcome: "damaged", balance: start + 2 });
    expect((await expectLedgerAddsUp("PAP-1")).at(-1)).toMatchObject({ cause: "written_off_damaged", change: 0, balanceAfter: start + 2 });
    expect(await stockOf(database.db, "PAP-1")).toBe(start + 2);
  });

  it("refuses a bad decision naming the field, an unknown row, and a member without the catalog, changing nothing", async () => {
    const row = await waiting(1);
    const stock = await stockOf(database.db, "PAP-1");
    for (const body of [{}, { outcome: "maybe" }, { outcome: "to_inspect" }]) {
      const answer = await inspect(row.id, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.json.field).toBe("outcome");
    }
    expect((await inspect(row.id, { outcome: 1 }, "ro")).json.error).toContain("„Decizie”");
    expect(await inspect(987_654, { outcome: "sellable" })).toMatchObject({ status: 404, json: { code: "not_found" } });
    const support = await staff.signIn("support@elara.test", "support");
    expect((await inspect(row.id, { outcome: "sellable" }, "en", support)).status).toBe(403);
    expect(await stockOf(database.db, "PAP-1")).toBe(stock);
    expect((await database.db.select().from(stockInspections).where(eq(stockInspections.id, row.id)))[0]).toMatchObject({
      state: "to_inspect",
    });
  });
});

describe("the low-stock email", () => {
  const threshold = (value: number) =>
    staff.call("POST", `/api/admin/variants/${ids["PAP-3PK"]}/stock/threshold`, { member: owner, body: { threshold: value } });
  const alertsMailed = async () => {
    await kit.platform.mailer.idle();
    return kit.transport!.sent.filter((mail) => mail.subject.startsWith("Stoc scăzut") || mail.subject.startsWith("Low stock"));
  };

  it("mails the owner once when the stock crosses below the threshold, and again only after it was back above", async () => {
    expect(await threshold(20)).toMatchObject({ status: 200, json: { changed: true } });
    const packs = (await stockOf(database.db, "PAP-3PK"))!;
    await adjust("PAP-3PK", { change: 21 - packs, key: newIdempotencyKey() });
    await adjust("PAP-3PK", { change: -1, key: newIdempotencyKey() });
    expect(await kit.platform.catalog.stock.sweepLowStockAlerts()).toBe(0);

    await place([{ sku: "PAP-3PK", quantity: 2 }]);
    await place([{ sku: "PAP-3PK", quantity: 1 }]);
    // Two instances sweeping at once mail it once.
    const twin = buildOrdersApp({ database, clock });
    const swept = await Promise.all([kit.platform.catalog.stock.sweepLowStockAlerts(), twin.platform.catalog.stock.sweepLowStockAlerts()]);
    expect(swept.reduce((a, b) => a + b, 0)).toBe(1);
    await twin.platform.mailer.idle();
    const [mail, ...more] = [...(await alertsMailed()), ...twin.transport!.sent.filter((sent) => sent.subject.startsWith("Stoc scăzut"))];
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ to: "owner@elara.test" });
    expect(mail!.text).toContain("PAP-3PK");
    expect(mail!.text).toContain(`/admin/products/`);

    await adjust("PAP-3PK", { change: 5, key: newIdempotencyKey() });
    await place([{ sku: "PAP-3PK", quantity: 6 }]);
    expect(await kit.platform.catalog.stock.sweepLowStockAlerts()).toBe(1);
    const rows = await database.db
      .select({ balance: lowStockAlerts.balance, threshold: lowStockAlerts.threshold })
      .from(lowStockAlerts)
      .where(and(eq(lowStockAlerts.variantId, ids["PAP-3PK"]!)))
      .orderBy(asc(lowStockAlerts.id));
    expect(rows).toEqual([
      { balance: 18, threshold: 20 },
      { balance: 16, threshold: 20 },
    ]);
    await threshold(10);
  });
});

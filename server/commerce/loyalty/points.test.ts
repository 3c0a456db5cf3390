/**
 * Loyalty points earned and taken back (issue 71 item 1, decision 0189): a cash-on-delivery order earns only once the
 * courier's cash is collected, never for the delivery alone; a refund takes back its share and a whole refund the
 * rest; a replayed event earns nothing twice; a reversal of points already spent stops at zero and records the rest
 * as not recoverable; nothing is earned while the program is off or by a guest; staff adjust with a reason, audited;
 * two spends of the same points at once (two checkouts) → one wins and the balance never goes below zero.
 * On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_LOYALTY_SETTINGS, type LoyaltySettings } from "#domain/loyalty";
import {
  auditLog,
  domainEvents,
  loyaltyAccounts,
  loyaltyEntries,
  orders,
  productVariants,
  staffMembers,
  storeSettings,
} from "#server/db/schema";
import { signedInCustomer, testClock } from "#tests/server/account-kit.ts";
import { orderBody, ORDER_TABLES, placeOrder, seededStoreForFile } from "#tests/server/orders-kit.ts";
import { payOnSandboxPage } from "#tests/server/returns-kit.ts";
import { signedInStaffEachTest, STAFF_TABLES } from "#tests/server/staff-kit.ts";
import { emptyTables } from "#tests/server/test-database.ts";
import { creditPoints, debitPoints, pointsBalance } from "./ledger.ts";

const { database, variants } = seededStoreForFile({ single: "PAP-1" });
const clock = testClock(new Date("2026-11-23T09:00:00.000Z"));

beforeEach(async () => {
  await emptyTables(database.db, loyaltyEntries, loyaltyAccounts, storeSettings, ...ORDER_TABLES, ...STAFF_TABLES);
  await database.db.update(productVariants).set({ stockQuantity: 500 }).where(eq(productVariants.sku, "PAP-1"));
  clock.set(new Date("2026-11-23T09:00:00.000Z"));
});
const { kit, call, members } = signedInStaffEachTest(() => ({ database, clock }), ["owner", "support"]);

/** One point per 10 lei of goods. */
async function loyaltyOn(overrides: Partial<LoyaltySettings> = {}) {
  const value = { ...DEFAULT_LOYALTY_SETTINGS, enabled: true, ...overrides };
  await database.db
    .insert(storeSettings)
    .values({ key: "loyalty.settings", value })
    .onConflictDoUpdate({ target: storeSettings.key, set: { value } });
}

async function customerOrder(paymentMethod: "cod" | "card", email = "ana@example.ro") {
  const { id, accessToken } = await signedInCustomer(kit, email);
  const placed = await placeOrder(kit, orderBody([{ variantId: variants.single, quantity: 2 }], { email, paymentMethod }), { accessToken });
  const [order] = await database.db.select().from(orders).where(eq(orders.orderNumber, placed.orderNumber));
  expect(order!.customerId).toBe(id);
  return { customerId: id, order: order!, placed };
}

/** A staff action on the order, then the events the dispatcher's loop would deliver. */
async function act(orderNumber: number, action: string, body: unknown = {}) {
  const answer = await call("POST", `/api/admin/orders/${orderNumber}/${action}`, { member: members.owner, body });
  await kit.platform.events.dispatchDue();
  return answer;
}

const entriesOf = (customerId: number) =>
  database.db.select().from(loyaltyEntries).where(eq(loyaltyEntries.customerId, customerId)).orderBy(loyaltyEntries.id);

/** Points the order's goods earn at one point per 10 lei. */
const pointsOf = (order: typeof orders.$inferSelect) => Math.floor((order.totalRonMinor - order.shippingRonMinor) / 1_000);

async function codRefund(orderNumber: number, amount: string, idempotencyKey: string) {
  const answer = await act(orderNumber, "refund", {
    amount,
    idempotencyKey,
    iban: "RO49AAAA1B31007593840000",
    accountHolder: "Ana Pop",
    transferReference: `OP ${idempotencyKey}`,
  });
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
}

describe("earning on an order", () => {
  it("earns on a delivered cash-on-delivery order only once the cash is collected, and a refund takes its share back", async () => {
    await loyaltyOn();
    const { customerId, order, placed } = await customerOrder("cod");
    await act(placed.orderNumber, "ship", { carrier: "cargus", trackingNumber: "C1" });
    expect((await act(placed.orderNumber, "deliver")).status).toBe(200);
    // Delivered, the cash still with the courier: nothing yet.
    expect(await pointsBalance(database.db, customerId)).toBe(0);

    expect((await act(placed.orderNumber, "cod-collected")).status).toBe(200);
    const earned = pointsOf(order);
    expect(earned).toBeGreaterThan(0);
    expect(await pointsBalance(database.db, customerId)).toBe(earned);
    expect(await entriesOf(customerId)).toEqual([
      expect.objectContaining({ kind: "earned", points: earned, cause: `order:${order.id}`, orderId: order.id }),
    ]);
    const [account] = await database.db.select().from(loyaltyAccounts).where(eq(loyaltyAccounts.customerId, customerId));
    expect(account!.lastEarnedAt).toEqual(clock());

    // Half the order's money back: half its points (rounded up), then the rest with the rest of the money.
    const half = (order.totalMinor / 2 / 100).toFixed(2);
    await codRefund(placed.orderNumber, half, "refund-half-of-it");
    const firstBack = Math.ceil((earned * Math.round(order.totalMinor / 2)) / order.totalMinor);
    expect(await pointsBalance(database.db, customerId)).toBe(earned - firstBack);
    await codRefund(placed.orderNumber, ((order.totalMinor - Math.round(order.totalMinor / 2)) / 100).toFixed(2), "refund-the-rest-of-it");
    expect(await pointsBalance(database.db, customerId)).toBe(0);
    const reversals = (await entriesOf(customerId)).filter((entry) => entry.kind === "reversed");
    expect(reversals.map((entry) => entry.points)).toEqual([-firstBack, -(earned - firstBack)]);
    expect(reversals.every((entry) => entry.orderId === order.id && entry.unrecoveredPoints === 0)).toBe(true);
  });

  it("earns on a card order when it is delivered, once however often the event is heard", async () => {
    await loyaltyOn();
    const { customerId, order, placed } = await customerOrder("card");
    await payOnSandboxPage(kit, placed.paymentUrl!);
    expect(await pointsBalance(database.db, customerId)).toBe(0);
    await act(placed.orderNumber, "ship", { carrier: "cargus", trackingNumber: "C2" });
    await act(placed.orderNumber, "deliver");
    expect(await pointsBalance(database.db, customerId)).toBe(pointsOf(order));

    // The delivery's event heard again (a redelivery after a crash): nothing more.
    const [delivered] = await database.db
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.type, "order.delivered"), eq(domainEvents.aggregateId, String(order.id))));
    const handler = kit.platform.events.handlers.find((each) => each.name === "loyalty.earn-on-order")!;
    await database.db.transaction((tx) => handler.handle(tx, { ...delivered!, attempt: 2 }, clock()));
    expect(await pointsBalance(database.db, customerId)).toBe(pointsOf(order));
    expect(await entriesOf(customerId)).toHaveLength(1);
  });

  it("takes back what it can when the points were already spent, and records the rest as not recoverable", async () => {
    await loyaltyOn();
    const { customerId, order, placed } = await customerOrder("cod");
    await act(placed.orderNumber, "ship", { carrier: "cargus", trackingNumber: "C3" });
    await act(placed.orderNumber, "cod-collected");
    const earned = pointsOf(order);
    await database.db.transaction((tx) =>
      debitPoints(tx, { customerId, points: earned - 5, kind: "spent", cause: "order:elsewhere", shortfall: "all_or_nothing" }, clock()),
    );
    await codRefund(placed.orderNumber, (order.totalMinor / 100).toFixed(2), "refund-the-whole-order");
    expect(await pointsBalance(database.db, customerId)).toBe(0);
    expect((await entriesOf(customerId)).at(-1)).toMatchObject({ kind: "reversed", points: -5, unrecoveredPoints: earned - 5 });
  });

  it("earns nothing while the program is off, nor for the source the owner left out", async () => {
    const { customerId, placed } = await customerOrder("cod");
    await act(placed.orderNumber, "ship", { carrier: "cargus", trackingNumber: "C4" });
    await act(placed.orderNumber, "cod-collected");
    expect(await entriesOf(customerId)).toEqual([]);

    await loyaltyOn({ sources: ["reviews"] });
    const other = await customerOrder("cod", "ion@example.ro");
    await act(other.placed.orderNumber, "ship", { carrier: "cargus", trackingNumber: "C5" });
    await act(other.placed.orderNumber, "cod-collected");
    expect(await entriesOf(other.customerId)).toEqual([]);
  });
});

describe("the staff's adjustment", () => {
  it("adds or takes points with a reason, audited, and refuses to take more than the balance", async () => {
    await loyaltyOn();
    const { customerId } = await customerOrder("cod");
    const [owner] = await database.db.select({ id: staffMembers.id }).from(staffMembers).where(eq(staffMembers.email, "owner@elara.test"));
    const actor = { staffId: owner!.id, email: "owner@elara.test", client: "test" };
    const added = await kit.platform.loyalty.adjust(customerId, 120, "birthday gift", actor);
    expect(added).toEqual({ ok: true, balancePoints: 120 });
    expect(await kit.platform.loyalty.adjust(customerId, -500, "correction", actor)).toEqual({
      ok: false,
      problem: "insufficient",
    });
    expect(await kit.platform.loyalty.adjust(customerId, -20, "correction", actor)).toEqual({ ok: true, balancePoints: 100 });
    expect(await kit.platform.loyalty.adjust(999_999, 10, "nobody", actor)).toEqual({ ok: false, problem: "not_found" });
    const audited = await database.db.select().from(auditLog).where(eq(auditLog.action, "loyalty.adjust"));
    expect(audited.map((entry) => entry.after)).toEqual([
      { balancePoints: 120, points: 120, reason: "birthday gift" },
      { balancePoints: 100, points: -20, reason: "correction" },
    ]);
    const shown = await kit.platform.loyalty.customerPoints(customerId);
    expect(shown).toMatchObject({ balancePoints: 100, worthRonMinor: 1_000, expiresAt: null });
    expect(shown!.entries.map((entry) => [entry.kind, entry.points, entry.reason])).toEqual([
      ["adjusted", -20, "correction"],
      ["adjusted", 120, "birthday gift"],
    ]);
  });
});

describe("two spends of the same points at once", () => {
  /** A checkout's spend: the balance locked and read, the order's other work, then the debit, in one transaction. */
  const spend = (customerId: number, points: number, orderCause: string) =>
    database.db.transaction(async (tx) => {
      const outcome = await debitPoints(tx, { customerId, points, kind: "spent", cause: orderCause, shortfall: "all_or_nothing" }, clock());
      // The rest of a checkout's transaction: the other spender waits on the balance row meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 50));
      return outcome;
    });

  it("lets one win and refuses the other, the balance never below zero, on either database", async () => {
    const { customerId } = await customerOrder("cod");
    await database.db.transaction((tx) =>
      creditPoints(tx, { customerId, points: 300, kind: "adjusted", cause: null, reason: "gift" }, clock()),
    );
    const outcomes = await Promise.all([spend(customerId, 200, "order:a"), spend(customerId, 200, "order:b")]);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.filter((outcome) => !outcome.ok)).toEqual([{ ok: false, reason: "insufficient" }]);
    expect(await pointsBalance(database.db, customerId)).toBe(100);
    const spent = (await entriesOf(customerId)).filter((entry) => entry.kind === "spent");
    expect(spent.map((entry) => entry.points)).toEqual([-200]);
  });

  it("spends once when the same checkout is retried at once", async () => {
    const { customerId } = await customerOrder("cod");
    await database.db.transaction((tx) =>
      creditPoints(tx, { customerId, points: 300, kind: "adjusted", cause: null, reason: "gift" }, clock()),
    );
    const outcomes = await Promise.all([spend(customerId, 100, "order:same"), spend(customerId, 100, "order:same")]);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.filter((outcome) => !outcome.ok)).toEqual([{ ok: false, reason: "already_done" }]);
    expect(await pointsBalance(database.db, customerId)).toBe(200);
  });
});

/**
 * The one writer of a new order (issue 41 item 4), on PGlite and on PostgreSQL with TEST_DATABASE_URL: the row,
 * its lines, the units they take and its placed events are written in the caller's transaction, or none of them;
 * a key already placed writes nothing; and no other file of the server inserts into `orders`.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { asc, count, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { storeCreditPayment } from "#domain/store-credit";
import { domainEvents, orderLines, orders, productVariants, stockMovements } from "#server/db/schema";
import { seedIfEmpty } from "#server/db/seed/seed";
import { insertPublicCodes } from "#tests/server/discount-codes.ts";
import { romanianAddress, setStock, stockOf } from "#tests/server/orders-kit.ts";
import { testPlatform } from "#tests/server/platform-kit.ts";
import { createTestDatabase, emptyTables, type TestDatabase } from "#tests/server/test-database.ts";
import type { OrderRow } from "#server/commerce/shared/order-rows";
import { placeOrder, type OrderPlacement } from "./place.ts";
import { LinePricingError, withDiscount, type OrderPricingService, type PricedOrder } from "#server/commerce/catalog/pricing";

let database: TestDatabase;
let pricing: OrderPricingService;
const variantIds: Record<string, number> = {};
const SKUS = ["PAP-1", "PAP-3PK"];

beforeAll(async () => {
  database = await createTestDatabase();
  await seedIfEmpty(database.db);
  await insertPublicCodes(database.db);
  pricing = testPlatform(database.db).catalog.pricing;
  const rows = await database.db
    .select({ id: productVariants.id, sku: productVariants.sku })
    .from(productVariants)
    .where(inArray(productVariants.sku, SKUS));
  for (const row of rows) variantIds[row.sku] = row.id;
});
afterAll(() => database.close());
beforeEach(async () => {
  await emptyTables(database.db, orders, domainEvents);
  await setStock(database.db, "PAP-1", 50);
  await setStock(database.db, "PAP-3PK", 20);
});

const now = new Date("2026-03-02T09:00:00.000Z");
let sequence = 0;

/** Two bottles and a three-pack to Cluj, in lei, with ELARA10 applied. */
async function pricedCart(): Promise<PricedOrder> {
  const unpriced = await pricing.price({
    lines: [
      { variantId: variantIds["PAP-1"]!, quantity: 2 },
      { variantId: variantIds["PAP-3PK"]!, quantity: 1 },
    ],
    currency: await pricing.chargeCurrency("RON"),
    discount: null,
    shippingCountry: "RO",
    language: "ro",
  });
  return withDiscount(unpriced, { code: "ELARA10", kind: "percent", percent: 10, amountRonMinor: null, productIds: null });
}

function placement(priced: PricedOrder, overrides: Partial<OrderPlacement> = {}): OrderPlacement {
  sequence += 1;
  return {
    idempotencyKey: `place-${sequence}`,
    requestHash: `hash-${sequence}`,
    customerId: null,
    email: "ana@example.ro",
    language: "ro",
    priced,
    paymentMethod: "cod",
    storeCredit: null,
    shippingAddress: romanianAddress(),
    billingAddress: romanianAddress(),
    invoiceCompany: null,
    note: "Sună înainte.",
    acceptsMarketing: true,
    termsVersion: 1,
    stockCause: "order_placed",
    ...overrides,
  };
}

const eventTypesOf = async (order: OrderRow) =>
  (
    await database.db
      .select({ type: domainEvents.type })
      .from(domainEvents)
      .where(eq(domainEvents.aggregateId, String(order.id)))
      .orderBy(asc(domainEvents.id))
  ).map((event) => event.type);

const rowsIn = async (table: typeof orders | typeof orderLines | typeof domainEvents | typeof stockMovements) =>
  (await database.db.select({ n: count() }).from(table))[0]!.n;

/** A failure of the caller's after the order is placed, to see what its rollback leaves. */
class CallerFailed extends Error {}

describe("placing an order", () => {
  it("writes the row, its lines, the units they take and its placed events", async () => {
    const priced = await pricedCart();
    const order = await database.db.transaction((tx) => placeOrder(tx, placement(priced), now));

    expect(order).toMatchObject({
      status: "payment_due_on_delivery",
      fulfilmentStatus: "unfulfilled",
      paymentMethod: "cod",
      currencyCode: "RON",
      subtotalMinor: priced.charged.subtotalMinor,
      discountMinor: priced.charged.discountMinor,
      shippingMinor: priced.charged.shippingMinor,
      totalMinor: priced.charged.totalMinor,
      totalRonMinor: priced.ron.totalMinor,
      vatRatePercent: priced.vatRatePercent,
      shippingServiceId: priced.shipping.service.id,
      discountCode: "ELARA10",
      discountPercent: 10,
      storeCreditMinor: 0,
      note: "Sună înainte.",
      acceptsMarketing: true,
      termsVersion: 1,
      paidAt: null,
    });
    expect(priced.charged.discountMinor).toBeGreaterThan(0);
    const lines = await database.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id)).orderBy(asc(orderLines.position));
    expect(lines.map((line) => ({ sku: line.sku, quantity: line.quantity, stockReserved: line.stockReserved }))).toEqual([
      { sku: "PAP-1", quantity: 2, stockReserved: 2 },
      { sku: "PAP-3PK", quantity: 1, stockReserved: 1 },
    ]);
    expect(lines.map((line) => line.vatMinor)).toEqual(priced.lines.map((line) => line.vatMinor));
    expect([await stockOf(database.db, "PAP-1"), await stockOf(database.db, "PAP-3PK")]).toEqual([48, 19]);
    const movements = await database.db.select().from(stockMovements).where(eq(stockMovements.orderId, order!.id));
    expect(movements.map((movement) => movement.cause)).toEqual(["order_placed", "order_placed"]);
    expect(await eventTypesOf(order!)).toEqual(["order.placed", "order.confirmed"]);
  });

  it("places an order its store credit pays whole as paid, by store credit, with its paid events", async () => {
    const priced = await pricedCart();
    const credit = storeCreditPayment(1_000_000, { totalMinor: priced.charged.totalMinor, totalRonMinor: priced.ron.totalMinor });
    const order = await database.db.transaction((tx) =>
      placeOrder(tx, placement(priced, { paymentMethod: "card", storeCredit: credit }), now),
    );
    expect(order).toMatchObject({
      status: "paid",
      paymentMethod: "store_credit",
      storeCreditMinor: priced.charged.totalMinor,
      storeCreditRonMinor: priced.ron.totalMinor,
      paidAt: now,
    });
    expect(await eventTypesOf(order!)).toEqual(["order.placed", "order.confirmed", "order.paid"]);
  });

  it("leaves nothing, stock included, when the caller's transaction rolls back after it", async () => {
    const priced = await pricedCart();
    const movementsBefore = await rowsIn(stockMovements);
    await expect(
      database.db.transaction(async (tx) => {
        await placeOrder(tx, placement(priced, { paymentMethod: "card", stockCause: "renewal" }), now);
        throw new CallerFailed();
      }),
    ).rejects.toThrow(CallerFailed);
    expect([await rowsIn(orders), await rowsIn(orderLines), await rowsIn(domainEvents)]).toEqual([0, 0, 0]);
    expect([await stockOf(database.db, "PAP-1"), await stockOf(database.db, "PAP-3PK")]).toEqual([50, 20]);
    expect(await rowsIn(stockMovements)).toBe(movementsBefore);
  });

  it("writes nothing for a key an order already holds, and answers null", async () => {
    const priced = await pricedCart();
    const first = placement(priced);
    const placed = await database.db.transaction((tx) => placeOrder(tx, first, now));
    const again = await database.db.transaction((tx) => placeOrder(tx, { ...first, requestHash: "another request" }, now));
    expect(again).toBeNull();
    expect(await database.db.select({ id: orders.id, requestHash: orders.requestHash }).from(orders)).toEqual([
      { id: placed!.id, requestHash: first.requestHash },
    ]);
    expect(await rowsIn(orderLines)).toBe(2);
    expect(await eventTypesOf(placed!)).toEqual(["order.placed", "order.confirmed"]);
    expect([await stockOf(database.db, "PAP-1"), await stockOf(database.db, "PAP-3PK")]).toEqual([48, 19]);
  });

  it("writes nothing when a line's stock is short: no row, no lines, no events, no other line's units", async () => {
    const priced = await pricedCart();
    await setStock(database.db, "PAP-3PK", 0);
    const movementsBefore = await rowsIn(stockMovements);
    const refused = database.db.transaction((tx) => placeOrder(tx, placement(priced), now));
    await expect(refused).rejects.toThrow(LinePricingError);
    await expect(refused).rejects.toMatchObject({ problems: [{ index: 1, reason: "out_of_stock", available: 0 }] });
    expect([await rowsIn(orders), await rowsIn(orderLines), await rowsIn(domainEvents)]).toEqual([0, 0, 0]);
    expect(await stockOf(database.db, "PAP-1")).toBe(50);
    expect(await rowsIn(stockMovements)).toBe(movementsBefore);
  });
});

describe("writers of new orders", () => {
  const ROOT = path.resolve(".");
  const ALLOWED = new Set([
    "server/commerce/orders/place.ts",
    // The benchmark copies one placed order ten thousand times in SQL: a fixture, not a way orders are placed.
    "scripts/bench-subscriptions.ts",
  ]);
  const ORDER_INSERT = /\.insert\(\s*(?:schema\.)?orders\s*\)|INSERT\s+INTO\s+"?orders"?[\s(]/gi;

  /** The shipped code: tests (*.test.ts) insert the orders they need as fixtures, and are left out. */
  function sourceFiles(dir: string): string[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === "migrations" ? [] : sourceFiles(full);
      return /\.(ts|tsx|mjs|js)$/.test(entry.name) && !entry.name.endsWith(".test.ts") ? [full] : [];
    });
  }

  const insertsOf = (source: string) => [...source.matchAll(ORDER_INSERT)].map((match) => match[0]);

  it("are place.ts alone: no other file of the server or the scripts inserts into orders", () => {
    const offenders = ["server", "scripts"]
      .flatMap((dir) => sourceFiles(path.join(ROOT, dir)))
      .map((file) => path.relative(ROOT, file).split(path.sep).join("/"))
      .filter((file) => !ALLOWED.has(file))
      .flatMap((file) => insertsOf(readFileSync(path.join(ROOT, file), "utf8")).map((insert) => `${file}: ${insert}`));
    expect(offenders).toEqual([]);
    expect(insertsOf(readFileSync(path.join(ROOT, "server/commerce/orders/place.ts"), "utf8"))).toHaveLength(1);
  });

  it("would catch an insert written another way", () => {
    expect(insertsOf("await tx.insert(orders).values({ email })")).toHaveLength(1);
    expect(insertsOf("await db.insert(schema.orders).values(row)")).toHaveLength(1);
    expect(insertsOf('await tx.execute(sql`INSERT INTO "orders" (email) VALUES (${email})`)')).toHaveLength(1);
    expect(insertsOf("await tx.insert(orderLines).values(lines)")).toEqual([]);
  });
});

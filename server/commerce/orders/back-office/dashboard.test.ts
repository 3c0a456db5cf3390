/**
 * The admin's dashboard over a test database (PGlite, or PostgreSQL with TEST_DATABASE_URL): every figure
 * of a known set of orders, per period of Bucharest calendar days, with the day boundary in summer and
 * in winter, the work queues and the catalogue's low stock.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOW_STOCK_THRESHOLD, periodDays } from "#domain/admin/dashboard";
import { createCatalog } from "#server/commerce/catalog/catalog";
import { orders, payments, productTranslations, productVariants, products, refunds } from "#server/db/schema";
import { createTestDatabase, type TestDatabase } from "#tests/server/test-database.ts";
import { loadDashboard } from "./dashboard.ts";

let database: TestDatabase;
let lowStock: (threshold: number) => ReturnType<ReturnType<typeof createCatalog>["lowStock"]>;

/** Thursday 16 July 2026, 12:00 in Bucharest (UTC+3). */
const SUMMER_NOW = new Date("2026-07-16T09:00:00.000Z");
/** Thursday 15 January 2026, 12:00 in Bucharest (UTC+2). */
const WINTER_NOW = new Date("2026-01-15T10:00:00.000Z");

let sequence = 0;

interface OrderSpec {
  status: string;
  method: "card" | "cod";
  /** When it was placed. */
  at: string;
  /** The total in lei, 21% VAT included. */
  totalRonMinor: number;
  /** By default what the status implies: delivered when delivered or refunded, shipped when fulfilled, else unfulfilled. */
  fulfilment?: "unfulfilled" | "packed" | "shipped" | "delivered";
  /** A euro order: its amount in cents and the rate (cents… per RON × 1 000 000). */
  euro?: { totalMinor: number; unitsPerRonMicros: number };
}

const IMPLIED_FULFILMENT: Partial<Record<string, OrderSpec["fulfilment"]>> = {
  fulfilled: "shipped",
  delivered: "delivered",
  refunded: "delivered",
};

async function placeOrder(spec: OrderSpec): Promise<{ id: number; currencyCode: string; totalMinor: number }> {
  sequence += 1;
  const currencyCode = spec.euro ? "EUR" : "RON";
  const totalMinor = spec.euro?.totalMinor ?? spec.totalRonMinor;
  const [row] = await database.db
    .insert(orders)
    .values({
      idempotencyKey: `dashboard-${sequence}`,
      requestHash: `hash-${sequence}`,
      email: `shopper${sequence}@example.ro`,
      language: "ro",
      status: spec.status,
      paymentMethod: spec.method,
      currencyCode,
      unitsPerRonMicros: spec.euro?.unitsPerRonMicros ?? 1_000_000,
      subtotalMinor: totalMinor,
      discountMinor: 0,
      shippingMinor: 0,
      taxMinor: 0,
      totalMinor,
      subtotalRonMinor: spec.totalRonMinor,
      discountRonMinor: 0,
      shippingRonMinor: 0,
      taxRonMinor: Math.round((spec.totalRonMinor * 21) / 121),
      totalRonMinor: spec.totalRonMinor,
      vatRatePercent: 21,
      shippingVatRatePercent: 21,
      shippingAddress: {},
      billingAddress: {},
      fulfilmentStatus: spec.fulfilment ?? IMPLIED_FULFILMENT[spec.status] ?? "unfulfilled",
      createdAt: new Date(spec.at),
    })
    .returning({ id: orders.id });
  return { id: row!.id, currencyCode, totalMinor };
}

async function pay(
  order: { id: number; currencyCode: string; totalMinor: number },
  attempt: number,
  method: "card" | "cod",
  status: "pending" | "succeeded" | "cancelled",
): Promise<number> {
  sequence += 1;
  const [row] = await database.db
    .insert(payments)
    .values({
      publicId: `pay-${sequence}`,
      orderId: order.id,
      attempt,
      provider: method === "cod" ? "cod" : "sandbox",
      method,
      status,
      amountMinor: order.totalMinor,
      currencyCode: order.currencyCode,
    })
    .returning({ id: payments.id });
  return row!.id;
}

async function refund(
  paymentId: number,
  amountMinor: number,
  currencyCode: string,
  status: "pending" | "succeeded" | "failed" | "awaiting_transfer",
) {
  sequence += 1;
  await database.db.insert(refunds).values({ paymentId, idempotencyKey: `refund-${sequence}`, amountMinor, currencyCode, status });
}

async function product(handle: string, titles: { ro: string; en?: string }, variants: { sku: string; stock: number | null }[]) {
  const [row] = await database.db.insert(products).values({ handle, vendor: "Elara" }).returning({ id: products.id });
  const productId = row!.id;
  await database.db.insert(productTranslations).values(
    Object.entries(titles).map(([locale, title]) => ({
      productId,
      locale: locale as "ro" | "en",
      title,
      description: "",
      descriptionHtml: "",
    })),
  );
  await database.db.insert(productVariants).values(
    variants.map((variant, index) => ({
      productId,
      position: index + 1,
      sku: variant.sku,
      priceMinor: 9900,
      currencyCode: "RON",
      stockQuantity: variant.stock,
    })),
  );
}

beforeAll(async () => {
  database = await createTestDatabase();
  const catalog = createCatalog(database.db);
  lowStock = (threshold) => catalog.lowStock(threshold);
  // Payments numbered apart from orders, so a subquery that compared a payment with itself would show.
  await database.db.execute(sql`select setval(pg_get_serial_sequence('payments', 'id'), 50000)`);

  // Today, 16 July (local): a paid card order being packed, and a cash-on-delivery one placed at 01:30
  // local time, which is 22:30 UTC the day before.
  const a = await placeOrder({ status: "paid", method: "card", at: "2026-07-16T06:00:00Z", totalRonMinor: 25_000, fulfilment: "packed" });
  await pay(a, 1, "card", "succeeded");
  const b = await placeOrder({ status: "payment_due_on_delivery", method: "cod", at: "2026-07-15T22:30:00Z", totalRonMinor: 12_000 });
  await pay(b, 1, "cod", "pending");
  // Today too, but not sales: cancelled (and refunded in full), and still waiting for its card payment.
  const h = await placeOrder({ status: "cancelled", method: "card", at: "2026-07-16T07:00:00Z", totalRonMinor: 99_900 });
  await refund(await pay(h, 1, "card", "succeeded"), 99_900, "RON", "succeeded");
  const i = await placeOrder({ status: "pending_payment", method: "card", at: "2026-07-16T08:00:00Z", totalRonMinor: 50_000 });
  await pay(i, 1, "card", "pending");

  // 15 July at 23:59 local (20:59 UTC): delivered, 50 lei refunded.
  const c = await placeOrder({ status: "delivered", method: "card", at: "2026-07-15T20:59:00Z", totalRonMinor: 30_000 });
  await refund(await pay(c, 1, "card", "succeeded"), 5_000, "RON", "succeeded");
  // 13 July: cash on delivery collected, 25 lei being refunded by bank transfer.
  const g = await placeOrder({ status: "delivered", method: "cod", at: "2026-07-13T09:00:00Z", totalRonMinor: 10_000 });
  await refund(await pay(g, 1, "cod", "succeeded"), 2_500, "RON", "awaiting_transfer");
  // 12 July: paid in euros (40.20 € = 200 lei at 0.201 € a leu), refunded in two parts that round to
  // 49.75 and 150.25 lei; a failed and a pending refund count for nothing.
  const d = await placeOrder({
    status: "refunded",
    method: "card",
    at: "2026-07-12T10:00:00Z",
    totalRonMinor: 20_000,
    euro: { totalMinor: 4_020, unitsPerRonMicros: 201_000 },
  });
  const dPayment = await pay(d, 1, "card", "succeeded");
  await refund(dPayment, 1_000, "EUR", "succeeded");
  await refund(dPayment, 3_020, "EUR", "succeeded");
  await refund(dPayment, 4_020, "EUR", "failed");
  await refund(dPayment, 500, "EUR", "pending");
  // 11 July: cash on delivery delivered, its money not recorded yet.
  const e = await placeOrder({ status: "delivered", method: "cod", at: "2026-07-11T12:00:00Z", totalRonMinor: 15_000 });
  await pay(e, 1, "cod", "pending");

  // 20 June: shipped cash on delivery, not collected: in the 30 days only.
  const f = await placeOrder({ status: "fulfilled", method: "cod", at: "2026-06-20T08:00:00Z", totalRonMinor: 18_000 });
  await pay(f, 1, "cod", "pending");
  // The 30 days start at midnight on 17 June local time (21:00 UTC on the 16th): one order at that
  // instant, one a second before.
  const j = await placeOrder({ status: "fulfilled", method: "cod", at: "2026-06-16T21:00:00Z", totalRonMinor: 5_000 });
  await pay(j, 1, "cod", "succeeded");
  await placeOrder({ status: "delivered", method: "card", at: "2026-06-16T20:59:59Z", totalRonMinor: 7_000 });

  // Winter (UTC+2): midnight of 15 January local is 22:00 UTC on the 14th.
  await placeOrder({ status: "delivered", method: "card", at: "2026-01-14T22:00:00Z", totalRonMinor: 4_000 });
  await placeOrder({ status: "delivered", method: "card", at: "2026-01-14T21:59:59Z", totalRonMinor: 6_000 });

  await product("papillex", { ro: "Papillex", en: "Papillex (EN)" }, [
    { sku: "PAP-1", stock: 0 },
    { sku: "PAP-3PK", stock: LOW_STOCK_THRESHOLD },
    { sku: "PAP-6PK", stock: LOW_STOCK_THRESHOLD + 1 },
  ]);
  await product("vitamina-d", { ro: "Vitamina D", en: "Vitamin D" }, [
    { sku: "VD-UNTRACKED", stock: null },
    { sku: "VD-60", stock: 5 },
  ]);
  await product("doar-romana", { ro: "Doar în română" }, [{ sku: "RO-ONLY", stock: 3 }]);
});
afterAll(() => database.close());

const QUEUES = {
  toShip: { count: 2, oldestAt: "2026-07-15T22:30:00.000Z" },
  awaitingPayment: { count: 1 },
  codToCollect: { count: 2, amountRonMinor: 33_000 },
};

const LOW_STOCK = {
  threshold: 20,
  items: [
    { sku: "PAP-1", productHandle: "papillex", title: { ro: "Papillex", en: "Papillex (EN)" }, stockQuantity: 0 },
    { sku: "RO-ONLY", productHandle: "doar-romana", title: { ro: "Doar în română", en: "Doar în română" }, stockQuantity: 3 },
    { sku: "VD-60", productHandle: "vitamina-d", title: { ro: "Vitamina D", en: "Vitamin D" }, stockQuantity: 5 },
    { sku: "PAP-3PK", productHandle: "papillex", title: { ro: "Papillex", en: "Papillex (EN)" }, stockQuantity: 20 },
  ],
};

const zeroDays = (period: "today" | "7d" | "30d", now: Date) =>
  Object.fromEntries(periodDays(period, now).map((date) => [date, { orders: 0, grossRonMinor: 0 }]));

const daysOf = (view: Awaited<ReturnType<typeof loadDashboard>>) =>
  Object.fromEntries(view.days.map(({ date, ...figures }) => [date, figures]));

describe("loadDashboard", () => {
  it("today: confirmed orders since local midnight, the 01:30 one included, cancelled and unpaid ones not", async () => {
    const view = await loadDashboard(database.db, { period: "today", now: SUMMER_NOW, lowStock });
    expect(view).toMatchObject({ period: "today", from: "2026-07-16", to: "2026-07-16", generatedAt: "2026-07-16T09:00:00.000Z" });
    expect(view.sales).toEqual({
      orders: 2,
      grossRonMinor: 37_000,
      refundsRonMinor: 0,
      netRonMinor: 37_000,
      vatRonMinor: 6_422,
      averageOrderRonMinor: 18_500,
      codOrders: 1,
      codShare: 0.5,
    });
    expect(view.days).toEqual([{ date: "2026-07-16", orders: 2, grossRonMinor: 37_000 }]);
    expect(view.queues).toEqual(QUEUES);
  });

  it("7 days: today and the six before, refunds at each order's rate, empty days as zero", async () => {
    const view = await loadDashboard(database.db, { period: "7d", now: SUMMER_NOW, lowStock });
    expect(view).toMatchObject({ period: "7d", from: "2026-07-10", to: "2026-07-16" });
    expect(view.sales).toEqual({
      orders: 6,
      grossRonMinor: 112_000,
      // 50 lei (card) + 25 lei (bank transfer awaited) + 49.75 + 150.25 lei (euros, rounded per refund)
      refundsRonMinor: 27_500,
      netRonMinor: 84_500,
      vatRonMinor: 19_439,
      averageOrderRonMinor: 18_667,
      codOrders: 3,
      codShare: 0.5,
    });
    expect(view.days).toEqual([
      { date: "2026-07-10", orders: 0, grossRonMinor: 0 },
      { date: "2026-07-11", orders: 1, grossRonMinor: 15_000 },
      { date: "2026-07-12", orders: 1, grossRonMinor: 20_000 },
      { date: "2026-07-13", orders: 1, grossRonMinor: 10_000 },
      { date: "2026-07-14", orders: 0, grossRonMinor: 0 },
      { date: "2026-07-15", orders: 1, grossRonMinor: 30_000 },
      { date: "2026-07-16", orders: 2, grossRonMinor: 37_000 },
    ]);
    expect(view.queues).toEqual(QUEUES);
  });

  it("30 days: from local midnight 29 days before today, the order a second earlier left out", async () => {
    const view = await loadDashboard(database.db, { period: "30d", now: SUMMER_NOW, lowStock });
    expect(view).toMatchObject({ period: "30d", from: "2026-06-17", to: "2026-07-16" });
    expect(view.sales).toEqual({
      orders: 8,
      grossRonMinor: 135_000,
      refundsRonMinor: 27_500,
      netRonMinor: 107_500,
      vatRonMinor: 23_431,
      averageOrderRonMinor: 16_875,
      codOrders: 5,
      codShare: 0.625,
    });
    expect(view.days).toHaveLength(30);
    expect(daysOf(view)).toEqual({
      ...zeroDays("30d", SUMMER_NOW),
      "2026-06-17": { orders: 1, grossRonMinor: 5_000 },
      "2026-06-20": { orders: 1, grossRonMinor: 18_000 },
      "2026-07-11": { orders: 1, grossRonMinor: 15_000 },
      "2026-07-12": { orders: 1, grossRonMinor: 20_000 },
      "2026-07-13": { orders: 1, grossRonMinor: 10_000 },
      "2026-07-15": { orders: 1, grossRonMinor: 30_000 },
      "2026-07-16": { orders: 2, grossRonMinor: 37_000 },
    });
    expect(view.days[0]!.date).toBe("2026-06-17");
    expect(view.days.at(-1)!.date).toBe("2026-07-16");
  });

  it("a winter day starts at 22:00 UTC the evening before", async () => {
    const today = await loadDashboard(database.db, { period: "today", now: WINTER_NOW, lowStock });
    expect(today.sales).toMatchObject({ orders: 1, grossRonMinor: 4_000, vatRonMinor: 694, codOrders: 0, codShare: 0 });
    const week = await loadDashboard(database.db, { period: "7d", now: WINTER_NOW, lowStock });
    expect(daysOf(week)).toEqual({
      ...zeroDays("7d", WINTER_NOW),
      "2026-01-14": { orders: 1, grossRonMinor: 6_000 },
      "2026-01-15": { orders: 1, grossRonMinor: 4_000 },
    });
  });

  it("a period without orders says so: zeros, and no average or share rather than a division by zero", async () => {
    const view = await loadDashboard(database.db, { period: "30d", now: new Date("2025-03-01T10:00:00Z"), lowStock });
    expect(view.sales).toEqual({
      orders: 0,
      grossRonMinor: 0,
      refundsRonMinor: 0,
      netRonMinor: 0,
      vatRonMinor: 0,
      averageOrderRonMinor: null,
      codOrders: 0,
      codShare: null,
    });
    expect(view.days.every((day) => day.orders === 0 && day.grossRonMinor === 0)).toBe(true);
    expect(view.days).toHaveLength(30);
  });

  it("low stock: tracked variants at or under the threshold, sold-out first, with both titles", async () => {
    const view = await loadDashboard(database.db, { period: "7d", now: SUMMER_NOW, lowStock });
    expect(view.lowStock).toMatchObject(LOW_STOCK);
    expect(view.lowStock.items.every((item) => Number.isInteger(item.variantId))).toBe(true);
    // The view is plain JSON: nothing is lost on the way to the page.
    expect(JSON.parse(JSON.stringify(view))).toEqual(view);
  });
});

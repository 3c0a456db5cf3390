/**
 * Test support for the checkout and order routes: the app over a seeded test database with the
 * platform on the test's clock and mail transport, plus builders
 * for a valid order body and the variant ids of the seed catalogue.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Hono } from "hono";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, beforeEach, expect } from "vitest";
import type { Config } from "#server/config";
import type { Logger } from "#server/logger";
import type { Database, DatabaseHandle } from "#server/db/client";
import {
  customers,
  discountRedemptions,
  emailOutbox,
  orderLines,
  orders,
  payments,
  productVariants,
  savedPaymentMethods,
  subscriptionRenewals,
  subscriptions,
} from "#server/db/schema";
import { CREATE_ORDER_PATH } from "#server/api/create-order";
import type { MailTransport } from "#server/mail/outbox";
import type { CreateOrderInput } from "#server/commerce/orders/orders";
import { SANDBOX_DECLINING_TOKEN_SUFFIX } from "#server/commerce/payments/sandbox";
import type { OrderLineRow, OrderRow } from "#server/commerce/shared/order-rows";
import { recordingTransport, testClock, testLimits, type SentMail, type TestClock } from "./account-kit.ts";
import { buildTestApp, testConfig } from "./platform-kit.ts";
import { insertPublicCodes } from "./discount-codes.ts";
import { requestApp } from "./app-request.ts";
import { createSeededTestDatabase, emptyTables, type TestDatabase } from "./test-database.ts";

export { socketFrom } from "./account-kit.ts";
export { TEST_BASE_URL } from "./platform-kit.ts";

export function buildOrdersApp({
  database,
  clock = testClock(),
  transport = recordingTransport(),
  config = testConfig,
  logger,
}: {
  database: DatabaseHandle;
  clock?: TestClock;
  transport?: (MailTransport & { sent: SentMail[] }) | null;
  config?: Config;
  logger?: Logger;
}) {
  const { app, platform } = buildTestApp(database, {
    config,
    clock,
    mailTransport: transport,
    authLimitRules: testLimits(),
    ...(logger ? { logger } : {}),
  });
  return { app, platform, clock, transport, database };
}

export type OrdersKit = ReturnType<typeof buildOrdersApp>;

/**
 * One test file's seeded database (with the public discount codes when `publicCodes`), opened before its tests and
 * closed after them, and the ids of the seed's variants it orders, named as the file likes from their SKUs. Both objects stay the same, filled in once the database is open.
 */
export function seededStoreForFile<Name extends string>(
  skus: Record<Name, string>,
  { publicCodes = false }: { publicCodes?: boolean } = {},
) {
  const database = {} as TestDatabase;
  const variants = {} as Record<Name, string>;
  beforeAll(async () => {
    Object.assign(database, await createSeededTestDatabase());
    // The public codes an older store kept, for the journeys that need a code anyone may type.
    if (publicCodes) await insertPublicCodes(database.db);
    for (const name of Object.keys(skus) as Name[]) variants[name] = await variantGid(database, skus[name]);
  });
  afterAll(() => database.close());
  return { database, variants };
}

/**
 * The app of a test file whose tests start from the same instant: before each test `tables` are emptied, the clock is
 * set back to `iso` and a new app is built on it. `kit` stays the same object, filled in anew before each test.
 */
export function ordersAppEachTest(database: TestDatabase, iso: string, tables: PgTable[]) {
  const clock = testClock(new Date(iso));
  const kit = {} as OrdersKit;
  beforeEach(async () => {
    await emptyTables(database.db, ...tables);
    clock.set(new Date(iso));
    Object.assign(kit, buildOrdersApp({ database, clock }));
  });
  return { clock, kit };
}

export async function variantGid(database: DatabaseHandle, sku: string): Promise<string> {
  const [row] = await database.db.select({ id: productVariants.id }).from(productVariants).where(eq(productVariants.sku, sku));
  if (!row) throw new Error(`No variant ${sku} in the seed`);
  return `gid://shopify/ProductVariant/${row.id}`;
}

/** The stock of the seed's variant `sku`: null where it is not counted. */
export async function stockOf(db: Database, sku: string): Promise<number | null> {
  const [row] = await db.select({ stock: productVariants.stockQuantity }).from(productVariants).where(eq(productVariants.sku, sku));
  return row!.stock;
}

/** Sets the stock of the seed's variant `sku`: null to stop counting it. */
export async function setStock(db: Database, sku: string, stockQuantity: number | null): Promise<void> {
  await db.update(productVariants).set({ stockQuantity }).where(eq(productVariants.sku, sku));
}

export const romanianAddress = (overrides: Record<string, unknown> = {}) => ({
  firstName: "Ana",
  lastName: "Pop",
  phone: "0722 123 456",
  address1: "Str. Memorandumului 28",
  address2: "ap. 4",
  city: "Cluj-Napoca",
  province: "Cluj",
  zip: "400114",
  country: "RO",
  company: "",
  ...overrides,
});

let nextKey = 1;
export const newIdempotencyKey = () => `test-key-${process.pid}-${nextKey++}-${Math.random().toString(36).slice(2)}`;

export function orderBody(lines: { variantId: string; quantity: unknown }[], overrides: Record<string, unknown> = {}) {
  return {
    idempotencyKey: newIdempotencyKey(),
    email: "ana@example.ro",
    shippingAddress: romanianAddress(),
    lines,
    paymentMethod: "cod",
    acceptTerms: true,
    termsVersion: 1,
    ...overrides,
  };
}

/**
 * What the order service's `create` takes, the checkout's request once read: a guest's cash order of `lines` to Ana in
 * Cluj, with no code, `values` set over that.
 */
export const createOrderInput = (lines: CreateOrderInput["lines"], values: Partial<CreateOrderInput> = {}): CreateOrderInput => ({
  idempotencyKey: newIdempotencyKey(),
  email: "ana@example.ro",
  shippingAddress: romanianAddress(),
  billingAddress: null,
  lines,
  discountCode: null,
  note: "",
  paymentMethod: "cod",
  acceptsMarketing: false,
  currencyCode: undefined,
  createAccount: false,
  useStoreCredit: false,
  invoiceCompany: null,
  shippingServiceId: null,
  pickupPointId: null,
  termsVersion: 1,
  ...values,
});

/**
 * Places an order as the checkout page sends it (in Romanian unless told), failing the test unless the store takes
 * it; the store's answer.
 */
export async function placeOrder(
  kit: { app: Pick<Hono, "request"> },
  body: Record<string, unknown>,
  { language = "ro", accessToken }: { language?: string; accessToken?: string | null } = {},
) {
  const placed = await requestApp<{ orderNumber: number; paymentUrl?: string }>(kit.app, "POST", CREATE_ORDER_PATH, {
    body,
    language,
    accessToken,
  });
  expect(placed.status, JSON.stringify(placed.json)).toBe(201);
  return placed.json;
}

/** Orders one unit of `sku` as the English checkout sends it: the store's answer, whether it takes the order or not. */
export async function orderOneOf(kit: Pick<OrdersKit, "app" | "database">, sku: string) {
  const body = orderBody([{ variantId: await variantGid(kit.database, sku), quantity: 1 }]);
  return requestApp(kit.app, "POST", CREATE_ORDER_PATH, { body, language: "en" });
}

/**
 * A monthly subscription (PAP-SUB-M) bought by cash on delivery at the kit's clock, by a guest or by the customer
 * whose `accessToken` is given: its row. With `forgetMail`, the mail the purchase sent is delivered and forgotten,
 * so that the test reads only the mail that follows.
 */
export async function subscribeMonthly(
  kit: OrdersKit,
  {
    email = "ana@example.ro",
    quantity = 2,
    accessToken,
    forgetMail = false,
  }: { email?: string; quantity?: number; accessToken?: string | null; forgetMail?: boolean } = {},
) {
  const monthly = await variantGid(kit.database, "PAP-SUB-M");
  await placeOrder(kit, orderBody([{ variantId: monthly, quantity }], { email, paymentMethod: "cod" }), { accessToken });
  const [row] = await kit.database.db.select().from(subscriptions).where(eq(subscriptions.email, email));
  if (forgetMail) {
    await kit.platform.mailer.idle();
    kit.transport!.sent.length = 0;
  }
  return row!;
}

/**
 * Saves a sandbox card for the subscription `row` to renew with, one that the sandbox declines when `declines`: the
 * subscription's row with it.
 */
export async function renewWithSandboxCard(kit: OrdersKit, row: typeof subscriptions.$inferSelect, { declines }: { declines: boolean }) {
  const [card] = await kit.database.db
    .insert(savedPaymentMethods)
    .values({
      publicId: `pm_test_${row.id}`,
      email: row.email,
      provider: "sandbox",
      providerMethod: `sbx_pm_card${declines ? SANDBOX_DECLINING_TOKEN_SUFFIX : ""}`,
      brand: "visa",
      last4: "4242",
      expMonth: 12,
      expYear: 2030,
      createdAt: kit.clock(),
    })
    .returning();
  const [withCard] = await kit.database.db
    .update(subscriptions)
    .set({ savedPaymentMethodId: card!.id })
    .where(eq(subscriptions.id, row.id))
    .returning();
  return withCard!;
}

/** What placing orders writes, each table named before those it references (for `emptyTables`). */
export const ORDER_TABLES = [discountRedemptions, subscriptions, orders, emailOutbox, customers];

/** What a subscription and its orders write, each table named before those it references (for `emptyTables`). */
export const SUBSCRIPTION_TABLES = [
  discountRedemptions,
  subscriptionRenewals,
  subscriptions,
  payments,
  savedPaymentMethods,
  orders,
  emailOutbox,
  customers,
];

/**
 * The set-up of a subscription test file: its seeded database (with the `variants` of `skus`, as `seededStoreForFile`),
 * emptied of subscriptions, orders and customers (and of `alsoEmpty`, emptied after them) before each test, and
 * `kitAt`, the app on a clock that stands at `iso`.
 */
export function subscriptionStoreForFile<Name extends string = never>({
  skus = {} as Record<Name, string>,
  alsoEmpty = [],
}: { skus?: Record<Name, string>; alsoEmpty?: PgTable[] } = {}) {
  const { database, variants } = seededStoreForFile(skus);
  beforeEach(() => emptyTables(database.db, ...SUBSCRIPTION_TABLES, ...alsoEmpty));
  const kitAt = (iso: string, options: Omit<Parameters<typeof buildOrdersApp>[0], "database" | "clock"> = {}) =>
    buildOrdersApp({ database, clock: testClock(new Date(iso)), ...options });
  return { database, variants, kitAt };
}

/**
 * An order written straight into its table (for the tests of what follows a checkout, not of the checkout): by
 * card, in lei, of `totalMinor` with no discount, shipping or tax, `values` set over that. Its row.
 */
export async function insertOrderRow(
  db: Database,
  { totalMinor = 10_000, vatRatePercent = 21, ...values }: Partial<typeof orders.$inferInsert> & { status: string },
): Promise<OrderRow> {
  const [row] = await db
    .insert(orders)
    .values({
      idempotencyKey: randomUUID(),
      requestHash: "test",
      email: "ana@example.ro",
      language: "ro",
      paymentMethod: "card",
      currencyCode: "RON",
      unitsPerRonMicros: 1_000_000,
      subtotalMinor: totalMinor,
      discountMinor: 0,
      shippingMinor: 0,
      taxMinor: 0,
      totalMinor,
      subtotalRonMinor: totalMinor,
      discountRonMinor: 0,
      shippingRonMinor: 0,
      taxRonMinor: 0,
      totalRonMinor: totalMinor,
      vatRatePercent,
      shippingVatRatePercent: vatRatePercent,
      shippingAddress: {},
      billingAddress: {},
      ...values,
    })
    .returning();
  return row!;
}

/** The one line of an order written by `insertOrderRow`: one unit at the order's `totalMinor`, `values` set over that. */
export async function insertOrderLineRow(
  db: Database,
  order: Pick<OrderRow, "id" | "totalMinor" | "vatRatePercent">,
  values: Pick<typeof orderLines.$inferInsert, "sku" | "productHandle" | "title" | "variantTitle"> &
    Partial<typeof orderLines.$inferInsert>,
): Promise<OrderLineRow> {
  const [row] = await db
    .insert(orderLines)
    .values({
      orderId: order.id,
      position: 0,
      quantity: 1,
      unitPriceMinor: order.totalMinor,
      totalMinor: order.totalMinor,
      unitPriceRonMinor: order.totalMinor,
      totalRonMinor: order.totalMinor,
      vatRatePercent: order.vatRatePercent,
      ...values,
    })
    .returning();
  return row!;
}

/**
 * Issue 47's second "done when": `db:move` moves an embedded store with 1,000 orders (placed through the order service
 * the checkout calls, with its prices, stock and numbering) to PostgreSQL, verifies every table and sequence, and the
 * moved store keeps selling: its customer signs in and sees their order, the next order takes the next number and
 * its invoice the next number of the series, with no gap.
 */
import { NO_VISIT } from "#domain/visit-source";
import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrderBodySchema } from "#server/api/orders-schemas";
import { invoices, orders } from "#server/db/schema";
import { seedIfEmpty } from "#server/db/seed/seed";
import { CUSTOMER_PASSWORD, signedInCustomer } from "#tests/server/account-kit.ts";
import { sellerCompany } from "#tests/server/invoicing-kit.ts";
import { buildOrdersApp, orderBody, placeOrder, variantGid, type OrdersKit } from "#tests/server/orders-kit.ts";
import { testConfig } from "#tests/server/platform-kit.ts";
import { payOnSandboxPage } from "#tests/server/returns-kit.ts";
import { expectEveryRowMoved, MIGRATING_A_STORE_MS, removeMoveEnds, withPostgresClient } from "#tests/server/test-database.ts";
import { openDatabase, type DatabaseHandle } from "./db/client.ts";
import { moveToPostgres, type MoveReport } from "./db/move-to-postgres.ts";

const serverUrl = process.env.TEST_DATABASE_URL;
const ORDERS = 1_000;
const SHOPPER = "ana.mii@example.ro";
/** Single bottles with 500 in stock each in the seed: 1,000 orders of one bottle spread over them never run out. */
const SKUS = ["PAP-1", "SMX-1", "AHC-1"];
const config = { ...testConfig, company: sellerCompany };

// A move needs a PostgreSQL server to move to: only with TEST_DATABASE_URL.
describe.skipIf(!serverUrl)(`moving an embedded store with ${ORDERS} orders to PostgreSQL (PostgreSQL pass only)`, () => {
  const dataDir = path.join(tmpdir(), `elara-move-thousand-${randomBytes(6).toString("hex")}`);
  const targetName = `elara_restoreproof_${process.pid}_${randomBytes(4).toString("hex")}`;
  const targetUrl = Object.assign(new URL(serverUrl ?? "postgres://unused"), { pathname: `/${targetName}` }).toString();
  const last = {} as { orderNumber: number; invoiceNumber: number; invoiceSeries: string };
  let report: MoveReport;

  /** A card order paid on the sandbox page, which issues its invoice: the order's and the invoice's numbers. */
  async function paidCardOrder(kit: OrdersKit, accessToken: string) {
    const variantId = await variantGid(kit.database, "PAP-1");
    const body = orderBody([{ variantId, quantity: 1 }], { email: SHOPPER, paymentMethod: "card" });
    const { orderNumber, paymentUrl } = await placeOrder(kit, body, { accessToken });
    await payOnSandboxPage(kit, paymentUrl!);
    const [invoice] = await kit.database.db
      .select({ series: invoices.series, number: invoices.number })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .where(eq(orders.orderNumber, orderNumber));
    return { orderNumber, invoiceNumber: invoice!.number, invoiceSeries: invoice!.series };
  }

  beforeAll(async () => {
    const source = await openDatabase({ kind: "pglite", dataDir }, "the embedded store");
    try {
      await source.migrate();
      await seedIfEmpty(source.db);
      const kit = buildOrdersApp({ database: source, config });
      const { accessToken } = await signedInCustomer(kit, SHOPPER);
      await paidCardOrder(kit, accessToken);
      // Guests' orders by cash on delivery, through the service the checkout route calls (its body read by the route's
      // own schema): what the HTTP layer adds is rate limits and headers, not rules.
      const variants = await Promise.all(SKUS.map((sku) => variantGid(source, sku)));
      const started = performance.now();
      const bulk = buildOrdersApp({ database: source, config, transport: null });
      const placeGuestOrder = async (index: number) => {
        const body = orderBody([{ variantId: variants[index % variants.length]!, quantity: 1 }], {
          email: `cumparator${index}@example.ro`,
        });
        const outcome = await bulk.platform.orders.orders.create(createOrderBodySchema.parse(body).input, {
          language: "ro",
          customerId: null,
          visit: NO_VISIT,
        });
        expect(outcome.kind).toBe("created");
      };
      // One after the other: PGlite runs one statement at a time, so orders placed at once take as long.
      for (let index = 0; index < ORDERS - 2; index++) await placeGuestOrder(index);
      console.info(`placed ${ORDERS - 2} orders in ${Math.round(performance.now() - started)} ms`);
      Object.assign(last, await paidCardOrder(kit, accessToken));
      await kit.platform.mailer.idle();
      expect((await source.db.select({ n: count() }).from(orders))[0]!.n).toBe(ORDERS);
    } finally {
      await source.close();
    }
    await withPostgresClient(serverUrl!, (client) => client.query(`CREATE DATABASE ${targetName}`));
    const moving = performance.now();
    report = await moveToPostgres({ dataDir, targetUrl });
    console.info(`moved in ${Math.round(performance.now() - moving)} ms`);
  }, 4 * MIGRATING_A_STORE_MS);

  afterAll(() => removeMoveEnds(serverUrl!, targetName, dataDir));

  it("copies every order and every other table row for row, and every sequence's value", () => {
    expectEveryRowMoved(report);
    expect(report.tables.find((check) => check.table === "orders")).toMatchObject({ sourceRows: ORDERS, targetRows: ORDERS });
  });

  it("keeps selling: the customer signs in and finds their order, the next order and invoice take the next numbers", async () => {
    const target: DatabaseHandle = await openDatabase({ kind: "postgres", url: targetUrl }, targetName);
    try {
      const kit = buildOrdersApp({ database: target, config });
      const { customers, orders: commerce } = kit.platform;
      const signedIn = await customers.sessions.login({ email: SHOPPER, password: CUSTOMER_PASSWORD, remember: false });
      if (!signedIn || signedIn === "blocked") throw new Error(`the customer could not sign in on the moved store: ${signedIn}`);
      expect(await commerce.lookup.findForCustomer(signedIn.customer, last.orderNumber)).toMatchObject({
        orderNumber: last.orderNumber,
      });

      expect(await paidCardOrder(kit, signedIn.session.token)).toEqual({
        orderNumber: last.orderNumber + 1,
        invoiceNumber: last.invoiceNumber + 1,
        invoiceSeries: last.invoiceSeries,
      });
      const numbers = await target.db
        .select({ number: invoices.number })
        .from(invoices)
        .where(eq(invoices.series, last.invoiceSeries))
        .orderBy(invoices.number);
      expect(numbers.map((row) => row.number)).toEqual(numbers.map((_, index) => numbers[0]!.number! + index));
    } finally {
      await target.close();
    }
  });
});

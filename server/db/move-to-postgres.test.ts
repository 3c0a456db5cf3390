/**
 * `npm run db:move` (decision 0102): an embedded store with a customer, a paid and invoiced order and a subscription,
 * moved into a new PostgreSQL database, verifies table by table and keeps selling there: the next order and the next
 * invoice take the numbers after the embedded store's last. Runs only with TEST_DATABASE_URL (it needs a server).
 */
import { randomBytes } from "node:crypto";
import { rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { desc, eq, sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoices, orders, subscriptions } from "#server/db/schema";
import { seedIfEmpty } from "#server/db/seed/seed";
import { CUSTOMER_PASSWORD, postJson, signedInCustomer } from "#tests/server/account-kit.ts";
import { sellerCompany } from "#tests/server/invoicing-kit.ts";
import { buildOrdersApp, orderBody, placeOrder, subscribeMonthly, variantGid, type OrdersKit } from "#tests/server/orders-kit.ts";
import { testConfig } from "#tests/server/platform-kit.ts";
import { payOnSandboxPage } from "#tests/server/returns-kit.ts";
import { expectEveryRowMoved, MIGRATING_A_STORE_MS, removeMoveEnds, withPostgresClient } from "#tests/server/test-database.ts";
import { MIGRATIONS_DIR, openDatabase, type DatabaseHandle } from "./client.ts";
import { LOCK_FILE } from "./data-dir-lock.ts";
import { databaseLocationFromConfig } from "./database-location.ts";
import { fillingOrder, moveToPostgres, MoveRefusedError, type MoveReport } from "./move-to-postgres.ts";

const serverUrl = process.env.TEST_DATABASE_URL;
const SHOPPER = "ana.move@example.ro";

describe("the order tables are filled in", () => {
  const table = (name: string) => ({ schema: "public", name });
  const key = (child: string, parent: string) => ({ name: `${child}_${parent}_fk`, child, parent });

  it("puts parents before children, and defers only what refers to itself or closes a cycle", () => {
    const { order, deferred } = fillingOrder(
      [table("invoices"), table("orders"), table("customers"), table("a"), table("b")],
      [key("invoices", "orders"), key("orders", "customers"), key("invoices", "invoices"), key("a", "b"), key("b", "a")],
    );
    const names = order.map((t) => t.name);
    expect(names.indexOf("customers")).toBeLessThan(names.indexOf("orders"));
    expect(names.indexOf("orders")).toBeLessThan(names.indexOf("invoices"));
    expect(deferred.map((k) => k.name).sort()).toEqual(["a_b_fk", "invoices_invoices_fk"]);
  });
});

// Only with TEST_DATABASE_URL: a move needs a PostgreSQL server to move to.
describe.skipIf(!serverUrl)("moving an embedded store to PostgreSQL (PostgreSQL pass only)", () => {
  const dataDir = path.join(tmpdir(), `elara-move-${randomBytes(6).toString("hex")}`);
  const targetName = `elara_dbmove_${process.pid}_${randomBytes(4).toString("hex")}`;
  const urlOf = (name: string) => Object.assign(new URL(serverUrl ?? "postgres://unused"), { pathname: `/${name}` }).toString();
  const targetUrl = urlOf(targetName);
  const before = {} as { orderNumber: number; invoiceNumber: number };
  let report: MoveReport;

  async function paidCardOrder(kit: OrdersKit, accessToken: string) {
    const variantId = await variantGid(kit.database, "PAP-1");
    const { orderNumber, paymentUrl } = await placeOrder(
      kit,
      orderBody([{ variantId, quantity: 1 }], { email: SHOPPER, paymentMethod: "card" }),
      {
        accessToken,
      },
    );
    await payOnSandboxPage(kit, paymentUrl!);
    const [invoice] = await kit.database.db
      .select({ number: invoices.number })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .where(eq(orders.orderNumber, orderNumber));
    return { orderNumber, invoiceNumber: invoice!.number };
  }

  const kitOver = (database: DatabaseHandle) => buildOrdersApp({ database, config: { ...testConfig, company: sellerCompany } });

  beforeAll(async () => {
    const source = await openDatabase({ kind: "pglite", dataDir }, "the embedded store");
    try {
      await source.migrate();
      await seedIfEmpty(source.db);
      const kit = kitOver(source);
      const { accessToken } = await signedInCustomer(kit, SHOPPER);
      await paidCardOrder(kit, accessToken);
      await subscribeMonthly(kit, { email: SHOPPER, accessToken });
      Object.assign(before, await paidCardOrder(kit, accessToken));
      await kit.platform.mailer.idle();
    } finally {
      await source.close();
    }
    await withPostgresClient(serverUrl!, (client) => client.query(`CREATE DATABASE ${targetName}`));
    report = await moveToPostgres({ dataDir, targetUrl, batchRows: 7 });
  }, MIGRATING_A_STORE_MS);

  afterAll(() => removeMoveEnds(serverUrl!, targetName, dataDir));

  it("copies every table, row for row, and every sequence's value", () => {
    expectEveryRowMoved(report);
    const rows = Object.fromEntries(report.tables.map((check) => [check.table, check.targetRows]));
    expect(rows).toMatchObject({ customers: 1, orders: 3, invoices: 2, invoice_series: 1, subscriptions: 1 });
    // The variants are copied in batches of 7: more than one batch, and still every row.
    expect(rows.product_variants).toBeGreaterThan(7);
    expect(report.deferredConstraints).toContain("invoices.invoices_corrects_invoice_id_invoices_id_fk");
  });

  it("keeps selling on PostgreSQL: the customer signs in, the next order and invoice numbers follow the embedded store's", async () => {
    const target = await openDatabase({ kind: "postgres", url: targetUrl }, targetName);
    try {
      // The journal the move wrote is drizzle's own: the store's start finds every migration applied.
      const journal = async () =>
        (await target.db.execute(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`)) as unknown as { rows: { n: number }[] };
      const applied = (await journal()).rows;
      expect(applied).toEqual([{ n: readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR }).length }]);
      await target.migrate();
      expect((await journal()).rows).toEqual(applied);
      expect(await target.db.select({ email: subscriptions.email }).from(subscriptions)).toEqual([{ email: SHOPPER }]);

      const kit = kitOver(target);
      const signedIn = await postJson(kit.app, "/api/auth", {
        action: "create-customer-token",
        email: SHOPPER,
        password: CUSTOMER_PASSWORD,
      });
      expect(signedIn.status).toBe(200);
      const accessToken = (signedIn.json.user as { accessToken: string }).accessToken;
      expect(await paidCardOrder(kit, accessToken)).toEqual({
        orderNumber: before.orderNumber + 1,
        invoiceNumber: before.invoiceNumber + 1,
      });
      const [newest] = await target.db.select({ email: orders.email }).from(orders).orderBy(desc(orders.id)).limit(1);
      expect(newest).toEqual({ email: SHOPPER });
    } finally {
      await target.close();
    }
  });

  it("marks the embedded copy moved, so the store does not start on it without DATABASE_URL", () => {
    expect(() => databaseLocationFromConfig({ databaseUrl: undefined, databaseListenUrl: undefined, dataDir })).toThrow(
      /was moved to .*elara_dbmove_/,
    );
    expect(databaseLocationFromConfig({ databaseUrl: targetUrl, databaseListenUrl: undefined, dataDir }).location.kind).toBe("postgres");
  });

  it("refuses a database that is not empty, and changes nothing in it", async () => {
    const orderCount = async () => {
      const client = new pg.Client({ connectionString: targetUrl });
      await client.connect();
      try {
        return (await client.query("SELECT count(*)::int AS n FROM orders")).rows[0] as { n: number };
      } finally {
        await client.end();
      }
    };
    const held = await orderCount();
    await expect(moveToPostgres({ dataDir, targetUrl })).rejects.toThrow(/is not empty: it holds \d+ tables.*create one \(createdb\)/);
    expect(await orderCount()).toEqual(held);
  });

  it("refuses while the store runs on the data folder", async () => {
    // A running store holds the folder's lock with its process id: here, this test runner's parent, which is alive.
    writeFileSync(path.join(dataDir, LOCK_FILE), String(process.ppid));
    try {
      const refusal = moveToPostgres({ dataDir, targetUrl });
      await expect(refusal).rejects.toBeInstanceOf(MoveRefusedError);
      await expect(refusal).rejects.toThrow(`The store is running on ${dataDir} (process ${process.ppid}). Stop it first`);
    } finally {
      rmSync(path.join(dataDir, LOCK_FILE), { force: true });
    }
  });

  it(
    "leaves the database empty when the copy fails half-way",
    async () => {
      const emptyName = `${targetName}_b`;
      const emptyUrl = urlOf(emptyName);
      await withPostgresClient(serverUrl!, (client) => client.query(`CREATE DATABASE ${emptyName}`));
      // A table the migrations do not make: found only once they have run, inside the move's transaction.
      const source = await openDatabase({ kind: "pglite", dataDir }, "the embedded store");
      await source.db.execute(sql`CREATE TABLE made_by_hand (id int PRIMARY KEY)`);
      await source.close();
      try {
        await expect(moveToPostgres({ dataDir, targetUrl: emptyUrl })).rejects.toThrow(/made_by_hand\. Were they changed by hand\?/);
        const client = new pg.Client({ connectionString: emptyUrl });
        await client.connect();
        const { rows } = await client.query(
          "SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname IN ('public', 'drizzle')",
        );
        await client.end();
        expect(rows).toEqual([{ n: 0 }]);
      } finally {
        await withPostgresClient(serverUrl!, (client) => client.query(`DROP DATABASE IF EXISTS ${emptyName} WITH (FORCE)`));
      }
      // Every migration runs inside the move's transaction before the copy fails: as long as migrating a store.
    },
    MIGRATING_A_STORE_MS,
  );
});

/**
 * Issue 47's first "done when": a store with orders, an invoice, a subscription and a return, backed up encrypted and
 * restored into a fresh place, answers through the platform (as the store opens it) the same orders, the same invoices
 * and the same customer's password; the backup opens only with its key, and a wrong key writes nothing. On PGlite by
 * default, on PostgreSQL (a scratch database per side, dropped after) with TEST_DATABASE_URL.
 */
import { randomBytes } from "node:crypto";
import { execFile } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#server/db/client";
import { CUSTOMER_PASSWORD, sendJson, signedInCustomer } from "#tests/server/account-kit.ts";
import { backupScratch, openEmbedded, openTarget } from "#tests/server/backup-kit.ts";
import { sellerCompany } from "#tests/server/invoicing-kit.ts";
import { buildOrdersApp, orderBody, placeOrder, subscribeMonthly, variantGid, type OrdersKit } from "#tests/server/orders-kit.ts";
import { testConfig, testPlatform } from "#tests/server/platform-kit.ts";
import { markDelivered, payOnSandboxPage } from "#tests/server/returns-kit.ts";
import { MIGRATING_A_STORE_MS, withPostgresClient } from "#tests/server/test-database.ts";
import { ACCOUNT_RETURNS_PATH } from "../api/account-returns.ts";
import { restoreBackup, takeBackup, type BackupSource } from "./backups.ts";

const serverUrl = process.env.TEST_DATABASE_URL;
const SHOPPER = "ana.restore@example.ro";
const scratch = backupScratch("restoreproof");
const key = randomBytes(32);
const config = { ...testConfig, company: sellerCompany };
let database: DatabaseHandle;
let source: BackupSource;
/** The encrypted backup the first journey took, restored again by the second as the README says. */
let backupFile: string;
/** What the store answered before its backup: what a restored one must answer too. */
let answeredBefore: Awaited<ReturnType<typeof whatTheStoreAnswers>>;
/** The numbers of what the store held when the backup was taken. */
const held = { cashOrder: 0, cardOrder: 0, returnedOrder: 0 };

/** Cash on delivery, delivered, and one of its two bottles asked back through the account's returns. */
async function returnedOrder(kit: OrdersKit, accessToken: string) {
  const variantId = await variantGid(kit.database, "PAP-1");
  const { orderNumber } = await placeOrder(kit, orderBody([{ variantId, quantity: 2 }], { email: SHOPPER, paymentMethod: "cod" }), {
    accessToken,
  });
  const { lines } = await markDelivered(kit.database.db, orderNumber, {
    status: "payment_due_on_delivery",
    shippedAt: "2026-03-01T15:00:00.000Z",
    deliveredAt: "2026-03-02T12:00:00.000Z",
  });
  kit.clock.set(new Date("2026-03-05T10:00:00.000Z"));
  const asked = await sendJson(kit.app, "POST", ACCOUNT_RETURNS_PATH, accessToken, {
    orderNumber,
    lines: [{ lineId: lines[0]!.id, quantity: 1, reason: "changed_mind" }],
    refundMethod: "store_credit",
  });
  expect(asked.status, JSON.stringify(asked.json)).toBe(201);
  return orderNumber;
}

/** What the store answers about `held`, read through its services as its pages and API read it. */
async function whatTheStoreAnswers(handle: DatabaseHandle) {
  const platform = testPlatform(handle.db, { config });
  const { lookup } = platform.orders;
  const { invoices } = platform.invoicing;
  const { subscriptions } = platform.subscriptions;
  const { returns } = platform.returns;
  const orders = [];
  for (const orderNumber of [held.cashOrder, held.cardOrder, held.returnedOrder]) {
    const order = await lookup.findForEmail(orderNumber, SHOPPER);
    orders.push(order && (await lookup.view(order)));
  }
  const signedIn = await platform.customers.sessions.login({ email: SHOPPER, password: CUSTOMER_PASSWORD, remember: false });
  if (!signedIn || signedIn === "blocked") return { orders, signedIn };
  const customer = { id: signedIn.customer.id, email: signedIn.customer.email };
  return {
    orders,
    invoices: await invoices.forOrderNumber(held.cardOrder),
    signedIn: signedIn.customer,
    wrongPassword: await platform.customers.sessions.login({ email: SHOPPER, password: "not-the-password", remember: false }),
    subscriptions: await subscriptions.listForCustomer(customer, "ro"),
    returns: await returns.list(customer),
  };
}

beforeAll(async () => {
  ({ database, source } = await scratch.openSource());
  const kit = buildOrdersApp({ database, config });
  const { accessToken } = await signedInCustomer(kit, SHOPPER);
  const variantId = await variantGid(database, "PAP-1");
  held.cashOrder = (
    await placeOrder(kit, orderBody([{ variantId, quantity: 1 }], { email: SHOPPER, paymentMethod: "cod" }), { accessToken })
  ).orderNumber;
  const card = await placeOrder(kit, orderBody([{ variantId, quantity: 1 }], { email: SHOPPER, paymentMethod: "card" }), {
    accessToken,
  });
  await payOnSandboxPage(kit, card.paymentUrl!);
  held.cardOrder = card.orderNumber;
  await subscribeMonthly(kit, { email: SHOPPER, accessToken });
  held.returnedOrder = await returnedOrder(kit, accessToken);
  await kit.platform.mailer.idle();
}, MIGRATING_A_STORE_MS);

afterAll(() => scratch.cleanUp());

describe(`an encrypted backup of a store with orders, invoices, subscriptions and returns (${serverUrl ? "PostgreSQL" : "PGlite"})`, () => {
  it(
    "restores, with its key only, into a store that answers the same orders, invoices and customer login",
    async () => {
      const before = (answeredBefore = await whatTheStoreAnswers(database));
      // What the backup must carry: a test over an empty store would prove nothing.
      expect(before.orders.map((order) => order?.orderNumber)).toEqual([held.cashOrder, held.cardOrder, held.returnedOrder]);
      expect(before.invoices).toEqual([expect.objectContaining({ kind: "invoice", label: expect.stringMatching(/^ELR/) })]);
      expect(before.signedIn).toMatchObject({ email: SHOPPER });
      expect(before.wrongPassword).toBeNull();
      expect(before.subscriptions).toHaveLength(1);
      expect(before.returns).toEqual([expect.objectContaining({ orderNumber: held.returnedOrder, status: "pending" })]);

      const taken = await takeBackup(source, {
        backupDir: path.join(scratch.dir, "backups"),
        encryptionKey: key,
        now: () => new Date(),
        manual: false,
      });
      if (!taken.taken) throw new Error(taken.reason);
      expect(taken.path).toMatch(/\.enc$/);
      backupFile = taken.path;

      const wrongKey = await scratch.freshTarget({ encryptionKey: randomBytes(32) });
      await expect(restoreBackup(taken.path, wrongKey, openEmbedded)).rejects.toThrow(
        /not the key this backup was encrypted with: nothing was restored/,
      );
      expect(readdirSync(wrongKey.dataDir), "nothing written into the data folder").toEqual([]);
      if (wrongKey.databaseUrl) {
        const tables = await withPostgresClient(
          wrongKey.databaseUrl,
          async (client) =>
            (await client.query("SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'")).rows,
        );
        expect(tables, "nothing written into the database").toEqual([{ n: 0 }]);
      }

      const target = await scratch.freshTarget({ encryptionKey: key });
      await restoreBackup(taken.path, target, openEmbedded);
      const restored = await openTarget(target);
      try {
        expect(await whatTheStoreAnswers(restored)).toEqual(before);
      } finally {
        await restored.close();
      }
    },
    MIGRATING_A_STORE_MS,
  );

  it(
    "restores with the README's command, in production with no storefront token, into a folder that does not exist yet",
    async () => {
      // The owner's production settings: no PUBLIC_STOREFRONT_TOKEN on the embedded database (the store made one and
      // kept it in DATA_DIR, so the backup holds it); with PostgreSQL the instances share one, as the README says.
      const target = await scratch.freshTarget({ encryptionKey: key });
      const dataDir = path.join(target.dataDir, "restored");
      const postgres = target.databaseUrl
        ? { DATABASE_URL: target.databaseUrl, PUBLIC_STOREFRONT_TOKEN: "a-production-token-123", PAYMENT_SIGNING_SECRET: "s".repeat(32) }
        : {};
      const restore = await promisify(execFile)("npm", ["run", "restore", "--", backupFile], {
        env: {
          PATH: process.env.PATH ?? "",
          HOME: tmpdir(),
          NODE_ENV: "production",
          DATA_DIR: dataDir,
          BACKUP_ENCRYPTION_KEY: key.toString("hex"),
          ...postgres,
        },
        timeout: MIGRATING_A_STORE_MS,
      }).catch((error: { stderr?: string; message: string }) => {
        throw new Error(error.stderr || error.message);
      });
      expect(restore.stdout).toMatch(/Restored the backup of .* row counts match its manifest/s);

      // Customers' data and the store's secrets: the restored files are the store user's only, whatever the backup says.
      const open = readdirSync(dataDir, { recursive: true, encoding: "utf8" }).filter((entry) => {
        const mode = statSync(path.join(dataDir, entry)).mode;
        return (mode & 0o077) !== 0;
      });
      expect(open, "entries readable by others").toEqual([]);
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);

      const restored = await openTarget({ ...target, dataDir });
      try {
        expect(await whatTheStoreAnswers(restored)).toEqual(answeredBefore);
      } finally {
        await restored.close();
      }
    },
    MIGRATING_A_STORE_MS * 2,
  );
});

/**
 * Test support for the checkout and order routes: the app over a seeded test database with the
 * account runtime (for sessions and the mailer) and the orders runtime on one clock, plus builders
 * for a valid order body and the variant ids of the seed catalogue.
 */
import { eq } from "drizzle-orm";
import { createOrdersRuntime } from "#server/commerce/orders/orders-runtime";
import type { Config } from "#server/config";
import type { DatabaseHandle } from "#server/db/client";
import { productVariants } from "#server/db/schema";
import { createApp } from "#server/app";
import { createLogger } from "#server/logger";
import type { MailTransport } from "#server/mail/outbox";
import { createStorefrontApi } from "#server/storefront-api/storefront-api";
import { createAccountRuntime } from "#server/api/account-runtime";
import { recordingTransport, testClock, testConfig, testLimits, type SentMail, type TestClock } from "./account-kit.ts";

export { socketFrom, TEST_BASE_URL } from "./account-kit.ts";

export function buildOrdersApp({
  database,
  clock = testClock(),
  transport = recordingTransport(),
  config = testConfig,
}: {
  database: DatabaseHandle;
  clock?: TestClock;
  transport?: (MailTransport & { sent: SentMail[] }) | null;
  config?: Config;
}) {
  const logger = createLogger("silent");
  const limits = testLimits();
  const accounts = createAccountRuntime({ db: database.db, config, logger, clock, transport, limits });
  const orders = createOrdersRuntime({
    db: database.db,
    config,
    logger,
    mailer: accounts.mailer,
    registerAccount: (registration) => accounts.services.auth.register(registration),
    clock,
  });
  const storefrontApi = createStorefrontApi({ db: database.db, config, logger, customers: { ...accounts.services, limits } });
  const app = createApp({ config, logger, database, storefrontApi, accounts, orders });
  return { app, accounts, orders, clock, transport };
}

export async function variantGid(database: DatabaseHandle, sku: string): Promise<string> {
  const [row] = await database.db.select({ id: productVariants.id }).from(productVariants).where(eq(productVariants.sku, sku));
  if (!row) throw new Error(`No variant ${sku} in the seed`);
  return `gid://shopify/ProductVariant/${row.id}`;
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
    ...overrides,
  };
}

/**
 * Test support for the checkout and order routes: the app over a seeded test database with the
 * platform on the test's clock and mail transport, plus builders
 * for a valid order body and the variant ids of the seed catalogue.
 */
import { eq } from "drizzle-orm";
import type { Config } from "#server/config";
import type { Logger } from "#server/logger";
import type { DatabaseHandle } from "#server/db/client";
import { productVariants } from "#server/db/schema";
import type { MailTransport } from "#server/mail/outbox";
import { recordingTransport, testClock, testLimits, type SentMail, type TestClock } from "./account-kit.ts";
import { buildTestApp, testConfig } from "./platform-kit.ts";

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
  return { app, platform, clock, transport };
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
    termsVersion: 1,
    ...overrides,
  };
}

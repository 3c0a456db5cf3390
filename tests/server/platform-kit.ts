/**
 * Test support: the platform over a test database, as main.ts builds it, with the test's own
 * configuration, clock, mail transport and limits, and the app and Storefront API over it. Each
 * platform counts its rate limits under its own namespace, so it starts with fresh counters on a shared
 * test database; pass one `rateLimitNamespace` to two platforms to make them two instances of one store.
 */
import { randomUUID } from "node:crypto";
import { loadConfig, type Config } from "#server/config";
import type { Database, DatabaseHandle } from "#server/db/client";
import { createApp, type AppDependencies } from "#server/app";
import { createLogger, type Logger } from "#server/logger";
import { systemClock, type Clock } from "#server/commerce/shared/clock";
import { createRateLimitStore } from "#server/limits/rate-limit-store";
import { createPlatform, type PlatformOptions } from "#server/platform";
import { createStorefrontApi, type StorefrontApiOptions } from "#server/storefront-api/storefront-api";

export const TEST_BASE_URL = "https://shop.example";

export const testConfig: Config = {
  ...loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", BASE_URL: TEST_BASE_URL }),
};

export function testPlatform(
  db: Database,
  {
    config = {},
    logger = createLogger("silent"),
    ...options
  }: Partial<Omit<PlatformOptions, "config" | "db">> & { config?: Partial<Config>; logger?: Logger } = {},
) {
  return createPlatform({ rateLimitNamespace: freshRateLimitNamespace(), ...options, db, logger, config: { ...testConfig, ...config } });
}

/** Rate-limit counters of their own, for a route module mounted without a platform. */
export function freshRateLimits(db: Database, clock: Clock = systemClock) {
  return createRateLimitStore({ db, clock, namespace: freshRateLimitNamespace() });
}

/** A namespace no other platform counts in. */
export function freshRateLimitNamespace(): string {
  return `test-${randomUUID()}`;
}

/** The app over a fresh platform; `platform` and `storefrontApi` are the ones the app serves. */
export function buildTestApp(
  database: Pick<DatabaseHandle, "db" | "ping" | "listen">,
  options: Parameters<typeof testPlatform>[1] &
    Pick<AppDependencies, "ssr" | "clientAssetsDir"> &
    Pick<StorefrontApiOptions, "resultCache"> = {},
) {
  const { ssr, clientAssetsDir, resultCache, ...platformOptions } = options;
  const platform = testPlatform(database.db, platformOptions);
  const storefrontApi = createStorefrontApi({ platform, resultCache });
  const app = createApp({ platform, database, storefrontApi, ssr, clientAssetsDir });
  return { app, platform, storefrontApi };
}

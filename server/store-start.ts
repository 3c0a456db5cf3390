/**
 * What `npm start` (main.ts) and `npm run dev` (dev.ts) both do before they serve: open the database the config names,
 * migrate it and seed it when empty, build the one platform over it with the outbox sweep that retries failed sends,
 * open the admin channel where the database is embedded (it takes `npm run backup`'s backups too), and build the app over all of it. Each then starts its own
 * background jobs and its own HTTP server.
 */
import type { Config } from "./config.ts";
import type { Logger } from "./logger.ts";
import { openDatabase } from "./db/client.ts";
import { databaseLocationFromConfig } from "./db/database-location.ts";
import { seedIfEmpty } from "./db/seed/seed.ts";
import { createApp, type AppDependencies } from "./app.ts";
import { createPlatform } from "./platform.ts";
import { createStorefrontApi } from "./storefront-api/storefront-api.ts";
import { startAdminChannel } from "./admin-channel.ts";
import { channelCommandHandler } from "./channel-commands.ts";
import { storeBackups } from "./backups/store-backups.ts";
import { configuredClock } from "./store-clock.ts";

export async function openStore(config: Config, logger: Logger) {
  const { location, description } = databaseLocationFromConfig(config);
  const database = await openDatabase(location, description);
  await database.migrate();
  const seeded = await seedIfEmpty(database.db, { brandName: config.brandName });
  const platform = createPlatform({ config, db: database.db, logger, clock: configuredClock(config) });
  platform.mailer.start();
  // The embedded database has one owner, this process: `npm run admin` asks it instead of opening the files.
  const backups = storeBackups(config, database, platform.clock, () => platform.settings.get("backups.rhythm"));
  const adminChannel = config.databaseUrl ? null : await startAdminChannel(config.dataDir, channelCommandHandler(platform, backups));
  return { database, platform, seeded, adminChannel, backups };
}

export type Store = Awaited<ReturnType<typeof openStore>>;

/** The Hono app over the store, with the Storefront API built over the same platform; `ssr` is how pages are rendered. */
export function storeApp({ database, platform }: Store, rendering: Pick<AppDependencies, "ssr" | "clientAssetsDir">) {
  const { config } = platform;
  return createApp({
    platform,
    database,
    storefrontApi: createStorefrontApi({
      platform,
      resultCache: { maxBytes: config.storefrontCacheMaxBytes, freshMs: config.pageCache.freshSeconds * 1000 },
    }),
    ...rendering,
  });
}

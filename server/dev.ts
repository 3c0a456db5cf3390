/**
 * `npm run dev`: the same Hono app as production, with Vite in middleware mode in front of it for
 * hot module replacement. `react-router dev` would bypass Hono and lose the loaders' context.
 */
import { createServer as createHttpServer } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { createServer as createViteServer } from "vite";
import { loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { databaseLocationFromConfig } from "./db/database-location.ts";
import { seedIfEmpty } from "./db/seed/seed.ts";
import { createApp } from "./app.ts";
import { createLogger } from "./logger.ts";
import { createPlatform } from "./platform.ts";
import { startUnpaidOrderSweep } from "./jobs/unpaid-order-sweep.ts";
import { createStorefrontApi } from "./storefront-api/storefront-api.ts";
import { startAdminChannel } from "./admin-channel.ts";
import { channelCommandHandler } from "./channel-commands.ts";
import { startSubscriptionSweeps } from "./jobs/subscription-sweeps.ts";
import { startEventDispatch } from "./jobs/domain-event-dispatch.ts";
import { startSubscriptionUpdateSweep } from "./jobs/subscription-update-sweep.ts";

const config = loadConfig();
const logger = createLogger(config.logLevel);
const { location, description } = databaseLocationFromConfig(config);
const database = await openDatabase(location, description);
await database.migrate();
await seedIfEmpty(database.db, { brandName: config.brandName });

// As in main.ts: one platform, and the outbox sweep that retries failed sends when SMTP_URL is set.
const platform = createPlatform({ config, db: database.db, logger });
platform.mailer.start();
startUnpaidOrderSweep(platform.orders.payments, logger);
startSubscriptionSweeps(platform.orders, platform.clock, logger);
startEventDispatch(platform.events, logger);
startSubscriptionUpdateSweep(platform.orders.subscriptionActions, logger);
const adminChannel = config.databaseUrl ? null : await startAdminChannel(config.dataDir, channelCommandHandler(platform));

const vite = await createViteServer({ server: { middlewareMode: true }, appType: "custom" });
const app = createApp({
  platform,
  database,
  storefrontApi: createStorefrontApi({
    platform,
    resultCache: { maxBytes: config.storefrontCacheMaxBytes, freshMs: config.pageCache.freshSeconds * 1000 },
  }),
  ssr: { build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>, mode: "development" },
});
const honoListener = getRequestListener(app.fetch);

const server = createHttpServer((req, res) => {
  vite.middlewares(req, res, () => void honoListener(req, res));
});
server.listen(config.port, () => {
  console.log(`${config.brandName} dev server on http://localhost:${config.port} (${database.description})`);
});

const stop = async () => {
  server.close();
  await vite.close();
  await platform.mailer.stop();
  await adminChannel?.close();
  await database.close();
  process.exit(0);
};
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());

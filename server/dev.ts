/**
 * `npm run dev`: the same Hono app as production, with Vite in middleware mode in front of it for
 * hot module replacement. `react-router dev` would bypass Hono and lose the loaders' context.
 */
import { createServer as createHttpServer } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { createServer as createViteServer } from "vite";
import { loadConfig } from "./config.ts";
import { createLogger } from "./logger.ts";
import { openStore, storeApp } from "./store-start.ts";
import { startUnpaidOrderSweep } from "./jobs/unpaid-order-sweep.ts";
import { startSubscriptionSweeps } from "./jobs/subscription-sweeps.ts";
import { startEventDispatch } from "./jobs/domain-event-dispatch.ts";
import { startSubscriptionUpdateSweep } from "./jobs/subscription-update-sweep.ts";
import { startWebhookSweep } from "./jobs/webhook-sweep.ts";

const config = loadConfig();
const logger = createLogger(config.logLevel);
// As in main.ts: one platform, and the outbox sweep that retries failed sends when SMTP_URL is set.
const store = await openStore(config, logger);
const { database, platform, adminChannel } = store;
startUnpaidOrderSweep(platform.payments.payments, logger);
startSubscriptionSweeps(platform.subscriptions, platform.clock, logger);
startEventDispatch(platform.events, logger);
startSubscriptionUpdateSweep(platform.subscriptions.subscriptionActions, logger);
startWebhookSweep(platform.webhooks, logger);

const vite = await createViteServer({ server: { middlewareMode: true }, appType: "custom" });
const app = storeApp(store, {
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

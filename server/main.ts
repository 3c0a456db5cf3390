/** Start-up: config → database → migrations → first-run seed → listen; graceful shutdown on signals. */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { ConfigError, DEVELOPMENT_STOREFRONT_TOKEN, loadConfig, unsafeSettingWarnings, type Config } from "./config.ts";
import { isSampleCompany } from "#domain/company";
import { createLogger, type Logger } from "./logger.ts";
import { openStore, storeApp, type Store } from "./store-start.ts";
import { createFilesPrivately } from "./private-files.ts";
import { startUnpaidOrderSweep } from "./jobs/unpaid-order-sweep.ts";
import { startSubscriptionSweeps } from "./jobs/subscription-sweeps.ts";
import { startInvoiceSweep } from "./jobs/invoice-sweep.ts";
import { startLowStockSweep } from "./jobs/low-stock-sweep.ts";
import { startParcelChargeSweep } from "./jobs/parcel-charge-sweep.ts";
import { startBackInStockSweep } from "./jobs/back-in-stock-sweep.ts";
import { startFlowSweep } from "./jobs/flow-sweep.ts";
import { startCourierTracking, startPickupPointSync, startRemittanceImport } from "./jobs/courier-jobs.ts";
import { startEventDispatch } from "./jobs/domain-event-dispatch.ts";
import { startEventPruning } from "./jobs/domain-event-pruning.ts";
import { startSubscriptionUpdateSweep } from "./jobs/subscription-update-sweep.ts";
import { startAutomaticBackups } from "./jobs/automatic-backup.ts";
import { startVisitorTouchSweep } from "./jobs/visitor-touch-sweep.ts";
import { startWebhookPruning, startWebhookSweep } from "./jobs/webhook-sweep.ts";
import { startEmagSweep } from "./jobs/emag-sweep.ts";
import { missingLicenceWarning } from "./web/launch-checklist.ts";

const SHUTDOWN_GRACE_MS = 10_000;
/** Longer than the idle timeout of the proxies in front (60 s is common), so they, not we, close idle sockets. */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;
const BUILD_DIR = path.resolve("build");

/** Settings a production store can run with but should not, said once at start rather than found out later. */
function warnAboutProductionGaps(config: Config, logger: Logger): void {
  if (config.nodeEnv === "production" && config.paymentsSandbox) {
    logger.warn("PAYMENTS_SANDBOX=1: test mode, the sandbox payment page marks orders paid without any money moving");
  }
  if (config.nodeEnv === "production" && !config.stripe && !config.paymentsSandbox) {
    logger.warn("STRIPE_SECRET_KEY is not set: checkout offers cash on delivery only");
  }
  // Otherwise the only sign is a warning per stored email, after shoppers have already waited for theirs.
  if (config.nodeEnv === "production" && !config.smtpUrl) {
    logger.warn("SMTP_URL is not set: activation, login, reset and order emails are kept in the outbox, not sent");
  }
  if (config.nodeEnv === "production" && isSampleCompany(config.company)) {
    logger.warn("COMPANY_LEGAL_NAME / COMPANY_VAT_ID are the sample company's: footer, legal pages and invoices show it");
  }
}

/** The sweeps and imports that run beside the requests, started in this order and stopped in it. */
function startBackgroundJobs(store: Store, config: Config, logger: Logger): { stop(): void }[] {
  const { platform, backups } = store;
  const unpaidSweep = startUnpaidOrderSweep(platform.payments.payments, logger);
  const renewalSweep = startSubscriptionSweeps(platform.subscriptions, platform.clock, logger);
  const invoiceSweep = startInvoiceSweep(platform.invoicing.invoices, logger);
  const lowStockSweep = startLowStockSweep(platform.catalog.stock, logger);
  const parcelChargeSweep = startParcelChargeSweep(platform.orders.parcelAdditions, logger);
  const backInStockSweep = startBackInStockSweep(platform.catalog.backInStock, logger);
  const flowSweep = startFlowSweep(platform.retention.messages, logger);
  const courierTracking = startCourierTracking(platform.shipping.tracking, logger);
  const pickupPointSync = startPickupPointSync(platform.shipping.pickupPoints, logger);
  const remittanceImport = startRemittanceImport(platform.shipping.remittances, logger);
  const eventDispatch = startEventDispatch(platform.events, logger);
  const eventPruning = startEventPruning(platform.events, platform.clock, config.domainEventRetentionDays, logger);
  const subscriptionUpdateSweep = startSubscriptionUpdateSweep(platform.subscriptions.subscriptionActions, logger);
  const visitorTouchSweep = startVisitorTouchSweep(platform.marketing.visits, logger);
  const webhookSweep = startWebhookSweep(platform.webhooks, logger);
  const webhookPruning = startWebhookPruning(platform.webhooks, logger);
  const emagSweep = platform.marketplace.emag ? startEmagSweep(platform.marketplace.emag, logger) : null;
  const automaticBackups = backups ? startAutomaticBackups(backups, logger) : null;
  return [
    unpaidSweep,
    renewalSweep,
    invoiceSweep,
    lowStockSweep,
    parcelChargeSweep,
    backInStockSweep,
    flowSweep,
    courierTracking,
    pickupPointSync,
    remittanceImport,
    eventDispatch,
    eventPruning,
    subscriptionUpdateSweep,
    visitorTouchSweep,
    webhookSweep,
    webhookPruning,
    ...(emagSweep ? [emagSweep] : []),
    ...(automaticBackups ? [automaticBackups] : []),
  ];
}

async function main(): Promise<void> {
  createFilesPrivately();
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  for (const warning of unsafeSettingWarnings(config)) logger.warn(warning);
  warnAboutProductionGaps(config, logger);
  const started = performance.now();

  const store = await openStore(config, logger);
  const { database, platform, seeded, adminChannel } = store;
  const licenceWarning = await missingLicenceWarning(config.nodeEnv, platform.settings);
  if (licenceWarning) logger.warn(licenceWarning);
  const build = (await import(pathToFileURL(path.join(BUILD_DIR, "server/index.js")).href)) as ServerBuild;
  const jobs = startBackgroundJobs(store, config, logger);
  const app = storeApp(store, {
    ssr: { build, mode: "production" },
    clientAssetsDir: path.relative(process.cwd(), path.join(BUILD_DIR, "client")),
  });

  const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const tokenNote = config.publicStorefrontToken === DEVELOPMENT_STOREFRONT_TOKEN ? " (development default)" : "";
    process.stdout.write(
      [
        `${config.brandName} store ready in ${seconds}s${seeded ? " (database seeded)" : ""}`,
        `  URL:              http://localhost:${info.port}`,
        `  Database:         ${database.description}`,
        `  Storefront token: ${config.publicStorefrontToken}${tokenNote}`,
        "",
      ].join("\n"),
    );
  });

  // Node closes an idle keep-alive socket after 5 s, which races a client (or a proxy) reusing it at that moment:
  // the request dies with ECONNRESET. Outliving the common 60 s idle timeout of proxies and load balancers leaves
  // the closing to them.
  if ("keepAliveTimeout" in server) {
    server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
    server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1000;
  }

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: draining requests");
    const force = setTimeout(() => {
      logger.warn("requests still open after the grace period; closing anyway");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(() => {
      // A message being sent finishes first; anything not yet sent stays in the outbox for the next start.
      for (const job of jobs) job.stop();
      void Promise.all([platform.mailer.stop(), adminChannel?.close()])
        .then(() => database.close())
        .then(
          () => {
            logger.info("stopped cleanly");
            process.exit(0);
          },
          (error: unknown) => {
            logger.error({ err: error }, "closing the database failed");
            process.exit(1);
          },
        );
    });
    // Keep-alive sockets with no request in flight would otherwise hold close() open.
    if ("closeIdleConnections" in server) server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  // Expected start-up failures get one clear line; anything else keeps its stack for the operator.
  if (error instanceof ConfigError) console.error(error.message);
  else if (
    error instanceof Error &&
    (error.name === "DatabaseUnavailableError" || error.name === "DataDirInUseError" || error.name === "DataDirMovedError")
  )
    console.error(error.message);
  else console.error(error);
  process.exit(1);
});

/** The one HTTP application: API routes, images, built assets, health and metrics, then server-rendered pages. */
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type MiddlewareHandler } from "hono";
import { accountRoutes } from "./api/account.ts";
import { adminApiRoutes } from "./api/admin/api.ts";
import { adminDoor } from "./api/admin/door.ts";
import { openApiRoutes } from "./api/openapi.ts";
import { checkResponses, type ResponseCheckVariables } from "./http/kit/contract.ts";
import { problem } from "./http/kit/problem.ts";
import { REQUEST_MESSAGES } from "./messages/request.ts";
import { accountOrderRoutes } from "./api/account-orders.ts";
import { accountPaymentMethodRoutes } from "./api/account-payment-methods.ts";
import { accountSubscriptionRoutes } from "./api/account-subscriptions.ts";
import { subscriptionLinkRoutes } from "./api/subscription-links.ts";
import { cardSetupReturnRoutes } from "./api/card-setup-return.ts";
import { accountReturnRoutes } from "./api/account-returns.ts";
import { withdrawalRoutes } from "./api/withdrawals.ts";
import { parcelAdditionRoutes, parcelOfferReader } from "./api/parcel-additions.ts";
import { guestReturnRoutes } from "./api/guest-returns.ts";
import { accountStoreCreditRoutes } from "./api/store-credit.ts";
import { accountLoyaltyRoutes } from "./api/loyalty.ts";
import { authRoutes } from "./api/auth.ts";
import { shopifyProxyRoutes } from "./api/shopify-proxy.ts";
import { CREATE_ORDER_PATH, createOrderRoutes, PRICE_ORDER_PATH } from "./api/create-order.ts";
import { pickupPointRoutes } from "./api/pickup-points.ts";
import { shopperLanguage } from "./http/shopper-language.ts";
import { devMailboxRoutes } from "./api/dev-mailbox.ts";
import { devCourierRoutes } from "./api/dev-courier.ts";
import { discountRoutes } from "./api/discounts.ts";
import { magicLinkRoutes } from "./api/magic-link.ts";
import { monitoringRoutes } from "./api/monitoring.ts";
import { cookieConsentRoutes } from "./api/cookie-consent.ts";
import { visitRoutes } from "./api/visits.ts";
import { newsletterRoutes } from "./api/newsletter.ts";
import { barrierBodyLimit, barrierIntake, barrierReportRoutes } from "./api/accessibility-barriers.ts";
import { backInStockRoutes } from "./api/back-in-stock.ts";
import { emagCallbackRoutes } from "./api/emag-callback.ts";
import { finderRoutes } from "./api/finder.ts";
import { abandonedCartRoutes } from "./api/abandoned-cart.ts";
import { flowEmailRoutes } from "./api/flow-emails.ts";
import { reviewRoutes } from "./api/reviews.ts";
import { orderStatusRoutes } from "./api/order-status.ts";
import { paymentRoutes } from "./api/payments.ts";
import type { DatabaseHandle } from "./db/client.ts";
import { databaseOutage, databaseTroubleAnswer, databaseTroubleOf } from "./database-outage.ts";
import type { Platform } from "./platform.ts";
import { KEPT_FOR_A_YEAR } from "#domain/http-caching";
import { STOREFRONT_API_PATH } from "#domain/storefront-endpoint";
import { storefrontApiRoutes } from "./storefront-api/http.ts";
import { keptAnswerLane } from "./storefront-api/kept-answer-lane.ts";
import type { StorefrontApi } from "./storefront-api/storefront-api.ts";
import { createCachePurge } from "./http/cache-purge.ts";
import { compression } from "./http/compression.ts";
import { cspReportRoutes } from "./http/csp-report.ts";
import { securityHeaders } from "./http/security-headers.ts";
import { warnOnceWithoutProxyHeader } from "./http/proxy-header-warning.ts";
import { refuseUnstorableUrl } from "./http/unstorable-url.ts";
import { createHealthCheck } from "./http/health.ts";
import { storageFullResponse } from "./http/storage-full.ts";
import { isStorageFailure } from "./db/storage-failure.ts";
import { imageRoutes } from "./web/images.ts";
import { createMetrics, httpMetrics, metricsRoutes } from "./http/metrics.ts";
import { lastGoodBackupAt } from "./backups/backups.ts";
import { readRestoreDrills } from "./backups/restore-drill.ts";
import { readWalArchiver, walArchiveLag } from "./backups/wal-archiving.ts";
import { paymentPageRoutes } from "./api/payment-page.ts";
import { stripeWebhookRoutes } from "./api/stripe-webhook.ts";
import { requestLogging, type RequestVariables } from "./http/request-logging.ts";
import { ssrHandler, type SsrOptions } from "./web/ssr.ts";
import { createKeptReads } from "./web/kept-reads.ts";
import { createKeptRenderStore } from "./web/kept-renders.ts";
import { createPageCache } from "./http/page-cache.ts";
import { productFeedRoutes } from "./api/product-feeds.ts";
import { createChangeFeed } from "./http/tagged-store.ts";
import { tagsForChange } from "./web/page-cache-policy.ts";

export interface AppDependencies {
  platform: Platform;
  /** For the health check. */
  database: Pick<DatabaseHandle, "ping" | "db" | "listen">;
  /** Built over the same platform; the HTTP route and the page loaders share it. */
  storefrontApi: StorefrontApi;
  /** Absent in API-only tests; the dev server passes Vite's build getter. */
  ssr?: Pick<SsrOptions, "build" | "mode">;
  /** Folder of built browser assets (`build/client`); the dev server lets Vite serve them instead. */
  clientAssetsDir?: string;
}

const A_DAY = "public, max-age=86400";

/** Says how long browsers and CDNs may keep a file the build served. */
const keptFor =
  (cacheControl: string): MiddlewareHandler =>
  async (c, next) => {
    await next();
    if (c.res.ok) c.res.headers.set("Cache-Control", cacheControl);
  };
/** How long a page past its freshness is still served while it is rendered again. */
const PAGE_STALE_MS = 5 * 60_000;
/** The database channel the migrations' triggers announce committed changes on (migration 0029). */
export const STORE_CHANGES_CHANNEL = "store_changes";

export function createApp({ platform, database, storefrontApi, ssr, clientAssetsDir }: AppDependencies) {
  const { config, logger, customers, orders, subscriptions, returns, payments, promotions, invoicing } = platform;
  const parcelOffer = parcelOfferReader(orders.parcelAdditions, orders.orderLinks);
  // Every limited route counts in the platform's shared counters (decision 0026).
  const limiting = { rateLimits: platform.limits.rates, trustProxyHops: config.trustProxyHops };
  const app = new Hono<{ Variables: RequestVariables & ResponseCheckVariables }>();
  const changes = createChangeFeed();
  const pageCache = createPageCache({
    changes,
    maxBytes: ssr ? config.pageCache.maxBytes : 0,
    freshMs: config.pageCache.freshSeconds * 1000,
    staleMs: PAGE_STALE_MS,
    onError: (error, key) => logger.error({ err: error, key }, "a cached page could not be rendered again"),
  });
  const hearsChanges = pageCache.enabled || storefrontApi.resultCacheStats() !== null;
  const keptReads = createKeptReads({ enabled: Boolean(ssr) && hearsChanges, freshMs: config.pageCache.freshSeconds * 1000, changes });
  const keptRenders = createKeptRenderStore({
    enabled: Boolean(ssr) && hearsChanges,
    freshMs: config.pageCache.freshSeconds * 1000,
    changes,
  });
  storefrontApi.follow(changes);
  // Each committed change drops the pages, Storefront API answers and renders' reads and sections that show it, in
  // this instance and every other one (decisions 0051, 0061, 0063, 0120), each store following the one feed (0136).
  // The shared cache in front is told after this instance has dropped its own copies, by every instance: a purge sent
  // before another instance heard the change could be refilled from that instance's old page (decision 0104).
  const cachePurge = config.cachePurge && pageCache.enabled ? createCachePurge({ target: config.cachePurge, logger }) : null;
  if (cachePurge) changes.subscribe({ invalidate: (tags) => void cachePurge.purge(tags) });
  if (hearsChanges)
    void database
      .listen(
        STORE_CHANGES_CHANNEL,
        (action) => changes.changed(tagsForChange(action)),
        () => changes.changed(["*"]),
      )
      .catch((error: unknown) => {
        logger.error({ err: error }, "cannot hear store changes: the page and Storefront API caches are dropped and not kept");
        changes.lost();
      });
  const health = createHealthCheck(database);
  // Per app, not prom-client's global registry: tests build several apps in one process.
  const metrics = createMetrics({
    subscriptionCounts: () => subscriptions.renewals.counts(),
    ...(pageCache.enabled ? { pageCacheStats: () => pageCache.stats() } : {}),
    storefrontCacheStats: () => storefrontApi.resultCacheStats(),
    keptRenderStats: () => keptRenders.stats(),
    store: {
      healthy: async () => (await health.report()).status === "ok",
      emailOutbox: () => platform.mailer.backlog(),
      domainEvents: () => platform.events.backlog(),
      efacturaDeadlines: () => invoicing.invoices.efacturaDeadlines(),
      paymentOutcomes: () => payments.payments.outcomesRecorded(),
      dataDir: config.dataDir,
      now: platform.clock,
    },
    onReadingError: (error, reading) =>
      logger.warn({ err: error, reading }, "a /metrics reading failed; its figures are left out of this scrape"),
    ...(cachePurge ? { cachePurgeStats: () => cachePurge.stats() } : {}),
    // The database's own clock's instants, so the real time, whatever the store's clock says.
    ...(config.databaseUrl ? { walArchiveLag: async () => walArchiveLag(await readWalArchiver(database.db), new Date()) } : {}),
    ...(config.backupDir
      ? { lastGoodBackupAt: () => lastGoodBackupAt(config.backupDir!), restoreDrills: () => readRestoreDrills(config.backupDir!) }
      : {}),
  });

  // Before the chain: a repeated Storefront API read whose answer is kept is answered with its bytes, doing itself
  // what the middlewares below would (decision 0062); any other request goes on.
  app.use(STOREFRONT_API_PATH, keptAnswerLane({ api: storefrontApi, config, metrics, logger }));
  // Outermost, so the count and the duration include every middleware and the final status.
  app.use(httpMetrics(metrics));
  app.use(requestLogging(logger));
  app.use(checkResponses(config.apiResponseChecks));
  app.use(warnOnceWithoutProxyHeader(logger, config.trustProxyHops));
  app.use(securityHeaders({ trustProxyHops: config.trustProxyHops }));
  app.use(compression());
  app.use(refuseUnstorableUrl());
  // The checkout's two calls wait longer for a database connection than other requests (decision 0071).
  const checkoutPaths = new Set([CREATE_ORDER_PATH, PRICE_ORDER_PATH]);
  app.use(databaseOutage((path) => (checkoutPaths.has(path) ? "checkout" : "request"), STOREFRONT_API_PATH));

  app.route("/", health.routes);
  app.route("/", metricsRoutes(metrics, { token: config.metricsToken, open: config.nodeEnv !== "production" }));
  app.route("/", cspReportRoutes(metrics));
  const storefrontRoutes = storefrontApiRoutes(storefrontApi, config);
  app.route("/", storefrontRoutes);
  app.route(
    "/",
    shopifyProxyRoutes({
      ownStore: { host: new URL(config.baseUrl).host, handler: storefrontRoutes },
      shopify: config.shopifyUpstream,
      ...limiting,
    }),
  );
  app.route("/", imageRoutes(undefined, platform.uploads));
  app.route(
    "/",
    productFeedRoutes({
      feeds: platform.catalog.feeds,
      token: () => platform.settings.get("feeds.token"),
      changes,
      now: platform.clock,
      onWithheld: (feed, withheld) =>
        logger.warn({ feed, withheld }, "product feed: items left out because the claims checker refused their texts"),
    }),
  );
  app.route(
    "/",
    monitoringRoutes({
      service: platform.monitoring,
      observer: metrics,
      ...limiting,
    }),
  );
  app.route(
    "/",
    discountRoutes({
      service: promotions.discounts,
      pricing: platform.catalog.pricing,
      productHandles: async (ids) =>
        [...(await platform.catalog.catalog.loadProducts(ids, "ro")).values()].map((product) => product.handle),
      ...limiting,
    }),
  );
  app.route(
    "/",
    newsletterRoutes({
      service: platform.newsletter,
      ...limiting,
    }),
  );
  app.route("/", barrierReportRoutes({ reports: platform.customers.barrierReports, ...limiting }));
  app.route("/", backInStockRoutes({ backInStock: platform.catalog.backInStock, ...limiting }));
  app.route("/", emagCallbackRoutes({ emag: platform.marketplace.emag, ...limiting }));
  app.route("/", finderRoutes({ finder: platform.content.finder, ...limiting }));
  app.route("/", abandonedCartRoutes({ abandonedCheckouts: platform.retention.abandonedCheckouts, ...limiting }));

  app.route("/", flowEmailRoutes({ messages: platform.retention.messages, brandName: config.brandName, ...limiting }));

  const accountOptions = {
    customers,
    limits: platform.limits.auth,
    trustProxyHops: config.trustProxyHops,
    baseUrl: config.baseUrl,
    supportEmail: config.supportEmail,
    brandName: config.brandName,
  };
  app.route("/", authRoutes(accountOptions));
  app.route("/", magicLinkRoutes(accountOptions));
  app.route(
    "/",
    reviewRoutes({
      service: platform.reviews.reviews,
      voterKeys: platform.reviews.voterKeys,
      sessions: customers.sessions,
      ...limiting,
    }),
  );
  app.route("/", createOrderRoutes({ orders: orders.orders, sessions: customers.sessions, ...limiting }));
  app.route("/", pickupPointRoutes({ pickupPoints: platform.shipping.pickupPoints, ...limiting }));
  app.route(
    "/",
    cookieConsentRoutes({
      consents: platform.consent,
      forgetVisitor: (visitorId) => platform.marketing.visits.forgetVisitor(visitorId),
      ...limiting,
    }),
  );
  app.route(
    "/",
    visitRoutes({
      visits: platform.marketing.visits,
      funnel: platform.marketing.funnel,
      secureCookies: config.nodeEnv === "production",
      ...limiting,
    }),
  );
  app.route(
    "/",
    orderStatusRoutes({
      lookup: orders.lookup,
      withdrawals: returns.returns,
      returnLinks: returns.returnLinks,
      links: orders.orderLinks,
      parcels: platform.shipping.parcels,
      parcelOffer,
      ...limiting,
    }),
  );
  app.route("/", parcelAdditionRoutes({ parcelAdditions: orders.parcelAdditions, links: orders.orderLinks, ...limiting }));
  app.route("/", withdrawalRoutes({ returns: returns.returns, links: returns.withdrawalLinks, ...limiting }));
  app.route("/", guestReturnRoutes({ returns: returns.returns, links: returns.returnLinks, uploads: platform.uploads, ...limiting }));
  app.route(
    "/",
    paymentRoutes({
      payments: payments.payments,
      lookup: orders.lookup,
      additions: orders.parcelAdditions,
      links: orders.orderLinks,
      parcelOffer,
      ...limiting,
    }),
  );
  // The sandbox's page marks orders paid with no money moving: it exists only in test mode (decision 0024).
  if (config.paymentsSandbox) {
    app.route(
      "/",
      paymentPageRoutes({
        payments: payments.payments,
        cardSetups: subscriptions.cardSetups,
        brandName: config.brandName,
        baseUrl: config.baseUrl,
        languageOf: shopperLanguage,
      }),
    );
  }
  if (config.stripe) app.route("/", stripeWebhookRoutes({ payments: payments.payments, cardSetups: subscriptions.cardSetups }));
  // Before the account routes, whose catch-all answers 404 for any other /api/account path.
  app.route(
    "/",
    accountOrderRoutes({
      lookup: orders.lookup,
      sessions: customers.sessions,
      withdrawals: returns.returns,
      invoices: invoicing.invoices,
      parcels: platform.shipping.parcels,
      parcelOffer,
    }),
  );
  app.route(
    "/",
    accountReturnRoutes({
      returns: returns.returns,
      returnAwbs: returns.returnAwbs,
      sessions: customers.sessions,
      uploads: platform.uploads,
      rateLimits: platform.limits.rates,
    }),
  );
  app.route("/", accountStoreCreditRoutes({ storeCredit: payments.storeCredit, sessions: customers.sessions }));
  app.route("/", accountLoyaltyRoutes({ loyalty: platform.loyalty, sessions: customers.sessions }));
  app.route(
    "/",
    accountSubscriptionRoutes({
      portal: subscriptions.subscriptions,
      actions: subscriptions.subscriptionActions,
      sessions: customers.sessions,
    }),
  );
  app.route(
    "/",
    subscriptionLinkRoutes({ links: subscriptions.subscriptionLinks, actions: subscriptions.subscriptionActions, ...limiting }),
  );
  app.route("/", cardSetupReturnRoutes({ cardSetups: subscriptions.cardSetups }));
  app.route(
    "/",
    accountPaymentMethodRoutes({
      savedMethods: payments.payments.savedMethods,
      sessions: customers.sessions,
      ...limiting,
    }),
  );
  app.route("/", accountRoutes(accountOptions));
  app.route(
    "/",
    devMailboxRoutes({
      db: platform.db,
      enabled: config.devMailbox,
      renderAttachment: (ref) => invoicing.invoices.renderAttachment(ref),
    }),
  );
  app.route(
    "/",
    devCourierRoutes({
      sandbox: platform.shipping.sandboxCourier,
      tracking: platform.shipping.tracking,
      sessions: platform.staff.sessions,
      baseUrl: config.baseUrl,
    }),
  );
  const door = adminDoor({ sessions: platform.staff.sessions, baseUrl: config.baseUrl });
  app.route("/", adminApiRoutes(platform, door));
  app.route(
    "/",
    openApiRoutes(() => app, door),
  );

  if (clientAssetsDir) {
    // Fingerprinted by Vite, so a year and immutable; precompressed .br/.gz siblings are made at build time.
    app.use("/assets/*", keptFor(KEPT_FOR_A_YEAR));
    app.use("/assets/*", serveStatic({ root: clientAssetsDir, precompressed: true }));
    app.get("/assets/*", (c) => c.notFound());
    // The favicons and the footer's ANPC pictograms (issue 21 item 3) are not fingerprinted: kept a day, not a year.
    app.use("/favicon.*", keptFor(A_DAY));
    app.use("/favicon.*", serveStatic({ root: clientAssetsDir }));
    app.use("/anpc/*", keptFor(A_DAY));
    app.use("/anpc/*", serveStatic({ root: clientAssetsDir }));
  }

  app.notFound((c) => problem(c, 404, "not_found", REQUEST_MESSAGES[shopperLanguage(c)].notFound));
  app.onError((error, c) => {
    // More requests than the database pool serves in its wait, or the database gone (decision 0071): the client retries.
    const trouble = databaseTroubleOf(error);
    if (trouble) return databaseTroubleAnswer(c, trouble);
    // A full disk (issue 39 item 4): reads still work, so the store says it cannot save, and /healthz says so at once.
    if (isStorageFailure(error)) {
      health.writeFailed();
      c.var.log.error({ err: error }, "a write failed: the database's disk is full or failing; answered 503");
      return storageFullResponse(c);
    }
    c.var.log.error({ err: error }, "unhandled error");
    return problem(c, 500, "internal_error", REQUEST_MESSAGES[shopperLanguage(c)].internalError);
  });

  if (ssr) {
    const reportBarrier = barrierIntake({ reports: platform.customers.barrierReports, rateLimits: platform.limits.rates });
    // The one page that takes a post (the statement's barrier form, as a document or in place): its body is bounded
    // like the route's before React Router reads it.
    for (const path of ["/accessibility", "/accessibility.data"]) app.post(path, barrierBodyLimit);
    const render = ssrHandler({ ...ssr, storefrontApi, platform, pageCache, keptReads, keptRenders, reportBarrier });
    app.on(["GET", "HEAD", "POST"], "*", (c) => render(c));
  }

  return app;
}

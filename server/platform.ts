/**
 * The composition root: every service of the store is built here, once, over one database, mailer,
 * clock and set of limits, and handed out by module. Modules never build each other; where one needs
 * another (pricing reads the catalogue, discounts ask whether an email has ordered, reviews look up
 * products), the platform passes it in. `main.ts`, `dev.ts`, the Hono app, the Storefront API and the
 * SSR load context all receive this object; tests build it with their own clock, mail transport and limits.
 */
import { createCatalog, type Catalog } from "#server/commerce/catalog/catalog";
import { createCatalogLoader, type CatalogLoader } from "#server/commerce/catalog/catalog-loader";
import { createExchangeRateService, type ExchangeRateService } from "#server/commerce/catalog/exchange-rates";
import { createBlogContent, type BlogContent } from "#server/commerce/content/blog";
import { createCustomerServices, type CustomerServices } from "#server/commerce/customers/customers-services";
import { createNewsletterService, type NewsletterService } from "#server/commerce/newsletter/newsletter";
import { loadConsentTexts } from "#server/commerce/newsletter/newsletter-consent";
import { createDiscountService, type DiscountService } from "#server/commerce/orders/discounts";
import { createOrderLookup, type OrderLookup } from "#server/commerce/orders/order-status";
import { createOrderService, hasPreviousOrder, type OrderService } from "#server/commerce/orders/orders";
import { createPaymentService, type PaymentService } from "#server/commerce/orders/payments/payment-service";
import { createResultSigner, type ResultSigner } from "#server/commerce/orders/payments/result-signing";
import { createSandboxProvider } from "#server/commerce/orders/payments/sandbox";
import { resolvePaymentSigningSecret } from "#server/commerce/orders/payments/signing-secret";
import { createOrderPricing, type OrderPricingService } from "#server/commerce/orders/pricing";
import { createReviewService, type ReviewService } from "#server/commerce/reviews/reviews";
import type { Locale } from "#server/commerce/shared/locale";
import { systemClock, type Clock } from "#server/commerce/shared/clock";
import type { Config } from "#server/config";
import type { Database } from "#server/db/client";
import { createAuthLimits, type AuthLimits } from "#server/limits/auth-limits";
import type { Logger } from "#server/logger";
import { createConfiguredMailer, mailBranding } from "#server/mail/mailer-setup";
import type { Mailer, MailTransport } from "#server/mail/outbox";
import { createMonitoringService, type MonitoringService } from "#server/monitoring/client-logs";

export interface PlatformOptions {
  config: Config;
  db: Database;
  logger: Logger;
  /** Tests move time; every service and the mailer read this one clock. */
  clock?: Clock;
  /** Tests keep what is "sent"; by default SMTP_URL decides (null: the outbox alone). */
  mailTransport?: MailTransport | null;
  /** Tests make the login limits reachable; by default the production rules. */
  authLimits?: AuthLimits;
}

export interface Platform {
  config: Config;
  logger: Logger;
  db: Database;
  catalog: {
    catalog: Catalog;
    /** One cache of display-currency rates for the storefront and for pricing orders alike. */
    exchangeRates: ExchangeRateService;
    /** A request's batching, remembering view of the catalogue; a page shares one across its queries. */
    requestLoader(locale: Locale): CatalogLoader;
  };
  content: { blog: BlogContent };
  customers: CustomerServices;
  orders: {
    orders: OrderService;
    pricing: OrderPricingService;
    discounts: DiscountService;
    payments: PaymentService;
    lookup: OrderLookup;
  };
  reviews: ReviewService;
  newsletter: NewsletterService;
  monitoring: MonitoringService;
  mailer: Mailer;
  limits: { auth: AuthLimits };
}

/**
 * The key is found (and, in production on PGlite, written beside the data) when the first payment is signed
 * or verified, not when the platform is built: a test or a tool that builds it writes nothing.
 */
function lazySigner(secret: () => string): ResultSigner {
  let signer: ResultSigner | undefined;
  const current = () => (signer ??= createResultSigner(secret()));
  return { sign: (result) => current().sign(result), verify: (signed) => current().verify(signed) };
}

export function createPlatform({
  config,
  db,
  logger,
  clock = systemClock,
  mailTransport,
  authLimits = createAuthLimits(),
}: PlatformOptions): Platform {
  const mailer = createConfiguredMailer({ db, config, logger, transport: mailTransport, now: clock });
  const branding = mailBranding(config);

  const catalog = createCatalog(db);
  const exchangeRates = createExchangeRateService(db);
  const customers = createCustomerServices({ db, mailer, branding, clock });

  if (!config.paymentSigningSecret && config.nodeEnv === "development") {
    logger.warn(
      {},
      "PAYMENT_SIGNING_SECRET is not set: payment results are signed with a key of this process only, so links from before a restart will not verify",
    );
  }
  const sandbox = createSandboxProvider({ baseUrl: config.baseUrl, signer: lazySigner(() => resolvePaymentSigningSecret(config).secret) });
  const discounts = createDiscountService({ db, hasPreviousOrder });
  const payments = createPaymentService({
    db,
    sandbox,
    clock,
    mailer,
    branding,
    onAnomaly: (details, message) => logger.error(details, message),
  });
  const pricing = createOrderPricing({
    db,
    catalog,
    exchangeRates,
    vatRatePercent: config.vatRatePercent,
    shippingFlatRateMinor: config.shippingFlatRateMinor,
  });
  const orders = createOrderService({
    db,
    pricing,
    discounts,
    payments,
    clock,
    mailer,
    branding,
    registerAccount: (registration) => customers.auth.register(registration),
    onError: (details, message) => logger.error(details, message),
  });

  return {
    config,
    logger,
    db,
    catalog: { catalog, exchangeRates, requestLoader: (locale) => createCatalogLoader(catalog, locale) },
    content: { blog: createBlogContent(db) },
    customers,
    orders: { orders, pricing, discounts, payments, lookup: createOrderLookup(db) },
    reviews: createReviewService({ db, products: catalog }),
    newsletter: createNewsletterService({ db, brandName: config.brandName, consentTexts: loadConsentTexts(config.brandName) }),
    monitoring: createMonitoringService({ db }),
    mailer,
    limits: { auth: authLimits },
  };
}

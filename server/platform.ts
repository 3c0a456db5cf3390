/**
 * The composition root (decision 0134): it builds the infrastructure once (database, clock, mailer, audit, limits),
 * then each commerce module through its `module.ts` with the ports it declares, and the event handlers the modules
 * hand back, in the order a confirmation's and a cancellation's effects need. Modules never build each other; a port
 * one module needs of another is passed in here. `main.ts`, `dev.ts`, the Hono app, the Storefront API and the SSR
 * load context all receive this object; tests build it with their own clock, mail transport and limits.
 */
import { createCatalogModule, catalogFacts, type CatalogPorts, type CatalogServices } from "./commerce/catalog/module.ts";
import { createConsentModule, type CookieConsents } from "./commerce/consent/module.ts";
import { createContentModule, type ContentServices } from "./commerce/content/module.ts";
import { createCustomersModule, customerFacts, type CustomersPorts, type CustomersServices } from "./commerce/customers/module.ts";
import { createMarketingModule, type MarketingServices } from "./commerce/marketing/module.ts";
import { createInvoicingModule, invoiceFacts, type InvoicingServices } from "./commerce/invoicing/module.ts";
import { createLoyaltyModule, type LoyaltyServices } from "./commerce/loyalty/module.ts";
import { createMarketplaceModule, createOfferFacts, type MarketplaceServices } from "./commerce/marketplace/module.ts";
import { createNewsletterModule, newsletterFacts, type NewsletterServices } from "./commerce/newsletter/module.ts";
import { createOrdersModule, orderFacts, type OrdersServices } from "./commerce/orders/module.ts";
import {
  createPaymentsModule,
  paymentFacts,
  storeCreditFacts,
  storeSigningSecret,
  type PaymentsServices,
} from "./commerce/payments/module.ts";
import { createPromotionsModule, type PromotionsServices } from "./commerce/promotions/module.ts";
import { createRetentionModule, type RetentionPorts, type RetentionServices } from "./commerce/retention/module.ts";
import { createReturnsModule, returnFacts, type ReturnsServices } from "./commerce/returns/module.ts";
import { createReviewsModule, type ReviewsServices } from "./commerce/reviews/module.ts";
import { createSettingsModule, type SettingsServices } from "./commerce/settings/module.ts";
import { awbRequestedFor, createShippingModule, type ShippingServices } from "./commerce/shipping/module.ts";
import { createStaffModule, staffAudit, staffFacts, type StaffModuleServices } from "./commerce/staff/module.ts";
import { createSubscriptionsModule, subscriptionFacts, type SubscriptionsServices } from "./commerce/subscriptions/module.ts";
import { createWebhooksModule, type WebhooksPorts, type WebhooksServices } from "./commerce/webhooks/module.ts";
import type { EventHandler } from "./commerce/shared/domain-events.ts";
import { HOME_COUNTRY, MissingVatRatesError } from "#domain/vat";
import type { Infrastructure } from "./commerce/shared/infrastructure.ts";
import { systemClock, type Clock } from "./commerce/shared/clock.ts";
import type { Database } from "./db/client.ts";
import type { Config } from "./config.ts";
import { createUploadStore, type UploadStore } from "./uploads/upload-store.ts";
import { AUTH_LIMIT_RULES, createAuthLimits, type AuthLimitName, type AuthLimits, type LimitRule } from "./limits/auth-limits.ts";
import type { RateLimits } from "./limits/rate-limit.ts";
import { createRateLimitStore } from "./limits/rate-limit-store.ts";
import type { Logger } from "./logger.ts";
import { createEventLog, type EventLog } from "./events/event-log.ts";
import { createConfiguredMailer, mailBranding } from "./mail/mailer-setup.ts";
import type { Mailer, MailTransport } from "./mail/outbox.ts";
import { createMonitoringService, type MonitoringService } from "./monitoring/client-logs.ts";
import { createEventDispatcher, type EventDispatcher } from "./events/dispatcher.ts";

export interface PlatformOptions {
  config: Config;
  db: Database;
  logger: Logger;
  /** Tests move time; every service and the mailer read this one clock. */
  clock?: Clock;
  /** Tests keep what is "sent"; by default SMTP_URL decides (null: the outbox alone). */
  mailTransport?: MailTransport | null;
  /** Tests make the login limits reachable; by default the production rules. */
  authLimitRules?: Record<AuthLimitName, LimitRule>;
  /**
   * Prefixes the rate-limit buckets in the database. Tests give each platform its own so that it starts
   * with fresh counters; two platforms given the same one count together, like two instances of the store.
   */
  rateLimitNamespace?: string;
  /** Tests send webhooks through their own client and resolve names their own way; by default Node's HTTP client, connecting only where the guarded lookup allowed, and DNS. */
  webhookTransport?: Pick<WebhooksPorts, "post" | "resolve">;
}

export interface Platform {
  config: Config;
  logger: Logger;
  /** The one clock every service reads; routes that write a date (an export's file name) read it too. */
  clock: Clock;
  db: Database;
  /** Uploaded pictures: public ones under DATA_DIR/uploads (product images, article covers), private ones (return photos) under DATA_DIR/private. */
  uploads: UploadStore;
  catalog: CatalogServices;
  content: ContentServices;
  /** The shoppers' accounts, and the staff's side of them (issue 17). */
  customers: CustomersServices;
  orders: OrdersServices;
  subscriptions: SubscriptionsServices;
  returns: ReturnsServices;
  payments: PaymentsServices;
  promotions: PromotionsServices;
  invoicing: InvoicingServices;
  /** Customers' loyalty points: earned on paid and delivered orders, taken back on refunds, adjusted by staff (decision 0189). */
  loyalty: LoyaltyServices;
  /** The shipping zones in force: the owner's, or the defaults (decision 0056); `tx` to read inside a transaction. */
  shippingZones: SettingsServices["shippingZones"];
  /** Parcels through the couriers: their AWBs and labels, and the tracking that moves orders (issue 43, decision 0092). */
  shipping: ShippingServices;
  reviews: ReviewsServices;
  /** The owner's decisions kept in the database (issue 17), the same for every instance. */
  settings: SettingsServices["settings"];
  /** Sign-ups and unsubscribes, and the staff's list of subscribers with their consent (issue 17). */
  newsletter: NewsletterServices;
  /**
   * The marketing flows that bring shoppers back (issue 46, decision 0110): their planned messages, consent,
   * holdout, frequency cap and sending sweep, their signed links and the owner's settings; `admin`, the owner's
   * controls and each flow's results against its holdout (decision 0113).
   */
  retention: RetentionServices;
  /** The people who run the store: accounts, sessions and the audit log (issue 16). */
  staff: StaffModuleServices;
  monitoring: MonitoringService;
  /** The domain events as the staff read them, and the owner's retry of one that failed for good (decision 0087). */
  eventLog: EventLog;
  /** The owner's outgoing webhooks: endpoints, signed deliveries and their sweep (decision 0171). */
  webhooks: WebhooksServices;
  /** The store on eMAG Marketplace: its orders imported, its offers synced (decision 0186); `emag` null when unset. */
  marketplace: MarketplaceServices;
  /** Proof of the shoppers' cookie choices (decision 0053). */
  consent: CookieConsents;
  /** Where visits come from: counted for everyone, kept per visitor who allows statistics (decision 0149). */
  marketing: MarketingServices;
  /**
   * Delivers the domain events modules publish (decision 0084) to the handlers the modules hand back: what an
   * order's confirmation, cancellation and refund do beyond its state (decision 0086). Services deliver their own
   * events at once after their transaction commits; the 5-second loop (`server/jobs/domain-event-dispatch.ts`)
   * retries the rest.
   */
  events: EventDispatcher;
  mailer: Mailer;
  /** Counters in the database, shared by every instance and kept across restarts (decision 0026). */
  limits: { rates: RateLimits; auth: AuthLimits };
}

/**
 * The signing key is found (and, in production on PGlite, written beside the data) when it is first used,
 * not when the platform is built: a test or a tool that builds it writes nothing. Payment results, signed links
 * and review voter keys share it, each under its own purpose.
 */
function onFirstUse(find: () => string): () => string {
  let secret: string | undefined;
  return () => (secret ??= find());
}

/** What every module is built over: made once, before any module. */
function createInfrastructure(
  { config, db, logger, clock = systemClock, mailTransport, authLimitRules = AUTH_LIMIT_RULES, rateLimitNamespace }: PlatformOptions,
  mailHooks: Pick<Parameters<typeof createConfiguredMailer>[0], "renderAttachment" | "onPermanentRejection">,
) {
  const mailer = createConfiguredMailer({ db, config, logger, transport: mailTransport, now: clock, ...mailHooks });
  const onError: Infrastructure["onError"] = (details, message) => logger.error(details, message);
  const infrastructure: Infrastructure = { config, db, clock, mailer, branding: mailBranding(config), audit: staffAudit, onError };
  const rates = createRateLimitStore({
    db,
    clock,
    namespace: rateLimitNamespace,
    onSweepError: (error) => logger.warn({ err: error }, "expired rate-limit counters could not be deleted; the next sweep tries again"),
  });
  if (!config.paymentSigningSecret && config.nodeEnv === "development") {
    logger.warn(
      {},
      "PAYMENT_SIGNING_SECRET is not set: payment results are signed with a key of this process only, so links from before a restart will not verify",
    );
  }
  return {
    infrastructure,
    uploads: createUploadStore(config.dataDir),
    limits: { rates, auth: createAuthLimits({ rates, rules: authLimitRules }) },
    signingSecret: onFirstUse(() => storeSigningSecret(config)),
    own: { monitoring: createMonitoringService({ db }), eventLog: createEventLog({ db, clock, audit: staffAudit }) },
  };
}

export function createPlatform(options: PlatformOptions): Platform {
  // The mailer renders an email's invoice when it sends it, and a bounce stops the flows' emails: both modules are
  // built below, and the mailer reaches them only when it sends.
  const { infrastructure, uploads, limits, signingSecret, own } = createInfrastructure(options, {
    renderAttachment: (ref) => invoicing.services.invoices.renderAttachment(ref),
    onPermanentRejection: (recipient) => retention.services.messages.suppressAddress(recipient, "bounced"),
  });
  const { config, db, clock } = infrastructure;
  // Services deliver their events once their transaction commits; the dispatcher is built last, over the handlers.
  const deliverEvents = (aggregate: Parameters<EventDispatcher["deliverAggregate"]>[0]) => events.deliverAggregate(aggregate);

  // The modules, each before those that take its services at construction; a port to one built later is a function
  // that reaches it when called, once the platform is built.
  const staff = createStaffModule({ ...infrastructure, signingSecret });
  const notifyStaff = staff.services.notify;
  const settings = createSettingsModule({ ...infrastructure, staffEmails: staffFacts.emailsOf(db) });
  const content = createContentModule({
    ...infrastructure,
    staffEmails: staffFacts.emailsOf(db),
    shownProducts: (language) => catalog.services.catalog.shownProducts(language),
    recordMarketingConsent: (tx, consent) => newsletter.services.recordConsent(tx, { ...consent, via: "finder" }),
  });
  const consent = createConsentModule(infrastructure);
  const marketing = createMarketingModule({
    ...infrastructure,
    consentChoiceOf: (consentId, tx) => consent.services.cookieConsents.choiceOf(consentId, tx),
    conversionSettings: (tx) => settings.services.settings.get("conversions.settings", tx),
    conversionFacts: orderFacts.conversionFacts,
    orderGrowthFacts: orderFacts.growthFacts(db),
    discountRevenue: orderFacts.discountRevenue(db),
  });
  const invoicing = createInvoicingModule({
    ...infrastructure,
    recipientOf: orderFacts.recipientOf(config.baseUrl),
    chargedAdditions: orderFacts.chargedAdditions,
    storeCreditGivenBack: storeCreditFacts,
    notifyStaff,
    staffEmails: staffFacts.emailsOf(db),
    issuerSetting: settings.services.storeOf("invoicing.issuer"),
  });
  const catalog = createCatalogModule({
    ...infrastructure,
    destinationRules: destinationRulesOf(settings, invoicing),
    recordMarketingConsent: (tx, consent) => newsletter.services.recordConsent(tx, { ...consent, via: "back_in_stock" }),
    orderTimes: orderFacts.variantOrderTimes(db),
    giveUpHold: orderFacts.giveUpHold,
    staffEmails: staffFacts.emailsOf(db),
    storeOwners: staffFacts.owners,
    orderNumbers: orderFacts.orderNumbersOf,
  });
  const promotions = createPromotionsModule({
    ...infrastructure,
    hasPreviousOrder: orderFacts.hasPreviousOrder,
    isSubscriber: subscriptionFacts.isSubscriber,
    codeRevenue: orderFacts.codeRevenue(db),
    promotionRevenue: orderFacts.promotionRevenue(db),
    variants: {
      idsOfSkus: (skus) => catalogFacts.variants.idsOfSkus(db, skus),
      skusOf: (ids) => catalogFacts.variants.skusOf(db, ids),
    },
    shippingZoneIds: async () => (await settings.services.shippingZones()).zones.map((zone) => zone.id),
    products: catalog.services.products,
    staffEmails: staffFacts.emailsOf(db),
  });
  const newsletter = createNewsletterModule({
    ...infrastructure,
    personalCodes: promotions.services.discounts.issuePersonalCode,
    onFirstSignup: async (tx, signup) => {
      await retention.services.welcome(tx, signup);
      await marketing.services.attribution.credit(tx, { kind: "signup", id: signup.subscriberId }, signup.visit, signup.at);
    },
  });
  const customers = createCustomersModule({
    ...infrastructure,
    marketingConsent: accountConsentOf(newsletter),
    orderFacts: orderFacts.customerOrderFacts(db, returnFacts.customerReturns),
    knownProducts: catalogFacts.knownHandles,
    consents: { subscribed: newsletterFacts.subscribed, consentOf: (email) => newsletter.services.admin.consentOf(email) },
    notifyStaff,
  });
  const payments = createPaymentsModule({
    ...infrastructure,
    orderMoves: orderFacts.paymentMoves,
    methodUses: subscriptionFacts.savedMethodUses,
    orderReturns: returnFacts.orderReturnIds,
    deliverEvents,
    signingSecret,
    parcelAdditions: { settle: (...payment) => orders.services.parcelAdditions.settle(...payment) },
  });
  const subscriptions = createSubscriptionsModule({
    ...infrastructure,
    catalog: catalog.services.catalog,
    pricing: catalog.services.pricing,
    variants: catalogFacts.variants,
    payments: payments.services.payments,
    savedCards: paymentFacts.savedCards,
    savedAddresses: async (customerId) => (await customers.services.addresses.list(customerId)).addresses,
    enabledAccounts: customerFacts.hasEnabledAccount,
    notifyStaff,
    deliverEvents,
    signingSecret,
    saveOfferSettings: settings.services.storeOf("subscriptions.saveOffers").get,
    dailyPortion: async (variantId, language, tx) => {
      const found = (await catalog.services.catalog.variantsForSale([variantId], language, tx)).get(variantId);
      if (!found) return null;
      return (await catalog.services.mandatoryInformation(found.product.id, language))?.texts.dailyPortion || null;
    },
  });
  const orders = createOrdersModule({
    ...infrastructure,
    pricing: catalog.services.pricing,
    discounts: promotions.services.discounts,
    promotions: promotions.services.automatic,
    payments: payments.services.payments,
    storeCredit: payments.services.storeCredit,
    invoicing: invoicing.services.invoicing,
    invoiceFacts,
    deliverEvents,
    signingSecret,
    termsVersion: (tx) => content.services.store.lockedTermsVersion(tx),
    recordMarketingConsent: (tx, consent) => newsletter.services.recordConsent(tx, consent),
    creditOrder: (tx, orderId, visit, at) => marketing.services.attribution.credit(tx, { kind: "order", id: orderId }, visit, at),
    pickupPoints: (tx, request) => shipping.services.checkPickupPoint(tx, request),
    registerAccount: (registration) => customers.services.auth.register(registration),
    lowStock: (threshold) => catalog.services.catalog.lowStock(threshold),
    subscriptionPages: subscriptions.services.subscriptionLinks,
    confirmationAfter: [subscriptions.handlers.startSubscriptionOnConfirmation.name, invoicing.handlers.onConfirmation.name],
    awbRequested: awbRequestedFor,
  });
  const shipping = createShippingModule({
    ...infrastructure,
    parcelMoves: orders.services.parcelMoves,
    returnParcelMoves: { follow: (...move) => returns.services.returnParcelMoves.follow(...move) },
    shippingZones: settings.services.shippingZones,
    deliverEvents,
  });
  const returns = createReturnsModule({
    ...infrastructure,
    payments: payments.services.payments,
    invoicing: invoicing.services.invoicing,
    awbs: shipping.services.awbs,
    shipments: shipping.services.returnShipments,
    discardPhotos: async (files) => void (await Promise.all(files.map((file) => uploads.removePrivate("returns", file)))),
    deliverEvents,
    notifyStaff,
    signingSecret,
  });
  const reviews = createReviewsModule({
    ...infrastructure,
    reviewedProducts: catalog.services.catalog,
    isVerifiedBuyer: orderFacts.purchaseCheck(db),
    holdUnverified: () => settings.services.settings.get("reviews.holdUnverified"),
    moderatedProducts: catalog.services.products,
    staffEmails: staffFacts.emailsOf(db),
    signingSecret,
  });
  const retention = createRetentionModule({
    ...infrastructure,
    flowSettings: settings.services.storeOf("retention.flows"),
    flowTexts: settings.services.storeOf("retention.texts"),
    addressFacts: { newsletterStanding: newsletterFacts.standing, isCustomer: (tx, email) => orderFacts.hasPreviousOrder(email, tx) },
    refillFacts,
    reviewRequestFacts: orderFacts.reviewRequestFacts,
    checkoutVariantsOf: catalog.services.checkoutVariantsOf,
    addressOrders: orderFacts.addressOrders(db),
    honouredCode: promotions.services.honouredCode,
    backInStockFigures: (range) => catalog.services.backInStock.periodFigures(range),
    signingSecret,
  });
  const loyalty = createLoyaltyModule({
    ...infrastructure,
    orderFacts: orderFacts.loyaltyFacts,
    settings: settings.services.storeOf("loyalty.settings").get,
    orderNumbers: orderFacts.orderNumbersOf,
  });
  const webhooks = createWebhooksModule({
    ...infrastructure,
    orderFacts: orderFacts.conversionFacts,
    notifyStaff,
    ...options.webhookTransport,
  });
  const marketplace = createMarketplaceModule({
    ...infrastructure,
    marketplaceOrders: orders.services.marketplaceOrders,
    deliverEvents,
    offerFacts: createOfferFacts({
      catalog: catalog.services.catalog,
      mandatoryInformation: catalog.services.mandatoryInformation,
      homeVatRate: async (vatClass) => {
        const home = (await invoicing.services.vatRates.rates()).get(HOME_COUNTRY);
        if (!home) throw new MissingVatRatesError(HOME_COUNTRY);
        return vatClass === "reduced" ? home.reducedPercent : home.standardPercent;
      },
    }),
  });
  const built = {
    catalog,
    consent,
    content,
    customers,
    invoicing,
    loyalty,
    marketing,
    marketplace,
    newsletter,
    orders,
    payments,
    promotions,
    retention,
    returns,
    webhooks,
  };
  const all: Modules = { ...built, reviews, settings, shipping, staff, subscriptions };
  const events = createEventDispatcher({ db, clock, handlers: handlersInOrder(all), onError: infrastructure.onError });
  return {
    config,
    logger: options.logger,
    clock,
    db,
    uploads,
    limits,
    mailer: infrastructure.mailer,
    events,
    ...own,
    ...servicesByKey(all),
  };
}

interface Modules {
  catalog: ReturnType<typeof createCatalogModule>;
  consent: ReturnType<typeof createConsentModule>;
  content: ReturnType<typeof createContentModule>;
  customers: ReturnType<typeof createCustomersModule>;
  invoicing: ReturnType<typeof createInvoicingModule>;
  loyalty: ReturnType<typeof createLoyaltyModule>;
  marketing: ReturnType<typeof createMarketingModule>;
  marketplace: ReturnType<typeof createMarketplaceModule>;
  newsletter: ReturnType<typeof createNewsletterModule>;
  orders: ReturnType<typeof createOrdersModule>;
  payments: ReturnType<typeof createPaymentsModule>;
  promotions: ReturnType<typeof createPromotionsModule>;
  retention: ReturnType<typeof createRetentionModule>;
  returns: ReturnType<typeof createReturnsModule>;
  reviews: ReturnType<typeof createReviewsModule>;
  settings: ReturnType<typeof createSettingsModule>;
  shipping: ReturnType<typeof createShippingModule>;
  staff: ReturnType<typeof createStaffModule>;
  subscriptions: ReturnType<typeof createSubscriptionsModule>;
  webhooks: ReturnType<typeof createWebhooksModule>;
}

/** What a price reads of its destination: the settings' zones and OSS standing, invoicing's VAT rates. */
function destinationRulesOf(settings: Modules["settings"], invoicing: Modules["invoicing"]): CatalogPorts["destinationRules"] {
  return async (tx) => ({
    zones: await settings.services.shippingZones(tx),
    ossActive: await settings.services.settings.get("vat.ossActive", tx),
    vatRates: await invoicing.services.vatRates.rates(tx),
  });
}

/** An account's marketing tick, given or withdrawn, as the newsletter's consent record. */
function accountConsentOf(newsletter: Modules["newsletter"]): CustomersPorts["marketingConsent"] {
  return (tx, { given, ...change }) =>
    given
      ? newsletter.services.recordConsent(tx, { ...change, via: "account" })
      : newsletter.services.withdrawConsent(tx, { ...change, via: "account" });
}

/** What a refill reminder reads of orders, the catalogue and subscriptions (retention's `RefillFacts`). */
const refillFacts: RetentionPorts["refillFacts"] = {
  orderOf: orderFacts.refillOrderFacts,
  supplyOf: catalogFacts.productSupply,
  subscribedTo: subscriptionFacts.subscribedProducts,
  orderedSince: orderFacts.productsOrderedSince,
};

/**
 * The modules' handlers in the order one event's handlers run: a handler reads what earlier ones wrote (decision
 * 0086) — the subscription and the invoice before the confirmation email, the store credit given back before its
 * credit note. The dispatcher refuses a handler registered before one its `after` names.
 */
function handlersInOrder({
  catalog,
  invoicing,
  loyalty,
  marketing,
  orders,
  payments,
  promotions,
  retention,
  returns,
  subscriptions,
  webhooks,
}: Modules): EventHandler[] {
  return [
    subscriptions.handlers.startSubscriptionOnConfirmation,
    invoicing.handlers.onConfirmation,
    orders.handlers.confirmationEmails,
    orders.handlers.parcelAdditionEmail,
    invoicing.handlers.parcelAdditionInvoice,
    payments.handlers.closeOpenAttemptsOfOrder,
    promotions.handlers.releaseDiscountOfOrder,
    promotions.handlers.releasePromotionsOfOrder,
    catalog.handlers.releaseStockOfOrder,
    payments.handlers.giveBackStoreCredit,
    loyalty.handlers.earnOnPaidDelivery,
    loyalty.handlers.reverseOnRefundOrCancel,
    subscriptions.handlers.endSubscriptionWithOrder,
    invoicing.handlers.creditNotes,
    invoicing.handlers.outsideIssue,
    ...retention.handlers.reviewRequests,
    ...retention.handlers.refillReminders,
    ...retention.handlers.abandonedCheckouts,
    returns.handlers.returnAwbEmail,
    marketing.handlers.creditSubscription,
    ...marketing.handlers.conversions,
    // Last: a receiver hears of a change once the store's own effects of it are written.
    webhooks.handlers.queueDeliveries,
  ];
}

/** Each module's services under its own key, none under another's (decision 0134). */
function servicesByKey(modules: Modules) {
  const { settings } = modules;
  return {
    catalog: modules.catalog.services,
    content: modules.content.services,
    customers: modules.customers.services,
    orders: modules.orders.services,
    subscriptions: modules.subscriptions.services,
    returns: modules.returns.services,
    payments: modules.payments.services,
    promotions: modules.promotions.services,
    invoicing: modules.invoicing.services,
    loyalty: modules.loyalty.services,
    shippingZones: settings.services.shippingZones,
    shipping: modules.shipping.services,
    reviews: modules.reviews.services,
    settings: settings.services.settings,
    newsletter: modules.newsletter.services,
    retention: modules.retention.services,
    staff: modules.staff.services,
    consent: modules.consent.services.cookieConsents,
    marketing: modules.marketing.services,
    webhooks: modules.webhooks.services,
    marketplace: modules.marketplace.services,
  } satisfies Partial<Platform>;
}

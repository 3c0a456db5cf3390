/**
 * The composition root: every service of the store is built here, once, over one database, mailer,
 * clock and set of limits, and handed out by module. Modules never build each other; where one needs
 * another (pricing reads the catalogue, discounts ask whether an email has ordered, reviews look up
 * products), the platform passes it in. `main.ts`, `dev.ts`, the Hono app, the Storefront API and the
 * SSR load context all receive this object; tests build it with their own clock, mail transport and limits.
 */
import { createCatalog, type Catalog } from "./commerce/catalog/catalog.ts";
import { createCatalogLoader, type CatalogLoader } from "./commerce/catalog/catalog-loader.ts";
import { createBlogAdmin, type BlogAdmin } from "./commerce/content/back-office/blog-admin.ts";
import { createCatalogAdmin, type CatalogAdmin } from "./commerce/catalog/back-office/catalog-admin.ts";
import { shopperMandatoryInformation } from "./commerce/catalog/mandatory-information.ts";
import type { MandatoryView } from "#domain/mandatory-information";
import { createExchangeRateEditor, type ExchangeRateEditor } from "./commerce/catalog/exchange-rate-editor.ts";
import { createExchangeRateService, type ExchangeRateService } from "./commerce/catalog/exchange-rates.ts";
import { createBlogContent, type BlogContent } from "./commerce/content/blog.ts";
import { createStoreContent, type StoreContent } from "./commerce/content/store-content.ts";
import { createCookieConsents, type CookieConsents } from "./commerce/consent/cookie-consents.ts";
import { createCustomerBackOffice, type CustomerBackOffice } from "./commerce/customers/customer-back-office.ts";
import { createCustomerServices, type CustomerServices } from "./commerce/customers/customers-services.ts";
import { createNewsletterService, type NewsletterService } from "./commerce/newsletter/newsletter.ts";
import {
  createNewsletterAdmin,
  hasNewsletterConsent,
  newsletterStanding,
  type NewsletterAdmin,
} from "./commerce/newsletter/newsletter-admin.ts";
import { loadConsentTexts } from "./commerce/newsletter/newsletter-consent.ts";
import { createDiscountService, releaseDiscountOfOrder, type DiscountService } from "./commerce/promotions/discounts.ts";
import { createDiscountAdmin, type DiscountAdmin } from "./commerce/promotions/discount-admin.ts";
import { createOrderBackOffice, type OrderBackOffice } from "./commerce/orders/back-office/back-office.ts";
import {
  confirmedOrderCount,
  confirmedSpentRonMinor,
  customerOrders,
  customerSubscriptions,
  customerReturns,
  customerStoreCredit,
} from "./commerce/orders/back-office/customer-orders.ts";
import { createOrderLookup, type OrderLookup } from "./commerce/orders/order-status.ts";
import { createSubscriptionPortal, type SubscriptionPortal } from "./commerce/subscriptions/portal.ts";
import { createOrderService, hasPreviousOrder, type OrderService } from "./commerce/orders/orders.ts";
import { closeOpenAttemptsOfOrder, createPaymentService, type PaymentService } from "./commerce/payments/payment-service.ts";
import { createResultSigner, type ResultSigner } from "./commerce/payments/result-signing.ts";
import { createSandboxProvider } from "./commerce/payments/sandbox.ts";
import { createStripeProvider } from "./commerce/payments/stripe.ts";
import { resolvePaymentSigningSecret } from "./commerce/payments/signing-secret.ts";
import { createOrderPricing, customMetafields, type OrderPricingService } from "./commerce/catalog/pricing.ts";
import { subscriptionType } from "#domain/product-rules";
import { createVatRates, type VatRatesService } from "./commerce/invoicing/vat-rates.ts";
import { createPurchaseCheck } from "./commerce/orders/verified-buyer.ts";
import { reviewRequestFacts } from "./commerce/orders/review-request-facts.ts";
import { createFlowLinks, type FlowLinks } from "./commerce/retention/flow-links.ts";
import { createFlowMessages, type FlowMessages, type FlowSettingsStore } from "./commerce/retention/flow-messages.ts";
import { createFlowAdmin, type FlowAdmin } from "./commerce/retention/flow-admin.ts";
import { createFlowTextsAdmin, type FlowTextsAdmin } from "./commerce/retention/flow-texts.ts";
import { createFlowResults } from "./commerce/retention/flow-results.ts";
import { renderReviewRequestMessage, reviewRequestHandlers } from "./commerce/retention/review-requests.ts";
import {
  refillDueCheck,
  refillReminderHandlers,
  renderRefillReminderMessage,
  type RefillFacts,
} from "./commerce/retention/refill-reminders.ts";
import { planWelcomeSeries, renderWelcomeMessage, welcomeDueCheck } from "./commerce/retention/welcome-series.ts";
import { productsOrderedSince, refillOrderFacts } from "./commerce/orders/refill-facts.ts";
import {
  abandonedCheckoutDueCheck,
  abandonedCheckoutHandlers,
  createAbandonedCheckouts,
  forgetAbandonedCheckouts,
  renderAbandonedCheckoutMessage,
  type AbandonedCheckouts,
  type CheckoutVariantsOf,
} from "./commerce/retention/abandoned-checkouts.ts";
import { productSupply } from "./commerce/catalog/product-supply.ts";
import { subscribedProducts } from "./commerce/subscriptions/subscribed-products.ts";
import { recordAudit } from "./commerce/staff/audit.ts";
import { createStaffNotices } from "./commerce/staff/staff-notices.ts";
import { createSafetyFile, type SafetyFile } from "./commerce/orders/adverse-effects.ts";
import { createUploadStore, type UploadStore } from "./uploads/upload-store.ts";
import {
  createStaffServices,
  createStaffSignInProtection,
  type StaffServices,
  type StaffSignInProtection,
} from "./commerce/staff/staff-services.ts";
import { createReviewModeration, type ReviewModeration } from "./commerce/reviews/review-moderation.ts";
import { createReviewService, type ReviewService } from "./commerce/reviews/reviews.ts";
import { createStoreSettings, type StoreSettings } from "./commerce/settings/store-settings.ts";
import { createSubscriptionLinks, type SubscriptionLinks } from "./commerce/subscriptions/links.ts";
import { createSubscriptionReminders, type SubscriptionReminders } from "./commerce/subscriptions/reminders.ts";
import { createSubscriptionRenewals, type SubscriptionRenewals } from "./commerce/subscriptions/renewals.ts";
import { createSubscriptionActions, type SubscriptionActions } from "./commerce/subscriptions/actions.ts";
import { createSubscriptionCharges, type SubscriptionCharges } from "./commerce/subscriptions/charges.ts";
import { createSubscriptionBackOffice, type SubscriptionBackOffice } from "./commerce/subscriptions/back-office.ts";
import { createSubscriptionCardSetups, type SubscriptionCardSetups } from "./commerce/subscriptions/card-setups.ts";
import { createCustomerReturns, type CustomerReturns } from "./commerce/returns/customer-returns.ts";
import { createReturnBackOffice, type ReturnBackOffice } from "./commerce/returns/return-back-office.ts";
import { createWithdrawalLinks, type WithdrawalLinks } from "./commerce/returns/withdrawal-links.ts";
import { createReturnLinks, type ReturnLinks } from "./commerce/returns/return-links.ts";
import { returnAwbEmail } from "./commerce/returns/return-awb-email.ts";
import { createReturnAwbs, createReturnParcelMoves, type ReturnAwbs } from "./commerce/returns/return-awbs.ts";
import { createOrderLinks, updateRecipient, type OrderLinks } from "./commerce/orders/order-links.ts";
import { paymentOrderMoves } from "./commerce/orders/payment-moves.ts";
import type { OrderRow } from "./commerce/shared/order-rows.ts";
import { createStockBackOffice, type StockBackOffice } from "./commerce/catalog/inventory/stock-back-office.ts";
import { createBackInStock, type BackInStock } from "./commerce/catalog/inventory/back-in-stock.ts";
import { createVariantOrderTimes } from "./commerce/orders/variant-order-times.ts";
import { createAddressOrders } from "./commerce/orders/address-orders.ts";
import { releaseStockOfOrder } from "./commerce/catalog/inventory/stock.ts";
import { createStoreCredit, giveBackStoreCredit, orderCreditGivenBack, type StoreCredit } from "./commerce/payments/store-credit.ts";
import { endSubscriptionWithOrder, startSubscriptionOnConfirmation } from "./commerce/subscriptions/subscriptions.ts";
import { confirmationEmails } from "./commerce/orders/orders-confirmation.ts";
import { createInvoices, type InvoiceService } from "./commerce/invoicing/invoices.ts";
import { creditNotesOfOrder, invoiceOnConfirmation } from "./commerce/invoicing/invoice-handlers.ts";
import { createAnafGateway } from "./commerce/invoicing/anaf-efactura.ts";
import { createParcelMoves } from "./commerce/orders/parcel-moves.ts";
import { courierRegistry, type CourierRegistry } from "./commerce/shipping/couriers.ts";
import { createAwbs, lastSandboxAwbNumber, type Awbs } from "./commerce/shipping/awbs.ts";
import { createTracking, type Tracking } from "./commerce/shipping/tracking.ts";
import { createAwbDesk, type AwbDesk } from "./commerce/shipping/awb-desk.ts";
import { checkPickupPoint, createPickupPoints, type PickupPoints } from "./commerce/shipping/pickup-points.ts";
import { createParcelTasks, type ParcelTasks } from "./commerce/shipping/parcel-tasks.ts";
import { createShopperParcels, type ShopperParcels } from "./commerce/shipping/shopper-parcels.ts";
import { createReturnShipments } from "./commerce/shipping/return-shipments.ts";
import { createRemittances, type Remittances } from "./commerce/shipping/remittances.ts";
import { createCodReconciliation, type CodReconciliation } from "./commerce/shipping/cod-reconciliation.ts";
import { createSandboxCourier, type SandboxCourier } from "./commerce/shipping/carriers/sandbox-courier.ts";
import { configuredCouriers } from "./commerce/shipping/configured-couriers.ts";
import { createVoterKeys, type VoterKeys } from "./commerce/reviews/voter-keys.ts";
import type { Locale } from "./commerce/shared/locale.ts";
import type { DeliverEvents, EventHandler } from "./commerce/shared/domain-events.ts";
import { systemClock, type Clock } from "./commerce/shared/clock.ts";
import { FREE_SHIPPING_THRESHOLD_MINOR } from "#domain/shipping";
import { defaultShippingZones, type ShippingZones } from "#domain/shipping-zones";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import { AUTH_LIMIT_RULES, createAuthLimits, type AuthLimitName, type AuthLimits, type LimitRule } from "./limits/auth-limits.ts";
import type { RateLimits } from "./limits/rate-limit.ts";
import { createRateLimitStore } from "./limits/rate-limit-store.ts";
import type { Logger } from "./logger.ts";
import { createEventLog, type EventLog } from "./events/event-log.ts";
import { createConfiguredMailer, mailBranding } from "./mail/mailer-setup.ts";
import type { Mailer, MailTransport } from "./mail/outbox.ts";
import { FLOW_EMAILS } from "./mail/flow-emails.ts";
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
}

export interface Platform {
  config: Config;
  logger: Logger;
  /** The one clock every service reads; routes that write a date (an export's file name) read it too. */
  clock: Clock;
  db: Database;
  /** Uploaded pictures: public ones under DATA_DIR/uploads (product images, article covers), private ones (return photos) under DATA_DIR/private. */
  uploads: UploadStore;
  catalog: {
    catalog: Catalog;
    /** The display-currency rates, read fresh for the storefront and for pricing orders alike. */
    exchangeRates: ExchangeRateService;
    /** The owner's editing of those rates, audited (issue 17 item 7). */
    rateEditor: ExchangeRateEditor;
    /** A request's batching, remembering view of the catalogue; a page shares one across its queries. */
    requestLoader(locale: Locale): CatalogLoader;
    /** The owner's products, prices, stock and drafts (the admin). */
    admin: CatalogAdmin;
    /** A product's mandatory label particulars in one language, for its page (decision 0096); null when it has none. */
    mandatoryInformation(productId: number, language: Locale): Promise<MandatoryView | null>;
    /** Shoppers' requests to be told once when a sold-out variant is back, and the sweep that tells them (decision 0111). */
    backInStock: BackInStock;
  };
  content: {
    blog: BlogContent;
    /** The owner's articles, drafts and scheduled ones too (the admin). */
    admin: BlogAdmin;
    /** The owner's texts of the home page's claims and the brand pages, over the locale files (decision 0042). */
    store: StoreContent;
  };
  /** The shoppers' accounts, and the staff's side of them (issue 17). */
  customers: CustomerServices & { backOffice: CustomerBackOffice };
  orders: {
    orders: OrderService;
    pricing: OrderPricingService;
    discounts: DiscountService;
    payments: PaymentService;
    lookup: OrderLookup;
    /** The customer's side of their subscriptions (issue 18). */
    subscriptions: SubscriptionPortal;
    subscriptionLinks: SubscriptionLinks;
    reminders: SubscriptionReminders;
    /** Deliveries due become orders, once each (decision 0043). */
    renewals: SubscriptionRenewals;
    /** Card renewals' charges and their dunning retries. */
    charges: SubscriptionCharges;
    /** Skip, pause, reschedule, change, cancel: the portal's actions, for customers, signed links and staff. */
    subscriptionActions: SubscriptionActions;
    /** The customer's returns: what may come back, the request, the quote, cancelling (issue 19). */
    returns: CustomerReturns;
    /** The signed links that let a guest follow their withdrawal (decision 0075). */
    withdrawalLinks: WithdrawalLinks;
    /** The signed link to a guest's 30-day return form, given by order tracking (decision 0130). */
    returnLinks: ReturnLinks;
    /** The signed link of a guest's order confirmation (decision 0083). */
    orderLinks: OrderLinks;
    /** The staff's returns queue and its steps: approve, reject, receive, refund (issue 19). */
    returnBackOffice: ReturnBackOffice;
    /** A return's AWB: made by staff for an approved return, followed by tracking to "received" (issue 43 item 8). */
    returnAwbs: ReturnAwbs;
    /** Customers' store credit: balance, ledger, the owner's adjustments (decision 0047). */
    storeCredit: StoreCredit;
    /** The stock ledger: a variant's movements, adjustments, thresholds and the low-stock alerts (issue 40 item 5). */
    stock: StockBackOffice;
    /** A subscription's new card, given on the provider's hosted page (decision 0045). */
    cardSetups: SubscriptionCardSetups;
    /** The staff's side of the subscriptions: by state, upcoming renewals, failed charges, one's history (issue 18). */
    subscriptionBackOffice: SubscriptionBackOffice;
    /** The staff's side of the orders: list, detail, fulfilment, cancellations and refunds (issue 16). */
    backOffice: OrderBackOffice;
    /** The owner's discount codes: list with uses and revenue, create, edit, disable (issue 17). */
    discountAdmin: DiscountAdmin;
    /** Invoices and credit notes: PDFs, e-Factura XML and ANAF uploads, the admin's list, the healing sweep (issue 21 item 7). */
    invoices: InvoiceService;
    /** VAT rates by country, their editor, and this year's EU cross-border sales (decision 0055). */
    vatRates: VatRatesService;
    /** Customers' reports of adverse effects, for the owner (issue 40 item 6). */
    safetyFile: SafetyFile;
  };
  /** The shipping zones in force: the owner's, or the defaults (decision 0056); `tx` to read inside a transaction. */
  shippingZones(tx?: Database): Promise<ShippingZones>;
  /** Parcels through the couriers: their AWBs and labels, and the tracking that moves orders (issue 43, decision 0092). */
  shipping: {
    couriers: CourierRegistry;
    awbs: Awbs;
    tracking: Tracking;
    /** Staff's side of the AWBs: what an order proposes, their changes checked, the order's parcels for its page. */
    desk: AwbDesk;
    /** The couriers' lockers and pick-up points, synced daily, searched by the checkout. */
    pickupPoints: PickupPoints;
    /** An order's live parcel and its timeline, as the shopper's order pages show them. */
    parcels: ShopperParcels;
    /** The sandbox courier itself, where it is enabled: its clock is the platform's, and dev and tests steer its parcels. */
    sandboxCourier: SandboxCourier | undefined;
    /** Parcels refused, coming back, back or lost, until staff mark them dealt with. */
    parcelTasks: ParcelTasks;
    /** The couriers' cash-on-delivery transfers, imported daily, and the admin's reconciliation of them (issue 43 item 7). */
    remittances: Remittances;
    codReconciliation: CodReconciliation;
  };
  reviews: { reviews: ReviewService; voterKeys: VoterKeys; moderation: ReviewModeration };
  /** The owner's decisions kept in the database (issue 17), the same for every instance. */
  settings: StoreSettings;
  /** Sign-ups and unsubscribes, and the staff's list of subscribers with their consent (issue 17). */
  newsletter: NewsletterService & { admin: NewsletterAdmin };
  /**
   * The marketing flows that bring shoppers back (issue 46, decision 0110): their planned messages, consent,
   * holdout, frequency cap and sending sweep, their signed links and the owner's settings; `admin`, the owner's
   * controls and each flow's results against its holdout (decision 0113).
   */
  retention: { messages: FlowMessages; links: FlowLinks; admin: FlowAdmin; texts: FlowTextsAdmin; abandonedCheckouts: AbandonedCheckouts };
  /** The people who run the store: accounts, sessions and the audit log (issue 16). */
  staff: StaffServices & { signIn: StaffSignInProtection };
  monitoring: MonitoringService;
  /** The domain events as the staff read them, and the owner's retry of one that failed for good (decision 0087). */
  eventLog: EventLog;
  /** Proof of the shoppers' cookie choices (decision 0053). */
  consent: CookieConsents;
  /**
   * Delivers the domain events modules publish (decision 0084) to the handlers registered here: what an order's
   * confirmation, cancellation and refund do beyond its state (decision 0086). Services deliver their own events at
   * once after their transaction commits; the 5-second loop (`server/jobs/domain-event-dispatch.ts`) retries the rest.
   */
  events: EventDispatcher;
  mailer: Mailer;
  /** Counters in the database, shared by every instance and kept across restarts (decision 0026). */
  limits: { rates: RateLimits; auth: AuthLimits };
}

/**
 * The signing key is found (and, in production on PGlite, written beside the data) when it is first used,
 * not when the platform is built: a test or a tool that builds it writes nothing. Payment results and
 * review voter keys share it, each under its own purpose.
 */
function onFirstUse(find: () => string): () => string {
  let secret: string | undefined;
  return () => (secret ??= find());
}

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
  authLimitRules = AUTH_LIMIT_RULES,
  rateLimitNamespace,
}: PlatformOptions): Platform {
  // The mailer renders an email's invoice when it sends it; the invoices module, built below, draws it.
  const mailer = createConfiguredMailer({
    db,
    config,
    logger,
    transport: mailTransport,
    now: clock,
    renderAttachment: (ref) => invoices.renderAttachment(ref),
    onPermanentRejection: (recipient) => flowMessages.suppressAddress(recipient, "bounced"),
  });
  const branding = mailBranding(config);
  const notifyStaff = createStaffNotices({ mailer, branding });
  const storeNotify = config.storeNotify;
  const invoiceSettings = { company: config.company, series: config.invoiceSeries };
  const invoicing = {
    settings: invoiceSettings,
    mailer,
    branding,
    recipientOf: (order: OrderRow) => updateRecipient(branding.baseUrl, order),
  };
  const invoices = createInvoices({
    db,
    clock,
    invoicing,
    gateway: config.anaf ? createAnafGateway(config.anaf) : undefined,
    refreshTokenIssuedOn: config.anaf?.refreshTokenIssuedOn,
    notifyStaff,
    audit: recordAudit,
    onError: (details, message) => logger.error(details, message),
  });

  const rates = createRateLimitStore({
    db,
    clock,
    namespace: rateLimitNamespace,
    onSweepError: (error) => logger.warn({ err: error }, "expired rate-limit counters could not be deleted; the next sweep tries again"),
  });

  const catalog = createCatalog(db);
  const stockBackOffice = createStockBackOffice({ db, clock, mailer, branding, audit: recordAudit, catalog, storeNotify });
  const catalogAdmin = createCatalogAdmin({
    db,
    clock,
    audit: recordAudit,
    recountStock: stockBackOffice.recount,
    production: config.nodeEnv === "production",
  });
  // SHIPPING_FLAT_RATE stays what a store that never set its shipping charges (decision 0038).
  const settings = createStoreSettings({
    db,
    clock,
    audit: recordAudit,
    fallbacks: { "shipping.terms": { flatRateMinor: config.shippingFlatRateMinor, freeFromMinor: FREE_SHIPPING_THRESHOLD_MINOR } },
  });
  const exchangeRates = createExchangeRateService(db);
  const discounts = createDiscountService({ db, clock, brandName: config.brandName, hasPreviousOrder });
  const newsletter = createNewsletterService({
    db,
    consentTexts: loadConsentTexts(config.brandName),
    personalCodes: discounts.issuePersonalCode,
    mailer,
    branding,
    // The flow messages are made further down; a sign-up only comes once the platform is built.
    onFirstSignup: (tx, signup) => planWelcomeSeries(flowMessages)(tx, signup),
    now: clock,
  });
  const customers = createCustomerServices({
    db,
    mailer,
    branding,
    clock,
    onBackgroundError: (error, message) => logger.error({ err: error }, message),
    marketingConsent: (tx, { given, ...change }) =>
      given ? newsletter.recordConsent(tx, { ...change, via: "account" }) : newsletter.withdrawConsent(tx, { ...change, via: "account" }),
  });
  const newsletterAdmin = createNewsletterAdmin({ db, clock, audit: recordAudit });
  const backInStock = createBackInStock({
    db,
    clock,
    mailer,
    branding,
    catalog,
    recordMarketingConsent: (tx, consent) => newsletter.recordConsent(tx, { ...consent, via: "back_in_stock" }),
    orderTimes: createVariantOrderTimes(db),
  });

  if (!config.paymentSigningSecret && config.nodeEnv === "development") {
    logger.warn(
      {},
      "PAYMENT_SIGNING_SECRET is not set: payment results are signed with a key of this process only, so links from before a restart will not verify",
    );
  }
  const signingSecret = onFirstUse(() => resolvePaymentSigningSecret(config).secret);
  const subscriptionLinks = createSubscriptionLinks({ secret: signingSecret, baseUrl: config.baseUrl, clock });
  const withdrawalLinks = createWithdrawalLinks({ secret: signingSecret, baseUrl: config.baseUrl, clock });
  const returnLinks = createReturnLinks({ secret: signingSecret, clock });
  const orderLinks = createOrderLinks({ secret: signingSecret, baseUrl: config.baseUrl, clock });
  const flowLinks = createFlowLinks({ secret: signingSecret, baseUrl: config.baseUrl, clock });
  const refillFacts: RefillFacts = {
    orderOf: refillOrderFacts,
    supplyOf: productSupply,
    subscribedTo: subscribedProducts,
    orderedSince: productsOrderedSince,
  };
  const flowSettings: FlowSettingsStore = {
    get: (tx) => settings.get("retention.flows", tx),
    set: (value, actor) => settings.set("retention.flows", value, actor),
  };
  // What a checkout's snapshot names, as the catalogue sells it: the product's title in the shopper's language and
  // how the variant is bought (a subscription variant ships at its own interval).
  const checkoutVariantsOf: CheckoutVariantsOf = async (tx, variantIds, language) => {
    const forSale = await catalog.variantsForSale(variantIds, language, tx);
    return new Map(
      [...forSale].map(([id, { product, variant, metafields }]) => [
        id,
        {
          handle: product.handle,
          title: product.title,
          variantTitle: variant.title === "Default Title" ? "" : variant.title,
          purchase: subscriptionType({ title: variant.title, metafields: customMetafields(metafields) }) ?? "once",
          unitPriceMinor: variant.priceMinor,
        },
      ]),
    );
  };
  // The last abandoned-checkout email's code: the owner's, while promotions still honours it.
  const incentiveCodeOf = async (tx: Database) => {
    const code = (await settings.get("retention.flows", tx)).flows.abandoned_checkout.incentiveCode;
    if (!code) return null;
    const validation = await discounts.validate({ code }, tx);
    return validation.valid ? validation.code : null;
  };
  const flowMessages = createFlowMessages({
    db,
    clock,
    mailer,
    branding,
    links: flowLinks,
    settings: flowSettings,
    texts: {
      get: (tx) => settings.get("retention.texts", tx),
      set: (value, actor) => settings.set("retention.texts", value, actor),
    },
    facts: { newsletterStanding, isCustomer: (tx, email) => hasPreviousOrder(email, tx) },
    renderers: {
      review_request: renderReviewRequestMessage,
      refill_reminder: renderRefillReminderMessage,
      welcome: renderWelcomeMessage,
      abandoned_checkout: renderAbandonedCheckoutMessage,
    },
    dueChecks: {
      refill_reminder: refillDueCheck(refillFacts),
      welcome: welcomeDueCheck(flowSettings),
      abandoned_checkout: abandonedCheckoutDueCheck(incentiveCodeOf),
    },
    forget: (now) => forgetAbandonedCheckouts(db, now),
    onError: (details, message) => logger.error(details, message),
  });
  const abandonedCheckouts = createAbandonedCheckouts({ db, clock, messages: flowMessages, variantsOf: checkoutVariantsOf });
  const flowAdmin = createFlowAdmin({
    store: flowMessages.settings,
    codeHonoured: async (code) => (await discounts.validate({ code })).valid,
    lastChange: () => settings.entry("retention.flows"),
    results: createFlowResults({ db, addressOrders: createAddressOrders(db) }),
    backInStockFigures: (range) => backInStock.periodFigures(range),
  });
  const flowTexts = createFlowTextsAdmin({
    db,
    store: flowMessages.texts,
    lastChange: () => settings.entry("retention.texts"),
    emails: FLOW_EMAILS,
    branding,
    mailer,
  });
  // One event's handlers run in this order: a handler reads what earlier ones wrote (decision 0086) — the
  // subscription and the invoice before the confirmation email, the store credit given back before its credit note.
  const invoiceConfirmed = invoiceOnConfirmation(invoiceSettings);
  const eventHandlers: EventHandler[] = [
    startSubscriptionOnConfirmation,
    invoiceConfirmed,
    confirmationEmails({
      mailer,
      branding,
      storeNotify,
      subscriptionPages: subscriptionLinks,
      orderPages: orderLinks,
      after: [startSubscriptionOnConfirmation.name, invoiceConfirmed.name],
    }),
    closeOpenAttemptsOfOrder,
    releaseDiscountOfOrder,
    releaseStockOfOrder,
    giveBackStoreCredit,
    endSubscriptionWithOrder,
    creditNotesOfOrder(invoicing, { creditGivenBack: orderCreditGivenBack, after: giveBackStoreCredit.name }),
    ...reviewRequestHandlers({ messages: flowMessages, factsOf: reviewRequestFacts }),
    ...refillReminderHandlers({ messages: flowMessages, facts: refillFacts }),
    ...abandonedCheckoutHandlers({ emailOf: async (tx, orderId) => (await refillOrderFacts(tx, orderId))?.email ?? null }),
    returnAwbEmail({ mailer, branding, links: withdrawalLinks }),
  ];
  const events = createEventDispatcher({
    db,
    clock,
    handlers: eventHandlers,
    onError: (details, message) => logger.error(details, message),
  });
  const deliverEvents: DeliverEvents = events.deliverAggregate;
  const sandbox = config.paymentsSandbox
    ? createSandboxProvider({ baseUrl: config.baseUrl, signer: lazySigner(signingSecret) })
    : undefined;
  const stripe = config.stripe
    ? createStripeProvider({ settings: config.stripe, baseUrl: config.baseUrl, brandName: config.brandName })
    : undefined;
  // Drafts included: the back office names every product a code or a review concerns.
  const productTitles = (ids: readonly number[], language: Locale) => catalogAdmin.titlesOf(ids, language);
  const payments = createPaymentService({
    db,
    orderMoves: paymentOrderMoves,
    sandbox,
    stripe,
    unpaidOrderTtlMinutes: config.unpaidOrderTtlMinutes,
    clock,
    deliverEvents,
    onAnomaly: (details, message) => logger.error(details, message),
  });
  const vatRates = createVatRates({ db, clock, audit: recordAudit });
  // The owner's zones once saved; until then the defaults, with the shipping terms as Romania's (decisions 0038, 0056).
  const shippingZones = async (tx: Database = db): Promise<ShippingZones> =>
    (await settings.get("shipping.zones", tx)) ?? defaultShippingZones(await settings.get("shipping.terms", tx));
  const pricing = createOrderPricing({
    db,
    catalog,
    exchangeRates,
    destinationRules: async (tx) => ({
      zones: await shippingZones(tx),
      ossActive: await settings.get("vat.ossActive", tx),
      vatRates: await vatRates.rates(tx),
    }),
  });
  const storeContent = createStoreContent({ db, clock, audit: recordAudit });
  const sandboxCourier = config.courierSandbox
    ? createSandboxCourier({ now: clock, lastAwbNumber: () => lastSandboxAwbNumber(db) })
    : undefined;
  const couriers = courierRegistry(configuredCouriers(config.couriers, sandboxCourier, clock));
  const pickupPoints = createPickupPoints({ db, clock, couriers });
  const orders = createOrderService({
    db,
    pickupPoints: (tx, request) => checkPickupPoint(pickupPoints, tx, request),
    termsVersion: (tx) => storeContent.lockedTermsVersion(tx),
    recordMarketingConsent: (tx, consent) => newsletter.recordConsent(tx, consent),
    pricing,
    discounts,
    payments,
    clock,
    deliverEvents,
    registerAccount: (registration) => customers.auth.register(registration),
    onError: (details, message) => logger.error(details, message),
  });

  const charges = createSubscriptionCharges({
    db,
    clock,
    payments,
    notifyStaff,
    mailer,
    branding,
    subscriptionPages: subscriptionLinks,
    deliverEvents,
    onError: (details, message) => logger.error(details, message),
  });
  const renewals = createSubscriptionRenewals({
    db,
    pricing,
    payments,
    clock,
    deliverEvents,
    chargeCard: (subscriptionId, cycle, now) => charges.chargeRenewal(subscriptionId, cycle, now),
    onError: (details, message) => logger.error(details, message),
  });
  const cardSetups = createSubscriptionCardSetups({ db, clock, payments, mailer, branding, links: subscriptionLinks, charges });
  const uploads = createUploadStore(config.dataDir);
  const subscriptionActions = createSubscriptionActions({
    db,
    clock,
    mailer,
    branding,
    catalog,
    renewals,
    charges,
    cardSetups,
    links: subscriptionLinks,
    savedAddresses: async (customerId) => (await customers.addresses.list(customerId)).addresses,
    audit: recordAudit,
    notifyStaff,
  });

  const orderBackOffice = createOrderBackOffice({
    db,
    clock,
    mailer,
    branding,
    payments,
    audit: recordAudit,
    lowStock: (threshold) => catalog.lowStock(threshold),
    invoicing,
    deliverEvents,
  });
  const parcelMoves = createParcelMoves({
    actions: orderBackOffice,
    invoicing,
    trackingUrl: (orderNumber) => `${config.baseUrl}/track-order?order=${orderNumber}`,
  });
  const returnBackOffice = createReturnBackOffice({
    db,
    clock,
    mailer,
    branding,
    audit: recordAudit,
    payments,
    invoicing,
    links: withdrawalLinks,
  });
  const awbs = createAwbs({ db, clock, couriers, parcelMoves, audit: recordAudit });
  const { company } = config;
  const returnAwbs = createReturnAwbs({
    db,
    awbs,
    shipments: createReturnShipments({
      db,
      clock,
      couriers,
      audit: recordAudit,
      deliverEvents,
      shop: {
        name: company.legalName,
        phone: company.phone,
        email: company.email,
        company: company.legalName,
        county: company.address.county,
        city: company.address.city,
        street: company.address.street,
        postalCode: company.address.postalCode,
        country: company.address.countryCode,
      },
    }),
  });
  const tracking = createTracking({
    db,
    clock,
    couriers,
    parcelMoves,
    returnParcelMoves: createReturnParcelMoves({ backOffice: returnBackOffice }),
    deliverMail: (mailIds) => mailer.deliver(mailIds),
  });
  return {
    config,
    logger,
    clock,
    db,
    uploads,
    catalog: {
      catalog,
      exchangeRates,
      rateEditor: createExchangeRateEditor({ db, clock, audit: recordAudit }),
      requestLoader: (locale) => createCatalogLoader(catalog, locale),
      admin: catalogAdmin,
      mandatoryInformation: (productId, language) => shopperMandatoryInformation(db, productId, language),
      backInStock,
    },
    content: {
      blog: createBlogContent(db),
      admin: createBlogAdmin({ db, clock, audit: recordAudit }),
      store: storeContent,
    },
    customers: {
      ...customers,
      backOffice: createCustomerBackOffice({
        db,
        clock,
        mailer,
        branding,
        audit: recordAudit,
        orderFacts: {
          orderCount: confirmedOrderCount,
          spentRonMinor: confirmedSpentRonMinor,
          ordersOf: (customerId, email) => customerOrders(db, customerId, email),
          subscriptionsOf: (customerId, email) => customerSubscriptions(db, customerId, email),
          returnsOf: (customerId, email) => customerReturns(db, customerId, email),
          storeCreditOf: (customerId) => customerStoreCredit(db, customerId),
        },
        consents: { subscribed: hasNewsletterConsent, consentOf: (email) => newsletterAdmin.consentOf(email) },
      }),
    },
    orders: {
      orders,
      pricing,
      discounts,
      payments,
      lookup: createOrderLookup(db),
      subscriptions: createSubscriptionPortal({ db, catalog }),
      subscriptionLinks,
      renewals,
      charges,
      reminders: createSubscriptionReminders({
        db,
        pricing,
        clock,
        mailer,
        branding,
        links: subscriptionLinks,
        daysBefore: config.subscriptionReminderDays,
        onError: (details, message) => logger.error(details, message),
      }),
      subscriptionActions,
      cardSetups,
      withdrawalLinks,
      returnLinks,
      orderLinks,
      returns: createCustomerReturns({
        db,
        clock,
        mailer,
        branding,
        discardPhotos: async (files) => {
          await Promise.all(files.map((file) => uploads.removePrivate("returns", file)));
        },
        payments,
        deliverEvents,
        links: withdrawalLinks,
        notifyStaff,
      }),
      returnBackOffice,
      returnAwbs,
      storeCredit: createStoreCredit({ db, clock, audit: recordAudit }),
      stock: stockBackOffice,
      subscriptionBackOffice: createSubscriptionBackOffice({ db, clock, catalog, actions: subscriptionActions }),
      backOffice: orderBackOffice,
      invoices,
      discountAdmin: createDiscountAdmin({
        db,
        clock,
        audit: recordAudit,
        brandName: config.brandName,
        products: {
          idsOf: async (handles) => {
            const found = await Promise.all(
              handles.map(async (handle) => [handle, (await catalog.productByHandle(handle, "ro"))?.id] as const),
            );
            return new Map(found.filter((entry): entry is readonly [string, number] => entry[1] !== undefined));
          },
          titlesOf: productTitles,
        },
      }),
      vatRates,
      safetyFile: createSafetyFile(db),
    },
    shippingZones,
    shipping: {
      couriers,
      awbs,
      tracking,
      desk: createAwbDesk({ db, awbs, tracking, couriers, shippingZones, clock }),
      pickupPoints,
      parcels: createShopperParcels({ db }),
      sandboxCourier,
      parcelTasks: createParcelTasks({ db, clock, audit: recordAudit }),
      remittances: createRemittances({ db, clock, couriers, parcelMoves, deliverMail: (mailIds) => mailer.deliver(mailIds) }),
      codReconciliation: createCodReconciliation({ db, clock }),
    },
    reviews: {
      reviews: createReviewService({
        db,
        products: catalog,
        isVerifiedBuyer: createPurchaseCheck(db),
        holdUnverified: () => settings.get("reviews.holdUnverified"),
      }),
      voterKeys: createVoterKeys(signingSecret),
      moderation: createReviewModeration({
        db,
        clock,
        audit: recordAudit,
        products: {
          idOf: async (handle) => (await catalog.productByHandle(handle, "ro"))?.id ?? null,
          titlesOf: productTitles,
        },
      }),
    },
    settings,
    newsletter: {
      ...newsletter,
      admin: newsletterAdmin,
    },
    retention: { messages: flowMessages, links: flowLinks, admin: flowAdmin, texts: flowTexts, abandonedCheckouts },
    staff: {
      ...createStaffServices({ db, clock, invitations: { mailer, branding } }),
      signIn: createStaffSignInProtection({ db, clock, mailer, branding, signingSecret }),
    },
    monitoring: createMonitoringService({ db }),
    eventLog: createEventLog({ db, clock, audit: recordAudit }),
    consent: createCookieConsents({ db, clock }),
    events,
    mailer,
    limits: { rates, auth: createAuthLimits({ rates, rules: authLimitRules }) },
  };
}

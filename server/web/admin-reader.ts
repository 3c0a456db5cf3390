/**
 * The admin pages' view of the orders (issue 16), the reviews queue, the catalogue, the blog, the discount codes,
 * the store content, the settings, the customers and the newsletter (issue 17), the subscriptions (issue 18), the returns (issue 19),
 * the domain events of an order and those that failed for good (decision 0087), on the load context
 * beside the staff reader: each
 * read declares what it needs through the admin's door (`permit`, ./admin-read-door.ts), as the REST routes do, and
 * answers null to a member it refuses. Dates leave as ISO strings, as loader data must.
 */
import { backupStatus, type BackupStatus, type RestoreDrillFacts } from "#domain/backup-status";
import { lastGoodBackupAt } from "../backups/backups.ts";
import { readRestoreDrills } from "../backups/restore-drill.ts";
import { backupStoreFacts } from "../backups/store-backups.ts";
import type { CustomerFilter } from "#domain/admin/customers";
import { addDays, type DashboardPeriod } from "#domain/admin/dashboard";
import { instantFromShopLocal } from "#domain/dates";
import type { SubscriberFilter } from "#domain/admin/newsletter";
import type { OrderFilter } from "#domain/admin/orders";
import type { ArticleFilter } from "#domain/admin/articles";
import { readProductFilter, type ProductChoice, type ProductFilter } from "#domain/admin/products";
import type { DiscountFilter } from "#domain/admin/discounts";
import type { ReturnFilter } from "#domain/admin/returns";
import { accountantMonth, reconcilableMonth, type AdminInvoiceFilter, type ReconciliationReading } from "#domain/admin/invoices";
import { shopCalendarDay } from "#domain/order-subscription-dates";
import { readReportPeriod, type ReportsReading } from "#domain/admin/reports";
import { readGrowthTouch, type GrowthReading } from "#domain/admin/growth";
import type { Attribution, GrowthReport } from "#server/commerce/marketing/module";
import type { InvoiceService, IssuerChoice, VatRatesService } from "#server/commerce/invoicing/module";
import type { SafetyFile, OrderBackOffice } from "#server/commerce/orders/module";
import type { ReviewFilter } from "#domain/admin/reviews";
import { readFlowPeriod, type FlowsPageView } from "#domain/admin/flows";
import type { FlowAdmin, FlowTextsAdmin } from "#server/commerce/retention/module";
import type { FlowTextsView } from "#domain/flow-texts";
import type { SubscriptionFilter } from "#domain/admin/subscriptions";
import type { Language } from "#domain/locale";
import type { CatalogAdmin, ExchangeRateEditor, StockBackOffice, BackInStock, WaitingShoppers } from "#server/commerce/catalog/module";
import type { BlogAdmin, FinderService, StoreContent } from "#server/commerce/content/module";
import { CONTENT_PAGES } from "#domain/store-content";
import type { BarrierReports, CustomerBackOffice } from "#server/commerce/customers/module";
import type { BarrierFilter } from "#domain/accessibility-barriers";
import type { NewsletterAdmin } from "#server/commerce/newsletter/module";
import { orderListRowJson } from "#server/commerce/orders/module";
import type { DiscountAdmin, PromotionAdmin } from "#server/commerce/promotions/module";
import type { WebhookAdmin } from "#server/commerce/webhooks/module";
import type { ReturnAwbs, ReturnBackOffice } from "#server/commerce/returns/module";
import type { VariantStockView } from "#domain/stock-ledger";
import type { ReviewModeration } from "#server/commerce/reviews/module";
import type { SaveOfferResults, SubscriptionBackOffice } from "#server/commerce/subscriptions/module";
import type { StoreSettings } from "#server/commerce/settings/module";
import { ossView, zonesView } from "#server/commerce/settings/module";
import {
  anpcSettingsView,
  conversionSettingsView,
  feedSettingsView,
  licencesSettingsView,
  shippingByHandView,
  backupRhythmView,
} from "#domain/admin/settings";
import type { ConversionAccounts } from "#server/config-conversions";
import type { ShippingZones } from "#domain/shipping-zones";
import type { ParcelTasks, AwbDesk, CodReconciliation } from "#server/commerce/shipping/module";
import type { AdminDomainEvent } from "#domain/admin/domain-events";
import type { DomainEventRow, EventDispatcher } from "#server/events/dispatcher";
import type { EventLog, LoggedEvent } from "#server/events/event-log";
import type { AdminParcels } from "#domain/admin/shipments";
import type { staffReader } from "./staff-reader.ts";
import { readDoor } from "./admin-read-door.ts";
import type { Platform } from "#server/platform";
import type { CodFilter } from "#domain/cod-reconciliation";
import type { ClaimsFilter } from "#domain/admin/claims";
import { claimsReport } from "./claims-report.ts";
import { readLaunchChecklist, type LaunchConfig } from "./launch-checklist.ts";

/** How many dead events the audit page lists: more than a handful means a handler is broken, not an event. */
export const DEAD_EVENTS_SHOWN = 100;

/** An event for the admin's pages: its delivery in words the page picks, its order's number when it has one. */
export function adminDomainEvent(event: DomainEventRow & { handledBy?: LoggedEvent["handledBy"] }): AdminDomainEvent {
  const orderNumber = event.aggregateType === "order" ? event.payload.orderNumber : undefined;
  const at = event.settledAt?.toISOString() ?? null;
  return {
    id: event.id,
    type: event.type,
    aggregateType: event.aggregateType,
    aggregateId: event.aggregateId,
    orderNumber: typeof orderNumber === "number" ? orderNumber : null,
    createdAt: event.createdAt.toISOString(),
    delivery:
      event.state === "done"
        ? { state: "done", at }
        : event.state === "dead"
          ? { state: "dead", attempts: event.attempts, lastError: event.lastError, at }
          : { state: "pending", attempts: event.attempts, nextAttemptAt: event.nextAttemptAt.toISOString(), lastError: event.lastError },
    handledBy: (event.handledBy ?? []).map(({ handler, handledAt }) => ({ handler, at: handledAt.toISOString() })),
  };
}

/** What the admin pages read through, from the platform's services. */
export interface AdminReaderServices {
  backOffice: OrderBackOffice;
  moderation: ReviewModeration;
  settings: StoreSettings;
  catalogAdmin: CatalogAdmin;
  blogAdmin: BlogAdmin;
  storeContent: StoreContent;
  finder: Pick<FinderService, "view">;
  rateEditor: ExchangeRateEditor;
  vatRates: VatRatesService;
  shippingZones: () => Promise<ShippingZones>;
  displayRates: () => Promise<ReadonlyMap<string, number>>;
  discounts: DiscountAdmin;
  /** The owner's automatic promotions (issue 68 item 1). */
  promotions: PromotionAdmin;
  customers: CustomerBackOffice;
  barrierReports: Pick<BarrierReports, "list" | "waiting">;
  newsletter: NewsletterAdmin;
  subscriptions: SubscriptionBackOffice;
  returns: ReturnBackOffice;
  returnAwbs: Pick<ReturnAwbs, "view">;
  invoices: InvoiceService;
  /** Who numbers the invoices (decision 0177): the owner's choice, shown on the invoices page. */
  issuerChoice: Pick<IssuerChoice, "view">;
  clock: () => Date;
  stock: StockBackOffice;
  backInStock: Pick<BackInStock, "waitingFor">;
  safetyFile: SafetyFile;
  events: Pick<EventDispatcher, "deadEvents">;
  eventLog: Pick<EventLog, "ofAggregate">;
  /** Where orders came from (the marketing module's credits, decision 0151). */
  attribution: Pick<Attribution, "creditOf">;
  parcelTasks: Pick<ParcelTasks, "open" | "ofOrder">;
  parcels: Pick<AwbDesk, "parcelsOf">;
  codReconciliation: Pick<CodReconciliation, "view">;
  flowAdmin: Pick<FlowAdmin, "settings" | "results">;
  flowTexts: Pick<FlowTextsAdmin, "view">;
  /** The cancel form's save offers against their holdout (subscriptions', decision 0170). */
  saveOfferResults?: SaveOfferResults;
  /** When the newest good backup was taken; null when BACKUP_DIR is unset. */
  lastGoodBackupAt: (() => Promise<Date | null>) | null;
  /** The restore drills recorded in BACKUP_DIR, newest first (decision 0181). */
  restoreDrills: () => Promise<RestoreDrillFacts[]>;
  /** Whether BACKUP_DIR is set and which database the backups copy (the settings page's backups section). */
  backupStore: ReturnType<typeof backupStoreFacts>;
  /** What the launch checklist reads of the configuration. */
  launchConfig: LaunchConfig;
  /** The store's address, which the product feeds' addresses on the settings page start with. */
  storeBaseUrl: string;
  /** The ad platforms the environment connects, whose public ids the conversions' settings show. */
  conversionAccounts: ConversionAccounts;
  growth: GrowthReport;
  webhooks: Pick<WebhookAdmin, "list" | "deliveries">;
}

type ReadDoor = ReturnType<typeof readDoor>;

/** The orders and what hangs on them: parcels, events, returns, documents, the courier's cash and the safety file. */
function orderReads(
  {
    backOffice,
    returns,
    returnAwbs,
    invoices,
    issuerChoice,
    safetyFile,
    eventLog,
    attribution,
    parcelTasks,
    parcels,
    codReconciliation,
    clock,
  }: AdminReaderServices,
  { permit, may }: ReadDoor,
) {
  return {
    orders: permit("orders.read", async (filter: OrderFilter) => {
      const { rows, total } = await backOffice.search(filter);
      return { orders: rows.map(orderListRowJson), total };
    }),
    order: permit("orders.read", async (orderNumber: number) => ({ order: await backOffice.detail(orderNumber) })),
    /** An order's parcels, their couriers' events and what a new AWB would be, with whether the member may make one. */
    orderParcels: permit("orders.read", async (orderNumber: number): Promise<AdminParcels | null> => {
      const [found, canShip] = await Promise.all([parcels.parcelsOf(orderNumber), may("orders.fulfil")]);
      return found && { ...found, canShip };
    }),
    /** What an order's lifecycle published (by the order's id, as the events name it) and how each was delivered. */
    orderEvents: permit("orders.read", async (orderId: number) =>
      (await eventLog.ofAggregate({ type: "order", id: orderId })).map(adminDomainEvent),
    ),
    /** Where an order came from (by the order's id): its first and last touch, or why it is unattributed. */
    orderSource: permit("orders.read", async (orderId: number) => ({ credit: await attribution.creditOf("order", orderId) })),
    /**
     * The parcels refused, coming back, back or lost that wait for staff (the dashboard's list, or one order's), and
     * whether this member may mark them done.
     */
    parcelTasks: permit("orders.read", async (orderNumber?: number) => {
      const [tasks, canClose] = await Promise.all([
        orderNumber === undefined ? parcelTasks.open() : parcelTasks.ofOrder(orderNumber),
        may("orders.fulfil"),
      ]);
      return { tasks, canClose };
    }),
    /** The couriers' cash on delivery (issue 43 item 7): for those who record it collected by hand. */
    codReconciliation: permit("orders.collect_cod", async (filter: CodFilter) => codReconciliation.view(filter)),
    /** The returns queue (issue 19 item 4): one page of the filter's, those waiting first. */
    returns: permit("orders.read", async (filter: ReturnFilter) =>
      returns.list({ status: filter.status, overdue: filter.overdue === "1", page: filter.page }),
    ),
    /** `return` null: no such return; `returnAwb` its newest return AWB, null when none was asked for. */
    returnDetail: permit("orders.read", async (id: number) => {
      const found = id > 0 && id <= 2_147_483_647 ? await returns.detail(id) : null;
      return { return: found, returnAwb: found ? await returnAwbs.view(id) : null };
    }),
    /** The invoices and credit notes, newest first, with what still waits for e-Factura (issue 21 item 7). */
    invoices: permit("invoices.read", async (filter: AdminInvoiceFilter) => {
      const today = shopCalendarDay(clock());
      const month = filter.month ?? accountantMonth(today);
      const [page, canSend, notices, view, issuer] = await Promise.all([
        invoices.list(filter),
        may("invoices.efactura"),
        invoices.notices(),
        reconcilableMonth(month, today) ? invoices.reconciliation(month) : null,
        may("settings.manage").then((allowed) => (allowed ? issuerChoice.view() : null)),
      ]);
      const reconciliation: ReconciliationReading = view ? { month, view } : { month, view: null, invalid: true };
      return { ...page, canSend, notices, reconciliation, issuer };
    }),
    /** An order's documents for its page; null when the member may not read invoices (the page shows none). */
    orderInvoices: permit("invoices.read", async (orderNumber: number) => invoices.forOrderNumber(orderNumber)),
    /** The owner's safety file (issue 40 item 6): customers' reports of adverse effects, newest first. */
    safetyFile: permit("safety.read", async (page: number) => {
      const found = await safetyFile.list(page);
      return { ...found, reports: found.reports.map((report) => ({ ...report, createdAt: report.createdAt.toISOString() })) };
    }),
  };
}

/** The dashboard, the reports and what the owner looks after: settings, flows, backups, the launch checklist, failed events. */
function ownerReads(
  {
    backOffice,
    settings,
    catalogAdmin,
    storeContent,
    rateEditor,
    vatRates,
    shippingZones,
    displayRates,
    clock,
    events,
    flowAdmin,
    flowTexts,
    saveOfferResults,
    lastGoodBackupAt,
    restoreDrills,
    backupStore,
    launchConfig,
    storeBaseUrl,
    conversionAccounts,
    growth,
  }: AdminReaderServices,
  { permit, may }: ReadDoor,
) {
  const currentBackupStatus = async (): Promise<BackupStatus> =>
    backupStatus(
      lastGoodBackupAt !== null,
      lastGoodBackupAt ? await lastGoodBackupAt() : null,
      clock(),
      await settings.get("backups.rhythm"),
      await restoreDrills(),
    );
  return {
    dashboard: permit("dashboard.read", async (period: DashboardPeriod) => backOffice.dashboard(period)),
    /** The dashboard's line on backups (decisions 0101, 0179): for whoever reads the dashboard. */
    backupStatus: permit("dashboard.read", currentBackupStatus),
    /** What is left before the first real order (issue 64 item 2, decision 0127): the owner's, who can fix it. */
    launchChecklist: permit("settings.manage", async () => {
      return readLaunchChecklist({
        config: launchConfig,
        settings,
        storeContent,
        catalogAdmin,
        backup: currentBackupStatus,
      });
    }),
    /** The reports of the period the query names, or why the period is refused (issue 40 item 8). */
    reports: permit("reports.read", async (query: URLSearchParams): Promise<ReportsReading> => {
      const reading = readReportPeriod(query, clock());
      if (!reading.ok) return { ...reading, from: query.get("from") ?? "", to: query.get("to") ?? "" };
      return { ok: true, view: await backOffice.reports(reading.period) };
    }),
    /** Where the period's sales came from (issue 67 item 2): the reports' period, the touch the query names. */
    growth: permit("reports.read", async (query: URLSearchParams): Promise<GrowthReading> => {
      const touch = readGrowthTouch(query) ?? "last";
      const reading = readReportPeriod(query, clock());
      if (!reading.ok) return { ...reading, from: query.get("from") ?? "", to: query.get("to") ?? "", touch };
      return { ok: true, view: await growth.view(reading.period, touch) };
    }),
    /** The flows' settings and a period's results (the last 30 days unless the query names days): the owner only. */
    flows: permit("settings.manage", async (query: URLSearchParams): Promise<FlowsPageView> => {
      const reading = readFlowPeriod(query, clock());
      // Whole shop days, as the flows' results: from the first day's midnight in Bucharest to the midnight after the last.
      const range = reading.ok
        ? {
            start: instantFromShopLocal(`${reading.period.from}T00:00`)!,
            end: instantFromShopLocal(`${addDays(reading.period.to, 1)}T00:00`)!,
          }
        : null;
      const [flowSettings, results, saveSettings, saveResults] = await Promise.all([
        flowAdmin.settings(),
        reading.ok ? flowAdmin.results(reading.period) : null,
        settings.get("subscriptions.saveOffers"),
        range && saveOfferResults ? saveOfferResults.forPeriod(range) : null,
      ]);
      const periodError = reading.ok
        ? null
        : { field: reading.field, problem: reading.problem, from: query.get("from") ?? "", to: query.get("to") ?? "" };
      return { settings: flowSettings, results, periodError, saveOffers: { settings: saveSettings, results: saveResults } };
    }),
    /** A flow's email texts for their editor (decision 0116): the owner only; `missing` for a flow the store lacks. */
    flowTexts: permit(
      "settings.manage",
      async (flow: string): Promise<FlowTextsView | "missing"> => (await flowTexts.view(flow)) ?? "missing",
    ),
    settings: permit("settings.manage", async () => {
      const [zones, vatRateList, oss, exchangeRates, holdUnverified, sol, licences, byHand, rhythm, feedToken, conversions] =
        await Promise.all([
          zonesView(settings, shippingZones),
          vatRates.list(),
          ossView(settings, vatRates, displayRates),
          rateEditor.list(),
          settings.get("reviews.holdUnverified"),
          settings.entry("anpc.solUrl"),
          settings.entry("licences.list"),
          settings.entry("shipping.byHand"),
          settings.entry("backups.rhythm"),
          settings.entry("feeds.token"),
          settings.entry("conversions.settings"),
        ]);
      return {
        zones,
        vatRates: vatRateList,
        oss,
        exchangeRates,
        holdUnverified,
        anpc: anpcSettingsView(sol),
        licences: licencesSettingsView(licences),
        shippingByHand: shippingByHandView(byHand),
        backups: backupRhythmView(rhythm, backupStore),
        feeds: feedSettingsView(storeBaseUrl, feedToken),
        conversions: conversionSettingsView(conversionAccounts, conversions),
      };
    }),
    /** The events that failed for good, newest first, for the audit page; whether this member may retry them. */
    deadEvents: permit("audit.read", async () => {
      const [dead, canRetry] = await Promise.all([events.deadEvents(DEAD_EVENTS_SHOWN), may("events.retry")]);
      return { events: dead.map((event) => adminDomainEvent(event)), canRetry, shownAtMost: DEAD_EVENTS_SHOWN };
    }),
  };
}

/** The customers, their subscriptions and the newsletter's subscribers. */
function customerReads(
  { customers, newsletter, subscriptions, barrierReports }: AdminReaderServices,
  { permit, may }: ReadDoor,
  language: Language,
) {
  return {
    /** Shoppers' reports of accessibility barriers (decision 0145): customer support's task list. */
    barrierReports: permit("customers.read", async (filter: BarrierFilter) => {
      const [page, canHandle] = await Promise.all([barrierReports.list(filter), may("customers.manage")]);
      return { ...page, canHandle };
    }),
    barrierReportsWaiting: permit("customers.read", async () => barrierReports.waiting()),
    customers: permit("customers.read", async (filter: CustomerFilter) => customers.list(filter)),
    customer: permit("customers.read", async (id: number) => ({ customer: await customers.detail(id) })),
    subscriptions: permit("subscriptions.read", async (filter: SubscriptionFilter) => {
      const [page, canManage] = await Promise.all([subscriptions.list(filter, language), may("subscriptions.manage")]);
      return { ...page, canManage };
    }),
    /** `subscription` null: no such subscription. */
    subscription: permit("subscriptions.read", async (id: number) => {
      const [subscription, canManage] = await Promise.all([subscriptions.detail(id, language), may("subscriptions.manage")]);
      return { subscription, canManage };
    }),
    newsletter: permit("newsletter.read", async (filter: SubscriberFilter) => newsletter.list(filter)),
  };
}

/** The catalogue and what is said about it: products, stock, reviews, discount codes, articles, store content, claims. */
function catalogueReads(
  {
    moderation,
    settings,
    catalogAdmin,
    blogAdmin,
    storeContent,
    finder,
    discounts,
    promotions,
    shippingZones,
    stock,
    backInStock,
  }: AdminReaderServices,
  { permit, may }: ReadDoor,
  language: Language,
) {
  /** Every product, drafts too, in catalogue order: what a code may be limited to, what reviews are filtered by. */
  const productChoices = async (): Promise<ProductChoice[]> =>
    (await catalogAdmin.list(readProductFilter(new URLSearchParams()), language)).map(({ handle, title }) => ({ handle, name: title }));
  return {
    /** Units back at the shop waiting for a member's look (issue 64 item 4). */
    stockInspections: permit("catalog.manage", async () => ({ inspections: await stock.toInspect(language) })),
    /** What the claims checker flags across today's copy (issue 44): the owner's, who answers for the store's words. */
    claimsCheck: permit("catalog.manage", async (filter: ClaimsFilter) =>
      claimsReport({ catalogAdmin, blogAdmin, storeContent, moderation }, filter, language),
    ),
    products: permit("catalog.manage", async (filter: ProductFilter) => ({ products: await catalogAdmin.list(filter, language) })),
    /** The product editor's reading: `product` null when there is no such product. */
    product: permit("catalog.manage", async (id: number | null) => {
      if (id === null) return { product: null, claims: null };
      const [product, claims] = await Promise.all([catalogAdmin.editable(id, language), catalogAdmin.productClaims(id)]);
      return { product, claims };
    }),
    /** A variant's stock and its movements (issue 40 item 5): null stock view when it is not this product's. */
    variantStock: permit(
      "catalog.manage",
      async (productId: number | null, variantId: number | null, page: number): Promise<{ stock: VariantStockView | null }> => {
        if (productId === null || variantId === null) return { stock: null };
        const [product, ledger, waiting] = await Promise.all([
          catalogAdmin.product(productId, language),
          stock.ledger(variantId, page),
          backInStock.waitingFor(productId),
        ]);
        const variant = product?.variants.find((candidate) => candidate.id === variantId);
        if (!product || !variant || !ledger) return { stock: null };
        const source = product.variants.find((candidate) => candidate.id === ledger.stockFromVariantId);
        return {
          stock: {
            variantId,
            productId,
            productTitle: product.title,
            variantTitle: variant.title,
            sku: variant.sku,
            stockQuantity: ledger.stockQuantity,
            lowStockThreshold: ledger.lowStockThreshold,
            stockFrom: source ? { variantId: source.id, title: source.title || source.sku } : null,
            waiting: waitingOf(waiting, variantId),
            movements: ledger.movements,
            page: ledger.page,
            pages: ledger.pages,
          },
        };
      },
    ),
    reviews: permit("reviews.moderate", async (filter: ReviewFilter) => {
      const [page, holdUnverified, products] = await Promise.all([
        moderation.list(filter, language),
        settings.get("reviews.holdUnverified"),
        productChoices(),
      ]);
      return { ...page, holdUnverified, products };
    }),
    discounts: permit("discounts.read", async (filter: DiscountFilter) => ({
      discounts: await discounts.list(filter, language),
      canManage: await may("discounts.manage"),
    })),
    /** The code's form data, or `{discount: null}` for a new one; null when the member may not manage codes. */
    discount: permit("discounts.manage", async (code: string | null) => {
      const [discount, products] = await Promise.all([code === null ? null : discounts.get(code, language), productChoices()]);
      return { discount, products };
    }),
    promotions: permit("discounts.read", async () => ({
      promotions: await promotions.list(language),
      canManage: await may("discounts.manage"),
    })),
    /** A promotion's form data, or `{promotion: null}` for a new one; null when the member may not manage promotions. */
    promotion: permit("discounts.manage", async (id: number | null) => {
      const [promotion, zones] = await Promise.all([id === null ? null : promotions.get(id, language), shippingZones()]);
      return { promotion, zones: zones.zones.map((zone) => ({ id: zone.id, name: zone.name[language] })) };
    }),
    articles: permit("content.manage", async (filter: ArticleFilter) => {
      const [page, blogs] = await Promise.all([blogAdmin.list(filter, language), blogAdmin.blogs(language)]);
      return { ...page, blogs };
    }),
    /** `article` null: no such article; without an id, the blogs a new article may go to. */
    article: permit("content.manage", async (id: number | null) => {
      const [article, blogs] = await Promise.all([id === null ? null : blogAdmin.article(id), blogAdmin.blogs(language)]);
      return { article, blogs };
    }),
    /** Every content page with its defaults, the owner's overrides and version (decision 0042). */
    content: permit("content.manage", async () => ({ pages: await Promise.all(CONTENT_PAGES.map((page) => storeContent.view(page))) })),
    /** The supplement finder's quiz (decision 0159) and the products its answers may point to. */
    finder: permit("content.manage", async () => {
      const [view, products] = await Promise.all([finder.view(), productChoices()]);
      return { finder: view, products };
    }),
  };
}

export function adminReader(services: AdminReaderServices, staff: Pick<ReturnType<typeof staffReader>, "allowed">, language: Language) {
  const door = readDoor(staff);
  return {
    ...orderReads(services, door),
    ...ownerReads(services, door),
    ...customerReads(services, door, language),
    ...catalogueReads(services, door, language),
    /** The owner's webhook endpoints (decision 0171), and the delivery log of the one the page opened (null: none). */
    webhooks: door.permit("webhooks.manage", async (endpointId: number | null) => {
      const endpoints = await services.webhooks.list();
      const open = endpointId !== null && endpoints.some((endpoint) => endpoint.id === endpointId) ? endpointId : null;
      return { endpoints, openEndpointId: open, deliveries: open === null ? null : await services.webhooks.deliveries(open) };
    }),
  };
}

/** The admin pages' reader over the platform's services, for the member `staff` reads from the request. */
export type AdminReaderPlatform = Pick<
  Platform,
  | "orders"
  | "marketing"
  | "subscriptions"
  | "returns"
  | "promotions"
  | "invoicing"
  | "reviews"
  | "settings"
  | "catalog"
  | "content"
  | "shippingZones"
  | "customers"
  | "newsletter"
  | "clock"
  | "events"
  | "eventLog"
  | "shipping"
  | "config"
  | "retention"
  | "marketing"
  | "webhooks"
>;

export function platformAdminReader(
  platform: AdminReaderPlatform,
  staff: Pick<ReturnType<typeof staffReader>, "allowed">,
  language: Language,
) {
  return adminReader(
    {
      backOffice: platform.orders.backOffice,
      moderation: platform.reviews.moderation,
      settings: platform.settings,
      catalogAdmin: platform.catalog.admin,
      blogAdmin: platform.content.admin,
      storeContent: platform.content.store,
      finder: platform.content.finder,
      rateEditor: platform.catalog.rateEditor,
      vatRates: platform.invoicing.vatRates,
      shippingZones: () => platform.shippingZones(),
      displayRates: () => platform.catalog.exchangeRates.current(),
      discounts: platform.promotions.discountAdmin,
      promotions: platform.promotions.promotionAdmin,
      customers: platform.customers.backOffice,
      barrierReports: platform.customers.barrierReports,
      newsletter: platform.newsletter.admin,
      subscriptions: platform.subscriptions.subscriptionBackOffice,
      returns: platform.returns.returnBackOffice,
      returnAwbs: platform.returns.returnAwbs,
      invoices: platform.invoicing.invoices,
      issuerChoice: platform.invoicing.issuerChoice,
      clock: platform.clock,
      stock: platform.catalog.stock,
      backInStock: platform.catalog.backInStock,
      safetyFile: platform.orders.safetyFile,
      events: platform.events,
      eventLog: platform.eventLog,
      attribution: platform.marketing.attribution,
      parcelTasks: platform.shipping.parcelTasks,
      parcels: platform.shipping.desk,
      codReconciliation: platform.shipping.codReconciliation,
      flowAdmin: platform.retention.admin,
      flowTexts: platform.retention.texts,
      saveOfferResults: platform.subscriptions.saveOfferResults,
      lastGoodBackupAt: platform.config.backupDir ? () => lastGoodBackupAt(platform.config.backupDir!) : null,
      restoreDrills: async () => (platform.config.backupDir ? readRestoreDrills(platform.config.backupDir) : []),
      backupStore: backupStoreFacts(platform.config),
      launchConfig: platform.config,
      storeBaseUrl: platform.config.baseUrl,
      conversionAccounts: platform.config.conversions,
      growth: platform.marketing.growth,
      webhooks: platform.webhooks.admin,
    },
    staff,
    language,
  );
}

/** One variant's shoppers waiting to be told it is back, as the stock page shows them. */
function waitingOf(waiting: readonly WaitingShoppers[], variantId: number): VariantStockView["waiting"] {
  const found = waiting.find((entry) => entry.variantId === variantId);
  return found ? { count: found.waiting, oldestRequestedAt: found.oldestRequestedAt.toISOString() } : null;
}

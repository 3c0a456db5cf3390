/**
 * What the server hands every loader. The app knows the platform only through this contract,
 * never by importing server code.
 */
import type { KeptRenders } from "./kept-render.tsx";
import type { FinderQuiz } from "#domain/finder-quiz";
import type { FinderView } from "#domain/finder-quiz-schema";
import type { FlowTextsView } from "#domain/flow-texts";
import type { BackupStatus } from "#domain/backup-status";
import type { ClaimsFilter, ClaimsReport } from "#domain/admin/claims";
import type { ProductClaimsView } from "#domain/health-claims";
import type { AdminParcels } from "#domain/admin/shipments";
import type { CodFilter, CodReconciliationView } from "#domain/cod-reconciliation";
import type {
  AdminInvoiceFilter,
  AdminInvoiceRow,
  EfacturaNoticesView,
  InvoiceIssuerView,
  ReconciliationReading,
} from "#domain/admin/invoices";
import type { AdminDomainEvent } from "#domain/admin/domain-events";
import type { AdminCustomerDetail, AdminCustomerRow, CustomerFilter } from "#domain/admin/customers";
import type { DashboardPeriod, DashboardView } from "#domain/admin/dashboard";
import type { ParcelTask } from "#domain/parcel-tasks";
import type { AdminDiscount, DiscountFilter } from "#domain/admin/discounts";
import type { AdminPromotion } from "#domain/admin/promotions";
import type { AdminWebhookDelivery, AdminWebhookEndpoint } from "#domain/admin/webhooks";
import type { AdminSubscriber, SubscriberFilter } from "#domain/admin/newsletter";
import type { AdminOrderDetail, AdminOrderRow, OrderFilter } from "#domain/admin/orders";
import type { AdminArticle, AdminArticleRow, AdminBlog, ArticleFilter } from "#domain/admin/articles";
import type { AdminProduct, ProductChoice, ProductFilter } from "#domain/admin/products";
import type { EditableProduct } from "#domain/admin/product-editor";
import type { GrowthReading } from "#domain/admin/growth";
import type { ReportsReading } from "#domain/admin/reports";
import type { FlowsPageView } from "#domain/admin/flows";
import type { StockInspectionView, VariantStockView } from "#domain/stock-ledger";
import type { AdminReturnDetail, AdminReturnRow, ReturnFilter } from "#domain/admin/returns";
import type { ReturnAwbView } from "#domain/return-awbs";
import type { AdminReview, ReviewFilter } from "#domain/admin/reviews";
import type { AdminSubscriptionDetail, AdminSubscriptionsPage, SubscriptionFilter } from "#domain/admin/subscriptions";
import type { SettingsPageView } from "#domain/admin/settings";
import type { CurrencyCode } from "#domain/currency";
import type { Language } from "#domain/locale";
import type { Money } from "#domain/money";
import type { ReviewsPage } from "#domain/reviews";
import type { MandatoryView } from "#domain/mandatory-information";
import type { LaunchChecklist } from "#domain/launch-checklist";
import type { ProductNotification, ShownLicence } from "#domain/licences";
import type { ShippingTerms } from "#domain/shipping";
import type { StaffRole } from "#domain/staff-roles";
import type { ContentPage, ContentPageView, PageContent } from "#domain/store-content";
import type { AdminBarrierReport, BarrierFilter, BarrierOutcome } from "#domain/accessibility-barriers";
import type { CreditView } from "#domain/visit-source";

/** The invoices page's reading (issue 21 item 7): one page of rows, what waits for e-Factura, and its notices. */
export interface AdminInvoicesView {
  rows: AdminInvoiceRow[];
  total: number;
  notSent: number;
  canSend: boolean;
  notices: EfacturaNoticesView;
  /** The month's VAT beside what e-Factura accepted (issue 66 item 4). */
  reconciliation: ReconciliationReading;
  /** Who numbers the invoices (decision 0177); null for a member who may not change settings. */
  issuer: InvoiceIssuerView | null;
}

export interface StorefrontClient {
  /** Runs a Storefront API document; throws `GraphQL errors: …` when the answer carries errors. */
  query<T>(query: string, options?: { variables?: Record<string, unknown> }): Promise<T>;
}

/** Configuration the browser may see; everything else in the server's config stays on the server. */
export interface PublicConfig {
  brandName: string;
  /** The store's public origin (`BASE_URL`), for canonical URLs, the sitemap and share links. */
  baseUrl: string;
  /** The Storefront API's public token, for documents the browser posts itself. */
  storefrontToken: string;
  /** Set when the privacy policy lives elsewhere; unset, the footer links to the store's own /privacy. */
  privacyPolicyUrl?: string | undefined;
  supportEmail: string;
  wholesaleEmail: string;
  /**
   * The seller's identity (issue 21 item 1) as the footer and the legal pages show it; null in production while it is
   * still the sample (decision 0127), so no page presents the sample as a real company.
   */
  company: PublicCompany | null;
}

/** `config.company` (domain/company.ts) with its address on one line; the bank stays on invoices. */
export interface PublicCompany {
  legalName: string;
  registrationNumber: string;
  vatId: string;
  shareCapital: string;
  address: string;
  phone: string;
  email: string;
}

/** What the reviews need of a product, as the product page's query answered it (global ids). */
export interface ReviewedProduct {
  id: string;
  handle: string;
  variants: { nodes: ReadonlyArray<{ id: string; title: string }> };
}

export interface ReviewsReader {
  /** A product's newest reviews (the first page) with their average, count and distribution. */
  firstPage(product: ReviewedProduct): Promise<ReviewsPage | null>;
}

/** A signed-in staff member as the admin's pages see them (issue 16). */
export interface StaffView {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  language: Language;
  twoFactor: boolean;
  /** The setup link has been used. */
  active: boolean;
  disabled: boolean;
  /** Until when a member not set up yet can use their link; null once set up or when the link has expired. */
  inviteExpiresAt: string | null;
}

/** One report of the safety file, as the admin shows it. */
export interface AdminAdverseEffectReport {
  id: number;
  source: "cancelled" | "paused";
  subscriptionId: number | null;
  orderNumber: number | null;
  productName: string;
  sku: string;
  customerEmail: string;
  note: string;
  createdAt: string;
}

export interface StaffSessionView {
  id: number;
  staffId: number;
  staffEmail: string;
  createdAt: string;
  lastSeenAt: string;
  client: string;
  userAgent: string;
  current: boolean;
}

export interface AuditEntryView {
  id: number;
  staffEmail: string;
  action: string;
  targetType: string | null;
  targetId: string | null;
  before: unknown;
  after: unknown;
  client: string;
  createdAt: string;
}

/** The admin's reads; each answers null when the signed-in member's role may not see it. */
export interface StaffReader {
  /** The member of this request's staff cookie, with the token their changes must send; null when signed out. */
  current(): Promise<{ staff: StaffView; csrfToken: string } | null>;
  /** Whether the cookie holds a session waiting for its second factor. */
  pendingSecondFactor(): Promise<boolean>;
  /** What a setup link's page shows, with a fresh secret to scan; null for a used, expired or unknown link. */
  setup(token: string): Promise<{
    staff: StaffView;
    twoFactorRequired: boolean;
    enrolment: { secret: string; uri: string; qrDataUrl: string };
  } | null>;
  members(): Promise<StaffView[] | null>;
  sessions(): Promise<StaffSessionView[] | null>;
  audit(
    filter: { action?: string; staffEmail?: string; from?: Date; to?: Date },
    page: number,
  ): Promise<{ entries: AuditEntryView[]; total: number; pageSize: number } | null>;
}

/** The admin's reads of the orders (issue 16); null when the member's role may not see them. */
export interface AdminReader {
  orders(filter: OrderFilter): Promise<{ orders: AdminOrderRow[]; total: number } | null>;
  /** `order` null: no such order. */
  order(orderNumber: number): Promise<{ order: AdminOrderDetail | null } | null>;
  /** The period's sales and the work waiting now (the dashboard). */
  dashboard(period: DashboardPeriod): Promise<DashboardView | null>;
  /** When the last good backup was, for the dashboard's line (decision 0101); "off" without BACKUP_DIR. */
  backupStatus(): Promise<BackupStatus | null>;
  /** What is left before the first real order (issue 64 item 2); null unless the member is the owner. */
  launchChecklist(): Promise<LaunchChecklist | null>;
  /** The parcels refused, coming back, back or lost that wait for staff: all of them, or one order's. */
  parcelTasks(orderNumber?: number): Promise<{ tasks: ParcelTask[]; canClose: boolean } | null>;
  /** The reviews moderation queue (issue 17): one page of the filter's reviews, how many wait, and the setting. */
  reviews(
    filter: ReviewFilter,
  ): Promise<{ reviews: AdminReview[]; total: number; pending: number; holdUnverified: boolean; products: ProductChoice[] } | null>;
  /** Every product the filter keeps, drafts too, with its variants' prices and stock. */
  products(filter: ProductFilter): Promise<{ products: AdminProduct[] } | null>;
  /** A product's texts in both languages for the editor (`product` null: no such product). */
  product(id: number | null): Promise<{ product: EditableProduct | null; claims: ProductClaimsView | null } | null>;
  /** What the claims checker flags across today's copy (issue 44), one source or all; null unless the member runs the catalogue. */
  /** Units back at the shop waiting for a member's look (issue 64 item 4). */
  stockInspections(): Promise<{ inspections: StockInspectionView[] } | null>;
  claimsCheck(filter: ClaimsFilter): Promise<ClaimsReport | null>;
  /** A variant's stock and one page of its movements (issue 40 item 5); `stock` null: not this product's variant. */
  variantStock(productId: number | null, variantId: number | null, page: number): Promise<{ stock: VariantStockView | null } | null>;
  /** One page of the blog's articles, drafts and scheduled ones too, and the blogs. */
  articles(filter: ArticleFilter): Promise<{ articles: AdminArticleRow[]; total: number; blogs: AdminBlog[] } | null>;
  /** The article to edit (null: no such article, or none asked for) and the blogs it may go to. */
  article(id: number | null): Promise<{ article: AdminArticle | null; blogs: AdminBlog[] } | null>;
  /** The owner's store content (decision 0042): every page's texts with their defaults, hidden claims and version. */
  content(): Promise<{ pages: ContentPageView[] } | null>;
  /** The supplement finder's quiz (decision 0159) and the products its answers may point to. */
  finder(): Promise<{ finder: FinderView; products: Array<{ handle: string; name: string }> } | null>;
  /** The owner's settings page (issue 17 item 7): shipping terms, display-currency rates, and the reviews' hold. */
  settings(): Promise<SettingsPageView | null>;
  /** The discount codes (issue 17) matching the filter, and whether this member may change them. */
  discounts(filter: DiscountFilter): Promise<{ discounts: AdminDiscount[]; canManage: boolean } | null>;
  /** A code for its edit form (`discount` null: no such code; `code` null: a new one); null unless the member manages codes. */
  discount(code: string | null): Promise<{ discount: AdminDiscount | null; products: ProductChoice[] } | null>;
  /** The automatic promotions (issue 68 item 1), and whether this member may change them. */
  promotions(): Promise<{ promotions: AdminPromotion[]; canManage: boolean } | null>;
  /** A promotion for its edit form (`promotion` null: no such one; `id` null: a new one) and the shipping zones it may name. */
  promotion(id: number | null): Promise<{ promotion: AdminPromotion | null; zones: { id: string; name: string }[] } | null>;
  /** The customers (issue 17): one page of the filter's, and one customer's record (`customer` null: no such customer). */
  customers(filter: CustomerFilter): Promise<{ customers: AdminCustomerRow[]; total: number } | null>;
  customer(id: number): Promise<{ customer: AdminCustomerDetail | null } | null>;
  /** The subscriptions (issue 18): one page of a view, and one subscription (`subscription` null: no such one). */
  subscriptions(filter: SubscriptionFilter): Promise<(AdminSubscriptionsPage & { canManage: boolean }) | null>;
  subscription(id: number): Promise<{ subscription: AdminSubscriptionDetail | null; canManage: boolean } | null>;
  /** The returns (issue 19): one page of the queue, and one return (`return` null: no such return). */
  returns(filter: ReturnFilter): Promise<{ returns: AdminReturnRow[]; total: number } | null>;
  returnDetail(id: number): Promise<{ return: AdminReturnDetail | null; returnAwb: ReturnAwbView | null } | null>;
  /**
   * Shoppers' reports of accessibility barriers (decision 0145): one page, new ones first, how many wait, and whether
   * the member may mark one handled.
   */
  barrierReports(
    filter: BarrierFilter,
  ): Promise<{ reports: AdminBarrierReport[]; total: number; waiting: number; pageSize: number; canHandle: boolean } | null>;
  /** How many barrier reports wait (the dashboard's task card); null when the member may not read them. */
  barrierReportsWaiting(): Promise<number | null>;
  /** The owner's webhook endpoints (decision 0171) and the delivery log of the one asked for (`deliveries` null: none open). */
  webhooks(
    endpointId: number | null,
  ): Promise<{ endpoints: AdminWebhookEndpoint[]; openEndpointId: number | null; deliveries: AdminWebhookDelivery[] | null } | null>;
  /** The owner's safety file (issue 40 item 6): one page of customers' reports of adverse effects, newest first. */
  safetyFile(page: number): Promise<{ reports: AdminAdverseEffectReport[]; total: number; pageSize: number } | null>;
  /**
   * The invoices (issue 21 item 7): one page (what is due within 48 h first), what still waits for e-Factura, whether
   * the member may send, and e-Factura's notices (issue 44).
   */
  invoices(filter: AdminInvoiceFilter): Promise<AdminInvoicesView | null>;
  /**
   * The reports of the period the page's query names (issue 40 item 8): the figures, or the field a bad period is
   * refused on, with what was typed; null when the member may not see the business's money.
   */
  reports(query: URLSearchParams): Promise<ReportsReading | null>;
  /**
   * Where the period's sales came from (issue 67 item 2): revenue, customers, subscriptions and the funnel by channel,
   * credited to the touch the query names, or the field a bad period is refused by; null for a member who may not.
   */
  growth(query: URLSearchParams): Promise<GrowthReading | null>;
  /** The flows' settings and a period's results (the last 30 days by default); null for all but the owner. */
  flows(query: URLSearchParams): Promise<FlowsPageView | null>;
  flowTexts(flow: string): Promise<FlowTextsView | "missing" | null>;
  /** The domain events an order's lifecycle published (by the order's id), oldest first, each with its delivery. */
  orderEvents(orderId: number): Promise<AdminDomainEvent[] | null>;
  /** Where an order came from (by its id): `credit` null for an order placed without one; null to a member refused. */
  orderSource(orderId: number): Promise<{ credit: CreditView | null } | null>;
  /** The events that failed for good, newest first (at most `shownAtMost`), and whether this member may retry one. */
  deadEvents(): Promise<{ events: AdminDomainEvent[]; canRetry: boolean; shownAtMost: number } | null>;
  /** An order's invoices for its page (null: the member may not read invoices, or there is no such order). */
  orderInvoices(orderNumber: number): Promise<AdminInvoiceRow[] | null>;
  /** An order's AWBs with their couriers' events and what a new one would be (issue 43); null: no such order or not allowed. */
  orderParcels(orderNumber: number): Promise<AdminParcels | null>;
  /**
   * The couriers' cash on delivery (issue 43 item 7): delivered parcels whose cash is late, transfers that settled no
   * order, and what each courier holds; null unless the member records the couriers' cash.
   */
  codReconciliation(filter: CodFilter): Promise<CodReconciliationView | null>;
  /** The newsletter's subscribers with their consent (issue 17). */
  newsletter(filter: SubscriberFilter): Promise<{ subscribers: AdminSubscriber[]; total: number } | null>;
}

export interface StoreLoadContext {
  storefront: StorefrontClient;
  language: Language;
  /** The display currency the page's prices are converted into (the shopper's cookie, else the shop's). */
  currency: CurrencyCode;
  brandName: string;
  publicConfig: PublicConfig;
  /** An amount in the shop's currency (bani) in the page's display currency, converted as catalogue prices are. */
  presentShopAmount(amountMinor: number): Promise<Money>;
  /** The owner's shipping terms in lei, read from the database on each call (decision 0038). */
  shippingTerms(): Promise<ShippingTerms>;
  /**
   * The free-shipping threshold as the banner writes it: Romania's in lei ("200 lei"), or, for a shopper shown
   * dollars, the spec's "$50" once the owner gives the US zone a threshold in dollars (decision 0056).
   */
  freeShippingText(): Promise<string>;
  reviews: ReviewsReader;
  /**
   * A product's mandatory label particulars in this page's language (decision 0096), by the product query's global id;
   * null when the product has none yet.
   */
  mandatoryInformation(productGid: string): Promise<MandatoryView | null>;
  /** The owner's texts of a content page in this page's language, and the home page's hidden claims (decision 0042). */
  pageContent(page: ContentPage): Promise<PageContent>;
  /** Where the footer's SOL pictogram links (issue 21 item 3); null: only SAL is shown. */
  anpcSolUrl(): Promise<string | null>;
  /** The store's authorisations in this page's language (ANPC Order 225/2023, decision 0141), shown before the order. */
  licences(): Promise<ShownLicence[]>;
  /** The published products' notification numbers, oldest first (decision 0141). */
  productNotifications(): Promise<ProductNotification[]>;
  /** The published products (handle and title, oldest first) the frame's menu, footer and tiles may link to. */
  shownProducts(): Promise<Array<{ handle: string; title: string }>>;
  /**
   * A shopper's report of an accessibility barrier from the statement page's form (decision 0145), in this page's
   * language: stored and support told, or each wrong field's sentence, or the per-client limit's.
   */
  reportBarrier(form: Record<string, unknown>): Promise<BarrierOutcome>;
  /** The version of the cookie banner's texts in this language (decision 0053), recorded with a choice. */
  consentVersion: string;
  /** The supplement finder's quiz as the owner saved it, or the default one (decision 0159). */
  finderQuiz(): Promise<FinderQuiz>;
  /** The version of the terms in force (decision 0052), which the checkout sends back with the order. */
  termsVersion(): Promise<number>;
  /** This response's Content-Security-Policy nonce: every inline script the page writes must carry it. */
  cspNonce: string;
  /** A navigation inside the app (its single-fetch `.data` request): the page around it is loaded already. */
  dataRequest: boolean;
  /**
   * A value the page shows as HTML only (decision 0100, app/lib/html-only.tsx): on a document request it is kept for
   * the server render, and null goes into the loader's data; on a navigation's data request the value itself.
   */
  htmlOnly<T>(key: string, value: T): T | null;
  /** The values `htmlOnly` kept for this document's render (entry.server.tsx hands them to the page); empty for data. */
  htmlOnlyValues: ReadonlyMap<string, unknown>;
  /**
   * The sections' HTML earlier renders kept (decision 0120, app/lib/kept-render.tsx), and `keep`, which the document
   * stream calls with a section this render marked.
   */
  keptRenders: KeptRenders & { keep(marker: string, html: string): void };
  staff: StaffReader;
  admin: AdminReader;
}

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends StoreLoadContext {}
}

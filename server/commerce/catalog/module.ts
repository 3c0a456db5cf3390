/**
 * The catalog module (decision 0134): products and variants, search, exchange rates, pricing and stock. Its ports: the
 * destination's shipping zones, OSS standing and VAT rates a price reads (settings, invoicing), a back-in-stock
 * request's newsletter consent (newsletter), when an address last ordered a variant (orders' `VariantOrderTimes`)
 * the units an order's lines hold (orders' `OrderHolds`), and who last set a rate and whom a stock alert goes to
 * (staff's `StaffEmails` and `StoreOwners`), and the numbers of the orders its stock ledger names (orders'
 * `OrderNumbers`).
 * Its handler puts a cancelled order's units back on the shelf.
 */
import type { MandatoryView } from "#domain/mandatory-information";
import type { CheckoutVariant } from "#server/commerce/shared/checkout-variant";
import { subscriptionType } from "#domain/product-rules";
import type { Infrastructure } from "#server/commerce/shared/infrastructure";
import type { Locale } from "#server/commerce/shared/locale";
import type { StaffEmails, StoreOwners } from "#server/commerce/shared/staff-audit";
import type { Database } from "#server/db/client";
import { createCatalogAdmin, type CatalogAdmin } from "./back-office/catalog-admin.ts";
import { createCatalogLoader, type CatalogLoader } from "./catalog-loader.ts";
import { createCatalog, type Catalog } from "./catalog.ts";
import { createExchangeRateEditor, type ExchangeRateEditor } from "./exchange-rate-editor.ts";
import { createExchangeRateService, type ExchangeRateService } from "./exchange-rates.ts";
import { createBackInStock, type BackInStock, type VariantOrderTimes } from "./inventory/back-in-stock.ts";
import { createStockBackOffice, type OrderNumbers, type StockBackOffice } from "./inventory/stock-back-office.ts";
import { releaseStockOfOrder, type GiveUpHold } from "./inventory/stock.ts";
import { shopperMandatoryInformation } from "./mandatory-information.ts";
import { knownHandles } from "./product-handles.ts";
import { createProductFeeds, type ProductFeeds } from "./product-feeds.ts";
import { productSupply } from "./product-supply.ts";
import { variantFacts } from "./variant-facts.ts";
import { createOrderPricing, customMetafields, type DestinationRules, type OrderPricingService } from "./pricing.ts";

/** What other modules and the server's layers use of this module's own files: reachable only through here. */
export type { VariantFacts } from "./variant-facts.ts";
export type { CatalogAdmin } from "./back-office/catalog-admin.ts";
export type { ProductGallery, ProductImageOutcome } from "./back-office/product-gallery.ts";
export type { CatalogLoader } from "./catalog-loader.ts";
export {
  type CatalogImage,
  CatalogInputError,
  type CatalogOption,
  type CatalogProduct,
  type CatalogVariant,
  type PriceRange,
  type ProductSortKey,
} from "./catalog-types.ts";
export type { ExchangeRateEditor } from "./exchange-rate-editor.ts";
export type { BackInStock, WaitingShoppers } from "./inventory/back-in-stock.ts";
export type { StockBackOffice } from "./inventory/stock-back-office.ts";
export { awaitInspection, inspectOrderParcel } from "./inventory/stock-inspections.ts";
export { moveStock, reserveStock } from "./inventory/stock.ts";
export {
  type ChargeCurrency,
  customMetafields,
  DestinationError,
  type DestinationProblem,
  discountedLines,
  lineItemName,
  LinePricingError,
  type LineProblem,
  orderLineBasics,
  type OrderLineBasics,
  type OrderPricingService,
  pricedLineColumns,
  type PricedLine,
  type PricedOrder,
  pricedOrderColumns,
  promotionsDiscount,
  type RequestedLine,
  type SaleCatalog,
  type ShippingOption,
  withDiscount,
} from "./pricing.ts";
export { sanitizeProductHtml } from "./product-html.ts";
export type { FeedContents, FeedItem, ProductFeeds } from "./product-feeds.ts";
export { variantWeights } from "./variant-weights.ts";
export { offerVariantOf, parcelOffersOf, type ParcelOfferPairingOutcome } from "./parcel-offers.ts";

/**
 * The catalogue's read ports: units per bottle and per day by product (retention's refill reminders), which
 * handles name a product (`KnownProducts`, customers' wishlist), and which variants there are with their SKUs and
 * today's prices (`VariantFacts`, subscriptions).
 */
export const catalogFacts = { productSupply, knownHandles, variants: variantFacts };

export interface CatalogPorts extends Pick<Infrastructure, "config" | "db" | "clock" | "mailer" | "branding" | "audit"> {
  destinationRules: (tx: Database) => Promise<DestinationRules>;
  /** The newsletter's consent a back-in-stock request gives by its separate tick (newsletter). */
  recordMarketingConsent: (tx: Database, consent: { email: string; language: Locale; at: Date }) => Promise<void>;
  orderTimes: VariantOrderTimes;
  /** The units an order's lines hold, taken off them when the order is cancelled (orders' `OrderHolds`). */
  giveUpHold: GiveUpHold;
  /** Who last set an exchange rate (staff's `StaffEmails`). */
  staffEmails: StaffEmails;
  /** Whom the stock alerts go to without `STORE_NOTIFY_EMAIL` (staff's `StoreOwners`). */
  storeOwners: StoreOwners;
  /** The orders the stock ledger's movements and inspections came from, by number (orders' `OrderNumbers`). */
  orderNumbers: OrderNumbers;
}

/** Products by handle or id, drafts included, as the back offices name them (promotions, reviews). */
export interface ProductFacts {
  idOf(handle: string): Promise<number | null>;
  idsOf(handles: readonly string[]): Promise<Map<string, number>>;
  titlesOf(ids: readonly number[], language: Locale): Promise<Map<number, { handle: string; title: string }>>;
}

export interface CatalogServices {
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
  /** The stock ledger: a variant's movements, adjustments, thresholds and the low-stock alerts (issue 40 item 5). */
  stock: StockBackOffice;
  pricing: OrderPricingService;
  products: ProductFacts;
  checkoutVariantsOf(tx: Database, variantIds: readonly number[], language: Locale): Promise<Map<number, CheckoutVariant>>;
  /** Google Merchant Center, Meta catalogue and Compari feeds of the variants for sale (issue 67 item 4, decision 0147). */
  feeds: ProductFeeds;
}

export function createCatalogModule(ports: CatalogPorts) {
  const { config, db, clock, mailer, branding, audit } = ports;
  const catalog = createCatalog(db);
  const stock = createStockBackOffice({
    db,
    clock,
    mailer,
    branding,
    audit,
    catalog,
    storeNotify: config.storeNotify,
    storeOwners: ports.storeOwners,
    orderNumbers: ports.orderNumbers,
  });
  const admin = createCatalogAdmin({ db, clock, audit, recountStock: stock.recount, production: config.nodeEnv === "production" });
  const exchangeRates = createExchangeRateService(db);
  const services: CatalogServices = {
    catalog,
    exchangeRates,
    rateEditor: createExchangeRateEditor({ db, clock, audit, staffEmails: ports.staffEmails }),
    requestLoader: (locale) => createCatalogLoader(catalog, locale),
    admin,
    mandatoryInformation: (productId, language) => shopperMandatoryInformation(db, productId, language),
    backInStock: createBackInStock({
      db,
      clock,
      mailer,
      branding,
      catalog,
      recordMarketingConsent: ports.recordMarketingConsent,
      orderTimes: ports.orderTimes,
    }),
    stock,
    pricing: createOrderPricing({ db, catalog, exchangeRates, destinationRules: ports.destinationRules }),
    feeds: createProductFeeds({
      db,
      catalog,
      baseUrl: config.baseUrl,
      storeName: config.brandName,
      zones: async () => (await ports.destinationRules(db)).zones,
    }),
    products: {
      idOf: async (handle) => (await catalog.productByHandle(handle, "ro"))?.id ?? null,
      idsOf: async (handles) => {
        const found = await Promise.all(
          handles.map(async (handle) => [handle, (await catalog.productByHandle(handle, "ro"))?.id] as const),
        );
        return new Map(found.filter((entry): entry is readonly [string, number] => entry[1] !== undefined));
      },
      // Drafts included: the back office names every product a code or a review concerns.
      titlesOf: (ids, language) => admin.titlesOf(ids, language),
    },
    // What a checkout's snapshot names, as the catalogue sells it: the product's title in the shopper's language and
    // how the variant is bought (a subscription variant ships at its own interval).
    async checkoutVariantsOf(tx, variantIds, language) {
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
    },
  };
  return { services, handlers: { releaseStockOfOrder: releaseStockOfOrder(ports.giveUpHold) } };
}

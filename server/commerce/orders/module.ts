/**
 * The orders module (decision 0134): checkout and the one order insert, the lifecycle that is the only writer of an
 * order's state, the order's links and confirmation, and the staff's order pages. Its ports: pricing and the
 * discounts it applies (catalog, promotions), the payments it opens, the terms in force (content), the checkout's
 * newsletter consent (newsletter), the locker check (shipping), the account a checkout opens (customers) and the
 * subscription page a confirmation links to (subscriptions). It hands `OrderMoves` to payments and `ParcelMoves` to
 * shipping, and the read ports in `orderFacts` to the modules that need an order's facts without its tables.
 */
import type { DeliverEvents } from "#server/commerce/shared/domain-events";
import type { Infrastructure } from "#server/commerce/shared/infrastructure";
import type { OrderRow } from "#server/commerce/shared/order-rows";
import type { Database } from "#server/db/client";
import type { LowStockItem } from "#domain/admin/dashboard";
import type { OrderPricingService } from "#server/commerce/catalog/module";
import type { Invoicing, InvoiceFacts } from "#server/commerce/invoicing/module";
import type { PaymentService, StoreCredit } from "#server/commerce/payments/module";
import type { DiscountService } from "#server/commerce/promotions/module";
import { createAddressOrders } from "./address-orders.ts";
import { createSafetyFile, type SafetyFile } from "./adverse-effects.ts";
import { createOrderBackOffice, type OrderBackOffice } from "./back-office/back-office.ts";
import {
  confirmedOrderCount,
  confirmedSpentRonMinor,
  customerOrders,
  customerReturns,
  customerStoreCredit,
  customerSubscriptions,
  type CustomerReturnFacts,
} from "./back-office/customer-orders.ts";
import { giveUpHold } from "./line-holds.ts";
import { createMarketplaceOrders, type MarketplaceOrders } from "./marketplace-import.ts";
import { createCodeRevenue, createPromotionRevenue } from "./code-revenue.ts";
import { createDiscountRevenue } from "./discount-revenue.ts";
import { createOrderGrowthFacts } from "./growth-facts.ts";
import { createOrderLinks, updateRecipient, type OrderLinks } from "./order-links.ts";
import { createOrderLookup, type OrderLookup } from "./order-status.ts";
import { confirmationEmails, type OrderConfirmationDependencies } from "./orders-confirmation.ts";
import { parcelAdditionEmail } from "./parcel-addition-email.ts";
import { createOrderService, hasPreviousOrder, type OrderService, type OrderServiceOptions } from "./orders.ts";
import { createParcelMoves, type ParcelMoves } from "./parcel-moves.ts";
import { chargedAdditions, createParcelAdditions, type ParcelAdditions, type ParcelAwbs } from "./parcel-additions.ts";
import { paymentOrderMoves } from "./payment-moves.ts";
import { productsOrderedSince, refillOrderFacts } from "./refill-facts.ts";
import { conversionFacts } from "./conversion-facts.ts";
import { loyaltyOrderFacts } from "./loyalty-facts.ts";
import { reviewRequestFacts } from "./review-request-facts.ts";
import { createVariantOrderTimes } from "./variant-order-times.ts";
import { orderNumbersOf } from "./order-numbers.ts";
import { createPurchaseCheck } from "./verified-buyer.ts";

/** What other modules and the server's layers use of this module's own files: reachable only through here. */
export type { CustomerReturnFacts } from "./back-office/customer-orders.ts";
export { orderLinesOf } from "./order-lines-of.ts";
export { type AdverseEffectReport, recordAdverseEffects, type SafetyFile } from "./adverse-effects.ts";
export { type OrderBackOffice, type OrderListRow, orderListRowJson } from "./back-office/back-office.ts";
export type { OrderActionOutcome, OrderActionProblem } from "./back-office/order-actions.ts";
export { recordOrderEmails, recordOrderEvent } from "./back-office/order-events.ts";
export { SHOP_TIME_ZONE } from "./back-office/order-search.ts";
export { applyOrderTransition, orderAllows } from "./lifecycle.ts";
export { giveUpLineUnits } from "./line-holds.ts";
export { cancellationRefundKey, cancelOrder, refundDueOnCancel } from "./order-cancellation.ts";
export type { OrderLinks } from "./order-links.ts";
export type { OrderLookup } from "./order-status.ts";
export { addressLines, paymentMethodName } from "./orders-confirmation.ts";
export type { OrderLineView, OrderView } from "./orders-summary.ts";
export type { CreateOrderInput, OrderService, PlacedOrder, StoreCreditOnQuote } from "./orders.ts";
export type { RemittanceOutcome } from "./parcel-moves.ts";
export type { ParcelAdditionOutcome, ParcelAdditions, ParcelOfferFacts } from "./parcel-additions.ts";
export { placeOrder } from "./place.ts";
export type { MarketplaceOrderRequest, MarketplaceOrders } from "./marketplace-import.ts";

export type { ParcelMoves };

/**
 * The orders' read ports: what other modules learn of orders without reading their tables. Each is a query
 * function over the database the platform gives; none hands out a table.
 */
export const orderFacts = {
  /** `OrderFacts`: whether an email has an order that was not cancelled (promotions' first-order rule, retention). */
  hasPreviousOrder,
  /** `OrderMoves`: pay, refund and cancel the unpaid through the lifecycle (payments). */
  paymentMoves: paymentOrderMoves,
  /** `ChargedAdditions`: an order's lines charged and invoiced on their own, a card order's parcel additions (invoicing). */
  chargedAdditions,
  /** `OrderRecipients`: whom an order's document greets and where it sends them (invoicing). */
  recipientOf: (baseUrl: string) => (order: OrderRow) => updateRecipient(baseUrl, order),
  /** `OrderGrowthFacts`: a period's orders with their totals, money and parcels (marketing's growth page). */
  growthFacts: createOrderGrowthFacts,
  /** `DiscountRevenue`: what each automatic promotion and discount code brought in over a period (marketing's growth page). */
  discountRevenue: createDiscountRevenue,
  /** `CodeRevenue`: the lei the confirmed orders with each discount code brought in (promotions' admin). */
  codeRevenue: createCodeRevenue,
  /** `PromotionRevenue`: the lei the confirmed orders each automatic promotion applied to brought in (promotions' admin). */
  promotionRevenue: createPromotionRevenue,
  /** `OrderHolds`: the units an order's lines hold, taken off them (catalog's release of a cancelled order's stock). */
  giveUpHold,
  /** `OrderNumbers`: the number each of some orders shows (catalog's stock ledger). */
  orderNumbersOf,
  /** `VariantOrderTimes`: when addresses last ordered a variant (catalog's back-in-stock). */
  variantOrderTimes: createVariantOrderTimes,
  /** `AddressOrders`: addresses' orders in a period (retention's results). */
  addressOrders: createAddressOrders,
  /** `PurchaseFacts`: whether an email or account bought a product (reviews). */
  purchaseCheck: createPurchaseCheck,
  /** `ReviewRequestFacts`, `RefillOrderFacts`: an order's lines as the flows need them (retention). */
  reviewRequestFacts,
  refillOrderFacts,
  /** `ConversionFactsOf`: an order's number, total and lines for the ad platforms (marketing). */
  conversionFacts,
  /** `LoyaltyOrderFactsOf`: whose an order is, whether it is paid and delivered, and its goods' lei (loyalty). */
  loyaltyFacts: loyaltyOrderFacts,
  productsOrderedSince,
  /** `CustomerOrderFacts`: a customer's orders, subscriptions, returns and store credit for the staff's page (customers). */
  customerOrderFacts: (db: Database, returnsOf: CustomerReturnFacts) => ({
    orderCount: confirmedOrderCount,
    spentRonMinor: confirmedSpentRonMinor,
    ordersOf: (customerId: number, email: string) => customerOrders(db, customerId, email),
    subscriptionsOf: (customerId: number, email: string) => customerSubscriptions(db, customerId, email),
    returnsOf: (customerId: number, email: string) => customerReturns(db, returnsOf, customerId, email),
    storeCreditOf: (customerId: number) => customerStoreCredit(db, customerId),
  }),
};

export interface OrdersPorts extends Pick<Infrastructure, "config" | "db" | "clock" | "mailer" | "branding" | "audit" | "onError"> {
  pricing: OrderPricingService;
  discounts: DiscountService;
  promotions: OrderServiceOptions["promotions"];
  payments: PaymentService;
  /** What a cancellation gives back to store credit, which the staff's cancellation email says (payments'). */
  storeCredit: Pick<StoreCredit, "toGiveBack">;
  invoicing: Invoicing;
  /** The invoice a confirmation email carries and the VAT of a period's documents (invoicing's `InvoiceFacts`). */
  invoiceFacts: InvoiceFacts;
  deliverEvents: DeliverEvents;
  signingSecret: () => string;
  termsVersion: OrderServiceOptions["termsVersion"];
  recordMarketingConsent: OrderServiceOptions["recordMarketingConsent"];
  /** Credits an order placed to its visit's source (the marketing module's attribution). */
  creditOrder: OrderServiceOptions["creditOrder"];
  pickupPoints: NonNullable<OrderServiceOptions["pickupPoints"]>;
  registerAccount: NonNullable<OrderServiceOptions["registerAccount"]>;
  /** The catalogue's tracked variants at or under a number of units, for the dashboard. */
  lowStock: (threshold: number) => Promise<LowStockItem[]>;
  subscriptionPages: OrderConfirmationDependencies["subscriptionPages"];
  /** The handlers of a confirmation whose work its email reads: the subscription started, the invoice issued. */
  confirmationAfter: readonly string[];
  /** Whether an order's parcel has an AWB asked for or made (shipping's), so nothing more is added to it. */
  awbRequested: ParcelAwbs;
}

export interface OrdersServices {
  orders: OrderService;
  lookup: OrderLookup;
  /** The signed link of a guest's order confirmation (decision 0083). */
  orderLinks: OrderLinks;
  /** The staff's side of the orders: list, detail, fulfilment, cancellations and refunds (issue 16). */
  backOffice: OrderBackOffice;
  /** Customers' reports of adverse effects, for the owner (issue 40 item 6). */
  safetyFile: SafetyFile;
  /** The moves a parcel makes on its order (shipping's port). */
  parcelMoves: ParcelMoves;
  /** "Add to your parcel": a cash-on-delivery order's offer and the shopper's one-click addition (decision 0158). */
  parcelAdditions: ParcelAdditions;
  /** A marketplace's orders placed into the store's lifecycle (eMAG, decision 0186). */
  marketplaceOrders: MarketplaceOrders;
}

export function createOrdersModule(ports: OrdersPorts) {
  const { config, db, clock, mailer, branding, audit, onError, pricing, discounts, payments, invoicing, deliverEvents } = ports;
  const orderLinks = createOrderLinks({ secret: ports.signingSecret, baseUrl: config.baseUrl, clock });
  const backOffice = createOrderBackOffice({
    db,
    clock,
    mailer,
    branding,
    payments,
    storeCredit: ports.storeCredit,
    audit,
    lowStock: ports.lowStock,
    invoicing,
    invoiceFacts: ports.invoiceFacts,
    deliverEvents,
  });
  const parcelAdditions = createParcelAdditions({
    db,
    clock,
    pricing,
    payments: ports.payments,
    awbRequested: ports.awbRequested,
    deliverEvents,
  });
  const services: OrdersServices = {
    orders: createOrderService({
      db,
      pickupPoints: ports.pickupPoints,
      termsVersion: ports.termsVersion,
      recordMarketingConsent: ports.recordMarketingConsent,
      creditOrder: ports.creditOrder,
      pricing,
      discounts,
      promotions: ports.promotions,
      payments,
      clock,
      deliverEvents,
      registerAccount: ports.registerAccount,
      onError,
    }),
    lookup: createOrderLookup(db),
    orderLinks,
    backOffice,
    safetyFile: createSafetyFile(db),
    parcelMoves: createParcelMoves({
      actions: backOffice,
      invoicing,
      trackingUrl: (orderNumber) => `${config.baseUrl}/track-order?order=${orderNumber}`,
    }),
    parcelAdditions,
    marketplaceOrders: createMarketplaceOrders({ db, pricing, payments }),
  };
  const handlers = {
    confirmationEmails: confirmationEmails({
      mailer,
      branding,
      storeNotify: config.storeNotify,
      subscriptionPages: ports.subscriptionPages,
      orderPages: orderLinks,
      parcelOffers: parcelAdditions,
      invoices: ports.invoiceFacts,
      after: ports.confirmationAfter,
    }),
    parcelAdditionEmail: parcelAdditionEmail({ mailer, branding, orderPages: orderLinks }),
  };
  return { services, handlers };
}

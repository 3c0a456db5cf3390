/**
 * Orders as the REST routes answer them (docs/api.md "The order as answered"): money as MoneyV2, each
 * answer typed by the contract the browser reads (`domain/order-contract.ts`).
 */
import { toDecimalString, type Money } from "#domain/money";
import type {
  MoneyJson,
  OrderSummary,
  PaymentMethod,
  PlacedOrder as PlacedOrderAnswer,
  PricedOrder as PricedOrderAnswer,
} from "#domain/order-contract";
import type { OrderView, PlacedOrder, StoreCreditOnQuote } from "#server/commerce/orders/module";
import { promotionsDiscount, type PricedOrder, type ShippingOption } from "#server/commerce/catalog/module";
import type { PromotionHint } from "#domain/promotions";
import type { Language } from "#domain/locale";
import { localText } from "#domain/shipping-zones";
import { toGlobalId } from "#domain/global-id";

export function moneyJson(amountMinor: number, currencyCode: string): MoneyJson {
  return { amount: toDecimalString(amountMinor, currencyCode), currencyCode };
}

const fromMoney = (money: Money) => moneyJson(money.amountMinor, money.currencyCode);

const variantGid = (id: number | null) => (id === null ? null : toGlobalId("ProductVariant", id));

/**
 * `withAddresses: false` for guest tracking, where an order number and an email are the only proof:
 * the summary, not where the shopper lives.
 */
type LineAmounts = Pick<
  OrderView["lines"][number],
  | "variantId"
  | "productHandle"
  | "title"
  | "variantTitle"
  | "quantity"
  | "unitPriceMinor"
  | "totalMinor"
  | "discountMinor"
  | "isSubscription"
  | "giftOfPromotionId"
>;

/** A line as an order and a quote answer it, its amounts in `money`'s currency. */
function lineJson(line: LineAmounts, money: (minor: number) => MoneyJson) {
  return {
    variantId: variantGid(line.variantId),
    productHandle: line.productHandle,
    title: line.title,
    variantTitle: line.variantTitle,
    quantity: line.quantity,
    unitPrice: money(line.unitPriceMinor),
    total: money(line.totalMinor),
    discount: money(line.discountMinor),
    isSubscription: line.isSubscription,
    isGift: line.giftOfPromotionId !== null,
  };
}

export function orderJson(order: OrderView, { withAddresses }: { withAddresses: boolean }): OrderSummary {
  const money = (minor: number) => moneyJson(minor, order.currencyCode);
  return {
    id: toGlobalId("Order", order.id),
    orderNumber: order.orderNumber,
    name: `#${order.orderNumber}`,
    status: order.status,
    email: order.email,
    language: order.language,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    currencyCode: order.currencyCode,
    lines: order.lines.map((line) => lineJson(line, money)),
    subtotal: money(order.subtotalMinor),
    discount: order.discount
      ? { code: order.discount.code, kind: order.discount.kind, percent: order.discount.percent, amount: money(order.discount.amountMinor) }
      : null,
    promotionDiscount: order.promotionDiscountMinor > 0 ? money(order.promotionDiscountMinor) : null,
    discountAllocations: order.discountAllocations.map((allocation) => ({
      title: allocation.title,
      kind: allocation.kind,
      amount: money(allocation.amountMinor),
    })),
    shipping: money(order.shippingMinor),
    shippingService: order.shippingServiceName,
    deliveryTime: order.shippingServiceDeliveryTime,
    pickupPoint: order.pickupPoint,
    tax: {
      ratePercent: order.vatRatePercent,
      amount: money(order.taxMinor),
      scheme: order.vatScheme,
      rates: order.vatByRate.map((part) => ({ ratePercent: part.ratePercent, amount: money(part.vatMinor) })),
    },
    total: money(order.totalMinor),
    storeCredit:
      order.storeCreditMinor > 0 ? { applied: money(order.storeCreditMinor), due: money(order.totalMinor - order.storeCreditMinor) } : null,
    paymentMethod: order.paymentMethod,
    payment: order.payment,
    shippingAddress: withAddresses ? order.shippingAddress : null,
    billingAddress: withAddresses ? order.billingAddress : null,
    note: withAddresses ? order.note : null,
    termsVersion: order.termsVersion,
    subscription: order.subscription,
    fulfilmentStatus: order.fulfilment.status,
    shipment: order.fulfilment.trackingNumber
      ? {
          carrierName: order.fulfilment.carrierName,
          trackingNumber: order.fulfilment.trackingNumber,
          trackingUrl: order.fulfilment.trackingUrl,
          shippedAt: order.fulfilment.shippedAt?.toISOString() ?? null,
        }
      : null,
  };
}

export function placedOrderJson(placed: PlacedOrder): PlacedOrderAnswer {
  return {
    orderId: toGlobalId("Order", placed.orderId),
    orderNumber: placed.orderNumber,
    status: placed.status,
    total: fromMoney(placed.total),
    ...(placed.paymentUrl ? { paymentUrl: placed.paymentUrl } : {}),
  };
}

export function pricedOrderJson(
  priced: PricedOrder,
  paymentMethods: PaymentMethod[],
  language: Language,
  storeCredit?: StoreCreditOnQuote,
): PricedOrderAnswer {
  const money = (minor: number) => moneyJson(minor, priced.currencyCode);
  const option = (shipping: ShippingOption) => ({
    id: shipping.id,
    name: localText(shipping.name, language),
    deliveryTime: localText(shipping.deliveryTime, language),
    price: money(shipping.amountMinor),
    ...(shipping.pickupPointsOf ? { pickupPointsOf: shipping.pickupPointsOf } : {}),
  });
  return {
    currencyCode: priced.currencyCode,
    lines: priced.lines.map((line) => lineJson(line, money)),
    subtotal: money(priced.charged.subtotalMinor),
    discount: priced.discount
      ? {
          code: priced.discount.code,
          kind: priced.discount.kind,
          percent: priced.discount.percent ?? 0,
          amount: money(priced.charged.discountMinor - promotionsDiscount(priced).amountMinor),
        }
      : null,
    shipping: money(priced.charged.shippingMinor),
    tax: {
      ratePercent: priced.vatRatePercent,
      amount: money(priced.charged.taxMinor),
      scheme: priced.vatScheme,
      rates: priced.vatByRate.map((part) => ({ ratePercent: part.ratePercent, amount: money(part.vatMinor) })),
    },
    total: money(priced.charged.totalMinor),
    freeShippingFrom: priced.freeShippingFrom ? fromMoney(priced.freeShippingFrom) : null,
    shippingOptions: priced.shipping.options.map(option),
    shippingService: option(priced.shipping.service),
    weightGrams: priced.basis.weightGrams,
    codAllowed: priced.shipping.codAllowed,
    paymentMethods,
    discountAllocations: priced.promotions.allocations.map((allocation) => ({
      title: allocation.title,
      kind: allocation.kind,
      amount: money(allocation.amountMinor),
      lines: allocation.lineShares.map(money),
    })),
    promotionHints: priced.promotions.hints.map((hint) => hintJson(hint, priced, language)),
    codeSetAside: priced.promotions.codeSetAside,
    ...(storeCredit
      ? {
          storeCredit: {
            available: moneyJson(storeCredit.balanceRonMinor, "RON"),
            applied: money(storeCredit.creditMinor),
            due: money(storeCredit.dueMinor),
          },
        }
      : {}),
  };
}

/** A hint's amounts in the order's currency, converted at the rate it is priced at, and its title in its language. */
function hintJson(hint: PromotionHint, priced: PricedOrder, language: Language): PricedOrderAnswer["promotionHints"][number] {
  const base = { title: hint.title[language], kind: hint.kind };
  if (hint.kind === "tier_quantity") return { ...base, missingUnits: hint.missingUnits, percent: hint.percent };
  const missing = moneyJson(priced.basis.toCharged(hint.missingRonMinor), priced.currencyCode);
  return hint.kind === "tier_value" ? { ...base, missing, percent: hint.percent } : { ...base, missing };
}

/**
 * An order as the shopper may see it — lines, amounts in the order's currency, the latest payment
 * attempt and the subscription it started — loaded for many orders in a fixed number of queries.
 */
import type { ChosenPickupPoint } from "#domain/shipments";
import { asc, desc, inArray } from "drizzle-orm";
import type { Language } from "#domain/locale";
import type { Database } from "#server/db/client";
import { orderLines, payments, subscriptions } from "#server/db/schema";
import type { OrderPaymentMethod, PaymentMethod, OrderStatus, PaymentStatus } from "#domain/order-contract";
import { orderPaymentMethod, type OrderRow } from "#server/commerce/shared/order-rows";
import { orderLineBasics, type OrderLineBasics } from "#server/commerce/catalog/module";
import { promotionUsesOfOrders, type PlacedPromotionUse } from "#server/commerce/promotions/module";
import type { AddressValues } from "#domain/account-forms";
import { CARRIER_NAMES, isCarrier, trackingLink } from "#domain/carriers";
import { vatByRate, VAT_SCHEMES, type VatScheme } from "#domain/vat";

const isVatScheme = (value: string | null): value is VatScheme => value !== null && (VAT_SCHEMES as readonly string[]).includes(value);

/** The carrier as the shopper knows it; for one the store has no page for, the host of the link staff gave. */
function carrierName(carrier: string | null, givenUrl: string | null): string {
  if (!carrier) return "";
  if (isCarrier(carrier) && carrier !== "other") return CARRIER_NAMES[carrier];
  return givenUrl && URL.canParse(givenUrl) ? new URL(givenUrl).host : "";
}

/**
 * An order's VAT by rate: its lines' own and the shipping's (the tax less the lines'), or its one rate for an
 * order placed before its lines kept their VAT.
 */
export function orderVatByRate(
  order: Pick<OrderRow, "vatRatePercent" | "shippingVatRatePercent" | "taxMinor">,
  lines: readonly { vatRatePercent: number; vatMinor: number | null }[],
): { ratePercent: number; vatMinor: number }[] {
  if (lines.length === 0 || lines.some((line) => line.vatMinor === null))
    return [{ ratePercent: order.vatRatePercent, vatMinor: order.taxMinor }];
  const linesVat = lines.reduce((total, line) => total + line.vatMinor!, 0);
  const parts = lines.map((line) => ({ ratePercent: line.vatRatePercent, vatMinor: line.vatMinor! }));
  if (order.taxMinor > linesVat) parts.push({ ratePercent: order.shippingVatRatePercent, vatMinor: order.taxMinor - linesVat });
  return vatByRate(parts);
}

export interface OrderLineView extends OrderLineBasics {
  /** The order line's row, which a return's lines name. */
  id: number;
  variantId: number | null;
}

/** What one automatic promotion took off a placed order, in the order's language and currency. */
export interface OrderDiscountAllocation {
  title: string;
  kind: PlacedPromotionUse["kind"];
  /** For free shipping, what the shipping would have cost. */
  amountMinor: number;
  amountRonMinor: number;
}

/** An order's promotions as it showed them, from its uses (released ones too: a cancelled order keeps its prices). */
export function allocationsOf(uses: readonly PlacedPromotionUse[]): OrderDiscountAllocation[] {
  return uses.map((use) => ({ title: use.title, kind: use.kind, amountMinor: use.amountMinor, amountRonMinor: use.amountRonMinor }));
}

export interface OrderView {
  id: number;
  orderNumber: number;
  status: OrderStatus;
  email: string;
  language: Language;
  createdAt: Date;
  paidAt: Date | null;
  currencyCode: string;
  lines: OrderLineView[];
  subtotalMinor: number;
  /** `code` is empty for a subscription's save discount, which has none (decision 0170). */
  discount: { code: string; kind: "percent" | "fixed"; percent: number; amountMinor: number } | null;
  /** What the automatic promotions took off the lines, gifts included (decision 0172); 0 without any. */
  promotionDiscountMinor: number;
  /** Each promotion the order was priced with, by the title it showed (its `discountAllocations`); free shipping too. */
  discountAllocations: OrderDiscountAllocation[];
  shippingMinor: number;
  vatRatePercent: number;
  taxMinor: number;
  /** How it was taxed (decision 0055); null for orders placed before. */
  vatScheme: VatScheme | null;
  /** VAT by rate, highest first (one rate for orders placed before lines kept their VAT). */
  vatByRate: { ratePercent: number; vatMinor: number }[];
  /** The carrier service chosen at checkout; null for orders placed before. */
  shippingServiceName: string | null;
  /** That service's delivery estimate as checkout gave it; null for orders placed before it was kept. */
  shippingServiceDeliveryTime: string | null;
  /** The locker the parcel goes to; null: to the shipping address. */
  pickupPoint: ChosenPickupPoint | null;
  totalMinor: number;
  /** Paid from store credit, in the order's currency (0 when none was). */
  storeCreditMinor: number;
  paymentMethod: OrderPaymentMethod;
  payment: { method: PaymentMethod; status: PaymentStatus; attempt: number } | null;
  shippingAddress: AddressValues;
  billingAddress: AddressValues;
  note: string;
  /** The version of the terms the shopper accepted (decision 0052); null before the store kept it. */
  termsVersion: number | null;
  subscription: { status: string; interval: string; nextChargeDate: string } | null;
  fulfilment: {
    status: string;
    carrierName: string;
    trackingNumber: string | null;
    trackingUrl: string | null;
    shippedAt: Date | null;
    deliveredAt: Date | null;
  };
}

export async function loadOrderViews(db: Database, rows: readonly OrderRow[]): Promise<OrderView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [lineRows, paymentRows, subscriptionRows, promotionUses] = await Promise.all([
    db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.orderId), asc(orderLines.position)),
    db.select().from(payments).where(inArray(payments.orderId, ids)).orderBy(asc(payments.orderId), desc(payments.attempt)),
    db.select().from(subscriptions).where(inArray(subscriptions.orderId, ids)),
    promotionUsesOfOrders(db, ids),
  ]);
  const latestPayment = new Map<number, (typeof paymentRows)[number]>();
  for (const payment of paymentRows) if (!latestPayment.has(payment.orderId)) latestPayment.set(payment.orderId, payment);
  const subscriptionOf = new Map(subscriptionRows.map((row) => [row.orderId, row]));
  const linesOf = new Map<number, (typeof lineRows)[number][]>();
  for (const line of lineRows) {
    const list = linesOf.get(line.orderId);
    if (list) list.push(line);
    else linesOf.set(line.orderId, [line]);
  }

  return rows.map((order) => {
    const payment = latestPayment.get(order.id);
    const subscription = subscriptionOf.get(order.id);
    return {
      id: order.id,
      orderNumber: order.orderNumber,
      status: order.status as OrderStatus,
      email: order.email,
      language: order.language,
      createdAt: order.createdAt,
      paidAt: order.paidAt,
      currencyCode: order.currencyCode.trim(),
      lines: (linesOf.get(order.id) ?? []).map((line) => ({
        id: line.id,
        variantId: line.variantId,
        ...orderLineBasics(line),
      })),
      subtotalMinor: order.subtotalMinor,
      // A subscription's save discount has a kind and no code (decision 0170): it is shown too, with an empty code.
      discount:
        order.discountKind !== null
          ? {
              code: order.discountCode ?? "",
              kind: order.discountKind === "fixed" ? ("fixed" as const) : ("percent" as const),
              percent: order.discountPercent,
              amountMinor: order.discountMinor - order.promotionDiscountMinor,
            }
          : null,
      promotionDiscountMinor: order.promotionDiscountMinor,
      discountAllocations: allocationsOf(promotionUses.filter((use) => use.orderId === order.id)),
      shippingMinor: order.shippingMinor,
      vatRatePercent: order.vatRatePercent,
      taxMinor: order.taxMinor,
      vatScheme: isVatScheme(order.vatScheme) ? order.vatScheme : null,
      vatByRate: orderVatByRate(order, linesOf.get(order.id) ?? []),
      shippingServiceName: order.shippingServiceName,
      shippingServiceDeliveryTime: order.shippingServiceDeliveryTime,
      pickupPoint: order.pickupPoint ?? null,
      totalMinor: order.totalMinor,
      storeCreditMinor: order.storeCreditMinor,
      paymentMethod: order.paymentMethod as OrderPaymentMethod,
      payment: payment ? { method: orderPaymentMethod(payment), status: payment.status as PaymentStatus, attempt: payment.attempt } : null,
      shippingAddress: order.shippingAddress as AddressValues,
      billingAddress: order.billingAddress as AddressValues,
      note: order.note,
      termsVersion: order.termsVersion,
      subscription: subscription
        ? { status: subscription.status, interval: subscription.interval, nextChargeDate: subscription.nextChargeDate }
        : null,
      fulfilment: {
        status: order.fulfilmentStatus,
        carrierName: carrierName(order.carrier, order.trackingUrl),
        trackingNumber: order.trackingNumber,
        trackingUrl: trackingLink(order.carrier, order.trackingNumber, order.trackingUrl),
        shippedAt: order.shippedAt,
        deliveredAt: order.deliveredAt,
      },
    };
  });
}

/**
 * The one writer of a new order (issue 41 item 4): a checkout and a subscription's renewal both place their order
 * here, in the caller's transaction. It writes the row (amounts in the charged currency and in lei, VAT, shipping,
 * discount, store credit, the terms accepted), publishes its placed events, takes its lines' units from stock and
 * writes its lines. What only one caller does around the order stays with it: debiting the credit, linking the
 * code's redemption, the renewal's row, the payment and the confirmation. A test fails if any other file of the
 * server inserts into `orders`.
 */
import type { AddressValues } from "#domain/account-forms";
import type { InvoiceCompany } from "#domain/invoice-company";
import type { Language } from "#domain/locale";
import type { OrderChannel, PaymentMethod } from "#domain/order-contract";
import { placedOrderStatus } from "#domain/order-lifecycle";
import type { ChosenPickupPoint } from "#domain/shipments";
import type { StockCause } from "#domain/stock-ledger";
import type { StoreCreditPayment } from "#domain/store-credit";
import type { Database } from "#server/db/client";
import { orderLines, orders } from "#server/db/schema";
import { recordOrderPlaced } from "./lifecycle.ts";
import type { OrderRow } from "#server/commerce/shared/order-rows";
import { orderLineBasics, pricedLineColumns, pricedOrderColumns, type PricedOrder } from "#server/commerce/catalog/module";
import { reserveStock } from "#server/commerce/catalog/module";

export interface OrderPlacement {
  /** One order per key: a placement whose key an order already holds writes nothing. */
  idempotencyKey: string;
  /** The request the key was asked with, so a repeat of the key with another request is told apart. */
  requestHash: string;
  customerId: number | null;
  email: string;
  language: Language;
  /** The lines and amounts priced in the caller's transaction, its discount applied. */
  priced: PricedOrder;
  /** How what the store credit leaves is paid. */
  paymentMethod: PaymentMethod;
  /** What the customer's store credit pays, which the caller debits; null: none. */
  storeCredit: StoreCreditPayment | null;
  shippingAddress: AddressValues;
  billingAddress: AddressValues;
  /** The company the invoice is made out to; null: the person billed. */
  invoiceCompany: InvoiceCompany | null;
  note: string;
  acceptsMarketing: boolean;
  /** The version of the terms the order is placed under (decision 0052). */
  termsVersion: number | null;
  /** The locker the shopper chose, checked against the service and the parcel; absent: to the shipping address. */
  pickupPoint?: ChosenPickupPoint | null;
  /** Why its lines' units leave the stock: a checkout, or a subscription's delivery. */
  stockCause: Extract<StockCause, "order_placed" | "renewal">;
  /** Where it was placed; absent: the store's own checkout (decision 0186). */
  channel?: OrderChannel;
}

/** An order the store credit pays whole is placed paid, by `store_credit`, with no provider and no courier to wait for. */
export function paidWholeByStoreCredit(credit: StoreCreditPayment | null): boolean {
  return credit !== null && credit.creditRonMinor > 0 && credit.dueMinor === 0;
}

/**
 * Writes the order, its events, its stock and its lines in `tx`, and answers its row; null when another order holds
 * the key (nothing written). Throws `LinePricingError` (`out_of_stock`) when a line's stock is short: the caller's
 * rollback then undoes the row and its events.
 */
export async function placeOrder(tx: Database, placement: OrderPlacement, now: Date): Promise<OrderRow | null> {
  const { priced, storeCredit } = placement;
  const paidInFull = paidWholeByStoreCredit(storeCredit);
  const [order] = await tx
    .insert(orders)
    .values({
      idempotencyKey: placement.idempotencyKey,
      requestHash: placement.requestHash,
      customerId: placement.customerId,
      email: placement.email,
      language: placement.language,
      status: placedOrderStatus({ paidInFull, cashOnDelivery: placement.paymentMethod === "cod" }),
      paymentMethod: paidInFull ? "store_credit" : placement.paymentMethod,
      currencyCode: priced.currencyCode,
      unitsPerRonMicros: priced.unitsPerRonMicros,
      subtotalMinor: priced.charged.subtotalMinor,
      discountMinor: priced.charged.discountMinor,
      shippingMinor: priced.charged.shippingMinor,
      taxMinor: priced.charged.taxMinor,
      totalMinor: priced.charged.totalMinor,
      subtotalRonMinor: priced.ron.subtotalMinor,
      discountRonMinor: priced.ron.discountMinor,
      shippingRonMinor: priced.ron.shippingMinor,
      taxRonMinor: priced.ron.taxMinor,
      totalRonMinor: priced.ron.totalMinor,
      storeCreditMinor: storeCredit?.creditMinor ?? 0,
      storeCreditRonMinor: storeCredit?.creditRonMinor ?? 0,
      ...pricedOrderColumns(priced, placement.language),
      // A discount with no code of the promotions' (a subscription's save discount, decision 0170) keeps none.
      discountCode: priced.discount?.code || null,
      discountPercent: priced.discount?.percent ?? 0,
      discountKind: priced.discount?.kind ?? null,
      discountAmountRonMinor: priced.discount?.amountRonMinor ?? null,
      shippingAddress: placement.shippingAddress,
      pickupPoint: placement.pickupPoint ?? null,
      billingAddress: placement.billingAddress,
      invoiceCompany: placement.invoiceCompany,
      note: placement.note,
      acceptsMarketing: placement.acceptsMarketing,
      termsVersion: placement.termsVersion,
      channel: placement.channel ?? "store",
      createdAt: now,
      updatedAt: now,
      paidAt: paidInFull ? now : null,
    })
    .onConflictDoNothing({ target: orders.idempotencyKey })
    .returning();
  if (!order) return null;
  await recordOrderPlaced(tx, order, now);
  const reserved = await reserveStock(tx, priced.lines, { orderId: order.id, cause: placement.stockCause, now });
  await tx.insert(orderLines).values(
    priced.lines.map((line, position) => ({
      orderId: order.id,
      position,
      variantId: line.variantId,
      sku: line.sku,
      ...orderLineBasics(line),
      unitPriceRonMinor: line.unitPriceRonMinor,
      totalRonMinor: line.totalRonMinor,
      discountRonMinor: line.discountRonMinor,
      subscriptionInterval: line.subscriptionInterval,
      stockReserved: reserved[position]!,
      stockVariantId: line.stockVariantId,
      ...pricedLineColumns(line),
    })),
  );
  return order;
}

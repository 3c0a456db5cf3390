/**
 * "Add to your parcel" (issue 68 item 3, decision 0158): a cash-on-delivery order not yet packed and without an AWB
 * is offered the product the owner paired with one of its lines (never one already in the order), and one click adds
 * one unit of it to the same order. The line is priced as the order was (its currency, at its rate, with its
 * destination's VAT; no discount, the shipping as charged), its unit taken from stock like a checkout's, and the
 * order's totals rise, so the invoice still to be issued at delivery and the courier's cash-on-delivery amount, read
 * from the order when the AWB is asked for, include it. The addition and the AWB's request both lock the order's row
 * first, so one of them waits for the other. Each click's key is kept with the line it added: a retry answers it again.
 */
import { and, asc, eq, max } from "drizzle-orm";
import type { CurrencyCode } from "#domain/currency";
import type { AddressValues } from "#domain/account-forms";
import type { Language } from "#domain/locale";
import type { ParcelAdditionRefusal } from "#domain/parcel-additions";
import type { Database } from "#server/db/client";
import { orderLines, orders, parcelAdditions } from "#server/db/schema";
import type { Clock } from "#server/commerce/shared/clock";
import type { DeliverEvents } from "#server/commerce/shared/domain-events";
import { publishDomainEvents } from "#server/commerce/shared/domain-events";
import type { OrderRow } from "#server/commerce/shared/order-rows";
import {
  LinePricingError,
  lineItemName,
  offerVariantOf,
  orderLineBasics,
  parcelOffersOf,
  pricedLineColumns,
  reserveStock,
  type OrderPricingService,
  type PricedLine,
} from "#server/commerce/catalog/module";
import { recordOrderEvent } from "./back-office/order-events.ts";

/** Whether the order's parcel has an AWB asked for or made (shipping's port), read under the order's lock. */
export type ParcelAwbs = (tx: Database, orderId: number) => Promise<boolean>;

/** The product an order is offered, priced in its currency: one unit. */
export interface ParcelOfferFacts {
  variantId: number;
  productHandle: string;
  title: string;
  variantTitle: string;
  unitPriceMinor: number;
  currencyCode: string;
}

export type ParcelAdditionOutcome =
  | {
      kind: "added";
      repeated: boolean;
      order: OrderRow;
      line: { title: string; variantTitle: string; unitPriceMinor: number };
    }
  | { kind: "not_found" }
  | { kind: "refused"; reason: ParcelAdditionRefusal };

export interface ParcelAdditions {
  /** The offer of the order now, or null when it is offered nothing (closed parcel, card order, nothing paired). */
  offerFor(orderId: number, tx?: Database): Promise<ParcelOfferFacts | null>;
  /** Adds one unit of the offered variant to the order, once per click key. */
  add(request: { orderId: number; variantId: number; clickKey: string }): Promise<ParcelAdditionOutcome>;
}

/** Why the order's parcel takes nothing more now, if it does not: read from the row and its AWB under the order's lock. */
function closedBecause(order: OrderRow, awbRequested: boolean): ParcelAdditionRefusal | null {
  if (order.paymentMethod !== "cod") return "payment_method";
  const open =
    order.status === "payment_due_on_delivery" &&
    order.fulfilmentStatus === "unfulfilled" &&
    order.withdrawnAt === null &&
    order.trackingNumber === null &&
    !awbRequested;
  return open ? null : "parcel_closed";
}

export function createParcelAdditions({
  db,
  clock,
  pricing,
  awbRequested,
  deliverEvents,
}: {
  db: Database;
  clock: Clock;
  pricing: OrderPricingService;
  awbRequested: ParcelAwbs;
  deliverEvents: DeliverEvents;
}): ParcelAdditions {
  /** The offered variant priced as the order was: its currency at its rate, its destination's VAT, one unit. */
  async function priceForOrder(tx: Database, order: OrderRow, variantId: number): Promise<PricedLine> {
    const priced = await pricing.price(
      {
        lines: [{ variantId, quantity: 1 }],
        currency: { currencyCode: order.currencyCode as CurrencyCode, rates: new Map([[order.currencyCode, order.unitsPerRonMicros]]) },
        discount: null,
        shippingCountry: (order.shippingAddress as AddressValues).country,
        language: order.language as Language,
      },
      tx,
    );
    return priced.lines[0]!;
  }

  /** The variant the order is offered now and its price, or why none: under the order's lock when `tx` holds it. */
  async function currentOffer(tx: Database, order: OrderRow): Promise<{ line: PricedLine } | { refused: ParcelAdditionRefusal }> {
    const closed = closedBecause(order, await awbRequested(tx, order.id));
    if (closed) return { refused: closed };
    const lines = await tx
      .select({ variantId: orderLines.variantId })
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id))
      .orderBy(asc(orderLines.position));
    const { productIds, offers } = await parcelOffersOf(
      tx,
      lines.flatMap((line) => (line.variantId === null ? [] : [line.variantId])),
    );
    let soldOut = false;
    for (const productId of offers) {
      if (productIds.has(productId)) continue;
      const variantId = await offerVariantOf(tx, productId);
      if (variantId === null) continue;
      try {
        const line = await priceForOrder(tx, order, variantId);
        // A subscription is its own order's promise, never one unit slipped into a parcel.
        if (!line.isSubscription) return { line };
      } catch (error) {
        if (!(error instanceof LinePricingError)) throw error;
        soldOut ||= error.problems.some((problem) => problem.reason === "out_of_stock");
      }
    }
    return { refused: soldOut ? "out_of_stock" : "no_offer" };
  }

  async function answerAgain(tx: Database, order: OrderRow, orderLineId: number): Promise<ParcelAdditionOutcome> {
    const [line] = await tx.select().from(orderLines).where(eq(orderLines.id, orderLineId));
    return {
      kind: "added",
      repeated: true,
      order,
      line: { title: line!.title, variantTitle: line!.variantTitle, unitPriceMinor: line!.unitPriceMinor },
    };
  }

  return {
    async offerFor(orderId, tx = db) {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
      if (!order) return null;
      const offer = await currentOffer(tx, order);
      if (!("line" in offer)) return null;
      const { line } = offer;
      return {
        variantId: line.variantId,
        productHandle: line.productHandle,
        title: line.title,
        variantTitle: line.variantTitle,
        unitPriceMinor: line.unitPriceMinor,
        currencyCode: order.currencyCode,
      };
    },

    async add({ orderId, variantId, clickKey }) {
      const outcome = await db.transaction(async (tx): Promise<ParcelAdditionOutcome> => {
        // The AWB's request locks the same row first (shipping/awbs.ts): whichever comes second sees the other's work.
        const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
        if (!order) return { kind: "not_found" };
        const [clicked] = await tx
          .select({ orderLineId: parcelAdditions.orderLineId })
          .from(parcelAdditions)
          .where(and(eq(parcelAdditions.orderId, orderId), eq(parcelAdditions.clickKey, clickKey)));
        if (clicked) return answerAgain(tx, order, clicked.orderLineId);
        const offer = await currentOffer(tx, order);
        if ("refused" in offer) return { kind: "refused", reason: offer.refused };
        if (offer.line.variantId !== variantId) return { kind: "refused", reason: "no_offer" };
        const now = clock();
        const line = offer.line;
        let reserved: number[];
        try {
          reserved = await reserveStock(tx, [line], { orderId, cause: "parcel_added", now });
        } catch (error) {
          if (error instanceof LinePricingError) return { kind: "refused", reason: "out_of_stock" };
          throw error;
        }
        const [{ last }] = (await tx
          .select({ last: max(orderLines.position) })
          .from(orderLines)
          .where(eq(orderLines.orderId, orderId))) as [{ last: number | null }];
        const [written] = await tx
          .insert(orderLines)
          .values({
            orderId,
            position: (last ?? -1) + 1,
            variantId: line.variantId,
            sku: line.sku,
            ...orderLineBasics(line),
            unitPriceRonMinor: line.unitPriceRonMinor,
            totalRonMinor: line.totalRonMinor,
            discountRonMinor: 0,
            subscriptionInterval: null,
            stockReserved: reserved[0]!,
            stockVariantId: line.stockVariantId,
            ...pricedLineColumns(line),
          })
          .returning({ id: orderLines.id });
        const [updated] = await tx
          .update(orders)
          .set({
            subtotalMinor: order.subtotalMinor + line.totalMinor,
            subtotalRonMinor: order.subtotalRonMinor + line.totalRonMinor,
            taxMinor: order.taxMinor + line.vatMinor,
            taxRonMinor: order.taxRonMinor + line.vatRonMinor,
            totalMinor: order.totalMinor + line.totalMinor,
            totalRonMinor: order.totalRonMinor + line.totalRonMinor,
            vatRatePercent: Math.max(order.vatRatePercent, line.vatRatePercent),
            updatedAt: now,
          })
          .where(eq(orders.id, orderId))
          .returning();
        await tx.insert(parcelAdditions).values({
          orderId,
          clickKey,
          orderLineId: written!.id,
          amountMinor: line.totalMinor,
          amountRonMinor: line.totalRonMinor,
          createdAt: now,
        });
        const detail = {
          item: lineItemName(line),
          sku: line.sku,
          amountMinor: line.totalMinor,
          currencyCode: order.currencyCode,
          amountRonMinor: line.totalRonMinor,
        };
        await recordOrderEvent(tx, orderId, "parcel_added", null, detail, now);
        await publishDomainEvents(
          tx,
          { type: "order", id: orderId },
          [
            {
              type: "order.parcel_added",
              payload: {
                orderId,
                orderNumber: order.orderNumber,
                status: updated!.status,
                fulfilment: updated!.fulfilmentStatus,
                orderLineId: written!.id,
                amountMinor: line.totalMinor,
              },
            },
          ],
          now,
        );
        return {
          kind: "added",
          repeated: false,
          order: updated!,
          line: { title: line.title, variantTitle: line.variantTitle, unitPriceMinor: line.unitPriceMinor },
        };
      });
      if (outcome.kind === "added" && !outcome.repeated) await deliverEvents({ type: "order", id: orderId });
      return outcome;
    },
  };
}

/**
 * "Add to your parcel" (issue 68 item 3, decisions 0158 and 0164): an order not yet packed and without an AWB is
 * offered the product the owner paired with one of its lines (never one already in the order), and one click adds one
 * unit of it to the same order. Cash on delivery: the courier collects it with the rest. A paid card order: the
 * shopper's saved card is charged the unit on its own first, outside any transaction (the click's `charging` row and
 * its payment attempt are written before, so a retry or the sweep asks the card again under the same key, which
 * charges once); the line is written once the charge is in, or the charge is given back if the parcel closed
 * meanwhile. The line is priced as the order was (its currency, at its rate, with its destination's VAT; no
 * discount, the shipping as charged), its unit taken from stock like a checkout's, and the order's totals rise: a
 * cash-on-delivery order's invoice, issued at delivery, and the courier's amount, read from the order when the AWB is
 * asked for, include it; a card order's addition has its own invoice. The addition and the AWB's request both lock the order's row
 * first, so one of them waits for the other. Each click's key is kept with the line it added: a retry answers it again.
 */
import { and, asc, eq, isNotNull, lt, max } from "drizzle-orm";
import type { CurrencyCode } from "#domain/currency";
import type { AddressValues } from "#domain/account-forms";
import type { Language } from "#domain/locale";
import type { ParcelAdditionRefusal } from "#domain/parcel-additions";
import type { Database } from "#server/db/client";
import { orderLines, orders, parcelAdditions } from "#server/db/schema";
import type { Clock } from "#server/commerce/shared/clock";
import type { AdditionCard, PaymentService, SavedChargeOutcome } from "#server/commerce/payments/module";
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
  /** How it is paid: with the rest to the courier, or charged now to the shopper's saved card. */
  payment: { kind: "cash_on_delivery" } | { kind: "card"; brand: string; last4: string };
}

export type ParcelAdditionOutcome =
  | {
      kind: "added";
      repeated: boolean;
      order: OrderRow;
      line: { title: string; variantTitle: string; unitPriceMinor: number };
      /** What the shopper's card was charged for it; null for cash on delivery. */
      chargedMinor: number | null;
    }
  | { kind: "not_found" }
  | { kind: "refused"; reason: ParcelAdditionRefusal }
  /** The card's provider did not answer: nothing is added yet, and the same click asks it again (charging once). */
  | { kind: "payment_unavailable" };

export interface ParcelAdditions {
  /** The offer of the order now, or null when it is offered nothing (closed parcel, no card to charge, nothing paired). */
  offerFor(orderId: number, tx?: Database): Promise<ParcelOfferFacts | null>;
  /** Adds one unit of the offered variant to the order, once per click key. */
  add(request: { orderId: number; variantId: number; clickKey: string }): Promise<ParcelAdditionOutcome>;
  /** Finishes card additions left charging by a process that stopped (or a provider that did not answer); answers how many. */
  finishStalled(): Promise<number>;
}

/** `ChargedAdditions` (invoicing's port): an order's lines charged and invoiced on their own, by their addition. */
export async function chargedAdditions(tx: Database, orderId: number): Promise<{ additionId: number; orderLineId: number }[]> {
  const rows = await tx
    .select({ additionId: parcelAdditions.id, orderLineId: parcelAdditions.orderLineId })
    .from(parcelAdditions)
    .where(and(eq(parcelAdditions.orderId, orderId), eq(parcelAdditions.status, "added"), isNotNull(parcelAdditions.paymentId)));
  return rows.map((row) => ({ additionId: row.additionId, orderLineId: row.orderLineId! }));
}

/** A card addition still charging this long after its click is the sweep's to finish. */
export const STALLED_CHARGE_MS = 2 * 60_000;

type AdditionRow = typeof parcelAdditions.$inferSelect;

/** Why the order's parcel takes nothing more now, if it does not: read from the row and its AWB under the order's lock. */
function closedBecause(order: OrderRow, awbRequested: boolean): ParcelAdditionRefusal | null {
  if (order.status === "pending_payment") return "awaiting_payment";
  const moneyOpen = order.paymentMethod === "cod" ? order.status === "payment_due_on_delivery" : order.status === "paid";
  const open =
    moneyOpen && order.fulfilmentStatus === "unfulfilled" && order.withdrawnAt === null && order.trackingNumber === null && !awbRequested;
  return open ? null : "parcel_closed";
}

type AdditionPayments = Pick<
  PaymentService,
  "additionCardFor" | "openAdditionCharge" | "chargeSaved" | "settleSavedCharge" | "returnAdditionCharge"
>;

export function createParcelAdditions({
  db,
  clock,
  pricing,
  payments,
  awbRequested,
  deliverEvents,
}: {
  db: Database;
  clock: Clock;
  pricing: OrderPricingService;
  payments: AdditionPayments;
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

  type Offered = { line: PricedLine; card: AdditionCard | null } | { refused: ParcelAdditionRefusal };

  /** The variant the order is offered now, its price and how it is paid, or why none: under the order's lock when `tx` holds it. */
  async function currentOffer(tx: Database, order: OrderRow): Promise<Offered> {
    const closed = closedBecause(order, await awbRequested(tx, order.id));
    if (closed) return { refused: closed };
    let card: AdditionCard | null = null;
    if (order.paymentMethod !== "cod") {
      card = await payments.additionCardFor(tx, { customerId: order.customerId, email: order.email });
      if (!card) return { refused: "payment_method" };
    }
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
        if (!line.isSubscription) return { line, card };
      } catch (error) {
        if (!(error instanceof LinePricingError)) throw error;
        soldOut ||= error.problems.some((problem) => problem.reason === "out_of_stock");
      }
    }
    return { refused: soldOut ? "out_of_stock" : "no_offer" };
  }

  /** What a click already answered says again: its line, or why it was not added. */
  async function answerAgain(tx: Database, order: OrderRow, addition: AdditionRow): Promise<ParcelAdditionOutcome> {
    if (addition.status === "declined") return { kind: "refused", reason: "card_declined" };
    if (addition.status === "returned") return { kind: "refused", reason: "parcel_closed" };
    const [line] = await tx.select().from(orderLines).where(eq(orderLines.id, addition.orderLineId!));
    return {
      kind: "added",
      repeated: true,
      order,
      line: { title: line!.title, variantTitle: line!.variantTitle, unitPriceMinor: line!.unitPriceMinor },
      chargedMinor: addition.paymentId === null ? null : addition.amountMinor,
    };
  }

  /**
   * Writes the line into the order, its unit taken from stock, and raises the order's totals; publishes the addition.
   * Null when the unit sold out meanwhile.
   */
  async function writeLine(
    tx: Database,
    order: OrderRow,
    line: PricedLine,
    addition: { id?: number; clickKey: string; paymentId: string | null },
    now: Date,
  ): Promise<Extract<ParcelAdditionOutcome, { kind: "added" }> | null> {
    const orderId = order.id;
    let reserved: number[];
    try {
      reserved = await reserveStock(tx, [line], { orderId, cause: "parcel_added", now });
    } catch (error) {
      if (error instanceof LinePricingError) return null;
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
    const kept = { status: "added", orderLineId: written!.id, amountMinor: line.totalMinor, amountRonMinor: line.totalRonMinor };
    const [saved] =
      addition.id === undefined
        ? await tx
            .insert(parcelAdditions)
            .values({ orderId, clickKey: addition.clickKey, variantId: line.variantId, createdAt: now, ...kept })
            .returning({ id: parcelAdditions.id })
        : await tx.update(parcelAdditions).set(kept).where(eq(parcelAdditions.id, addition.id)).returning({ id: parcelAdditions.id });
    const charged = addition.paymentId !== null;
    await recordOrderEvent(
      tx,
      orderId,
      "parcel_added",
      null,
      {
        item: lineItemName(line),
        sku: line.sku,
        amountMinor: line.totalMinor,
        currencyCode: order.currencyCode,
        amountRonMinor: line.totalRonMinor,
        ...(charged ? { paymentId: addition.paymentId } : {}),
      },
      now,
    );
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
            additionId: saved!.id,
            orderLineId: written!.id,
            amountMinor: line.totalMinor,
            charged,
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
      chargedMinor: charged ? line.totalMinor : null,
    };
  }

  type Settled = ParcelAdditionOutcome | { returnCharge: string };

  /**
   * Asks the card for a `charging` addition (again, under the attempt's key) and applies its answer under the order's
   * lock: declined, added, or — the parcel closed or the unit sold out while the card answered — its charge given back.
   */
  async function finishCharge(additionId: number): Promise<ParcelAdditionOutcome> {
    const [addition] = await db.select().from(parcelAdditions).where(eq(parcelAdditions.id, additionId));
    const paymentId = addition!.paymentId!;
    let answer: SavedChargeOutcome;
    try {
      answer = await payments.chargeSaved(paymentId, `Parcel addition ${addition!.id}`);
    } catch {
      return { kind: "payment_unavailable" };
    }
    const settled = await db.transaction(async (tx): Promise<Settled> => {
      const now = clock();
      const [order] = await tx.select().from(orders).where(eq(orders.id, addition!.orderId)).for("update");
      const [still] = await tx.select().from(parcelAdditions).where(eq(parcelAdditions.id, additionId));
      if (still!.status !== "charging") return answerAgain(tx, order!, still!);
      const { paid } = await payments.settleSavedCharge(tx, paymentId, answer, now);
      if (!paid) {
        await tx.update(parcelAdditions).set({ status: "declined" }).where(eq(parcelAdditions.id, additionId));
        return { kind: "refused", reason: "card_declined" };
      }
      if (closedBecause(order!, await awbRequested(tx, order!.id))) return { returnCharge: paymentId };
      let line: PricedLine;
      try {
        line = await priceForOrder(tx, order!, still!.variantId!);
      } catch (error) {
        if (error instanceof LinePricingError) return { returnCharge: paymentId };
        throw error;
      }
      // The card was charged what the click was shown; a price changed in between is not charged afresh.
      if (line.totalMinor !== still!.amountMinor) return { returnCharge: paymentId };
      return (
        (await writeLine(tx, order!, line, { id: additionId, clickKey: still!.clickKey, paymentId }, now)) ?? { returnCharge: paymentId }
      );
    });
    if (!("returnCharge" in settled)) {
      if (settled.kind === "added" && !settled.repeated) await deliverEvents({ type: "order", id: addition!.orderId });
      return settled;
    }
    if (!(await payments.returnAdditionCharge(paymentId))) return { kind: "payment_unavailable" };
    await db
      .update(parcelAdditions)
      .set({ status: "returned" })
      .where(and(eq(parcelAdditions.id, additionId), eq(parcelAdditions.status, "charging")));
    return { kind: "refused", reason: "parcel_closed" };
  }

  return {
    async offerFor(orderId, tx = db) {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
      if (!order) return null;
      const offer = await currentOffer(tx, order);
      if (!("line" in offer)) return null;
      const { line, card } = offer;
      return {
        variantId: line.variantId,
        productHandle: line.productHandle,
        title: line.title,
        variantTitle: line.variantTitle,
        unitPriceMinor: line.unitPriceMinor,
        currencyCode: order.currencyCode,
        payment: card ? { kind: "card", brand: card.brand, last4: card.last4 } : { kind: "cash_on_delivery" },
      };
    },

    async add({ orderId, variantId, clickKey }) {
      const begun = await db.transaction(async (tx): Promise<ParcelAdditionOutcome | { charge: number }> => {
        // The AWB's request locks the same row first (shipping/awbs.ts): whichever comes second sees the other's work.
        const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
        if (!order) return { kind: "not_found" };
        const [clicked] = await tx
          .select()
          .from(parcelAdditions)
          .where(and(eq(parcelAdditions.orderId, orderId), eq(parcelAdditions.clickKey, clickKey)));
        if (clicked) return clicked.status === "charging" ? { charge: clicked.id } : answerAgain(tx, order, clicked);
        const [charging] = await tx
          .select({ id: parcelAdditions.id })
          .from(parcelAdditions)
          .where(and(eq(parcelAdditions.orderId, orderId), eq(parcelAdditions.status, "charging")));
        if (charging) return { kind: "refused", reason: "in_progress" };
        const offer = await currentOffer(tx, order);
        if ("refused" in offer) return { kind: "refused", reason: offer.refused };
        if (offer.line.variantId !== variantId) return { kind: "refused", reason: "no_offer" };
        const now = clock();
        if (!offer.card) {
          return (
            (await writeLine(tx, order, offer.line, { clickKey, paymentId: null }, now)) ?? { kind: "refused", reason: "out_of_stock" }
          );
        }
        const { paymentId } = await payments.openAdditionCharge(
          tx,
          order,
          { savedMethodId: offer.card.savedMethodId, amountMinor: offer.line.totalMinor },
          now,
        );
        const [started] = await tx
          .insert(parcelAdditions)
          .values({
            orderId,
            clickKey,
            status: "charging",
            variantId,
            paymentId,
            cardBrand: offer.card.brand,
            cardLast4: offer.card.last4,
            amountMinor: offer.line.totalMinor,
            amountRonMinor: offer.line.totalRonMinor,
            createdAt: now,
          })
          .returning({ id: parcelAdditions.id });
        return { charge: started!.id };
      });
      if ("charge" in begun) return finishCharge(begun.charge);
      if (begun.kind === "added" && !begun.repeated) await deliverEvents({ type: "order", id: orderId });
      return begun;
    },

    async finishStalled() {
      const stalled = await db
        .select({ id: parcelAdditions.id })
        .from(parcelAdditions)
        .where(and(eq(parcelAdditions.status, "charging"), lt(parcelAdditions.createdAt, new Date(clock().getTime() - STALLED_CHARGE_MS))));
      let finished = 0;
      for (const { id } of stalled) if ((await finishCharge(id)).kind !== "payment_unavailable") finished++;
      return finished;
    },
  };
}

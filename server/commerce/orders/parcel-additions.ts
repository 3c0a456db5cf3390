/**
 * "Add to your parcel" (issue 68 item 3, decisions 0158 and 0164): an order not yet packed and without an AWB is
 * offered the product the owner paired with one of its lines (never one already in the order), and one click adds one
 * unit of it to the same order. Cash on delivery: the courier collects it with the rest. A paid card order: the unit
 * has its own payment — the shopper's saved card charged at once, outside any transaction (the click's `charging` row
 * and its payment attempt are written before, so a retry or the sweep asks the card again under the same key, which
 * charges once), or, with no card saved, the store's payment page, payable for half an hour (`awaiting_payment`).
 * Either payment's outcome reaches `settle` in the transaction that records it: the line is written once the money is
 * in, or the charge is given back if the parcel closed meanwhile. The line is priced as the order was (its currency, at
 * its rate, with its destination's VAT; no discount, the shipping as charged), its unit taken from stock like a
 * checkout's, and the order's totals rise: a cash-on-delivery order's invoice, issued at delivery, and the courier's
 * amount, read from the order when the AWB is asked for, include it; a card order's addition has its own invoice. The
 * addition and the AWB's request both lock the order's row first, so one of them waits for the other. Each click's key
 * is kept with the line it added: a retry answers it again.
 */
import { and, asc, eq, inArray, isNotNull, lt, max, or } from "drizzle-orm";
import type { CurrencyCode } from "#domain/currency";
import type { AddressValues } from "#domain/account-forms";
import type { Language } from "#domain/locale";
import { PARCEL_PAYMENT_PAGE_MINUTES, type ParcelAdditionRefusal } from "#domain/parcel-additions";
import type { Database } from "#server/db/client";
import { orderLines, orders, parcelAdditions } from "#server/db/schema";
import type { Clock } from "#server/commerce/shared/clock";
import type { AdditionCard, ParcelAdditionPayments, PaymentService, SavedChargeOutcome } from "#server/commerce/payments/module";
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
  /** How it is paid: with the rest to the courier, charged now to the shopper's saved card, or on the payment page. */
  payment: { kind: "cash_on_delivery" } | { kind: "card"; brand: string; last4: string } | { kind: "payment_page" };
}

export type ParcelAdditionOutcome =
  | {
      kind: "added";
      order: OrderRow;
      line: { title: string; variantTitle: string; unitPriceMinor: number };
      /** What the shopper's card was charged for it; null for cash on delivery. */
      chargedMinor: number | null;
    }
  /** A card order without a saved card: the unit is added once it is paid on this page. */
  | { kind: "pay"; order: OrderRow; paymentUrl: string; amountMinor: number }
  | { kind: "not_found" }
  | { kind: "refused"; reason: ParcelAdditionRefusal }
  /** The card's provider did not answer: nothing is added yet, and the same click asks it again (charging once). */
  | { kind: "payment_unavailable" };

/** What became of the addition a payment page paid, for the page the shopper comes back to. */
export interface PaidAddition {
  orderId: number;
  /** `returned`: paid, but the parcel closed meanwhile, so the charge is (being) given back. */
  state: "awaiting_payment" | "added" | "unpaid" | "returned";
  /** The line it became; null while it is not in the order. */
  item: string | null;
}

export interface ParcelAdditions extends ParcelAdditionPayments {
  /** The offer of the order now, or null when it is offered nothing (closed parcel, no way to pay, nothing paired). */
  offerFor(orderId: number, tx?: Database): Promise<ParcelOfferFacts | null>;
  /** Adds one unit of the offered variant to the order, once per click key (a card order: once it is paid). */
  add(request: { orderId: number; variantId: number; clickKey: string }): Promise<ParcelAdditionOutcome>;
  /** The addition a payment attempt pays, or null when it pays none. */
  ofPayment(paymentId: string): Promise<PaidAddition | null>;
  /**
   * Finishes what clicks left open: saved-card charges a process left unanswered, charges to give back, payment pages
   * not paid in time; answers how many it finished.
   */
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

/** How the offered unit is paid. */
type AdditionPay = { kind: "cash_on_delivery" } | { kind: "card"; card: AdditionCard } | { kind: "payment_page" };

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
  | "additionCardFor"
  | "openAdditionCharge"
  | "chargeSaved"
  | "settleSavedCharge"
  | "returnAdditionCharge"
  | "hostedCardAvailable"
  | "openAdditionPayment"
  | "hostedUrl"
  | "closeAdditionPayment"
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

  type Offered = { line: PricedLine; pay: AdditionPay } | { refused: ParcelAdditionRefusal };

  async function payOf(tx: Database, order: OrderRow): Promise<AdditionPay | null> {
    if (order.paymentMethod === "cod") return { kind: "cash_on_delivery" };
    const card = await payments.additionCardFor(tx, { customerId: order.customerId, email: order.email });
    if (card) return { kind: "card", card };
    return (await payments.hostedCardAvailable(order.currencyCode)) ? { kind: "payment_page" } : null;
  }

  /** The variant the order is offered now, its price and how it is paid, or why none: under the order's lock when `tx` holds it. */
  async function currentOffer(tx: Database, order: OrderRow): Promise<Offered> {
    const closed = closedBecause(order, await awbRequested(tx, order.id));
    if (closed) return { refused: closed };
    const pay = await payOf(tx, order);
    if (!pay) return { refused: "payment_method" };
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
        if (!line.isSubscription) return { line, pay };
      } catch (error) {
        if (!(error instanceof LinePricingError)) throw error;
        soldOut ||= error.problems.some((problem) => problem.reason === "out_of_stock");
      }
    }
    return { refused: soldOut ? "out_of_stock" : "no_offer" };
  }

  type Settled = ParcelAdditionOutcome | { returnCharge: AdditionRow };

  /** What a settled addition answers: its line, why it was not added, or its charge still to give back. */
  async function answerOf(tx: Database, order: OrderRow, addition: AdditionRow): Promise<Settled> {
    if (addition.status === "declined") return { kind: "refused", reason: "card_declined" };
    if (addition.status === "unpaid") return { kind: "refused", reason: "payment_not_completed" };
    if (addition.status === "returning") return { returnCharge: addition };
    if (addition.status !== "added") return { kind: "refused", reason: "parcel_closed" };
    const [line] = await tx.select().from(orderLines).where(eq(orderLines.id, addition.orderLineId!));
    return {
      kind: "added",
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
      order: updated!,
      line: { title: line.title, variantTitle: line.variantTitle, unitPriceMinor: line.unitPriceMinor },
      chargedMinor: charged ? line.totalMinor : null,
    };
  }

  /**
   * A paid addition goes into the order if its parcel is still open, its unit still in stock and its price the one
   * paid: the line written, or false (the charge is to be given back). Under the order's lock.
   */
  async function addPaid(tx: Database, order: OrderRow, addition: AdditionRow, now: Date): Promise<boolean> {
    if (closedBecause(order, await awbRequested(tx, order.id))) return false;
    let line: PricedLine;
    try {
      line = await priceForOrder(tx, order, addition.variantId!);
    } catch (error) {
      if (error instanceof LinePricingError) return false;
      throw error;
    }
    // The shopper paid what the click was shown; a price changed in between is not charged afresh.
    if (line.totalMinor !== addition.amountMinor) return false;
    return (
      (await writeLine(tx, order, line, { id: addition.id, clickKey: addition.clickKey, paymentId: addition.paymentId }, now)) !== null
    );
  }

  async function settlePayment(
    tx: Database,
    { orderId, paymentId, paid }: { orderId: number; paymentId: string; paid: boolean },
    now: Date,
  ) {
    const [addition] = await tx
      .select()
      .from(parcelAdditions)
      .where(and(eq(parcelAdditions.orderId, orderId), eq(parcelAdditions.paymentId, paymentId)));
    if (!addition || (addition.status !== "charging" && addition.status !== "awaiting_payment")) return;
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
    const status = !paid
      ? addition.status === "charging"
        ? "declined"
        : "unpaid"
      : (await addPaid(tx, order!, addition, now))
        ? null
        : "returning";
    if (status) await tx.update(parcelAdditions).set({ status }).where(eq(parcelAdditions.id, addition.id));
  }

  /** Gives a paid addition's charge back once its parcel could not take it: true once the money is back. */
  async function giveBack(addition: AdditionRow): Promise<boolean> {
    if (!(await payments.returnAdditionCharge(addition.paymentId!))) return false;
    await db
      .update(parcelAdditions)
      .set({ status: "returned" })
      .where(and(eq(parcelAdditions.id, addition.id), eq(parcelAdditions.status, "returning")));
    return true;
  }

  /** What an addition's settlement answers the click, once its charge to give back is given back and its events are out. */
  async function concluded(orderId: number, settled: Settled): Promise<ParcelAdditionOutcome> {
    if ("returnCharge" in settled) {
      return (await giveBack(settled.returnCharge)) ? { kind: "refused", reason: "parcel_closed" } : { kind: "payment_unavailable" };
    }
    if (settled.kind === "added") await deliverEvents({ type: "order", id: orderId });
    return settled;
  }

  /**
   * Asks the saved card for a `charging` addition (again, under the attempt's key) and records its answer under the
   * order's lock, which settles the addition: declined, added, or its charge to give back.
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
      await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, addition!.orderId)).for("update");
      const [before] = await tx.select().from(parcelAdditions).where(eq(parcelAdditions.id, additionId));
      if (before!.status === "charging") await payments.settleSavedCharge(tx, paymentId, answer, now);
      const [after] = await tx.select().from(parcelAdditions).where(eq(parcelAdditions.id, additionId));
      const [order] = await tx.select().from(orders).where(eq(orders.id, addition!.orderId));
      if (after!.status !== "charging") return answerOf(tx, order!, after!);
      // Its attempt was closed meanwhile (the order cancelled while the card answered): nothing is added.
      await tx.update(parcelAdditions).set({ status: "declined" }).where(eq(parcelAdditions.id, additionId));
      return { kind: "refused", reason: "card_declined" };
    });
    return concluded(addition!.orderId, settled);
  }

  /** Sends the shopper to the addition's payment page, started at the provider the first time. */
  async function payPage(order: OrderRow, addition: AdditionRow): Promise<ParcelAdditionOutcome> {
    let paymentUrl: string | undefined;
    try {
      paymentUrl = await payments.hostedUrl(addition.paymentId!);
    } catch {
      return { kind: "payment_unavailable" };
    }
    if (paymentUrl) return { kind: "pay", order, paymentUrl, amountMinor: addition.amountMinor };
    // Settled between the click's transaction and now (paid, or the page closed): answered as it ended.
    const settled = await db.transaction(async (tx) => {
      const [after] = await tx.select().from(parcelAdditions).where(eq(parcelAdditions.id, addition.id));
      const [current] = await tx.select().from(orders).where(eq(orders.id, order.id));
      return answerOf(tx, current!, after!);
    });
    return concluded(order.id, settled);
  }

  /** Closes an addition's payment page not paid in time; one paid at the last moment is settled by the close. */
  async function closeUnpaid(addition: AdditionRow): Promise<boolean> {
    try {
      await payments.closeAdditionPayment(addition.paymentId!);
    } catch {
      return false;
    }
    // Its attempt closed otherwise (the order cancelled meanwhile) leaves it waiting: it was not paid.
    await db
      .update(parcelAdditions)
      .set({ status: "unpaid" })
      .where(and(eq(parcelAdditions.id, addition.id), eq(parcelAdditions.status, "awaiting_payment")));
    return true;
  }

  return {
    async offerFor(orderId, tx = db) {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
      if (!order) return null;
      const offer = await currentOffer(tx, order);
      if (!("line" in offer)) return null;
      const { line, pay } = offer;
      return {
        variantId: line.variantId,
        productHandle: line.productHandle,
        title: line.title,
        variantTitle: line.variantTitle,
        unitPriceMinor: line.unitPriceMinor,
        currencyCode: order.currencyCode,
        payment: pay.kind === "card" ? { kind: "card", brand: pay.card.brand, last4: pay.card.last4 } : pay,
      };
    },

    async add({ orderId, variantId, clickKey }) {
      type Begun = Settled | { charge: number } | { pay: AdditionRow; order: OrderRow };
      const begun = await db.transaction(async (tx): Promise<Begun> => {
        // The AWB's request locks the same row first (shipping/awbs.ts): whichever comes second sees the other's work.
        const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
        if (!order) return { kind: "not_found" };
        const [clicked] = await tx
          .select()
          .from(parcelAdditions)
          .where(and(eq(parcelAdditions.orderId, orderId), eq(parcelAdditions.clickKey, clickKey)));
        if (clicked?.status === "charging") return { charge: clicked.id };
        if (clicked && clicked.status !== "awaiting_payment") return answerOf(tx, order, clicked);
        const [open] = clicked
          ? [clicked]
          : await tx
              .select()
              .from(parcelAdditions)
              .where(and(eq(parcelAdditions.orderId, orderId), inArray(parcelAdditions.status, ["charging", "awaiting_payment"])));
        if (open?.status === "awaiting_payment") {
          // The page already opened for the unit is the one to pay (a second would charge twice), while the parcel is open.
          const closed = closedBecause(order, await awbRequested(tx, order.id));
          if (closed) return { kind: "refused", reason: closed };
          if (open.variantId === variantId) return { pay: open, order };
        }
        if (open) return { kind: "refused", reason: "in_progress" };
        const offer = await currentOffer(tx, order);
        if ("refused" in offer) return { kind: "refused", reason: offer.refused };
        if (offer.line.variantId !== variantId) return { kind: "refused", reason: "no_offer" };
        const now = clock();
        const { line, pay } = offer;
        if (pay.kind === "cash_on_delivery") {
          return (await writeLine(tx, order, line, { clickKey, paymentId: null }, now)) ?? { kind: "refused", reason: "out_of_stock" };
        }
        const { paymentId } =
          pay.kind === "card"
            ? await payments.openAdditionCharge(tx, order, { savedMethodId: pay.card.savedMethodId, amountMinor: line.totalMinor }, now)
            : await payments.openAdditionPayment(tx, order, line.totalMinor, now);
        const [started] = await tx
          .insert(parcelAdditions)
          .values({
            orderId,
            clickKey,
            status: pay.kind === "card" ? "charging" : "awaiting_payment",
            variantId,
            paymentId,
            cardBrand: pay.kind === "card" ? pay.card.brand : null,
            cardLast4: pay.kind === "card" ? pay.card.last4 : null,
            amountMinor: line.totalMinor,
            amountRonMinor: line.totalRonMinor,
            createdAt: now,
          })
          .returning();
        return pay.kind === "card" ? { charge: started!.id } : { pay: started!, order };
      });
      if ("charge" in begun) return finishCharge(begun.charge);
      if ("pay" in begun) return payPage(begun.order, begun.pay);
      return concluded(orderId, begun);
    },

    settle: settlePayment,

    async ofPayment(paymentId) {
      const [row] = await db
        .select({ addition: parcelAdditions, title: orderLines.title, variantTitle: orderLines.variantTitle })
        .from(parcelAdditions)
        .leftJoin(orderLines, eq(orderLines.id, parcelAdditions.orderLineId))
        .where(eq(parcelAdditions.paymentId, paymentId));
      if (!row) return null;
      const { addition } = row;
      const state =
        addition.status === "added" || addition.status === "awaiting_payment" || addition.status === "unpaid"
          ? addition.status
          : addition.status === "declined"
            ? "unpaid"
            : "returned";
      const item = row.title === null ? null : lineItemName({ title: row.title, variantTitle: row.variantTitle ?? "" });
      return { orderId: addition.orderId, state, item };
    },

    async finishStalled() {
      const now = clock().getTime();
      const open = await db
        .select()
        .from(parcelAdditions)
        .where(
          or(
            and(eq(parcelAdditions.status, "charging"), lt(parcelAdditions.createdAt, new Date(now - STALLED_CHARGE_MS))),
            eq(parcelAdditions.status, "returning"),
            and(
              eq(parcelAdditions.status, "awaiting_payment"),
              lt(parcelAdditions.createdAt, new Date(now - PARCEL_PAYMENT_PAGE_MINUTES * 60_000)),
            ),
          ),
        );
      let finished = 0;
      for (const addition of open) {
        const done =
          addition.status === "charging"
            ? (await finishCharge(addition.id)).kind !== "payment_unavailable"
            : addition.status === "returning"
              ? await giveBack(addition)
              : await closeUnpaid(addition);
        if (done) finished++;
      }
      return finished;
    },
  };
}

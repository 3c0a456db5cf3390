/**
 * What an owner may send back and what it would give: the orders with units left within their window, a guest link's
 * order, and a request's quote, looked up and priced as the request itself (`requesting.ts`) is.
 */
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { EligibleReturnOrder, ReturnQuoteView, ReturnRefusal, ReturnRequestBody } from "#domain/customer-returns";
import { lineRefundMinor, quoteRefund, receivedAt, returnWindow, type ReturnReason } from "#domain/returns";
import type { Database } from "#server/db/client";
import { orderLines, orders } from "#server/db/schema";
import type { Clock } from "#server/commerce/shared/clock";
import {
  heldUnits,
  lei,
  linkOwner,
  money,
  Refused,
  refusal,
  RETURNABLE_ORDER_STATUSES,
  type CustomerReturnsDeps,
  type LineRow,
  type OrderRow,
  type Owner,
} from "./kit.ts";

export type QuoteOutcome = { ok: true; value: ReturnQuoteView } | { ok: false; reason: ReturnRefusal; field: string };

/** The order as a request may use it: the owner's, received, within the window; with its lines. */
export async function usableOrder(tx: Database, clock: Clock, owner: Owner, orderNumber: number, lock: boolean) {
  const query = tx
    .select()
    .from(orders)
    .where(and(eq(orders.orderNumber, orderNumber), owner.orders, inArray(orders.status, RETURNABLE_ORDER_STATUSES)));
  const [order] = lock ? await query.for("update") : await query;
  if (!order) throw new Refused("order_not_found", "orderNumber");
  const window = returnWindow(order, clock());
  if (!window.open) throw new Refused(window.reason, "orderNumber");
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.position));
  return { order, lines };
}

/** The request's lines checked against what is left, and the refund they give, in the order's currency and in lei. */
export function priced(order: OrderRow, lines: LineRow[], held: Map<number, number>, shippingRefunded: boolean, body: ReturnRequestBody) {
  const chosen = body.lines.map((choice, index) => {
    const line = lines.find((candidate) => candidate.id === choice.lineId);
    if (!line) throw new Refused("line_not_found", `lines.${index}.lineId`);
    const before = held.get(line.id) ?? 0;
    if (choice.quantity > line.quantity - before) throw new Refused("too_many_units", `lines.${index}.quantity`);
    return { line, units: choice.quantity, reason: choice.reason as ReturnReason, returnedBefore: before };
  });
  const selection = chosen.map(({ line, units, reason, returnedBefore }) => ({ lineId: line.id, units, reason, returnedBefore }));
  const inCurrency = quoteRefund({ shippingMinor: order.shippingMinor, shippingRefunded }, lines.map(money), selection);
  const inLei = quoteRefund({ shippingMinor: order.shippingRonMinor, shippingRefunded }, lines.map(lei), selection);
  return { chosen, inCurrency, inLei };
}

export function returnQuoting({ db, clock }: Pick<CustomerReturnsDeps, "db" | "clock">) {
  /** The owner's orders with units that may still come back, within their window, the newest first. */
  async function eligible(owner: Owner): Promise<EligibleReturnOrder[]> {
    const now = clock();
    const candidates = await db
      .select()
      .from(orders)
      .where(
        and(owner.orders, inArray(orders.status, RETURNABLE_ORDER_STATUSES), inArray(orders.fulfilmentStatus, ["shipped", "delivered"])),
      )
      .orderBy(desc(orders.createdAt));
    const open = candidates.filter((order) => returnWindow(order, now).open);
    const found: EligibleReturnOrder[] = [];
    for (const order of open) {
      const [lines, { held }] = await Promise.all([
        db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.position)),
        heldUnits(db, order.id),
      ]);
      const returnable = lines
        .map((line) => ({
          lineId: line.id,
          title: line.title,
          variantTitle: line.variantTitle,
          quantity: line.quantity,
          returnable: line.quantity - (held.get(line.id) ?? 0),
          unitRefundMinor: lineRefundMinor(money(line), 1),
        }))
        .filter((line) => line.returnable > 0);
      if (returnable.length === 0) continue;
      const window = returnWindow(order, now) as { open: true; until: Date };
      found.push({
        orderNumber: order.orderNumber,
        placedAt: order.createdAt.toISOString(),
        receivedAt: receivedAt(order)!.toISOString(),
        returnableUntil: window.until.toISOString(),
        currencyCode: order.currencyCode.trim(),
        paidOnDelivery: order.paymentMethod === "cod",
        lines: returnable,
      });
    }
    return found;
  }

  async function quote(owner: Owner, body: ReturnRequestBody): Promise<QuoteOutcome> {
    try {
      const { order, lines } = await usableOrder(db, clock, owner, body.orderNumber, false);
      const { held, shippingRefunded } = await heldUnits(db, order.id);
      const { inCurrency, inLei } = priced(order, lines, held, shippingRefunded, body);
      return {
        ok: true,
        value: {
          currencyCode: order.currencyCode.trim(),
          itemsMinor: inCurrency.itemsMinor,
          shippingMinor: inCurrency.shippingMinor,
          totalMinor: inCurrency.totalMinor,
          totalRonMinor: inLei.totalMinor,
        },
      };
    } catch (error) {
      return refusal(error);
    }
  }

  return {
    eligible,
    quote,
    async linkedOrder(orderId: number) {
      const [order] = await eligible(linkOwner(orderId));
      if (!order) return null;
      const [row] = await db.select({ customerId: orders.customerId }).from(orders).where(eq(orders.id, orderId));
      return { order, storeCredit: row?.customerId != null };
    },
  };
}

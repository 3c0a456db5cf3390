/**
 * The legal withdrawal from the contract (OUG 34/2014), proven like guest order tracking by the order's number and
 * email: every unit not yet returned, shipping refunded, the refund due within 14 days, acknowledged by email. Before
 * the parcel leaves it stops the order (decision 0075): cancelled, stock and the rest given back, and what was paid
 * online refunded at once; nothing paid, nothing to refund, and the withdrawal is complete.
 */
import { and, asc, desc, eq, notInArray } from "drizzle-orm";
import type { Language } from "#domain/locale";
import type { OrderWithdrawal } from "#domain/order-contract";
import { normaliseIban } from "#domain/iban";
import {
  LEGAL_WITHDRAWAL_DAYS,
  quoteRefund,
  receivedAt,
  withdrawalWindow,
  WITHDRAWAL_REFUND_DAYS,
  type RefundQuote,
  type ReturnStatus,
} from "#domain/returns";
import type { Database } from "#server/db/client";
import { orderLines, orders, returns } from "#server/db/schema";
import type { WithdrawalTerms } from "#server/mail/return-updates";
import {
  recordOrderEmails,
  recordOrderEvent,
  cancelOrder,
  cancellationRefundKey,
  refundDueOnCancel,
  orderAllows,
} from "#server/commerce/orders/module";
import { recordReturnEvent } from "../timeline.ts";
import {
  checkBankAccount,
  heldUnits,
  lei,
  money,
  paidInCash,
  Refused,
  refusal,
  RELEASED,
  RETURNABLE_ORDER_STATUSES,
  type CustomerReturnsDeps,
  type LineRow,
  type OrderRow,
} from "./kit.ts";
import { readReturn } from "./reading.ts";
import { writeReturn } from "./requesting.ts";

type BankAccount = { iban: string; accountHolder: string };

/** What the withdrawal's transaction leaves to do once it has committed. */
interface Withdrawn {
  id: number;
  mailIds: number[];
  stoppedOrderId: number | null;
  refundOrderId: number | null;
}

/** A quote that gives nothing back: the order was stopped before anything was paid for it. */
function nothingBack(quote: RefundQuote): RefundQuote {
  return { ...quote, itemsMinor: 0, shippingMinor: 0, totalMinor: 0, lines: quote.lines.map((line) => ({ ...line, refundMinor: 0 })) };
}

/** Where a withdrawal's money goes, for its email; `owedOnline` is what stopping the order left to refund, if it stopped. */
function withdrawalMoney(order: OrderRow, owedOnline: number | null): WithdrawalTerms["money"] {
  if (owedOnline !== null) return owedOnline > 0 ? "card" : "nothing_paid";
  if (order.paymentMethod !== "cod") return "card";
  return paidInCash(order) ? "bank_transfer" : "due_on_delivery";
}

/**
 * What the withdrawal gives back, in the order's currency and in lei: the units left and the shipping, or, when it
 * stops the order (`owedOnline` not null), only what was taken online: store credit goes back to the account with
 * the order's stop.
 */
function withdrawalRefund(
  order: OrderRow,
  lines: LineRow[],
  { held, shippingRefunded }: { held: Map<number, number>; shippingRefunded: boolean },
  remaining: { lineId: number; quantity: number; reason: "withdrawal" }[],
  owedOnline: number | null,
) {
  const selection = remaining.map((line) => ({
    lineId: line.lineId,
    units: line.quantity,
    reason: line.reason,
    returnedBefore: held.get(line.lineId) ?? 0,
  }));
  const inCurrency = quoteRefund({ shippingMinor: order.shippingMinor, shippingRefunded }, lines.map(money), selection);
  const inLei = quoteRefund({ shippingMinor: order.shippingRonMinor, shippingRefunded }, lines.map(lei), selection);
  if (owedOnline === null) return { inCurrency, inLei };
  if (owedOnline === 0) return { inCurrency: nothingBack(inCurrency), inLei: nothingBack(inLei) };
  return {
    inCurrency: { ...inCurrency, totalMinor: owedOnline },
    inLei: { ...inLei, totalMinor: inLei.totalMinor - order.storeCreditRonMinor },
  };
}

/** The withdrawal in the order's row lock: refused, found again for a repeated request, or written. */
async function withdrawIn(
  deps: CustomerReturnsDeps,
  tx: Database,
  proof: { orderNumber: number; email: string },
  bankAccount: BankAccount | undefined,
  language: Language,
): Promise<Withdrawn> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.orderNumber, proof.orderNumber), eq(orders.email, proof.email)))
    .for("update");
  if (order?.withdrawnAt) {
    // A repeated request (a double click, a retry after a lost answer) finds the withdrawal it made.
    const [made] = await tx
      .select({ id: returns.id })
      .from(returns)
      .where(and(eq(returns.orderId, order.id), eq(returns.kind, "withdrawal")))
      .orderBy(desc(returns.id))
      .limit(1);
    if (made) return { id: made.id, mailIds: [], stoppedOrderId: null, refundOrderId: null };
  }
  if (!order || !RETURNABLE_ORDER_STATUSES.includes(order.status)) throw new Refused("order_not_found", "orderNumber");
  const now = deps.clock();
  const window = withdrawalWindow(order, now);
  if (!window.open) throw new Refused("window_closed", "orderNumber");
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.position));
  const held = await heldUnits(tx, order.id);
  const remaining = lines
    .map((line) => ({ lineId: line.id, quantity: line.quantity - (held.held.get(line.id) ?? 0), reason: "withdrawal" as const }))
    .filter((line) => line.quantity > 0);
  if (remaining.length === 0) throw new Refused("too_many_units", "orderNumber");
  const cash = paidInCash(order);
  if (cash) checkBankAccount(bankAccount);
  const iban = cash ? normaliseIban(bankAccount!.iban) : null;
  const refundDueBy = new Date(now.getTime() + WITHDRAWAL_REFUND_DAYS * 86_400_000);
  const stopped = orderAllows(order, "withdraw") ? { refundDueMinor: await refundDueOnCancel(tx, order.id) } : null;
  const { inCurrency, inLei } = withdrawalRefund(order, lines, held, remaining, stopped?.refundDueMinor ?? null);
  const terms: WithdrawalTerms = {
    stopped: stopped !== null,
    money: withdrawalMoney(order, stopped?.refundDueMinor ?? null),
    bankAccountEnding: iban ? iban.slice(-4) : null,
    refundDueBy,
  };
  const written = await writeReturn(deps, tx, order, language, now, inCurrency, inLei, {
    customerId: order.customerId,
    kind: "withdrawal",
    refundMethod: "original",
    bankAccount: iban ? { iban, accountHolder: bankAccount!.accountHolder.trim() } : null,
    details: null,
    refundDueBy,
    lines: remaining,
    completed: stopped !== null && stopped.refundDueMinor === 0,
    withdrawal: terms,
  });
  if (stopped) {
    await cancelOrder(tx, order, { by: "withdrawal", returnId: written.id }, now);
    await recordOrderEmails(tx, order.id, [{ id: written.mailId, kind: "return_update" }], now);
  }
  return {
    id: written.id,
    mailIds: [written.mailId, ...written.staffMailIds],
    stoppedOrderId: stopped ? order.id : null,
    refundOrderId: stopped && stopped.refundDueMinor > 0 ? order.id : null,
  };
}

/**
 * The card's money of an order a withdrawal stopped, under the cancellation's key, so a later cancellation by staff
 * refunds nothing more. A provider that does not answer leaves the withdrawal pending with its legal deadline in
 * the returns queue, where staff refund it (decision 0075).
 */
async function refundStoppedOrder(
  { db, clock, payments }: Pick<CustomerReturnsDeps, "db" | "clock" | "payments">,
  orderId: number,
  returnId: number,
) {
  const outcome = await payments.refund({ orderId, idempotencyKey: cancellationRefundKey(orderId), reason: "withdrawal" });
  if (outcome.kind !== "refunded") return;
  await db.transaction(async (tx) => {
    const [item] = await tx.select().from(returns).where(eq(returns.id, returnId)).for("update");
    if (!item || item.status !== "pending") return;
    const [order] = await tx.select({ currencyCode: orders.currencyCode }).from(orders).where(eq(orders.id, orderId));
    const now = clock();
    await tx.update(returns).set({ status: "completed", updatedAt: now }).where(eq(returns.id, returnId));
    await recordReturnEvent(tx, { returnId, orderId, status: "completed", actor: "system" }, now);
    await recordOrderEvent(
      tx,
      orderId,
      "refunded",
      null,
      {
        refundId: outcome.refundId,
        amountMinor: outcome.amountMinor,
        currencyCode: order!.currencyCode.trim(),
        status: outcome.status,
        reason: "withdrawal",
      },
      now,
    );
  });
}

export function withdrawing(deps: CustomerReturnsDeps) {
  const { db, clock, mailer, deliverEvents } = deps;
  return {
    async withdraw(proof: { orderNumber: number; email: string }, bankAccount: BankAccount | undefined, language: Language) {
      let created: Withdrawn;
      try {
        created = await db.transaction((tx) => withdrawIn(deps, tx, proof, bankAccount, language));
      } catch (error) {
        return refusal(error);
      }
      void mailer.deliver(created.mailIds);
      if (created.stoppedOrderId !== null) await deliverEvents({ type: "order", id: created.stoppedOrderId });
      if (created.refundOrderId !== null) await refundStoppedOrder(deps, created.refundOrderId, created.id);
      return { ok: true as const, value: await readReturn(db, created.id) };
    },

    async withdrawalOf(orderId: number): Promise<OrderWithdrawal | null> {
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
      if (!order) return null;
      const now = clock();
      const [made] = await db
        .select({ id: returns.id, status: returns.status })
        .from(returns)
        .where(and(eq(returns.orderId, order.id), eq(returns.kind, "withdrawal"), notInArray(returns.status, RELEASED)))
        .orderBy(desc(returns.createdAt), desc(returns.id))
        .limit(1);
      const received = receivedAt(order);
      const deadline = received ? new Date(received.getTime() + LEGAL_WITHDRAWAL_DAYS * 86_400_000) : null;
      let open = !made && RETURNABLE_ORDER_STATUSES.includes(order.status) && withdrawalWindow(order, now).open;
      if (open) {
        // As `withdraw` does: only units not yet in a return can be withdrawn from.
        const [lines, { held }] = await Promise.all([
          db.select({ id: orderLines.id, quantity: orderLines.quantity }).from(orderLines).where(eq(orderLines.orderId, order.id)),
          heldUnits(db, order.id),
        ]);
        open = lines.some((line) => line.quantity > (held.get(line.id) ?? 0));
      }
      return {
        open,
        deadline: deadline?.toISOString() ?? null,
        needsBankAccount: paidInCash(order),
        returnId: made?.id ?? null,
        returnStatus: (made?.status as ReturnStatus | undefined) ?? null,
        orderStopped: order.withdrawnAt !== null,
      };
    },
  };
}

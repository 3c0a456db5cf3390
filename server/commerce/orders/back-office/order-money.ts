/**
 * Cancelling and refunding from the admin (issue 16 item 4). A cancellation, before the parcel leaves: the order is
 * cancelled and the shopper emailed, in one transaction; the handlers of its `order.cancelled` close its open attempt
 * and give back its stock, discount code, store credit and subscription before the answer (decision 0086); then what
 * was paid is refunded through the payment service under a key of the order's own, so a retry (or a second click)
 * refunds once. A refund: all or part of what is left, never more, once per key the page made (the payment service's
 * rules), by the provider for online payments and as a recorded bank transfer for cash on delivery.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { orderEvents, orders, payments } from "#server/db/schema";
import { renderOrderCancelled, renderOrderRefunded, type MoneyBack } from "#server/mail/order-updates";
import type { DeliverEvents } from "#server/commerce/shared/domain-events";
import type { PaymentService, RefundOutcome, StoreCredit } from "#server/commerce/payments/module";
import { cancelOrder, cancellationRefundKey, refundDueOnCancel } from "../order-cancellation.ts";
import { orderAllows } from "../lifecycle.ts";
import type { OrderRow } from "#server/commerce/shared/order-rows";
import { findOrder, fulfilmentChange, lockOrder, type OrderBackOfficeBasics } from "./order-actions.ts";
import { updateRecipient } from "../order-links.ts";
import { recordOrderEmails, recordOrderEvent } from "./order-events.ts";
import type { StaffActor } from "#server/commerce/shared/staff-audit";

export type CancelOutcome =
  | { kind: "cancelled"; changed: boolean; refund: RefundOutcome | null }
  | { kind: "not_found" }
  | { kind: "refused"; problem: "not_cancellable" };

export interface RefundInput {
  amountMinor: number;
  reason: string;
  idempotencyKey: string;
  bankTransfer?: { iban: string; accountHolder: string; reference: string };
}

export type AdminRefundOutcome = RefundOutcome | { kind: "order_not_found" };

export function createOrderMoney({
  db,
  clock,
  mailer,
  branding,
  audit,
  payments: paymentService,
  storeCredit,
  deliverEvents,
}: OrderBackOfficeBasics & {
  payments: Pick<PaymentService, "refund">;
  /** What a cancellation gives back to store credit, which its email says (payments'). */
  storeCredit: Pick<StoreCredit, "toGiveBack">;
  deliverEvents: DeliverEvents;
}) {
  const route = (order: OrderRow): MoneyBack["route"] => (order.paymentMethod === "cod" ? "bank_transfer" : "card");

  /** The timeline entry, audit entry and email of a refund the payment service made, written once per refund. */
  async function recordRefund(orderId: number, outcome: Extract<RefundOutcome, { kind: "refunded" }>, reason: string, actor: StaffActor) {
    const mailIds = await db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
      const [known] = await tx
        .select({ id: orderEvents.id })
        .from(orderEvents)
        .where(
          and(
            eq(orderEvents.orderId, orderId),
            eq(orderEvents.kind, "refunded"),
            sql`(${orderEvents.detail}->>'refundId')::int = ${outcome.refundId}`,
          ),
        );
      if (known || !order) return [];
      const now = clock();
      const taken = await tx
        .select({ amountMinor: payments.amountMinor, refundedMinor: payments.refundedMinor })
        .from(payments)
        .where(and(eq(payments.orderId, orderId), inArray(payments.status, ["succeeded", "refunded"])));
      const currencyCode = order.currencyCode.trim();
      await recordOrderEvent(
        tx,
        orderId,
        "refunded",
        actor,
        { refundId: outcome.refundId, amountMinor: outcome.amountMinor, currencyCode, status: outcome.status, reason },
        now,
      );
      await audit(
        tx,
        actor,
        {
          action: "order.refund",
          target: { type: "order", id: order.orderNumber },
          after: {
            refundId: outcome.refundId,
            amountMinor: outcome.amountMinor,
            currencyCode,
            status: outcome.status,
            orderStatus: outcome.orderStatus,
          },
        },
        now,
      );
      const mail = renderOrderRefunded(branding, {
        ...updateRecipient(branding.baseUrl, order),
        refund: { amountMinor: outcome.amountMinor, currencyCode, route: route(order) },
        whole: taken.length > 0 && taken.every((payment) => payment.refundedMinor === payment.amountMinor),
      });
      const mailId = await mailer.enqueue(tx, mail);
      await recordOrderEmails(tx, orderId, [{ id: mailId, kind: mail.kind }], now);
      return [mailId];
    });
    await mailer.deliver(mailIds);
  }

  return {
    async cancel(orderNumber: number, reason: string, actor: StaffActor): Promise<CancelOutcome> {
      const step = await db.transaction(async (tx) => {
        const order = await lockOrder(tx, orderNumber);
        if (!order) return { kind: "not_found" } as const;
        if (order.status === "cancelled") return { kind: "again", order } as const;
        if (!orderAllows(order, "cancel")) return { kind: "refused" } as const;
        const now = clock();
        const refundMinor = await refundDueOnCancel(tx, order.id);
        const creditBack = await storeCredit.toGiveBack(tx, order.id);
        const mail = renderOrderCancelled(branding, {
          ...updateRecipient(branding.baseUrl, order),
          refund: refundMinor > 0 ? { amountMinor: refundMinor, currencyCode: order.currencyCode.trim(), route: route(order) } : null,
          storeCreditBackRonMinor: creditBack,
        });
        const mailId = await mailer.enqueue(tx, mail);
        const updated = await cancelOrder(tx, order, { by: "staff", actor, reason }, now);
        await recordOrderEmails(tx, order.id, [{ id: mailId, kind: mail.kind }], now);
        await audit(
          tx,
          actor,
          fulfilmentChange("order.cancel", order, updated, {
            after: { reason, refundDueMinor: refundMinor, storeCreditBackRonMinor: creditBack },
          }),
          now,
        );
        return { kind: "cancelled", order: updated, mailId, paid: refundMinor > 0 } as const;
      });
      if (step.kind === "not_found") return step;
      if (step.kind === "refused") return { kind: "refused", problem: "not_cancellable" };
      if (step.kind === "cancelled") {
        await deliverEvents({ type: "order", id: step.order.id });
        await mailer.deliver([step.mailId]);
      }
      // A second cancel finishes what the first could not: the refund, if the provider did not answer then.
      const owed = step.kind === "cancelled" ? step.paid : await refundOwed(step.order.id);
      if (!owed) return { kind: "cancelled", changed: step.kind === "cancelled", refund: null };
      const refund = await paymentService.refund({
        orderId: step.order.id,
        idempotencyKey: cancellationRefundKey(step.order.id),
        reason: "cancelled",
      });
      if (refund.kind === "refunded") await recordRefund(step.order.id, refund, "cancelled", actor);
      return { kind: "cancelled", changed: step.kind === "cancelled", refund };
    },

    async refund(orderNumber: number, input: RefundInput, actor: StaffActor): Promise<AdminRefundOutcome> {
      const order = await findOrder(db, orderNumber);
      if (!order) return { kind: "order_not_found" };
      const outcome = await paymentService.refund({
        orderId: order.id,
        amountMinor: input.amountMinor,
        idempotencyKey: `admin-${input.idempotencyKey}`,
        reason: input.reason || "admin",
        ...(input.bankTransfer ? { bankTransfer: input.bankTransfer } : {}),
      });
      if (outcome.kind === "refunded") await recordRefund(order.id, outcome, input.reason, actor);
      return outcome;
    },
  };

  /** Whether a cancelled order still holds money taken online that its cancellation's refund has not given back. */
  async function refundOwed(orderId: number): Promise<boolean> {
    const [{ leftMinor }] = (await db
      .select({ leftMinor: sql<number>`coalesce(sum(${payments.amountMinor} - ${payments.refundedMinor}), 0)::int` })
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.status, "succeeded"), sql`${payments.provider} <> 'cod'`))) as [
      { leftMinor: number },
    ];
    return leftMinor > 0;
  }
}

export type OrderMoney = ReturnType<typeof createOrderMoney>;

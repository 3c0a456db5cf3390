/**
 * Invoicing's part in an order's events (decision 0086): the invoice of an order confirmed already paid (its
 * confirmation email carries it, so no email of its own), and the credit notes of what a cancellation or a refund
 * gives back, each emailed once its delivery has committed. Each document is issued once per reason (its
 * `source_key`), so a redelivered event issues nothing more.
 */
import { eq } from "drizzle-orm";
import { orderEventPayload } from "#domain/order-lifecycle";
import type { Database } from "#server/db/client";
import { orders } from "#server/db/schema";
import type { EventHandler } from "#server/commerce/shared/domain-events";
import {
  creditAndMail,
  invoiceAdditionAndMail,
  issueInvoiceIfDue,
  refundInLei,
  type InvoiceSettings,
  type Invoicing,
} from "./invoice-issue.ts";

async function orderOf(tx: Database, orderId: number) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new Error(`Order ${orderId} is gone`);
  return order;
}

/** Cash on delivery is confirmed unpaid: its invoice waits for the parcel's delivery. */
export function invoiceOnConfirmation(settings: InvoiceSettings): EventHandler {
  return {
    name: "invoicing.invoice-on-confirmation",
    types: ["order.confirmed"],
    async handle(tx, event, now) {
      await issueInvoiceIfDue(tx, settings, await orderOf(tx, orderEventPayload(event).orderId), now);
    },
  };
}

/** A card order's parcel addition was charged on its own (decision 0164): its own invoice, mailed to the shopper. */
export function invoiceOnParcelAddition(invoicing: Invoicing): EventHandler {
  return {
    name: "invoicing.parcel-addition-invoice",
    types: ["order.parcel_added"],
    async handle(tx, event, now) {
      const { orderId, additionId, orderLineId, charged } = orderEventPayload(event);
      if (!charged) return;
      const mailIds = await invoiceAdditionAndMail(
        tx,
        invoicing,
        await orderOf(tx, orderId),
        { additionId: additionId!, orderLineId: orderLineId! },
        now,
      );
      return () => invoicing.mailer.deliver(mailIds);
    },
  };
}

/**
 * A cancellation's credit note takes back the store credit it returned to the customer (`creditGivenBack`, the
 * store credit's count, after its handler has run) — or all the invoice still holds for a cash-on-delivery parcel
 * that came back unpaid, invoiced only because staff had marked it delivered; a refund's, the refund in lei, or all
 * the invoice still holds when the payment is given back whole.
 */
export function creditNotesOfOrder(
  invoicing: Invoicing,
  { creditGivenBack, after }: { creditGivenBack: (tx: Database, orderId: number) => Promise<number>; after: string },
): EventHandler {
  return {
    name: "invoicing.credit-notes",
    types: ["order.cancelled", "order.refunded"],
    after: [after],
    async handle(tx, event, now) {
      const { orderId, refundId, amountMinor, whole, cancellation } = orderEventPayload(event);
      const mailIds =
        event.type === "order.cancelled"
          ? await creditAndMail(
              tx,
              invoicing,
              cancellation === "parcel_returned"
                ? { orderId, amountRonMinor: 0, sourceKey: `order-credit:${orderId}`, rest: true }
                : { orderId, amountRonMinor: await creditGivenBack(tx, orderId), sourceKey: `order-credit:${orderId}` },
              now,
            )
          : await creditAndMail(
              tx,
              invoicing,
              {
                orderId,
                amountRonMinor: refundInLei(await orderOf(tx, orderId), amountMinor ?? 0),
                sourceKey: `refund:${refundId}`,
                rest: whole ?? false,
              },
              now,
            );
      return () => invoicing.mailer.deliver(mailIds);
    },
  };
}

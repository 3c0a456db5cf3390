/**
 * The shopper's email about a product added to their parcel (issue 68 item 3, decision 0158): a handler of
 * `order.parcel_added`, which the addition publishes in its own transaction. The email is written to the outbox and
 * on the order's timeline in the handler's transaction and sent after it commits; a redelivered event finds the
 * handler done (decision 0084).
 */
import { eq } from "drizzle-orm";
import { addressFirstName } from "#domain/account-forms";
import { savedCardName } from "#domain/saved-card";
import { orderLines, orders, parcelAdditions } from "#server/db/schema";
import type { MailBranding } from "#server/mail/mail-types";
import type { Mailer } from "#server/mail/outbox";
import { renderParcelAddition } from "#server/mail/parcel-addition";
import type { EventHandler } from "#server/commerce/shared/domain-events";
import { lineItemName } from "#server/commerce/catalog/module";
import { recordOrderEmails } from "./back-office/order-events.ts";
import type { OrderLinks } from "./order-links.ts";

export function parcelAdditionEmail({
  mailer,
  branding,
  orderPages,
}: {
  mailer: Mailer;
  branding: MailBranding;
  orderPages: Pick<OrderLinks, "pageFor">;
}): EventHandler {
  return {
    name: "orders.parcel-addition-email",
    types: ["order.parcel_added"],
    async handle(tx, event, now) {
      const { orderId, orderLineId } = event.payload as { orderId: number; orderLineId: number };
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
      const [line] = await tx.select().from(orderLines).where(eq(orderLines.id, orderLineId));
      if (!order || !line) throw new Error(`Order ${orderId} or its line ${orderLineId} of event ${event.id} is gone`);
      const [addition] = await tx
        .select({ brand: parcelAdditions.cardBrand, last4: parcelAdditions.cardLast4 })
        .from(parcelAdditions)
        .where(eq(parcelAdditions.orderLineId, orderLineId));
      const mailId = await mailer.enqueue(
        tx,
        renderParcelAddition(branding, {
          to: order.email,
          language: order.language,
          firstName: addressFirstName(order.shippingAddress),
          orderNumber: `#${order.orderNumber}`,
          item: lineItemName(line),
          priceMinor: line.totalMinor,
          paid:
            addition?.brand && addition.last4
              ? { kind: "card", card: savedCardName(addition.brand, addition.last4) }
              : { kind: "cash_on_delivery", amountMinor: order.totalMinor - order.storeCreditMinor },
          currencyCode: order.currencyCode,
          orderUrl: orderPages.pageFor(order),
        }),
      );
      await recordOrderEmails(tx, order.id, [{ id: mailId, kind: "order_parcel_added" }], now);
      return () => mailer.deliver([mailId]);
    },
  };
}

/**
 * The customer's email about their return's AWB (issue 64 item 4): a handler of `return.awb_created`, which the
 * shipping module publishes in the transaction that writes the courier's AWB. The email is written to the outbox in
 * the handler's transaction and sent after it commits; a redelivered event finds the handler done (decision 0084).
 */
import { eq } from "drizzle-orm";
import { addressFirstName } from "#domain/account-forms";
import { COURIER_NAMES } from "#domain/admin/shipments";
import { orders, returns } from "#server/db/schema";
import type { MailBranding } from "#server/mail/mail-types";
import type { Mailer } from "#server/mail/outbox";
import { renderReturnAwb } from "#server/mail/return-awb";
import type { EventHandler } from "#server/commerce/shared/domain-events";
import { RETURN_AWB_CREATED } from "#domain/return-awbs";
import type { ReturnAwbCreatedPayload } from "#server/commerce/shipping/module";
import type { WithdrawalLinks } from "./withdrawal-links.ts";

export function returnAwbEmail({
  mailer,
  branding,
  links,
}: {
  mailer: Mailer;
  branding: MailBranding;
  /** The return's page: the account's, or a guest's signed link. */
  links: Pick<WithdrawalLinks, "pageFor">;
}): EventHandler {
  return {
    name: "returns.awb-email",
    types: [RETURN_AWB_CREATED],
    async handle(tx, event) {
      const payload = event.payload as unknown as ReturnAwbCreatedPayload;
      const [found] = await tx
        .select({ item: returns, orderNumber: orders.orderNumber, address: orders.shippingAddress })
        .from(returns)
        .innerJoin(orders, eq(orders.id, returns.orderId))
        .where(eq(returns.id, payload.returnId));
      if (!found) throw new Error(`Return ${payload.returnId} of event ${event.id} is gone`);
      const { item } = found;
      const mailId = await mailer.enqueue(
        tx,
        renderReturnAwb(branding, {
          to: item.email,
          language: item.language,
          firstName: addressFirstName(found.address),
          returnId: item.id,
          orderNumber: found.orderNumber,
          awb: payload.awb,
          courierName: COURIER_NAMES[payload.courier],
          handover: payload.locker
            ? { mode: "locker", ...payload.locker }
            : { mode: "pickup", from: new Date(payload.pickup!.from), to: new Date(payload.pickup!.to) },
          pageUrl: links.pageFor(item),
        }),
      );
      return async () => {
        await mailer.deliver([mailId]);
      };
    },
  };
}

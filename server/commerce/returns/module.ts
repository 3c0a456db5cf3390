/**
 * The returns module (decision 0134): withdrawals and 30-day returns, their signed links, the staff's queue and the
 * return's AWB. Its ports: the refunds it asks for (payments), the credit notes it issues (invoicing), the AWBs and
 * the return's parcel (shipping), the photos it discards (uploads) and the staff's notices. It hands shipping
 * `ReturnParcelMoves` and orders `returnFacts`; its handler emails the customer the return's AWB.
 */
import type { DeliverEvents } from "#server/commerce/shared/domain-events";
import type { Infrastructure } from "#server/commerce/shared/infrastructure";
import type { NotifyStaff } from "#server/mail/staff-notice";
import type { Invoicing } from "#server/commerce/invoicing/module";
import type { PaymentService } from "#server/commerce/payments/module";
import type { Awbs, ReturnParcelMoves, ReturnShipments } from "#server/commerce/shipping/module";
import { createCustomerReturns, type CustomerReturns } from "./customer-returns.ts";
import { customerReturnFacts, orderReturnIds } from "./return-facts.ts";
import { returnAwbEmail } from "./return-awb-email.ts";
import { createReturnAwbs, createReturnParcelMoves, type ReturnAwbs } from "./return-awbs.ts";
import { createReturnBackOffice, type ReturnBackOffice } from "./return-back-office.ts";
import { createReturnLinks, type ReturnLinks } from "./return-links.ts";
import { createWithdrawalLinks, type WithdrawalLinks } from "./withdrawal-links.ts";

/** What other modules and the server's layers use of this module's own files: reachable only through here. */
export type { CustomerRef, CustomerReturns, StoredReturnPhoto } from "./customer-returns.ts";
export type { ReturnAwbOutcome, ReturnAwbs } from "./return-awbs.ts";
export type { ReturnBackOffice, ReturnStepOutcome, ReturnStepProblem } from "./return-back-office.ts";
export type { ReturnLinks } from "./return-links.ts";
export type { WithdrawalLinks } from "./withdrawal-links.ts";

/**
 * The returns' read ports: a customer's returns for the staff's customer page (orders' `CustomerReturnFacts`), and
 * an order's returns, whose store credit counts as given back (payments' `OrderReturnIds`).
 */
export const returnFacts = { customerReturns: customerReturnFacts, orderReturnIds };

export interface ReturnsPorts extends Pick<Infrastructure, "config" | "db" | "clock" | "mailer" | "branding" | "audit"> {
  payments: PaymentService;
  invoicing: Invoicing;
  awbs: Pick<Awbs, "cancel" | "labels">;
  shipments: ReturnShipments;
  /** Deletes a cancelled request's photos from the private uploads. */
  discardPhotos: (files: string[]) => Promise<void>;
  deliverEvents: DeliverEvents;
  notifyStaff: NotifyStaff;
  signingSecret: () => string;
}

export interface ReturnsServices {
  /** The customer's returns: what may come back, the request, the quote, cancelling (issue 19). */
  returns: CustomerReturns;
  /** The signed links that let a guest follow their withdrawal (decision 0075). */
  withdrawalLinks: WithdrawalLinks;
  /** The signed link to a guest's 30-day return form, given by order tracking (decision 0130). */
  returnLinks: ReturnLinks;
  /** The staff's returns queue and its steps: approve, reject, receive, refund (issue 19). */
  returnBackOffice: ReturnBackOffice;
  /** A return's AWB: made by staff for an approved return, followed by tracking to "received" (issue 43 item 8). */
  returnAwbs: ReturnAwbs;
  /** What a return's parcel does to its return when tracking hears it delivered (shipping's port). */
  returnParcelMoves: ReturnParcelMoves;
}

export function createReturnsModule(ports: ReturnsPorts) {
  const { config, db, clock, mailer, branding, audit, payments, invoicing, deliverEvents, notifyStaff } = ports;
  const withdrawalLinks = createWithdrawalLinks({ secret: ports.signingSecret, baseUrl: config.baseUrl, clock });
  const returnBackOffice = createReturnBackOffice({ db, clock, mailer, branding, audit, payments, invoicing, links: withdrawalLinks });
  const services: ReturnsServices = {
    returns: createCustomerReturns({
      db,
      clock,
      mailer,
      branding,
      discardPhotos: ports.discardPhotos,
      payments,
      deliverEvents,
      links: withdrawalLinks,
      notifyStaff,
    }),
    withdrawalLinks,
    returnLinks: createReturnLinks({ secret: ports.signingSecret, clock }),
    returnBackOffice,
    returnAwbs: createReturnAwbs({ db, awbs: ports.awbs, shipments: ports.shipments }),
    returnParcelMoves: createReturnParcelMoves({ backOffice: returnBackOffice }),
  };
  return { services, handlers: { returnAwbEmail: returnAwbEmail({ mailer, branding, links: withdrawalLinks }) } };
}

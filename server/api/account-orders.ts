/**
 * GET /api/account/orders and GET /api/account/orders/{orderNumber}: the signed-in customer's orders,
 * behind the same Bearer check as the rest of /api/account. Someone else's order number answers 404,
 * like a number that does not exist. One order also says whether it can still be withdrawn from, lists its
 * invoices and credit notes, and carries its parcel's timeline; GET /api/account/orders/{orderNumber}/invoices/{id}/pdf answers one as a PDF.
 */
import { Hono } from "hono";
import type { OrderLookup } from "#server/commerce/orders/module";
import type { CustomerReturns } from "#server/commerce/returns/module";
import type { ShopperParcels } from "#server/commerce/shipping/module";
import type { CustomerSessions } from "#server/commerce/customers/module";
import { customerOrderSchema, customerOrdersSchema } from "#domain/order-schemas";
import { customerContract, requireSession, type AccountEnv } from "./account-session.ts";
import { problem } from "#server/http/kit/problem";
import { ORDER_MESSAGES } from "#server/messages/orders";
import { orderJson } from "./orders-json.ts";
import { parcelJson } from "./parcels-json.ts";
import { shopperLanguage } from "#server/http/shopper-language";
import type { InvoiceService } from "#server/commerce/invoicing/module";
import { invoiceResponse } from "./invoice-http.ts";
import type { ParcelOfferReader } from "./parcel-additions.ts";

export const ACCOUNT_ORDERS_PATH = "/api/account/orders";

const TAGS = ["Account: orders"];

export function accountOrderRoutes({
  lookup,
  sessions,
  withdrawals,
  invoices,
  parcels,
  parcelOffer,
}: {
  lookup: OrderLookup;
  sessions: CustomerSessions;
  withdrawals: Pick<CustomerReturns, "withdrawalOf">;
  invoices: Pick<InvoiceService, "linksForOrder" | "ofOrder" | "pdf">;
  parcels: Pick<ShopperParcels, "ofOrder">;
  /** What the order may still add to its cash-on-delivery parcel (decision 0158). */
  parcelOffer: ParcelOfferReader;
}): Hono<AccountEnv> {
  const app = new Hono<AccountEnv>();
  // "/*" also matches the path itself: one session check per request.
  app.use(`${ACCOUNT_ORDERS_PATH}/*`, requireSession(sessions));

  app.get(
    ACCOUNT_ORDERS_PATH,
    customerContract({
      summary: "The signed-in customer's orders, the newest first",
      tags: TAGS,
      responses: { 200: { description: "The orders, with their addresses.", schema: customerOrdersSchema } },
    }),
    async (c) => {
      const orders = await lookup.listForCustomer(c.var.session.customer);
      return c.json({ success: true as const, orders: orders.map((order) => orderJson(order, { withAddresses: true })) });
    },
  );

  app.get(
    `${ACCOUNT_ORDERS_PATH}/:orderNumber`,
    customerContract({
      summary: "One of the customer's orders, with whether it can still be withdrawn from and its invoices",
      tags: TAGS,
      responses: { 200: { description: "The order.", schema: customerOrderSchema } },
      problems: [404],
    }),
    async (c) => {
      const notFound = () => problem(c, 404, "order_not_found", ORDER_MESSAGES[shopperLanguage(c)].accountOrderNotFound);
      const match = /^(\d{1,10})$/.exec(c.req.param("orderNumber"));
      if (!match) return notFound();
      const order = await lookup.findForCustomer(c.var.session.customer, Number(match[1]));
      if (!order) return notFound();
      const [withdrawal, documents, parcelsOf, offer] = await Promise.all([
        withdrawals.withdrawalOf(order.id),
        invoices.linksForOrder(order.id, order.orderNumber),
        parcels.ofOrder(order.id, { withAddress: true }),
        parcelOffer(order.id),
      ]);
      return c.json({
        success: true as const,
        order: {
          ...orderJson(order, { withAddresses: true }),
          ...(withdrawal ? { withdrawal } : {}),
          invoices: documents,
          parcelOffer: offer,
          parcels: parcelsOf.map(parcelJson),
        },
      });
    },
  );

  app.get(
    `${ACCOUNT_ORDERS_PATH}/:orderNumber/invoices/:id/pdf`,
    customerContract({
      summary: "One of the order's invoices or credit notes, as a PDF",
      tags: TAGS,
      responses: { 200: { description: "The document.", contentType: "application/pdf" } },
      problems: [404],
    }),
    async (c) => {
      const notFound = () => problem(c, 404, "invoice_not_found", ORDER_MESSAGES[shopperLanguage(c)].invoiceNotFound);
      const number = /^(\d{1,10})$/.exec(c.req.param("orderNumber"));
      const id = /^(\d{1,10})$/.exec(c.req.param("id"));
      if (!number || !id) return notFound();
      const order = await lookup.findForCustomer(c.var.session.customer, Number(number[1]));
      const invoice = order ? await invoices.ofOrder(order.id, Number(id[1])) : null;
      return invoice ? invoiceResponse(c, await invoices.pdf(invoice)) : notFound();
    },
  );

  return app;
}

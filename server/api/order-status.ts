/**
 * POST /api/order-status {orderNumber, email}: guest order tracking, with whether the order can still be
 * withdrawn from (the legal withdrawal's button). An unknown number and another email answer the same 404,
 * and lookups are limited per client, so numbers cannot be mined for whose they are.
 *
 * GET /api/order-links/{token}: the order a guest's confirmation email links to (decision 0083). The signed token is
 * the only proof and names that one order; a forged, altered or expired one answers 404 with the way to tracking.
 *
 * Both answer the order's parcel through a courier with its timeline (issue 43 item 6), to the same proof as the order.
 */
import { taggedContract } from "./route-kit.ts";
import { Hono } from "hono";
import type { OrderLinks, OrderLookup } from "#server/commerce/orders/module";
import type { CustomerReturns, ReturnLinks } from "#server/commerce/returns/module";
import type { ShopperParcels } from "#server/commerce/shipping/module";
import type { RequestVariables } from "#server/http/request-logging";
import { linkedOrderSchema, trackedOrderSchema } from "#domain/order-schemas";
import { problem } from "#server/http/kit/problem";
import { orderMessages, postOnly, type ClientLimiting, orderRequest, signedLinkRoute, UNKNOWN_ORDER_EXAMPLE } from "./orders-http.ts";
import { orderJson } from "./orders-json.ts";
import { parcelJson } from "./parcels-json.ts";
import type { ParcelOfferReader } from "./parcel-additions.ts";
import { describeOrderField, orderStatusBodySchema } from "./orders-schemas.ts";

export const ORDER_STATUS_PATH = "/api/order-status";

export const LOOKUPS_PER_MINUTE = 10;

export const ORDER_LINKS_PATH = "/api/order-links";

type Env = { Variables: RequestVariables };

const described = taggedContract(["Orders"]);

export function orderStatusRoutes({
  lookup,
  withdrawals,
  returnLinks,
  links,
  parcels,
  parcelOffer,
  ...limiting
}: {
  lookup: OrderLookup;
  withdrawals: Pick<CustomerReturns, "withdrawalOf" | "linkedOrder">;
  /** The guest's way to the 30-day return form, given once the number and email proved the order (decision 0130). */
  returnLinks: Pick<ReturnLinks, "pathFor">;
  links: Pick<OrderLinks, "read">;
  parcels: Pick<ShopperParcels, "ofOrder">;
  /** What the order may still add to its cash-on-delivery parcel (decision 0158). */
  parcelOffer: ParcelOfferReader;
} & ClientLimiting): Hono<Env> {
  // No street: an order number and an email, or a link that may be forwarded, are weaker proof than a session.
  const guestParcels = async (orderId: number) => (await parcels.ofOrder(orderId, { withAddress: false })).map(parcelJson);

  const app = new Hono<Env>();

  app.post(
    ORDER_STATUS_PATH,
    described({
      summary: "Track an order as a guest",
      description: "Proven by the order's number and email; an unknown number and another email answer the same 404.",
      responses: {
        200: {
          description: "The order, without its addresses, whether it can still be withdrawn from, and the way to its return form.",
          schema: trackedOrderSchema,
        },
      },
      problems: [400, 404, 413, 429],
      examples: [UNKNOWN_ORDER_EXAMPLE, { name: "no email", body: { orderNumber: 1001 }, status: 400 }],
    }),
    ...orderRequest(limiting, "order-status", LOOKUPS_PER_MINUTE, orderStatusBodySchema, describeOrderField),
    async (c) => {
      const { orderNumber, email } = c.req.valid("json");
      const order = await lookup.findForEmail(orderNumber, email);
      if (!order) return problem(c, 404, "order_not_found", orderMessages(c).orderNotFound);
      const [view, withdrawal, parcelsOf, returnable, offer] = await Promise.all([
        lookup.view(order),
        withdrawals.withdrawalOf(order.id),
        guestParcels(order.id),
        withdrawals.linkedOrder(order.id),
        parcelOffer(order.id),
      ]);
      // The withdrawal's button is offered here too: the same number and email are its proof (POST /api/withdrawals),
      // and so is the 30-day return's form, behind a link that names this order alone.
      return c.json({
        order: {
          ...orderJson(view, { withAddresses: false }),
          ...(withdrawal ? { withdrawal } : {}),
          parcels: parcelsOf,
          parcelOffer: offer,
        },
        returnLink: returnable ? returnLinks.pathFor(order.id) : null,
      });
    },
  );

  app.all(ORDER_STATUS_PATH, postOnly);

  signedLinkRoute(app, limiting, {
    path: ORDER_LINKS_PATH,
    bucket: "order-links",
    summary: "The order a guest's confirmation email links to",
    description: "The signed token names one order; a forged, altered or expired one answers 404 with the way to tracking.",
    answer: { description: "The order, as guest tracking shows it.", schema: linkedOrderSchema },
    read: (token) => links.read(token),
    find: async (orderId) => {
      const view = await lookup.viewById(orderId);
      if (!view) return null;
      const [parcelsOf, offer] = await Promise.all([guestParcels(view.id), parcelOffer(view.id)]);
      return { view, parcels: parcelsOf, offer };
    },
    gone: (c) => orderMessages(c).orderLinkGone,
    // As guest tracking answers it: the addresses and the note stay out of a link that may be forwarded.
    open: (c, { view, parcels, offer }) =>
      c.json({ success: true as const, order: { ...orderJson(view, { withAddresses: false }), parcels, parcelOffer: offer } }),
  });
  return app;
}

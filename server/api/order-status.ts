/**
 * POST /api/order-status {orderNumber, email}: guest order tracking, with whether the order can still be
 * withdrawn from (the legal withdrawal's button). An unknown number and another email answer the same 404,
 * and lookups are limited per client, so numbers cannot be mined for whose they are.
 *
 * GET /api/order-links/{token}: the order a guest's confirmation email links to (decision 0083). The signed token is
 * the only proof and names that one order; a forged, altered or expired one answers 404 with the way to tracking.
 */
import { Hono } from "hono";
import type { OrderLinks } from "#server/commerce/orders/order-links";
import type { OrderLookup } from "#server/commerce/orders/order-status";
import { shopperLanguage } from "#server/http/shopper-language";
import type { CustomerReturns } from "#server/commerce/returns/customer-returns";
import type { RequestVariables } from "#server/http/request-logging";
import {
  invalidFields,
  orderBodyLimit,
  orderMessages,
  perClientLimit,
  postOnly,
  readOrderBody,
  type ClientLimiting,
} from "./orders-http.ts";
import { orderJson } from "./orders-json.ts";
import { parseOrderStatusBody } from "./orders-schemas.ts";

export const ORDER_STATUS_PATH = "/api/order-status";

export const LOOKUPS_PER_MINUTE = 10;

export const ORDER_LINKS_PATH = "/api/order-links";
/** A page read and a reload or two; a script guessing tokens is stopped. */
export const ORDER_LINK_READS_PER_MINUTE = 30;

const LINK_GONE = {
  ro: "Linkul a expirat sau nu este valid. Găsești comanda la „Urmărește comanda”, cu numărul comenzii și e-mailul tău.",
  en: "This link has expired or is not valid. Find your order under “Track your order”, with the order number and your email.",
} as const;

type Env = { Variables: RequestVariables };

export function orderStatusRoutes({
  lookup,
  withdrawals,
  links,
  ...limiting
}: {
  lookup: OrderLookup;
  withdrawals: Pick<CustomerReturns, "withdrawalOf">;
  links: Pick<OrderLinks, "read">;
} & ClientLimiting): Hono<Env> {
  const app = new Hono<Env>();

  app.post(ORDER_STATUS_PATH, perClientLimit(limiting, "order-status", LOOKUPS_PER_MINUTE), orderBodyLimit(), async (c) => {
    c.header("Cache-Control", "no-store");
    const json = await readOrderBody(c);
    if (!json.ok) return json.response;
    const body = parseOrderStatusBody(json.value);
    if (!body.ok) return invalidFields(c, body.fields);
    const order = await lookup.findForEmail(body.value.orderNumber, body.value.email);
    if (!order) return c.json({ error: orderMessages(c).orderNotFound }, 404);
    const [view, withdrawal] = await Promise.all([lookup.view(order), withdrawals.withdrawalOf(order.id)]);
    // The withdrawal's button is offered here too: the same number and email are its proof (POST /api/withdrawals).
    return c.json({ order: { ...orderJson(view, { withAddresses: false }), ...(withdrawal ? { withdrawal } : {}) } });
  });

  app.all(ORDER_STATUS_PATH, postOnly);

  app.get(`${ORDER_LINKS_PATH}/:token`, perClientLimit(limiting, "order-links", ORDER_LINK_READS_PER_MINUTE), async (c) => {
    // One person's order: never kept by a shared cache, and the token never sent on as a referrer.
    c.header("Cache-Control", "no-store");
    c.header("Referrer-Policy", "no-referrer");
    const orderId = links.read(c.req.param("token"));
    const view = orderId === null ? null : await lookup.viewById(orderId);
    if (!view) return c.json({ success: false, error: LINK_GONE[shopperLanguage(c)] }, 404);
    // As guest tracking answers it: the addresses and the note stay out of a link that may be forwarded.
    return c.json({ success: true, order: orderJson(view, { withAddresses: false }) });
  });
  return app;
}

/**
 * POST /api/order-status {orderNumber, email}: guest order tracking, with whether the order can still be
 * withdrawn from (the legal withdrawal's button). An unknown number and another email answer the same 404,
 * and lookups are limited per client, so numbers cannot be mined for whose they are.
 */
import { Hono } from "hono";
import type { OrderLookup } from "#server/commerce/orders/order-status";
import type { CustomerReturns } from "#server/commerce/orders/returns/customer-returns";
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

type Env = { Variables: RequestVariables };

export function orderStatusRoutes({
  lookup,
  withdrawals,
  ...limiting
}: { lookup: OrderLookup; withdrawals: Pick<CustomerReturns, "withdrawalOf"> } & ClientLimiting): Hono<Env> {
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
  return app;
}

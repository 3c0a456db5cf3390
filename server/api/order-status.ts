/**
 * POST /api/order-status {orderNumber, email}: guest order tracking. An unknown number and another
 * email answer the same 404, and lookups are limited per client, so numbers cannot be mined for
 * whose they are.
 */
import { Hono } from "hono";
import type { OrderLookup } from "#server/commerce/orders/order-status";
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

export function orderStatusRoutes({ lookup, ...limiting }: { lookup: OrderLookup } & ClientLimiting): Hono<Env> {
  const app = new Hono<Env>();

  app.post(ORDER_STATUS_PATH, perClientLimit(limiting, "order-status", LOOKUPS_PER_MINUTE), orderBodyLimit(), async (c) => {
    c.header("Cache-Control", "no-store");
    const json = await readOrderBody(c);
    if (!json.ok) return json.response;
    const body = parseOrderStatusBody(json.value);
    if (!body.ok) return invalidFields(c, body.fields);
    const order = await lookup.findForEmail(body.value.orderNumber, body.value.email);
    if (!order) return c.json({ error: orderMessages(c).orderNotFound }, 404);
    return c.json({ order: orderJson(await lookup.view(order), { withAddresses: false }) });
  });

  app.all(ORDER_STATUS_PATH, postOnly);
  return app;
}

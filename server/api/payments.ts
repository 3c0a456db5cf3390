/**
 * POST /api/verify-payment: what /finish asks when the shopper is back from a payment page — with the
 * sandbox's signed result, or naming the attempt so the provider (Stripe) is asked what happened.
 * POST /api/retry-payment: a new attempt for an order still waiting for payment, proven by its email,
 * by a signed declined/cancelled result, or by the attempt the shopper came back from unpaid.
 */
import { Hono, type Context } from "hono";
import type { OrderLookup } from "#server/commerce/orders/order-status";
import type { PaymentService, SettleOutcome } from "#server/commerce/payments/payment-service";
import type { OrderRow } from "#server/commerce/shared/order-rows";
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
import { orderJson, placedOrderJson } from "./orders-json.ts";
import { parseRetryPaymentBody, parseVerifyPaymentBody, type VerifyPaymentBody } from "./orders-schemas.ts";

export const VERIFY_PAYMENT_PATH = "/api/verify-payment";
export const RETRY_PAYMENT_PATH = "/api/retry-payment";

export const VERIFICATIONS_PER_MINUTE = 30;
export const RETRIES_PER_MINUTE = 10;

type Env = { Variables: RequestVariables };

export interface PaymentRoutesOptions extends ClientLimiting {
  payments: PaymentService;
  lookup: OrderLookup;
}

function settleProof(payments: PaymentService, proof: VerifyPaymentBody): Promise<SettleOutcome> {
  return proof.kind === "signed"
    ? payments.settle({ paymentId: proof.paymentId, orderNumber: proof.orderNumber, result: proof.result, sig: proof.sig })
    : payments.verify({ paymentId: proof.paymentId, orderNumber: proof.orderNumber, cancelled: proof.cancelled });
}

export function paymentRoutes({ payments, lookup, ...limiting }: PaymentRoutesOptions): Hono<Env> {
  const app = new Hono<Env>();

  const refused = (c: Context<Env>, proof: VerifyPaymentBody) => {
    c.var.log.warn({ orderNumber: proof.orderNumber, proof: proof.kind }, "payment result that does not hold");
    return c.json({ error: orderMessages(c).unverifiable }, 400);
  };

  app.post(VERIFY_PAYMENT_PATH, perClientLimit(limiting, "payments.verify", VERIFICATIONS_PER_MINUTE), orderBodyLimit(), async (c) => {
    c.header("Cache-Control", "no-store");
    const json = await readOrderBody(c);
    if (!json.ok) return json.response;
    const body = parseVerifyPaymentBody(json.value);
    if (!body.ok) return c.json({ error: orderMessages(c).unverifiable }, 400);
    const settled = await settleProof(payments, body.value);
    if (settled.kind === "invalid") return refused(c, body.value);
    if (settled.kind === "refused") return c.json({ error: orderMessages(c).paymentRefused }, 400);
    // The provider has not decided yet: /finish asks again ("still processing").
    if (settled.kind === "pending") return c.json({ result: "pending" }, 202);
    const order = await lookup.viewById(settled.orderId);
    if (!order) return c.json({ error: orderMessages(c).unverifiable }, 400);
    const summary = orderJson(order, { withAddresses: true });
    const canRetry = order.status === "pending_payment";
    // What a new attempt may use now, so /finish offers no method the store cannot charge in this currency.
    const paymentMethods = canRetry
      ? (await payments.availableMethods(summary.total.currencyCode)).filter((method) => method !== "cod")
      : [];
    return c.json({ result: settled.result, order: summary, canRetry, paymentMethods });
  });

  app.post(RETRY_PAYMENT_PATH, perClientLimit(limiting, "payments.retry", RETRIES_PER_MINUTE), orderBodyLimit(), async (c) => {
    c.header("Cache-Control", "no-store");
    const json = await readOrderBody(c);
    if (!json.ok) return json.response;
    const body = parseRetryPaymentBody(json.value);
    if (!body.ok) return invalidFields(c, body.fields);
    const request = body.value;

    let order: OrderRow | null;
    if (request.kind === "email") {
      order = await lookup.findForEmail(request.orderNumber, request.email);
      if (!order) return c.json({ error: orderMessages(c).orderNotFound }, 404);
    } else {
      // The attempt the shopper came back from proves they came from this order's payment page.
      const settled = await settleProof(payments, request);
      if (settled.kind === "invalid" || settled.kind === "pending") return c.json({ error: orderMessages(c).unverifiable }, 400);
      order = await lookup.findById(settled.orderId);
      if (!order) return c.json({ error: orderMessages(c).orderNotFound }, 404);
    }

    const retried = await payments.retry(order, request.paymentMethod, request.kind === "email" ? "email" : "attempt");
    switch (retried.kind) {
      case "not_found":
        return c.json({ error: orderMessages(c).orderNotFound }, 404);
      case "not_awaiting_payment":
        return c.json({ error: orderMessages(c).notAwaitingPayment, status: retried.status }, 409);
      case "method_unavailable":
        return c.json({ error: orderMessages(c).methodUnavailable, fields: { paymentMethod: orderMessages(c).methodUnavailable } }, 400);
      case "opened":
        return c.json(
          placedOrderJson({
            orderId: retried.order.id,
            orderNumber: retried.order.orderNumber,
            status: "pending_payment",
            total: { amountMinor: retried.order.totalMinor, currencyCode: retried.order.currencyCode.trim() },
            paymentUrl: retried.paymentUrl,
          }),
          201,
        );
    }
  });

  app.all(VERIFY_PAYMENT_PATH, postOnly);
  app.all(RETRY_PAYMENT_PATH, postOnly);
  return app;
}

/**
 * POST /api/verify-payment: what /finish asks when the shopper is back from a payment page — with the
 * sandbox's signed result, or naming the attempt so the provider (Stripe) is asked what happened.
 * POST /api/retry-payment: a new attempt for an order still waiting for payment, proven by its email,
 * by a signed declined/cancelled result, or by the attempt the shopper came back from unpaid.
 */
import type { ParcelOfferReader } from "./parcel-additions.ts";
import { taggedContract } from "./route-kit.ts";
import { Hono, type Context } from "hono";
import type { OrderLinks, OrderLookup, ParcelAdditions } from "#server/commerce/orders/module";
import type { PaymentService, SettleOutcome } from "#server/commerce/payments/module";
import type { OrderRow } from "#server/commerce/shared/order-rows";
import type { RequestVariables } from "#server/http/request-logging";
import { pendingPaymentSchema, placedOrderSchema, verifiedPaymentSchema } from "#domain/order-schemas";
import { problem } from "#server/http/kit/problem";
import type { FieldDescriber } from "#server/http/kit/read-body";
import { orderMessages, postOnly, type ClientLimiting, orderRequest, UNKNOWN_ORDER_EXAMPLE } from "./orders-http.ts";
import { orderJson, placedOrderJson } from "./orders-json.ts";
import { describeOrderField, retryPaymentBodySchema, verifyPaymentBodySchema, type VerifyPaymentBody } from "./orders-schemas.ts";

export const VERIFY_PAYMENT_PATH = "/api/verify-payment";
export const RETRY_PAYMENT_PATH = "/api/retry-payment";

export const VERIFICATIONS_PER_MINUTE = 30;
export const RETRIES_PER_MINUTE = 10;

type Env = { Variables: RequestVariables };

const described = taggedContract(["Payments"]);

/** A proof that cannot be read is one that does not hold: the spec's checkout text (§8), whatever the field. */
const unverifiableProof: FieldDescriber = (_issue, c) => orderMessages(c).unverifiable;

export interface PaymentRoutesOptions extends ClientLimiting {
  payments: PaymentService;
  lookup: OrderLookup;
  /** What a payment of a product added to an order's parcel became, and the order's page to go back to (decision 0164). */
  additions: Pick<ParcelAdditions, "ofPayment">;
  links: Pick<OrderLinks, "offerPageFor">;
  /** A paid order's offer to add to its parcel, for the thank-you page /finish goes on to. */
  parcelOffer: ParcelOfferReader;
}

function settleProof(payments: PaymentService, proof: VerifyPaymentBody): Promise<SettleOutcome> {
  return proof.kind === "signed"
    ? payments.settle({ paymentId: proof.paymentId, orderNumber: proof.orderNumber, result: proof.result, sig: proof.sig })
    : payments.verify({ paymentId: proof.paymentId, orderNumber: proof.orderNumber, cancelled: proof.cancelled });
}

export function paymentRoutes({ payments, lookup, additions, links, parcelOffer, ...limiting }: PaymentRoutesOptions): Hono<Env> {
  const app = new Hono<Env>();

  const refused = (c: Context<Env>, proof: VerifyPaymentBody) => {
    c.var.log.warn({ orderNumber: proof.orderNumber, proof: proof.kind }, "payment result that does not hold");
    return problem(c, 400, "unverifiable", orderMessages(c).unverifiable);
  };

  app.post(
    VERIFY_PAYMENT_PATH,
    described({
      summary: "What became of a payment page",
      description:
        "With the sandbox's signed result (`sig`, `result`), or naming the attempt (`paymentId`, `cancelled`) so the provider " +
        "is asked. 202 while the provider has not decided: ask again. An attempt that paid a product added to the order's parcel " +
        "answers `parcelAddition`: what became of the product, and the order's page to go back to.",
      responses: {
        200: { description: "The result, the order, and what a new attempt may use.", schema: verifiedPaymentSchema },
        202: { description: "The provider has not decided yet.", schema: pendingPaymentSchema },
      },
      problems: [400, 413, 429],
      examples: [{ name: "a result with no signature", body: { orderNumber: 1001, paymentId: "p_1", result: "paid" }, status: 400 }],
    }),
    ...orderRequest(limiting, "payments.verify", VERIFICATIONS_PER_MINUTE, verifyPaymentBodySchema, unverifiableProof),
    async (c) => {
      const proof = c.req.valid("json");
      const settled = await settleProof(payments, proof);
      if (settled.kind === "invalid") return refused(c, proof);
      if (settled.kind === "refused") return problem(c, 400, "payment_refused", orderMessages(c).paymentRefused);
      // The provider has not decided yet: /finish asks again ("still processing").
      if (settled.kind === "pending") return c.json({ result: "pending" as const }, 202);
      const order = await lookup.viewById(settled.orderId);
      if (!order) return problem(c, 400, "unverifiable", orderMessages(c).unverifiable);
      const summary = { ...orderJson(order, { withAddresses: true }), parcelOffer: await parcelOffer(order.id) };
      const canRetry = order.status === "pending_payment";
      // What a new attempt may use now, so /finish offers no method the store cannot charge in this currency.
      const paymentMethods = canRetry
        ? (await payments.availableMethods(summary.total.currencyCode)).filter((method) => method !== "cod")
        : [];
      const addition = await additions.ofPayment(proof.paymentId);
      const parcelAddition = addition && {
        state: addition.state,
        item: addition.item,
        orderPage: links.offerPageFor({ id: settled.orderId, language: order.language }),
      };
      return c.json({ result: settled.result, order: summary, canRetry, paymentMethods, parcelAddition });
    },
  );

  app.post(
    RETRY_PAYMENT_PATH,
    described({
      summary: "A new payment attempt for an order still waiting for payment",
      description:
        "Proven by the order's email, by a signed declined or cancelled result, or by the attempt the shopper came back from unpaid.",
      responses: { 201: { description: "The order and its new payment page.", schema: placedOrderSchema } },
      problems: [400, 404, 409, 413, 429],
      examples: [UNKNOWN_ORDER_EXAMPLE, { name: "no proof", body: { orderNumber: 1001 }, status: 400 }],
    }),
    ...orderRequest(limiting, "payments.retry", RETRIES_PER_MINUTE, retryPaymentBodySchema, describeOrderField),
    async (c) => {
      const request = c.req.valid("json");

      let order: OrderRow | null;
      if (request.kind === "email") {
        order = await lookup.findForEmail(request.orderNumber, request.email);
        if (!order) return problem(c, 404, "order_not_found", orderMessages(c).orderNotFound);
      } else {
        // The attempt the shopper came back from proves they came from this order's payment page.
        const settled = await settleProof(payments, request);
        if (settled.kind === "invalid" || settled.kind === "pending") return problem(c, 400, "unverifiable", orderMessages(c).unverifiable);
        order = await lookup.findById(settled.orderId);
        if (!order) return problem(c, 404, "order_not_found", orderMessages(c).orderNotFound);
      }

      const retried = await payments.retry(order, request.paymentMethod, request.kind === "email" ? "email" : "attempt");
      switch (retried.kind) {
        case "not_found":
          return problem(c, 404, "order_not_found", orderMessages(c).orderNotFound);
        case "not_awaiting_payment":
          return problem(c, 409, "not_awaiting_payment", orderMessages(c).notAwaitingPayment, { orderStatus: retried.status });
        case "method_unavailable": {
          const sentence = orderMessages(c).methodUnavailable;
          return problem(c, 400, "payment_method_unavailable", sentence, { field: "paymentMethod", fields: { paymentMethod: sentence } });
        }
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
    },
  );

  app.all(VERIFY_PAYMENT_PATH, postOnly);
  app.all(RETRY_PAYMENT_PATH, postOnly);
  return app;
}

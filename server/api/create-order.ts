/**
 * POST /api/create-order and POST /api/price-order: the checkout's two calls. Both read the lines and
 * the discount code the same way and let the server decide every amount; create-order also writes
 * the order (docs/api.md "Checkout, orders and payments").
 */
import { Hono, type Context } from "hono";
import { getCookie } from "hono/cookie";
import { CURRENCY_COOKIE } from "#domain/currency";
import type { DestinationProblem, LineProblem } from "#server/commerce/catalog/pricing";
import type { OrderService } from "#server/commerce/orders/orders";
import type { CustomerSessions } from "#server/commerce/customers/sessions";
import type { RequestVariables } from "#server/http/request-logging";
import { DISCOUNT_MESSAGES, discountVerdictJson } from "#server/messages/discounts";
import { shopperLanguage } from "#server/http/shopper-language";
import {
  invalidFields,
  orderBodyLimit,
  orderMessages,
  perClientLimit,
  postOnly,
  readOrderBody,
  type ClientLimiting,
} from "./orders-http.ts";
import { placedOrderJson, pricedOrderJson } from "./orders-json.ts";
import { fieldMessage } from "#server/messages/orders";
import { parseCreateOrderBody, parsePriceOrderBody, type FieldProblems } from "./orders-schemas.ts";

export const CREATE_ORDER_PATH = "/api/create-order";
export const PRICE_ORDER_PATH = "/api/price-order";

/** A shopper places an order or two; a script placing hundreds is stopped. */
export const ORDERS_PER_MINUTE = 20;
/** The checkout re-prices on every change of quantity, country or code. */
export const QUOTES_PER_MINUTE = 60;

const BEARER = /^Bearer\s+(\S+)$/i;

export interface CreateOrderRoutesOptions extends ClientLimiting {
  orders: OrderService;
  sessions: Pick<CustomerSessions, "authenticate">;
}

type Env = { Variables: RequestVariables };

/** The currency the body names, else the shopper's display currency as the pages keep it. */
const displayCurrency = (c: Context, named: string | undefined) => named ?? getCookie(c, CURRENCY_COOKIE);

/** Where a refused destination is named: the country field of the body asked, or the service chosen. */
function destinationFields(problem: DestinationProblem, countryField: string): FieldProblems {
  if (problem.reason === "no_zone") return { [countryField]: { code: "no_zone" } };
  if (problem.reason === "unknown_service") return { shippingServiceId: { code: "shipping_service" } };
  return { shippingServiceId: { code: "no_shipping_service" } };
}

/** A variant that cannot be sold is the line's `variantId` problem; too few left, its `quantity` problem. */
function lineFields(problems: readonly LineProblem[]): FieldProblems {
  return Object.fromEntries(
    problems.map((problem) =>
      problem.reason === "out_of_stock"
        ? [`lines.${problem.index}.quantity`, { code: problem.reason, available: problem.available, item: problem.item }]
        : [`lines.${problem.index}.variantId`, { code: problem.reason }],
    ),
  );
}

export function createOrderRoutes({ orders, sessions, ...limiting }: CreateOrderRoutesOptions): Hono<Env> {
  const app = new Hono<Env>();

  /** The customer whose bearer token came with the request; null for a guest or a stale token. */
  async function signedInCustomer(c: Context): Promise<number | null> {
    const token = BEARER.exec(c.req.header("Authorization") ?? "")?.[1];
    const session = token ? await sessions.authenticate(token) : null;
    return session?.customer.id ?? null;
  }

  app.post(CREATE_ORDER_PATH, perClientLimit(limiting, "orders.create", ORDERS_PER_MINUTE), orderBodyLimit(), async (c) => {
    c.header("Cache-Control", "no-store");
    const json = await readOrderBody(c);
    if (!json.ok) return json.response;
    const body = parseCreateOrderBody(json.value);
    if (!body.ok) return invalidFields(c, body.fields);

    // A stale session must not cost the shopper the order: it is placed as a guest (and linked by email).
    const language = shopperLanguage(c);
    const input = { ...body.value, currencyCode: displayCurrency(c, body.value.currencyCode) };
    const outcome = await orders.create(input, { language, customerId: await signedInCustomer(c) });
    switch (outcome.kind) {
      case "created":
        c.var.log.info({ orderNumber: outcome.placed.orderNumber, status: outcome.placed.status }, "order placed");
        return c.json(placedOrderJson(outcome.placed), 201);
      case "replayed":
        return c.json(placedOrderJson(outcome.placed), 200);
      case "idempotency_conflict":
        return c.json({ error: orderMessages(c).idempotencyConflict }, 409);
      case "lines_invalid":
        return invalidFields(c, lineFields(outcome.problems));
      case "payment_method_unavailable":
        return invalidFields(c, { paymentMethod: { code: "payment_method_unavailable" } });
      case "store_credit_needs_sign_in":
        return invalidFields(c, { useStoreCredit: { code: "store_credit_sign_in" } });
      case "destination_refused":
        return invalidFields(c, destinationFields(outcome.problem, "shippingAddress.country"));
      case "cod_not_allowed":
        return invalidFields(c, { paymentMethod: { code: "cod_country" } });
      case "terms_version_stale": {
        // 409: the body is well formed, but the terms it accepted are no longer the ones in force.
        const message = fieldMessage(language, { code: "terms_version_stale" });
        return c.json({ error: message, fields: { termsVersion: message }, termsVersion: outcome.current }, 409);
      }
      case "discount_refused": {
        const verdict = DISCOUNT_MESSAGES[language].refused(outcome.reason, outcome.minimumRonMinor);
        return c.json(
          {
            error: verdict.title,
            fields: { discountCode: verdict.message },
            discount: { code: outcome.code, reason: outcome.reason, ...verdict },
          },
          400,
        );
      }
    }
  });

  app.post(PRICE_ORDER_PATH, perClientLimit(limiting, "orders.price", QUOTES_PER_MINUTE), orderBodyLimit(), async (c) => {
    c.header("Cache-Control", "no-store");
    const json = await readOrderBody(c);
    if (!json.ok) return json.response;
    const body = parsePriceOrderBody(json.value);
    if (!body.ok) return invalidFields(c, body.fields);
    const language = shopperLanguage(c);
    const customer = await signedInCustomer(c);
    const outcome = await orders.quote({
      ...body.value,
      currencyCode: displayCurrency(c, body.value.currencyCode),
      language,
      customerId: customer,
    });
    if (outcome.kind === "lines_invalid") return invalidFields(c, lineFields(outcome.problems));
    if (outcome.kind === "destination_refused") return invalidFields(c, destinationFields(outcome.problem, "country"));
    const check = outcome.discountCheck;
    return c.json({
      ...pricedOrderJson(outcome.priced, outcome.paymentMethods, language, outcome.storeCredit ?? undefined),
      ...(check ? { discountCode: discountVerdictJson(language, check) } : {}),
    });
  });

  app.all(CREATE_ORDER_PATH, postOnly);
  app.all(PRICE_ORDER_PATH, postOnly);
  return app;
}

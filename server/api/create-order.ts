/**
 * POST /api/create-order and POST /api/price-order: the checkout's two calls. Both read the lines and
 * the discount code the same way and let the server decide every amount; create-order also writes
 * the order (docs/api.md "Checkout, orders and payments").
 */
import { taggedContract } from "./route-kit.ts";
import { Hono, type Context } from "hono";
import { getCookie } from "hono/cookie";
import { CURRENCY_COOKIE } from "#domain/currency";
import type { Language } from "#domain/locale";
import type { DestinationProblem, LineProblem } from "#server/commerce/catalog/module";
import type { OrderService } from "#server/commerce/orders/module";
import type { CustomerSessions } from "#server/commerce/customers/module";
import type { RequestVariables } from "#server/http/request-logging";
import { DISCOUNT_MESSAGES, discountVerdictJson } from "#server/messages/discounts";
import { shopperLanguage } from "#server/http/shopper-language";
import { problem } from "#server/http/kit/problem";
import { placedOrderSchema, pricedOrderSchema } from "#domain/order-schemas";
import { invalidFields, orderMessages, postOnly, type ClientLimiting, orderRequest } from "./orders-http.ts";
import { moneyJson, placedOrderJson, pricedOrderJson } from "./orders-json.ts";
import { formatMoney } from "#domain/format-price";
import { fieldMessage } from "#server/messages/orders";
import { visitContextOf } from "./visits.ts";
import { createOrderBodySchema, describeOrderField, priceOrderBodySchema, type FieldProblems } from "./orders-schemas.ts";

/** The checkout shows each wrong field beside it; the refusal itself says to correct them. */
const fixTheFields = (c: Context) => orderMessages(c).fixFields;

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

const described = taggedContract(["Checkout"]);

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

/** The answer to an order placed, replayed or refused, each refusal at the field the shopper is to correct. */
function placementAnswer(c: Context<Env>, outcome: Awaited<ReturnType<OrderService["create"]>>, language: Language) {
  switch (outcome.kind) {
    case "created":
      c.var.log.info({ orderNumber: outcome.placed.orderNumber, status: outcome.placed.status }, "order placed");
      return c.json(placedOrderJson(outcome.placed), 201);
    case "replayed":
      return c.json(placedOrderJson(outcome.placed), 200);
    case "idempotency_conflict":
      return problem(c, 409, "idempotency_conflict", orderMessages(c).idempotencyConflict);
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
    case "pickup_point_refused":
      return invalidFields(c, { pickupPointId: { code: `pickup_point_${outcome.reason}` } });
    case "terms_version_stale": {
      // 409: the body is well formed, but the terms it accepted are no longer the ones in force.
      const message = fieldMessage(language, { code: "terms_version_stale" });
      return problem(c, 409, "terms_version_stale", message, {
        field: "termsVersion",
        fields: { termsVersion: message },
        termsVersion: outcome.current,
      });
    }
    case "price_changed": {
      // 409: the body is well formed, but the price it was sent for is no longer the price (nothing was written).
      const now = outcome.due.amountMinor === outcome.total.amountMinor ? outcome.total : outcome.due;
      return problem(c, 409, "price_changed", orderMessages(c).priceChanged(formatMoney(now)), {
        field: "expectedTotal",
        total: moneyJson(outcome.total.amountMinor, outcome.total.currencyCode),
        due: moneyJson(outcome.due.amountMinor, outcome.due.currencyCode),
      });
    }
    case "discount_refused": {
      const verdict = DISCOUNT_MESSAGES[language].refused(outcome.reason, outcome.minimumRonMinor);
      return problem(c, 400, "discount_refused", verdict.title, {
        field: "discountCode",
        fields: { discountCode: verdict.message },
        discount: { code: outcome.code, reason: outcome.reason, ...verdict },
      });
    }
  }
}

export function createOrderRoutes({ orders, sessions, ...limiting }: CreateOrderRoutesOptions): Hono<Env> {
  const app = new Hono<Env>();

  /** The customer whose bearer token came with the request; null for a guest or a stale token. */
  async function signedInCustomer(c: Context): Promise<number | null> {
    const token = BEARER.exec(c.req.header("Authorization") ?? "")?.[1];
    const session = token ? await sessions.authenticate(token) : null;
    return session?.customer.id ?? null;
  }

  app.post(
    CREATE_ORDER_PATH,
    described({
      summary: "Place an order",
      description:
        "The server prices every line from the catalogue. The same `idempotencyKey` places the order once: a retry answers " +
        "200 with the order already placed. With `expectedTotal` (the total the shopper saw), another total is refused: 409 " +
        "`price_changed` with `total` and `due` now, nothing placed. A signed-in customer sends `Authorization: Bearer`; a stale token places it as a guest.",
      responses: {
        201: { description: "The order placed, and where to pay it.", schema: placedOrderSchema },
        200: { description: "The order this idempotency key already placed.", schema: placedOrderSchema },
      },
      problems: [400, 409, 413, 429],
      examples: [{ name: "a body with no lines", body: { email: "ana@example.ro" }, status: 400 }],
    }),
    ...orderRequest(limiting, "orders.create", ORDERS_PER_MINUTE, createOrderBodySchema, describeOrderField, fixTheFields),
    async (c) => {
      const { input: value, consentId } = c.req.valid("json");
      // A stale session must not cost the shopper the order: it is placed as a guest (and linked by email).
      const language = shopperLanguage(c);
      const input = { ...value, currencyCode: displayCurrency(c, value.currencyCode) };
      const outcome = await orders.create(input, {
        language,
        customerId: await signedInCustomer(c),
        visit: visitContextOf(c, consentId),
      });
      return placementAnswer(c, outcome, language);
    },
  );

  app.post(
    PRICE_ORDER_PATH,
    described({
      summary: "Price an order before placing it",
      description: "What `create-order` would charge for these lines, this destination and this code; nothing is written.",
      responses: { 200: { description: "The order as create-order would charge it.", schema: pricedOrderSchema } },
      problems: [400, 413, 429],
      examples: [{ name: "an empty cart", body: { lines: [] }, status: 400 }],
    }),
    ...orderRequest(limiting, "orders.price", QUOTES_PER_MINUTE, priceOrderBodySchema, describeOrderField, fixTheFields),
    async (c) => {
      const value = c.req.valid("json");
      const language = shopperLanguage(c);
      const customer = await signedInCustomer(c);
      const outcome = await orders.quote({
        ...value,
        currencyCode: displayCurrency(c, value.currencyCode),
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
    },
  );

  app.all(CREATE_ORDER_PATH, postOnly);
  app.all(PRICE_ORDER_PATH, postOnly);
  return app;
}

/**
 * POST /api/validate-discount {code, email?, currencyCode?} → {valid, code, percent, kind?, amount?,
 * productHandles?, title, message, reason?}: whether the store honours a code (and, with an email, for
 * that shopper), and what it takes off — so the cart shows what the checkout will charge for codes the
 * format rule cannot describe (a fixed amount, some products only). Limited per client before the body
 * is read; bad bodies answer 400 in the one problem shape, in the shopper's language.
 */
import { Hono } from "hono";
import { validateDiscountBodySchema } from "#domain/discount-code-schemas";
import { discountVerdictSchema } from "#domain/order-schemas";
import { contract } from "#server/http/kit/contract";
import { body, type FieldDescriber } from "#server/http/kit/read-body";
import { convertMoney } from "#domain/currency-conversion";
import { SHOP_CURRENCY } from "#domain/currency";
import type { DiscountService } from "#server/commerce/promotions/module";
import type { OrderPricingService } from "#server/commerce/catalog/module";
import type { RequestVariables } from "#server/http/request-logging";
import { methodNotAllowed, perClientLimit, type ClientLimiting } from "./orders-http.ts";
import { sizeLimit } from "#server/http/kit/size-limit";
import { describeDiscountBodyIssue, discountVerdictJson } from "#server/messages/discounts";
import { moneyJson } from "./orders-json.ts";
import { SHOPPER_BODY_LIMIT } from "#server/messages/request";
import { shopperLanguage } from "#server/http/shopper-language";

export const VALIDATE_DISCOUNT_PATH = "/api/validate-discount";

// A shopper tries a code or two; a script guessing codes is slowed to a crawl.
export const VALIDATIONS_PER_MINUTE = 30;

export interface DiscountRoutesOptions extends ClientLimiting {
  service: DiscountService;
  /** The currency a fixed amount is shown in: the one asked for when the store has its rate. */
  pricing: Pick<OrderPricingService, "chargeCurrency">;
  /** The handles of these products (those a code is limited to). */
  productHandles: (ids: readonly number[]) => Promise<string[]>;
}

type Env = { Variables: RequestVariables };

const describeField: FieldDescriber = ({ field, issue, missing }, c) =>
  describeDiscountBodyIssue(shopperLanguage(c), field, issue, missing);

export function discountRoutes({ service, pricing, productHandles, ...limiting }: DiscountRoutesOptions): Hono<Env> {
  const app = new Hono<Env>();

  app.post(
    VALIDATE_DISCOUNT_PATH,
    contract({
      summary: "Whether the store honours a discount code, and what it takes off",
      description: "With an email, for that shopper (a personal or first-order code). A refused code is a 200 with `valid: false` and why.",
      tags: ["Checkout"],
      responses: { 200: { description: "The code as the store judges it.", schema: discountVerdictSchema } },
      problems: [400, 413, 429],
      examples: [
        { name: "an unknown code", body: { code: "NOPE" }, status: 200 },
        { name: "no code", body: {}, status: 400 },
      ],
    }),
    perClientLimit(limiting, "discounts.validate", VALIDATIONS_PER_MINUTE),
    sizeLimit(SHOPPER_BODY_LIMIT),
    body(validateDiscountBodySchema, describeField),
    async (c) => {
      const language = shopperLanguage(c);
      const asked = c.req.valid("json");
      const result = await service.validate({ code: asked.code, email: asked.email });
      const verdict = discountVerdictJson(language, result);
      if (!result.valid) return c.json(verdict);
      const { offer } = result;
      let amount = {};
      if (offer.amountRonMinor !== null) {
        const { currencyCode, rates } = await pricing.chargeCurrency(asked.currencyCode);
        const converted = convertMoney({ amountMinor: offer.amountRonMinor, currencyCode: SHOP_CURRENCY }, currencyCode, rates);
        amount = { amount: moneyJson(converted.amountMinor, converted.currencyCode) };
      }
      return c.json({
        ...verdict,
        ...amount,
        productHandles: offer.productIds === null ? null : await productHandles(offer.productIds),
      });
    },
  );

  app.all(VALIDATE_DISCOUNT_PATH, methodNotAllowed());

  return app;
}

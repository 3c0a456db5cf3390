/**
 * POST /api/validate-discount {code, email?, currencyCode?} → {valid, code, percent, kind?, amount?,
 * productHandles?, title, message, reason?}: whether the store honours a code (and, with an email, for
 * that shopper), and what it takes off — so the cart shows what the checkout will charge for codes the
 * format rule cannot describe (a fixed amount, some products only). Limited per client before the body
 * is read; bad bodies answer 400 {error, field?} in the shopper's language.
 */
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { validateDiscountBodySchema } from "#domain/discount-code-schemas";
import { convertMoney } from "#domain/currency-conversion";
import { SHOP_CURRENCY } from "#domain/currency";
import type { DiscountService } from "#server/commerce/promotions/discounts";
import type { OrderPricingService } from "#server/commerce/catalog/pricing";
import type { RequestVariables } from "#server/http/request-logging";
import { perClientLimit, type ClientLimiting } from "./orders-http.ts";
import { describeDiscountBodyIssue, discountVerdictJson } from "#server/messages/discounts";
import { moneyJson } from "./orders-json.ts";
import { parseShopperBody } from "./discounts-request.ts";
import { REQUEST_MESSAGES, SHOPPER_BODY_LIMIT } from "#server/messages/request";
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

export function discountRoutes({ service, pricing, productHandles, ...limiting }: DiscountRoutesOptions): Hono<Env> {
  const app = new Hono<Env>();
  const requestMessages = (c: Context) => REQUEST_MESSAGES[shopperLanguage(c)];

  app.post(
    VALIDATE_DISCOUNT_PATH,
    perClientLimit(limiting, "discounts.validate", VALIDATIONS_PER_MINUTE),
    bodyLimit({ maxSize: SHOPPER_BODY_LIMIT, onError: (c) => c.json({ error: requestMessages(c).tooLarge }, 413) }),
    async (c) => {
      const language = shopperLanguage(c);
      const body = await parseShopperBody(c, validateDiscountBodySchema, (field, issue, missing) =>
        describeDiscountBodyIssue(language, field, issue, missing),
      );
      if (!body.ok) return c.json({ error: body.error, ...(body.field ? { field: body.field } : {}) }, 400);
      const result = await service.validate({ code: body.value.code, email: body.value.email });
      const verdict = discountVerdictJson(language, result);
      if (!result.valid) return c.json(verdict);
      const { offer } = result;
      let amount = {};
      if (offer.amountRonMinor !== null) {
        const { currencyCode, rates } = await pricing.chargeCurrency(body.value.currencyCode);
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

  app.all(VALIDATE_DISCOUNT_PATH, (c) => c.json({ error: requestMessages(c).methodNotAllowed }, 405, { Allow: "POST" }));

  return app;
}

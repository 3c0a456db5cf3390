/**
 * POST /api/validate-discount {code, email?} → {valid, code, percent, title, message, reason?}:
 * whether the store honours a code (and, with an email, for that shopper). Limited per client
 * before the body is read; bad bodies answer 400 {error, field?} in the shopper's language.
 */
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { validateDiscountBodySchema } from "#domain/discount-code-schemas";
import type { DiscountService } from "#server/commerce/orders/discounts";
import type { RequestVariables } from "#server/http/request-logging";
import { perClientLimit, type ClientLimiting } from "./orders-http.ts";
import { describeDiscountBodyIssue, DISCOUNT_MESSAGES } from "./discounts-messages.ts";
import { parseShopperBody, REQUEST_MESSAGES, SHOPPER_BODY_LIMIT } from "./discounts-request.ts";
import { shopperLanguage } from "#server/http/shopper-language";

export const VALIDATE_DISCOUNT_PATH = "/api/validate-discount";

// A shopper tries a code or two; a script guessing codes is slowed to a crawl.
export const VALIDATIONS_PER_MINUTE = 30;

export interface DiscountRoutesOptions extends ClientLimiting {
  service: DiscountService;
}

type Env = { Variables: RequestVariables };

export function discountRoutes({ service, ...limiting }: DiscountRoutesOptions): Hono<Env> {
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
      const result = await service.validate(body.value);
      const messages = DISCOUNT_MESSAGES[language];
      if (result.valid) return c.json({ valid: true, code: result.code, percent: result.percent, ...messages.applied(result.percent) });
      return c.json({ valid: false, code: result.code, percent: 0, reason: result.reason, ...messages.refused[result.reason] });
    },
  );

  app.all(VALIDATE_DISCOUNT_PATH, (c) => c.json({ error: requestMessages(c).methodNotAllowed }, 405, { Allow: "POST" }));

  return app;
}

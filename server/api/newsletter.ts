/**
 * POST /api/newsletter-signup {email, discountCode?, acceptsMarketing: true, source} →
 * {subscribed: true, discountCode, percent, message}: stores the sign-up with its consent and
 * answers the code the store issues for the source. Limited per client before the body is read.
 */
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { newsletterSignupBodySchema } from "#domain/discount-code-schemas";
import { normaliseDiscountCode } from "#domain/discount-code";
import type { NewsletterService } from "#server/commerce/newsletter/newsletter";
import type { RequestVariables } from "#server/http/request-logging";
import { perClientLimit, type ClientLimiting } from "./orders-http.ts";
import { parseShopperBody, REQUEST_MESSAGES, SHOPPER_BODY_LIMIT } from "./discounts-request.ts";
import { shopperLanguage } from "#server/http/shopper-language";
import { describeSignupBodyIssue, NEWSLETTER_MESSAGES } from "./newsletter-messages.ts";

export const NEWSLETTER_SIGNUP_PATH = "/api/newsletter-signup";

// A person signs up once; a few retries (a typo, a second form) fit, a script filling the list does not.
export const SIGNUPS_PER_MINUTE = 5;

export interface NewsletterRoutesOptions extends ClientLimiting {
  service: NewsletterService;
}

type Env = { Variables: RequestVariables };

export function newsletterRoutes({ service, ...limiting }: NewsletterRoutesOptions): Hono<Env> {
  const app = new Hono<Env>();
  const requestMessages = (c: Context) => REQUEST_MESSAGES[shopperLanguage(c)];

  app.post(
    NEWSLETTER_SIGNUP_PATH,
    perClientLimit(limiting, "newsletter.signup", SIGNUPS_PER_MINUTE),
    bodyLimit({ maxSize: SHOPPER_BODY_LIMIT, onError: (c) => c.json({ error: requestMessages(c).tooLarge }, 413) }),
    async (c) => {
      const language = shopperLanguage(c);
      const body = await parseShopperBody(c, newsletterSignupBodySchema, (field, issue, missing) =>
        describeSignupBodyIssue(language, field, issue, missing),
      );
      if (!body.ok) return c.json({ error: body.error, ...(body.field ? { field: body.field } : {}) }, 400);
      const { email, source, discountCode: sentCode } = body.value;
      const signup = await service.subscribe({ email, language, source });
      // The server decides the code; a different one from a client is worth noticing, not honouring.
      if (sentCode && normaliseDiscountCode(sentCode) !== signup.discountCode) {
        c.var.log.info(
          { source, sentCode: sentCode.slice(0, 64), issuedCode: signup.discountCode },
          "newsletter sign-up sent a code it was not issued",
        );
      }
      return c.json({
        subscribed: true,
        discountCode: signup.discountCode,
        percent: signup.percent,
        message: NEWSLETTER_MESSAGES[language].subscribed(signup.percent, signup.discountCode),
      });
    },
  );

  app.all(NEWSLETTER_SIGNUP_PATH, (c) => c.json({ error: requestMessages(c).methodNotAllowed }, 405, { Allow: "POST" }));

  return app;
}

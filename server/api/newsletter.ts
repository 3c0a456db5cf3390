/**
 * POST /api/newsletter-signup {email, discountCode?, acceptsMarketing: true, source} →
 * {subscribed: true, discountCode, percent, message}: stores the sign-up with its consent, mails the
 * address's personal code and answers it (decision 0080); a `discountCode` sent by the client is read
 * for the spec's body and ignored, as the server makes the code. POST /api/newsletter-unsubscribe: the unsubscribe page's `{token}`, or a mail
 * client's RFC 8058 one-click POST (`?token=`, body `List-Unsubscribe=One-Click`) → {unsubscribed: true,
 * email (masked), message}. Both are limited per client before the body is read.
 */
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { describeBodyRefusal, readJsonObject, type JsonBodyRefusal } from "#server/http/json-body";
import { newsletterSignupBodySchema } from "#domain/discount-code-schemas";
import { UNSUBSCRIBE_API_PATH, UNSUBSCRIBE_TOKEN_PATTERN } from "#domain/newsletter";
import type { NewsletterService } from "#server/commerce/newsletter/newsletter";
import type { RequestVariables } from "#server/http/request-logging";
import { perClientLimit, type ClientLimiting } from "./orders-http.ts";
import { parseShopperBody } from "./discounts-request.ts";
import { REQUEST_MESSAGES, SHOPPER_BODY_LIMIT } from "#server/messages/request";
import { shopperLanguage } from "#server/http/shopper-language";
import { describeSignupBodyIssue, NEWSLETTER_MESSAGES } from "#server/messages/newsletter";

export const NEWSLETTER_SIGNUP_PATH = "/api/newsletter-signup";

// A person signs up once; a few retries (a typo, a second form) fit, a script filling the list does not.
export const SIGNUPS_PER_MINUTE = 5;
// Tokens cannot be guessed; the limit only keeps a script from spending the database on trying.
export const UNSUBSCRIBES_PER_MINUTE = 20;

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
      const { email, source } = body.value;
      const signup = await service.subscribe({ email, language, source });
      return c.json({
        subscribed: true,
        discountCode: signup.discountCode,
        percent: signup.percent,
        message: NEWSLETTER_MESSAGES[language].subscribed(signup.percent, signup.discountCode),
      });
    },
  );

  app.post(
    UNSUBSCRIBE_API_PATH,
    perClientLimit(limiting, "newsletter.unsubscribe", UNSUBSCRIBES_PER_MINUTE),
    bodyLimit({ maxSize: SHOPPER_BODY_LIMIT, onError: (c) => c.json({ error: requestMessages(c).tooLarge }, 413) }),
    async (c) => {
      const messages = NEWSLETTER_MESSAGES[shopperLanguage(c)];
      const sent = c.req.query("token") ?? (await tokenFromJsonBody(c));
      if (typeof sent === "object") return c.json(describeBodyRefusal(requestMessages(c), sent), 400);
      const token = sent;
      if (!token || !UNSUBSCRIBE_TOKEN_PATTERN.test(token)) return c.json({ error: messages.tokenRequired, field: "token" }, 400);
      const outcome = await service.unsubscribe(token);
      if (outcome.kind === "unknown") return c.json({ error: messages.tokenUnknown, field: "token" }, 404);
      return c.json({ unsubscribed: true, email: outcome.email, message: messages.unsubscribed(outcome.email) });
    },
  );

  for (const path of [NEWSLETTER_SIGNUP_PATH, UNSUBSCRIBE_API_PATH])
    app.all(path, (c) => c.json({ error: requestMessages(c).methodNotAllowed }, 405, { Allow: "POST" }));

  return app;
}

/**
 * The page posts `{token}` as JSON; a mail client's one-click POST carries it in the URL instead. A body the JSON
 * reader refuses for its shape or text is that refusal; any other body without a string token has none.
 */
async function tokenFromJsonBody(c: Context): Promise<string | undefined | JsonBodyRefusal> {
  if (!c.req.header("Content-Type")?.toLowerCase().startsWith("application/json")) return undefined;
  const body = await readJsonObject(c);
  if (!body.ok) return body.problem === "notJson" || body.problem === "notObject" ? undefined : body;
  const token = body.value.token;
  return typeof token === "string" ? token : undefined;
}

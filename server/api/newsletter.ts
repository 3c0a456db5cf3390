/**
 * POST /api/newsletter-signup {email, discountCode?, acceptsMarketing: true, source} →
 * {subscribed: true, discountCode, percent, message}: stores the sign-up with its consent, mails the
 * address's personal code and answers it (decision 0080); a `discountCode` sent by the client is read
 * for the spec's body and ignored, as the server makes the code. POST /api/newsletter-unsubscribe: the unsubscribe page's `{token}`, or a mail
 * client's RFC 8058 one-click POST (`?token=`, body `List-Unsubscribe=One-Click`) → {unsubscribed: true,
 * email (masked), message}. Both are limited per client before the body is read.
 */
import { taggedContract } from "./route-kit.ts";
import { Hono, type Context } from "hono";
import { z } from "zod";
import {
  newsletterSignupAnswerSchema,
  newsletterSignupBodySchema,
  newsletterUnsubscribeAnswerSchema,
  unsubscribeBodySchema,
} from "#domain/discount-code-schemas";
import { problem } from "#server/http/kit/problem";
import { body, readBody, type FieldDescriber } from "#server/http/kit/read-body";
import { UNSUBSCRIBE_API_PATH, UNSUBSCRIBE_TOKEN_PATTERN } from "#domain/newsletter";
import type { NewsletterService } from "#server/commerce/newsletter/module";
import type { RequestVariables } from "#server/http/request-logging";
import { methodNotAllowed, perClientLimit, type ClientLimiting } from "./orders-http.ts";
import { sizeLimit } from "#server/http/kit/size-limit";
import { SHOPPER_BODY_LIMIT } from "#server/messages/request";
import { shopperLanguage } from "#server/http/shopper-language";
import { describeSignupBodyIssue, NEWSLETTER_MESSAGES } from "#server/messages/newsletter";
import { visitContextOf } from "./visits.ts";

export const NEWSLETTER_SIGNUP_PATH = "/api/newsletter-signup";

// A person signs up once; a few retries (a typo, a second form) fit, a script filling the list does not.
export const SIGNUPS_PER_MINUTE = 5;
// Tokens cannot be guessed; the limit only keeps a script from spending the database on trying.
export const UNSUBSCRIBES_PER_MINUTE = 20;

export interface NewsletterRoutesOptions extends ClientLimiting {
  service: NewsletterService;
}

type Env = { Variables: RequestVariables };

const described = taggedContract(["Newsletter"]);

const describeField: FieldDescriber = ({ field, issue, missing }, c) => describeSignupBodyIssue(shopperLanguage(c), field, issue, missing);

export function newsletterRoutes({ service, ...limiting }: NewsletterRoutesOptions): Hono<Env> {
  const app = new Hono<Env>();

  app.post(
    NEWSLETTER_SIGNUP_PATH,
    described({
      summary: "Sign up for the newsletter",
      description:
        "Stores the sign-up with its consent, mails the address's personal code and answers it (decision 0080). A `discountCode` " +
        "the client sends is read for the spec's body and ignored: the server makes the code.",
      responses: { 200: { description: "Signed up, with the personal code.", schema: newsletterSignupAnswerSchema } },
      problems: [400, 413, 429],
      examples: [{ name: "no consent", body: { email: "ana@example.ro", source: "footer" }, status: 400 }],
    }),
    perClientLimit(limiting, "newsletter.signup", SIGNUPS_PER_MINUTE),
    sizeLimit(SHOPPER_BODY_LIMIT),
    body(newsletterSignupBodySchema, describeField),
    async (c) => {
      const language = shopperLanguage(c);
      const { email, source, consentId } = c.req.valid("json");
      const signup = await service.subscribe({ email, language, source, visit: visitContextOf(c, consentId) });
      return c.json({
        subscribed: true as const,
        discountCode: signup.discountCode,
        percent: signup.percent,
        message: NEWSLETTER_MESSAGES[language].subscribed(signup.percent, signup.discountCode),
      });
    },
  );

  app.post(
    UNSUBSCRIBE_API_PATH,
    described({
      summary: "Unsubscribe from the newsletter",
      description:
        "The unsubscribe page's JSON `{token}`, or a mail client's RFC 8058 one-click POST (`?token=`, body " +
        "`List-Unsubscribe=One-Click`).",
      query: z.object({ token: z.string().optional().describe("The one-click link's token.") }),
      requestBody: {
        description: "The page's `{token}`, read only when sent as JSON and no `?token=` came with it.",
        contentType: "application/json",
        schema: unsubscribeBodySchema,
        optional: true,
      },
      responses: { 200: { description: "Unsubscribed.", schema: newsletterUnsubscribeAnswerSchema } },
      problems: [400, 404, 413, 429],
      examples: [
        { name: "no token", body: {}, status: 400 },
        { name: "a token nobody has", query: { token: "0".repeat(64) }, status: 404 },
      ],
    }),
    perClientLimit(limiting, "newsletter.unsubscribe", UNSUBSCRIBES_PER_MINUTE),
    sizeLimit(SHOPPER_BODY_LIMIT),
    async (c) => {
      const messages = NEWSLETTER_MESSAGES[shopperLanguage(c)];
      const sent = c.req.query("token") ?? (await tokenFromJsonBody(c));
      if (sent instanceof Response) return sent;
      const token = sent;
      if (!token || !UNSUBSCRIBE_TOKEN_PATTERN.test(token))
        return problem(c, 400, "token_required", messages.tokenRequired, { field: "token" });
      const outcome = await service.unsubscribe(token);
      if (outcome.kind === "unknown") return problem(c, 404, "token_unknown", messages.tokenUnknown, { field: "token" });
      return c.json({ unsubscribed: true as const, email: outcome.email, message: messages.unsubscribed(outcome.email) });
    },
  );

  for (const path of [NEWSLETTER_SIGNUP_PATH, UNSUBSCRIBE_API_PATH]) app.all(path, methodNotAllowed());

  return app;
}

/**
 * The page posts `{token}` as JSON; a mail client's one-click POST carries it in the URL instead, with a form body
 * that is no JSON and no concern of this route. A body sent as JSON that the reader refuses answers the reader's 400.
 */
async function tokenFromJsonBody(c: Context): Promise<string | undefined | Response> {
  if (!c.req.header("Content-Type")?.toLowerCase().startsWith("application/json")) return undefined;
  const read = await readBody(c, unsubscribeBodySchema);
  return read.ok ? read.value.token : read.response;
}

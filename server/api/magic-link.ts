/**
 * POST /api/send-magic-link and POST /api/verify-magic-link: login by an emailed one-time link.
 * Sending always answers the same, whether or not the email has an account; for a new email the spec's
 * magic-link-only account is created only when its link is opened, so a typed address stores nothing.
 */
import { taggedContract } from "./route-kit.ts";
import { Hono, type Context } from "hono";
import { clientAddress } from "#server/limits/rate-limit";
import type { RequestVariables } from "#server/http/request-logging";
import { shopperLanguage } from "#server/http/shopper-language";
import { magicLinkSentSchema, signedInSchema } from "#domain/account-api";
import { problem } from "#server/http/kit/problem";
import { body } from "#server/http/kit/read-body";
import { accountBodyLimit, type CustomerRouteOptions, describeAccountField, messagesFor, refusal, userBody } from "./auth-http.ts";
import { magicLinkRequestBody, magicLinkVerifyBody } from "./auth-schemas.ts";

export const SEND_MAGIC_LINK_PATH = "/api/send-magic-link";
export const VERIFY_MAGIC_LINK_PATH = "/api/verify-magic-link";

type Env = { Variables: RequestVariables };

const described = taggedContract(["Account: sign-in"]);

export function magicLinkRoutes({ customers, limits, trustProxyHops }: CustomerRouteOptions): Hono<Env> {
  const app = new Hono<Env>();
  const clientOf = (c: Context) => clientAddress(c, trustProxyHops);

  // The client's count before the body is read, the email's after: a refused request costs no reading.
  app.post(
    SEND_MAGIC_LINK_PATH,
    described({
      summary: "Mail a one-time login link",
      description: "Answers the same whether or not the email has an account.",
      responses: { 200: { description: "The link is on its way (if the email may sign in).", schema: magicLinkSentSchema } },
      problems: [400, 413, 429],
      examples: [{ name: "no email", body: {}, status: 400 }],
    }),
    accountBodyLimit(),
    async (c, next) => refusal(c, await limits.magicLink.takeClient(clientOf(c))) ?? next(),
    body(magicLinkRequestBody, describeAccountField),
    async (c) => {
      const input = c.req.valid("json");
      const limited = refusal(c, await limits.magicLink.takeEmail(clientOf(c), input.email));
      if (limited) return limited;
      await customers.auth.sendMagicLink({ ...input, language: shopperLanguage(c) });
      return c.json({ success: true, message: messagesFor(c).magicLinkSent });
    },
  );

  app.post(
    VERIFY_MAGIC_LINK_PATH,
    described({
      summary: "Sign in with a magic link's token",
      responses: { 200: { description: "Signed in.", schema: signedInSchema } },
      problems: [400, 413, 429],
      examples: [{ name: "no token", body: {}, status: 400 }],
    }),
    accountBodyLimit(),
    async (c, next) => refusal(c, await limits.tokenUse.take(clientOf(c))) ?? next(),
    body(magicLinkVerifyBody, describeAccountField),
    async (c) => {
      const token = c.req.valid("json").token;
      if (!token) return problem(c, 400, "missing_token", messagesFor(c).magicLinkMissingToken, { field: "token" });
      const signedIn = await customers.auth.verifyMagicLink(token);
      if (!signedIn) return problem(c, 400, "invalid_magic_link", messagesFor(c).invalidMagicLink, { field: "token" });
      c.var.log.info({ action: "verify-magic-link", customerId: signedIn.customer.id }, "signed in with a magic link");
      return c.json({ success: true, user: userBody(signedIn) });
    },
  );

  for (const path of [SEND_MAGIC_LINK_PATH, VERIFY_MAGIC_LINK_PATH]) {
    app.all(path, (c) => problem(c, 405, "method_not_allowed", messagesFor(c).methodNotAllowed, {}, { Allow: "POST" }));
  }

  return app;
}

/**
 * POST /api/send-magic-link and POST /api/verify-magic-link: login by an emailed one-time link.
 * Sending always answers the same, whether or not the email has an account; for a new email the spec's
 * magic-link-only account is created only when its link is opened, so a typed address stores nothing.
 */
import { Hono, type Context } from "hono";
import type { CustomerServices } from "#server/commerce/customers/customers-services";
import { clientAddress } from "#server/limits/rate-limit";
import type { RequestVariables } from "#server/http/request-logging";
import type { AuthLimits } from "#server/limits/auth-limits";
import { shopperLanguage } from "#server/http/shopper-language";
import { accountBodyLimit, failure, messagesFor, readBody, refusal, userBody } from "./auth-http.ts";
import { magicLinkRequestBody, magicLinkVerifyBody } from "./auth-schemas.ts";

export const SEND_MAGIC_LINK_PATH = "/api/send-magic-link";
export const VERIFY_MAGIC_LINK_PATH = "/api/verify-magic-link";

type Env = { Variables: RequestVariables };

export function magicLinkRoutes({
  customers,
  limits,
  trustProxyHops,
}: {
  customers: CustomerServices;
  limits: AuthLimits;
  trustProxyHops: number;
}): Hono<Env> {
  const app = new Hono<Env>();
  const clientOf = (c: Context) => clientAddress(c, trustProxyHops);

  // The client's count before the body is read, the email's after: a refused request costs no reading.
  app.post(SEND_MAGIC_LINK_PATH, accountBodyLimit(), async (c) => {
    const clientLimited = refusal(c, await limits.magicLink.takeClient(clientOf(c)));
    if (clientLimited) return clientLimited;
    const input = await readBody(c, magicLinkRequestBody);
    if (!input.ok) return input.response;
    const limited = refusal(c, await limits.magicLink.takeEmail(clientOf(c), input.value.email));
    if (limited) return limited;
    await customers.auth.sendMagicLink({ ...input.value, language: shopperLanguage(c) });
    return c.json({ success: true, message: messagesFor(c).magicLinkSent });
  });

  app.post(VERIFY_MAGIC_LINK_PATH, accountBodyLimit(), async (c) => {
    const limited = refusal(c, await limits.tokenUse.take(clientOf(c)));
    if (limited) return limited;
    const input = await readBody(c, magicLinkVerifyBody);
    if (!input.ok) return input.response;
    const token = input.value.token;
    if (!token) return failure(c, 400, messagesFor(c).magicLinkMissingToken);
    const signedIn = await customers.auth.verifyMagicLink(token);
    if (!signedIn) return failure(c, 400, messagesFor(c).invalidMagicLink);
    c.var.log.info({ action: "verify-magic-link", customerId: signedIn.customer.id }, "signed in with a magic link");
    return c.json({ success: true, user: userBody(signedIn) });
  });

  for (const path of [SEND_MAGIC_LINK_PATH, VERIFY_MAGIC_LINK_PATH]) {
    app.all(path, (c) => {
      c.header("Allow", "POST");
      return failure(c, 405, messagesFor(c).methodNotAllowed);
    });
  }

  return app;
}

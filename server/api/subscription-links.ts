/**
 * A guest's subscription, through the signed link in its emails (issue 18 item 1): `GET
 * /api/subscription-links/{token}` is the subscription's page, `POST …/{token}/actions` does one of its actions.
 * The token is the only proof, so both are limited per client, and a forged or expired one answers 404 with the
 * way to a fresh link.
 */
import { Hono, type Context } from "hono";
import type { SubscriptionActions } from "#server/commerce/subscriptions/actions";
import type { SubscriptionLinks } from "#server/commerce/subscriptions/links";
import { clientAddress, rateLimit, type RateLimits } from "#server/limits/rate-limit";
import { shopperLanguage } from "#server/http/shopper-language";
import { problem } from "#server/http/kit/problem";
import { SUBSCRIPTION_LINK_MESSAGES } from "#server/messages/subscriptions";
import { accountBodyLimit, rateLimited } from "./auth-http.ts";
import { answerOutcome, readSubscriptionAction } from "./subscription-http.ts";

export const SUBSCRIPTION_LINKS_PATH = "/api/subscription-links";
/** Reading the page and a few changes; a script guessing tokens is stopped. */
export const SUBSCRIPTION_LINK_REQUESTS_PER_MINUTE = 30;

export interface SubscriptionLinkRoutesOptions {
  links: Pick<SubscriptionLinks, "read">;
  actions: SubscriptionActions;
  rateLimits: RateLimits;
  trustProxyHops: number;
}

export function subscriptionLinkRoutes({ links, actions, rateLimits, trustProxyHops }: SubscriptionLinkRoutesOptions): Hono {
  const app = new Hono();
  app.use(
    `${SUBSCRIPTION_LINKS_PATH}/*`,
    rateLimit({
      limiter: rateLimits.limiter({ bucket: "subscription-links", limit: SUBSCRIPTION_LINK_REQUESTS_PER_MINUTE, windowMs: 60_000 }),
      key: (c) => clientAddress(c, trustProxyHops),
      onLimited: rateLimited,
    }),
    async (c, next) => {
      // One person's subscription: never kept by a shared cache, and the token never sent on as a referrer.
      c.header("Cache-Control", "no-store");
      c.header("Referrer-Policy", "no-referrer");
      await next();
    },
  );
  const linkGone = (c: Context) => problem(c, 404, "link_gone", SUBSCRIPTION_LINK_MESSAGES[shopperLanguage(c)].linkGone);

  app.get(`${SUBSCRIPTION_LINKS_PATH}/:token`, async (c) => {
    const named = links.read(c.req.param("token"));
    const detail = named && (await actions.detail(named.subscriptionId, { kind: "link" }, shopperLanguage(c)));
    if (!named || !detail) return linkGone(c);
    return c.json({ success: true, ...detail, hasAccount: await actions.hasAccount(named.subscriptionId) });
  });

  app.post(`${SUBSCRIPTION_LINKS_PATH}/:token/actions`, accountBodyLimit(), async (c) => {
    const named = links.read(c.req.param("token"));
    if (!named) return linkGone(c);
    const read = await readSubscriptionAction(c);
    if (!read.ok) return read.response;
    const outcome = await actions.perform(named.subscriptionId, { kind: "link" }, read.request, { kind: "customer" }, shopperLanguage(c));
    return answerOutcome(c, outcome);
  });

  return app;
}

/**
 * A guest's subscription, through the signed link in its emails (issue 18 item 1): `GET
 * /api/subscription-links/{token}` is the subscription's page, `POST …/{token}/actions` does one of its actions.
 * The token is the only proof, so both are limited per client, and a forged or expired one answers 404 with the
 * way to a fresh link.
 */
import { taggedContract } from "./route-kit.ts";
import { Hono, type Context } from "hono";
import type { SubscriptionActions, SubscriptionLinks } from "#server/commerce/subscriptions/module";
import { clientAddress, rateLimit, type RateLimits } from "#server/limits/rate-limit";
import { shopperLanguage } from "#server/http/shopper-language";
import { problem } from "#server/http/kit/problem";
import { SUBSCRIPTION_LINK_MESSAGES } from "#server/messages/subscriptions";
import { accountBodyLimit, rateLimited } from "./auth-http.ts";
import { privateLink } from "./orders-http.ts";
import { subscriptionLinkPageSchema } from "#domain/customer-subscriptions";
import {
  answerOutcome,
  CANCEL_OFFER_DONE,
  cancelOfferBody,
  SUBSCRIPTION_ACTION_DONE,
  SUBSCRIPTION_PROBLEMS,
  subscriptionActionBody,
} from "./subscription-http.ts";

export const SUBSCRIPTION_LINKS_PATH = "/api/subscription-links";
/** Reading the page and a few changes; a script guessing tokens is stopped. */
export const SUBSCRIPTION_LINK_REQUESTS_PER_MINUTE = 30;

const described = taggedContract(["Subscriptions: signed links"]);

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
    privateLink,
  );
  const linkGone = (c: Context) => problem(c, 404, "link_gone", SUBSCRIPTION_LINK_MESSAGES[shopperLanguage(c)].linkGone);

  app.get(
    `${SUBSCRIPTION_LINKS_PATH}/:token`,
    described({
      summary: "A guest's subscription page, through the signed link in its emails",
      responses: {
        200: { description: "The subscription's page, and whether its email has an account.", schema: subscriptionLinkPageSchema },
      },
      problems: [404, 429],
      examples: [{ name: "a forged link", params: { token: "forged" }, status: 404 }],
    }),
    async (c) => {
      const named = links.read(c.req.param("token"));
      const detail = named && (await actions.detail(named.subscriptionId, { kind: "link" }, shopperLanguage(c)));
      if (!named || !detail) return linkGone(c);
      return c.json({ success: true, ...detail, hasAccount: await actions.hasAccount(named.subscriptionId) });
    },
  );

  app.post(
    `${SUBSCRIPTION_LINKS_PATH}/:token/actions`,
    described({
      summary: "Do one of the actions a guest's subscription page offers",
      responses: SUBSCRIPTION_ACTION_DONE,
      problems: [...SUBSCRIPTION_PROBLEMS, 413, 429],
      examples: [{ name: "a forged link", params: { token: "forged" }, body: { action: "skip" }, status: 404 }],
    }),
    accountBodyLimit(),
    subscriptionActionBody,
    async (c) => {
      const named = links.read(c.req.param("token"));
      if (!named) return linkGone(c);
      const language = shopperLanguage(c);
      return answerOutcome(
        c,
        await actions.perform(named.subscriptionId, { kind: "link" }, c.req.valid("json"), { kind: "customer" }, language),
      );
    },
  );

  app.post(
    `${SUBSCRIPTION_LINKS_PATH}/:token/cancel-offer`,
    described({
      summary: "Open a guest's cancel form for a reason: the reason's answer or the plain cancel, as the server decides",
      responses: CANCEL_OFFER_DONE,
      problems: [400, 404, 413, 429],
      examples: [{ name: "a forged link", params: { token: "forged" }, body: { reason: "too_expensive" }, status: 404 }],
    }),
    accountBodyLimit(),
    cancelOfferBody,
    async (c) => {
      const named = links.read(c.req.param("token"));
      if (!named) return linkGone(c);
      const offer = await actions.openCancel(named.subscriptionId, { kind: "link" }, c.req.valid("json").reason, shopperLanguage(c));
      return offer ? c.json({ success: true, offer }) : linkGone(c);
    },
  );

  return app;
}

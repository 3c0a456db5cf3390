/**
 * The signed-in customer's subscriptions (issue 18 item 1), behind the same Bearer check as the rest of
 * /api/account: `GET /api/account/subscriptions` lists them, the newest first; `GET …/{id}` is one with its
 * history, its choices and the actions it offers; `POST …/{id}/actions` does one of them. Someone else's id
 * answers 404, like one that does not exist. `POST …/{id}/cancel-offer` opens the cancel form for a reason
 * (decision 0170).
 */
import { Hono } from "hono";
import type { CustomerSessions } from "#server/commerce/customers/module";
import type { SubscriptionActions, SubscriptionPortal } from "#server/commerce/subscriptions/module";
import { shopperLanguage } from "#server/http/shopper-language";
import { subscriptionListSchema, subscriptionPageSchema } from "#domain/customer-subscriptions";
import { customerContract, requireSession, type AccountEnv } from "./account-session.ts";
import { accountBodyLimit } from "./auth-http.ts";
import {
  answerCancelOffer,
  answerOutcome,
  CANCEL_OFFER_DONE,
  cancelOfferBody,
  refuse,
  SUBSCRIPTION_ACTION_DONE,
  SUBSCRIPTION_PROBLEMS,
  subscriptionActionBody,
  subscriptionIdFrom,
} from "./subscription-http.ts";

export const ACCOUNT_SUBSCRIPTIONS_PATH = "/api/account/subscriptions";

const TAGS = ["Account: subscriptions"];

export function accountSubscriptionRoutes({
  portal,
  actions,
  sessions,
}: {
  portal: SubscriptionPortal;
  actions: SubscriptionActions;
  sessions: CustomerSessions;
}): Hono<AccountEnv> {
  const app = new Hono<AccountEnv>();
  // Hono's `…/subscriptions/*` also matches `…/subscriptions` itself: one registration, so a request is checked once.
  app.use(`${ACCOUNT_SUBSCRIPTIONS_PATH}/*`, requireSession(sessions));
  const access = (c: { var: AccountEnv["Variables"] }) => ({ kind: "customer", customer: c.var.session.customer }) as const;

  app.get(
    ACCOUNT_SUBSCRIPTIONS_PATH,
    customerContract({
      summary: "The customer's subscriptions, the newest first",
      tags: TAGS,
      responses: { 200: { description: "Every subscription.", schema: subscriptionListSchema } },
    }),
    async (c) => c.json({ success: true, subscriptions: await portal.listForCustomer(c.var.session.customer, shopperLanguage(c)) }),
  );

  app.get(
    `${ACCOUNT_SUBSCRIPTIONS_PATH}/:id`,
    customerContract({
      summary: "One subscription's page: the subscription, its history, its choices and the actions it offers",
      tags: TAGS,
      responses: { 200: { description: "The subscription's page.", schema: subscriptionPageSchema } },
      problems: [404],
    }),
    async (c) => {
      const id = subscriptionIdFrom(c.req.param("id"));
      const detail = id === null ? null : await actions.detail(id, access(c), shopperLanguage(c));
      return detail ? c.json({ success: true, ...detail }) : refuse(c, "not_found", "id");
    },
  );

  app.post(
    `${ACCOUNT_SUBSCRIPTIONS_PATH}/:id/actions`,
    customerContract({
      summary: "Do one of the actions the subscription's page offers",
      tags: TAGS,
      responses: SUBSCRIPTION_ACTION_DONE,
      problems: [...SUBSCRIPTION_PROBLEMS, 413],
    }),
    accountBodyLimit(),
    subscriptionActionBody,
    async (c) => {
      const id = subscriptionIdFrom(c.req.param("id"));
      if (id === null) return refuse(c, "not_found", "id");
      const outcome = await actions.perform(id, access(c), c.req.valid("json"), { kind: "customer" }, shopperLanguage(c));
      return answerOutcome(c, outcome);
    },
  );

  app.post(
    `${ACCOUNT_SUBSCRIPTIONS_PATH}/:id/cancel-offer`,
    customerContract({
      summary: "Open the cancel form for a reason: the server decides whether it shows the reason's answer or the plain cancel",
      tags: TAGS,
      responses: CANCEL_OFFER_DONE,
      problems: [400, 404, 413],
    }),
    accountBodyLimit(),
    cancelOfferBody,
    async (c) => {
      const id = subscriptionIdFrom(c.req.param("id"));
      if (id === null) return refuse(c, "not_found", "id");
      return answerCancelOffer(c, await actions.openCancel(id, access(c), c.req.valid("json").reason, shopperLanguage(c)));
    },
  );

  return app;
}

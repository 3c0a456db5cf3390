/**
 * GET /api/account/subscriptions: the signed-in customer's subscriptions (issue 18 item 1), behind the same
 * Bearer check as the rest of /api/account, the newest first, each with its deliveries so far.
 */
import { Hono } from "hono";
import type { CustomerSessions } from "#server/commerce/customers/sessions";
import type { SubscriptionPortal } from "#server/commerce/orders/subscription-portal";
import { requireSession, type AccountEnv } from "./account-session.ts";

export const ACCOUNT_SUBSCRIPTIONS_PATH = "/api/account/subscriptions";

export function accountSubscriptionRoutes({
  portal,
  sessions,
}: {
  portal: SubscriptionPortal;
  sessions: CustomerSessions;
}): Hono<AccountEnv> {
  const app = new Hono<AccountEnv>();
  app.use(ACCOUNT_SUBSCRIPTIONS_PATH, requireSession(sessions));

  app.get(ACCOUNT_SUBSCRIPTIONS_PATH, async (c) =>
    c.json({ success: true, subscriptions: await portal.listForCustomer(c.var.session.customer) }),
  );

  return app;
}

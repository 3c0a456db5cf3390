/**
 * The staff's subscriptions (issue 18 item 5), JSON under /api/admin (docs/api.md "Store admin: subscriptions"):
 *
 * - GET /subscriptions?view=all|upcoming|failed&status=&q=&page= → {view, subscriptions | charges, total, counts, page, pageSize}
 * - GET /subscriptions/:id → {subscription, history (with the member who acted), choices, actions, renewals, …}
 * - POST /subscriptions/:id/actions → the portal's own actions (domain/subscription-actions.ts), done for the
 *   customer: the customer gets the same receipt email, the history names the member, the audit log keeps it;
 *   the answer carries the staff's view of the subscription.
 */
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { ADMIN_SUBSCRIPTIONS_PAGE_SIZE, readSubscriptionFilter } from "#domain/admin-subscriptions";
import type { SubscriptionBackOffice } from "#server/commerce/subscriptions/back-office";
import type { SubscriptionActions } from "#server/commerce/subscriptions/actions";
import type { StaffSessions } from "#server/commerce/staff/staff-sessions";
import { shopperLanguage } from "#server/http/shopper-language";
import { ADMIN_API } from "./admin-auth.ts";
import { ADMIN_BODY_LIMIT, adminFailure, adminMessages, requireStaff, staffActor, type AdminVariables } from "./admin-http.ts";
import { answerOutcome, readSubscriptionAction, refuse, subscriptionIdFrom } from "./subscription-http.ts";

export function adminSubscriptionRoutes({
  backOffice,
  actions,
  sessions,
  baseUrl,
  trustProxyHops,
}: {
  backOffice: SubscriptionBackOffice;
  actions: Pick<SubscriptionActions, "perform">;
  sessions: StaffSessions;
  baseUrl: string;
  trustProxyHops: number;
}): Hono<{ Variables: AdminVariables }> {
  const app = new Hono<{ Variables: AdminVariables }>();
  const read = requireStaff({ sessions, baseUrl }, "subscriptions.read");
  const manage = requireStaff({ sessions, baseUrl }, "subscriptions.manage");
  const sizeLimit = bodyLimit({ maxSize: ADMIN_BODY_LIMIT, onError: (c) => adminFailure(c, 413, adminMessages(c).tooLarge) });
  const idOf = (c: Context) => subscriptionIdFrom(c.req.param("id") ?? "");

  app.get(`${ADMIN_API}/subscriptions`, read, async (c) => {
    const filter = readSubscriptionFilter(new URL(c.req.url).searchParams);
    const page = await backOffice.list(filter, shopperLanguage(c));
    return c.json({ ...page, page: filter.page, pageSize: ADMIN_SUBSCRIPTIONS_PAGE_SIZE });
  });

  app.get(`${ADMIN_API}/subscriptions/:id`, read, async (c) => {
    const id = idOf(c);
    const detail = id === null ? null : await backOffice.detail(id, shopperLanguage(c));
    return detail ? c.json(detail) : refuse(c, "not_found", "id");
  });

  app.post(`${ADMIN_API}/subscriptions/:id/actions`, manage, sizeLimit, async (c) => {
    const id = idOf(c);
    if (id === null) return refuse(c, "not_found", "id");
    const body = await readSubscriptionAction(c);
    if (!body.ok) return body.response;
    const member = staffActor(c, trustProxyHops);
    const outcome = await actions.perform(
      id,
      { kind: "staff" },
      body.request,
      { kind: "staff", staffId: member.staffId, staffEmail: member.email, client: member.client },
      shopperLanguage(c),
    );
    if (!outcome.ok) return answerOutcome(c, outcome);
    // The staff's view, with the renewals and who acted, rather than the customer's.
    const detail = await backOffice.detail(id, shopperLanguage(c));
    return c.json({ success: true, detail, message: outcome.message });
  });

  return app;
}

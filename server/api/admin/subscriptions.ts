/**
 * The staff's subscriptions (issue 18 item 5) under /api/admin (docs/api.md "Store admin: subscriptions"): the portal's
 * own actions (domain/subscription-actions.ts), done for the customer by a member allowed `subscriptions.manage`. The
 * customer gets the same receipt email, the history names the member, the audit log keeps it; the answer carries the
 * staff's view of the subscription. The list and the subscription's page are read by the pages' loaders.
 */
import { adminSubscriptionActionDoneSchema } from "#domain/admin/subscriptions";
import type { SubscriptionBackOffice, SubscriptionActions } from "#server/commerce/subscriptions/module";
import { contract } from "#server/http/kit/contract";
import { shopperLanguage } from "#server/http/shopper-language";
import { ADMIN_API } from "./auth.ts";
import { adminBodyLimit, adminRouteModule } from "./door.ts";
import { staffActor } from "./http.ts";
import { answerOutcome, refuse, SUBSCRIPTION_PROBLEMS, subscriptionActionBody, subscriptionIdFrom } from "../subscription-http.ts";

export const adminSubscriptionRoutes = adminRouteModule<{
  backOffice: SubscriptionBackOffice;
  actions: Pick<SubscriptionActions, "perform">;
}>((app, { backOffice, actions, door, trustProxyHops }) => {
  const sizeLimit = adminBodyLimit();

  app.post(
    `${ADMIN_API}/subscriptions/:id/actions`,
    contract({
      summary: "Do one of the portal's actions for the customer",
      tags: ["Admin: subscriptions"],
      responses: {
        200: {
          description: "Done: the staff's view of the subscription now, and the receipt's sentence.",
          schema: adminSubscriptionActionDoneSchema,
        },
      },
      problems: [...SUBSCRIPTION_PROBLEMS, 413],
      examples: [{ name: "an unknown subscription", params: { id: "999999" }, body: { action: "skip" }, status: 404 }],
    }),
    door.permit("subscriptions.manage"),
    sizeLimit,
    subscriptionActionBody,
    async (c) => {
      const id = subscriptionIdFrom(c.req.param("id"));
      if (id === null) return refuse(c, "not_found", "id");
      const outcome = await actions.perform(
        id,
        { kind: "staff" },
        c.req.valid("json"),
        { kind: "staff", member: staffActor(c, trustProxyHops) },
        shopperLanguage(c),
      );
      if (!outcome.ok) return answerOutcome(c, outcome);
      // The staff's view, with the renewals and who acted, rather than the customer's.
      const detail = await backOffice.detail(id, shopperLanguage(c));
      return c.json({ success: true, detail, message: outcome.message });
    },
  );
});

/**
 * The staff's customers (issue 17 item 5), JSON under /api/admin, every change audited (docs/api.md
 * "Store admin: customers"): block, unblock and send the activation email again. The pages read the list and a
 * customer's record through their loaders.
 */
import { taggedContract } from "../route-kit.ts";
import { type Context } from "hono";
import { customerChangeSchema } from "#domain/admin/customers";
import type { CustomerActionOutcome, CustomerBackOffice } from "#server/commerce/customers/module";
import { rowIdParam } from "#server/http/kit/row-id";
import { problem } from "#server/http/kit/problem";
import { shopperLanguage } from "#server/http/shopper-language";
import { ADMIN_CUSTOMER_MESSAGES } from "#server/messages/admin/customers";
import { ADMIN_API } from "./auth.ts";
import { adminRouteModule } from "./door.ts";
import { type AdminVariables, staffActor } from "./http.ts";

const described = taggedContract(["Admin: customers"]);

const ACTIONS = [
  ["block", "Block a customer's account (their sessions end)", [404]],
  ["unblock", "Unblock a customer's account", [404]],
  ["resend-activation", "Send the activation email again", [404, 409]],
] as const;

export const adminCustomerRoutes = adminRouteModule<{ backOffice: CustomerBackOffice }>((app, { backOffice, door, trustProxyHops }) => {
  const manage = door.permit("customers.manage");
  const text = (c: Context) => ADMIN_CUSTOMER_MESSAGES[shopperLanguage(c)];
  const answer = (c: Context, outcome: CustomerActionOutcome) => {
    switch (outcome.kind) {
      case "not_found":
        return problem(c, 404, "not_found", text(c).notFound);
      case "already_activated":
        return problem(c, 409, "already_activated", text(c).alreadyActivated);
      case "blocked":
        return problem(c, 409, "blocked", text(c).blocked);
      default:
        return c.json({ changed: outcome.changed, customer: outcome.customer });
    }
  };
  const run = {
    block: (id: number, c: Context<{ Variables: AdminVariables }>) => backOffice.block(id, staffActor(c, trustProxyHops)),
    unblock: (id: number, c: Context<{ Variables: AdminVariables }>) => backOffice.unblock(id, staffActor(c, trustProxyHops)),
    "resend-activation": (id: number, c: Context<{ Variables: AdminVariables }>) =>
      backOffice.resendActivation(id, staffActor(c, trustProxyHops)),
  };

  for (const [action, summary, problems] of ACTIONS) {
    app.post(
      `${ADMIN_API}/customers/:id/${action}`,
      described({
        summary,
        responses: { 200: { description: "The customer as they are now, and whether anything changed.", schema: customerChangeSchema } },
        problems,
        examples: [{ name: "an unknown customer", params: { id: "0" }, status: 404 }],
      }),
      manage,
      async (c) => answer(c, await run[action](rowIdParam(c), c)),
    );
  }
});

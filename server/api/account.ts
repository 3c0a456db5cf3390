/**
 * /api/account/*: the signed-in customer's profile, address book and wishlist, for the my-account
 * pages. Every route needs a live access token (`Authorization: Bearer …`). See docs/api.md.
 */
import { Hono } from "hono";
import type { Customer } from "#server/commerce/customers/module";
import { clientAddress } from "#server/limits/rate-limit";
import { toGlobalId } from "#domain/global-id";
import { accountAddressRoutes } from "./account-addresses.ts";
import { customerContract, customerIdOf, requireSession, type AccountEnv } from "./account-session.ts";
import { accountWishlistRoutes } from "./account-wishlist.ts";
import { accountBodyLimit, type CustomerRouteOptions, describeAccountField, isActivated, messagesFor, refusal } from "./auth-http.ts";
import { profileBody } from "./auth-schemas.ts";
import { normaliseEmail } from "#domain/email";
import { shopperLanguage } from "#server/http/shopper-language";
import { accountAnswerSchema, type AccountCustomer } from "#domain/account-api";
import { problem } from "#server/http/kit/problem";
import { body } from "#server/http/kit/read-body";

export const ACCOUNT_TAGS = ["Account"];

export const ACCOUNT_PATH = "/api/account";

function customerBody(customer: Customer, defaultAddressId: number | null): AccountCustomer {
  return {
    id: toGlobalId("Customer", customer.id),
    email: customer.email,
    firstName: customer.firstName,
    lastName: customer.lastName,
    acceptsMarketing: customer.acceptsMarketing,
    language: customer.language,
    hasPassword: customer.hasPassword,
    isActivated: isActivated(customer),
    createdAt: customer.createdAt.toISOString(),
    defaultAddressId,
  };
}

export function accountRoutes({ customers, limits, trustProxyHops }: CustomerRouteOptions): Hono<AccountEnv> {
  const app = new Hono<AccountEnv>();
  // Hono's `/api/account/*` also matches `/api/account` itself: one guard covers every route here.
  app.use(`${ACCOUNT_PATH}/*`, requireSession(customers.sessions), accountBodyLimit());

  const defaultAddressId = async (customerId: number) => (await customers.addresses.list(customerId)).defaultAddressId;

  app.get(
    ACCOUNT_PATH,
    customerContract({
      summary: "The signed-in customer's profile",
      tags: ACCOUNT_TAGS,
      responses: { 200: { description: "The customer.", schema: accountAnswerSchema } },
    }),
    async (c) => {
      const customer = c.var.session.customer;
      return c.json({ success: true, customer: customerBody(customer, await defaultAddressId(customer.id)) });
    },
  );

  app.patch(
    ACCOUNT_PATH,
    customerContract({
      summary: "Change the profile; a new email is confirmed by a link mailed to it",
      tags: ACCOUNT_TAGS,
      responses: {
        200: { description: "The customer as saved, and a sentence when a confirmation link was mailed.", schema: accountAnswerSchema },
      },
      problems: [400, 403, 413, 429],
    }),
    body(profileBody, describeAccountField),
    async (c) => {
      const { email, currentPassword, ...changes } = c.req.valid("json");
      const session = c.var.session;
      const messages = messagesFor(c);
      const changesEmail = email !== undefined && normaliseEmail(email) !== session.customer.email;
      let message: string | undefined;
      if (changesEmail) {
        // A current password typed here is a login attempt, and counts as one.
        if (currentPassword) {
          const limited = refusal(c, await limits.login.take(clientAddress(c, trustProxyHops), session.customer.email));
          if (limited) return limited;
        }
        const request = await customers.auth.requestEmailChange({
          session,
          currentPassword,
          newEmail: email,
          language: shopperLanguage(c),
        });
        if (request.kind === "wrong_current_password")
          return problem(c, 400, "wrong_current_password", messages.wrongCurrentPassword, { field: "currentPassword" });
        if (request.kind === "proof_needed") return problem(c, 403, "proof_needed", messages.proofNeeded, { field: "email" });
        message = messages.emailChangeSent(normaliseEmail(email));
      }
      const customer = await customers.profiles.update(customerIdOf(c), changes);
      return c.json({
        success: true,
        customer: customerBody(customer, await defaultAddressId(customer.id)),
        ...(message ? { message } : {}),
      });
    },
  );

  app.route("/", accountAddressRoutes(customers.addresses));
  app.route("/", accountWishlistRoutes(customers.wishlist));

  app.all(ACCOUNT_PATH, (c) => {
    return problem(c, 405, "method_not_allowed", messagesFor(c).methodNotAllowed, {}, { Allow: "GET, PATCH" });
  });
  app.all(`${ACCOUNT_PATH}/*`, (c) => problem(c, 404, "not_found", messagesFor(c).notFound));

  return app;
}

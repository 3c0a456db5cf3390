/**
 * /api/account/*: the signed-in customer's profile, address book and wishlist, for the my-account
 * pages. Every route needs a live access token (`Authorization: Bearer …`). See docs/api.md.
 */
import { Hono, type Context } from "hono";
import type { Customer } from "#server/commerce/customers/customers";
import type { CustomerServices } from "#server/commerce/customers/customers-services";
import { clientAddress } from "#server/limits/rate-limit";
import { toGlobalId } from "#domain/global-id";
import { accountAddressRoutes } from "./account-addresses.ts";
import { customerIdOf, requireSession, type AccountEnv } from "./account-session.ts";
import { accountWishlistRoutes } from "./account-wishlist.ts";
import type { AuthLimits } from "#server/limits/auth-limits";
import { accountBodyLimit, failure, isActivated, messagesFor, readBody, refusal } from "./auth-http.ts";
import { profileBody } from "./auth-schemas.ts";
import { normaliseEmail } from "#domain/email";
import { shopperLanguage } from "#server/http/shopper-language";

export const ACCOUNT_PATH = "/api/account";

function customerBody(customer: Customer, defaultAddressId: number | null) {
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

export function accountRoutes({
  customers,
  limits,
  trustProxyHops,
}: {
  customers: CustomerServices;
  limits: AuthLimits;
  trustProxyHops: number;
}): Hono<AccountEnv> {
  const app = new Hono<AccountEnv>();
  // Hono's `/api/account/*` also matches `/api/account` itself: one guard covers every route here.
  app.use(`${ACCOUNT_PATH}/*`, requireSession(customers.sessions), accountBodyLimit());

  const defaultAddressId = async (customerId: number) => (await customers.addresses.list(customerId)).defaultAddressId;

  app.get(ACCOUNT_PATH, async (c) => {
    const customer = c.var.session.customer;
    return c.json({ success: true, customer: customerBody(customer, await defaultAddressId(customer.id)) });
  });

  app.patch(ACCOUNT_PATH, async (c: Context<AccountEnv>) => {
    const input = await readBody(c, profileBody);
    if (!input.ok) return input.response;
    const { email, currentPassword, ...changes } = input.value;
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
      const request = await customers.auth.requestEmailChange({ session, currentPassword, newEmail: email, language: shopperLanguage(c) });
      if (request.kind === "wrong_current_password") return failure(c, 400, messages.wrongCurrentPassword, "currentPassword");
      if (request.kind === "proof_needed") return failure(c, 403, messages.proofNeeded, "email");
      message = messages.emailChangeSent(normaliseEmail(email));
    }
    const customer = await customers.profiles.update(customerIdOf(c), changes);
    return c.json({
      success: true,
      customer: customerBody(customer, await defaultAddressId(customer.id)),
      ...(message ? { message } : {}),
    });
  });

  app.route("/", accountAddressRoutes(customers.addresses));
  app.route("/", accountWishlistRoutes(customers.wishlist));

  app.all(ACCOUNT_PATH, (c) => {
    c.header("Allow", "GET, PATCH");
    return failure(c, 405, messagesFor(c).methodNotAllowed);
  });
  app.all(`${ACCOUNT_PATH}/*`, (c) => failure(c, 404, messagesFor(c).notFound));

  return app;
}

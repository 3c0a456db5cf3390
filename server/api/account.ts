/**
 * /api/account/*: the signed-in customer's profile, address book and wishlist, for the my-account
 * pages. Every route needs a live access token (`Authorization: Bearer …`). See docs/api.md.
 */
import { Hono, type Context } from "hono";
import type { Customer } from "#server/commerce/customers/customers";
import type { CustomerServices } from "#server/commerce/customers/customers-services";
import { clientAddress } from "#server/limits/rate-limit";
import { toGlobalId } from "#server/storefront-api/global-id";
import { accountAddressRoutes } from "./account-addresses.ts";
import { customerIdOf, requireSession, type AccountEnv } from "./account-session.ts";
import { accountWishlistRoutes } from "./account-wishlist.ts";
import type { AuthLimits } from "#server/limits/auth-limits";
import { accountBodyLimit, failure, isActivated, messagesFor, readBody, refusal } from "./auth-http.ts";
import { profileBody } from "./auth-schemas.ts";

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
    const current = c.var.session.customer;
    const changesEmail = input.value.email !== undefined && input.value.email.toLowerCase() !== current.email;
    // The current password is checked only for an email change, and counts as a login attempt.
    if (changesEmail && current.hasPassword) {
      const limited = refusal(c, await limits.login.take(clientAddress(c, trustProxyHops), current.email));
      if (limited) return limited;
    }
    const update = await customers.profiles.update(customerIdOf(c), input.value);
    const messages = messagesFor(c);
    if (update.kind === "wrong_current_password") return failure(c, 400, messages.wrongCurrentPassword, "currentPassword");
    if (update.kind === "email_taken") return failure(c, 409, messages.emailTaken, "email");
    return c.json({ success: true, customer: customerBody(update.customer, await defaultAddressId(update.customer.id)) });
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

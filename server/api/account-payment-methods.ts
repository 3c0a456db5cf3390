/**
 * GET /api/account/payment-methods and DELETE /api/account/payment-methods/{id}: the cards the signed-in
 * customer's subscriptions renew with, behind the same Bearer check as the rest of /api/account. The
 * provider keeps the card itself; the store lists only brand, last four digits and expiry. Someone
 * else's id answers 404, like one that does not exist. A removal asks the provider to forget the card,
 * so both routes are limited per client.
 */
import { Hono, type Context } from "hono";
import type { CustomerSessions } from "#server/commerce/customers/module";
import type { SavedMethods } from "#server/commerce/payments/module";
import { clientAddress, rateLimit, type RateLimits } from "#server/limits/rate-limit";
import { paymentMethodsAnswerSchema } from "#domain/account-api";
import { problem } from "#server/http/kit/problem";
import { customerContract, requireSession, type AccountEnv } from "./account-session.ts";
import { messagesFor, rateLimited } from "./auth-http.ts";

export const ACCOUNT_PAYMENT_METHODS_PATH = "/api/account/payment-methods";

const TAGS = ["Account: payment methods"];
const LIST = { 200: { description: "The saved cards, the newest first.", schema: paymentMethodsAnswerSchema } };

/** Reading the page a few times and removing a card or two; a script is stopped. */
export const PAYMENT_METHOD_REQUESTS_PER_MINUTE = 30;

/** The ids `saved-methods.ts` hands out (`pm_` and 16 base64url characters); anything else names no card of ours. */
const SAVED_METHOD_ID = /^pm_[A-Za-z0-9_-]{16}$/;

export interface AccountPaymentMethodRoutesOptions {
  savedMethods: SavedMethods;
  sessions: CustomerSessions;
  /** The shared counters (decision 0026). */
  rateLimits: RateLimits;
  trustProxyHops: number;
}

export function accountPaymentMethodRoutes({
  savedMethods,
  sessions,
  rateLimits,
  trustProxyHops,
}: AccountPaymentMethodRoutesOptions): Hono<AccountEnv> {
  const app = new Hono<AccountEnv>();
  const limited = rateLimit({
    limiter: rateLimits.limiter({ bucket: "account.payment-methods", limit: PAYMENT_METHOD_REQUESTS_PER_MINUTE, windowMs: 60_000 }),
    key: (c) => clientAddress(c, trustProxyHops),
    onLimited: rateLimited,
  });
  // Hono's `…/payment-methods/*` also matches `…/payment-methods` itself: one registration, so a request counts once.
  app.use(`${ACCOUNT_PAYMENT_METHODS_PATH}/*`, limited, requireSession(sessions));

  const owner = (c: { var: AccountEnv["Variables"] }) => ({ id: c.var.session.customer.id, email: c.var.session.customer.email });

  app.get(
    ACCOUNT_PAYMENT_METHODS_PATH,
    customerContract({ summary: "The cards the customer's subscriptions renew with", tags: TAGS, responses: LIST, problems: [429] }),
    async (c) => c.json({ success: true, paymentMethods: await savedMethods.list(owner(c)) }),
  );

  app.delete(
    `${ACCOUNT_PAYMENT_METHODS_PATH}/:id`,
    customerContract({
      summary: "Forget a saved card, here and at the provider",
      tags: TAGS,
      responses: LIST,
      problems: [404, 429, 503],
    }),
    async (c) => {
      const id = c.req.param("id");
      let removed: boolean;
      try {
        removed = SAVED_METHOD_ID.test(id) && (await savedMethods.remove(owner(c), id));
      } catch (error) {
        // The provider could not be reached to forget the card: nothing was removed here either, so it can be tried
        // again (503, a problem status: the store's own service is unavailable for this moment).
        c.var.log.error({ err: error, customerId: c.var.session.customer.id }, "saved payment method could not be removed");
        return problem(c, 503, "provider_unavailable", messagesFor(c).paymentMethodRemoveFailed);
      }
      if (!removed) return problem(c, 404, "payment_method_not_found", messagesFor(c).paymentMethodNotFound);
      c.var.log.info({ customerId: c.var.session.customer.id }, "saved payment method removed");
      return c.json({ success: true, paymentMethods: await savedMethods.list(owner(c)) });
    },
  );

  const methodNotAllowed = (allow: string) => (c: Context) =>
    problem(c, 405, "method_not_allowed", messagesFor(c).methodNotAllowed, {}, { Allow: allow });
  app.all(ACCOUNT_PAYMENT_METHODS_PATH, methodNotAllowed("GET"));
  app.all(`${ACCOUNT_PAYMENT_METHODS_PATH}/:id`, methodNotAllowed("DELETE"));
  return app;
}

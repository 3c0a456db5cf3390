/** The `Authorization: Bearer <accessToken>` check every /api/account route passes first. */
import type { Context, MiddlewareHandler } from "hono";
import type { CustomerSessions, LiveSession } from "#server/commerce/customers/sessions";
import type { RequestVariables } from "#server/http/request-logging";
import { failure, messagesFor } from "./auth-http.ts";

export type AccountEnv = { Variables: RequestVariables & { session: LiveSession } };

const BEARER = /^Bearer\s+(\S+)$/i;

export function requireSession(sessions: CustomerSessions): MiddlewareHandler<AccountEnv> {
  return async (c, next) => {
    const token = BEARER.exec(c.req.header("Authorization") ?? "")?.[1];
    const session = token ? await sessions.authenticate(token) : null;
    if (!session) {
      c.header("WWW-Authenticate", 'Bearer realm="account"');
      return failure(c, 401, messagesFor(c).notSignedIn);
    }
    c.set("session", session);
    // Account data is one customer's: never stored by a shared cache.
    c.header("Cache-Control", "no-store");
    await next();
  };
}

export const customerIdOf = (c: Context<AccountEnv>) => c.var.session.customer.id;

/**
 * The customer's door: the `Authorization: Bearer <accessToken>` check every /api/account route passes first, and the
 * contract of a route behind it, which declares the `customerToken` credential and the door's 401 (decision 0091).
 */
import type { Context, MiddlewareHandler } from "hono";
import type { CustomerSessions, LiveSession } from "#server/commerce/customers/module";
import type { RequestVariables } from "#server/http/request-logging";
import { contract, type RouteContract } from "#server/http/kit/contract";
import { problem } from "#server/http/kit/problem";
import { messagesFor } from "./auth-http.ts";

export type AccountEnv = { Variables: RequestVariables & { session: LiveSession } };

const BEARER = /^Bearer\s+(\S+)$/i;

export function requireSession(sessions: CustomerSessions): MiddlewareHandler<AccountEnv> {
  return async (c, next) => {
    const token = BEARER.exec(c.req.header("Authorization") ?? "")?.[1];
    const session = token ? await sessions.authenticate(token) : null;
    if (!session) return problem(c, 401, "not_signed_in", messagesFor(c).notSignedIn, {}, { "WWW-Authenticate": 'Bearer realm="account"' });
    c.set("session", session);
    // Account data is one customer's: never stored by a shared cache.
    c.header("Cache-Control", "no-store");
    await next();
  };
}

/** The contract of a route behind `requireSession`: the customer's token, and the 401 without a live one. */
export function customerContract(spec: RouteContract): MiddlewareHandler {
  return contract({ ...spec, security: [{ customerToken: [] }], problems: [401, ...(spec.problems ?? [])] });
}

export const customerIdOf = (c: Context<AccountEnv>) => c.var.session.customer.id;

/**
 * POST /api/auth {action, ...}: the spec's own auth route (§7) with its action names. Each action
 * validates its body, counts against its rate limit, calls one customer service, and answers
 * `{success: true, ...}` or `{success: false, error, field?}` in the shopper's language.
 * See docs/api.md for every answer.
 */
import { Hono, type Context } from "hono";
import type { CustomerServices } from "#server/commerce/customers/customers-services";
import { clientAddress } from "#server/limits/rate-limit";
import type { RequestVariables } from "#server/http/request-logging";
import type { AuthLimits } from "#server/limits/auth-limits";
import { shopperLanguage } from "#server/http/shopper-language";
import { accountBodyLimit, failure, loginRefusal, messagesFor, parseWith, readAccountBody, refusal, userBody } from "./auth-http.ts";
import {
  activationBody,
  emailChangeConfirmBody,
  loginBody,
  passwordUpdateBody,
  registrationBody,
  resetRequestBody,
  sessionBody,
} from "./auth-schemas.ts";
import { cameFromStorePage } from "#server/http/store-page-origin";

export const AUTH_PATH = "/api/auth";

export interface AuthRoutesOptions {
  customers: CustomerServices;
  limits: AuthLimits;
  /** Reverse proxies whose X-Forwarded-For is believed (config TRUST_PROXY). */
  trustProxyHops: number;
  /** The store's public origin (`BASE_URL`): only its pages may renew a session. */
  baseUrl: string;
  /** Where a blocked customer is told to write (`SUPPORT_EMAIL`). */
  supportEmail: string;
}

type Env = { Variables: RequestVariables };
type ActionHandler = (c: Context<Env>, body: Record<string, unknown>) => Promise<Response>;

export function authRoutes({ customers, limits, trustProxyHops, baseUrl, supportEmail }: AuthRoutesOptions): Hono<Env> {
  const app = new Hono<Env>();
  const clientOf = (c: Context) => clientAddress(c, trustProxyHops);
  const { auth } = customers;

  const register: ActionHandler = async (c, body) => {
    const input = parseWith(c, registrationBody, body);
    if (!input.ok) return input.response;
    const limited = refusal(c, await limits.registration.take(clientOf(c), input.value.email));
    if (limited) return limited;
    // The password is checked against the spec's minimum but not kept: the activation link sets it.
    const { email, firstName, lastName, acceptsMarketing } = input.value;
    // The same answer whether or not the address has an account: the email tells its owner which it was.
    const outcome = await auth.register({ email, firstName, lastName, acceptsMarketing, language: shopperLanguage(c) });
    c.var.log.info({ action: "create-account", outcome }, "registration mailed");
    return c.json({ success: true, message: messagesFor(c).registered });
  };

  const activate: ActionHandler = async (c, body) => {
    const limited = refusal(c, await limits.tokenUse.take(clientOf(c)));
    if (limited) return limited;
    const parsed = activationBody.safeParse(body);
    // A malformed id or token is a broken link, whatever else is wrong.
    if (!parsed.success && parsed.error.issues.some((issue) => issue.path[0] === "id" || issue.path[0] === "token")) {
      return failure(c, 400, messagesFor(c).invalidActivationLink);
    }
    const input = parseWith(c, activationBody, body);
    if (!input.ok) return input.response;
    const signedIn = await auth.activate({ customerId: input.value.id, token: input.value.token, password: input.value.password });
    if (!signedIn) return failure(c, 400, messagesFor(c).invalidActivationLink);
    c.var.log.info({ action: "activate-account", customerId: signedIn.customer.id }, "account activated");
    return c.json({ success: true, user: userBody(signedIn) });
  };

  const login: ActionHandler = async (c, body) => {
    const input = parseWith(c, loginBody, body);
    if (!input.ok) return input.response;
    const limited = loginRefusal(c, await limits.login.take(clientOf(c), input.value.email));
    if (limited) return limited;
    const signedIn = await customers.sessions.login(input.value);
    if (signedIn === "blocked") return failure(c, 403, messagesFor(c).accountBlocked(supportEmail));
    if (!signedIn) return failure(c, 401, messagesFor(c).invalidCredentials);
    return c.json({ success: true, user: userBody(signedIn) });
  };

  const refresh: ActionHandler = async (c, body) => {
    const input = parseWith(c, sessionBody, body);
    if (!input.ok) return input.response;
    if (!cameFromStorePage(c, baseUrl)) return failure(c, 403, messagesFor(c).renewFromStoreOnly);
    const limited = refusal(c, await limits.tokenUse.take(clientOf(c)));
    if (limited) return limited;
    const renewed = await customers.sessions.renew(input.value.customerAccessToken);
    if (!renewed) return failure(c, 401, messagesFor(c).sessionExpired);
    return c.json({ success: true, accessToken: renewed.token, expiresAt: renewed.expiresAt.toISOString() });
  };

  const requestReset: ActionHandler = async (c, body) => {
    const input = parseWith(c, resetRequestBody, body);
    if (!input.ok) return input.response;
    const limited = refusal(c, await limits.passwordReset.take(clientOf(c), input.value.email));
    if (limited) return limited;
    auth.requestPasswordReset({ email: input.value.email, language: shopperLanguage(c) });
    return c.json({ success: true, message: messagesFor(c).resetRequested });
  };

  const updatePassword: ActionHandler = async (c, body) => {
    const input = parseWith(c, passwordUpdateBody, body);
    if (!input.ok) return input.response;
    const { token, customerAccessToken, password, currentPassword } = input.value;
    const messages = messagesFor(c);
    if ((token === undefined) === (customerAccessToken === undefined)) return failure(c, 400, messages.tokenOrSession);

    if (token !== undefined) {
      const limited = refusal(c, await limits.tokenUse.take(clientOf(c)));
      if (limited) return limited;
      const signedIn = await auth.resetPassword({ token, password });
      if (!signedIn) return failure(c, 400, messages.invalidResetLink, "token");
      c.var.log.info({ action: "update-password", customerId: signedIn.customer.id }, "password set from a reset link");
      return c.json({ success: true, message: messages.passwordUpdated, user: userBody(signedIn) });
    }

    const session = await customers.sessions.authenticate(customerAccessToken!);
    if (!session) return failure(c, 401, messages.sessionExpired);
    // Checking a current password is a login attempt, and counts as one.
    if (session.customer.hasPassword) {
      const limited = refusal(c, await limits.login.take(clientOf(c), session.customer.email));
      if (limited) return limited;
    }
    const change = await auth.changePassword({ accessToken: customerAccessToken!, currentPassword, password });
    if (change.kind === "not_signed_in") return failure(c, 401, messages.sessionExpired);
    if (change.kind === "wrong_current_password") return failure(c, 400, messages.wrongCurrentPassword, "currentPassword");
    if (change.kind === "proof_needed") return failure(c, 403, messages.proofNeeded, "password");
    c.var.log.info({ action: "update-password", customerId: change.signedIn.customer.id }, "password changed");
    return c.json({ success: true, message: messages.passwordUpdated, user: userBody(change.signedIn) });
  };

  const confirmEmailChange: ActionHandler = async (c, body) => {
    const limited = refusal(c, await limits.tokenUse.take(clientOf(c)));
    if (limited) return limited;
    const input = parseWith(c, emailChangeConfirmBody, body);
    if (!input.ok) return input.response;
    const signedIn = await auth.confirmEmailChange(input.value.token);
    if (!signedIn) return failure(c, 400, messagesFor(c).invalidEmailChangeLink, "token");
    c.var.log.info({ action: "confirm-email-change", customerId: signedIn.customer.id }, "email changed");
    return c.json({ success: true, message: messagesFor(c).emailChanged(signedIn.customer.email), user: userBody(signedIn) });
  };

  const logout: ActionHandler = async (c, body) => {
    const input = parseWith(c, sessionBody, body);
    if (!input.ok) return input.response;
    await customers.sessions.logout(input.value.customerAccessToken);
    return c.json({ success: true });
  };

  const actions: Record<string, ActionHandler> = {
    "create-account": register,
    "create-account-vercel-only": register,
    "activate-account": activate,
    "activate-with-custom-token": activate,
    "create-customer-token": login,
    "refresh-token": refresh,
    "reset-password": requestReset,
    "update-password": updatePassword,
    "confirm-email-change": confirmEmailChange,
    logout,
  };

  // Counted before the body is read; each action then takes its own limits.
  app.post(AUTH_PATH, accountBodyLimit(), async (c) => {
    const limited = refusal(c, await limits.authRequests.take(clientOf(c)));
    if (limited) return limited;
    const json = await readAccountBody(c);
    if (!json.ok) return json.response;
    const action = json.value.action;
    const handler = typeof action === "string" && Object.hasOwn(actions, action) ? actions[action] : undefined;
    if (!handler) return failure(c, 400, messagesFor(c).unknownAction(typeof action === "string" ? action.slice(0, 60) : String(action)));
    return handler(c, json.value);
  });

  app.all(AUTH_PATH, (c) => {
    c.header("Allow", "POST");
    return failure(c, 405, messagesFor(c).methodNotAllowed);
  });

  return app;
}

/**
 * POST /api/auth {action, ...}: the spec's own auth route (§7) with its action names. Each action's body is one
 * branch of `authRequestBody`; the action counts against its rate limit, calls one customer service, and answers
 * `{success: true, ...}` or a problem in the shopper's language (decision 0091). docs/api.md tells the flows.
 */
import { taggedContract } from "./route-kit.ts";
import { Hono, type Context } from "hono";
import { authAnswerSchema } from "#domain/account-api";
import { clientAddress } from "#server/limits/rate-limit";
import type { RequestVariables } from "#server/http/request-logging";
import { problem } from "#server/http/kit/problem";
import { body } from "#server/http/kit/read-body";
import { shopperLanguage } from "#server/http/shopper-language";
import { cameFromStorePage } from "#server/http/store-page-origin";
import {
  accountBodyLimit,
  type CustomerRouteOptions,
  describeAccountField,
  loginRefusal,
  messagesFor,
  refusal,
  userBody,
} from "./auth-http.ts";
import { authRequestBody, type AuthRequest } from "./auth-schemas.ts";

export const AUTH_PATH = "/api/auth";

const described = taggedContract(["Account: sign-in"]);

export interface AuthRoutesOptions extends CustomerRouteOptions {
  /** The store's public origin (`BASE_URL`): only its pages may renew a session. */
  baseUrl: string;
  /** Where a blocked customer is told to write (`SUPPORT_EMAIL`). */
  supportEmail: string;
  /** The store's name (`BRAND_NAME`), refused in a new password. */
  brandName: string;
}

type Env = { Variables: RequestVariables };
/** The body of the action named `A` (an alias names the same body). */
type Action<A extends AuthRequest["action"]> = AuthRequest extends infer R
  ? R extends { action: infer N }
    ? A extends N
      ? R
      : never
    : never
  : never;
type ActionHandler<A extends AuthRequest["action"]> = (c: Context<Env>, input: Action<A>) => Promise<Response>;

/** Where the actions find their services, limits and the client's address. */
type ActionOptions = AuthRoutesOptions & { clientOf: (c: Context) => string };

/** An account's opening and its sessions: registering, activating, signing in, renewing, signing out. */
function sessionActions({ customers, limits, baseUrl, supportEmail, clientOf }: ActionOptions) {
  const { auth } = customers;

  const register: ActionHandler<"create-account"> = async (c, input) => {
    const limited = refusal(c, await limits.registration.take(clientOf(c), input.email));
    if (limited) return limited;
    // The password is checked against the spec's minimum but not kept: the activation link sets it.
    const { email, firstName, lastName, acceptsMarketing } = input;
    // The same answer whether or not the address has an account: the email tells its owner which it was.
    const outcome = await auth.register({ email, firstName, lastName, acceptsMarketing, language: shopperLanguage(c) });
    c.var.log.info({ action: "create-account", outcome }, "registration mailed");
    return c.json({ success: true, message: messagesFor(c).registered });
  };

  const activate: ActionHandler<"activate-account"> = async (c, input) => {
    const limited = refusal(c, await limits.tokenUse.take(clientOf(c)));
    if (limited) return limited;
    const signedIn = await auth.activate({ customerId: input.id, token: input.token, password: input.password });
    if (!signedIn) return problem(c, 400, "invalid_activation_link", messagesFor(c).invalidActivationLink, { field: "token" });
    c.var.log.info({ action: "activate-account", customerId: signedIn.customer.id }, "account activated");
    return c.json({ success: true, user: userBody(signedIn) });
  };

  const login: ActionHandler<"create-customer-token"> = async (c, input) => {
    const limited = loginRefusal(c, await limits.login.take(clientOf(c), input.email));
    if (limited) return limited;
    const signedIn = await customers.sessions.login(input);
    if (signedIn === "blocked") return problem(c, 403, "account_blocked", messagesFor(c).accountBlocked(supportEmail));
    if (!signedIn) return problem(c, 401, "invalid_credentials", messagesFor(c).invalidCredentials);
    return c.json({ success: true, user: userBody(signedIn) });
  };

  const refresh: ActionHandler<"refresh-token"> = async (c, input) => {
    if (!cameFromStorePage(c, baseUrl)) return problem(c, 403, "not_from_store", messagesFor(c).renewFromStoreOnly);
    const limited = refusal(c, await limits.tokenUse.take(clientOf(c)));
    if (limited) return limited;
    const renewed = await customers.sessions.renew(input.customerAccessToken);
    if (!renewed) return problem(c, 401, "session_expired", messagesFor(c).sessionExpired);
    return c.json({ success: true, accessToken: renewed.token, expiresAt: renewed.expiresAt.toISOString() });
  };

  const logout: ActionHandler<"logout"> = async (c, input) => {
    await customers.sessions.logout(input.customerAccessToken);
    return c.json({ success: true });
  };

  return { register, activate, login, refresh, logout };
}

/** An account's credentials: a password reset asked, a password set or changed, a new email address confirmed. */
function credentialActions({ customers, limits, clientOf }: ActionOptions) {
  const { auth } = customers;

  const requestReset: ActionHandler<"reset-password"> = async (c, input) => {
    const limited = refusal(c, await limits.passwordReset.take(clientOf(c), input.email));
    if (limited) return limited;
    auth.requestPasswordReset({ email: input.email, language: shopperLanguage(c) });
    return c.json({ success: true, message: messagesFor(c).resetRequested });
  };

  const updatePassword: ActionHandler<"update-password"> = async (c, input) => {
    const { token, customerAccessToken, password, currentPassword } = input;
    const messages = messagesFor(c);
    if ((token === undefined) === (customerAccessToken === undefined)) return problem(c, 400, "token_or_session", messages.tokenOrSession);

    if (token !== undefined) {
      const limited = refusal(c, await limits.tokenUse.take(clientOf(c)));
      if (limited) return limited;
      const signedIn = await auth.resetPassword({ token, password });
      if (!signedIn) return problem(c, 400, "invalid_reset_link", messages.invalidResetLink, { field: "token" });
      c.var.log.info({ action: "update-password", customerId: signedIn.customer.id }, "password set from a reset link");
      return c.json({ success: true, message: messages.passwordUpdated, user: userBody(signedIn) });
    }

    const session = await customers.sessions.authenticate(customerAccessToken!);
    if (!session) return problem(c, 401, "session_expired", messages.sessionExpired);
    // Checking a current password is a login attempt, and counts as one.
    if (session.customer.hasPassword) {
      const limited = refusal(c, await limits.login.take(clientOf(c), session.customer.email));
      if (limited) return limited;
    }
    const change = await auth.changePassword({ accessToken: customerAccessToken!, currentPassword, password });
    if (change.kind === "not_signed_in") return problem(c, 401, "session_expired", messages.sessionExpired);
    if (change.kind === "wrong_current_password")
      return problem(c, 400, "wrong_current_password", messages.wrongCurrentPassword, { field: "currentPassword" });
    if (change.kind === "proof_needed") return problem(c, 403, "proof_needed", messages.proofNeeded, { field: "password" });
    c.var.log.info({ action: "update-password", customerId: change.signedIn.customer.id }, "password changed");
    return c.json({ success: true, message: messages.passwordUpdated, user: userBody(change.signedIn) });
  };

  const confirmEmailChange: ActionHandler<"confirm-email-change"> = async (c, input) => {
    const limited = refusal(c, await limits.tokenUse.take(clientOf(c)));
    if (limited) return limited;
    const signedIn = await auth.confirmEmailChange(input.token);
    if (!signedIn) return problem(c, 400, "invalid_email_change_link", messagesFor(c).invalidEmailChangeLink, { field: "token" });
    c.var.log.info({ action: "confirm-email-change", customerId: signedIn.customer.id }, "email changed");
    return c.json({ success: true, message: messagesFor(c).emailChanged(signedIn.customer.email), user: userBody(signedIn) });
  };

  return { requestReset, updatePassword, confirmEmailChange };
}

export function authRoutes(options: AuthRoutesOptions): Hono<Env> {
  const { limits, trustProxyHops, brandName } = options;
  const app = new Hono<Env>();
  const clientOf = (c: Context) => clientAddress(c, trustProxyHops);
  const { register, activate, login, refresh, logout } = sessionActions({ ...options, clientOf });
  const { requestReset, updatePassword, confirmEmailChange } = credentialActions({ ...options, clientOf });

  const perform = (c: Context<Env>, input: AuthRequest): Promise<Response> => {
    switch (input.action) {
      case "create-account":
      case "create-account-vercel-only":
        return register(c, input);
      case "activate-account":
      case "activate-with-custom-token":
        return activate(c, input);
      case "create-customer-token":
        return login(c, input);
      case "refresh-token":
        return refresh(c, input);
      case "reset-password":
        return requestReset(c, input);
      case "update-password":
        return updatePassword(c, input);
      case "confirm-email-change":
        return confirmEmailChange(c, input);
      case "logout":
        return logout(c, input);
    }
  };

  // Counted before the body is read; each action then takes its own limits.
  app.post(
    AUTH_PATH,
    described({
      summary: "Register, activate, sign in, renew, reset or change a password, confirm an email change, sign out",
      description:
        "One route, the spec's (§7): `action` names what to do and the body carries that action's fields. Answers " +
        "`success`, `error`, `user` and, for refresh-token, `accessToken` and `expiresAt`.",
      responses: { 200: { description: "Done; what the action answers.", schema: authAnswerSchema } },
      problems: [400, 401, 403, 413, 429],
      examples: [
        { name: "an unknown action", body: { action: "drop-tables" }, status: 400 },
        { name: "a login without a password", body: { action: "create-customer-token", email: "ana@example.ro" }, status: 400 },
      ],
    }),
    accountBodyLimit(),
    async (c, next) => refusal(c, await limits.authRequests.take(clientOf(c))) ?? next(),
    body(authRequestBody(brandName), describeAccountField),
    async (c) => perform(c, c.req.valid("json")),
  );

  app.all(AUTH_PATH, (c) => problem(c, 405, "method_not_allowed", messagesFor(c).methodNotAllowed, {}, { Allow: "POST" }));

  return app;
}

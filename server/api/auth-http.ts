/**
 * What the account routes share: the shopper's language, the body limit, the 429 answer, the sentence for a wrong
 * field in the account's words, and the `user` object of a signed-in customer. Refusals are problems (decision 0091).
 */
import type { Context } from "hono";
import { sizeLimit } from "#server/http/kit/size-limit";
import type { SignedIn, Customer, CustomerServices } from "#server/commerce/customers/module";
import type { AuthLimitDecision, AuthLimits } from "#server/limits/auth-limits";
import type { RateLimitDecision } from "#server/limits/rate-limit";
import { toGlobalId } from "#domain/global-id";
import type { SessionUser } from "#domain/account-api";
import { problem } from "#server/http/kit/problem";
import type { FieldDescriber } from "#server/http/kit/read-body";
import { shopperLanguage } from "#server/http/shopper-language";
import { AUTH_MESSAGES, type AuthMessages, type FieldProblem } from "#server/messages/auth";

/** What the customer's sign-in and account routes are given. */
export interface CustomerRouteOptions {
  customers: CustomerServices;
  limits: AuthLimits;
  /** Reverse proxies whose X-Forwarded-For is believed (config TRUST_PROXY). */
  trustProxyHops: number;
}

export const ACCOUNT_BODY_LIMIT = 16 * 1024;

export function messagesFor(c: Context): AuthMessages {
  return AUTH_MESSAGES[shopperLanguage(c)];
}

export function accountBodyLimit() {
  return sizeLimit(ACCOUNT_BODY_LIMIT, (c) => messagesFor(c).tooLarge);
}

const FIELD_PROBLEMS = new Set<string>([
  "required",
  "too_long",
  "invalid",
  "email",
  "password_short",
  "password_long",
  "password_blank",
  "password_common",
  "passwords_differ",
  "country",
  "phone",
  "too_many",
]);

/** A wrong field in the account's words: the schemas' issue messages are `AccountIssue` keys, the label the top field's. */
export const describeAccountField: FieldDescriber = ({ problem: name, field, limit }, c) => {
  if (name === "activation_link") return messagesFor(c).invalidActivationLink;
  if (name === "unknown_action") return messagesFor(c).unknownAction;
  const known = (FIELD_PROBLEMS.has(name) ? name : "invalid") as FieldProblem;
  return messagesFor(c).field(known, field.split(".")[0]!, limit);
};

/** The answer for a request over a limit the rate-limit middleware counted (it sets Retry-After itself). */
export const rateLimited = (c: Context, seconds: number) => problem(c, 429, "rate_limited", messagesFor(c).tooManyAttempts(seconds));

/** The 429 for a refused attempt (with Retry-After), or null when it may go ahead. */
export function refusal(c: Context, decision: RateLimitDecision): Response | null {
  if (decision.allowed) return null;
  const seconds = decision.retryAfterSeconds;
  return problem(c, 429, "rate_limited", messagesFor(c).tooManyAttempts(seconds), {}, { "Retry-After": String(seconds) });
}

/**
 * The 429 for a refused password login: when the email's own count refused it, the shopper is told that
 * a login link still gets them in (the password limit must not lock an owner out, decision 0026).
 */
export function loginRefusal(c: Context, decision: AuthLimitDecision): Response | null {
  if (decision.allowed || decision.refusedBy === "client" || decision.refusedBy === undefined) return refusal(c, decision);
  const seconds = decision.retryAfterSeconds;
  return problem(c, 429, "rate_limited", messagesFor(c).tooManyPasswordAttempts(seconds), {}, { "Retry-After": String(seconds) });
}

export function isActivated(customer: Customer): boolean {
  return customer.status === "active";
}

/** The spec's user session object (§3): what the browser keeps under `user`. */
export function userBody({ customer, session }: SignedIn): SessionUser {
  return {
    id: toGlobalId("Customer", customer.id),
    email: customer.email,
    firstName: customer.firstName,
    lastName: customer.lastName,
    accessToken: session.token,
    expiresAt: session.expiresAt.toISOString(),
    hasPassword: customer.hasPassword,
    isActivated: isActivated(customer),
  };
}
